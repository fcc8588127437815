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


def test_who_wins_the_game_is_the_team_that_reaches_the_target_with_this_hand():
    """The engine's answer against the arithmetic: the scores the question starts at, plus what
    each team scores for the record's hand, against the preset's target."""
    from pitch_core.pitch import get_ruleset
    from pitch_core.pitch.record import read_record
    from tutorial.quizzes import HERE, NOBODY_WINS

    asked = [q for q in questions().values() if q["kind"] == "game-winner"]
    assert len(asked) >= 2
    answers = set()
    for question in asked:
        record = read_record((HERE / "hands" / question["record"]).read_text(encoding="utf-8"))
        changes = record.replay().result.changes  # the hand scored from 0: what each team gains
        after = [before + gain for before, gain in zip(question["scores"], changes)]
        rules = get_ruleset(record.ruleset.name)
        target = rules.target
        # the question's prose says the engine's figures: the target, the hand's points, the scores
        for figure in (f"to {target} points", f"of the {rules.total_points} points", *map(str, question["scores"])):
            assert figure in question["text"], (question["id"], figure)
        reached = [unit for unit, score in zip(("NS", "EW"), after) if score >= target]
        quiz = next(q for q in quiz_steps(build_language("en")) if q["id"] == question["id"])
        assert len(reached) <= 1, question["id"]  # a tie at the target: the quiz would need the tie rule
        assert quiz["correct"] == (reached[0] if reached else NOBODY_WINS), question["id"]
        answers.add(quiz["correct"])
    assert len(answers) >= 2  # not always the same team
