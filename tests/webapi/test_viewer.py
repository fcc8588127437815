"""The hand viewer's functions: records opened (one or several, Pitch or Three Thirteen), every
position reached by the engine's replay, with the events each move caused."""

from __future__ import annotations

from pathlib import Path

import pytest

from pitch_core import webapi
from pitch_core.errors import NotationError

ROOT = Path(__file__).resolve().parents[2]
GUIDED = (ROOT / "tutorial" / "hands" / "guided-pitch31.pitch").read_text(encoding="utf-8")
EXAMPLES = sorted((ROOT / "tutorial" / "hands" / "examples").glob("*.pitch"))
THIRTEEN = sorted((ROOT / "tests" / "records" / "three-thirteen").glob("*.313"))


def test_a_record_opens_with_its_moves_comments_and_trick_marks():
    hand = webapi.open_records(GUIDED)["hands"][0]
    assert hand["game"] == "pitch" and hand["preset"] == "pitch31"
    assert hand["moves"][0] == {"move": "E:5", "comment": "East, left of the dealer, calls first and bids 5."}
    assert hand["comment"].startswith("A whole hand of Pitch 31")
    assert hand["marks"][-1] == hand["total"] and hand["mark_kind"] == "trick"
    assert hand["marks"] == sorted(set(hand["marks"]))


def test_stepping_shows_the_table_and_explains_the_last_move():
    opened = webapi.open_records(GUIDED)
    start = webapi.record_step(opened["session"], 0)
    assert start["at"] == 0 and start["last_move"] is None and start["explained"] == []
    assert len(start["hands"]["W"]) == 9
    marks = opened["hands"][0]["marks"]
    first_trick_end = next(m for m in marks if webapi.record_step(opened["session"], m)["tricks"])
    after = webapi.record_step(opened["session"], first_trick_end)
    assert [e["rule"] for e in after["explained"]] == ["play.highest-wins"]
    assert after["explained"][0]["message"]


def test_the_end_of_the_hand_carries_the_result():
    opened = webapi.open_records(GUIDED)
    end = webapi.record_step(opened["session"])
    assert end["at"] == end["total"] and end["result"] is not None
    assert any(e["rule"].startswith("score.") for e in end["explained"])


def test_messages_follow_the_readers_language():
    opened = webapi.open_records(GUIDED)
    english = webapi.record_step(opened["session"])["explained"]
    webapi.set_language("de")
    try:
        german = webapi.record_step(opened["session"])["explained"]
    finally:
        webapi.set_language("en")
    assert [e["rule"] for e in german] == [e["rule"] for e in english]
    assert [e["message"] for e in german] != [e["message"] for e in english]


def test_several_records_open_as_several_hands():
    text = "\n".join(path.read_text(encoding="utf-8") for path in EXAMPLES[:3])
    opened = webapi.open_records(text)
    assert len(opened["hands"]) == 3
    assert webapi.record_step(opened["session"], 0, hand=2)["preset"] == opened["hands"][2]["preset"]


@pytest.mark.parametrize("path", THIRTEEN, ids=lambda p: p.name)
def test_three_thirteen_rounds_step_turn_by_turn(path):
    opened = webapi.open_records(path.read_text(encoding="utf-8"))
    hand = opened["hands"][0]
    assert hand["game"] == "three-thirteen" and hand["mark_kind"] == "turn"
    for at in range(hand["total"] + 1):
        view = webapi.record_step(opened["session"], at)
        assert view["at"] == at
    assert webapi.record_step(opened["session"])["rounds_played"]


@pytest.mark.parametrize("path", THIRTEEN, ids=lambda p: p.name)
def test_three_thirteen_positions_lay_every_hand_out_as_the_meld_calculator_does(path):
    """The viewer's open table: each seat's cards in the engine's melds (the calculator's answer
    for that hand); at the end, the round just scored, not the next one's deal."""
    opened = webapi.open_records(path.read_text(encoding="utf-8"))
    for at in range(opened["hands"][0]["total"]):
        view = webapi.record_step(opened["session"], at)
        assert len(view["hand_melds"]) == len(view["seats"])
        for cards, laid in zip(view["hands"], view["hand_melds"]):
            answer = webapi.deadwood(view["round"], cards, view["preset"])
            answer.pop("events")
            assert laid == answer
            assert sorted([c for meld in laid["melds"] for c in meld["cards"]] + laid["leftover"]) == sorted(cards)
    end = webapi.record_step(opened["session"])
    scored = end["rounds_played"][-1]
    assert end["round"] == scored["round"] and end["wild_rank"] == scored["wild_rank"]
    assert end["hand_melds"] == [None] * len(end["seats"])


def test_every_worked_example_replays():
    for path in EXAMPLES:
        hand = webapi.open_records(path.read_text(encoding="utf-8"))["hands"][0]
        assert hand["total"] == len(hand["moves"])


@pytest.mark.parametrize("text, code", [
    ("", "records.none"),
    ("   \n", "records.none"),
    ("E:5 S:pass", "record.missing-tag"),
    ('[Game "pitch31"]\n' * 201, "records.too-many"),
    ('[Game "no-such-game"]', "record.bad-value"),
])
def test_text_that_is_no_record_says_why(text, code):
    with pytest.raises(NotationError) as caught:
        webapi.open_records(text)
    assert caught.value.code == code


def test_an_unknown_viewer_or_hand_is_gone():
    opened = webapi.open_records(GUIDED)
    for args in ({"viewer": "v0"}, {"viewer": opened["session"], "hand": 4}):
        with pytest.raises(NotationError) as caught:
            webapi.record_step(**args)
        assert caught.value.code == "session.gone"


def test_direction_controls_in_comments_are_shown_escaped():
    # A right-to-left override or a zero-width space in a comment would turn or hide the text
    # around it on the page; the viewer shows them as escapes, as the command line does.
    evil = GUIDED.replace("calls first and bids 5.", "calls first \u202etxt.exe\u200b and bids 5.", 1)
    assert evil != GUIDED
    opened = webapi.open_records(evil)
    first = opened["hands"][0]["moves"][0]["comment"]
    assert first == "East, left of the dealer, calls first \\u202etxt.exe\\u200b and bids 5."
    assert webapi.record_step(opened["session"], 1)["last_move"]["comment"] == first
