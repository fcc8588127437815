"""A wrong pick says why (issue 33): in every quiz answered by picking one of its choices (a card of
the trick, a team, what the dealer must do, yes or no), every choice but the right one comes with
the engine's reason, or the tutorial's sentence about what the engine allows, in every language."""

import pytest

from tutorial.build import build_language

LANGUAGES = ["en", "ro", "de", "cs", "mk"]
ONE_OF = {"trick-winner", "all-pass", "game-winner", "bid-legal"}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_wrong_choice_says_why(lang):
    data = build_language(lang)
    quizzes = [step["quiz"] for lesson in data["lessons"] for step in lesson["steps"]
               if step["kind"] == "quiz" and step["quiz"]["kind"] in ONE_OF]
    assert {quiz["kind"] for quiz in quizzes} == ONE_OF
    for quiz in quizzes:
        for option in quiz["options"]:
            if option == quiz["correct"]:
                continue
            reasons = quiz["why"].get(option) or []
            assert reasons, f"{lang} {quiz['id']}: the wrong choice {option} says nothing"
            for reason in reasons:
                assert reason["message"].strip() and reason["url"], f"{lang} {quiz['id']} {option}: {reason}"


def test_what_the_dealer_may_do_is_answered_by_the_bids_the_engine_allows():
    """Pitch 31's dealer may bid anything when the others pass: "exactly 4" is wrong because 5
    is allowed too, "at least 5" because 4 is; ten-point's must take 4: the engine's refusal of 5."""
    quizzes = {step["quiz"]["id"]: step["quiz"] for lesson in build_language("en")["lessons"]
               for step in lesson["steps"] if step["kind"] == "quiz"}
    pitch31 = quizzes["all-pass-pitch31"]
    assert pitch31["correct"] == "any-bid"
    assert pitch31["why"]["exactly-min"][0]["message"].startswith("The dealer may also bid 5")
    assert pitch31["why"]["at-least-5"][0]["message"].startswith("The dealer may also bid 4")
    ten = quizzes["all-pass-ten-point"]
    assert ten["correct"] == "exactly-min"
    assert ten["why"]["any-bid"][0]["id"] == "bid.all-pass-dealer-four"
