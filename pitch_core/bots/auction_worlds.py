"""Deals sampled for the auction and the trump call, from what the seat knows then.

Before trump is named a seat knows its own cards and the calls made so far (``AuctionKnowledge``
reads them from ``HandState.observation(seat)`` and nothing else). A world deals the other cards
at random among the other hands and the widow and replays the calls; the calls are not read for
what they say about the hands (a known simplification of determinised search).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from ..cards import Card
from ..pitch.actions import BID, PASS, Action
from ..pitch.observation import PitchObservation
from ..pitch.ruleset import Ruleset
from ..pitch.state import HandState

ATTEMPTS = 20  # deals tried before giving up (a pitch31 deal of only 4s to 9s is dealt again)


@dataclass(frozen=True)
class AuctionKnowledge:
    ruleset: Ruleset
    seat: int
    dealer: int
    scores: tuple[int, ...]
    hand: tuple[Card, ...]
    calls: tuple[Action, ...]

    @classmethod
    def read(cls, ruleset: Ruleset, seen: PitchObservation) -> "AuctionKnowledge":
        assert seen.seat is not None, "a seat's observation, not the open view"
        calls = tuple(Action(PASS, seat) if bid is None else Action(BID, seat, bid=bid)
                      for seat, bid in seen.calls)
        return cls(ruleset, seen.seat, seen.dealer, seen.scores, seen.hand, calls)


def sample_auction_world(k: AuctionKnowledge, rng: random.Random) -> HandState | None:
    """The hand as dealt, with the other cards at random, replayed to the seat's turn."""
    for _ in range(ATTEMPTS):
        world = _deal(k, rng)
        if world is not None:
            return world
    return None


def _deal(k: AuctionKnowledge, rng: random.Random) -> HandState | None:
    r = k.ruleset
    mine = set(k.hand)
    rest = [c for c in r.deck() if c not in mine]
    rng.shuffle(rest)
    hands: list[list[Card]] = []
    for seat in range(r.players):
        if seat == k.seat:
            hands.append(list(k.hand))
        else:
            hands.append(rest[:r.hand_size])
            del rest[:r.hand_size]
    world = HandState.new(r, k.dealer, k.scores)
    world.apply_deal(hands, rest)
    if world.phase != "bidding":  # dealt again: not the deal the seat is looking at
        return None
    for call in k.calls:
        world.apply(call)
    return world if world.to_move == k.seat else None
