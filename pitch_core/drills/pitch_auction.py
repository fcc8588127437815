"""Drills of the deal, the auction, naming trump and the exchange: may this bid stand, who bids
next, who names trump, which cards are trump, what must be thrown away, who is the partner."""

from __future__ import annotations

import random
from typing import Any, Callable, Iterator

from ..cards import HIGH_JOKER, LOW_JOKER, SUITS, Card, Rank
from ..errors import IllegalAction
from ..pitch.actions import BID, PASS, Action
from ..pitch.hand_types import BIDDING_PHASE, EXCHANGE, PLAY_PHASE, TRUMP_PHASE
from ..pitch.ruleset import MOON
from ..pitch.state import _LOW_CARDS, HandState
from .model import CARDS, NUMBER, Choice, Drill, Message
from .pitch_deals import (codes, dealt, label, new_events, position, ruleset, seat_drill, walk,
                          yes_no_drill)
from .pitch_play import BASIC_GAMES
from .register import maker


def _refusal(state: HandState, action: Action) -> IllegalAction | None:
    """The engine's verdict on a move: None if it stands, else the refusal with its rule."""
    try:
        state.copy().apply(action)
    except IllegalAction as refusal:
        return refusal
    return None


def _auction_turns(rng: random.Random, preset: str, scores: tuple[int, ...] | None = None,
                   policy: Callable | None = None) -> Iterator[HandState]:
    state = dealt(rng, preset, scores)
    for before, _action, _after in walk(state, rng, policy) if policy else walk(state, rng):
        if before.phase != BIDDING_PHASE:
            return
        yield before


def _bid_drill(rule: str, state: HandState, action: Action, explanation: tuple[Message, ...]) -> Drill:
    seat = label(state, action.seat)
    question = (("drill.q.may-pass", {"seat": seat}) if action.kind == PASS
                else ("drill.q.may-bid", {"seat": seat, "bid": action.bid}))
    data = position(state, hands=[action.seat], to_move=seat)
    return yes_no_drill(rule, state, data, question, _refusal(state, action) is None, explanation)


@maker("bid.must-beat")
def must_beat(rng: random.Random) -> Drill | None:
    for state in _auction_turns(rng, "ten-point"):
        if state.bid is None or state.bid == MOON:
            continue
        ladder = [b for b in state.ruleset.bid_ladder if b != MOON]
        action = Action(BID, state.current_player, bid=rng.choice(ladder))
        return _bid_drill("bid.must-beat", state, action, (("bid.must-beat", {"standing": state.bid}),))
    return None


@maker("bid.dealer-may-match")
def dealer_match(rng: random.Random) -> Drill | None:
    """Does the match stand? Only the dealer may match a bid of 10 or the moon."""
    for state in _auction_turns(rng, "pitch31", scores=(rng.randrange(1, 25), rng.randrange(1, 25))):
        if state.bid not in state.ruleset.dealer_may_match:
            continue
        action = Action(BID, state.current_player, bid=state.bid)
        return _bid_drill("bid.dealer-may-match", state, action,
                          (("bid.dealer-may-match", {"standing": state.bid}),))
    return None


@maker("bid.moon-needs-score")
def moon_needs_score(rng: random.Random) -> Drill | None:
    scores = (rng.randrange(-6, 8), rng.randrange(-6, 8))
    for state in _auction_turns(rng, "pitch31", scores=scores):
        if state.bid == MOON or rng.random() < 0.4:
            continue
        action = Action(BID, state.current_player, bid=MOON)
        rules = state.ruleset
        seat = state.current_player
        params = {"min_score": rules.moon_min_team_score, "team": state.unit_names()[state.unit_of(seat)],
                  "score": state.scores[state.unit_of(seat)]}
        return _bid_drill("bid.moon-needs-score", state, action, (("bid.moon-needs-score", params),))
    return None


def _pass_until_dealer(state: HandState, rng: random.Random) -> Action:
    return Action(PASS, state.current_player) if state.current_player != state.dealer else rng.choice(state.legal_actions())


def _all_passed(rule: str, preset: str) -> Callable:
    """Everyone else passed: may the dealer pass, or make this bid?"""
    def make(rng: random.Random) -> Drill | None:
        for state in _auction_turns(rng, preset, policy=_pass_until_dealer):
            if state.current_player != state.dealer:
                continue
            options = [Action(PASS, state.dealer)] + [Action(BID, state.dealer, bid=b)
                                                      for b in state.ruleset.bid_ladder[:6]]
            return _bid_drill(rule, state, rng.choice(options), ((rule, {}),))
        return None
    return make


maker("bid.all-pass-dealer-bids")(_all_passed("bid.all-pass-dealer-bids", "pitch31"))
maker("bid.all-pass-dealer-four")(_all_passed("bid.all-pass-dealer-four", "ten-point"))
maker("bid.all-pass-dealer-five")(_all_passed("bid.all-pass-dealer-five", "thirteen-point-partner"))


@maker("bid.minimum")
def lowest_bid(rng: random.Random) -> Drill | None:
    state = dealt(rng, rng.choice(BASIC_GAMES))
    seat = state.current_player
    lowest = min(a.bid for a in state.legal_actions() if a.kind == BID and isinstance(a.bid, int))
    data = position(state, hands=[seat], to_move=label(state, seat))
    return Drill("bid.minimum", "pitch", state.ruleset.name, NUMBER, data,
                 ("drill.q.lowest-bid", {"seat": label(state, seat)}), lowest,
                 (("bid.minimum", {"min_bid": state.ruleset.min_bid}),))


@maker("bid.maximum")
def highest_bid(rng: random.Random) -> Drill | None:
    """May this bid stand? Around the top of the ladder of a game whose highest bid is not 10."""
    preset = rng.choice(("5-point", "7-point", "ten-point", "11-point", "14-point", "16-point"))
    top = ruleset(preset).max_numeric_bid
    for state in _auction_turns(rng, preset):
        action = Action(BID, state.current_player, bid=rng.choice((top - 1, top, top + 1, top + 2)))
        refusal = _refusal(state, action)
        if refusal is not None and refusal.code != "bid.maximum":
            continue  # refused for another rule: not this rule's question
        return _bid_drill("bid.maximum", state, action, (("bid.maximum", {"max_bid": top}),))
    return None


@maker("bid.moon-is-thirteen")
def moon_bid(rng: random.Random) -> Drill | None:
    """13-point partner: what does a player bid to shoot the moon? The bid of 13 is the moon."""
    for state in _auction_turns(rng, "thirteen-point-partner"):
        seat = state.current_player
        moon = state.ruleset.moon_value
        if Action(BID, seat, bid=moon) not in state.legal_actions() or rng.random() < 0.5:
            continue
        data = position(state, hands=[seat], to_move=label(state, seat))
        return Drill("bid.moon-is-thirteen", "pitch", state.ruleset.name, NUMBER, data,
                     ("drill.q.moon-bid", {"seat": label(state, seat)}), moon, (("bid.moon-is-thirteen", {}),))
    return None


@maker("bid.one-call")
def next_bidder(rng: random.Random) -> Drill | None:
    turns = list(_auction_turns(rng, rng.choice(BASIC_GAMES)))
    state = rng.choice(turns)
    data = position(state, hands=[])
    return seat_drill("bid.one-call", state, data, ("drill.q.next-bidder", {}), state.current_player,
                      (("bid.one-call", {}),))


@maker("trump.bidder-names")
def names_trump(rng: random.Random) -> Drill | None:
    for before, _action, after in walk(dealt(rng, rng.choice(BASIC_GAMES)), rng):
        if after.phase == TRUMP_PHASE:
            event = next(e for e in new_events(before, after) if e.rule_id == "trump.bidder-names")
            data = position(after, hands=[])
            return seat_drill("trump.bidder-names", after, data, ("drill.q.names-trump", {}),
                              after.current_player, (("trump.bidder-names", event.params),))
    return None


@maker("deal.cards")
def widow_size(rng: random.Random) -> Drill | None:
    state = dealt(rng, rng.choice(("ten-point", "pitch31", "thirteen-point-partner", "ten-point+five-handed")))
    rules = state.ruleset
    seat = rng.randrange(state.players)
    data = position(state, hands=[seat])
    return Drill("deal.cards", "pitch", rules.name, NUMBER, data, ("drill.q.widow-size", {}),
                 len(state.widow), (("deal.cards", {"hand_size": rules.hand_size,
                                                    "widow_size": len(state.widow)}),))


@maker("deal.redeal-low-cards")
def redeal(rng: random.Random) -> Drill | None:
    """Must the same dealer deal again? (Pitch 31: a hand of nothing but 4s to 9s is thrown in.)"""
    rules = ruleset("pitch31")
    state = HandState.new(rules, dealer=rng.randrange(4))
    deck = list(rules.deck())
    rng.shuffle(deck)
    hands, widow = state.split_deck(deck)
    if rng.random() < 0.5:  # stack one hand with low cards, so the question is not always "no"
        low = [c for c in deck if c in _LOW_CARDS][:rules.hand_size]
        rest = iter([c for c in deck if c not in low])
        seat = rng.randrange(rules.players)
        hands = [low if s == seat else [next(rest) for _ in hand] for s, hand in enumerate(hands)]
        widow = list(rest)
    shown = state.copy()
    shown.hands = [list(h) for h in hands]
    state.apply_deal(hands, widow)
    events = [e for _, e in state.events if e.rule_id == "deal.redeal-low-cards"]
    explanation = ((events[0].rule_id, events[0].params),) if events else (("drill.why.deal-stands", {}),)
    return yes_no_drill("deal.redeal-low-cards", state, position(shown), ("drill.q.redeal", {}),
                        state.is_chance, explanation)


def _which_trump(rule: str, presets: tuple[str, ...], wanted: Callable[[HandState, Any, list], list]) -> Callable:
    """With this trump, which of these cards are trump? (A dealt hand, before the exchange.)"""
    def make(rng: random.Random) -> Drill | None:
        state = dealt(rng, rng.choice(presets))
        seat = rng.randrange(state.players)
        suit = rng.choice(SUITS)
        hand = state.hands[seat]
        order = state.ruleset.trump_order(suit)
        special = wanted(state, suit, hand)
        if not special:
            return None
        data = position(state, hands=[seat], trump=suit.letter)
        answer = sorted(c.code for c in hand if c in order)
        explanation: tuple[Message, ...] = ((rule, {"card": special[0], "trump": suit, "cards": list(order)}),)
        if rule != "trump.cards":
            explanation += (("trump.cards", {"trump": suit, "cards": list(order)}),)
        return Drill(rule, "pitch", state.ruleset.name, CARDS, data, ("drill.q.which-trump", {"trump": suit}),
                     answer, explanation, tuple(Choice(c) for c in codes(hand)))
    return make


def _off(rank: Rank) -> Callable[[HandState, Any, list], list]:
    return lambda state, suit, hand: [c for c in hand if c == Card.of(rank, suit.same_colour)]


maker("trump.cards")(_which_trump("trump.cards", ("ten-point", "pitch31"), lambda s, suit, hand: [None]))
maker("trump.off-jack")(_which_trump("trump.off-jack", ("ten-point", "pitch31"), _off(Rank.JACK)))
maker("trump.off-three")(_which_trump("trump.off-three", ("thirteen-point-partner",), _off(Rank(3))))
maker("trump.jokers")(_which_trump("trump.jokers", ("ten-point", "pitch31"),
                                   lambda s, suit, hand: [c for c in hand if c in (HIGH_JOKER, LOW_JOKER)]))


@maker("exchange.discard-non-trump")
def throw_away(rng: random.Random) -> Drill | None:
    """Which cards must this player throw away? (Ten-point: every card that is not trump.)"""
    for before, _action, after in walk(dealt(rng, "ten-point"), rng):
        if before.phase == TRUMP_PHASE and after.phase != TRUMP_PHASE:
            seat = rng.choice([s for s in range(4) if s != before.bidder])
            hand = before.hands[seat]
            answer = sorted(c.code for c in hand if not after.is_trump(c))
            kept = next((c for c in hand if after.is_trump(c)), None)
            if kept is None:
                return None
            data = position(after, hands=[seat])
            data["hands"] = {label(after, seat): codes(hand)}
            data["text"] = data["text"].split(f" {label(after, seat)}=")[0] + f" {label(after, seat)}=" + ",".join(codes(hand))
            return Drill("exchange.discard-non-trump", "pitch", "ten-point", CARDS, data,
                         ("drill.q.throw-away", {"seat": label(after, seat)}), answer,
                         (("exchange.discard-non-trump", {"card": kept}),), tuple(Choice(c) for c in codes(hand)))
    return None


def _excess(rule: str, preset: str) -> Callable:
    """How many trump must this player give up? (More than six trump after the exchange.)"""
    def make(rng: random.Random) -> Drill | None:
        before_exchange = None
        for before, _action, after in walk(dealt(rng, preset), rng):
            if before.phase == EXCHANGE and before_exchange is None:
                before_exchange = before
            event = next((e for e in new_events(before, after) if e.rule_id == rule), None)
            if event is not None:
                seat = next(s for s in range(after.players) if label(after, s) == event.params["seat"])
                held = [c for c in after.hands[seat]] + list(event.params["cards"])
                data = position(after, hands=[seat])
                data["hands"] = {label(after, seat): codes(held)}
                return Drill(rule, "pitch", preset, NUMBER, data,
                             ("drill.q.excess", {"seat": event.params["seat"]}), len(event.params["cards"]),
                             ((rule, event.params), ("exchange.keep-six", {"count": 6, "got": len(held)})))
            if after.phase == PLAY_PHASE:
                return None
        return None
    return make


maker("exchange.excess-to-opponents")(_excess("exchange.excess-to-opponents", "pitch31"))
maker("exchange.burn")(_excess("exchange.burn", "ten-point"))


@maker("trump.call-card", "pitch")
def called_partner(rng: random.Random) -> Drill | None:
    """Five-handed: the bidder calls a trump card; who is his partner?"""
    for before, action, after in walk(dealt(rng, "ten-point+five-handed"), rng):
        if before.phase == TRUMP_PHASE and after.partner is not None and after.partner != after.bidder:
            data = position(after, called=action.card.code if action.card else None)
            return seat_drill("trump.call-card", after, data, ("drill.q.partner", {"card": action.card}),
                              after.partner, (("trump.call-card", {}),),
                              [s for s in range(after.players) if s != after.bidder])
        if after.phase == PLAY_PHASE:
            return None
    return None
