"""The small values a Pitch hand is made of: its phases, its tricks and its credits.

A leaf module: the hand state, the exchange, the observation and the bots all use these values,
and none of them has to import another to get them.
"""

from __future__ import annotations

from typing import Final, Literal, NamedTuple

from ..cards import Card

Phase = Literal["deal", "bidding", "trump", "exchange", "play", "done"]
DEAL: Final = "deal"
BIDDING_PHASE: Final = "bidding"
TRUMP_PHASE: Final = "trump"
EXCHANGE: Final = "exchange"
PLAY_PHASE: Final = "play"
DONE_PHASE: Final = "done"

KEEP: Final = 6  # cards (trump) a player keeps for the play (rule exchange.keep-six)


class Credit(NamedTuple):
    """Where one point card's points went, and why (the per-card breakdown)."""

    card: Card
    points: int
    side: int | None  # 0 bidding side, 1 defenders, None: out of play (burned, unused)
    rule_id: str
    seat: int | None = None  # who played or held it
    trick: int | None = None  # 1-based trick number, if taken in a trick


class Trick(NamedTuple):
    leader: int
    plays: tuple[tuple[int, Card], ...]
    winner: int


__all__ = ["BIDDING_PHASE", "DEAL", "DONE_PHASE", "EXCHANGE", "KEEP", "PLAY_PHASE", "TRUMP_PHASE",
           "Credit", "Phase", "Trick"]
