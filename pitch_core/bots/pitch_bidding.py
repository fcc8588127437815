"""The heuristic player's auction and trump call in Pitch.

For each suit the player estimates the points its side would take with that suit as trump
(``estimate``): its point cards count for more when nothing it lacks ranks above them (a
protected 3, a jack under the ace), the 2 is its own whatever happens (unless Dirty Pitch), and
of the points it does not hold its side takes a share that grows with its high trump and its
length. The weights were fitted by least squares to hands played out by this package's own
heuristic player (the bidder's side's points against these features; see ``WEIGHTS``).

It then bids the highest contract it expects to make often enough, within the rules: a player
never outbids his partner by a mere point, the forced dealer bids what the preset makes him.
"""

from __future__ import annotations

import math
from statistics import NormalDist
from typing import TYPE_CHECKING, NamedTuple, Sequence

from ..cards import SUITS, Card, Suit
from ..pitch.actions import BID, PASS, TRUMP, Action
from ..pitch.ruleset import Ruleset
from .advice import Advice
from .pitch_view import TrumpFacts, trump_facts

if TYPE_CHECKING:
    from ..pitch.state import HandState


class Weights(NamedTuple):
    """Estimated points = the sum of each weight times its feature (see ``features``)."""

    top_points: float  # points of our cards that nothing we lack outranks
    loose_points: float  # points of our other point cards ...
    loose_per_trump: float  # ... worth more for each trump we hold to protect them
    own_points: float  # points that come back to us whatever happens (the 2)
    rest: float  # share of the points we do not hold ...
    rest_per_top: float  # ... more for each card we hold from the top of trump down
    rest_per_trump: float  # ... more for each trump we hold


# Fitted by least squares per exchange procedure on about 6,000 (hand, trump suit) pairs each:
# random deals, the first seat bidding, the hand played out by this package's heuristic player,
# against the points the bidding side took (presets of each family mixed, Dirty and reverse too).
WEIGHTS: dict[str, Weights] = {
    "pitch31": Weights(1.06, 0.21, 0.114, 0.68, 0.43, 0.07, 0.046),
    "tenpoint": Weights(0.95, 0.27, 0.087, 0.65, 0.45, 0.071, 0.048),
    "thirteen_partner": Weights(0.69, 0.12, 0.103, 0.25, 0.39, 0.073, 0.062),
    "five_handed": Weights(1.45, 0.46, 0.04, 1.07, 0.33, 0.059, 0.067),
}
# The same fits leave an error whose spread is about this share of the scheme's points, for the
# strongest quarter of hands in every preset.
SPREAD_PER_POINT = 0.22
# How sure the player wants to be of making a bid before he makes it, by what a made bid scores:
# all the points taken (a set costs the bid, a make often pays more) or just the bid. Tuned in
# heuristic-against-heuristic games (pitch31: 0.5 and 0.6 even, 0.8 clearly worse; ten-point:
# 0.7 and 0.85 even, 0.6 worse).
MAKE_PROBABILITY = {"taken": 0.55, "bid": 0.75}


class SuitEstimate(NamedTuple):
    suit: Suit
    points: float  # expected points for the bidder's side
    spread: float


class Features(NamedTuple):
    top: int  # points of our cards that no trump we lack outranks
    loose: int  # points of our other point cards (but the 2)
    own: int  # points that come back to whoever plays them (the 2)
    rest: int  # points we do not hold
    top_cards: int  # trump we hold from the top down, unbroken
    trump_held: int


def features(hand: Sequence[Card], facts: TrumpFacts) -> Features:
    held = set(hand)
    top = loose = own = mine = 0
    top_cards = trump_held = 0
    gap = False  # passed a trump we do not hold
    for card in facts.order:
        points = facts.points.get(card, 0)
        if card not in held:
            gap = True
            continue
        trump_held += 1
        mine += points
        top_cards += not gap
        if card in facts.returning:
            own += points
        elif gap:
            loose += points
        else:
            top += points
    return Features(top, loose, own, sum(facts.points.values()) - mine, top_cards, trump_held)


def estimate(hand: Sequence[Card], suit: Suit, ruleset: Ruleset) -> SuitEstimate:
    facts = trump_facts(ruleset, suit)
    w = WEIGHTS[ruleset.exchange]
    f = features(hand, facts)
    share = min(1.0, w.rest + w.rest_per_top * f.top_cards + w.rest_per_trump * f.trump_held)
    points = (w.top_points * f.top + (w.loose_points + w.loose_per_trump * f.trump_held) * f.loose
              + w.own_points * f.own + share * f.rest)
    return SuitEstimate(suit, points, SPREAD_PER_POINT * ruleset.total_points)


def best_suit(hand: Sequence[Card], ruleset: Ruleset) -> SuitEstimate:
    return max((estimate(hand, suit, ruleset) for suit in SUITS), key=lambda e: e.points)


def makeable_bid(e: SuitEstimate, ruleset: Ruleset) -> int:
    """The highest number of points taken often enough (``MAKE_PROBABILITY``; normal
    approximation around the estimate; the half point because points come whole)."""
    z = NormalDist().inv_cdf(MAKE_PROBABILITY[ruleset.made_bid_scores])
    return math.floor(e.points + 0.5 - z * e.spread)


# -- the auction -----------------------------------------------------------------------------------
def bid_advice(state: "HandState", seat: int) -> Advice:
    legal = state.legal_actions()
    ruleset = state.ruleset
    bids = [a for a in legal if a.kind == BID]
    e = best_suit(state.hands[seat], ruleset)
    reach = makeable_bid(e, ruleset)
    params = {"suit": e.suit, "points": round(e.points, 1)}
    can_pass = any(a.kind == PASS for a in legal)
    if not can_pass:
        return _forced_bid(bids, reach, ruleset, params)
    if _partner_holds_bid(state, seat) and state.bid is not None and reach < ruleset.bid_level(state.bid) + 2:
        return Advice(Action(PASS, seat), "hint.bid.partner-holds", params)
    choice = _choose_bid(bids, reach, e, ruleset)
    if choice is None:
        return Advice(Action(PASS, seat), "hint.bid.pass", params)
    return Advice(choice, "hint.bid.estimate", {**params, "bid": choice.bid})


def _partner_holds_bid(state: "HandState", seat: int) -> bool:
    if state.bidder is None or not state.ruleset.teams_fixed:
        return False
    return state.bidder == (seat + 2) % state.players


def _choose_bid(bids: list[Action], reach: int, e: SuitEstimate, ruleset: Ruleset) -> Action | None:
    affordable = [a for a in bids if _affordable(a.named_bid, reach, e, ruleset)]
    if not affordable:
        return None
    if ruleset.made_bid_scores == "bid":  # a made bid scores what was bid: bid all we can make
        return max(affordable, key=lambda a: ruleset.bid_level(a.named_bid))
    return min(affordable, key=lambda a: ruleset.bid_level(a.named_bid))  # we score what we take


def _affordable(bid: int | str, reach: int, e: SuitEstimate, ruleset: Ruleset) -> bool:
    if ruleset.is_moon(bid):
        # Every point of the scheme: only with a hand expected to take them all with room to spare.
        return e.points - e.spread >= ruleset.total_points
    return ruleset.bid_level(bid) <= reach


def _forced_bid(bids: list[Action], reach: int, ruleset: Ruleset, params: dict) -> Advice:
    """Everyone passed and the dealer must bid: the rule fixes the bid or its minimum."""
    numeric = [a for a in bids if not ruleset.is_moon(a.bid)] or bids
    within = [a for a in numeric if ruleset.bid_level(a.named_bid) <= reach]
    choice = (max(within, key=lambda a: ruleset.bid_level(a.named_bid)) if within and
              ruleset.made_bid_scores == "bid" else min(numeric, key=lambda a: ruleset.bid_level(a.named_bid)))
    rule = {"exactly_4": "bid.all-pass-dealer-four",
            "at_least_5": "bid.all-pass-dealer-five"}.get(ruleset.all_pass_dealer, "bid.all-pass-dealer-bids")
    return Advice(choice, rule, {**params, "bid": choice.bid}, rule)


# -- naming trump ----------------------------------------------------------------------------------
def trump_advice(state: "HandState", seat: int) -> Advice:
    e = best_suit(state.hands[seat], state.ruleset)
    params = {"suit": e.suit, "points": round(e.points, 1)}
    if not state.ruleset.called_partner:
        return Advice(Action(TRUMP, seat, suit=e.suit), "hint.trump.best-suit", params, "trump.bidder-names")
    called = card_to_call(state.hands[seat], trump_facts(state.ruleset, e.suit))
    return Advice(Action(TRUMP, seat, suit=e.suit, card=called), "hint.trump.call-highest-missing",
                  {**params, "card": called}, "trump.call-card")


def card_to_call(hand: Sequence[Card], facts: TrumpFacts) -> Card:
    """Five-handed: call the highest trump we lack, so our partner holds a winner."""
    held = set(hand)
    return next(card for card in facts.order if card not in held)
