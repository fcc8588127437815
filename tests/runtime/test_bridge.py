"""The worker's Python half (web/runtime/pitch_bridge.py), on CPython: every request gets
exactly one JSON answer, and errors keep their codes. The browser tests cover the same path
through the real worker."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

from pitch_core import webapi
from pitch_core.errors import NotationError

BRIDGE_FILE = Path(__file__).resolve().parents[2] / "web" / "runtime" / "pitch_bridge.py"


@pytest.fixture(scope="module")
def bridge():
    spec = importlib.util.spec_from_file_location("pitch_bridge", BRIDGE_FILE)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def ask(bridge, fn: str, args: object = None, lang: str = "en", raw: str | None = None) -> dict:
    answer = bridge.call(fn, raw if raw is not None else json.dumps(args or {}), lang)
    return json.loads(answer)


def test_describe_answers_with_a_result(bridge) -> None:
    answer = ask(bridge, "describe", {"preset": "pitch31", "trump": "H"})

    assert answer["result"]["preset"] == "pitch31"
    assert len(answer["result"]["trump_order"]) == 16


def test_engine_errors_keep_code_and_params(bridge) -> None:
    error = ask(bridge, "describe", {"preset": "no-such-game"})["error"]

    assert error["code"] == "preset.unknown"
    assert error["params"]["name"] == "no-such-game"
    assert "no-such-game" in error["message"]


@pytest.mark.parametrize(
    ("fn", "raw", "code"),
    [
        ("no_such_function", "{}", "runtime.unknown-function"),
        ("__name__", "{}", "runtime.unknown-function"),
        ("describe", "not json", "runtime.bad-arguments"),
        ("describe", "[1, 2]", "runtime.bad-arguments"),
        ("describe", "{}", "runtime.bad-arguments"),
        ("describe", '{"preset": "pitch31", "colour": "red"}', "runtime.bad-arguments"),
    ],
)
def test_bad_requests_get_runtime_codes(bridge, fn: str, raw: str, code: str) -> None:
    assert ask(bridge, fn, raw=raw)["error"]["code"] == code


def test_the_readers_language_reaches_functions_that_take_it(bridge, monkeypatch) -> None:
    monkeypatch.setattr(webapi, "echo_lang", lambda lang="en": {"lang": lang}, raising=False)
    monkeypatch.setattr(webapi, "__all__", ["echo_lang"], raising=False)

    assert ask(bridge, "echo_lang", lang="ro")["result"] == {"lang": "ro"}
    assert ask(bridge, "echo_lang", {"lang": "de"}, lang="ro")["result"] == {"lang": "de"}


def test_webapi_language_setting_follows_the_reader(bridge) -> None:
    ask(bridge, "describe", {"preset": "pitch31"}, lang="mk")

    assert webapi.language() == "mk"
    ask(bridge, "describe", {"preset": "pitch31"}, lang="en")


def test_engine_error_messages_use_the_readers_language(bridge, monkeypatch) -> None:
    def refuse() -> None:
        raise NotationError("notation.unknown-suit", token="X")

    monkeypatch.setattr(webapi, "refuse", refuse, raising=False)
    monkeypatch.setattr(webapi, "__all__", ["refuse"], raising=False)
    monkeypatch.setattr(NotationError, "message", lambda self, lang="en": f"[{lang}] unknown suit")

    error = ask(bridge, "refuse", lang="cs")["error"]

    assert error == {"code": "notation.unknown-suit", "params": {"token": "X"}, "message": "[cs] unknown suit"}


@pytest.mark.parametrize("broken", [lambda: 1 / 0, lambda: {"card": object()}])
def test_engine_bugs_become_runtime_internal(bridge, monkeypatch, capsys, broken) -> None:
    monkeypatch.setattr(webapi, "broken", broken, raising=False)
    monkeypatch.setattr(webapi, "__all__", ["broken"], raising=False)

    error = ask(bridge, "broken")["error"]

    assert error["code"] == "runtime.internal"
    assert "Traceback" in capsys.readouterr().err  # the worker's console shows where it broke


def test_info_lists_the_callable_functions(bridge) -> None:
    info = json.loads(bridge.info())

    assert "describe" in info["functions"]
    assert info["python"].count(".") == 2


def test_after_restore_reseeds_the_random_generator(bridge) -> None:
    # A browser restored from the build's snapshot must not deal what every other reader is dealt.
    import random

    random.seed(12345)
    frozen = random.random()
    random.seed(12345)

    bridge.after_restore()

    assert random.random() != frozen
