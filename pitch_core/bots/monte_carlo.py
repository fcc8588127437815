"""The determinised Monte Carlo Pitch player.

For its card play it samples worlds from its information set (``information.sample_world``:
the unseen trump dealt among the other hands consistently with everything it has seen), plays
each legal card out in every world with the heuristic player at every seat, and keeps the card
with the best average result for its side: the hand's score change for its side less the
other side's, plus a game's worth (the target) when the hand ends the game. Every card is tried
in the same worlds, so they are compared on equal deals.

The auction, the trump call and the exchange are the heuristic player's.

``samples`` bounds the work; ``budget_ms`` stops earlier on a slow machine (a browser) once at
least one world is played. With ``budget_ms=None`` the choice depends only on the seat's
information and the seed.
"""

from __future__ import annotations

import random
import time
from typing import TYPE_CHECKING

from ..pitch.actions import Action
from .advice import Advice
from .information import SeatKnowledge, sample_world
from .pitch_heuristic import heuristic_advice
from .pitch_play import play_advice

if TYPE_CHECKING:
    from ..pitch.state import HandState

DEFAULT_SAMPLES = 40
DEFAULT_BUDGET_MS = 100.0


def monte_carlo_advice(state: "HandState", seat: int, rng: random.Random,
                       samples: int = DEFAULT_SAMPLES, budget_ms: float | None = DEFAULT_BUDGET_MS) -> Advice:
    heuristic = heuristic_advice(state, seat)
    legal = state.legal_actions()
    if state.phase != "play" or len(legal) == 1:
        return heuristic
    knowledge = SeatKnowledge.read(state.ruleset, state.observation(seat))
    totals, worlds = _evaluate(knowledge, legal, rng, samples, budget_ms)
    if not worlds:
        return heuristic
    best = max(legal, key=lambda a: totals[a])  # the first of equals: legal order is stable
    if best == heuristic.action:
        return heuristic
    gain = (totals[best] - totals[heuristic.action]) / worlds
    return Advice(best, "hint.play.best-in-samples",
                  {"card": best.card, "samples": worlds, "gain": round(gain, 1),
                   "other": heuristic.action.card})


def _evaluate(knowledge: SeatKnowledge, legal: list[Action], rng: random.Random, samples: int,
              budget_ms: float | None) -> tuple[dict[Action, float], int]:
    """Total result of each action over the worlds played, and how many worlds that was."""
    deadline = None if budget_ms is None else time.perf_counter() + budget_ms / 1000
    totals = dict.fromkeys(legal, 0.0)
    worlds = 0
    for _ in range(samples):
        world = sample_world(knowledge, rng)
        if world is None:
            continue
        for action in legal:
            trial = world.copy()
            trial.apply(action)
            play_out(trial)
            totals[action] += side_result(trial, knowledge.seat)
        worlds += 1
        if deadline is not None and time.perf_counter() > deadline:
            break
    return totals, worlds


def play_out(world: "HandState") -> None:
    """Finish the hand with the heuristic player at every seat."""
    while not world.is_terminal:
        world.apply(play_advice(world, world.to_move).action)  # type: ignore[arg-type]


def side_result(world: "HandState", seat: int) -> float:
    """The finished hand for ``seat``'s side: its score change less the other side's (averaged
    over the scoring units of a side), and a game's worth if the hand ended the game."""
    result = world.result
    assert result is not None
    mine = world.side_of(seat)
    ours, theirs = [], []
    for unit, change in enumerate(result.changes):  # scoring unit u is team u or seat u
        (ours if world.side_of(unit) == mine else theirs).append(change)
    value = sum(ours) / len(ours) - (sum(theirs) / len(theirs) if theirs else 0.0)
    if result.winners:
        won = world.unit_of(seat) in result.winners
        value += world.ruleset.target if won else -world.ruleset.target
    return value
