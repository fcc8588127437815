"""Every rule the engine can cite, in one place.

A rule ID (``bid.must-beat``) is stable: the engine raises it, the tutorial cites it, and the rules
pages carry it as an anchor (``#bid-must-beat``) on the rule's home page, the same in every
language. ``tests/website/test_site_rule_anchors.py`` holds the engine's IDs and the pages' anchors equal.

Each rule's ``text`` is the English template of the engine's message; translations live in the
gettext catalogs under ``translations/`` with the rule ID as message context.
"""

from __future__ import annotations

from . import pitch, three_thirteen
from .rule import Rule, anchor_for


def _collect() -> dict[str, Rule]:
    rules: dict[str, Rule] = {}
    for rule in (*pitch.RULES, *three_thirteen.RULES):
        if rule.id in rules:
            raise RuntimeError(f"rule ID {rule.id} is defined twice")
        rules[rule.id] = rule
    return rules


RULES: dict[str, Rule] = _collect()


def rule(rule_id: str) -> Rule:
    return RULES[rule_id]


def rules_on_page(page: str) -> list[Rule]:
    return [r for r in RULES.values() if r.page == page]


__all__ = ["RULES", "Rule", "anchor_for", "rule", "rules_on_page"]
