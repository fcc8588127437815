"""The engine's error types. Each carries a stable code and the message's parameters, never a
baked-in sentence, so that every front end can say it in the reader's language.

* ``IllegalAction``: an action the rules forbid. ``code`` is a rule ID from ``pitch_core.rulebook``
  (e.g. ``bid.must-beat``), so a message can link to the rule on the rules pages.
* ``NotationError``: text that is not valid notation (a card, an action, a hand record). ``code``
  is a message code from ``pitch_core.messages``; ``params`` name the token and, in records, the line.
"""

from __future__ import annotations

from typing import Any, Callable, Mapping

from .json_values import plain

# How an error says itself. ``pitch_core.messages`` sets it when it loads (the package loads it
# first): this module stays a leaf that every other module may import, and the catalogs, which
# need cards that raise these errors, are not imported back from here.
Renderer = Callable[[str, Mapping[str, Any], str], str]
_render: Renderer | None = None


def set_renderer(render: Renderer) -> None:
    global _render
    _render = render


MAX_ECHO_CHARS = 40  # how much of a bad token an error message repeats


def excerpt(text: str, limit: int = MAX_ECHO_CHARS) -> str:
    """``text`` cut to ``limit`` characters for an error message: a 7,000-character bad token
    is named, not repeated."""
    return text if len(text) <= limit else text[:limit] + "…"


class PitchError(Exception):
    """Base class of every error the engine raises on purpose."""

    def __init__(self, code: str, /, **params: Any) -> None:
        super().__init__(code)
        self.code = code
        self.params = params

    def message(self, lang: str = "en") -> str:
        if _render is None:  # only while pitch_core.messages itself is loading
            return self.code
        return _render(self.code, self.params, lang)

    def __str__(self) -> str:
        return self.message()

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready form: ``{"code", "params", "message"}``."""
        params = {key: plain(value) for key, value in self.params.items()}
        return {"code": self.code, "params": params, "message": self.message()}


class IllegalAction(PitchError):
    """The rules do not allow this action now. ``code`` is a rule ID."""

    @property
    def rule_id(self) -> str:
        return self.code


class NotationError(PitchError, ValueError):
    """Text that cannot be read as cards, actions or a hand record."""


