"""The practice calls of the browser's engine (webapi.drill, webapi.check_drill): a drill comes
without its answer, the engine's verdict comes with the answer and the explanation in the page's
language, and a bad request is refused with a code."""

from __future__ import annotations

import pytest

from pitch_core import webapi
from pitch_core.drills import make_drill
from pitch_core.errors import PitchError


@pytest.fixture(autouse=True)
def czech():
    webapi.set_language("cs")
    yield
    webapi.set_language("en")


def test_a_drill_is_shown_without_its_answer():
    shown = webapi.drill("play.highest-wins", 11, 3)
    # nothing that says the answer: See it's steps, why a pick is wrong and the record come with the verdict
    assert not {"answer", "explanation", "cited", "why", "steps", "record"} & set(shown)
    assert shown["see_it"] is True
    verdict = webapi.check_drill("play.highest-wins", 11, 3)
    made = make_drill("play.highest-wins", 11, 3).to_dict("cs")
    assert (verdict["steps"], verdict["why"], verdict["record"]) == (made["steps"], made["why"], made["record"])
    assert shown["question"] == "Kdo bere tento zdvih?"
    assert (shown["seed"], shown["index"]) == (11, 3)


def test_the_verdict_is_the_engines_answer_with_its_explanation():
    drill = make_drill("tt.score.deadwood", 11, 3)
    right = webapi.check_drill("tt.score.deadwood", 11, 3, str(drill.answer))
    assert right["correct"] and right["answer"] == drill.answer and right["cited"][0] == "tt.score.deadwood"
    wrong = webapi.check_drill("tt.score.deadwood", 11, 3, drill.answer + 1)
    assert not wrong["correct"] and wrong["explanation"] == drill.to_dict("cs")["explanation"]
    seen = webapi.check_drill("tt.score.deadwood", 11, 3)
    assert not seen["correct"] and seen["answer"] == drill.answer


@pytest.mark.parametrize("args,code", [
    ({"rule": "nope", "seed": 1}, "drill.unknown-rule"),
    ({"rule": "play.highest-wins", "seed": -5}, "drill.bad-seed"),
    ({"rule": "play.highest-wins", "seed": 1, "index": "x"}, "notation.number-range"),
])
def test_bad_requests_are_refused_with_a_code(args, code):
    with pytest.raises(PitchError) as refused:
        webapi.drill(**args)
    assert refused.value.code == code
