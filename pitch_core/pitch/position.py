"""Checking a position (a hand after the exchange, ready for the first lead) against its preset.

A record with ``[Start "play"]`` does not show the deal, the auction or the exchange, so the
engine cannot check them move by move. This module checks instead that the position is one they
could have produced, by the same rules the engine applies to a deal and an auction:

* the contract: a bid on the preset's ladder (``bid.minimum``, ``bid.maximum``,
  ``bid.moon-is-thirteen``), and a moon only at a team score the preset allows
  (``bid.moon-needs-score``);
* the called card, five-handed only: a trump of the named suit that the bidder does not hold
  (``trump.call-card``);
* the cards: each one from the preset's deck and in one place only (``notation.duplicate-card``),
  and at most six in a hand (``exchange.keep-six``);
* the points credited before play (``Credit``): point cards only, gone where the preset sends a
  trump dropped in the exchange (``exchange.excess-to-opponents``, ``exchange.burn``,
  ``exchange.discard-face-up``, ``exchange.look-through``).

Every check raises the engine's own error: ``IllegalAction`` with the rule ID where a rule is
broken, ``NotationError`` with a ``record.*`` code where the record is simply inconsistent.
``CHECKS`` names the part of the position each check reads, so a record reader can point at the
tag that holds it.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Callable, Sequence

from ..cards import DECK_WITH_JOKERS, STANDARD_DECK, Card, Suit
from ..errors import IllegalAction, NotationError
from .actions import TEAM_LABELS, seat_label
from .hand_types import KEEP
from .ruleset import MOON, Ruleset

# Where a point card can go before play, by the preset's ``excess_trump``: a fate word and its rule.
TO_SIDE = "side"  # credited to the other side (``unit`` names the receiving scoring unit)
BURNED, MIDDLE, PACK = "burned", "middle", "pack"
FATE_RULES = {TO_SIDE: "exchange.excess-to-opponents", BURNED: "exchange.burn",
              MIDDLE: "exchange.discard-face-up", PACK: "exchange.look-through"}
_FATES_BY_EXCESS = {"to_opponents": (TO_SIDE,), "burn": (BURNED,), "middle_pickable": (MIDDLE, PACK)}
@dataclass(frozen=True)
class PositionCredit:
    """A point card that left play in the exchange: who held it (None: a card nobody held, left
    in the pack), and where it went (``fate``; with ``TO_SIDE``, ``unit`` is the receiving team
    or player)."""

    card: Card
    seat: int | None
    fate: str
    unit: int | None = None


@dataclass(frozen=True)
class Position:
    ruleset: Ruleset
    dealer: int
    bidder: int
    bid: int | str
    trump: Suit
    hands: Sequence[Sequence[Card]]
    scores: Sequence[int]
    called: Card | None = None
    credits: Sequence[PositionCredit] = field(default_factory=tuple)

    def unit_of(self, seat: int) -> int:
        return seat % 2 if self.ruleset.teams_fixed else seat

    def bidding_seats(self) -> set[int]:
        """The bidder and his partner: the other seat of his team, or the called card's holder."""
        if self.ruleset.teams_fixed:
            return {s for s in range(self.ruleset.players) if s % 2 == self.bidder % 2}
        holder = next((s for s, hand in enumerate(self.hands) if self.called in hand), None)
        return {self.bidder} if holder is None else {self.bidder, holder}

    def unit_name(self, unit: int) -> str:
        return TEAM_LABELS[unit] if self.ruleset.teams_fixed else seat_label(unit, self.ruleset.players)


def check_bid(position: Position) -> None:
    """The contract is a bid of the preset's ladder that the bidding side was allowed to make."""
    r, bid = position.ruleset, position.bid
    if bid == MOON and r.moon_bid == "equals_max":
        raise IllegalAction("bid.moon-is-thirteen")
    if isinstance(bid, int) and bid < r.min_bid:
        raise IllegalAction("bid.minimum", min_bid=r.min_bid)
    if isinstance(bid, int) and bid > r.max_numeric_bid:
        raise IllegalAction("bid.maximum", max_bid=r.max_numeric_bid)
    if r.is_moon(bid) and r.moon_min_team_score is not None:
        unit = position.unit_of(position.bidder)
        score = position.scores[unit]
        if score < r.moon_min_team_score:
            raise IllegalAction("bid.moon-needs-score", min_score=r.moon_min_team_score,
                                team=position.unit_name(unit), score=score)


def check_called(position: Position) -> None:
    """Five-handed: the bidder called a trump of the named suit that he does not hold. (A called
    card that was in the blind reaches the bidder in the exchange; a position cannot say whether
    it did, so it is refused here rather than played with the wrong partnership.)"""
    r, called = position.ruleset, position.called
    if not r.called_partner:
        if called is not None:
            raise NotationError("record.called-fixed-partners", game=r.name)
        return
    if called is None or called not in r.trump_order(position.trump) \
            or called in position.hands[position.bidder]:
        raise IllegalAction("trump.call-card")


def check_cards(position: Position) -> None:
    """Every card from the deck and in one place, and at most six in a hand. (A card that is not
    trump may be listed: it can never be played, and a lesson may show one to teach just that.)"""
    r = position.ruleset
    placed = [card for hand in position.hands for card in hand] + [c.card for c in position.credits]
    deck = DECK_WITH_JOKERS if r.jokers_in_deck else STANDARD_DECK
    for card in placed:
        if card not in deck:
            raise NotationError("record.card-not-in-deck", card=card, game=r.name)
    duplicate = next((card for card, count in Counter(placed).items() if count > 1), None)
    if duplicate is not None:
        raise NotationError("notation.duplicate-card", card=duplicate)
    for hand in position.hands:
        if len(hand) > KEEP:
            raise IllegalAction("exchange.keep-six", count=KEEP, got=len(hand))


def check_credits(position: Position) -> None:
    """Each credit is a point card, gone where this preset sends a trump given up in the exchange."""
    r = position.ruleset
    points = r.point_table(position.trump)
    fates = _FATES_BY_EXCESS[r.excess_trump]
    bidding = position.bidding_seats()
    for credit in position.credits:
        if not points.get(credit.card):
            raise NotationError("record.credit-no-points", card=credit.card, trump=position.trump)
        if credit.seat is None and credit.fate != PACK:  # only a card nobody looked at had no holder
            where = position.unit_name(credit.unit) if credit.fate == TO_SIDE and credit.unit is not None else credit.fate
            raise NotationError("record.credit-syntax", token=f"{credit.card.code}>{where}")
        seat = "" if credit.seat is None else seat_label(credit.seat, r.players)
        if credit.fate not in fates:
            raise IllegalAction(FATE_RULES[fates[0]], seat=seat, cards=[credit.card])
        if credit.fate == TO_SIDE and credit.unit is not None:  # the parser gives every TO_SIDE a unit
            holder_bids = credit.seat in bidding
            receiver_bids = _unit_bids(position, credit.unit, bidding)
            if holder_bids == receiver_bids:
                raise IllegalAction(FATE_RULES[TO_SIDE], seat=seat, cards=[credit.card])


def _unit_bids(position: Position, unit: int, bidding: set[int]) -> bool:
    if position.ruleset.teams_fixed:
        return unit == position.bidder % 2
    return unit in bidding


# Each check with the part of the position it reads (a record names the tag of that part).
CHECKS: tuple[tuple[str, Callable[[Position], None]], ...] = (
    ("bid", check_bid), ("called", check_called), ("cards", check_cards), ("credits", check_credits))


def check_position(position: Position) -> None:
    """Raise the first problem found; a position that passes is one the engine could reach."""
    for _part, check in CHECKS:
        check(position)


__all__ = ["BURNED", "CHECKS", "FATE_RULES", "MIDDLE", "PACK", "TO_SIDE", "Position",
           "PositionCredit", "check_position"]
