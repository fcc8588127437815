"""Lessons and quizzes as data: loading, checking, and their English text for the catalogs.

A lesson (``tutorial/lessons/NN-key.toml``) is a list of steps with stable keys:

* ``explain``: text, optionally cards to show, a generated table, a rule to link;
* ``position``: a position from a hand record (``record`` + ``upto`` moves) seen by ``seat``;
* ``act``: the learner makes one move in a position; ``expect`` is the move wanted, a list of
  moves any of which will do (``["S:3H", "S:TH"]``), or ``"any"`` for any legal move; ``rule`` is
  the rule that decides it and ``hint`` answers a legal move that is not one of those wanted;
* ``quiz``: a question from ``tutorial/quizzes/*.toml`` by id;
* ``guided``: a whole hand record; the learner makes ``seat``'s moves, the record the others';
  ``hints`` maps a move's number in the record (1 is the first move) to the first of its graded
  hints (the engine's advice or the move's comment is the stronger one, the move itself the last);
* ``free-play``: a fresh hand against the engine's bots, in the browser;
* ``tt-act``, ``tt-guided``: a move, or a whole round, of Three Thirteen from a round record in
  ``tutorial/rounds/`` (``tutorial/thirteen_steps.py``).

English text lives in these files (like gettext source strings); translations come from the
``tutorial`` catalog, where each string's context is its key: ``lesson.<lesson>.<step>``,
``lesson.<lesson>.<step>.hint``, ``lesson.<lesson>.<step>.hint.<n>``, ``lesson.<lesson>.title``, ``quiz.<id>``, ``hand.<file>.<n>``,
``round.<file>.<n>`` (a Three Thirteen round record's comments).
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

from pitch_core.record_syntax import parse_record_text

HERE = Path(__file__).resolve().parent
LESSONS_DIR = HERE / "lessons"
QUIZZES_DIR = HERE / "quizzes"
HANDS_DIR = HERE / "hands"

STEP_KINDS = {"explain", "position", "act", "quiz", "guided", "free-play",
              "tt-act", "tt-guided"}  # Three Thirteen's moves: tutorial/thirteen_steps.py

# A course is one game's lessons; each language's readers meet their own sources' game first
# (SPEC section 1: the ro source is 13-point partner pitch, de and cs ten-point, mk Three
# Thirteen, en Pitch 31). Titles are translated as ``course.<key>.title``.
COURSES = {"pitch31": "Pitch 31", "ten-point": "Ten-point pitch",
           "thirteen-point-partner": "13-point partner pitch", "three-thirteen": "Three Thirteen"}
FIRST_COURSE = {"en": "pitch31", "ro": "thirteen-point-partner", "de": "ten-point", "cs": "ten-point",
                "mk": "three-thirteen"}


@dataclass(frozen=True)
class Step:
    lesson: str
    key: str
    kind: str
    data: dict[str, Any] = field(hash=False, compare=False)

    @property
    def context(self) -> str:
        return f"lesson.{self.lesson}.{self.key}"

    def get(self, name: str, default: Any = None) -> Any:
        return self.data.get(name, default)


@dataclass(frozen=True)
class Lesson:
    key: str
    game: str
    title: str
    summary: str
    steps: tuple[Step, ...]
    course: str = ""  # the course it belongs to (default: its game's)


class ContentError(ValueError):
    """A lesson or quiz file that does not hold together (a build-time error for authors)."""


def _load_lesson(path: Path) -> Lesson:
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    key = data["key"]
    steps = []
    for raw in data.get("step", []):
        if raw.get("kind") not in STEP_KINDS:
            raise ContentError(f"{path.name}: step {raw.get('key')!r} has unknown kind {raw.get('kind')!r}")
        steps.append(Step(key, raw["key"], raw["kind"], raw))
    keys = [s.key for s in steps]
    if len(set(keys)) != len(keys):
        raise ContentError(f"{path.name}: step keys repeat")
    course = data.get("course", data["game"])
    if course not in COURSES:
        raise ContentError(f"{path.name}: unknown course {course!r}")
    return Lesson(key, data["game"], data["title"], data["summary"], tuple(steps), course)


def expected_moves(step: Step) -> str | tuple[str, ...]:
    """An act step's wanted moves: ``"any"`` (any legal move) or the moves that will do."""
    expect = step.get("expect", "any")
    return expect if expect == "any" else tuple([expect] if isinstance(expect, str) else expect)


def courses_for(lang: str) -> list[str]:
    """The course keys in the order a reader of ``lang`` meets them: the language's own first."""
    first = FIRST_COURSE.get(lang, "pitch31")
    return [first] + [key for key in COURSES if key != first]


@lru_cache(maxsize=None)
def lessons() -> tuple[Lesson, ...]:
    found = tuple(_load_lesson(p) for p in sorted(LESSONS_DIR.glob("*.toml")))
    keys = [lesson.key for lesson in found]
    if len(set(keys)) != len(keys):
        raise ContentError("lesson keys repeat")
    return found


@lru_cache(maxsize=None)
def questions() -> dict[str, dict[str, Any]]:
    found: dict[str, dict[str, Any]] = {}
    for path in sorted(QUIZZES_DIR.glob("*.toml")):
        for question in tomllib.loads(path.read_text(encoding="utf-8"))["question"]:
            if question["id"] in found:
                raise ContentError(f"{path.name}: question {question['id']!r} is defined twice")
            found[question["id"]] = question
    return found


def hand_text(name: str) -> str:
    return (HANDS_DIR / name).read_text(encoding="utf-8")


def hand_comments(name: str) -> list[tuple[str, str]]:
    """(context, English comment) for a hand record's opening comment and each move's comment."""
    record = parse_record_text(hand_text(name))
    stem = name.removesuffix(".pitch")
    found = [(f"hand.{stem}.0", record.comment)] if record.comment else []
    found += [(f"hand.{stem}.{i + 1}", move.comment) for i, move in enumerate(record.moves) if move.comment]
    return found


def english_messages() -> dict[str, str]:
    """Every translatable tutorial string: context -> English text (for ``translations/``)."""
    messages: dict[str, str] = {}
    hands: set[str] = set()
    rounds: set[str] = set()
    for key, title in COURSES.items():
        messages[f"course.{key}.title"] = title
    for lesson in lessons():
        messages[f"lesson.{lesson.key}.title"] = lesson.title
        messages[f"lesson.{lesson.key}.summary"] = lesson.summary
        for step in lesson.steps:
            if step.get("text"):
                messages[step.context] = step.get("text")
            if step.get("hint"):
                messages[step.context + ".hint"] = step.get("hint")
            for number, hint in sorted(step.get("hints", {}).items(), key=lambda item: int(item[0])):
                messages[f"{step.context}.hint.{number}"] = hint
            if step.get("record", "").endswith(".313"):
                rounds.add(step.get("record"))
            elif step.get("record"):
                hands.add(step.get("record"))
    for question in questions().values():
        messages[f"quiz.{question['id']}"] = question["text"]
    for name in sorted(hands):
        messages.update(hand_comments(name))
    from .thirteen_steps import round_comments

    for name in sorted(rounds):
        messages.update(round_comments(name))
    return messages
