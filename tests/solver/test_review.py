"""The review of a seat's card plays: judged from what the seat could see, never from the hidden
cards; each play's values averaged over sampled deals, the points lost, the verdict."""

from __future__ import annotations

from pathlib import Path

import pytest

import pitch_core.solver.review as review
from pitch_core.pitch.record import read_record
from pitch_core.solver.review import VERDICTS, review_record, verdict

HANDS = Path(__file__).resolve().parents[2] / "tutorial" / "hands"

POSITION = """[Game "ten-point"]
[Dealer "W"]
[Start "play"]
[Bidder "S"]
[Bid "5"]
[Trump "H"]
{credits}[North "{north}"]
[East "{east}"]
[South "JH JD TH 7H"]
[West "{west}"]

S:JH W:4H N:AH E:2H
N:9H E:8H S:JD W:QH
W:LJ
"""
# North, East and West as dealt, and the same seats with cards none of them has played swapped
# between them: South cannot tell the two deals apart.
DEALT = {"north": "AH 9H 6H 3H", "east": "KH 8H 5H 2H", "west": "QH HJ LJ 4H"}
SWAPPED = {"north": "AH 9H 5H HJ", "east": "KH 8H 6H 2H", "west": "QH 3H LJ 4H"}


def reviewed(text: str, seat: int, samples: int = 8, seed: int = 3) -> list[dict]:
    record = read_record(text)
    return [d.to_dict(record.ruleset.players) for d in review_record(record, seat, samples, seed)]


def test_hidden_cards_the_seat_never_saw_do_not_change_its_review():
    first = reviewed(POSITION.format(credits="", **DEALT), seat=2)
    second = reviewed(POSITION.format(credits="", **SWAPPED), seat=2)
    assert [d["move"] for d in first] == [1, 7]
    assert first == second


def test_the_review_is_the_seeds_and_differs_with_another_seed():
    text = POSITION.format(credits="", **DEALT)
    assert reviewed(text, 2, seed=5) == reviewed(text, 2, seed=5)
    assert reviewed(text, 2, samples=12, seed=5) != reviewed(text, 2, samples=12, seed=6)


def test_each_play_lists_the_seats_cards_the_best_and_the_points_lost():
    (first, second) = reviewed(POSITION.format(credits="", **DEALT), seat=2)
    assert set(first["values"]) == {"JH", "JD", "TH", "7H"}
    assert first["played"] == "JH" and second["played"] == "JD"
    assert first["values"]["JH"] == first["values"]["JD"]  # they touch: nothing between them
    for line in (first, second):
        best = max(line["values"].values())
        assert line["values"][line["best"]] == best
        assert line["lost"] == pytest.approx(best - line["values"][line["played"]], abs=0.011)
        assert line["verdict"] == verdict(line["lost"]) and line["samples"] == 8


def test_throwing_the_three_away_is_a_blunder():
    """Save-the-three with South's 4 instead of his 3 under his partner's ace."""
    text = (HANDS / "save-the-three.pitch").read_text(encoding="utf-8").replace("S:3H", "S:4H")
    (line,) = reviewed(text, seat=2, samples=20, seed=0)
    assert (line["played"], line["best"], line["verdict"]) == ("4H", "3H", "blunder")
    assert line["lost"] >= 2


def test_cards_that_left_play_in_sight_of_the_table_are_in_no_sampled_deal(monkeypatch):
    """North burned his 3 (ten-point: beyond six, out of play, seen by all)."""
    worlds = []
    real_solve = review.solve
    monkeypatch.setattr(review, "solve", lambda world: worlds.append(world) or real_solve(world))
    text = POSITION.format(credits='[Credits "N:3H>burned"]\n', **{**DEALT, "north": "AH 9H 6H"})
    reviewed(text, seat=2)
    assert len(worlds) == 16
    assert not any(card.code == "3H" for world in worlds for hand in world.hands for card in hand)


@pytest.mark.parametrize("lost,word", [(0, "good"), (0.49, "good"), (0.5, "inaccuracy"), (0.99, "inaccuracy"),
                                       (1, "mistake"), (1.99, "mistake"), (2, "blunder"), (11, "blunder")])
def test_verdicts_follow_the_thresholds(lost, word):
    assert verdict(lost) == word
    assert [w for _, w in VERDICTS] == ["blunder", "mistake", "inaccuracy"]
