"""The solver against plain minimax (``oracle.py``: no pruning, no merging, no table, the engine's
own ``HandState`` played out) on small endings, for every preset and every modifier: the same
value for every legal card, exactly. Endings are built from a position (any bid, points gone
before play, scores at the moon's edges) or reached by playing a real hand down, so a root in
the middle of a trick, a joker already played and a side already out of trump all come up."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from pitch_core.pitch.presets import get_ruleset
from pitch_core.solver.board import Board
from pitch_core.solver.search import Search, solve

from .oracle import brute_values
from .positions import RULESETS, ending, played_down

SETTINGS = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@pytest.mark.parametrize("game", RULESETS)
@SETTINGS
@given(seed=st.integers(0, 10**9), built=st.booleans())
def test_every_card_has_the_brute_force_value(game, seed, built):
    rng = random.Random(seed)
    state = ending(game, rng, most=4, total=10) if built else played_down(game, rng, cards_left=10)
    assert solve(state).values == brute_values(state)


@pytest.mark.parametrize("game", ["pitch31", "pitch31+five-handed", "ten-point", "thirteen-point-partner"])
@SETTINGS
@given(seed=st.integers(0, 10**9), built=st.booleans())
def test_an_early_set_that_stops_the_hand_is_searched_exactly_too(game, seed, built):
    """With ``early_set_stop = "stop"`` the value is not a function of the points to come, so the
    search keeps the points so far in its key; every contract sets early here."""
    rules = get_ruleset(game).with_changes(early_set=True, early_set_stop="stop")
    high = (10, rules.moon_value)
    rng = random.Random(seed)
    if built:
        state = ending(rules, rng, most=3, total=10, bids=high)
    else:
        state = played_down(rules, rng, cards_left=9)
        while state.bid not in high:  # real auctions, until one ends high
            state = played_down(rules, rng, cards_left=9)
    assert not Search(Board.of(state)).additive
    assert solve(state).values == brute_values(state)


@pytest.mark.parametrize("game", ["pitch31", "ten-point+five-handed", "16-point+reverse"])
@SETTINGS
@given(seed=st.integers(0, 10**9))
def test_the_search_without_the_additive_shortcut_agrees(game, seed):
    """The hand's value searched directly (points so far in the key) and the bidding side's
    points to come: the same values."""
    state = played_down(game, random.Random(seed), cards_left=10)
    direct = Search(Board.of(state))
    direct.additive = False
    legal = [action.named_card for action in state.legal_actions()]
    assert direct.solve(legal).values == solve(state).values
