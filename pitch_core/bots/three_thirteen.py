"""The Three Thirteen players, with the reason for each move.

Both decide from the seat's observation alone (``ThirteenObservation``: its own hand, the
discard pile, the sizes of the other hands and of the stock) and the table's rules: the
functions below take a ``ThirteenObservation``, so no decision can read another hand or the
stock's order.

Heuristic: the draw is ``three_thirteen.simulate.greedy_draw``'s: take the top discard when
it lowers the least deadwood the hand can reach after discarding, else draw from the stock.
The discard leaves the least deadwood (the solver's ``discard_options``), the higher-penalty card first among equals as ``solver.best_discard`` orders
them; and the player goes out whenever it can. The deadwood figures of the reasons are
computed only for advice.

Monte Carlo: the same, but the draw weighs the top discard against the stock: it samples cards
the seat has not seen (its own hand and the discard pile are all it knows of the pack) and
takes the discard only if it leaves less deadwood than a stock card would on average.
"""

from __future__ import annotations

import random
from collections import Counter
from functools import lru_cache
from typing import Sequence

from ..cards import Card, Rank
from ..three_thirteen.actions import DRAW, OUT, PILE, STOCK, Action
from ..three_thirteen.observation import ThirteenObservation
from ..three_thirteen.ruleset import Ruleset
from ..three_thirteen.simulate import greedy_draw
from ..three_thirteen.solver import deadwood, discard_options
from ..three_thirteen.state import DRAW_PHASE, GameState
from .advice import Advice


STOCK_SAMPLES = 24  # stock cards imagined per draw by the Monte Carlo player


def tt_choice(state: GameState, seat: int, rng: random.Random, search: bool = False) -> Action:
    """The move, without the work of explaining it (``search``: the Monte Carlo draw)."""
    return choice_from(state.observation(seat), state.ruleset, rng, search)


def tt_advice(state: GameState, seat: int, rng: random.Random, search: bool = False) -> Advice:
    return advice_from(state.observation(seat), state.ruleset, rng, search)


# -- decisions from what the seat sees ----------------------------------------------------------
def choice_from(seen: ThirteenObservation, rules: Ruleset, rng: random.Random, search: bool = False) -> Action:
    _check_turn(seen)
    if seen.phase != DRAW_PHASE:
        return _discard(seen, rules)
    if search and len(seen.legal) > 1:
        return sampled_draw(seen, rules, rng)[0]
    return greedy_draw(seen.hand, seen.top_discard, seen.legal, seen.wild_rank, rules)


def advice_from(seen: ThirteenObservation, rules: Ruleset, rng: random.Random, search: bool = False) -> Advice:
    if search and seen.phase == DRAW_PHASE and len(seen.legal) > 1:
        _check_turn(seen)
        action, with_top, expected = sampled_draw(seen, rules, rng)
        params = {"card": seen.top_discard, "after": with_top, "expected": round(expected, 1)}
        code = "hint.tt.take-discard-expected" if action.source == PILE else "hint.tt.draw-stock-expected"
        return Advice(action, code, params)
    action = choice_from(seen, rules, rng)
    if action.kind == DRAW:
        return _explain_draw(seen, rules, action)
    if action.kind == OUT:
        return Advice(action, "hint.tt.go-out", {"card": action.card}, "tt.go-out.all-melded")
    values = _discard_values(seen.hand, seen.wild_rank, rules)
    return Advice(action, "hint.tt.discard-least", {"card": action.card, "points": values[action.named_card]},
                  "tt.score.fewest-points")


def _check_turn(seen: ThirteenObservation) -> None:
    if seen.seat is None or seen.to_move != seen.seat:
        raise ValueError(f"seat {seen.seat} is not to move")


@lru_cache(maxsize=64)
def _discard_values(hand: tuple[Card, ...], wild: Rank, rules: Ruleset) -> dict[Card, int]:
    """The deadwood each discard leaves (cached: the advice asks again for the hand the choice
    just weighed). Read only."""
    return discard_options(hand, wild, rules)


def _discard(seen: ThirteenObservation, rules: Ruleset) -> Action:
    actions = seen.legal
    outs = [a for a in actions if a.kind == OUT]
    if outs:
        return outs[0]
    values = _discard_values(seen.hand, seen.wild_rank, rules)
    penalty = rules.penalty
    wild = seen.wild_rank
    # solver.best_discard's order: least deadwood left, then the costlier card, then display order
    return min(actions, key=lambda a: (values[a.named_card], -penalty(a.named_card, wild), a.named_card.index))


def _explain_draw(seen: ThirteenObservation, rules: Ruleset, action: Action) -> Advice:
    top = seen.top_discard
    if top is None:
        return Advice(action, "tt.draw.pile-empty", {}, "tt.draw.pile-empty")
    if not seen.stock_size:
        return Advice(action, "tt.draw.stock-empty", {}, "tt.draw.stock-empty")
    hand = list(seen.hand)
    now = deadwood(hand, seen.wild_rank, rules)
    with_top = _least_after_discard(seen, rules, hand + [top])
    params = {"card": top, "before": now, "after": with_top}
    if action.source == PILE:
        return Advice(action, "hint.tt.take-discard", params)
    return Advice(action, "hint.tt.draw-stock", params)


def sampled_draw(seen: ThirteenObservation, rules: Ruleset, rng: random.Random) -> tuple[Action, int, float]:
    """The draw, with the deadwood the top discard leaves and what a stock card leaves on
    average over sampled unseen cards."""
    hand, top = list(seen.hand), seen.top_discard
    assert top is not None and seen.seat is not None, "both draws are legal: the pile has a card"
    with_top = _least_after_discard(seen, rules, hand + [top])
    unseen = _unseen(seen, rules)
    drawn = rng.sample(unseen, min(STOCK_SAMPLES, len(unseen)))
    expected = sum(_least_after_discard(seen, rules, hand + [c]) for c in drawn) / len(drawn)
    source = PILE if with_top < expected else STOCK  # a tie keeps our hand secret
    return Action.draw(seen.seat, source), with_top, expected


def _least_after_discard(seen: ThirteenObservation, rules: Ruleset, cards: Sequence[Card]) -> int:
    return min(discard_options(cards, seen.wild_rank, rules).values())


def _unseen(seen: ThirteenObservation, rules: Ruleset) -> list[Card]:
    """Cards of the pack this seat has not seen: not in its hand, not on the discard pile."""
    left = Counter(rules.pack(seen.players)) - Counter(seen.hand) - Counter(seen.pile)
    return sorted(left.elements())
