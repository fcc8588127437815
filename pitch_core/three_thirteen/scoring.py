"""Scoring a Three Thirteen round (docs/three-thirteen.md, rules tt.score.*) and the events that explain it.

Each player's hand after his last discard is laid out for the fewest penalty points (the solver's
minimum, rule tt.score.deadwood); the player who went out scores 0. Every step is an ``Event`` citing a rule:
the melds each hand makes, what each wild stands for, what is left over and what it costs.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from ..cards import Card, Rank
from ..contract import RoundView, SeatScoreView
from ..event import Event
from .actions import seat_label
from .ruleset import Ruleset
from .solver import RUN, Arrangement, min_deadwood


@dataclass(frozen=True)
class SeatScore:
    seat: int
    points: int
    arrangement: Arrangement
    went_out: bool = False

    def to_dict(self) -> SeatScoreView:
        laid = self.arrangement.to_dict()  # its deadwood is ``points``, or 0 for who went out
        return {"seat": seat_label(self.seat), "points": self.points, "went_out": self.went_out,
                "wild_rank": laid["wild_rank"], "melds": laid["melds"], "leftover": laid["leftover"]}


@dataclass(frozen=True)
class RoundResult:
    round: int
    dealer: int
    wild_rank: Rank
    out_seat: int | None
    seats: tuple[SeatScore, ...]
    totals: tuple[int, ...]  # cumulative, after this round

    @property
    def scores(self) -> tuple[int, ...]:
        return tuple(s.points for s in self.seats)

    def to_dict(self) -> RoundView:
        return {"round": self.round, "dealer": seat_label(self.dealer),
                "wild_rank": self.wild_rank.letter,
                "went_out": None if self.out_seat is None else seat_label(self.out_seat),
                "scores": list(self.scores), "totals": list(self.totals),
                "seats": [s.to_dict() for s in self.seats]}


def score_round(rules: Ruleset, round_number: int, dealer: int, hands: Sequence[Sequence[Card]],
                out_seat: int | None, out_arrangement: Arrangement | None,
                totals_before: Sequence[int]) -> tuple[RoundResult, list[Event]]:
    """Score every hand; the going-out player's laid-down melds are kept as he showed them."""
    wild_rank = rules.wild_rank(round_number)
    events: list[Event] = [Event("tt.score.fewest-points")]
    seats = []
    for seat, hand in enumerate(hands):
        went_out = seat == out_seat and out_arrangement is not None
        arrangement = out_arrangement if went_out else min_deadwood(hand, wild_rank, rules)
        assert arrangement is not None
        seats.append(SeatScore(seat, arrangement.deadwood, arrangement, went_out))
        events.extend(explain_hand(rules, seat, arrangement, went_out))
    totals = tuple(before + s.points for before, s in zip(totals_before, seats))
    table = ", ".join(f"{seat_label(i)}: {t}" for i, t in enumerate(totals))
    events.append(Event("tt.score.totals", {"round": round_number, "totals": table}))
    result = RoundResult(round_number, dealer, wild_rank, out_seat, tuple(seats), totals)
    return result, events


def explain_hand(rules: Ruleset, seat: int, arrangement: Arrangement,
                 went_out: bool = False) -> list[Event]:
    """The events that say how one hand is laid out and what it costs."""
    label = seat_label(seat)
    events = []
    for meld in arrangement.melds:
        events.append(Event("tt.meld.run" if meld.kind == RUN else "tt.meld.set",
                            {"cards": list(meld.stands_for)}))
        for card, stands_for in meld.wilds:
            events.append(Event("tt.wild.any-card", {"card": card, "stands_for": stands_for}))
    for card in arrangement.leftover:
        if card.is_joker:
            events.append(Event("tt.score.joker", {"points": rules.joker_penalty}))
        elif card.rank is arrangement.wild_rank:
            points = rules.penalty(card, arrangement.wild_rank)
            if rules.wild_penalty is None:
                events.append(Event("tt.score.wild-face-value", {"card": card, "points": points}))
            else:
                events.append(Event("tt.score.wild-fixed", {"points": points}))
    if went_out:
        events.append(Event("tt.score.went-out", {"seat": label}))
    elif arrangement.deadwood == 0:
        events.append(Event("tt.score.all-melded", {"seat": label}))
    else:
        events.append(Event("tt.score.deadwood", {"seat": label, "cards": list(arrangement.leftover),
                                                  "points": arrangement.deadwood}))
    return events


def winners(totals: Sequence[int]) -> list[int]:
    """Every seat with the lowest total (a tie shares the win: docs/clarifications.md#clar-three-thirteen-tie)."""
    low = min(totals)
    return [seat for seat, total in enumerate(totals) if total == low]


def game_end_event(totals: Sequence[int]) -> Event:
    best = winners(totals)
    names = ", ".join(seat_label(s) for s in best)
    rule = "tt.game.winner" if len(best) == 1 else "tt.game.tie"
    return Event(rule, {"winners": names, "points": totals[best[0]]})
