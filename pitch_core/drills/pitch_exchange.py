"""Drills of the exchange, each game its own way: what a player throws away, how many cards he
draws, which cards the bidder keeps of the widow's rest or the blind, which go face up into the
middle, what may be claimed from it or swapped out of the pack, and how many trump beyond six
a player gives up.

Every position is reached from a deal through the engine and every answer is what the engine
did or accepts there. The rules of trump beyond six only come into play when a player holds more
than six trump, which a random deal seldom gives; those drills deal one seat extra trump first
(``_stacked``), a deal like any other that the engine plays on by its rules.

The engine throws cards away and draws in the same move that names trump, so a question about
what a player throws away, draws or keeps shows his hand as the bidder is about to name trump (his
own view), the question says the trump named, and "See it" makes the move.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Callable, Iterator

from ..cards import SUITS, Card, Suit
from ..pitch.actions import CLAIM, DROP, GIVE_REST, SKIP, SWAP, TRUMP, Action
from ..pitch.exchange import PROCEDURES
from ..pitch.hand_types import EXCHANGE, KEEP, PLAY_PHASE, TRUMP_PHASE
from ..pitch.ruleset import Ruleset
from ..pitch.state import HandState
from .model import CARDS, NUMBER, Choice, Drill, Message, Step
from .pitch_auction import calm_bidding
from .pitch_deals import (Policy, codes, dealt, label, move_or_refusal, pitch_drill, refusal, see_it, walk,
                          yes_no_drill)
from .register import maker


def _sorted_codes(cards: list[Card]) -> list[str]:
    return sorted(card.code for card in cards)


def _exchange(state: HandState, rng: random.Random, policy: Policy = calm_bidding
              ) -> Iterator[tuple[HandState, Action, HandState]]:
    """The moves from naming trump to the first card played (the exchange's choices between)."""
    for before, action, after in walk(state, rng, policy):
        if before.phase not in (TRUMP_PHASE, EXCHANGE):
            if before.phase == PLAY_PHASE:
                return
            continue
        yield before, action, after


def _first_play(state: HandState, rng: random.Random, policy: Policy = calm_bidding) -> HandState | None:
    """The hand once the exchange is over (``state`` is changed on the way), or None if it ended first."""
    while state.phase != PLAY_PHASE and not state.is_terminal:
        state.apply(policy(state, rng))
    return state if state.phase == PLAY_PHASE else None


def _from(start: HandState, later: HandState, seat: int) -> tuple[Step, ...]:
    """"See it" from ``start`` to ``later`` (a hand played on from it), as ``seat`` sees it."""
    return see_it(start, later.history[len(start.history):], seat, (seat,))


def _one_hand(rule: str, at: HandState, seat: int, kind: str, question: Message, answer: object,
              explanation: tuple[Message, ...], **table: object) -> Drill:
    """A question on one player's hand: his view, his hand face up."""
    return pitch_drill(rule, at, kind, question, answer, explanation, seat=seat, shown=(seat,), **table)  # type: ignore[arg-type]


def _naming_trump(after: HandState, seat: int, question: str, **params: object) -> Message:
    """A question asked as the bidder names trump: it says who names which trump (``after``: the
    hand once he has)."""
    return (question, {"seat": label(after, seat), "bidder": label(after, after.bidder), "trump": after.trump, **params})


def _trump_named(rng: random.Random, rules: Ruleset) -> tuple[HandState, HandState] | None:
    """A fresh deal bid calmly up to trump: the hand before trump is named and right after (the
    exchange's automatic steps done), or None if the hand ended first."""
    for before, action, after in walk(dealt(rng, rules), rng, calm_bidding):
        if action.kind == TRUMP:
            return before, after
        if after.phase == PLAY_PHASE:
            return None
    return None


# -- throwing away and drawing --------------------------------------------------------------------
def _one_discard(rng: random.Random, rules: Ruleset
                 ) -> tuple[HandState, HandState, int, list[Card], list[Card], Card] | None:
    """A defender's discard as the engine made it once trump was named: the hand before and after
    naming it, the seat, its cards before, what the engine threw away (or laid face up) and one
    trump it kept; None if no defender holds between one and six trump in this deal."""
    named = _trump_named(rng, rules)
    if named is None:
        return None
    before, after = named
    seats = [s for s in range(after.players) if s != after.bidder
             and 0 < len([c for c in before.hands[s] if after.is_trump(c)]) <= KEEP]
    if not seats:
        return None
    seat = rng.choice(seats)
    hand = before.hands[seat]
    thrown = list((Counter(hand) - Counter(after.hands[seat])).elements())
    return before, after, seat, hand, thrown, next(c for c in hand if after.is_trump(c))


@maker("exchange.discard-non-trump")
def throw_away(rng: random.Random, rules: Ruleset) -> Drill | None:
    """Which cards must this player throw away? Every card that is not trump (a hand of at most
    six trump: the trump beyond six are another rule's question)."""
    found = _one_discard(rng, rules)
    if found is None:
        return None
    before, after, seat, hand, thrown, kept = found
    return _one_hand("exchange.discard-non-trump", before, seat, CARDS, _naming_trump(after, seat, "drill.q.throw-away"),
                     _sorted_codes(thrown), (("exchange.discard-non-trump", {"card": kept}),),
                     choices=tuple(Choice(c) for c in codes(hand)), steps=_from(before, after, seat))


def _drawers(state: HandState) -> list[int]:
    """The seats that only draw to six: not the bidder, who takes the rest, nor the partner he
    may hand it to."""
    bidder = state.bidder
    assert bidder is not None
    takers = {bidder, (bidder + 2) % state.players} if state.ruleset.remainder_to_partner == "unseen_all" else {bidder}
    return [s for s in range(state.players) if s not in takers]


@maker("exchange.draw-to-six", applies=lambda r: r.exchange in ("pitch31", "tenpoint"))
def draws_to_six(rng: random.Random, rules: Ruleset) -> Drill | None:
    """A player keeps his trump and draws from the widow; how many cards does he draw? (Pitch 31
    and ten-point; in 13-point partner the dealer deals to six after the claims, and with five
    players nobody draws.)"""
    named = _trump_named(rng, rules)
    if named is None:
        return None
    before, after = named
    seat = rng.choice(_drawers(after))
    trump = [c for c in before.hands[seat] if after.is_trump(c)]
    final = _first_play(after.copy(), rng)
    if final is None or len(trump) > KEEP:
        return None
    drawn = sum((Counter(final.hands[seat]) - Counter(trump)).values())
    if drawn != KEEP - len(trump):
        return None  # the widow ran short before this seat: a rare deal, and no lesson in it
    # the rule, then the count asked: six less the trump kept (no other rule's sentence)
    explanation: tuple[Message, ...] = (("exchange.draw-to-six", {}), (
        ("drill.why.draws", {"seat": label(after, seat), "count": len(trump), "drawn": drawn}) if trump else
        ("drill.why.draws-six", {"seat": label(after, seat), "drawn": drawn})))
    return _one_hand("exchange.draw-to-six", before, seat, NUMBER,
                     _naming_trump(after, seat, "drill.q.draws", count=len(trump)), drawn, explanation,
                     steps=_from(before, after, seat))


def _keeps_the_rest(rule: str, question: str, at: Callable[[Action], bool],
                    receiver: Callable[[HandState], int]) -> Callable[[random.Random, Ruleset], Drill | None]:
    """Which of these cards does the player keep who takes the widow's rest (or the blind)?
    The cards to pick from are his hand and what he takes (marked: no view holds them, they come
    face down); the answer is his hand once the exchange is over, as the engine left it. The table
    is his view as the move that hands him the cards is made (naming trump, or the ten-point
    bidder's giving the rest); "See it": that move and the exchange to the first lead."""
    def make(rng: random.Random, rules: Ruleset) -> Drill | None:
        for before, action, after in _exchange(dealt(rng, rules), rng, _giving_the_rest):
            if not at(action):
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
            explanation: tuple[Message, ...] = ((rule, {}), _kept_line(after, seat, kept))
            count = sum(taken.values())
            asked = (_naming_trump(after, seat, question, count=count) if action.kind == TRUMP
                     else (question, {"seat": label(after, seat), "bidder": label(after, after.bidder), "count": count}))
            return _one_hand(rule, before, seat, CARDS, asked, _sorted_codes(kept), explanation,
                             highlight=tuple(taken.elements()), choices=tuple(Choice(c) for c in codes(shown)),
                             steps=_from(before, final, seat))
        return None
    return make


def _kept_line(state: HandState, seat: int, kept: list[Card]) -> Message:
    """What this player keeps, named: the answer the question asks, in words."""
    if not kept:
        return "drill.why.keeps-no-trump", {"seat": label(state, seat)}
    return "drill.why.keeps-trump", {"seat": label(state, seat), "cards": kept}


def _giving_the_rest(state: HandState, rng: random.Random) -> Action:
    """Calm bidding, and a ten-point bidder who hands the rest of the widow to his partner."""
    give = [a for a in state.legal_actions() if a.kind == GIVE_REST]
    return give[0] if give else calm_bidding(state, rng)


def _bidder(state: HandState) -> int:
    assert state.bidder is not None
    return state.bidder


def _named(action: Action) -> bool:
    return action.kind == TRUMP


maker("exchange.bidder-takes-widow", applies=lambda r: r.exchange == "pitch31")(_keeps_the_rest(
    "exchange.bidder-takes-widow", "drill.q.bidder-keeps", _named, _bidder))
maker("exchange.blind-to-bidder", applies=lambda r: r.exchange == "five_handed")(_keeps_the_rest(
    "exchange.blind-to-bidder", "drill.q.blind-keeps", _named, _bidder))
maker("exchange.remainder-to-partner", applies=lambda r: r.remainder_to_partner == "unseen_all")(_keeps_the_rest(
    "exchange.remainder-to-partner", "drill.q.partner-keeps",
    lambda action: action.kind == GIVE_REST, lambda state: (_bidder(state) + 2) % state.players))


@maker("exchange.discard-face-up", applies=lambda r: PROCEDURES[r.exchange].discards_face_up)
def thrown_face_up(rng: random.Random, rules: Ruleset) -> Drill | None:
    """13-point partner: which of this player's cards go face up into the middle?"""
    found = _one_discard(rng, rules)
    if found is None:
        return None
    before, after, seat, hand, thrown, _kept = found
    kept = [card for card in hand if after.is_trump(card)]
    return _one_hand("exchange.discard-face-up", before, seat, CARDS, _naming_trump(after, seat, "drill.q.face-up"),
                     _sorted_codes(thrown), (("exchange.discard-face-up", {}), _kept_line(after, seat, kept)),
                     choices=tuple(Choice(c) for c in codes(hand)), steps=_from(before, after, seat))


# -- more than six trump --------------------------------------------------------------------------
def _stacked(rng: random.Random, rules: Ruleset, extra: int) -> tuple[HandState, Suit] | None:
    """A deal in which one seat holds ``KEEP + extra`` trump of a suit picked here (the bidder,
    whoever he is, names that suit: ``_naming``). None if the deal was thrown in."""
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


def _naming(suit: Suit, points_first: bool = False) -> Policy:
    """Calm bidding and random moves, but trump is the stacked suit, and a player over six gives
    up his lowest trump that scores nothing first, as a player would (``points_first``: his point
    cards first, so that the middle has some for the others to claim)."""
    def policy(state: HandState, rng: random.Random) -> Action:
        legal = state.legal_actions()
        if state.phase == TRUMP_PHASE:
            return rng.choice([a for a in legal if a.suit is suit] or legal)
        drops = {a.card: a for a in legal if a.kind == DROP and a.card is not None}
        if drops:
            ranks = state.ruleset.trump_ranks(suit)
            return drops[max(drops, key=lambda card: (bool(state.points_of(card)) == points_first, ranks[card]))]
        return calm_bidding(state, rng)
    return policy


def _stacked_exchange(rng: random.Random, rules: Ruleset, points_first: bool = False
                      ) -> tuple[Suit, Iterator[tuple[HandState, Action, HandState]]] | None:
    """A deal with one seat holding 7 or 8 trump, and its exchange as played on (None if the deal
    was thrown in)."""
    dealt_hand = _stacked(rng, rules, rng.randrange(1, 3))
    if dealt_hand is None:
        return None
    state, suit = dealt_hand
    return suit, _exchange(state, rng, _naming(suit, points_first))


def _given_up(state: HandState, seat: int, rng: random.Random, suit: Suit) -> list[Action]:
    """The trump ``seat`` gives up, one move each, before the engine lets the exchange go on."""
    state = state.copy()
    dropped = []
    while state.phase == EXCHANGE:
        action = _naming(suit)(state, rng)
        if action.kind == DROP and action.seat == seat and action.card is not None:
            dropped.append(action)
        state.apply(action)
    return dropped


def _over_six(rule: str) -> Callable[[random.Random, Ruleset], Drill | None]:
    """How many trump must this player give up? The hand when he must start giving them up
    (all trump, more than six) and the count the engine made him give up."""
    def make(rng: random.Random, rules: Ruleset) -> Drill | None:
        stacked = _stacked_exchange(rng, rules)
        if stacked is None:
            return None
        suit, moves = stacked
        for before, _action, _after in moves:
            if before.phase == EXCHANGE and before.legal_actions()[0].kind == DROP:
                return _over_six_drill(rule, before, rng, suit)
        return None
    return make


def _over_six_drill(rule: str, state: HandState, rng: random.Random, suit: Suit) -> Drill:
    seat = state.current_player
    held = state.trump_in_hand(seat)
    drops = _given_up(state, seat, rng, suit)
    given_up = [drop.card for drop in drops]
    name = label(state, seat)
    keep_six: Message = ("exchange.keep-six", {"count": KEEP, "got": len(held)})
    too_many: Message = ("drill.why.trump-too-many", {"seat": name, "got": len(held), "count": len(held) - KEEP})
    face_up = PROCEDURES[state.ruleset.exchange].discards_face_up
    if face_up:
        question: Message = ("drill.q.to-middle", {"seat": name, "count": len(held)})
        way: Message = ("exchange.discard-face-up", {})
    else:
        question = ("drill.q.excess", {"seat": name})
        way = (_EXCESS_RULES[state.ruleset.excess_trump], {"seat": name, "cards": given_up})
    explanation = (keep_six, too_many, way) if rule == "exchange.keep-six" else (way, too_many)
    return _one_hand(rule, state, seat, NUMBER, question, len(given_up), explanation, highlight=(seat,),
                     steps=see_it(state, drops, seat, (seat,)))


_EXCESS_RULES = {"to_opponents": "exchange.excess-to-opponents", "burn": "exchange.burn"}

maker("exchange.keep-six")(_over_six("exchange.keep-six"))
maker("exchange.excess-to-opponents", applies=lambda r: r.excess_trump == "to_opponents")(
    _over_six("exchange.excess-to-opponents"))
maker("exchange.burn", applies=lambda r: r.excess_trump == "burn")(_over_six("exchange.burn"))


# -- 13-point partner: the middle and the pack ----------------------------------------------------
@maker("exchange.claim-point-card", applies=lambda r: r.exchange == "thirteen_partner")
def may_claim(rng: random.Random, rules: Ruleset) -> Drill | None:
    """13-point partner: may this player take this card from the middle?"""
    stacked = _stacked_exchange(rng, rules, points_first=True)
    if stacked is None:
        return None
    _suit, moves = stacked
    want = rng.random() < 0.5  # as many positions answered "yes" as "no"
    for before, _action, _after in moves:
        if not any(a.kind == CLAIM for a in before.legal_actions()):
            continue
        seat = before.current_player
        verdicts = [(owner, card, refusal(before, Action(CLAIM, seat, card=card))) for owner, card in before.middle]
        picks = [(owner, card, refused) for owner, card, refused in verdicts if (refused is None) == want]
        if not picks:
            continue
        return _claim_drill(before, seat, *rng.choice(picks))
    return None


def _claim_drill(state: HandState, seat: int, owner: int, card: Card, refused: object) -> Drill:
    """His view: his hand, the middle face up (who threw which card the question says); "See it":
    the claim made, or refused."""
    params = {"seat": label(state, seat), "expected": label(state, owner), "card": card}
    held = len(state.hands[seat])
    question: Message = (("drill.q.may-claim", {**params, "count": held}) if held else
                         ("drill.q.may-claim-none", params))
    why: tuple[Message, ...]
    if refused is None:
        why = (("drill.why.may-claim", params),)
    elif owner == seat:  # the refusal's words ("not a point card or full") do not fit one's own card
        why = (("drill.why.own-card", params),)
    else:
        why = (("exchange.claim-point-card", params), _claim_refused(state, seat, card, params))
    claim = Action(CLAIM, seat, card=card)
    return yes_no_drill("exchange.claim-point-card", state, question, refused is None, why, seat=seat, shown=(seat,),
                        highlight=(card,), steps=move_or_refusal(state, claim, seat, (seat,)))


def _claim_refused(state: HandState, seat: int, card: Card, params: dict) -> Message:
    """The one reason this claim is refused, never "X or Y": a full hand, or the card is no point card."""
    if len(state.hands[seat]) >= KEEP:
        return "drill.why.hand-full", {**params, "count": len(state.hands[seat])}
    if not state.is_trump(card):
        return "drill.why.not-trump-no-points", {**params, "trump": state.trump}
    return "drill.why.trump-no-points", params


@maker("exchange.look-through",
       applies=lambda r: r.exchange == "thirteen_partner" and r.bidder_swap == "point_cards_only")
def may_swap(rng: random.Random, rules: Ruleset) -> Drill | None:
    """13-point partner: looking through the pack, may the bidder swap for this card?"""
    want = rng.random() < 0.5  # as many positions answered "yes" as "no"
    for before, _action, _after in _exchange(dealt(rng, rules), rng, _looking_on):
        if not before.looking or before.current_player != before.bidder or not before.hands[before.bidder]:
            continue
        seat, shown = before.current_player, before.looking[0]
        refused = refusal(before, Action(SWAP, seat, card=before.hands[seat][0]))  # the engine's verdict
        if (refused is None) != want:
            continue
        params = {"seat": label(before, seat), "card": shown}
        why: tuple[Message, ...] = ((("drill.why.may-swap", params),) if refused is None else
                                    ((refused.code, refused.params), ("drill.why.no-point-card", params)))
        swap = Action(SWAP, seat, card=before.hands[seat][0])
        return yes_no_drill("exchange.look-through", before, ("drill.q.may-swap", params), refused is None, why,
                            seat=seat, shown=(seat,), highlight=(shown,), steps=move_or_refusal(before, swap, seat, (seat,)))
    return None


def _looking_on(state: HandState, rng: random.Random) -> Action:
    """Calm bidding, but the bidder looks through the whole pack without swapping (skip)."""
    skip = [a for a in state.legal_actions() if a.kind == SKIP]
    return skip[0] if skip else calm_bidding(state, rng)
