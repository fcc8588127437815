"""What a Three Thirteen hand may hold: no card more often than a pack the rules deal holds it.

A hand typed into the meld calculator or the ``deadwood`` command names no table, so it is checked
against the largest pack the rules deal (``MAX_PLAYERS`` players, the most decks): three decks
hold A♠ three times, so a fourth A♠ is refused rather than counted as a set.
"""

from __future__ import annotations

from collections import Counter
from typing import Iterable

from ..cards import Card
from ..errors import IllegalAction
from .record import MAX_PLAYERS
from .ruleset import Ruleset


def check_copies(cards: Iterable[Card], rules: Ruleset) -> None:
    """Raise ``IllegalAction`` for a card the hand holds more often than the largest pack does."""
    held = Counter(card.code for card in rules.pack(MAX_PLAYERS))
    entered = list(cards)
    for card in dict.fromkeys(entered):  # in the order entered, each card once
        count = sum(1 for other in entered if other is card)
        if held[card.code] == 0:  # only a joker the rules do not deal
            raise IllegalAction("tt.deck.no-jokers", card=card)
        if count > held[card.code]:
            raise IllegalAction("tt.notation.too-many-copies", card=card, count=count, held=held[card.code],
                                decks=rules.decks(MAX_PLAYERS), players=MAX_PLAYERS)
