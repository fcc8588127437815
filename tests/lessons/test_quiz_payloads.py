"""What the lesson widget is given for a quiz: every explanation filled in, in every language, and
the cards a question is about, so the learner can see what he is asked."""

import json
import re

import pytest

from tutorial.build import build_language, explained
from tutorial.content import ContentError, questions
from tutorial.thirteen_steps import replay_round

LANGUAGES = ["en", "ro", "de", "cs", "mk"]
PLACEHOLDER = re.compile(r"\{[a-z_]+\}")


def quiz_steps(data):
    return [step["quiz"] for lesson in data["lessons"] for step in lesson["steps"] if step["kind"] == "quiz"]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_quiz_text_shows_a_raw_placeholder(lang):
    data = build_language(lang)
    for quiz in quiz_steps(data):
        text = json.dumps({"explain": quiz["explain"], "why": quiz["why"], "text": quiz["text"]}, ensure_ascii=False)
        assert not PLACEHOLDER.search(text), f"{lang} {quiz['id']}: {PLACEHOLDER.findall(text)}"


def test_a_message_without_its_params_stops_the_build():
    with pytest.raises(ContentError, match="seat"):
        explained("tt.score.deadwood", {"deadwood": 19}, "en")


def test_deadwood_quizzes_show_the_cards_they_ask_about():
    data = build_language("en")
    deadwood = [quiz for quiz in quiz_steps(data) if quiz["kind"] == "deadwood"]
    assert deadwood
    for quiz in deadwood:
        question = questions()[quiz["id"]]
        if "record" in question:  # a seat's hand at a moment of a round record
            state = replay_round(question["record"], question.get("upto"))
            assert sorted(quiz["show"]["cards"]) == sorted(c.code for c in state.hands[int(question["seat"]) - 1])
        else:
            assert quiz["show"]["cards"] == question["cards"].split()
        # the explanation is the meld calculator's: it names the rule that prices what is left over
        if quiz["correct"]:
            assert "tt.score.values" in [item["id"] for item in quiz["explain"]]


def test_an_arrangement_quiz_asks_only_what_has_one_answer():
    from tutorial.quizzes import solve

    question = {"id": "two-ways", "kind": "leftover", "round": 3, "cards": "JS QS KS KH KD"}
    with pytest.raises(ValueError, match="another best arrangement"):  # KS: the run or the set, 20 either way
        solve(question)
    answer = solve(questions()["leftover-ten-in-the-run"])
    assert answer.correct == ["2C"] and set(answer.why) == set(answer.options) - {"2C"}
