"""Random play-phase positions for the solver's tests and benchmark: small endings built from a
position (any bid, pre-play credits, scores near the moon's edges), and real hands dealt, bid and
exchanged at random, then played at random down to a few cards."""

from __future__ import annotations

import random

from pitch_core.cards import SUITS, Card, Suit
from pitch_core.pitch.hand_types import Credit
from pitch_core.pitch.presets import MODIFIERS, PRESETS, get_ruleset
from pitch_core.pitch.ruleset import Ruleset
from pitch_core.pitch.scoring import BIDDING, DEFENDERS
from pitch_core.pitch.state import HandState

# Every preset; each modifier on ten-point (its source), pitch31 (the early set, the hand ending
# when a side is out), 13-point partner (the first joker played ranks high, the partner leads) and
# 16-point (twenty trump, the off-cards); and modifiers together.
RULESETS = sorted(PRESETS) + [f"{base}+{modifier}" for modifier in MODIFIERS
                              for base in ("ten-point", "pitch31", "thirteen-point-partner", "16-point")] + [
    "14-point+five-handed+dirty", "thirteen-point-partner+reverse+dirty", "pitch31+five-handed+reverse"]


def ending(game: str | Ruleset, rng: random.Random, most: int = 3, total: int = 99,
           bids: tuple[int | str, ...] = ()) -> HandState:
    """A position at the first lead with at most ``most`` trump a hand and ``total`` in all, some
    points already gone; the contract one of ``bids`` (default: any)."""
    ruleset = get_ruleset(game) if isinstance(game, str) else game
    players = ruleset.players
    units = 2 if ruleset.teams_fixed else players
    while True:
        trump = rng.choice(SUITS)
        order = list(ruleset.trump_order(trump))
        rng.shuffle(order)
        hands: list[list[Card]] = []
        for _ in range(players):
            size = min(rng.randint(0, most), total - sum(map(len, hands)))
            hands.append(order[:size])
            del order[:size]
        bidder = rng.randrange(players)
        called = None
        if ruleset.called_partner:
            called = rng.choice([c for c in ruleset.trump_order(trump) if c not in hands[bidder]])
        scores = [rng.choice((-5, 0, 3, 20, ruleset.target - 2)) for _ in range(units)]
        state = HandState.from_position(ruleset, dealer=rng.randrange(players), bidder=bidder,
                                        bid=rng.choice(bids or ruleset.bid_ladder), trump=trump, hands=hands,
                                        scores=scores, called=called, credits=_credits(ruleset, trump, order, rng))
        if state.phase == "play":
            return state


def _credits(ruleset: Ruleset, trump: Suit, rest: list[Card], rng: random.Random) -> list[Credit]:
    """Some of the point cards left out, gone before play: to either side, or out of play."""
    points = ruleset.point_table(trump)
    credits = []
    for card in rest:
        if points.get(card) and rng.random() < 0.3:
            side = rng.choice((BIDDING, DEFENDERS, None))
            credits.append(Credit(card, points[card], side, "exchange.burn" if side is None else "exchange.excess-to-opponents"))
    return credits


def played_down(game: str | Ruleset, rng: random.Random, cards_left: int) -> HandState:
    """A real hand (random deal, calls and exchange), played at random until at most
    ``cards_left`` trump are still held, and still in play."""
    ruleset = get_ruleset(game) if isinstance(game, str) else game
    while True:
        units = 2 if ruleset.teams_fixed else ruleset.players
        scores = [rng.choice((0, 5, 20, ruleset.target - 3)) for _ in range(units)]
        state = HandState.new(ruleset, dealer=rng.randrange(ruleset.players), scores=scores)
        state.deal_random(rng)
        while not state.is_terminal and (state.phase != "play" or _held(state) > cards_left):
            state.apply(rng.choice(state.legal_actions()))
        if state.phase == "play":
            return state


def first_lead(game: str | Ruleset, rng: random.Random) -> HandState:
    """A real hand at its first lead: random deal, calls and exchange."""
    return played_down(game, rng, 99)


def _held(state: HandState) -> int:
    return sum(len(state.trump_in_hand(seat)) for seat in range(state.players))
