"""The Pitch play solved exactly with every card known (double dummy), and a seat's card plays
reviewed from what it could see.

    solve(state)                       -> Solution: each legal card's value for the side to move
    position_value(state)              -> Worth: the position's value to the bidding side (one search)
    review_record(record, seat)        -> [Decision | ChoiceDecision]: each card the seat played,
                                          and its calls, trump and exchange choices, judged on
                                          deals drawn from what it saw

Modules: ``values`` (what a finished hand is worth, by the engine's scoring), ``board`` (a
position as bit masks), ``search`` (alpha-beta), ``review`` (the sampled review of card plays),
``worlds`` (deals drawn from a seat's view before the play), ``choices`` (the review of its
calls, trump and exchange), ``cli`` (``python -m pitch_core solve`` and ``analyse``).
"""

from __future__ import annotations

from .choices import ChoiceDecision
from .review import Decision, review_record, verdict
from .search import Solution, Worth, position_value, solve

__all__ = ["ChoiceDecision", "Decision", "Solution", "Worth", "position_value", "review_record", "solve", "verdict"]
