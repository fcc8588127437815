"""The solver Pitch player: its cards chosen by the exact double-dummy solver over sampled deals.

At a card play it draws deals of the cards its seat has not seen, consistent with everything the
seat saw (``information.sample_world``, as the Monte Carlo player and the review draw them),
solves each deal exactly with every seat playing its best (``solver.search.solve``) and plays
the card with the best average value for its side: perfect-information Monte Carlo, as card
programs since GIB have played. The work is a count, not a clock: at most ``deals`` deals, and
no further deal once ``positions`` positions have been searched (``verdicts.DealBudget``), so a
move depends only on what the seat saw and the seed, on any machine.

Its calls, its trump and its exchange are the heuristic player's (``pitch_heuristic``): quick,
and the solver's own review of a call plays the rest of the hand by that player too.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from ..cards import Card
from ..pitch.actions import PLAY, Action
from .advice import Advice
from .information import SeatKnowledge
from .pitch_heuristic import heuristic_advice

if TYPE_CHECKING:
    from ..pitch.state import HandState

DEFAULT_DEALS = 12  # deals solved per card played, at most
DEFAULT_POSITIONS = 6_000  # positions searched per card, after which no further deal is started


def solver_advice(state: "HandState", seat: int, rng: random.Random, deals: int = DEFAULT_DEALS,
                  positions: int | None = DEFAULT_POSITIONS) -> Advice:
    """The solver player's move for ``seat`` (the seat to move) and its reason."""
    heuristic = heuristic_advice(state, seat)
    legal = state.legal_actions()
    if state.phase != "play" or len(legal) == 1:
        return heuristic
    values, solved = card_values(state, seat, rng, deals, positions)
    if not solved:
        return heuristic
    usual = heuristic.action.card
    best = max(values, key=lambda card: (values[card], card == usual))
    if best == usual:
        return heuristic
    gain = round(values[best] - values[usual], 1)
    return Advice(Action(PLAY, seat, card=best), "hint.play.best-in-samples",
                  {"card": best, "samples": solved, "gain": gain, "other": usual})


def card_values(state: "HandState", seat: int, rng: random.Random, deals: int,
                positions: int | None) -> tuple[dict[Card, float], int]:
    """Each legal card's average value for the seat's side over the deals solved, and their count."""
    from ..solver.review import averaged_values
    from ..solver.verdicts import DealBudget

    knowledge = SeatKnowledge.read(state.ruleset, state.observation(seat))
    return averaged_values(knowledge, rng, DealBudget(deals, positions, least=1))
