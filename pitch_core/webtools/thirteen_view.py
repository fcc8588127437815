"""What Play and the hand viewer add to a Three Thirteen state's view for the card table: the
round the table shows (between rounds, the one just scored), the cards wild in it, and hands laid
out in their melds by the meld calculator (``melds.calculate``), so the page draws exactly the
engine's arrangement."""

from __future__ import annotations

from typing import Any

from ..three_thirteen import actions as tt_actions
from ..three_thirteen.solver import is_wild
from ..three_thirteen.state import GameState
from .melds import calculate


def scored_round(state: GameState) -> dict[str, Any]:
    """Between rounds the state already counts the next round (its number, wild rank and dealer,
    an empty stock); the table still shows the round just scored. The view's fields for it."""
    last = state.results[-1]
    return {"round": last.round, "wild_rank": last.wild_rank.letter, "dealer": tt_actions.seat_label(last.dealer),
            "hand_size": state.ruleset.hand_size(last.round), "next_round": state.round_number}


def wild_cards(state: GameState, between_rounds: bool) -> list[str]:
    """The cards wild in the round shown, so the page marks a wild left over without the rule."""
    wild_rank = state.results[-1].wild_rank if between_rounds and state.results else state.wild_rank
    return sorted({c.code for c in state.ruleset.pack(len(state.hands)) if is_wild(c, wild_rank)})


def laid_out(state: GameState, cards: list[str], lang: str) -> dict[str, Any] | None:
    """A hand as the engine lays it out for the fewest points (the meld calculator's answer:
    melds, what each wild stands for, the cards left over and their penalties); None for no
    cards (between rounds)."""
    if not cards:
        return None
    answer = calculate(state.round_number, cards, state.ruleset.name, lang)
    answer.pop("events", None)  # the page draws the melds; the calculator explains them
    return answer
