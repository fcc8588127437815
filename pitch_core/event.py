"""The one ``Event`` type of both games: something the engine can explain, citing a rule.

A Pitch hand, a game of Three Thirteen and the meld calculator append ``Event(rule_id, params)``
to their ``events`` (``params`` may hold cards, suits and ranks; each is shown in the reader's
language when the message is rendered). A leaf module: it imports the message renderer only when
an event is turned into JSON.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from .json_values import plain


class Event(NamedTuple):
    """``Event("score.set", {...})``. (A named tuple: every trick makes a few, and tuples are the
    cheapest immutable values.)"""

    rule_id: str
    params: dict[str, Any] = {}  # never mutated: each event is given its own dict

    def to_dict(self) -> dict[str, Any]:
        """The rule, its params as plain JSON, and the message in English."""
        from .messages import render

        params = {key: plain(value) for key, value in self.params.items()}
        return {"rule": self.rule_id, "params": params, "message": render(self.rule_id, self.params)}


__all__ = ["Event", "plain"]
