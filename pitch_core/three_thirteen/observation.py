"""What one seat may see of a game of Three Thirteen, as one typed value, and its JSON shape.

``GameState.observation(seat)`` builds a ``ThirteenObservation``: the seat's own hand, the
face-up discard pile (every discard was seen), the sizes of the other hands and of the stock,
the melds of whoever went out, the scores. ``seat=None`` is the open view (every hand and the
stock's order), for replays and tests. Seats are 0-based in the value and named ``1`` … ``n``
in the JSON, as in notation; moves are structured (``Action.to_dict``).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..cards import Card, Rank
from ..contract import MoveView, ThirteenView
from ..game import SeatObservation
from .actions import Action, seat_label
from .scoring import RoundResult
from .solver import Arrangement


@dataclass(frozen=True)
class ThirteenObservation(SeatObservation):
    """``SeatObservation`` (seats, to move, hands sorted, moves, events, legal) and a round's
    table. A seat's ``moves`` show chance actions as ``Action.as_seen``: a deal by its upcard,
    a reshuffle by its kind, never another hand or the stock's order."""

    preset: str
    round_number: int
    rounds: int
    hand_size: int
    wild_rank: Rank
    dealer: int
    phase: str
    hand_sizes: tuple[int, ...]
    stock: tuple[Card, ...] | None  # top first; the open view only
    stock_size: int
    pile: tuple[Card, ...]  # bottom to top
    drawn: tuple[str, Card] | None  # this turn's draw, for the seat that drew
    went_out: int | None
    out_arrangement: Arrangement | None
    final_turns: int
    totals: tuple[int, ...]
    results: tuple[RoundResult, ...]
    winners: tuple[int, ...]

    def name(self, seat: int | None) -> str | None:
        return None if seat is None else seat_label(seat)

    def label(self, seat: int) -> str:
        return seat_label(seat)

    def action_view(self, action: Action) -> MoveView:
        return action.to_dict()

    @property
    def top_discard(self) -> Card | None:
        return self.pile[-1] if self.pile else None

    def to_dict(self) -> ThirteenView:
        name = self.name
        view: ThirteenView = {
            "game": "three-thirteen",
            "preset": self.preset,
            **self.core_dict(),
            "round": self.round_number,
            "rounds": self.rounds,
            "hand_size": self.hand_size,
            "wild_rank": self.wild_rank.letter,
            "dealer": self.label(self.dealer),
            "phase": self.phase,
            "hand_sizes": list(self.hand_sizes),
            "jokers_alike": True,  # the printed jokers are alike and wild: a table draws them the same
            "printed_jokers": True,  # ... and names them as this game's printed joker, not Pitch's high or low one
            "stock_size": self.stock_size,
            "discard_pile": [c.code for c in self.pile],
            "top_discard": self.top_discard.code if self.top_discard else None,
            "went_out": name(self.went_out),
            "out_melds": self.out_arrangement.to_dict() if self.out_arrangement else None,
            "final_turns_left": self.final_turns,
            "totals": list(self.totals),
            "rounds_played": [r.to_dict() for r in self.results],
            "winners": [self.label(s) for s in self.winners],
        }
        if self.seat is None:
            view["hands"] = [[c.code for c in h or ()] for h in self.hands]
            view["stock"] = [c.code for c in self.stock or ()]
        if self.drawn is not None:
            view["drawn"] = {"source": self.drawn[0], "card": self.drawn[1].code}
        return view


__all__ = ["ThirteenObservation"]
