"""Checking a deal before it is applied: the right number of cards, all from this ruleset's deck."""

from __future__ import annotations

from collections import Counter
from functools import lru_cache
from typing import Sequence

from ..cards import DECK_WITH_JOKERS, STANDARD_DECK, Card
from ..errors import IllegalAction, NotationError
from .ruleset import Ruleset


@lru_cache(maxsize=None)
def _deck_set(jokers: bool) -> frozenset[Card]:
    return frozenset(DECK_WITH_JOKERS if jokers else STANDARD_DECK)


def check_deal(ruleset: Ruleset, hands: Sequence[Sequence[Card]], widow: Sequence[Card]) -> None:
    sizes_ok = len(hands) == ruleset.players and all(len(h) == ruleset.hand_size for h in hands)
    if not sizes_ok or len(widow) != ruleset.widow_size:
        raise IllegalAction("deal.cards", hand_size=ruleset.hand_size, widow_size=ruleset.widow_size)
    cards = [card for hand in (*hands, widow) for card in hand]
    if len(set(cards)) != len(cards):
        duplicate = next(card for card, count in Counter(cards).items() if count > 1)
        raise NotationError("notation.duplicate-card", card=duplicate)
    if not _deck_set(ruleset.jokers_in_deck).issuperset(cards):
        raise IllegalAction("deal.cards", hand_size=ruleset.hand_size, widow_size=ruleset.widow_size)
