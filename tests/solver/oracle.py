"""Plain minimax on the engine's own ``HandState``: every legal card of every seat, no pruning, no
merging, no table. Slow and obviously right: the solver must agree with it exactly."""

from __future__ import annotations

from pitch_core.cards import Card
from pitch_core.pitch.state import HandState
from pitch_core.solver.values import seat_value


def brute_values(state: HandState) -> dict[Card, float]:
    """Each legal card's value for the side of the seat to move."""
    seat = state.to_move
    assert seat is not None
    values = {}
    for action in state.legal_actions():
        child = state.copy()
        child.apply(action)
        values[action.named_card] = _minimax(child, seat)
    return values


def _minimax(state: HandState, seat: int) -> float:
    if state.is_terminal:
        return seat_value(state, seat)
    mover = state.to_move
    assert mover is not None
    results = []
    for action in state.legal_actions():
        child = state.copy()
        child.apply(action)
        results.append(_minimax(child, seat))
    return max(results) if state.side_of(mover) == state.side_of(seat) else min(results)
