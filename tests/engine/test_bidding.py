import pytest

from pitch_core.cards import parse_cards
from pitch_core.errors import IllegalAction
from pitch_core.pitch import MOON, get_ruleset
from pitch_core.pitch.actions import PASS, Action, bid
from pitch_core.pitch.state import HandState

N, E, S, W = range(4)


def dealt(preset, dealer=W, scores=None, seed=7):
    import random

    state = HandState.new(get_ruleset(preset), dealer, scores)
    rng = random.Random(seed)
    while state.is_chance:
        state.deal_random(rng)
    return state


def call(state, *values):
    for value in values:
        seat = state.to_move
        state.apply(Action(PASS, seat) if value == "pass" else bid(seat, value))


def rule_of(state, action):
    with pytest.raises(IllegalAction) as error:
        state.apply(action)
    return error.value.rule_id


def test_bidding_starts_left_of_the_dealer():
    assert dealt("pitch31", dealer=W).to_move == N


def test_a_bid_must_beat_the_standing_bid():
    state = dealt("ten-point")
    call(state, 6)
    assert rule_of(state, bid(E, 6)) == "bid.must-beat"
    assert rule_of(state, bid(E, 5)) == "bid.must-beat"
    assert rule_of(state, bid(E, 3)) == "bid.minimum"
    assert rule_of(state, bid(E, 11)) == "bid.maximum"
    assert rule_of(state, bid(S, 7)) == "turn.order"


def test_pitch31_dealer_may_match_a_ten_and_takes_the_contract():
    state = dealt("pitch31", dealer=S, scores=(27, 13))
    call(state, 5, "pass", 10)  # W 5, N pass, E 10
    assert bid(S, 10) in state.legal_actions()
    call(state, 10)
    assert (state.bidder, state.bid) == (S, 10)


def test_only_the_dealer_may_match():
    state = dealt("pitch31", dealer=S, scores=(5, 5))
    call(state, 10)  # W bids 10
    assert rule_of(state, bid(N, 10)) == "bid.dealer-may-match"


def test_moon_needs_a_score_of_one():
    state = dealt("pitch31", dealer=W, scores=(0, 3))
    assert bid(N, MOON) not in state.legal_actions()
    assert rule_of(state, bid(N, MOON)) == "bid.moon-needs-score"
    call(state, "pass")
    assert bid(E, MOON) in state.legal_actions()


@pytest.mark.parametrize("preset, legal, rule", [
    ("pitch31", [4, 5, 6, 7, 8, 9, 10], "bid.all-pass-dealer-bids"),
    ("ten-point", [4], "bid.all-pass-dealer-four"),
    ("thirteen-point-partner", [5, 6, 7, 8, 9, 10, 11, 12, 13], "bid.all-pass-dealer-five"),
])
def test_when_everyone_passes(preset, legal, rule):
    state = dealt(preset, dealer=W)
    call(state, "pass", "pass", "pass")
    assert [a.bid for a in state.legal_actions()] == legal  # no pass, and no moon at a score of 0
    assert rule_of(state, Action(PASS, W)) == rule


def test_thirteen_is_the_moon_in_partner_pitch():
    state = dealt("thirteen-point-partner")
    assert rule_of(state, bid(N, MOON)) == "bid.moon-is-thirteen"


def test_redeal_when_a_hand_holds_only_fours_to_nines():
    state = HandState.new(get_ruleset("pitch31"), dealer=W)
    low = parse_cards("4C 5D 5S 6H 7C 8D 8S 9H 9C")
    rest = [c for c in get_ruleset("pitch31").deck() if c not in low]
    hands = [rest[0:9], low, rest[9:18], rest[18:27]]
    state.apply_deal(hands, rest[27:])
    assert state.is_chance and state.events[-1][1].rule_id == "deal.redeal-low-cards"
    assert state.events[-1][1].params["seat"] == "E"
    state.undo()
    assert state.is_chance and not state.deals
    # the same deal is fine under ten-point: no redeal
    ten = HandState.new(get_ruleset("ten-point"), dealer=W)
    ten.apply_deal(hands, rest[27:])
    assert ten.phase == "bidding"
