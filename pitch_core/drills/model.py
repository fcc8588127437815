"""A drill as a value: what to show, what to ask, what the engine answers and why."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from ..game_names import game_title
from ..messages import render

# How the reader answers: press one card or several, press a seat, type a number, or pick a choice.
CARD, CARDS, SEAT, NUMBER, CHOICE = "card", "cards", "seat", "number", "choice"

Message = tuple[str, dict[str, Any]]  # (message code or rule ID, its parameters)


@dataclass(frozen=True)
class Choice:
    value: str
    label: Message | None = None  # None: the front end draws the value itself (a card, a seat)


@dataclass(frozen=True)
class Drill:
    rule: str
    game: str  # "pitch" or "three-thirteen"
    preset: str
    kind: str  # CARD, CARDS, SEAT, NUMBER or CHOICE
    position: dict[str, Any]  # JSON-ready; "text" is the position in the engine's notation
    question: Message
    answer: Any  # a value, a sorted list of values (CARDS) or a whole number (NUMBER)
    explanation: tuple[Message, ...]  # the rule's message first, then what else decides
    choices: tuple[Choice, ...] = field(default=())

    @property
    def key(self) -> str:
        """What makes two drills the same drill: the position and the question."""
        return json.dumps([self.position, self.question], sort_keys=True, default=str)

    def check(self, given: Any) -> bool:
        """Whether ``given`` (as the page sends it) is the engine's answer."""
        if self.kind == CARDS:
            return isinstance(given, list) and sorted(map(str, given)) == self.answer
        if self.kind == NUMBER:
            try:
                return int(str(given).strip()) == self.answer
            except ValueError:
                return False
        return str(given) == str(self.answer)

    def to_dict(self, lang: str = "en") -> dict[str, Any]:
        return {
            "rule": self.rule, "game": self.game, "preset": self.preset,
            "game_name": game_title(self.preset, lang), "kind": self.kind,
            "position": self.position,
            "question": render(*self.question, lang=lang),
            "choices": [{"value": c.value, "label": render(*c.label, lang=lang) if c.label else None}
                        for c in self.choices],
            "answer": self.answer,
            "explanation": " ".join(render(code, params, lang) for code, params in self.explanation),
        }
