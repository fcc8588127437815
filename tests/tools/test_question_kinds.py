"""The page's answer kinds (web/common/question.js, run in Node) are the engine's: the table of
answer kinds covers exactly pitch_core.drills.model.KINDS, and the page's check of a given answer
(a lesson judges on the page) says what Drill.check says, for values right, wrong and malformed."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path
from typing import Any, cast

from pitch_core.drills.model import CARD, CARDS, CHOICE, KINDS, NUMBER, ORDER, SEAT, Drill, Scene

ROOT = Path(__file__).resolve().parents[2]
PROBE = Path(__file__).with_name("question_kinds_probe.mjs")

# (kind, the answer, values a page may send): each judged by the page and by Drill.check
CASES: list[tuple[str, Any, list[Any]]] = [
    (CARD, "JD", ["JD", "jd", "HJ", "", None, ["JD"]]),
    (CARDS, ["HJ", "JD", "QD"], [["QD", "HJ", "JD"], ["HJ", "JD"], ["HJ", "JD", "QD", "AS"], [], "HJ JD QD", None,
                                  ["HJ", "JD", "JD"]]),
    (CARDS, [], [[], ["AS"]]),
    (SEAT, "E", ["E", "W", "e", None]),
    (NUMBER, 5, ["5", 5, " 5 ", "+5", "05", "-5", "5.0", "five", "", None, [5]]),
    (NUMBER, -10, ["-10", "−10", "10", -10]),
    (CHOICE, "yes", ["yes", "no", "Yes", None]),
    (ORDER, ["KH", "JH", "TH"], [["KH", "JH", "TH"], ["JH", "KH", "TH"], ["KH", "JH"], "KH JH TH", None]),
]


def page_checks(cases: list[tuple[str, Any, Any]]) -> dict[str, Any]:
    node = shutil.which("node")
    assert node, "node is needed"
    result = subprocess.run([node, str(PROBE)], input=json.dumps(cases), cwd=ROOT, capture_output=True, text=True,
                            check=False)
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)


# Judging an answer reads no table: any scene will do
NO_SCENE = Scene(view=cast(Any, {}))


def engine_check(kind: str, answer: Any, given: Any) -> bool:
    drill = Drill("rule", "pitch", "pitch31", kind, NO_SCENE, ("drill.q.trick-winner", {}), answer, ())
    return given is not None and drill.check(given)


def test_the_pages_answer_kinds_are_the_engines():
    assert sorted(page_checks([])["kinds"]) == sorted(KINDS)


def test_the_page_judges_a_given_answer_as_the_engine_does():
    cases = [(kind, given, answer) for kind, answer, givens in CASES for given in givens]
    judged = page_checks(cases)["same"]
    engine = [engine_check(kind, answer, given) for kind, given, answer in cases]
    assert any(engine) and not all(engine)  # right and wrong answers both among the cases
    assert judged == engine, [case for case, page, ours in zip(cases, judged, engine) if page != ours]
