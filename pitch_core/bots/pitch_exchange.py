"""The heuristic player's choices in the exchange between naming trump and the first lead.

Cards are weighed by ``keep_value``: a point card above any card without points, a higher trump
above a lower one, a dead non-trump card below everything.

* More than six trump: give up the least valuable (a low trump without points).
* Ten-point, the rest of the widow: take it when our own hand still has room for trump, else
  hand it unseen to the partner, who is likelier to have room.
* 13-point partner, the middle: claim the most valuable point card while there is room.
* 13-point partner, looking through the pack: swap our least valuable card for a better point
  card; a point card we cannot use is passed on to the partner (the bidder stops), anything
  else is skipped.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards import Card
from ..pitch.actions import CLAIM, DONE, DROP, GIVE_REST, SKIP, STOP, SWAP, TAKE_REST, Action
from .advice import Advice
from .pitch_view import TrumpFacts, facts_of

if TYPE_CHECKING:
    from ..pitch.state import HandState

# A bidder holding this many trump hands the rest of the widow to his partner: he has little
# room left for it, the partner likely more.
GIVE_REST_FROM = 5


def keep_value(card: Card, facts: TrumpFacts) -> float:
    if card not in facts.rank:
        return -1.0  # a dead card
    strength = 1.0 - facts.rank[card] / len(facts.order)
    return 2.0 * facts.points.get(card, 0) + strength


def exchange_advice(state: "HandState", seat: int) -> Advice:
    legal = state.legal_actions()
    kinds = {a.kind for a in legal}
    facts = facts_of(state)
    if DROP in kinds:
        return _drop(state, legal, facts)
    if TAKE_REST in kinds:
        return _rest(state, seat, facts)
    if CLAIM in kinds or kinds == {DONE}:
        return _claim(seat, legal, facts)
    return _look(state, seat, legal, facts)


def _drop(state: "HandState", legal: list[Action], facts: TrumpFacts) -> Advice:
    action = min(legal, key=lambda a: keep_value(a.named_card, facts))
    rule = {"to_opponents": "exchange.excess-to-opponents", "burn": "exchange.burn"}.get(
        state.ruleset.excess_trump, "exchange.discard-face-up")
    points = facts.points.get(action.named_card, 0)
    if points:  # the least valuable has points, so every card that may go has some
        return Advice(action, "hint.exchange.drop-fewest", {"card": action.card, "points": points}, rule)
    return Advice(action, "hint.exchange.drop-least", {"card": action.card}, rule)


def _rest(state: "HandState", seat: int, facts: TrumpFacts) -> Advice:
    trump_held = sum(1 for c in state.hands[seat] if c in facts.rank)
    params = {"count": trump_held}
    if trump_held >= GIVE_REST_FROM:
        return Advice(Action(GIVE_REST, seat), "hint.exchange.give-rest", params,
                      "exchange.remainder-to-partner")
    return Advice(Action(TAKE_REST, seat), "hint.exchange.take-rest", params,
                  "exchange.remainder-to-partner")


def _claim(seat: int, legal: list[Action], facts: TrumpFacts) -> Advice:
    claims = [a for a in legal if a.kind == CLAIM]
    if not claims:
        return Advice(Action(DONE, seat), "hint.exchange.nothing-to-claim", {})
    action = max(claims, key=lambda a: keep_value(a.named_card, facts))
    return Advice(action, "hint.exchange.claim", {"card": action.card}, "exchange.claim-point-card")


def _look(state: "HandState", seat: int, legal: list[Action], facts: TrumpFacts) -> Advice:
    shown = state.looking[0]  # the card this seat is being shown: its own knowledge
    swaps = [a for a in legal if a.kind == SWAP]
    params = {"card": shown}
    if swaps:
        worst = min(swaps, key=lambda a: keep_value(a.named_card, facts))
        if keep_value(shown, facts) > keep_value(worst.named_card, facts):
            # More points, or as many on a stronger card: say which one it is.
            more_points = facts.points.get(shown, 0) > facts.points.get(worst.named_card, 0)
            reason = "hint.exchange.swap" if more_points else "hint.exchange.swap-higher"
            return Advice(worst, reason, {**params, "out": worst.card}, "exchange.look-through")
    partner_may_look = seat == state.bidder and state.ruleset.remainder_to_partner == "unseen_rest"
    if partner_may_look and facts.points.get(shown, 0):
        return Advice(Action(STOP, seat), "hint.exchange.stop-for-partner", params,
                      "exchange.look-through")
    return Advice(Action(SKIP, seat), "hint.exchange.skip", params, "exchange.look-through")
