"""Who plays the seats the reader does not, and who gives the reader hints.

The bots live in ``pitch_core.bots`` (two levels, ``heuristic`` and ``monte-carlo``, and
``advise`` for hints that cite a rule). This module is the one place the tools reach them, so
the tools keep working, more simply, where that package is absent: the seats then play the
first legal move (Pitch) or the greedy player of ``three_thirteen.simulate``, and hints answer
``play.hint-unavailable``.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from importlib import import_module
from types import ModuleType
from typing import Any

from ..errors import NotationError
from ..three_thirteen.simulate import greedy_policy

LEVELS = ("heuristic", "monte-carlo")
DEFAULT_BUDGET_MS = 400  # the monte-carlo bot's thinking time per move in the browser


@dataclass(frozen=True)
class Hint:
    action: Any
    rule_id: str
    params: dict[str, Any]


def _bots() -> ModuleType | None:
    try:
        bots = import_module("pitch_core.bots")
    except ImportError:
        return None
    return bots if hasattr(bots, "choose") else None  # a package still being written counts as absent


def bots_available() -> bool:
    return _bots() is not None


def choose_pitch(state: Any, seat: int, level: str, rng: random.Random,
                 budget_ms: int = DEFAULT_BUDGET_MS) -> Any:
    bots = _bots()
    if bots is None:
        return state.legal_actions()[0]
    return bots.choose(state, seat, level=level, rng=rng, budget_ms=budget_ms)


def choose_three_thirteen(state: Any, seat: int, level: str, rng: random.Random,
                          budget_ms: int = DEFAULT_BUDGET_MS) -> Any:
    bots = _bots()
    chooser = getattr(bots, "choose_three_thirteen", None) if bots else None
    if chooser is None:
        return greedy_policy(state, rng)
    return chooser(state, seat, level=level, rng=rng, budget_ms=budget_ms)


def advise_pitch(state: Any, seat: int) -> Hint:
    bots = _bots()
    if bots is None:
        raise NotationError("play.hint-unavailable")
    advice = bots.advise(state, seat)
    return Hint(advice.action, advice.reason_rule_id, dict(advice.params))


def advise_three_thirteen(state: Any, seat: int) -> Hint:
    bots = _bots()
    adviser = getattr(bots, "advise_three_thirteen", None) if bots else None
    if adviser is None:
        raise NotationError("play.hint-unavailable")
    advice = adviser(state, seat)
    return Hint(advice.action, advice.reason_rule_id, dict(advice.params))
