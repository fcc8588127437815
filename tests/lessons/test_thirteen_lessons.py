"""Three Thirteen lessons at build time: every move a learner must make is legal in its position
and is the one the engine's advice (resting on the rule the step cites) decides; the guided round
plays to its end with a comment on each of the learner's moves; every other move he may try gets
a reason, in every language."""

import re

import pytest

from pitch_core.bots import advise
from pitch_core.three_thirteen.actions import Action, parse_action, parse_seat
from tutorial.build import build_language
from tutorial.content import lessons
from tutorial.thirteen_steps import read_record, replay_round, round_text

LANGUAGES = ["en", "ro", "de", "cs", "mk"]
STEPS = [(lesson, step) for lesson in lessons() for step in lesson.steps]
ACTS = [(lesson, step) for lesson, step in STEPS if step.kind == "tt-act"]
GUIDED = [(lesson, step) for lesson, step in STEPS if step.kind == "tt-guided"]


def test_there_is_a_three_thirteen_course_of_moves_and_a_guided_round():
    assert len(ACTS) >= 4 and GUIDED
    kinds = {parse_action(step.get("expect"), None, 2).kind for _, step in ACTS}
    assert {"draw", "discard", "out"} <= kinds


@pytest.mark.parametrize("lesson, step", ACTS, ids=lambda v: getattr(v, "key", ""))
def test_every_expected_move_is_legal_and_the_one_the_engine_decides(lesson, step):
    state = replay_round(step.get("record"), step.get("upto"))
    seat = parse_seat(step.get("seat"), state.players)
    assert state.to_move == seat, f"{lesson.key}.{step.key}: it is not the learner's turn"
    wanted = parse_action(step.get("expect"), seat, state.players)
    assert wanted in state.legal_actions()
    assert advise(state, seat, rng=1).action == wanted, f"{lesson.key}.{step.key}: the engine would play otherwise"


def learner_positions():
    """(name, state, seat, wanted action) of every move a learner must make, in lessons and rounds."""
    for lesson, step in ACTS:
        state = replay_round(step.get("record"), step.get("upto"))
        seat = parse_seat(step.get("seat"), state.players)
        yield f"{lesson.key}.{step.key}", state, seat, parse_action(step.get("expect"), seat, state.players)
    for lesson, step in GUIDED:
        state = replay_round(step.get("record"), 0)
        seat = parse_seat(step.get("seat"), state.players)
        for number, token in enumerate(read_record(round_text(step.get("record"))).moves, 1):
            action = parse_action(token.text, state.to_move, state.players)
            if action.seat == seat:
                yield f"{lesson.key}.{step.key}.{number}", state.copy(), seat, action
            state.apply(action)


def test_a_lesson_discard_is_the_only_best_one_and_a_tie_in_a_round_is_told_as_one():
    """A lesson's discard leaves strictly less deadwood than any other; in a guided round, where the
    record goes on with one card, a discard that ties it is told it is just as good."""
    from tutorial.thirteen_steps import why_not

    for name, state, seat, wanted in learner_positions():
        if wanted.kind != "discard":
            continue
        values = state.discard_values()
        ties = [card for card in values if card != wanted.named_card and values[card] == values[wanted.named_card]]
        if ".round." not in name:
            assert not ties, name
        for card in ties:
            assert why_not(state, seat, Action.discard(seat, card), wanted)[0] == "quiz.tt_as_good", name


@pytest.mark.parametrize("lesson, step", GUIDED, ids=lambda v: getattr(v, "key", ""))
def test_the_guided_round_is_played_as_the_engine_advises_to_its_end(lesson, step):
    record = read_record(round_text(step.get("record")))
    state = replay_round(step.get("record"), 0)
    seat = parse_seat(step.get("seat"), state.players)
    own = 0
    for token in record.moves:
        action = parse_action(token.text, state.to_move, state.players)
        if action.seat == seat:
            own += 1
            assert advise(state, seat, rng=1).action == action, token.text
        state.apply(action)
    assert state.results and own >= 4


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_move_a_learner_may_try_has_a_verdict_in_words(lang):
    data = build_language(lang)
    steps = [s for l in data["lessons"] for s in l["steps"] if s["kind"] in ("tt-act", "tt-guided")]
    assert steps
    for step in steps:
        positions = [step] if step["kind"] == "tt-act" else [f for f in step["frames"] if f["seat"] == step["seat"]]
        for position in positions:
            wanted = [m for m in position["moves"] if m.get("wanted")]
            assert len(wanted) == 1 and (wanted[0].get("after") or position["after"])
            for move in position["moves"]:
                if not move.get("wanted"):
                    assert move["message"] and move["url"], (step["key"], move["move"])
                    assert not re.search(r"\{\w+\}", move["message"]), move["message"]
            if step["kind"] == "tt-guided":
                assert position["comment"] and position["advice"]["message"]
