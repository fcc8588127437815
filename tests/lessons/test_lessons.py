"""Lesson validation: every scripted move legal, every answer from the engine, every string translated."""

import json
import os
from pathlib import Path

import pytest

from pitch_core.cards import Suit
from pitch_core.pitch import get_ruleset
from pitch_core.pitch.actions import parse_action
from pitch_core.rulebook import RULES
from sitegen.catalogs import translated
from tutorial.build import build_language, replay_upto
from tutorial.content import english_messages, lessons, questions
from tutorial.quizzes import solve

ROOT = Path(__file__).resolve().parents[2]
LANGUAGES = ["en", "ro", "de", "cs", "mk"]
STEPS = [(lesson, step) for lesson in lessons() for step in lesson.steps]


def test_enough_lessons_and_questions():
    games = [lesson.game for lesson in lessons()]
    assert games.count("pitch31") >= 6 and "three-thirteen" in games
    assert len(questions()) >= 30


@pytest.mark.parametrize("lesson, step", [(l, s) for l, s in STEPS if s.kind == "act"],
                         ids=lambda v: getattr(v, "key", ""))
def test_every_expected_move_is_legal_in_its_position(lesson, step):
    state = replay_upto(step.get("record"), step.get("upto"))
    expect = step.get("expect", "any")
    seat = state.seat_name(state.to_move)
    assert seat == step.get("seat"), f"{lesson.key}.{step.key}: it is {seat}'s turn, not the learner's"
    if expect != "any":
        assert parse_action(expect, state.to_move, state.players) in state.legal_actions()


@pytest.mark.parametrize("lesson, step", [(l, s) for l, s in STEPS if s.kind == "guided"],
                         ids=lambda v: getattr(v, "key", ""))
def test_guided_hands_replay_to_the_end(lesson, step):
    state = replay_upto(step.get("record"), None)
    assert state.is_terminal and state.result is not None


def test_every_cited_rule_exists():
    cited = [s.get("rule") for _, s in STEPS if s.get("rule")]
    assert cited and all(rule in RULES for rule in cited)
    for question in questions().values():
        assert all(rule in RULES for rule, _ in solve(question).explain)


def test_every_quiz_step_names_a_question():
    for lesson, step in STEPS:
        if step.kind == "quiz":
            assert step.get("quiz") in questions(), f"{lesson.key}.{step.key}"


def _trick_winner_by_rank(question):
    """An independent route: the trump order alone (first joker high where the preset says so)."""
    ruleset = get_ruleset(question.get("preset", "pitch31"))
    order = list(ruleset.trump_order(Suit.parse(question["trump"])))
    cards = [token.split(":")[1] for token in question["plays"].split()]
    ranks = []
    jokers = 0
    for code in cards:
        if code in ("HJ", "LJ") and ruleset.joker_identity == "first_played_high":
            code = "HJ" if jokers == 0 else "LJ"
            jokers += 1
        ranks.append(order.index(next(c for c in order if c.code == code)))
    return cards[ranks.index(min(ranks))]


@pytest.mark.parametrize("qid", sorted(q for q, v in questions().items() if v["kind"] == "trick-winner"))
def test_trick_winner_answers_agree_with_the_trump_order(qid):
    question = questions()[qid]
    assert solve(question).correct == _trick_winner_by_rank(question)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_built_quiz_answers_are_the_engines(lang):
    """The site's data (if built) holds exactly what the engine answers now."""
    data = build_language(lang)
    for lesson in data["lessons"]:
        for step in lesson["steps"]:
            if step["kind"] == "quiz":
                quiz = step["quiz"]
                assert quiz["correct"] == solve(questions()[quiz["id"]]).correct
    site = Path(os.environ.get("LEARN_PITCH_SITE", ROOT / "site"))  # the build under test, as tests/website
    built = site / "tutorial-data" / f"{lang}.json"
    if built.exists():
        assert json.loads(built.read_text(encoding="utf-8")) == json.loads(json.dumps(data))


@pytest.mark.parametrize("lang", [l for l in LANGUAGES if l != "en"])
def test_every_tutorial_string_is_translated(lang):
    missing = [context for context, english in english_messages().items()
               if not translated(lang, english, context, "tutorial")]
    assert not missing, f"{lang}: {len(missing)} tutorial strings untranslated, e.g. {missing[:5]}"


@pytest.mark.parametrize("lang", [l for l in LANGUAGES if l != "en"])
def test_every_widget_string_is_translated(lang):
    from tutorial.build import ui_english

    missing = [key for key, english in ui_english().items() if not translated(lang, english, f"ui.{key}", "tutorial")]
    assert not missing, f"{lang}: widget strings untranslated: {missing}"
