"""Where drill makers register by rule ID: the game modules import this, and the registry
imports them, so neither imports the other back."""

from __future__ import annotations

import random
from typing import Callable

from .model import Drill

Maker = Callable[[random.Random], "Drill | None"]

MAKERS: dict[str, tuple[str, Maker]] = {}  # rule ID -> (game, maker)


def maker(rule_id: str, game: str = "pitch") -> Callable[[Maker], Maker]:
    def register(function: Maker) -> Maker:
        if rule_id in MAKERS:
            raise RuntimeError(f"two drill makers for {rule_id}")
        MAKERS[rule_id] = (game, function)
        return function
    return register
