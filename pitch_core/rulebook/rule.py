"""One rule the engine can cite: its stable ID, its home page, its English message."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Rule:
    id: str
    page: str  # the docs page that is this rule's home, without language suffix: "pitch/basics"
    text: str  # English message template; fields in braces are the error's params

    @property
    def anchor(self) -> str:
        return anchor_for(self.id)


def anchor_for(rule_id: str) -> str:
    """The HTML anchor of a rule: dots become hyphens (``bid.must-beat`` -> ``bid-must-beat``)."""
    return rule_id.replace(".", "-")
