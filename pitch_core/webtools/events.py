"""Events as the page receives them: the message in the reader's language, params as plain JSON.

Messages are rendered from the engine's own events, whose params are still cards and suits, so
a card reads as ``10♠`` in every language; the params sent along are plain codes (``TS``).
"""

from __future__ import annotations

from typing import Any, Iterable

from ..json_values import plain
from ..messages import render


def event_view(event: Any, lang: str, after: int | None = None) -> dict[str, Any]:
    """One ``pitch_core.event.Event`` (``rule_id``, ``params``) of either game for the page."""
    view = {"rule": event.rule_id, "params": plain(event.params),
            "message": render(event.rule_id, event.params, lang)}
    if after is not None:
        view["after"] = after
    return view


def events_view(events: Iterable[Any], lang: str) -> list[dict[str, Any]]:
    """A state's ``events``: (index of the action that caused it, event) pairs."""
    return [event_view(event, lang, after) for after, event in events]
