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
from pitch_core.bots import advise
from pitch_core.errors import PitchError
from pitch_core.record_syntax import parse_record_text
from tutorial.build import build_language, replay_upto
from tutorial.content import COURSES, FIRST_COURSE, english_messages, expected_moves, lessons, questions
from tutorial.quizzes import lesson_drill, quiz_drill

ROOT = Path(__file__).resolve().parents[2]
LANGUAGES = ["en", "ro", "de", "cs", "mk"]
STEPS = [(lesson, step) for lesson in lessons() for step in lesson.steps]


def test_enough_lessons_and_questions():
    games = [lesson.game for lesson in lessons()]
    assert games.count("pitch31") >= 6 and "three-thirteen" in games
    assert games.count("ten-point") >= 5 and games.count("thirteen-point-partner") >= 4
    assert len(questions()) >= 30


@pytest.mark.parametrize("lesson, step", [(l, s) for l, s in STEPS if s.kind == "act"],
                         ids=lambda v: getattr(v, "key", ""))
def test_every_expected_move_is_legal_in_its_position(lesson, step):
    state = replay_upto(step.get("record"), step.get("upto"))
    expect = step.get("expect", "any")
    seat = state.seat_name(state.to_move)
    assert seat == step.get("seat"), f"{lesson.key}.{step.key}: it is {seat}'s turn, not the learner's"
    if expect != "any":
        for move in expected_moves(step):
            assert parse_action(move, state.to_move, state.players) in state.legal_actions(), f"{move} is not legal"


ACT_STEPS = [(l, s) for l, s in STEPS if s.kind == "act"]
# The rules a phase's decision can rest on: a bid on the bidding rules (and what a bid scores)...
PHASE_RULES = {"bidding": ("bid.", "score.", "game."), "trump": ("trump.",), "exchange": ("exchange.", "trump."),
               "play": ("play.", "hand.", "trump.")}


# Rules a learner weighs rather than the engine enforcing: which card outranks which, what one call is
JUDGEMENT_RULES = {"play.highest-wins", "play.reverse-order", "play.first-joker-high", "bid.must-beat", "bid.one-call",
                   "bid.minimum"}


def _rules_at_work(record, upto):
    """The rules the engine itself names in this decision: those refusing a candidate move, here or
    earlier in the same phase of the hand (the dealer's match refused to the others), those any
    move here sets off, and the rule behind the engine's advice."""
    state = replay_upto(record, upto)
    rules = {rule for i, rule in _events(state) if i == len(state.history) - 1}
    for earlier in range(upto or 0, -1, -1):
        position = replay_upto(record, earlier)
        if position.phase != state.phase:
            break
        for action in position.candidate_actions():
            trial = position.copy()
            try:
                trial.apply(action)
            except PitchError as error:
                rules.add(error.code)
                continue
            if earlier == upto:  # what the move sets off, and the rule each card's points go by
                rules |= {rule for i, rule in _events(trial) if i == len(state.history)}
                rules |= {credit.rule_id for credit in trial.credits[len(state.credits):]}
    advice = advise(state, state.to_move, rng=1)
    return rules | ({advice.rule} if advice.rule else set())


def _events(state):
    return [(i, event.rule_id) for i, event in state.events]


@pytest.mark.parametrize("lesson, step", ACT_STEPS, ids=lambda v: getattr(v, "key", ""))
def test_every_act_step_cites_the_rule_that_decides_it_and_answers_a_wrong_move(lesson, step):
    """A move on the table names its rule (one of its game's, of the decision's phase, and one the
    engine itself names here unless it is a rule of judgement, like the highest trump winning) and
    says something to a legal move that is not the one wanted."""
    rule = step.get("rule")
    assert rule in RULES, f"{lesson.key}.{step.key}: cites {rule!r}"
    pages = {"pitch/basics", f"pitch/{lesson.game.split('+')[0]}", "pitch/variants", "pitch/ten-point"}
    assert RULES[rule].page in pages, f"{lesson.key}.{step.key}: {rule} is not a rule of {lesson.game}"
    state = replay_upto(step.get("record"), step.get("upto"))
    assert rule.startswith(PHASE_RULES[state.phase]), f"{lesson.key}.{step.key}: {rule} does not decide a {state.phase} move"
    if rule not in JUDGEMENT_RULES and not rule.startswith("score."):
        assert rule in _rules_at_work(step.get("record"), step.get("upto")), f"{lesson.key}.{step.key}: the engine does not apply {rule} here"
    assert step.get("hint"), f"{lesson.key}.{step.key}: no hint for a legal move that is not the one wanted"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_language_starts_with_its_own_game_and_lists_every_course(lang):
    data = build_language(lang)
    courses = [course["key"] for course in data["courses"]]
    assert courses[0] == FIRST_COURSE[lang] and sorted(courses) == sorted(COURSES)
    listed = [key for course in data["courses"] for key in course["lessons"]]
    assert sorted(listed) == sorted(lesson.key for lesson in lessons())
    assert data["lessons"][0]["course"] == FIRST_COURSE[lang] and [l["key"] for l in data["lessons"]] == listed


@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang != "en"])
def test_a_lessons_record_carries_its_comments_in_the_readers_language(lang):
    """The record a lesson opens in the hand viewer or shares is the same hand, with the reader's
    comments: no English comment of it is left where the catalog translates it."""
    english = english_messages()
    translated_comments = {text for key, text in english.items() if key.startswith("hand.")
                           and translated(lang, text, key, "tutorial") not in (None, text)}
    def records(language: str) -> dict[tuple[str, str], str]:
        return {(lesson["key"], step["key"]): step["record"] for lesson in build_language(language)["lessons"]
                for step in lesson["steps"] if isinstance(step.get("record"), str)}

    theirs, source = records(lang), records("en")
    assert theirs.keys() == source.keys() and len(theirs) > 20
    for key, record in theirs.items():
        english_record = source[key]
        comments = [move.comment for move in parse_record_text(record).moves if move.comment]
        assert not translated_comments & set(comments), record[:200]
        assert [m.text for m in parse_record_text(record).moves] == [m.text for m in parse_record_text(english_record).moves]


@pytest.mark.parametrize("lesson, step", [(l, s) for l, s in STEPS if s.kind == "guided"],
                         ids=lambda v: getattr(v, "key", ""))
def test_guided_hands_replay_to_the_end(lesson, step):
    state = replay_upto(step.get("record"), None)
    assert state.is_terminal and state.result is not None


def test_every_cited_rule_exists():
    cited = [s.get("rule") for _, s in STEPS if s.get("rule")]
    assert cited and all(rule in RULES for rule in cited)
    for question in questions().values():
        drill = lesson_drill(question["id"])
        assert drill.rule in RULES and all(rule in RULES for rule, _ in drill.explanation)


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
    assert lesson_drill(qid).answer == _trick_winner_by_rank(question)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_built_quiz_answers_are_the_engines(lang):
    """The site's data (if built) holds exactly what the engine answers now."""
    data = build_language(lang)
    for lesson in data["lessons"]:
        for step in lesson["steps"]:
            if step["kind"] == "quiz":
                asked = step["question"]
                assert asked["answer"] == quiz_drill(questions()[asked["id"]]).answer
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
