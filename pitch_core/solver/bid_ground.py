"""Play's bidding hint from the review's own analysis: the call that does best over deals of the
cards the seat cannot see, each played out exactly, with its ground.

The calls weighed are those the review of a call weighs (``choices.options_for``: passing, the
engine player's call, the cheapest bid and the bids next to them), each tried on the same deals
drawn from the seat's view (``worlds.sample_world``), the rest of the auction, the trump and the
exchange made by the engine's player and the play solved exactly (``choices.review_choice``). The
hint names the best call; its ground is every call weighed with what it is worth to the seat's
side on average and, for a bid, how often the side plays the contract and makes it (the
choices' ``Tally``).

The work is a count, not a clock (``HINT_DEALS`` deals, no further deal once ``HINT_POSITIONS``
positions are searched), and the deals come from a generator seeded by the caller's seed and the
seat's view only: the same hint on any machine, and never a card the seat cannot see.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Callable

from ..bots.advice import Advice
from ..bots.pitch_heuristic import heuristic_advice
from ..pitch.actions import BID, Action
from ..pitch.hand_types import BIDDING_PHASE
from ..pitch.state import HandState
from .choices import ChoiceDecision, Tally, review_choice

HINT_DEALS = 16  # deals the calls are tried on, at most
HINT_POSITIONS = 24_000  # positions searched, after which no further deal is started
HINT_LEAST = 3  # deals tried whatever the positions: fewer say too little

Reason = tuple[str, dict[str, Any]]


@dataclass(frozen=True)
class BidGround:
    """The analysed bid hint: the advice (the best call, said as a hint) and each call weighed."""

    advice: Advice
    decision: ChoiceDecision | None  # None: one call only, nothing to weigh

    def reasons(self) -> list[Reason]:
        """One line per call weighed, the best first: its average worth, how often it is made."""
        decision = self.decision
        if decision is None:
            return []
        ordered = sorted(decision.values, key=lambda call: (call != decision.best, -decision.values[call]))
        return [_ground(call, decision.values[call], decision.tallies[call], decision.samples) for call in ordered]


def analysed_bid(state: HandState, seat: int, seed: int | str = 0, deals: int = HINT_DEALS,
                 positions: int = HINT_POSITIONS, least: int = HINT_LEAST) -> BidGround:
    """The call the analysis finds best for ``seat`` (to move in the auction), with its ground."""
    if state.phase != BIDDING_PHASE or state.to_move != seat:
        raise ValueError("the analysed hint is for the seat to move in the auction")
    usual = heuristic_advice(state, seat)
    rng = random.Random(f"bid-hint:{seed}:{len(state.history)}")
    decision = review_choice(state, seat, usual.action, deals, rng, budget=positions, least=least)
    if decision is None or not decision.samples:
        return BidGround(usual, None)
    best = decision.best
    params: dict[str, Any] = {"samples": decision.samples, "points": _average(decision.values[best])}
    if best.kind == BID:
        advice = Advice(best, "hint.bid.analysed", {**params, "bid": best.bid})
    else:
        advice = Advice(best, "hint.bid.analysed-pass", params)
    return BidGround(advice, decision)


def _ground(call: Action, value: float, tally: Tally, samples: int) -> Reason:
    points = _average(value)
    if call.kind != BID:
        return "hint.bid.ground.pass", {"points": points}
    if not tally.contracts:
        return "hint.bid.ground.outbid", {"bid": call.bid, "points": points}
    return "hint.bid.ground.bid", {"bid": call.bid, "points": points, "count": tally.made,
                                   "total": tally.contracts, "samples": samples}


def _average(value: float) -> float:
    """A tenth of a point is as fine as a few deals can tell (and never a "−0")."""
    return round(value, 1) + 0.0


# -- timing (bench/bid_hint.py here, bench/bid_hint_pyodide.mjs in Pyodide) -----------------------
def first_calls(preset: str, count: int, seed: int) -> list[tuple[HandState, int]]:
    """``count`` auction positions of ``preset``: a random deal, then a few calls by the engine's
    player (each position a different seat's first call), with the seat to move."""
    from ..pitch import get_ruleset

    ruleset = get_ruleset(preset)
    found: list[tuple[HandState, int]] = []
    for number in range(count):
        rng = random.Random(f"{seed}:{number}")
        state = HandState.new(ruleset, dealer=number % ruleset.players)
        while state.is_chance:
            state.deal_random(rng)
        for _ in range(number % ruleset.players):
            if state.phase == BIDDING_PHASE:
                state.apply(heuristic_advice(state, state.current_player).action)
        if state.phase == BIDDING_PHASE:
            found.append((state, state.current_player))
    return found


def hint_timing_report(presets: list[str], count: int, seed: int, clock: Callable[[], float] | None = None) -> str:
    """The analysed bid hint's time and deals solved, per preset: ``clock`` in seconds (by
    default this thread's CPU clock; Pyodide's is the wall clock, so its bench passes Node's)."""
    import statistics
    import time

    clock = clock or time.process_time
    lines = [f"{'preset':<26}{'hints':>6}{'median ms':>11}{'max ms':>9}{'median deals':>14}"]
    for preset in presets:
        times: list[float] = []
        deals: list[int] = []
        for state, seat in first_calls(preset, count, seed):
            started = clock()
            ground = analysed_bid(state, seat, seed)
            times.append((clock() - started) * 1000)
            deals.append(ground.decision.samples if ground.decision else 0)
        lines.append(f"{preset:<26}{len(times):>6}{statistics.median(times):>11.1f}{max(times):>9.1f}"
                     f"{statistics.median(deals):>14g}")
    return "\n".join(lines)
