"""Practice the engine generates: for every rule a fresh position can decide, an endless series of
drills from seeded random deals (issue 18, item 4).

    from pitch_core.drills import practisable_rules, drill_series
    for drill in drill_series("play.highest-wins", seed=7, count=3):
        print(drill.to_dict("de"))

A drill is a position, a question, its choices, the engine's answer and the explanation citing
the rule. The same rule, seed and index always give the same drill, in CPython and in Pyodide:
each drill draws from its own ``random.Random`` seeded with the rule, the seed and the index.
Makers live one module per game (``pitch_play``, ``pitch_auction``, ``pitch_scoring``,
``thirteen``) and register themselves in ``registry`` by rule ID.
"""

from __future__ import annotations

from .model import Drill
from .registry import MAX_DRILLS, drill_series, make_drill, practisable_rules, rules_of_game

__all__ = ["MAX_DRILLS", "Drill", "drill_series", "make_drill", "practisable_rules", "rules_of_game"]
