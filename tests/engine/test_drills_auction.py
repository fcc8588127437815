"""The drills of the deal, the auction, trump and the exchange (pitch_core.drills.pitch_auction and
pitch_exchange) in every game that plays each rule: a call's verdict agrees with the replayed
auction and is explained by why it stands or by the refusing rule, a question only names bids of
its own game, and every answer agrees with the game's ruleset checked another way."""

from __future__ import annotations

import random

import pytest

from pitch_core.cards import Card
from pitch_core.drills import make_drill
from pitch_core.drills.registry import presets_of_rule
from pitch_core.errors import IllegalAction
from pitch_core.pitch import get_ruleset
from pitch_core.pitch.actions import BID, PASS, Action, parse_seat
from pitch_core.pitch.state import HandState

from .drill_scenes import cards as _cards
from .drill_scenes import hands, one_hand, trump, view

SEEDS = range(12)
YES_NO_CALLS = ("bid.must-beat", "bid.dealer-may-match", "bid.moon-needs-score", "bid.all-pass-dealer-bids",
                "bid.all-pass-dealer-four", "bid.all-pass-dealer-five", "bid.maximum")


def _drills(*rules: str):
    return [make_drill(rule, seed, 0, preset) for rule in rules for preset in presets_of_rule(rule)
            for seed in SEEDS]


def _replayed_auction(drill) -> tuple[HandState, int]:
    """Deal the shown hand (the other cards at random) and replay the calls: the auction where
    the drill asks, and the seat it asks about."""
    rules = get_ruleset(drill.preset)
    data = view(drill)
    seat_text, hand = one_hand(drill)
    seat = parse_seat(seat_text, rules.players)
    rest = [c for c in rules.deck() if c not in _cards(hand)]
    random.Random(0).shuffle(rest)
    state = HandState.new(rules, dealer=parse_seat(data["dealer"], rules.players),
                          scores=list(data["scores"].values()))
    dealt = [list(_cards(hand)) if s == seat else [rest.pop() for _ in range(rules.hand_size)]
             for s in range(rules.players)]
    state.apply_deal(dealt, rest)
    for call in data["calls"]:
        who_seat = parse_seat(call["seat"], rules.players)
        bid = call["bid"]
        state.apply(Action(PASS, who_seat) if bid == "pass" else Action(BID, who_seat, bid=bid))
    return state, seat


@pytest.mark.parametrize("drill", _drills(*YES_NO_CALLS), ids=lambda d: f"{d.rule}-{d.preset}")
def test_a_calls_verdict_is_the_replayed_auctions_and_says_why(drill):
    """Yes: the call is legal and explained by why it stands (never the refusal). No: the engine
    refuses it by this very rule, whose message opens the explanation."""
    state, seat = _replayed_auction(drill)
    code, params = drill.question
    asked = Action(PASS, seat) if code == "drill.q.may-pass" else Action(BID, seat, bid=params["bid"])
    assert (asked in state.legal_actions()) == (drill.answer == "yes")
    if drill.answer == "yes":
        assert drill.explanation[0][0].startswith("drill.why.")
    else:
        with pytest.raises(IllegalAction) as refused:
            state.apply(asked)
        assert refused.value.code == drill.rule == drill.explanation[0][0]


@pytest.mark.parametrize("drill", _drills(*YES_NO_CALLS, "bid.minimum", "bid.moon-is-thirteen"),
                         ids=lambda d: f"{d.rule}-{d.preset}")
def test_a_bid_question_names_only_bids_of_its_own_game(drill):
    """A Pitch 31 learner is never asked about a 13; only the rule of the highest bid asks about
    the one number above the game's ladder."""
    rules = get_ruleset(drill.preset)
    bid = drill.question[1].get("bid")
    if bid is not None:
        above = (rules.max_numeric_bid + 1,) if drill.rule == "bid.maximum" else ()
        assert bid in rules.bid_ladder or bid in above, (drill.rule, drill.preset, bid)
    if drill.rule == "bid.minimum":
        assert drill.answer == rules.min_bid
    if drill.rule == "bid.moon-is-thirteen":
        assert drill.answer == rules.moon_value == 13


def test_the_all_pass_rules_follow_each_games_forced_bid():
    for drill in _drills("bid.all-pass-dealer-four"):
        assert (drill.answer == "yes") == (drill.question == ("drill.q.may-bid", {
            "seat": drill.question[1]["seat"], "bid": 4}))
    for drill in _drills("bid.all-pass-dealer-five"):
        bid = drill.question[1].get("bid")
        assert (drill.answer == "yes") == (bid is not None and bid >= 5)
    for drill in _drills("bid.all-pass-dealer-bids"):
        assert (drill.answer == "yes") == (drill.question[0] == "drill.q.may-bid")


@pytest.mark.parametrize("drill", _drills("trump.cards", "trump.off-jack", "trump.jokers", "trump.off-three"),
                         ids=lambda d: f"{d.rule}-{d.preset}")
def test_trump_answers_are_the_hands_cards_in_the_games_trump_order(drill):
    rules = get_ruleset(drill.preset)
    order = set(rules.trump_order(trump(drill)))
    _seat, hand = one_hand(drill)
    assert drill.answer == sorted(code for code in hand if Card.parse(code) in order)
    if drill.rule != "trump.cards":  # the hand holds the card the rule is about
        assert drill.explanation[0][1]["card"].code in hand


@pytest.mark.parametrize("drill", _drills("exchange.keep-six", "exchange.burn", "exchange.excess-to-opponents"),
                         ids=lambda d: f"{d.rule}-{d.preset}")
def test_a_player_over_six_trump_gives_up_the_excess_the_games_way(drill):
    rules = get_ruleset(drill.preset)
    order = set(rules.trump_order(trump(drill)))
    _seat, hand = one_hand(drill)
    assert all(Card.parse(code) in order for code in hand)
    assert drill.answer == len(hand) - 6 > 0
    said = {code for code, _params in drill.explanation}
    way = {"to_opponents": "exchange.excess-to-opponents", "burn": "exchange.burn",
           "middle_pickable": "exchange.discard-face-up"}[rules.excess_trump]
    assert said == ({"exchange.keep-six", way, "drill.why.trump-too-many"} if drill.rule == "exchange.keep-six"
                    else {way, "drill.why.trump-too-many"})
    too_many = dict(drill.explanation)["drill.why.trump-too-many"]
    assert too_many["got"] - 6 == too_many["count"] == drill.answer


@pytest.mark.parametrize("drill", _drills("exchange.draw-to-six", "exchange.discard-non-trump"),
                         ids=lambda d: f"{d.rule}-{d.preset}")
def test_a_player_throws_away_his_non_trump_and_draws_to_six(drill):
    rules = get_ruleset(drill.preset)
    order = set(rules.trump_order(trump(drill)))
    _seat, hand = one_hand(drill)
    kept = [code for code in hand if Card.parse(code) in order]
    if drill.rule == "exchange.draw-to-six":
        assert drill.answer == 6 - len(kept) == 6 - drill.question[1]["count"]
    else:
        assert drill.answer == sorted(set(hand) - set(kept))


def test_the_widow_is_what_the_deal_leaves_in_every_game():
    for drill in _drills("deal.cards"):
        assert drill.answer == get_ruleset(drill.preset).widow_size


def test_the_called_partner_holds_the_called_card():
    for drill in _drills("trump.call-card"):
        called = drill.question[1]["card"].code  # the table is the bidder's call: the question says it
        assert called in hands(drill)[drill.answer]
        assert drill.answer != view(drill)["to_move"]  # the bidder, who calls


def test_the_rules_of_one_game_are_drilled_in_that_game_only():
    """Each rule's games, as its message states them (the course games named)."""
    only = {"bid.dealer-may-match": ["pitch31"], "bid.moon-needs-score": ["pitch31"],
            "bid.all-pass-dealer-bids": ["pitch31"], "deal.redeal-low-cards": ["pitch31"],
            "exchange.bidder-takes-widow": ["pitch31"], "exchange.excess-to-opponents": ["pitch31"],
            "bid.all-pass-dealer-five": ["thirteen-point-partner"], "bid.moon-is-thirteen": ["thirteen-point-partner"],
            "exchange.discard-face-up": ["thirteen-point-partner"],
            "exchange.claim-point-card": ["thirteen-point-partner"],
            "exchange.look-through": ["thirteen-point-partner"],
            "trump.call-card": ["ten-point+five-handed"], "exchange.blind-to-bidder": ["ten-point+five-handed"]}
    for rule, games in only.items():
        assert presets_of_rule(rule) == games, rule
    assert "thirteen-point-partner" not in presets_of_rule("bid.maximum")  # its highest bid is the moon
    assert presets_of_rule("trump.off-three")[0] == "thirteen-point-partner"
    assert "pitch31" not in presets_of_rule("exchange.burn") + presets_of_rule("exchange.remainder-to-partner")
    for rule in ("bid.must-beat", "bid.minimum", "bid.one-call", "trump.cards", "exchange.keep-six"):
        assert presets_of_rule(rule)[:3] == ["pitch31", "ten-point", "thirteen-point-partner"], rule
