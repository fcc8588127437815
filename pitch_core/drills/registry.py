"""Drill makers by rule ID, and the seeded series built from them, always for one game.

Every drill is made for one preset (a ruleset name with its modifiers: ``pitch31``,
``ten-point+dirty``, ``three-thirteen``): ``rules_of_preset`` lists the rules that game plays and
a drill can be made for, and ``make_drill`` deals positions of that game only. A rule asked for a
game that does not play it is refused with a code, never drilled under another game's rules.
"""

from __future__ import annotations

import random
from functools import lru_cache
from typing import Any, Iterator

from ..errors import PitchError
from . import pitch_auction, pitch_exchange, pitch_play, pitch_scoring, thirteen, thirteen_melds, thirteen_table  # noqa: F401  (they register)
from .model import Drill
from .register import MAKERS, Registered

# Deals tried for one drill. A maker finds its position in a few deals for any seed (the tests
# make 2,000 seeds of every rule in every course game); the bound only stops a maker that can
# never succeed, which is a bug the tests catch, not something a reader can meet.
ATTEMPTS = 400
MAX_DRILLS = 500  # drills one series may be asked for
MAX_SEED = 2**53 - 1  # a seed a browser's number holds exactly

# The games practice offers first (the four courses), then every other game a rule may need to be
# shown in: a rule's default game is the first of these that plays it.
COURSE_GAMES = ("pitch31", "ten-point", "thirteen-point-partner", "three-thirteen")
OTHER_GAMES = ("5-point", "7-point", "8-point", "11-point", "13-point", "14-point", "15-point", "16-point",
               "ten-point+dirty", "ten-point+reverse", "ten-point+five-handed", "three-thirteen-aces-both")


@lru_cache(maxsize=None)
def ruleset_of(preset: str) -> Any:
    """The ruleset a preset names, by the game that owns it (an unknown name is refused)."""
    from .. import games

    return games.for_preset(preset).ruleset(preset)


def game_of_preset(preset: str) -> str:
    from .. import games

    return games.for_preset(preset).name


def practisable_rules() -> list[str]:
    """Every rule a drill can be made for in some game, in the rulebook's order."""
    from ..rulebook import RULES

    return [rule_id for rule_id in RULES if rule_id in MAKERS]


def rules_of_game(game: str) -> list[str]:
    """Every rule a drill can be made for in some preset of ``game`` ("pitch", "three-thirteen")."""
    return [rule_id for rule_id in practisable_rules() if MAKERS[rule_id].game == game]


def plays(preset: str, rule_id: str) -> bool:
    """Whether the game ``preset`` plays ``rule_id`` and a drill can be made for it there."""
    registered = MAKERS.get(rule_id)
    if registered is None:
        return False
    if game_of_preset(preset) != registered.game:
        return False
    return bool(registered.applies(ruleset_of(preset)))


def rules_of_preset(preset: str) -> list[str]:
    """The rules the game ``preset`` plays that a drill can be made for, in the rulebook's order."""
    ruleset_of(preset)  # an unknown game is refused by name
    return [rule_id for rule_id in practisable_rules() if plays(preset, rule_id)]


def presets_of_rule(rule_id: str) -> list[str]:
    """The known games (course games first) that play ``rule_id``."""
    return [preset for preset in (*COURSE_GAMES, *OTHER_GAMES) if plays(preset, rule_id)]


def default_preset(rule_id: str) -> str:
    """The game a rule is drilled in when none is chosen: the first course game that plays it."""
    found = presets_of_rule(rule_id)
    if not found:
        raise PitchError("drill.unknown-rule", rule=rule_id[:60])
    return found[0]


def canonical_preset(preset: str) -> str:
    """The preset's own spelling (``10-point+Dirty`` is ``ten-point+dirty``)."""
    return str(ruleset_of(preset).name)


def _check_request(rule_id: str, seed: int, preset: str | None) -> tuple[Registered, str]:
    if rule_id not in MAKERS:
        raise PitchError("drill.unknown-rule", rule=rule_id[:60])
    if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed <= MAX_SEED:
        raise PitchError("drill.bad-seed", seed=str(seed)[:30], high=MAX_SEED)
    chosen = default_preset(rule_id) if preset is None else canonical_preset(preset)
    if not plays(chosen, rule_id):
        raise PitchError("drill.not-in-game", rule=rule_id, game=chosen)
    return MAKERS[rule_id], chosen


def make_drill(rule_id: str, seed: int, index: int = 0, preset: str | None = None) -> Drill:
    """Drill ``index`` of the series ``seed`` for ``rule_id`` in the game ``preset`` (default:
    the rule's first course game): the same arguments, the same drill, in CPython and Pyodide."""
    registered, chosen = _check_request(rule_id, seed, preset)
    rules = ruleset_of(chosen)
    rng = random.Random(f"{rule_id}/{chosen}/{seed}/{index}")
    for _ in range(ATTEMPTS):
        drill = registered.make(rng, rules)
        if drill is not None:
            if drill.preset != chosen:
                raise RuntimeError(f"the maker of {rule_id} made a drill of {drill.preset}, asked for {chosen}")
            return drill
    raise RuntimeError(f"the maker of {rule_id} found no position of {chosen} in {ATTEMPTS} deals")


def drill_series(rule_id: str, seed: int, count: int, preset: str | None = None) -> Iterator[Drill]:
    """``count`` different drills of one rule in one game: drill 0, 1, 2 ... of the seed, repeats
    skipped."""
    if not isinstance(count, int) or not 1 <= count <= MAX_DRILLS:
        raise PitchError("drill.bad-count", count=str(count)[:30], high=MAX_DRILLS)
    seen: set[str] = set()
    index = 0
    while len(seen) < count and index < count * 5:
        drill = make_drill(rule_id, seed, index, preset)
        index += 1
        if drill.key not in seen:
            seen.add(drill.key)
            yield drill
