"""What one seat may see of a Pitch hand, as one typed value, and its one JSON shape.

``HandState.observation(seat)`` builds a ``PitchObservation``; the bots read its fields, and the
tutorial build, the browser tools and the hand viewer send ``to_dict()`` to the page. With
``seat=None`` it is the open view of a finished or teaching hand: every hand face up.

Seats stay 0-based integers in the value; the JSON names them by their notation labels
(``N`` … ``W``, ``1`` … ``5``), the same identifiers the page's data translates into the
reader's language. Moves are structured (``Action.to_dict``), so no page parses notation.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from ..cards import Card, Suit
from ..contract import BreakdownEntry, MoveView, PitchResultView, PitchView, TrickView
from ..game import SeatObservation
from .actions import Action, seat_label
from .hand_types import DONE_PHASE, PLAY_PHASE, Credit, Trick
from .scoring import HandScore

_SIDES = {0: "bidding", 1: "defenders", None: "nobody"}


@dataclass(frozen=True)
class PitchObservation(SeatObservation):
    """``SeatObservation`` (seats, to move, hands, moves, events, legal) and a Pitch hand's
    table. Its ``moves`` leave the deal out (a seat sees its own cards in ``hands``) and a
    13-point partner bidder's swap out of another seat's view."""

    preset: str
    phase: str
    dealer: int
    unit_names: tuple[str, ...]  # scoring units: the two teams, or each player five-handed
    scores: tuple[int, ...]
    calls: tuple[tuple[int, int | str | None], ...]  # (seat, bid); None is a pass
    bidder: int | None
    bid: int | str | None
    trump: Suit | None
    called: Card | None
    partner: int | None  # five-handed: known to the partner, and to all once the card is played
    card_counts: tuple[int, ...]
    widow: tuple[Card, ...] | None  # the open view only
    widow_count: int
    middle: tuple[Card, ...]  # 13-point partner: the face-up middle
    looking_at: Card | None  # 13-point partner: the card the seat to move is looking at
    tricks: tuple[Trick, ...]
    trick: tuple[tuple[int, Card], ...]
    taken: tuple[int, int] | None  # points by side; None where that would give a secret away
    open_drops: tuple[tuple[int, Card, str], ...]  # trump given up in sight of all: (seat, card, rule)
    rest_receiver: int | None  # ten-point: who took the rest of the widow
    result: HandScore | None
    credits: tuple[Credit, ...]  # the per-card breakdown, once the hand is scored (or open)
    # Seats this view knows to hold no trump in play: its own, any seat play has passed over
    # (one who holds trump must play it), every seat in the open view or once the hand is over.
    out_of_trump: tuple[int, ...] = ()
    # Every card of the deck in the order a hand is best shown: trump first, highest first, once
    # trump is named; then (or before trump) by suit, alternating colours, highest first.
    card_order: tuple[Card, ...] = ()
    bidding_units: tuple[int, ...] = ()  # once the hand is scored: the scoring units on the bidding side
    # The two jokers look alike (13-point partner): a table draws them the same, since which one is
    # high is settled only by the order they are played in.
    jokers_alike: bool = False

    def label(self, seat: int | None) -> str:
        return "" if seat is None else seat_label(seat, self.players)

    def name(self, seat: int | None) -> str:
        return self.label(seat)

    def action_view(self, action: Action) -> MoveView:
        return action.to_dict(self.players)

    def to_dict(self) -> PitchView:
        name = self.label
        view: PitchView = {
            "game": "pitch",
            "preset": self.preset,
            **self.core_dict(),
            "phase": self.phase,
            "dealer": name(self.dealer),
            "units": list(self.unit_names),
            "scores": dict(zip(self.unit_names, self.scores)),
            "calls": [{"seat": name(s), "bid": "pass" if b is None else b} for s, b in self.calls],
            "bidder": name(self.bidder),
            "bid": self.bid,
            "trump": self.trump.letter if self.trump else None,
            "called": self.called.code if self.called else None,
            "partner": name(self.partner) or None,
            "card_counts": {name(s): n for s, n in enumerate(self.card_counts)},
            "widow_count": self.widow_count,
            "middle": [c.code for c in self.middle],
            "tricks": [_trick(t, name) for t in self.tricks],
            "trick": [{"seat": name(s), "card": c.code} for s, c in self.trick],
            "last_trick": _trick(self.tricks[-1], name) if self.tricks else None,
            "taken": list(self.taken) if self.taken is not None else None,
            "result": self._result(),
            "out_of_trump": [name(s) for s in self.out_of_trump],
            "card_order": [c.code for c in self.card_order],
            "jokers_alike": self.jokers_alike,
        }
        if self.seat is None:  # the open view: every hand and the widow face up
            view["hands"] = {name(s): [c.code for c in h or ()] for s, h in enumerate(self.hands)}
            view["widow"] = [c.code for c in self.widow or ()]
        if self.looking_at is not None:
            view["looking_at"] = self.looking_at.code
        return view

    def _result(self) -> PitchResultView | None:
        result = self.result
        if result is None:
            return None
        units = self.unit_names
        return {
            "bid": result.bid,
            "moon": result.moon,
            "made": result.made,
            "set_early": result.set_early,
            "taken": {"bidding": result.taken[0], "defenders": result.taken[1]},
            "changes": dict(zip(units, result.changes)),
            "scores": dict(zip(units, result.scores_after)),
            "winners": [units[u] for u in result.winners],
            "breakdown": [breakdown_entry(c, self.label) for c in self.credits],
            "bidding_units": [units[u] for u in self.bidding_units],
        }


def known_out_of_trump(state: Any, seat: int | None) -> tuple[int, ...]:
    """The seats ``seat`` knows to hold no trump (``None``: the open view knows them all).

    Only trump is played, and a seat holding trump must play to every trick, so a seat play has
    passed over is out: one missing from a finished trick, one the current trick went past, and
    the seats the lead skipped on its way from the last winner (or the bidder) to the leader.
    """
    if state.phase not in (PLAY_PHASE, DONE_PHASE):
        return ()
    players = state.players
    out = {s for s in range(players) if not state.has_trump(s)}
    if seat is None or state.phase == DONE_PHASE:
        return tuple(sorted(out))
    known = {s for s in out if s == seat or not state.hands[s]}  # his own; an empty hand is in sight
    for trick in state.tricks:
        known |= out - {s for s, _ in trick.plays}
    mover = state.to_move
    leader = state.trick[0][0] if state.trick else mover
    last = state.tricks[-1].winner if state.tricks else state.bidder
    if leader is not None and last is not None and last != leader:  # the lead passed the last winner by
        if last in out:
            known.add(last)
        if state.ruleset.lead_when_out == "next_clockwise":
            known |= out & set(_between(last, leader, players))
    if state.trick and mover is not None:  # the trick went past these seats
        known |= out & set(_between(leader, mover, players)) - {s for s, _ in state.trick}
    return tuple(sorted(known))


def _between(first: int, last: int, players: int) -> list[int]:
    """The seats clockwise after ``first`` and before ``last``."""
    seats = []
    current = (first + 1) % players
    while current not in (last, first):
        seats.append(current)
        current = (current + 1) % players
    return seats


_SUIT_SHOWN = "SHCD"  # alternating colours: spades, hearts, clubs, diamonds


def display_order(state: Any) -> tuple[Card, ...]:
    """The deck in the order a hand is shown: trump (highest first) once named, then the other
    cards by suit in alternating colours, each suit highest first, jokers first before trump."""
    deck = state.ruleset.deck()
    trump_first: tuple[Card, ...] = state.ruleset.trump_order(state.trump) if state.trump is not None else ()
    taken = set(trump_first)

    def rest_key(card: Card) -> tuple[int, int]:
        if card.suit is None:  # a joker
            return (-1, card.index)
        return (_SUIT_SHOWN.index(card.suit.letter), -int(card.rank) if card.rank is not None else 0)

    return trump_first + tuple(sorted((c for c in deck if c not in taken), key=rest_key))


def _trick(trick: Trick, name: Callable[[int | None], str]) -> TrickView:
    return {"leader": name(trick.leader), "winner": name(trick.winner),
            "cards": [{"seat": name(s), "card": c.code} for s, c in trick.plays]}


def breakdown_entry(credit: Credit, name: Callable[[int | None], str]) -> BreakdownEntry:
    """Which card's points went to which side, and why."""
    return {"card": credit.card.code, "points": credit.points, "to": _SIDES[credit.side],
            "rule": credit.rule_id, "seat": name(credit.seat), "trick": credit.trick}


__all__ = ["PitchObservation", "breakdown_entry", "display_order", "known_out_of_trump"]
