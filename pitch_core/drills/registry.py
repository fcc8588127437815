"""Drill makers by rule ID, and the seeded series built from them.

A maker takes a ``random.Random`` and returns a ``Drill`` where its rule decides, or ``None`` when
this random deal does not lead to such a position (the registry then deals again).
"""

from __future__ import annotations

import random
from typing import Iterator

from ..errors import PitchError
from . import pitch_auction, pitch_exchange, pitch_play, pitch_scoring, thirteen, thirteen_melds, thirteen_table  # noqa: F401  (they register)
from .model import Drill
from .register import MAKERS, Maker

ATTEMPTS = 60  # deals tried for one drill before the rule is declared unreachable from this seed
MAX_DRILLS = 500  # drills one series may be asked for
MAX_SEED = 2**53 - 1  # a seed a browser's number holds exactly


def practisable_rules() -> list[str]:
    """Every rule a drill can be made for, in the rulebook's order."""
    from ..rulebook import RULES

    return [rule_id for rule_id in RULES if rule_id in MAKERS]


def rules_of_game(game: str) -> list[str]:
    return [rule_id for rule_id in practisable_rules() if MAKERS[rule_id][0] == game]


def _check_request(rule_id: str, seed: int) -> Maker:
    if rule_id not in MAKERS:
        raise PitchError("drill.unknown-rule", rule=rule_id[:60])
    if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed <= MAX_SEED:
        raise PitchError("drill.bad-seed", seed=str(seed)[:30], high=MAX_SEED)
    return MAKERS[rule_id][1]


def make_drill(rule_id: str, seed: int, index: int = 0) -> Drill:
    """Drill ``index`` of the series ``seed`` for ``rule_id``: the same arguments, the same drill."""
    make = _check_request(rule_id, seed)
    rng = random.Random(f"{rule_id}/{seed}/{index}")
    for _ in range(ATTEMPTS):
        drill = make(rng)
        if drill is not None:
            return drill
    raise PitchError("drill.none-found", rule=rule_id)


def drill_series(rule_id: str, seed: int, count: int) -> Iterator[Drill]:
    """``count`` different drills of one rule: drill 0, 1, 2 ... of the seed, repeats skipped."""
    if not isinstance(count, int) or not 1 <= count <= MAX_DRILLS:
        raise PitchError("drill.bad-count", count=str(count)[:30], high=MAX_DRILLS)
    seen: set[str] = set()
    index = 0
    while len(seen) < count and index < count * 5:
        drill = make_drill(rule_id, seed, index)
        index += 1
        if drill.key not in seen:
            seen.add(drill.key)
            yield drill
