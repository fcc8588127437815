"""Property tests (hypothesis) of the solver on hands from one or two decks, every ruleset."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pitch_core.three_thirteen.solver import (best_discard, can_go_out, deadwood, discard_options,
                                              min_deadwood)

from .checks import arrangement_problem
from .reference import brute_force_deadwood, penalty
from .variants import VARIANTS

SETTINGS = settings(max_examples=150, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow])


@st.composite
def hands(draw, extra: int = 0):
    """(rules, wild rank, hand): a round's hand (plus ``extra`` cards), possibly wild-heavy."""
    rules = VARIANTS[draw(st.sampled_from(sorted(VARIANTS)))]
    round_number = draw(st.integers(1, rules.rounds))
    decks = draw(st.integers(1, 2))
    pack = list(rules.pack(2)[: 52 + rules.jokers_per_deck]) * decks
    wild_rank = rules.wild_rank(round_number)
    size = rules.hand_size(round_number) + extra
    positions = draw(st.lists(st.integers(0, len(pack) - 1), min_size=size, max_size=size,
                              unique=True))
    hand = [pack[i] for i in positions]
    if draw(st.booleans()):  # make wilds common: they are where the bookkeeping is hardest
        wild_positions = [i for i, c in enumerate(pack) if c.is_joker or c.rank is wild_rank]
        swap = draw(st.lists(st.sampled_from(wild_positions), max_size=min(4, size), unique=True))
        taken = set(positions)
        swap = [i for i in swap if i not in taken]
        hand = hand[: size - len(swap)] + [pack[i] for i in swap]
    return rules, wild_rank, hand


@SETTINGS
@given(hands())
def test_arrangement_is_valid_and_costs_the_deadwood(case):
    rules, wild_rank, hand = case
    result = min_deadwood(hand, wild_rank, rules)
    assert arrangement_problem(result, hand, wild_rank, rules) is None
    assert deadwood(hand, wild_rank, rules) == result.deadwood


@SETTINGS
@given(hands())
def test_deadwood_never_exceeds_the_all_deadwood_sum(case):
    rules, wild_rank, hand = case
    result = min_deadwood(hand, wild_rank, rules)
    assert 0 <= result.deadwood <= sum(penalty(c, wild_rank, rules) for c in hand)


@SETTINGS
@given(hands(extra=1))
def test_going_out_agrees_with_deadwood_zero(case):
    rules, wild_rank, hand = case
    options = discard_options(hand, wild_rank, rules)
    expected = any(brute_force_deadwood([c for j, c in enumerate(hand) if j != i], wild_rank, rules) == 0
                   for i in range(len(hand)))
    assert can_go_out(hand, wild_rank, rules) == expected
    assert (min(options.values()) == 0) == expected


@SETTINGS
@given(hands(extra=1))
def test_best_discard_is_the_cheapest_option(case):
    rules, wild_rank, hand = case
    card, kept = best_discard(hand, wild_rank, rules)
    options = discard_options(hand, wild_rank, rules)
    assert kept.deadwood == options[card] == min(options.values())
    rest = list(hand)
    rest.remove(card)
    assert arrangement_problem(kept, rest, wild_rank, rules) is None


@SETTINGS
@given(hands())
def test_drawing_never_hurts(case):
    rules, wild_rank, hand = case
    result = min_deadwood(hand, wild_rank, rules)
    drawn = hand[0]  # any card: discarding it again restores the hand
    if result.deadwood == 0:
        assert can_go_out(hand + [drawn], wild_rank, rules)
    else:  # throwing the drawn card back gives the hand back, so the best is never worse
        assert min(discard_options(hand + [drawn], wild_rank, rules).values()) <= result.deadwood
