""""Learn from your mistakes" after a hand in Play (pitch_core.webtools.review, webapi.review_hand
and judge_try): a known mistake is found and its reason names the card and the points, the
review never looks at cards the seat could not see, the learner's retry is judged, and Play's
hand gives the table's position for each costly decision."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from pitch_core import webapi
from pitch_core.errors import IllegalAction, NotationError
from pitch_core.messages import render
from pitch_core.pitch.record import read_record
from pitch_core.rulebook import RULES
from pitch_core.solver.review import review_record
from pitch_core.webtools.review import SAMPLES, SEED, review_hand

HANDS = Path(__file__).resolve().parents[2] / "tutorial" / "hands"
SOUTH = 2

# Save-the-three (pitch31, hearts): North's ace cannot be beaten, and South throws his 4 under it
# instead of his 3, which the other side then takes.
THROWN_THREE = (HANDS / "save-the-three.pitch").read_text(encoding="utf-8").replace("S:3H", "S:4H")
# The same public moves, with cards South never saw dealt otherwise between East and West: East
# holds West's J♦ and West East's 8♥.
OTHER_HIDDEN = THROWN_THREE.replace('[East "QH 8H 6H"]', '[East "QH JD 6H"]').replace(
    '[West "JH JD HJ LJ 7H 2H"]', '[West "JH 8H HJ LJ 7H 2H"]')


def reviewed(text: str, lang: str = "en", seat: int = SOUTH) -> dict:
    return review_hand(read_record(text), seat).to_dict(lang)


def test_throwing_the_three_away_is_found_and_its_reason_names_the_three_and_its_points():
    review = reviewed(THROWN_THREE)
    (mistake,) = review["mistakes"]
    assert (mistake["played"], mistake["best"], mistake["verdict"]) == ("4H", ["3H"], "blunder")
    assert mistake["lost"] >= 2
    (reason,) = [r for r in mistake["reasons"] if r["code"].startswith("review.reason.keeps")]
    assert reason["params"]["card"] == "3H" and reason["params"]["points"] == 3
    assert reason["params"]["played"] == "4H" and reason["params"]["best"] == ["3H"]
    assert reason["rule"] == "play.highest-wins" and reason["rule"] in RULES
    assert reason["message"] == ("Playing 4♥ here loses 3♥ (3 points) to the other side: the best play was 3♥, "
                                 "which keeps it for your side.")
    assert mistake["headline"]["message"].startswith("You played 4♥ here: about ")


def test_the_reason_is_said_in_the_readers_language():
    mistake = reviewed(THROWN_THREE, "de")["mistakes"][0]
    reason = mistake["reasons"][0]
    assert reason["message"] == render(reason["code"], {**reason["params"]}, "de")
    assert "," in mistake["headline"]["message"] or mistake["lost"] == int(mistake["lost"])  # a decimal comma


def test_hidden_cards_the_seat_never_saw_do_not_change_its_review():
    first, second = reviewed(OTHER_HIDDEN), reviewed(THROWN_THREE)
    assert first["mistakes"] and first == second


def test_the_values_are_the_solvers_own_review_with_the_same_seed():
    """With every deal solved (no budget), the page's review is ``analyse``'s, card for card."""
    record = read_record(THROWN_THREE)
    ours = review_hand(record, SOUTH, budget=None).decisions
    theirs = review_record(record, SOUTH, SAMPLES, SEED)
    assert ours == theirs


def test_the_position_is_the_seats_view_at_that_moment():
    mistake = reviewed(THROWN_THREE)["mistakes"][0]
    view = mistake["view"]
    assert view["seat"] == view["human"] == view["to_move"] == "S"
    assert sorted(view["hand"]) == sorted(["3H", "TH", "4H", "JC"])
    assert [play["card"] for play in view["trick"]] == ["AH", "6H"]
    assert {c["move"] for c in view["candidates"]} == {"S:3H", "S:TH", "S:4H", "S:JC"}
    assert {c["move"] for c in view["legal"]} == {"S:3H", "S:TH", "S:4H"}
    assert "widow" not in view and "hands" not in view  # nobody else's cards
    json.dumps(mistake)


def test_a_retry_is_judged_against_the_best():
    review = review_hand(read_record(THROWN_THREE), SOUTH)
    best = review.judge(0, "S:3H", "en")
    assert best["good"] and best["verdict"] == "best" and best["best"] == ["3H"]
    assert best["message"] == "3♥ is as good as the best play: well found."
    again = review.judge(0, "S:4H", "en")
    assert not again["good"] and again["verdict"] == "played"
    worse = review.judge(0, "S:TH", "en")
    assert not worse["good"] and worse["verdict"] == "worse" and worse["lost"] >= 0.5
    with pytest.raises(IllegalAction) as refused:
        review.judge(0, "S:JC", "en")  # a card the rules refuse: their own reason
    assert refused.value.code == "play.only-trump"
    with pytest.raises(NotationError):
        review.judge(5, "S:3H", "en")


# -- Play -------------------------------------------------------------------------------------------
def first_hand(seed: int, preset: str = "pitch31", seat: str = "S") -> tuple[str, dict]:
    """A game whose first hand the reader played to its end with his first legal move each time."""
    view = webapi.new_game(preset, seat, seed=seed)
    game = view["session"]
    while not view["hand_over"]:
        view = webapi.game_act(game, view["legal"][0]["move"]) if view["your_turn"] else webapi.bot_move(game)
    return game, view


def test_plays_hand_is_reviewed_and_a_retry_judged_through_the_webapi():
    game, view = first_hand(seed=2)
    review = webapi.review_hand(game)
    json.dumps(review)
    assert review["hand"] == 1 and review["seat"] == "S" and review["reviewed"] >= 1
    assert review["summary"][0]["code"] == "review.summary"
    mistake = next(m for m in review["mistakes"] if m["decision"] == "card")  # the calls come first
    assert mistake["played"] in mistake["view"]["hand"] and set(mistake["best"]) <= set(mistake["view"]["hand"])
    assert mistake["reasons"] and all(r["message"] for r in mistake["reasons"])
    judged = webapi.judge_try(game, mistake["step"], f"S:{mistake['best'][0]}")
    assert judged["good"]
    assert webapi.review_hand(game) == review  # kept: the same review again, at once


def test_a_hand_still_being_played_or_of_three_thirteen_is_not_reviewed():
    view = webapi.new_game("pitch31", "S", seed=2)
    with pytest.raises(NotationError) as early:
        webapi.review_hand(view["session"])
    assert early.value.code == "play.hand-not-over"
    thirteen = webapi.new_game("three-thirteen", "1", players=3, seed=1)
    with pytest.raises(NotationError) as other:
        webapi.review_hand(thirteen["session"])
    assert other.value.code == "review.pitch-only"


def test_the_page_may_call_both():
    assert {"review_hand", "judge_try"} <= set(webapi.__all__)
