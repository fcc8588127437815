"""Checks of a returned arrangement against the definitions of docs/three-thirteen.md (shared by the tests)."""

from __future__ import annotations

from collections import Counter
from typing import Sequence

from pitch_core.cards import Card, Rank
from pitch_core.three_thirteen.ruleset import Ruleset
from pitch_core.three_thirteen.solver import RUN, SET, Arrangement, Meld

from .reference import meld_is_valid, penalty


def _value(card: Card) -> int:
    return 1 if card.rank is Rank.ACE else int(card.natural_rank)


def representation_problem(meld: Meld, wild_rank: Rank, rules: Ruleset) -> str | None:
    """Why the meld as shown (each card and what it stands for) is not a valid meld, or None."""
    if len(meld.cards) < 3:
        return "fewer than three cards"
    for card, stood, wild in zip(meld.cards, meld.stands_for, meld.as_wild):
        if not wild and card is not stood:
            return f"natural {card} stands for {stood}"
        if wild and not (card.is_joker or card.rank is wild_rank):
            return f"{card} acts as a wild but is not one"
        if stood.is_joker:
            return "a card stands for a joker"
    acting = sum(meld.as_wild)
    own_place = sum(1 for c, w in zip(meld.cards, meld.as_wild) if not w and c.rank is wild_rank)
    counted = acting + (own_place if rules.cap_counts_natural_wilds else 0)
    if rules.max_wilds_per_meld is not None and counted > rules.max_wilds_per_meld:
        return "too many wilds"
    if acting == len(meld.cards) and not rules.allow_all_wild_meld:
        return "an all-wild meld"
    stands = meld.stands_for
    if meld.kind == SET:
        if len({c.rank for c in stands}) != 1:
            return "a set of mixed ranks"
        if not rules.set_duplicates and len(set(stands)) != len(stands):
            return "a set with identical cards"
        return None
    if meld.kind != RUN:
        return "neither set nor run"
    if len({c.suit for c in stands}) != 1:
        return "a run of mixed suits"
    values = [_value(c) for c in stands]
    if rules.aces == "high_or_low" and values[-1] == 1 and len(values) > 1 and values[-2] == 13:
        values[-1] = 14
    if values != list(range(values[0], values[0] + len(values))):
        return f"not consecutive: {values}"
    return None


def arrangement_problem(result: Arrangement, hand: Sequence[Card], wild_rank: Rank,
                        rules: Ruleset) -> str | None:
    """Why an arrangement is not a valid layout of ``hand`` with its stated deadwood, or None."""
    laid = [c for meld in result.melds for c in meld.cards] + list(result.leftover)
    if Counter(laid) != Counter(hand):
        return "the melds and leftover are not the hand"
    for meld in result.melds:
        problem = representation_problem(meld, wild_rank, rules)
        if problem:
            return f"{[c.code for c in meld.cards]}: {problem}"
        if not meld_is_valid(meld.cards, wild_rank, rules):
            return f"{[c.code for c in meld.cards]} is not a meld by the rules' definition"
    if sum(penalty(c, wild_rank, rules) for c in result.leftover) != result.deadwood:
        return "the leftover does not cost the reported deadwood"
    return None
