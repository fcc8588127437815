"""One rule the engine can cite: its stable ID, its home page, its English message."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Rule:
    id: str
    page: str  # the docs page that is this rule's home, without language suffix: "pitch/basics"
    text: str  # English message template; fields in braces are the error's params
    # A check on the engine's input that no position at a real table turns on (a card the
    # player does not hold, a move out of its phase, a draw from a pile that never runs empty):
    # the engine cites it when it refuses such a move, and there is nothing in it to practise.
    guard: bool = False

    @property
    def anchor(self) -> str:
        return anchor_for(self.id)


def anchor_for(rule_id: str) -> str:
    """The HTML anchor of a rule: dots become hyphens (``bid.must-beat`` -> ``bid-must-beat``)."""
    return rule_id.replace(".", "-")
