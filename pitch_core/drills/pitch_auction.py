"""Drills of the deal, the auction and naming trump: may this bid stand, who bids next, who names
trump, which cards are trump, who is the partner.

Each maker is made for one game (the ruleset it is given) and asks only what that game plays.
A yes/no question about a call is answered and explained by the engine's verdict: a call it
refuses is explained by the refusing rule's message, a call it accepts by why it stands.
"""

from __future__ import annotations

import random
from typing import Callable, Sequence

from ..cards import HIGH_JOKER, LOW_JOKER, SUITS, Card, Rank, Suit
from ..pitch.actions import BID, PASS, TRUMP, Action
from ..pitch.hand_types import BIDDING_PHASE, PLAY_PHASE, TRUMP_PHASE
from ..pitch.ruleset import MOON, Ruleset
from ..pitch.state import _LOW_CARDS, HandState
from .model import CARDS, NUMBER, Choice, Drill, Message
from .pitch_deals import (Policy, codes, dealt, label, move_or_refusal, new_events, pitch_drill, record_of, refusal,
                          see_it, seat_drill, walk, yes_no_drill)
from .register import maker


# -- the auction, as a table plays it -------------------------------------------------------------
def calm_bidding(state: HandState, rng: random.Random) -> Action:
    """Bids as people make them: half the players pass, the others bid one of the two lowest bids
    they may (a random legal move once the auction is over)."""
    legal = state.legal_actions()
    if state.phase != BIDDING_PHASE:
        return rng.choice(legal)
    bids = [a for a in legal if a.kind == BID]
    passes = [a for a in legal if a.kind == PASS]
    if passes and (not bids or rng.random() < 0.5):
        return passes[0]
    return rng.choice(bids[:2])


def _auction_turns(rng: random.Random, rules: Ruleset, scores: Sequence[int] | None = None,
                   policy: Policy = calm_bidding) -> list[HandState]:
    """The auction of a fresh deal: the hand before each call, in order."""
    turns = []
    for before, _action, _after in walk(dealt(rng, rules, scores), rng, policy):
        if before.phase != BIDDING_PHASE:
            break
        turns.append(before)
    return turns


def _numbers(rules: Ruleset) -> list[int]:
    """The game's numbered bids (in 13-point partner the 13, the moon, is one of them)."""
    return [bid for bid in rules.bid_ladder if isinstance(bid, int)]


def _bid_drill(rule: str, state: HandState, action: Action, why: tuple[Message, ...],
               why_not: tuple[Message, ...] = ()) -> Drill | None:
    """May this call stand? The engine says. A "no" is explained by the refusal (and ``why_not``,
    what makes it this player's case), a "yes" by ``why``; a call refused by another rule is that
    rule's question, not this one's (None).
    The caller's hand face up; "See it": the call made, or refused."""
    refused = refusal(state, action)
    if refused is not None and refused.code != rule:
        return None
    seat = label(state, action.seat)
    question = (("drill.q.may-pass", {"seat": seat}) if action.kind == PASS
                else ("drill.q.may-bid", {"seat": seat, "bid": action.bid}))
    explanation = why if refused is None else ((refused.code, refused.params), *why_not)
    return yes_no_drill(rule, state, question, refused is None, explanation, **_callers_table(state, action))


def _callers_table(state: HandState, action: Action) -> dict:
    """The table of a question about a call: the caller's view, his hand face up and marked, and
    "See it": the call made, or refused."""
    seat = action.seat
    return {"seat": seat, "shown": (seat,), "highlight": (seat,),
            "steps": move_or_refusal(state, action, seat, (seat,))}


def _pick(rng: random.Random, want: bool, allowed: list[Action], refused: list[Action]) -> Action | None:
    """One of the calls of the wanted verdict (of the other if there is none): as many positions
    answered "yes" as "no" where both come up."""
    group = (allowed or refused) if want else (refused or allowed)
    return rng.choice(group) if group else None


# -- bidding --------------------------------------------------------------------------------------
def _beats_question(state: HandState, rng: random.Random, want: bool) -> Drill | None:
    """A numbered bid near the standing bid, at a turn where a bid stands (not a match, which is
    the dealer's own rule)."""
    rules = state.ruleset
    assert state.bid is not None
    standing = rules.bid_level(state.bid)
    seat = state.current_player
    near = [Action(BID, seat, bid=b) for b in _numbers(rules) if abs(b - standing) <= 2
            and not (b == standing and state.bid in rules.dealer_may_match)]
    verdicts = [(action, refusal(state, action)) for action in near]
    allowed = [a for a, refused in verdicts if refused is None]
    beaten = [a for a, refused in verdicts if refused is not None and refused.code == "bid.must-beat"]
    action = _pick(rng, want, allowed, beaten)
    if action is None:
        return None
    why: tuple[Message, ...] = (("drill.why.beats", {"bid": action.bid, "standing": state.bid}),)
    return _bid_drill("bid.must-beat", state, action, why)


@maker("bid.must-beat")
def must_beat(rng: random.Random, rules: Ruleset) -> Drill | None:
    """May this bid stand over the standing bid? Every game: a bid must beat the one before."""
    want = rng.random() < 0.5
    turns = [s for s in _auction_turns(rng, rules) if s.bid is not None and not rules.is_moon(s.bid)]
    rng.shuffle(turns)
    for state in turns:
        drill = _beats_question(state, rng, want)
        if drill is not None:
            return drill
    return None


def _one_bids(seat: int, bid: int | str) -> Policy:
    """The table bids calmly, but ``seat`` bids ``bid`` when its turn comes (if it still may)."""
    def policy(state: HandState, rng: random.Random) -> Action:
        action = Action(BID, seat, bid=bid)
        if state.phase == BIDDING_PHASE and state.current_player == seat and action in state.legal_actions():
            return action
        return calm_bidding(state, rng)
    return policy


def _bidding_order(dealer: int, players: int) -> list[int]:
    return [(dealer + step) % players for step in range(1, players + 1)]


@maker("bid.dealer-may-match", applies=lambda r: r.dealer_may_match == frozenset({10, MOON}))
def dealer_match(rng: random.Random, rules: Ruleset) -> Drill | None:
    """May this player match the standing 10 or moon? Only the dealer may. A player before the
    dealer bids the 10 or the moon; the question is the dealer's turn or another player's after it."""
    want = rng.random() < 0.5  # "yes": the dealer is asked; "no": a player between bidder and dealer
    scores = (rng.randrange(1, 25), rng.randrange(1, 25))  # both teams may shoot the moon
    state = dealt(rng, rules, scores)
    order = _bidding_order(state.dealer, rules.players)
    bidders = order[:-1] if want else order[:-2]
    policy = _one_bids(rng.choice(bidders), rng.choice(sorted(rules.dealer_may_match, key=str)))
    for before, _action, _after in walk(state, rng, policy):
        if before.phase != BIDDING_PHASE:
            return None
        if before.bid in rules.dealer_may_match and (before.current_player == before.dealer) == want:
            seat = before.current_player
            why: tuple[Message, ...] = (("drill.why.dealer-matches", {"seat": label(before, seat),
                                                                       "standing": before.bid}),)
            not_dealer: Message = ("drill.why.not-dealer", {"seat": label(before, seat),
                                                            "dealer": label(before, before.dealer)})
            return _bid_drill("bid.dealer-may-match", before, Action(BID, seat, bid=before.bid), why, (not_dealer,))
    return None


@maker("bid.moon-needs-score", applies=lambda r: r.moon_min_team_score is not None)
def moon_needs_score(rng: random.Random, rules: Ruleset) -> Drill | None:
    """May this player shoot the moon with his team's score? (Half the teams are below the
    minimum.) Not where the moon already stands: over it only the dealer's match is left."""
    low = rules.moon_min_team_score or 0
    scores = (rng.randrange(low - 7, low + 7), rng.randrange(low - 7, low + 7))
    turns = [s for s in _auction_turns(rng, rules, scores) if not rules.is_moon(s.bid)]
    state = rng.choice(turns)
    seat = state.current_player
    team, score = state.unit_names()[state.unit_of(seat)], state.scores[state.unit_of(seat)]
    why: tuple[Message, ...] = (("drill.why.moon-score", {"team": team, "score": score, "min_score": low}),)
    return _bid_drill("bid.moon-needs-score", state, Action(BID, seat, bid=rules.moon_value), why)


def _pass_until_dealer(state: HandState, rng: random.Random) -> Action:
    if state.phase == BIDDING_PHASE and state.current_player != state.dealer:
        return Action(PASS, state.current_player)
    return rng.choice(state.legal_actions())


def _all_passed(rule: str) -> Callable[[random.Random, Ruleset], Drill | None]:
    """Everyone else passed: may the dealer pass, or make this bid?"""
    def make(rng: random.Random, rules: Ruleset) -> Drill | None:
        want = rng.random() < 0.5
        state = next(s for s in _auction_turns(rng, rules, policy=_pass_until_dealer)
                     if s.current_player == s.dealer)
        seat = state.dealer
        calls = [Action(PASS, seat)] + [Action(BID, seat, bid=b) for b in _numbers(rules)]
        verdicts = [(action, refusal(state, action)) for action in calls]
        allowed = [a for a, refused in verdicts if refused is None]
        forbidden = [a for a, refused in verdicts if refused is not None and refused.code == rule]
        action = _pick(rng, want, allowed, forbidden)
        if action is None:
            return None
        why: tuple[Message, ...] = (("drill.why.dealer-may-bid", {"seat": label(state, seat), "bid": action.bid}),
                                    (rule, {}))
        return _bid_drill(rule, state, action, why)
    return make


maker("bid.all-pass-dealer-bids", applies=lambda r: r.all_pass_dealer == "must_bid")(
    _all_passed("bid.all-pass-dealer-bids"))
maker("bid.all-pass-dealer-four", applies=lambda r: r.all_pass_dealer == "exactly_4" and r.min_bid == 4)(
    _all_passed("bid.all-pass-dealer-four"))
maker("bid.all-pass-dealer-five", applies=lambda r: r.all_pass_dealer == "at_least_5")(
    _all_passed("bid.all-pass-dealer-five"))


@maker("bid.minimum")
def lowest_bid(rng: random.Random, rules: Ruleset) -> Drill | None:
    """What is the lowest bid this player may make, while no bid stands yet? "See it": one below
    it refused, then the lowest bid made."""
    turns = [s for s in _auction_turns(rng, rules) if s.bid is None and s.current_player != s.dealer]
    state = rng.choice(turns)
    seat = state.current_player
    lowest = min(a.bid for a in state.legal_actions() if a.kind == BID and isinstance(a.bid, int))
    table = _callers_table(state, Action(BID, seat, bid=lowest - 1))
    table["steps"] += see_it(state, [Action(BID, seat, bid=lowest)], seat, (seat,))
    return pitch_drill("bid.minimum", state, NUMBER, ("drill.q.lowest-bid", {"seat": label(state, seat)}), lowest,
                       (("bid.minimum", {"min_bid": rules.min_bid}),), **table)


@maker("bid.maximum", applies=lambda r: r.moon_bid == "above_max")
def highest_bid(rng: random.Random, rules: Ruleset) -> Drill | None:
    """May this bid stand? One above the game's highest numbered bid, or the highest or the one
    below it where the auction allows them. (In 13-point partner the highest bid is the moon
    itself: the rule's "then only the moon" is not that game's.)"""
    want = rng.random() < 0.5
    top = rules.max_numeric_bid
    turns = _auction_turns(rng, rules)
    rng.shuffle(turns)
    for state in turns:
        seat = state.current_player
        allowed = [Action(BID, seat, bid=b) for b in (top - 1, top)
                   if b >= rules.min_bid and refusal(state, Action(BID, seat, bid=b)) is None]
        if want and not allowed:
            continue  # no bid up to the top stands here: another turn may have one
        action = rng.choice(allowed) if want else Action(BID, seat, bid=top + 1)
        # one sentence: the bid is within the highest, and beats the standing bid where there is one
        why: tuple[Message, ...] = ((("drill.why.within-maximum", {"bid": action.bid, "max_bid": top}),)
                                    if state.bid is None else
                                    (("drill.why.within-maximum-beats", {"bid": action.bid, "max_bid": top,
                                                                         "standing": state.bid}),))
        return _bid_drill("bid.maximum", state, action, why)
    return None


@maker("bid.moon-is-thirteen", applies=lambda r: r.moon_bid == "equals_max" and r.max_numeric_bid == 13)
def moon_bid(rng: random.Random, rules: Ruleset) -> Drill | None:
    """13-point partner: what does a player bid to shoot the moon? The bid of 13 is the moon.
    "See it": the moon asked for by name refused, then the bid of 13 made."""
    moon = rules.moon_value
    turns = [s for s in _auction_turns(rng, rules)
             if Action(BID, s.current_player, bid=moon) in s.legal_actions()]
    if not turns:
        return None
    state = rng.choice(turns)
    seat = state.current_player
    table = _callers_table(state, Action(BID, seat, bid=MOON))
    table["steps"] += see_it(state, [Action(BID, seat, bid=moon)], seat, (seat,))
    return pitch_drill("bid.moon-is-thirteen", state, NUMBER, ("drill.q.moon-bid", {"seat": label(state, seat)}),
                       moon, (("bid.moon-is-thirteen", {}),), **table)


@maker("bid.one-call")
def next_bidder(rng: random.Random, rules: Ruleset) -> Drill | None:
    """Who bids next? The auction so far, no hand face up; "See it": his call."""
    state = rng.choice(_auction_turns(rng, rules))
    return seat_drill("bid.one-call", state, ("drill.q.next-bidder", {}), state.current_player,
                      (("bid.one-call", {}),), steps=see_it(state, state.legal_actions()[:1]))


# -- naming trump ---------------------------------------------------------------------------------
@maker("trump.bidder-names")
def names_trump(rng: random.Random, rules: Ruleset) -> Drill | None:
    """Who names trump? The auction just over; "See it": its last call, then trump named."""
    for before, action, after in walk(dealt(rng, rules), rng, calm_bidding):
        if after.phase == TRUMP_PHASE:
            event = next(e for e in new_events(before, after) if e.rule_id == "trump.bidder-names")
            bidder = label(after, after.current_player)
            not_them = tuple((label(after, seat) or "", (("drill.why.names-trump", {"bidder": bidder,
                                                                                  "seat": label(after, seat)}),))
                             for seat in range(after.players) if seat != after.current_player)
            return seat_drill("trump.bidder-names", after, ("drill.q.names-trump", {}), after.current_player,
                              (("trump.bidder-names", event.params),), why=not_them,
                              steps=see_it(before, [action, after.legal_actions()[0]]))
    return None


@maker("deal.cards")
def widow_size(rng: random.Random, rules: Ruleset) -> Drill | None:
    """How many cards go face down? One player's hand after the deal (his view: the count of the
    widow is in it, and the table does not show it); "See it": the deal, the widow face up."""
    state = dealt(rng, rules)
    seat = rng.randrange(state.players)
    fresh = HandState.new(rules, dealer=state.dealer, scores=state.scores)
    return pitch_drill("deal.cards", state, NUMBER, ("drill.q.widow-size", {}), len(state.widow),
                       (("deal.cards", {"hand_size": rules.hand_size, "widow_size": len(state.widow)}),),
                       seat=seat, shown=(seat,), steps=see_it(fresh, [a for a in state.history if a.is_chance]))


@maker("deal.redeal-low-cards", applies=lambda r: r.redeal_low_cards)
def redeal(rng: random.Random, rules: Ruleset) -> Drill | None:
    """Must the same dealer deal again? (A hand of nothing but 4s to 9s is thrown in.)"""
    state = HandState.new(rules, dealer=rng.randrange(rules.players))
    deck = list(rules.deck())
    rng.shuffle(deck)
    hands, widow = state.split_deck(deck)
    if rng.random() < 0.5:  # stack one hand with low cards, so the question is not always "no"
        low = [c for c in deck if c in _LOW_CARDS][:rules.hand_size]
        rest = iter([c for c in deck if c not in low])
        seat = rng.randrange(rules.players)
        hands = [low if s == seat else [next(rest) for _ in hand] for s, hand in enumerate(hands)]
        widow = list(rest)
    # No engine state shows a deal before it is judged: a thrown-in deal is taken up at once. The
    # table shows the cards as dealt, before the engine judges them (the same for both answers,
    # so the view's phase tells nothing); the record is the deal, which the engine judges.
    dealing = state.copy()
    dealing.hands = [list(h) for h in hands]
    fresh = state.copy()
    state.apply_deal(hands, widow)
    events = [e for _, e in state.events if e.rule_id == "deal.redeal-low-cards"]
    explanation = ((events[0].rule_id, events[0].params),) if events else (("drill.why.deal-stands", {}),)
    return yes_no_drill("deal.redeal-low-cards", dealing, ("drill.q.redeal", {}), state.is_chance, explanation,
                        seat=None, shown=None, record=record_of(state), steps=see_it(fresh, state.history[-1:]))


Special = Callable[[Ruleset, Suit, list[Card]], list[Card]]  # the hand's cards the rule is about


def _which_trump(rule: str, special: Special) -> Callable[[random.Random, Ruleset], Drill | None]:
    """With this trump, which of these cards are trump? (A dealt hand, before the exchange, that
    holds a card the rule is about: its player's view; the question names the trump.)"""
    def make(rng: random.Random, rules: Ruleset) -> Drill | None:
        state = dealt(rng, rules)
        pairs = [(seat, suit) for seat in range(state.players) for suit in SUITS
                 if special(rules, suit, state.hands[seat])]
        if not pairs:
            return None
        seat, suit = rng.choice(pairs)
        hand = state.hands[seat]
        order = rules.trump_order(suit)
        cards_rule: Message = ("trump.cards", {"trump": suit, "cards": list(order)})
        explanation: tuple[Message, ...] = (cards_rule,) if rule == "trump.cards" else (
            (rule, {"card": special(rules, suit, hand)[0]}), *_colour_pair(rule, suit), cards_rule)
        return pitch_drill(rule, state, CARDS, ("drill.q.which-trump", {"trump": suit}),
                           sorted(c.code for c in hand if c in order), explanation, seat=seat, shown=(seat,),
                           choices=tuple(Choice(c) for c in codes(hand)))
    return make


def _colour_pair(rule: str, trump: Suit) -> tuple[Message, ...]:
    """The colour an off card shares with trump, said: "♣ and ♠ are the two black suits"."""
    if rule not in ("trump.off-jack", "trump.off-three"):
        return ()
    code = "drill.why.red-pair" if trump.is_red else "drill.why.black-pair"
    return ((code, {"trump": trump, "suit": trump.same_colour}),)


def _off(rank: Rank) -> Special:
    return lambda rules, suit, hand: [c for c in hand if c == Card.of(rank, suit.same_colour)]


def _jokers(rules: Ruleset, suit: Suit, hand: list[Card]) -> list[Card]:
    return [c for c in hand if c in (HIGH_JOKER, LOW_JOKER)]


maker("trump.cards")(_which_trump("trump.cards", lambda rules, suit, hand: list(hand)))
maker("trump.off-jack", applies=lambda r: "OJ" in r.scheme.off_cards)(
    _which_trump("trump.off-jack", _off(Rank.JACK)))
maker("trump.off-three", applies=lambda r: "O3" in r.scheme.off_cards and r.scheme.points_of("O3") == 3)(
    _which_trump("trump.off-three", _off(Rank(3))))
maker("trump.jokers", applies=lambda r: r.jokers_in_deck)(_which_trump("trump.jokers", _jokers))


def _calling_a_holder(state: HandState, rng: random.Random) -> Action:
    """Calm bidding, and a called card that another player holds (one in the blind partners nobody)."""
    if state.phase != TRUMP_PHASE:
        return calm_bidding(state, rng)
    legal = state.legal_actions()
    held = {c for hand in state.hands for c in hand}
    return rng.choice([a for a in legal if a.card in held] or legal)


@maker("trump.call-card", applies=lambda r: r.called_partner)
def called_partner(rng: random.Random, rules: Ruleset) -> Drill | None:
    """Five-handed: the bidder calls a trump card; who is his partner? Every hand face up as the
    bidder calls (the question says the call: after it the open view names the partner); "See
    it": the call."""
    for before, action, after in walk(dealt(rng, rules), rng, _calling_a_holder):
        if before.phase == TRUMP_PHASE and action.kind == TRUMP:
            if after.partner is None or after.partner == after.bidder:
                return None
            return seat_drill("trump.call-card", before, ("drill.q.partner", {"card": action.card}),
                              after.partner, (("trump.call-card", {}),),
                              [s for s in range(after.players) if s != after.bidder],
                              shown=None, highlight=(before.bidder,), why=(), steps=see_it(before, [action], shown=None))
        if after.phase == PLAY_PHASE:
            return None
    return None


__all__ = ["calm_bidding"]
