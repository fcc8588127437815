"""Drills of the exchange, each preset's own way: how many cards a player draws, which cards the
bidder keeps of the widow's rest or the blind, which go face up into the middle, what may be
claimed from it or swapped out of the pack, and how many trump beyond six go down.

Every position is reached from a deal through the engine and every answer is what the engine
did or accepts there. The 13-point partner rules only come into play when a player holds more
than six trump, which a random deal seldom gives; those drills deal one seat extra trump first
(``_stacked``), a deal like any other that the engine plays on by its rules.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Callable, Iterator

from ..cards import SUITS, Card, Suit
from ..pitch.actions import CLAIM, DROP, GIVE_REST, SKIP, SWAP, TRUMP, Action
from ..pitch.hand_types import EXCHANGE, KEEP, PLAY_PHASE, TRUMP_PHASE
from ..pitch.state import HandState
from .model import CARDS, NUMBER, Choice, Drill, Message
from .pitch_deals import codes, dealt, label, position, random_policy, ruleset, walk, yes_no_drill
from .register import maker

PARTNER13 = "thirteen-point-partner"


def _sorted_codes(cards: list[Card]) -> list[str]:
    return sorted(card.code for card in cards)


def _exchange(state: HandState, rng: random.Random, policy: Callable = random_policy
              ) -> Iterator[tuple[HandState, Action, HandState]]:
    """The moves from naming trump to the first card played (the exchange's choices between)."""
    for before, action, after in walk(state, rng, policy):
        if before.phase not in (TRUMP_PHASE, EXCHANGE):
            if before.phase == PLAY_PHASE:
                return
            continue
        yield before, action, after


def _first_play(state: HandState, rng: random.Random, policy: Callable = random_policy) -> HandState | None:
    """The hand once the exchange is over (``state`` is changed on the way), or None if it ended first."""
    while state.phase != PLAY_PHASE and not state.is_terminal:
        state.apply(policy(state, rng))
    return state if state.phase == PLAY_PHASE else None


def _position_of(state: HandState, seat: int, cards: list[Card]) -> dict:
    """The table with one seat's cards shown as ``cards`` (what it holds at the drill's moment)."""
    data = position(state, hands=[seat])
    seat_name = label(state, seat)
    data["hands"] = {seat_name: codes(cards)}
    data["text"] = data["text"].split(f" {seat_name}=")[0] + f" {seat_name}=" + ",".join(codes(cards))
    return data


@maker("exchange.draw-to-six")
def draws_to_six(rng: random.Random) -> Drill | None:
    """Pitch 31: a player keeps his trump and draws from the widow; how many cards does he draw?"""
    for before, action, after in _exchange(dealt(rng, "pitch31"), rng):
        if action.kind != TRUMP:
            continue
        others = [s for s in range(after.players) if s != after.bidder]
        seat = rng.choice(others)
        trump = [c for c in before.hands[seat] if after.is_trump(c)]
        if len(trump) > KEEP:
            return None
        final = _first_play(after.copy(), rng)
        if final is None:
            return None
        drawn = sum((Counter(final.hands[seat]) - Counter(trump)).values())
        if drawn != KEEP - len(trump):
            return None  # the widow ran short before this seat: a rare deal, and no lesson in it
        explanation: tuple[Message, ...] = (("exchange.draw-to-six", {}),)
        if trump:
            explanation += (("exchange.discard-non-trump", {"card": trump[0]}),)
        return Drill("exchange.draw-to-six", "pitch", "pitch31", NUMBER, _position_of(after, seat, before.hands[seat]),
                     ("drill.q.draws", {"seat": label(after, seat), "count": len(trump)}), drawn, explanation)
    return None


def _keeps_the_rest(rule: str, preset: str, question: str, at: Callable[[HandState, Action], bool],
                    receiver: Callable[[HandState], int]) -> Callable:
    """Which of these cards does the player keep who takes the widow's rest (or the blind)?
    The cards shown are his hand and what he takes; the answer is his hand once the exchange
    is over, as the engine left it."""
    def make(rng: random.Random) -> Drill | None:
        for before, action, after in _exchange(dealt(rng, preset), rng):
            if not at(before, action):
                continue
            seat = receiver(after)
            final = _first_play(after.copy(), rng)
            if final is None:
                return None
            taken = Counter(before.widow)
            for other in range(after.players):  # what the others drew of the widow first
                if other != seat:
                    taken -= Counter(final.hands[other]) - Counter(before.hands[other])
            shown = before.hands[seat] + list(taken.elements())
            if sum(1 for c in shown if final.is_trump(c)) > KEEP or not taken:
                return None  # more than six trump: the drill on giving up trump asks that
            kept = final.hands[seat]
            explanation: tuple[Message, ...] = ((rule, {}),)
            if kept:
                explanation += (("exchange.discard-non-trump", {"card": kept[0]}),)
            params = {"seat": label(after, seat), "bidder": label(after, after.bidder), "count": sum(taken.values())}
            return Drill(rule, "pitch", preset, CARDS, _position_of(after, seat, shown), (question, params),
                         _sorted_codes(kept), explanation, tuple(Choice(c) for c in codes(shown)))
        return None
    return make


def _bidder(state: HandState) -> int:
    assert state.bidder is not None
    return state.bidder


maker("exchange.bidder-takes-widow")(_keeps_the_rest(
    "exchange.bidder-takes-widow", "pitch31", "drill.q.bidder-keeps",
    lambda before, action: action.kind == TRUMP, _bidder))
maker("exchange.blind-to-bidder")(_keeps_the_rest(
    "exchange.blind-to-bidder", "ten-point+five-handed", "drill.q.blind-keeps",
    lambda before, action: action.kind == TRUMP, _bidder))
maker("exchange.remainder-to-partner")(_keeps_the_rest(
    "exchange.remainder-to-partner", "ten-point", "drill.q.partner-keeps",
    lambda before, action: action.kind == GIVE_REST, lambda state: (_bidder(state) + 2) % state.players))


@maker("exchange.discard-face-up")
def thrown_face_up(rng: random.Random) -> Drill | None:
    """13-point partner: which of this player's cards go face up into the middle?"""
    for before, action, after in _exchange(dealt(rng, PARTNER13), rng):
        if action.kind != TRUMP:
            continue
        seat = rng.choice([s for s in range(after.players) if s != after.bidder])
        hand = before.hands[seat]
        if sum(1 for c in hand if after.is_trump(c)) > KEEP:
            return None
        final = _first_play(after.copy(), rng)
        if final is None:
            return None
        thrown = list((Counter(hand) - Counter(final.hands[seat])).elements())
        kept = next((c for c in hand if after.is_trump(c)), None)
        if not thrown or kept is None:
            return None
        return Drill("exchange.discard-face-up", "pitch", PARTNER13, CARDS, _position_of(after, seat, hand),
                     ("drill.q.face-up", {"seat": label(after, seat)}), _sorted_codes(thrown),
                     (("exchange.discard-face-up", {}), ("exchange.discard-non-trump", {"card": kept})),
                     tuple(Choice(c) for c in codes(hand)))
    return None


# -- more than six trump (13-point partner) -------------------------------------------------------
def _stacked(rng: random.Random, preset: str, extra: int) -> tuple[HandState, Suit] | None:
    """A deal in which one seat holds ``KEEP + extra`` trump of a suit picked here (the bidder,
    whoever he is, names that suit: ``_naming``). None if the deal was thrown in."""
    rules = ruleset(preset)
    state = HandState.new(rules, dealer=rng.randrange(rules.players))
    deck = list(rules.deck())
    rng.shuffle(deck)
    hands, widow = state.split_deck(deck)
    suit, seat = rng.choice(SUITS), rng.randrange(rules.players)
    order = set(rules.trump_order(suit))
    for _ in range(KEEP + extra - sum(1 for c in hands[seat] if c in order)):
        mine = next(i for i, c in enumerate(hands[seat]) if c not in order)
        where = [(h, i) for h in range(rules.players) if h != seat for i, c in enumerate(hands[h]) if c in order]
        if not where:
            return None
        h, i = rng.choice(where)
        hands[seat][mine], hands[h][i] = hands[h][i], hands[seat][mine]
    state.apply_deal(hands, widow)
    return (None if state.is_chance else (state, suit))


def _naming(suit: Suit) -> Callable[[HandState, random.Random], Action]:
    """Random moves, but trump is the stacked suit."""
    def policy(state: HandState, rng: random.Random) -> Action:
        legal = state.legal_actions()
        if state.phase == TRUMP_PHASE:
            legal = [a for a in legal if a.suit is suit] or legal
        return rng.choice(legal)
    return policy


def _stacked_exchange(rng: random.Random) -> tuple[Suit, Iterator[tuple[HandState, Action, HandState]]] | None:
    """A 13-point partner deal with one seat holding 7 or 8 trump, and its exchange as played on
    (None if the deal was thrown in)."""
    dealt_hand = _stacked(rng, PARTNER13, rng.randrange(1, 3))
    if dealt_hand is None:
        return None
    state, suit = dealt_hand
    return suit, _exchange(state, rng, _naming(suit))


@maker("exchange.keep-six")
def down_to_six(rng: random.Random) -> Drill | None:
    """13-point partner: how many trump must this player throw into the middle?"""
    stacked = _stacked_exchange(rng)
    if stacked is None:
        return None
    suit, moves = stacked
    for _before, action, after in moves:
        if action.kind == TRUMP:
            over = [s for s in range(after.players) if len(after.trump_in_hand(s)) > KEEP]
            if not over:
                return None
            seat = over[0]
            held = after.trump_in_hand(seat)
            return Drill("exchange.keep-six", "pitch", PARTNER13, NUMBER, _position_of(after, seat, list(held)),
                         ("drill.q.to-middle", {"seat": label(after, seat), "count": len(held)}),
                         _dropped_by(after, seat, rng, suit),
                         (("exchange.keep-six", {"count": KEEP, "got": len(held)}), ("exchange.discard-face-up", {})))
    return None


def _dropped_by(state: HandState, seat: int, rng: random.Random, suit: Suit) -> int:
    """How many trump ``seat`` gives up before the engine lets the exchange go on."""
    state = state.copy()
    dropped = 0
    while state.phase == EXCHANGE:
        action = _naming(suit)(state, rng)
        dropped += action.kind == DROP and action.seat == seat
        state.apply(action)
    return dropped


@maker("exchange.claim-point-card")
def may_claim(rng: random.Random) -> Drill | None:
    """13-point partner: may this player take this card from the middle?"""
    stacked = _stacked_exchange(rng)
    if stacked is None:
        return None
    _suit, moves = stacked
    want = rng.random() < 0.5  # as many positions answered "yes" as "no"
    for before, _action, _after in moves:
        legal = before.legal_actions()
        claimable = [a.card for a in legal if a.kind == CLAIM]
        if not claimable:
            continue
        seat = before.current_player
        picks = [(s, c) for s, c in before.middle if (c in claimable and s != seat) == want]
        if not picks:
            continue
        owner, card = rng.choice(picks)
        data = _position_of(before, seat, before.hands[seat])
        data["middle"] = [[label(before, s), c.code] for s, c in before.middle]
        question = ("drill.q.may-claim", {"seat": label(before, seat), "expected": label(before, owner),
                                          "card": card, "count": len(before.hands[seat])})
        params = {"seat": label(before, seat), "expected": label(before, owner), "card": card}
        why: tuple[Message, ...]
        if want:  # the rule's own message says why a claim is refused: here one that says why it stands
            why = (("drill.why.may-claim", params),)
        else:
            why = ("drill.why.own-card" if owner == seat else "drill.why.no-point-card", params), \
                  ("exchange.claim-point-card", params)
        return yes_no_drill("exchange.claim-point-card", before, data, question, card in claimable and owner != seat, why)
    return None


@maker("exchange.look-through")
def may_swap(rng: random.Random) -> Drill | None:
    """13-point partner: looking through the pack, may the bidder swap for this card?"""
    want = rng.random() < 0.5  # as many positions answered "yes" as "no"
    state = dealt(rng, PARTNER13)
    for before, _action, _after in _exchange(state, rng, _looking_on):
        if not before.looking or before.current_player != before.bidder:
            continue
        answer = any(a.kind == SWAP for a in before.legal_actions())
        if answer != want:
            continue
        seat, shown = before.current_player, before.looking[0]
        data = _position_of(before, seat, before.hands[seat])
        data["looking_at"] = shown.code
        why: tuple[Message, ...] = (("exchange.look-through", {}),
                                    ("drill.why.point-card" if answer else "drill.why.no-point-card", {"card": shown}))
        return yes_no_drill("exchange.look-through", before, data,
                            ("drill.q.may-swap", {"seat": label(before, seat), "card": shown}), answer, why)
    return None


def _looking_on(state: HandState, rng: random.Random) -> Action:
    """Random moves, but the bidder looks through the whole pack without swapping (skip)."""
    legal = state.legal_actions()
    skip = [a for a in legal if a.kind == SKIP]
    return skip[0] if skip else rng.choice(legal)
