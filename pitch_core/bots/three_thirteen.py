"""The Three Thirteen players, with the reason for each move.

Heuristic: the draw is ``three_thirteen.simulate.greedy_policy``'s: take the top discard when
it lowers the least deadwood the hand can reach after discarding, else draw from the stock.
The discard leaves the least deadwood (the solver's ``discard_options``, through
``GameState``), the higher-penalty card first among equals as ``solver.best_discard`` orders
them; and the player goes out whenever it can. The deadwood figures of the reasons are
computed only for advice.

Monte Carlo: the same, but the draw weighs the top discard against the stock: it samples cards
the seat has not seen (its own hand and the discard pile are all it knows of the pack) and
takes the discard only if it leaves less deadwood than a stock card would on average.
"""

from __future__ import annotations

import random
from collections import Counter

from ..three_thirteen.actions import DRAW, OUT, PILE, STOCK, Action
from ..three_thirteen.simulate import greedy_policy
from ..three_thirteen.solver import deadwood, discard_options
from ..three_thirteen.state import DRAW_PHASE, GameState
from .advice import Advice


STOCK_SAMPLES = 24  # stock cards imagined per draw by the Monte Carlo player


def tt_choice(state: GameState, seat: int, rng: random.Random, search: bool = False) -> Action:
    """The move, without the work of explaining it (``search``: the Monte Carlo draw)."""
    _check_turn(state, seat)
    if state.phase != DRAW_PHASE:
        return _discard(state)
    if search and len(state.legal_actions()) > 1:
        return sampled_draw(state, seat, rng)[0]
    return greedy_policy(state, rng)


def tt_advice(state: GameState, seat: int, rng: random.Random, search: bool = False) -> Advice:
    if search and state.phase == DRAW_PHASE and len(state.legal_actions()) > 1:
        _check_turn(state, seat)
        action, with_top, expected = sampled_draw(state, seat, rng)
        params = {"card": state.top_discard, "after": with_top, "expected": round(expected, 1)}
        code = "hint.tt.take-discard-expected" if action.source == PILE else "hint.tt.draw-stock-expected"
        return Advice(action, code, params)
    action = tt_choice(state, seat, rng)
    if action.kind == DRAW:
        return _explain_draw(state, seat, action)
    values = state.discard_values()
    if action.kind == OUT:
        return Advice(action, "hint.tt.go-out", {"card": action.card}, "tt.go-out.all-melded")
    return Advice(action, "hint.tt.discard-least", {"card": action.card, "points": values[action.named_card]},
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
    return min(actions, key=lambda a: (values[a.named_card], -penalty(a.named_card, wild), a.named_card.index))


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


def sampled_draw(state: GameState, seat: int, rng: random.Random) -> tuple[Action, int, float]:
    """The draw, with the deadwood the top discard leaves and what a stock card leaves on
    average over sampled unseen cards."""
    hand, top = state.hands[seat], state.top_discard
    with_top = _least_after_discard(state, hand + [top])
    unseen = _unseen(state, seat)
    drawn = rng.sample(unseen, min(STOCK_SAMPLES, len(unseen)))
    expected = sum(_least_after_discard(state, hand + [c]) for c in drawn) / len(drawn)
    source = PILE if with_top < expected else STOCK  # a tie keeps our hand secret
    return Action.draw(seat, source), with_top, expected


def _least_after_discard(state: GameState, cards: list) -> int:
    return min(discard_options(cards, state.wild_rank, state.ruleset).values())


def _unseen(state: GameState, seat: int) -> list:
    """Cards of the pack this seat has not seen: not in its hand, not on the discard pile."""
    left = Counter(state.pack) - Counter(state.hands[seat]) - Counter(state.pile)
    return sorted(left.elements())
