"""The one ``Event`` type of both games: something the engine can explain, citing a rule.

A Pitch hand, a game of Three Thirteen and the meld calculator append ``Event(rule_id, params)``
to their ``events`` (``params`` may hold cards, suits and ranks; each is shown in the reader's
language when the message is rendered). A leaf module: it imports the message renderer only when
an event is turned into JSON.

Most events happen in sight of the whole table. One that tells something only some seats know
has an ``audience``, those seats: five-handed Pitch tells the bidder alone that the card he
called was in the blind. A seat's observation holds the events it is in the audience of
(``seen_by``); the open view (no seat) holds them all.
"""

from __future__ import annotations

from typing import Any, Iterable, NamedTuple

from .contract import EventView
from .json_values import plain


class Event(NamedTuple):
    """``Event("score.set", {...})``. (A named tuple: every trick makes a few, and tuples are the
    cheapest immutable values.)"""

    rule_id: str
    params: dict[str, Any] = {}  # never mutated: each event is given its own dict
    audience: frozenset[int] | None = None  # the seats who learn of it; None: the whole table

    def seen_by(self, seat: int | None) -> bool:
        """Whether ``seat`` learns of this event (``None``, the open view, sees every event)."""
        return seat is None or self.audience is None or seat in self.audience

    def to_dict(self) -> EventView:
        """The rule, its params as plain JSON, and the message in English."""
        from .messages import render

        params = {key: plain(value) for key, value in self.params.items()}
        return {"rule": self.rule_id, "params": params, "message": render(self.rule_id, self.params)}


def seen_events(events: Iterable[tuple[int, Event]], seat: int | None) -> tuple[tuple[int, Event], ...]:
    """The (action index, event) pairs of a state's ``events`` that ``seat`` learns of."""
    return tuple(pair for pair in events if pair[1].seen_by(seat))


__all__ = ["Event", "plain", "seen_events"]
