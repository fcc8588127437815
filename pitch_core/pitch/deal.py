"""Checking a deal before it is applied: the right number of cards, all from this ruleset's deck."""

from __future__ import annotations

from collections import Counter
from typing import Sequence

from ..cards import Card
from ..errors import IllegalAction, NotationError
from .ruleset import Ruleset


def check_deal(ruleset: Ruleset, hands: Sequence[Sequence[Card]], widow: Sequence[Card]) -> None:
    sizes_ok = len(hands) == ruleset.players and all(len(h) == ruleset.hand_size for h in hands)
    if not sizes_ok or len(widow) != ruleset.widow_size:
        raise IllegalAction("deal.cards", hand_size=ruleset.hand_size, widow_size=ruleset.widow_size)
    cards = [card for hand in (*hands, widow) for card in hand]
    if len(set(cards)) != len(cards):
        duplicate = next(card for card, count in Counter(cards).items() if count > 1)
        raise NotationError("notation.duplicate-card", card=duplicate)
    if not set(cards) <= set(ruleset.deck()):
        raise IllegalAction("deal.cards", hand_size=ruleset.hand_size, widow_size=ruleset.widow_size)
