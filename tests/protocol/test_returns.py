"""A finished game's ``returns()`` are its outcome (pitch_core.game): every winning seat's return
is above every other seat's, for every Pitch preset with every combination of modifiers and for
Three Thirteen; until the end no seat is ahead. The scores stay the game's ``scores`` (``totals``).

The games start close to the target (Pitch) or at the last round (Three Thirteen), so random play
ends them in a few hands and the deciding hand is often one where the score alone would mislead:
a moon made or missed, both sides reaching the target at once."""

from __future__ import annotations

import itertools
import random

from hypothesis import HealthCheck, assume, given, settings, strategies as st

from pitch_core.game import play_randomly
from pitch_core.pitch.game import PitchGameState
from pitch_core.pitch.presets import MODIFIERS, PRESETS, get_ruleset
from pitch_core.three_thirteen import preset_names as three_thirteen_presets
from pitch_core.three_thirteen.ruleset import get_ruleset as get_tt_ruleset
from pitch_core.three_thirteen.state import GameState as ThirteenState

# Every preset alone and with every set of modifiers (each applied once, in the registry's order).
PITCH_VARIANTS = ["+".join((preset, *modifiers)) for preset in PRESETS
                  for count in range(len(MODIFIERS) + 1)
                  for modifiers in itertools.combinations(MODIFIERS, count)]
SETTINGS = settings(max_examples=80, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
MAX_HANDS = 60  # random play near the target ends a game in a hand or two; a few games drift away


def assert_winners_ahead(returns: list[float], winning_seats: set[int], players: int) -> None:
    assert len(returns) == players and winning_seats
    losers = [seat for seat in range(players) if seat not in winning_seats]
    for winner in winning_seats:
        for loser in losers:
            assert returns[winner] > returns[loser], (returns, sorted(winning_seats))
    assert len({returns[seat] for seat in winning_seats}) == 1  # a shared win is the same for each


@SETTINGS
@given(variant=st.sampled_from(PITCH_VARIANTS), seed=st.integers(0, 2**32 - 1),
       behind=st.lists(st.integers(1, 40), min_size=5, max_size=5))
def test_a_finished_pitch_game_returns_more_to_every_winner_than_to_any_loser(variant, seed, behind):
    ruleset = get_ruleset(variant)
    units = 2 if ruleset.teams_fixed else ruleset.players
    scores = tuple(ruleset.target - gap for gap in behind[:units])
    rng = random.Random(seed)
    game = PitchGameState.new(ruleset, dealer=seed % ruleset.players, scores=scores)
    while not game.is_terminal and game.hands_played < MAX_HANDS:
        assert game.returns() == [0.0] * ruleset.players  # nobody is ahead before the end
        game.play_random_hand(rng)
    assume(game.is_terminal)
    winners = {seat for seat in range(ruleset.players) if game.hand.unit_of(seat) in game.winners}
    assert_winners_ahead(game.returns(), winners, ruleset.players)
    assert game.scores == game.hand.result.scores_after  # the scores are still the scores


def test_a_game_won_by_the_side_behind_returns_the_win_to_that_side():
    """Ten-point from 0-0, seed 47 (the code review's example): North-South bid the moon and
    missed it, which loses the game (moon_failed="lose_game") although they lead 8 to -7."""
    game = PitchGameState.new(get_ruleset("ten-point"))
    game.play_random(random.Random(47))
    assert game.scores == (8, -7) and game.winners == (1,)
    assert game.hand.result.moon and not game.hand.result.made
    assert game.returns() == [-1.0, 1.0, -1.0, 1.0]


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(preset=st.sampled_from(three_thirteen_presets()), seed=st.integers(0, 2**32 - 1),
       totals=st.lists(st.integers(0, 30), min_size=2, max_size=6))
def test_a_finished_three_thirteen_game_returns_more_to_every_winner_than_to_any_loser(preset, seed, totals):
    players = len(totals)
    state = ThirteenState.new(get_tt_ruleset(preset), players=players, dealer=seed % players,
                              round_number=11, totals=totals)  # the last round, from these totals
    assert state.returns() == [0.0] * players
    play_randomly(state, random.Random(seed))
    winners = set(state.winners())
    assert winners == {seat for seat in range(players) if state.totals[seat] == min(state.totals)}
    assert_winners_ahead(state.returns(), winners, players)
