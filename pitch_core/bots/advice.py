"""A bot's choice with its reason: what a good player would do here, and why.

The reason (``reason_rule_id``) is a message code, never a sentence: a rule ID from
``pitch_core.rulebook`` when the rule itself is the explanation (the 2 comes back, the dealer
must bid), otherwise a hint code from ``pitch_core.bots.messages``. Either way
``pitch_core.messages.render`` says it in the reader's language. ``rule`` names the rule the
advice rests on, for a link to the rules pages, when there is one.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from ..json_values import plain


class Advice(NamedTuple):
    action: Any  # a Pitch or a Three Thirteen Action
    reason_rule_id: str  # message code: a rule ID or a ``hint.`` code
    params: dict[str, Any]
    rule: str | None = None  # the rule the advice rests on (for a link), if any

    def message(self, lang: str = "en") -> str:
        from ..messages import render

        return render(self.reason_rule_id, self.params, lang)

    def to_dict(self, players: int = 4, lang: str = "en") -> dict[str, Any]:
        """JSON-ready: the move in notation, the codes, the params as text, the message."""
        action = self.action
        notation = action.notation(players) if hasattr(action, "bid") else action.notation()
        return {"action": notation, "reason": self.reason_rule_id, "rule": self.rule,
                "params": {key: plain(value) for key, value in self.params.items()},
                "message": self.message(lang)}


