"""Five-handed: a made moon belongs to the side, whichever seat each of its players has.

The bidder and the called partner keep separate scores, so they can stand on opposite sides of
zero. The side's best score decides the moon for both (docs/clarifications.md#clar-five-handed-moon):
both go to the target and win together, or, when both are below zero, both go to 0.
"""

from dataclasses import replace

import pytest

from pitch_core.pitch import get_ruleset
from pitch_core.pitch.scoring import BIDDING, DEFENDERS, score_hand

FIVE = get_ruleset("ten-point+five-handed")
NAMES = ["P1", "P2", "P3", "P4", "P5"]


def made_moon(ruleset, scores, bidding_seats):
    unit_side = [BIDDING if u in bidding_seats else DEFENDERS for u in range(len(scores))]
    return score_hand(ruleset, bid="moon", unit_side=unit_side, taken=(ruleset.total_points, 0),
                      scores=tuple(scores), set_early=False, burned=0, unit_names=NAMES[:len(scores)])


def scores_with(first_seat_score, second_seat_score, seats=(2, 4)):
    scores = [7, 3, 0, 1, 0]
    scores[seats[0]], scores[seats[1]] = first_seat_score, second_seat_score
    return scores


# Both seat orders, and the above-zero score on either seat of the two.
@pytest.mark.parametrize("seats", [(2, 4), (4, 2), (0, 3), (3, 0)])
@pytest.mark.parametrize("first, second", [(10, -5), (-5, 10), (0, -8), (-8, 0)])
def test_the_side_that_makes_the_moon_wins_together(seats, first, second):
    result = made_moon(FIVE, scores_with(first, second, seats), set(seats))
    assert result.winners == tuple(sorted(seats))
    assert [result.scores_after[s] for s in seats] == [FIVE.target, FIVE.target]
    assert all(result.scores_after[u] == result.scores_before[u] for u in range(5) if u not in seats)


@pytest.mark.parametrize("seats", [(2, 4), (4, 2)])
def test_the_seat_order_does_not_change_the_result(seats):
    one = made_moon(FIVE, scores_with(10, -5), {2, 4})
    swapped = made_moon(FIVE, scores_with(-5, 10), {2, 4})
    assert one.winners == swapped.winners == (2, 4)
    assert one.scores_after == swapped.scores_after


@pytest.mark.parametrize("first, second", [(-3, -5), (-5, -3)])
def test_a_side_below_zero_goes_to_zero_and_plays_on(first, second):
    result = made_moon(FIVE, scores_with(first, second), {2, 4})
    assert result.winners == ()
    assert result.scores_after[2] == result.scores_after[4] == 0


def test_a_side_at_zero_follows_the_moon_zero_score_setting():
    to_zero = replace(FIVE, moon_zero_score="to_zero")
    stays = made_moon(to_zero, scores_with(0, -4), {2, 4})
    assert stays.winners == () and stays.scores_after[2] == stays.scores_after[4] == 0
    wins = made_moon(FIVE, scores_with(0, -4), {2, 4})
    assert wins.winners == (2, 4)


def test_four_players_are_unchanged():
    ten = get_ruleset("ten-point")
    assert made_moon(ten, [30, 12], {0}).scores_after == (ten.target, 12)
    assert made_moon(ten, [-6, 12], {0}).scores_after == (0, 12)
    assert made_moon(ten, [-6, 12], {0}).winners == ()
