"""Every worked Pitch example (tutorial/hands/examples/*.pitch), replayed from its hand record."""

import pytest

from pitch_core.pitch.record import read_record, replay_text, write_record

# file: (points taken NS, EW), score changes (NS, EW), scores after (NS, EW), bid made
EXPECTED = {
    "p1-pitch31-off-jack.pitch": ((5, 5), (5, 5), (5, 5), True),
    "p2-pitch31-jokers.pitch": ((2, 8), (2, 8), (7, 13), True),
    "p2-dirty.pitch": ((1, 9), (1, 9), (6, 14), True),
    "p3-ten-point-play-on.pitch": ((2, 8), (2, 5), (2, 5), True),
    "p4-ten-point-set.pitch": ((4, 6), (-6, 6), (-4, 11), False),
    "p5-pitch31-moon.pitch": ((10, 0), (20, 0), (27, 13), True),
    "p6-pitch31-early-set.pitch": ((9, 1), (-10, 1), (17, 14), False),
    "p13-reverse.pitch": ((3, 7), (-4, 7), (-4, 7), False),
}


def _by_team(state, pair):
    """(bidding side, defenders) -> (NS, EW)."""
    return pair if state.bidder % 2 == 0 else pair[::-1]


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_example(pitch_examples, name):
    taken, changes, after, made = EXPECTED[name]
    _, state = replay_text((pitch_examples / name).read_text())
    assert state.is_terminal
    assert _by_team(state, state.taken()) == taken
    assert state.result.changes == changes
    assert state.result.scores_after == after
    assert state.result.made is made


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_record_round_trip_is_exact(pitch_examples, name):
    text = write_record(read_record((pitch_examples / name).read_text()))
    assert write_record(read_record(text)) == text


def test_p1_off_jack_ranks_between_jack_and_high_joker(pitch_examples):
    _, state = replay_text((pitch_examples / "p1-pitch31-off-jack.pitch").read_text())
    third = state.tricks[2]
    assert state.seat_name(third.winner) == "E"
    rules = [e.rule_id for _, e in state.events]
    assert "play.deuce-returns" in rules and "hand.team-out" in rules


def test_p6_is_set_the_moment_the_two_comes_back(pitch_examples):
    _, state = replay_text((pitch_examples / "p6-pitch31-early-set.pitch").read_text())
    early = [index for index, e in state.events if e.rule_id == "score.early-set"]
    assert early[0] == 3  # after the fourth card of the first trick
