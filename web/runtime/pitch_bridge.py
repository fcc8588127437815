"""The Python half of the engine worker: one request in, one JSON answer out.

The worker (``engine-worker.mjs``) installs this file next to ``pitch_core`` and calls
``call(fn, args_json, lang)`` for every request from the page. Only strings cross the
JavaScript/Python boundary, so no PyProxy ever leaks out of the worker and every answer is
plain JSON: ``{"result": ...}`` or ``{"error": {"code", "params", "message"}}``.

Error codes the page can rely on (the UI translates them itself):

* any engine code (a rule ID or a ``pitch_core.messages`` code): the engine refused the input;
  ``message`` is already in the reader's language.
* ``runtime.unknown-function``: ``fn`` is not a public function of ``pitch_core.webapi``.
* ``runtime.bad-arguments``: the arguments are not a JSON object that fits the function: an
  unknown or missing name, or a value not of the type the function declares (``params.name``
  names it), or a whole number no page can send exactly (beyond 2**53).
* ``runtime.internal``: a bug in the engine; the traceback goes to the worker's console.

The browser usually starts from a memory snapshot taken at build time with this module
already imported (``make_snapshot.mjs``); the worker then calls ``after_restore()`` so what the
snapshot froze (the random generator's state) differs for every reader.

The file runs on CPython too, so it is tested without a browser.
"""

from __future__ import annotations

import functools
import inspect
import json
import re
import random
import sys
import traceback
import types
import typing
from typing import Any, Callable, Union

import pitch_core
from pitch_core import webapi
from pitch_core.errors import PitchError


def call(fn: str, args_json: str, lang: str = "en") -> str:
    """Run ``pitch_core.webapi.<fn>(**args)`` and answer with a JSON string."""
    try:
        return json.dumps({"result": _run(fn, args_json, lang)}, ensure_ascii=False)
    except PitchError as error:
        return _error_answer(error.code, error.to_dict()["params"], error.message(lang))
    except _RuntimeProblem as problem:
        return _error_answer(problem.code, problem.params, problem.message)
    except Exception as error:
        traceback.print_exc(file=sys.stderr)
        detail = f"{type(error).__name__}: {error}"
        return _error_answer("runtime.internal", {"fn": fn, "detail": detail}, f"Engine bug in {fn}: {detail}")


def info() -> str:
    """Versions for the readiness answer, as a JSON string."""
    return json.dumps(
        {
            "pitch_core": getattr(pitch_core, "__version__", "unknown"),
            "python": sys.version.split()[0],
            "functions": sorted(_public_functions()),
        }
    )


def after_restore() -> None:
    """Called once in a browser restored from the build's snapshot, before any request."""
    # The module-level generator was seeded when the snapshot was taken: every reader would get
    # the same "random" deals. Seed it again from the browser's own entropy.
    random.seed()


class _RuntimeProblem(Exception):
    def __init__(self, code: str, message: str, **params: Any) -> None:
        super().__init__(message)
        self.code, self.message, self.params = code, message, params


def _run(fn: str, args_json: str, lang: str) -> Any:
    function = _public_functions().get(fn)
    if function is None:
        raise _RuntimeProblem("runtime.unknown-function", f"The engine has no function “{fn}”.", fn=fn)
    kwargs = _parse_arguments(fn, args_json)
    # Messages the engine renders itself (in views, in records) follow the reader's language,
    # which webapi keeps as a setting; functions that take `lang` get it without the page repeating it.
    if hasattr(webapi, "set_language"):
        webapi.set_language(lang)
    if "lang" in inspect.signature(function).parameters:
        kwargs.setdefault("lang", lang)
    _check_fits(fn, function, kwargs)
    result = function(**kwargs)
    json.dumps(result)  # fail here, inside the try, if the engine returned something not JSON-able
    return result


def _public_functions() -> dict[str, Callable[..., Any]]:
    """``webapi.__all__`` if it has one; otherwise the public functions defined in it (not imports)."""
    exported = getattr(webapi, "__all__", None)
    if exported is not None:
        candidates = {name: getattr(webapi, name, None) for name in exported}
    else:
        candidates = {
            name: value
            for name, value in vars(webapi).items()
            if not name.startswith("_") and getattr(value, "__module__", None) == webapi.__name__
        }
    return {name: value for name, value in candidates.items() if inspect.isfunction(value)}


# Arguments nest a few levels at most (a saved game: an object of lists of objects). Deeper JSON is
# refused before it is parsed: in Pyodide the parser's recursion overflows the wasm stack, a fatal
# error that kills the engine, long before Python's RecursionError.
MAX_NESTING = 32
_STRINGS = re.compile(r'"(?:[^"\\]|\\.)*"')


def _nesting(text: str) -> int:
    """How deep ``text``'s arrays and objects nest (brackets inside strings do not count)."""
    if text.count("[") + text.count("{") <= MAX_NESTING:
        return 0  # too few brackets to be too deep: the common case costs two counts
    depth = deepest = 0
    for char in _STRINGS.sub('""', text):
        if char in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif char in "]}":
            depth -= 1
    return deepest


def _parse_arguments(fn: str, args_json: str) -> dict[str, Any]:
    if isinstance(args_json, str) and _nesting(args_json) > MAX_NESTING:
        raise _RuntimeProblem("runtime.bad-arguments", f"{fn}: arguments nest more than {MAX_NESTING} deep.", fn=fn)
    try:
        kwargs = json.loads(args_json or "{}")
    except (ValueError, RecursionError) as error:  # RecursionError: arrays nested 100,000 deep
        raise _RuntimeProblem("runtime.bad-arguments", f"{fn}: arguments are not JSON ({error}).", fn=fn) from error
    if not isinstance(kwargs, dict):
        raise _RuntimeProblem("runtime.bad-arguments", f"{fn}: arguments must be an object of named values.", fn=fn)
    return kwargs


def _check_fits(fn: str, function: Callable[..., Any], kwargs: dict[str, Any]) -> None:
    try:
        inspect.signature(function).bind(**kwargs)
    except TypeError as error:
        raise _RuntimeProblem("runtime.bad-arguments", f"{fn}: {error}.", fn=fn, detail=str(error)) from error
    hints = _hints(function)
    for name, value in kwargs.items():
        expected = hints.get(name, Any)
        if not _fits(value, expected):
            shown = _type_name(expected)
            raise _RuntimeProblem("runtime.bad-arguments", f"{fn}: {name} must be {shown}, not {_json_kind(value)}.",
                                  fn=fn, name=name, expected=shown)


@functools.lru_cache(maxsize=None)
def _hints(function: Callable[..., Any]) -> dict[str, Any]:
    return typing.get_type_hints(function)  # the annotations are strings (postponed): read them once


_MAX_EXACT_INT = 2**53 - 1  # JavaScript's numbers hold whole numbers exactly up to here


def _fits(value: Any, expected: Any) -> bool:
    """Does a JSON value fit a webapi annotation? Types the checker does not know are left to the
    function itself."""
    origin, args = typing.get_origin(expected), typing.get_args(expected)
    if expected is Any:
        return True
    if origin in (Union, types.UnionType):
        return any(_fits(value, option) for option in args)
    if expected is type(None):
        return value is None
    if expected is bool:
        return isinstance(value, bool)
    if expected is int:  # a fraction is the engine's to judge: it says why in the reader's words (points taken)
        return isinstance(value, (int, float)) and not isinstance(value, bool) and abs(value) <= _MAX_EXACT_INT
    if expected is float:
        return isinstance(value, (int, float)) and not isinstance(value, bool)
    if expected is str:
        return isinstance(value, str)
    if origin is list:
        return isinstance(value, list) and all(_fits(item, args[0]) for item in value)
    if origin is dict:
        return isinstance(value, dict) and all(_fits(item, args[1]) for item in value.values())
    return True


def _type_name(expected: Any) -> str:
    args = typing.get_args(expected)
    if typing.get_origin(expected) in (Union, types.UnionType):
        return " or ".join(_type_name(option) for option in args)
    if typing.get_origin(expected) is list:
        return f"a list of {_LIST_ITEMS.get(args[0], 'values')}"
    if typing.get_origin(expected) is dict:
        return "an object"
    names = {str: "text", int: "a whole number", float: "a number", bool: "true or false", type(None): "null"}
    return names.get(expected, "a value")


_LIST_ITEMS = {str: "texts", int: "whole numbers", float: "numbers"}


def _json_kind(value: Any) -> str:
    if isinstance(value, bool) or value is None:
        return json.dumps(value)
    kinds = {int: "a whole number", float: "a number", str: "text", list: "a list", dict: "an object"}
    return next((kind for python, kind in kinds.items() if isinstance(value, python)), "a value")


def _error_answer(code: str, params: dict[str, Any], message: str) -> str:
    return json.dumps({"error": {"code": code, "params": params, "message": message}}, ensure_ascii=False)
