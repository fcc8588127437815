"""The heuristic Three Thirteen player, with the reason for each move.

The draw is ``three_thirteen.simulate.greedy_policy``'s: take the top discard when it lowers
the least deadwood the hand can reach after discarding, else draw from the stock. The discard
leaves the least deadwood (the solver's ``discard_options``, through ``GameState``), the
higher-penalty card first among equals as ``solver.best_discard`` orders them; and the player
goes out whenever it can. The deadwood figures of the reasons are computed only for advice.
"""

from __future__ import annotations

import random

from ..three_thirteen.actions import DRAW, OUT, PILE, Action
from ..three_thirteen.simulate import greedy_policy
from ..three_thirteen.solver import deadwood, discard_options
from ..three_thirteen.state import DRAW_PHASE, GameState
from .advice import Advice


def tt_choice(state: GameState, seat: int, rng: random.Random) -> Action:
    """The heuristic move, without the work of explaining it."""
    _check_turn(state, seat)
    if state.phase == DRAW_PHASE:
        return greedy_policy(state, rng)
    return _discard(state)


def tt_advice(state: GameState, seat: int, rng: random.Random) -> Advice:
    action = tt_choice(state, seat, rng)
    if action.kind == DRAW:
        return _explain_draw(state, seat, action)
    values = state.discard_values()
    if action.kind == OUT:
        return Advice(action, "hint.tt.go-out", {"card": action.card}, "tt.go-out.all-melded")
    return Advice(action, "hint.tt.discard-least", {"card": action.card, "points": values[action.card]},
                  "tt.score.fewest-points")


def _check_turn(state: GameState, seat: int) -> None:
    if state.to_move != seat:
        raise ValueError(f"seat {seat} is not to move")


def _discard(state: GameState) -> Action:
    actions = state.legal_actions()
    outs = [a for a in actions if a.kind == OUT]
    if outs:
        return outs[0]
    values = state.discard_values()
    penalty = state.ruleset.penalty
    wild = state.wild_rank
    # solver.best_discard's order: least deadwood left, then the costlier card, then display order
    return min(actions, key=lambda a: (values[a.card], -penalty(a.card, wild), a.card.index))


def _explain_draw(state: GameState, seat: int, action: Action) -> Advice:
    top = state.top_discard
    if top is None:
        return Advice(action, "tt.draw.pile-empty", {}, "tt.draw.pile-empty")
    if not state.stock:
        return Advice(action, "tt.draw.stock-empty", {}, "tt.draw.stock-empty")
    hand = state.hands[seat]
    now = deadwood(hand, state.wild_rank, state.ruleset)
    with_top = min(discard_options(hand + [top], state.wild_rank, state.ruleset).values())
    params = {"card": top, "before": now, "after": with_top}
    if action.source == PILE:
        return Advice(action, "hint.tt.take-discard", params)
    return Advice(action, "hint.tt.draw-stock", params)
