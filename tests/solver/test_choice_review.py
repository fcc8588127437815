""""Learn from your mistakes" for a call, the trump and the exchange (``webtools.review`` on
``solver.choices``): a pass with a strong hand found and explained (set, contract, points, and
where the best call's points come from), a retried call judged (one the review did not weigh too),
the table's view at the call, the hand's summary split, and the same review for other hidden cards."""

from __future__ import annotations

import json

import pytest

from pitch_core.errors import IllegalAction
from pitch_core.pitch.actions import parse_action
from pitch_core.pitch.record import read_record
from pitch_core.webtools.review import review_hand

from .test_choices import GUIDED, OTHER_HIDDEN, SOUTH, stopped_after

# South holds six spades with the ace, king and jack, and passes.
PASSED = stopped_after(GUIDED.replace("S:6 ", "S:pass "), "S:pass")


def reviewed(text: str, lang: str = "en") -> dict:
    return review_hand(read_record(text), SOUTH).to_dict(lang)


def test_passing_a_strong_hand_is_found_with_its_reasons_and_its_ground():
    review = reviewed(PASSED)
    (mistake,) = review["mistakes"]
    assert mistake["decision"] == "bid" and mistake["played"] == "S:pass"
    assert mistake["verdict"] == "blunder" and mistake["lost"] >= 2
    assert all(move.startswith("S:") and move != "S:pass" for move in mistake["best"])
    assert mistake["played_move"] == {"move": "S:pass", "kind": "pass", "seat": "S", "card": None, "suit": None,
                                      "bid": None}
    assert [m["move"] for m in mistake["best_moves"]] == mistake["best"]
    assert mistake["headline"]["code"] == "review.chose.pass"
    assert mistake["headline"]["message"].startswith("You passed here: about ")
    codes = [reason["code"] for reason in mistake["reasons"]]
    assert "review.reason.choice.contract" in codes and "review.reason.choice.average" in codes
    # where the best call's points come from: South's point cards, each with how often it is his side's
    ground = [r for r in mistake["reasons"] if r["code"] == "review.reason.ground.card"]
    assert {r["params"]["card"] for r in ground} <= {"AS", "JS", "3S", "2S", "JC"} and ground
    for line in ground:
        assert 0 <= line["params"]["count"] <= line["params"]["samples"] <= mistake["samples"]
    assert next(r for r in ground if r["params"]["card"] == "AS")["params"]["count"] == ground[0]["params"]["samples"]
    assert codes[-1] == "review.reason.ground.rest"
    assert mistake["how"]["code"] == "review.how.choice"
    json.dumps(review)


def test_the_view_is_the_auction_as_south_saw_it():
    view = reviewed(PASSED)["mistakes"][0]["view"]
    assert view["phase"] == "bidding" and view["to_move"] == "S"
    assert [call["bid"] for call in view["calls"]] == ["pass", 4]
    assert {c["move"] for c in view["candidates"]} >= {"S:pass", "S:5", "S:6"}
    assert "hands" not in view and "widow" not in view


def test_a_retried_call_is_judged_even_one_the_review_did_not_weigh():
    review = review_hand(read_record(PASSED), SOUTH)
    mistake = review.mistakes[0]
    best = review.judge(0, mistake.best[0].notation(), "en")
    assert best["good"] and best["code"] == "review.try.choice.best"
    again = review.judge(0, "S:pass", "en")
    assert not again["good"] and again["code"] == "review.try.choice.played"
    far = review.judge(0, "S:10", "en")  # no bid within a step of 4, 6 or the engine's: weighed now
    assert far["code"] in ("review.try.choice.worse", "review.try.choice.best")
    ten = parse_action("S:10", SOUTH)
    assert far["lost"] == pytest.approx(max(mistake.decision.values.values()) - mistake.value_of(ten), abs=0.01)
    with pytest.raises(IllegalAction) as refused:
        review.judge(0, "S:4", "en")  # East bid 4: a call must beat it
    assert refused.value.code.startswith("bid.")


def test_the_summary_says_where_the_points_were_lost():
    review = reviewed(stopped_after(GUIDED.replace("S:trump=S", "S:trump=H"), "S:trump=H"))
    codes = [line["code"] for line in review["summary"]]
    assert "review.summary.lost" in codes
    trump = next(m for m in review["mistakes"] if m["decision"] == "trump")
    assert trump["played"] == "S:trump=H" and trump["best"] == ["S:trump=S"]
    assert trump["headline"]["code"] == "review.chose.trump"


def test_hidden_cards_the_seat_never_saw_do_not_change_the_page_review():
    assert reviewed(GUIDED) == reviewed(OTHER_HIDDEN)


@pytest.mark.parametrize("lang", ["ro", "de", "cs", "mk"])
def test_the_choice_review_renders_in_every_language(lang):
    review = reviewed(PASSED, lang)
    for line in [review["mistakes"][0]["headline"], *review["mistakes"][0]["reasons"], *review["summary"]]:
        assert line["message"] and "{" not in line["message"]
