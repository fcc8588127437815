"""The solver against the independent brute-force search, on thousands of random hands.

Every round size (3 to 13 cards, and 14: a hand just after the draw), one and two decks, every
ruleset in ``variants.VARIANTS``. A third of the hands get extra wilds, where the solver's wild
bookkeeping (spare room, all-wild melds, designations under a per-meld cap) is most at risk.
"""

from __future__ import annotations

import random

import pytest

from pitch_core.three_thirteen.solver import deadwood, discard_options, min_deadwood

from .checks import arrangement_problem
from .reference import brute_force_deadwood
from .variants import VARIANTS

HANDS_PER_CASE = 24  # x 12 sizes x 2 pack sizes x 8 rulesets: about 4,600 hands


def _pack(rules, decks: int):
    one_deck = rules.pack(2)[: 52 + rules.jokers_per_deck]  # a two-player pack is one deck
    return list(one_deck) * decks


@pytest.mark.parametrize("name", list(VARIANTS))
@pytest.mark.parametrize("decks", [1, 2])
def test_solver_matches_brute_force(name: str, decks: int) -> None:
    rules = VARIANTS[name]
    rng = random.Random(f"{name}/{decks}")
    pack = _pack(rules, decks)
    checked = 0
    for round_number in range(1, 12):
        wild_rank = rules.wild_rank(round_number)
        wilds = [c for c in pack if c.is_joker or c.rank is wild_rank]
        sizes = [rules.hand_size(round_number)] + ([14] if round_number == 11 else [])
        for size in sizes:
            for _ in range(HANDS_PER_CASE):
                hand = rng.sample(pack, size)
                if rng.random() < 1 / 3:
                    extra = rng.randint(1, min(3, size))
                    hand = hand[:size - extra] + rng.sample(wilds, extra)
                result = min_deadwood(hand, wild_rank, rules)
                expected = brute_force_deadwood(hand, wild_rank, rules)
                label = f"{name} round {round_number}: {' '.join(c.code for c in hand)}"
                assert result.deadwood == expected, label
                assert deadwood(hand, wild_rank, rules) == expected, label
                problem = arrangement_problem(result, hand, wild_rank, rules)
                assert problem is None, f"{label}: {problem}"
                checked += 1
    assert checked == HANDS_PER_CASE * 12


@pytest.mark.parametrize("name", list(VARIANTS))
def test_discard_options_match_brute_force(name: str) -> None:
    """The shared-memo discard values are each the brute-force minimum of the hand left."""
    rules = VARIANTS[name]
    rng = random.Random(name)
    pack = _pack(rules, 2)
    for _ in range(40):
        round_number = rng.randint(1, 11)
        wild_rank = rules.wild_rank(round_number)
        wilds = [c for c in pack if c.is_joker or c.rank is wild_rank]
        hand = rng.sample(pack, rules.hand_size(round_number) - 1) + rng.sample(wilds, 2)
        options = discard_options(hand, wild_rank, rules)
        assert set(options) == set(hand)
        for card, value in options.items():
            rest = list(hand)
            rest.remove(card)
            assert value == brute_force_deadwood(rest, wild_rank, rules), (card, hand)
