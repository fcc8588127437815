"""Where drill makers register by rule ID: the game modules import this, and the registry
imports them, so neither imports the other back.

A maker is made for one game at a time: it takes a ``random.Random`` and the chosen preset's
ruleset (``ten-point+dirty``, ``three-thirteen``...) and returns a ``Drill`` of that ruleset, or
``None`` when this random deal does not reach such a position (the registry deals again).
``applies`` says whether a ruleset plays the rule at all: a game that does not play a rule is
never drilled on it (a Pitch 31 learner never meets ten-point's target).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Callable

from .model import Drill

Maker = Callable[[random.Random, Any], "Drill | None"]  # (rng, the preset's ruleset)
Applies = Callable[[Any], bool]  # a ruleset of the maker's game -> does that game play the rule


def every_ruleset(_rules: Any) -> bool:
    return True


@dataclass(frozen=True)
class Registered:
    game: str  # "pitch" or "three-thirteen"
    make: Maker
    applies: Applies


MAKERS: dict[str, Registered] = {}  # rule ID -> its maker


def maker(rule_id: str, game: str = "pitch", applies: Applies = every_ruleset) -> Callable[[Maker], Maker]:
    def register(function: Maker) -> Maker:
        if rule_id in MAKERS:
            raise RuntimeError(f"two drill makers for {rule_id}")
        MAKERS[rule_id] = Registered(game, function, applies)
        return function
    return register
