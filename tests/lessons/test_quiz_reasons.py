"""A wrong pick says why (issue 33): in every quiz answered by picking (a card of the trick, the
cards that are trump or left over, a team, what the dealer must do, yes or no), every pick but the
right ones comes with the engine's reason, or the engine's sentence about what a rule implies
(``drill.why.*``), in every language."""

import pytest

from pitch_core.drills.model import CARD, CARDS, CHOICE
from pitch_core.rulebook import RULES
from tutorial.build import build_language
from tutorial.content import questions
from tutorial.quizzes import lesson_drill

LANGUAGES = ["en", "ro", "de", "cs", "mk"]
PICKED = {CARD, CARDS, CHOICE}


def wrong_picks(asked):
    right = asked["answer"] if isinstance(asked["answer"], list) else [asked["answer"]]
    return [choice["value"] for choice in asked["choices"] if choice["value"] not in right]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_wrong_pick_says_why(lang):
    data = build_language(lang)
    asked_all = [step["question"] for lesson in data["lessons"] for step in lesson["steps"]
                 if step["kind"] == "quiz" and step["question"]["kind"] in PICKED]
    assert {asked["kind"] for asked in asked_all} == PICKED
    for asked in asked_all:
        assert wrong_picks(asked), asked["id"]
        for value in wrong_picks(asked):
            assert asked["why"].get(value, "").strip(), f"{lang} {asked['id']}: the wrong pick {value} says nothing"
        assert not set(asked["why"]) - {choice["value"] for choice in asked["choices"]}  # only picks the page offers


def test_the_reasons_are_the_engines():
    """Each reason is a rule's message or one of the engine's drill sentences, never a code left
    unsaid; where a rule sends a card away (the 2 goes back), the reason is that rule."""
    from pitch_core.messages import english_template

    for question_id in sorted(questions()):
        drill = lesson_drill(question_id)
        for _, reasons in drill.why:
            assert reasons and all(code in RULES or english_template(code) for code, _ in reasons), question_id
    deuce = dict(lesson_drill("winner-with-deuce").why)["2C"]
    assert [code for code, _ in deuce] == ["play.deuce-returns"]
    joker = dict(lesson_drill("winner-partner-jokers").why)["LJ"]  # the second joker played
    assert [code for code, _ in joker] == ["play.first-joker-high"]


def test_what_the_dealer_may_do_is_answered_by_the_bids_the_engine_allows():
    """Pitch 31's dealer may bid anything when the others pass: "exactly 4" is wrong because 5
    is allowed too, "at least 5" because 4 is; ten-point's must take 4: the engine's refusal of 5."""
    pitch31 = lesson_drill("all-pass-pitch31")
    said = pitch31.to_dict("en")
    assert pitch31.answer == "any-bid"
    assert said["why"]["exactly-min"].startswith("The dealer may also bid 5")
    assert said["why"]["at-least-5"].startswith("The dealer may also bid 4")
    assert {choice["value"]: choice["label"] for choice in said["choices"]}["exactly-min"] == "He must bid exactly 4."
    ten = lesson_drill("all-pass-ten-point")
    assert ten.answer == "exactly-min"
    assert [code for code, _ in dict(ten.why)["any-bid"]] == ["bid.all-pass-dealer-four"]
