"""A question as a value: what the table shows, what to ask, what the engine answers and why.

Every question a learner answers is a ``Drill``: a practice drill made from a ruleset and a seed
(``registry.make_drill``), a worksheet item (the same drill, printed), and a lesson's quiz made
from a fixed record (``tutorial.quizzes``). One contract reaches the page and the printed sheet:

* ``scene``: what the table shows. Its ``view`` is the engine's own observation of a seat
  (``state.observation(seat).to_dict()``), or the open view (``seat=None``) of a teaching
  position, exactly as Play and the lessons receive it; ``shown`` says whose hands lie face up,
  ``highlight`` what the question points at, ``trick`` which trick lies on the table. No other
  position shape exists.
* ``steps``: "See it": the position, the move and its consequence on the table, one view after
  another, each with what happened (the engine's events of that move).
* ``record``: the position in the engine's notation, which the engine reads back (a Pitch hand's
  record, ``[Start "play"]`` where the hand starts at the first trick), or None where the
  position is a hand on its own that no record reaches.
* ``kind``: how the reader answers, one of ``KINDS`` (the registry of answer kinds the page's
  ``web/common/question.js`` draws and ``sitegen/worksheet.py`` prints).
* ``why``: for a wrong pick, why it is wrong (a lesson says so before showing the answer).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from ..contract import DrillView, ObservationView, SceneView, StepView
from ..game_names import game_title
from ..messages import render

# How the reader answers: press one card or several, press a seat, type a number, pick a choice,
# or put cards in order (highest first).
CARD, CARDS, SEAT, NUMBER, CHOICE, ORDER = "card", "cards", "seat", "number", "choice", "order"
KINDS = (CARD, CARDS, SEAT, NUMBER, CHOICE, ORDER)
LAST_TRICK, CURRENT_TRICK = "last", "current"  # which trick lies on the table in a scene

Message = tuple[str, dict[str, Any]]  # (message code or rule ID, its parameters)


@dataclass(frozen=True)
class Choice:
    value: str
    label: Message | None = None  # None: the front end draws the value itself (a card, a seat)


@dataclass(frozen=True)
class Scene:
    """What the table shows for a question: an observation's ``to_dict()`` and what to mark.

    ``shown``: the seat labels whose hands lie face up (None: every hand the view holds; an open
    view holds them all, a seat's view its own). ``highlight``: card codes and seat labels the
    question points at. ``trick``: ``CURRENT_TRICK`` (the view's ``trick``) or ``LAST_TRICK`` (the
    view's ``last_trick``, a trick just completed, left on the table to be judged)."""

    view: ObservationView
    shown: tuple[str, ...] | None = None
    highlight: tuple[str, ...] = ()
    trick: str = CURRENT_TRICK

    def to_dict(self) -> SceneView:
        return {"view": self.view, "shown": None if self.shown is None else list(self.shown),
                "highlight": list(self.highlight), "trick": self.trick}


@dataclass(frozen=True)
class Step:
    """One moment of "See it": the scene after a move, and what the engine said of that move."""

    scene: Scene
    says: tuple[Message, ...] = ()

    def to_dict(self, lang: str) -> StepView:
        return {"scene": self.scene.to_dict(), "says": [render(code, params, lang) for code, params in self.says],
                "cited": [code for code, _ in self.says]}


@dataclass(frozen=True)
class Drill:
    rule: str
    game: str  # "pitch" or "three-thirteen"
    preset: str
    kind: str  # one of KINDS
    scene: Scene
    question: Message
    answer: Any  # a value, a sorted list of values (CARDS), a list in order (ORDER), a whole number (NUMBER)
    explanation: tuple[Message, ...]  # the rule's message first, then what else decides
    choices: tuple[Choice, ...] = field(default=())
    steps: tuple[Step, ...] = ()
    record: str | None = None
    why: tuple[tuple[str, tuple[Message, ...]], ...] = ()  # (a wrong value, why it is wrong)

    @property
    def key(self) -> str:
        """What makes two drills the same drill: the position, the question and what it offers (cards
        no table can hold, such as a joker at a table without jokers, are offered as choices)."""
        shown = self.scene.to_dict()
        offered = [choice.value for choice in self.choices]
        return json.dumps([shown, self.question, offered], sort_keys=True, default=str)

    def check(self, given: Any) -> bool:
        """Whether ``given`` (as the page sends it) is the engine's answer."""
        if self.kind == CARDS:
            return isinstance(given, list) and sorted(map(str, given)) == self.answer
        if self.kind == ORDER:
            return isinstance(given, list) and list(map(str, given)) == self.answer
        if self.kind == NUMBER:
            try:
                return int(str(given).strip()) == self.answer
            except ValueError:
                return False
        return str(given) == str(self.answer)

    def to_dict(self, lang: str = "en") -> DrillView:
        shown: DrillView = {
            "rule": self.rule, "game": self.game, "preset": self.preset,
            "game_name": game_title(self.preset, lang), "kind": self.kind,
            "question": render(*self.question, lang=lang),
            "choices": [{"value": c.value, "label": render(*c.label, lang=lang) if c.label else None}
                        for c in self.choices],
            "answer": self.answer,
            "explanation": " ".join(render(code, params, lang) for code, params in self.explanation),
            "cited": [code for code, _ in self.explanation],
            "why": {value: " ".join(render(code, params, lang) for code, params in reasons) for value, reasons in self.why},
            "record": self.record,
            "steps": [step.to_dict(lang) for step in self.steps],
            "scene": self.scene.to_dict(),
        }
        return shown
