"""The heuristic Pitch player: one rule of thumb per phase, each with the reason it follows."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .advice import Advice
from .pitch_bidding import bid_advice, trump_advice
from .pitch_exchange import exchange_advice
from .pitch_play import play_advice

if TYPE_CHECKING:
    from ..pitch.state import HandState

_BY_PHASE = {"bidding": bid_advice, "trump": trump_advice, "exchange": exchange_advice,
             "play": play_advice}


def heuristic_advice(state: "HandState", seat: int) -> Advice:
    """What the heuristic player does for ``seat``, which must be the seat to move."""
    if state.to_move != seat:
        raise ValueError(f"seat {seat} is not to move")
    return _BY_PHASE[state.phase](state, seat)
