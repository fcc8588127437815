"""Why a bid hint says what it says, in card-table terms: which of the reader's cards should
bring their points home, which can be caught, where the other points must come from, why the
bid is lower (or as high) as the points he expects, and what his partner's bid tells him.

Each reason is a hint code of ``pitch_core.bots.messages`` with its params, computed from the
same facts the heuristic player's estimate rests on (``pitch_bidding.features``): a point card
no trump the reader lacks outranks is his, the 2 comes back to whoever played it, the others
can be caught. ``pitch_core.messages.render`` says each one in the reader's language.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..cards import Card
from ..pitch.actions import BID
from .advice import Advice
from .pitch_bidding import best_suit
from .pitch_view import trump_facts

if TYPE_CHECKING:
    from ..pitch.state import HandState

Reason = tuple[str, dict[str, Any]]


def bid_reasons(state: "HandState", seat: int, advice: Advice) -> list[Reason]:
    """The reasons behind ``advice`` for ``seat``'s call in the auction, in the order a player
    would think them: his cards, the points he must win, the size of the bid, his partner."""
    ruleset = state.ruleset
    hand = state.hands[seat]
    suit = best_suit(hand, ruleset).suit
    facts = trump_facts(ruleset, suit)
    held = set(hand)
    sure: list[Card] = []
    caught: list[Card] = []
    comes_back: list[Card] = []
    gap = False  # passed a trump the reader does not hold
    for card in facts.order:
        if card not in held:
            gap = True
            continue
        if not facts.points.get(card):
            continue
        if card in facts.returning:
            comes_back.append(card)
        elif gap:
            caught.append(card)
        else:
            sure.append(card)
    reasons: list[Reason] = []
    if sure:
        reasons.append(("hint.bid.why-sure", {"suit": suit, "cards": sure}))
    if comes_back:
        reasons.append(("hint.bid.why-comes-back", {"card": comes_back[0]}))
    if caught:
        reasons.append(("hint.bid.why-caught", {"cards": caught}))
    if not (sure or comes_back or caught):
        reasons.append(("hint.bid.why-no-points", {"suit": suit}))
    reasons.append(("hint.bid.why-rest", {}))
    if advice.action.kind == BID and not ruleset.is_moon(advice.action.bid):
        code = "hint.bid.why-low" if ruleset.made_bid_scores == "taken" else "hint.bid.why-high"
        reasons.append((code, {"bid": advice.action.bid}))
    partner_bid = _partner_bid(state, seat)
    if partner_bid is not None and advice.reason_rule_id != "hint.bid.partner-holds":
        reasons.append(("hint.bid.why-partner", {"bid": partner_bid}))
    return reasons


def _partner_bid(state: "HandState", seat: int) -> int | str | None:
    """The partner's highest bid in this auction (fixed teams only), or None."""
    if not state.ruleset.teams_fixed:
        return None
    partner = (seat + 2) % state.players
    bids = [bid for who, bid in state.calls if who == partner and bid is not None]
    return bids[-1] if bids else None
