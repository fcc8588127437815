"""The Pitch play solved exactly with every card known (double dummy), and a seat's card plays
reviewed from what it could see.

    solve(state)                       -> Solution: each legal card's value for the side to move
    review_record(record, seat)        -> [Decision]: each card the seat played, judged on sampled deals

Modules: ``values`` (what a finished hand is worth, by the engine's scoring), ``board`` (a
position as bit masks), ``search`` (alpha-beta), ``review`` (the sampled review), ``cli``
(``python -m pitch_core solve`` and ``analyse``).
"""

from __future__ import annotations

from .review import Decision, review_record, verdict
from .search import Solution, solve

__all__ = ["Decision", "Solution", "review_record", "solve", "verdict"]
