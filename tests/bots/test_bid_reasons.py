"""A bid hint explains itself (pitch_core/bots/bid_reasons.py): every card it calls sure has no
trump above it that the reader lacks, every card it calls catchable has one, the 2 it calls his
in any case is the preset's protected deuce; the reason for the size of the bid follows the
preset's scoring; the partner's bid is his real one. Each reason is said in every language."""

from __future__ import annotations

import random

import pytest

from pitch_core.bots import advise
from pitch_core.bots.bid_reasons import bid_reasons
from pitch_core.bots.pitch_bidding import best_suit
from pitch_core.bots.pitch_view import trump_facts
from pitch_core.cards import Card
from pitch_core.messages import render
from pitch_core.pitch import get_ruleset, preset_names
from pitch_core.pitch.actions import BID
from pitch_core.pitch.state import HandState
from pitch_core.webtools.play import new_table

LANGUAGES = ("en", "ro", "de", "cs", "mk")


def auctions(preset: str, deals: int = 40):
    """(state, seat) at every call of many random auctions, the heuristic player bidding."""
    ruleset = get_ruleset(preset)
    rng = random.Random(preset)
    for _ in range(deals):
        state = HandState.new(ruleset, rng.randrange(ruleset.players))
        while state.is_chance:
            state.deal_random(rng)
        while state.phase == "bidding":
            seat = state.to_move
            assert seat is not None
            yield state, seat
            state.apply(advise(state, seat).action)


@pytest.mark.parametrize("preset", preset_names())
def test_what_the_reasons_say_about_the_cards_is_true(preset):
    checked = 0
    for state, seat in auctions(preset):
        advice = advise(state, seat)
        reasons = dict(bid_reasons(state, seat, advice))
        held = set(state.hands[seat])
        suit = best_suit(state.hands[seat], state.ruleset).suit  # the suit the estimate counts in
        facts = trump_facts(state.ruleset, suit)

        def above(card: Card, facts=facts) -> tuple[Card, ...]:
            return facts.order[: facts.order.index(card)]

        for card in reasons.get("hint.bid.why-sure", {}).get("cards", []):
            assert all(c in held for c in above(card)), f"{card} is called sure but can be beaten"
            checked += 1
        for card in reasons.get("hint.bid.why-caught", {}).get("cards", []):
            assert any(c not in held for c in above(card)), f"{card} is called catchable but cannot be"
            checked += 1
        if "hint.bid.why-comes-back" in reasons:
            back = reasons["hint.bid.why-comes-back"]["card"]
            assert back in facts.returning and back in held
        scoring = "hint.bid.why-low" if state.ruleset.made_bid_scores == "taken" else "hint.bid.why-high"
        if advice.action.kind == BID and not state.ruleset.is_moon(advice.action.bid):
            assert reasons[scoring]["bid"] == advice.action.bid
        partner = (seat + 2) % state.players
        partner_bids = [b for s, b in state.calls if s == partner and b is not None]
        if "hint.bid.why-partner" in reasons:
            assert state.ruleset.teams_fixed and reasons["hint.bid.why-partner"]["bid"] == partner_bids[-1]
    assert checked, "no auction gave a card to check"


def test_every_reason_is_said_in_every_language():
    seen = set()
    for preset in ("pitch31", "ten-point", "13-point-partner"):
        for state, seat in auctions(preset, deals=30):
            for code, params in bid_reasons(state, seat, advise(state, seat)):
                if code in seen:
                    continue
                seen.add(code)
                english = render(code, params, "en")
                for lang in LANGUAGES:
                    text = render(code, params, lang)
                    assert "{" not in text, f"{code} in {lang} leaves a placeholder: {text}"
                    if lang != "en":
                        assert text != english, f"{code} is not translated into {lang}"
    assert {"hint.bid.why-sure", "hint.bid.why-caught", "hint.bid.why-rest", "hint.bid.why-low",
            "hint.bid.why-high", "hint.bid.why-partner"} <= seen


def test_plays_bid_hint_carries_its_reasons():
    table = new_table("pitch31", "S", seed=2)
    while table.hand.to_move != table.human:
        table.bot_move()
    hint = table.hint("de")
    codes = [reason["reason"] for reason in hint["reasons"]]
    assert "hint.bid.why-rest" in codes
    assert all(reason["message"] and "{" not in reason["message"] for reason in hint["reasons"])
