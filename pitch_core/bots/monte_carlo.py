"""The determinised Monte Carlo Pitch player.

For its card play it samples worlds from its information set (``information.sample_world``:
the unseen trump dealt among the other hands consistently with everything it has seen), plays
each legal card out in every world with the heuristic player at every seat, and keeps the card
with the best average result for its side: the hand's score change for its side less the
other side's, plus a game's worth (the target) when the hand ends the game. Every card is tried
in the same worlds, so they are compared on equal deals.

The auction, the trump call and the exchange are the heuristic player's.

``samples`` bounds the work; ``budget_ms`` stops earlier on a slow machine (a browser): no world
is started that would likely end past it, but the first is always played. With
``budget_ms=None`` the choice depends only on the seat's information and the seed.
"""

from __future__ import annotations

import random
import time
from typing import TYPE_CHECKING

from ..cards import Card
from ..pitch.actions import Action
from .advice import Advice
from .information import SeatKnowledge, sample_world
from .pitch_heuristic import heuristic_advice
from .pitch_play import play_advice
from .pitch_view import TrumpFacts

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
    same_as = equivalent_plays(knowledge, legal)
    choices = list(dict.fromkeys(same_as.values()))
    if len(choices) == 1:
        return heuristic
    totals, worlds = _evaluate(knowledge, choices, rng, samples, budget_ms)
    if not worlds:
        return heuristic
    best = max(choices, key=lambda a: totals[a])  # the first of equals: legal order is stable
    if best == same_as[heuristic.action]:
        return heuristic
    gain = (totals[best] - totals[same_as[heuristic.action]]) / worlds
    return Advice(best, "hint.play.best-in-samples",
                  {"card": best.card, "samples": worlds, "gain": round(gain, 1),
                   "other": heuristic.action.card})


def equivalent_plays(knowledge: SeatKnowledge, legal: list[Action]) -> dict[Action, Action]:
    """Each legal play mapped to the first of its kind: cards that touch (no trump we have not
    seen ranks between them) and are worth the same do the same work, so one is tried for all."""
    facts = knowledge.facts
    unseen_ranks = sorted(facts.rank[c] for c in knowledge.unseen())
    same_as: dict[Action, Action] = {}
    representative: Action | None = None
    for action in sorted(legal, key=lambda a: facts.rank[a.card]):  # type: ignore[index]
        if representative is None or not _touching(facts, representative.card, action.card, unseen_ranks):
            representative = action
        same_as[action] = representative
    return {action: same_as[action] for action in legal}


def _touching(facts: TrumpFacts, higher: Card, lower: Card, unseen_ranks: list[int]) -> bool:
    if facts.first_played_high and (higher.is_joker or lower.is_joker):
        return False  # a joker's place depends on when it is played
    if facts.capturable(higher) != facts.capturable(lower) or (higher in facts.returning) != (
            lower in facts.returning):
        return False
    top, bottom = facts.rank[higher], facts.rank[lower]
    return not any(top < rank < bottom for rank in unseen_ranks)


def _evaluate(knowledge: SeatKnowledge, choices: list[Action], rng: random.Random, samples: int,
              budget_ms: float | None) -> tuple[dict[Action, float], int]:
    """Total result of each choice over the worlds played, and how many worlds that was."""
    started = time.perf_counter()
    dropped = [card for _, card, _ in knowledge.drops]
    totals = dict.fromkeys(choices, 0.0)
    worlds = 0
    for _ in range(samples):
        world = sample_world(knowledge, rng)
        if world is None:
            continue
        for action in choices:
            trial = world.copy()
            trial.apply(action)
            play_out(trial, dropped)
            totals[action] += side_result(trial, knowledge.seat)
        worlds += 1
        if budget_ms is not None and _next_world_too_late(started, worlds, budget_ms):
            break
    return totals, worlds


def _next_world_too_late(started: float, worlds: int, budget_ms: float) -> bool:
    """Stop before a world that would likely end past the budget (worlds take about as long
    as each other)."""
    spent_ms = (time.perf_counter() - started) * 1000
    return spent_ms + spent_ms / worlds > budget_ms


def play_out(world: "HandState", dropped: list[Card]) -> None:
    """Finish the hand with the heuristic player at every seat."""
    while not world.is_terminal:
        world.apply(play_advice(world, world.to_move, dropped).action)  # type: ignore[arg-type]


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
