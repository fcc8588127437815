import pytest

from pitch_core.cards import parse_cards
from pitch_core.errors import IllegalAction
from pitch_core.pitch import get_ruleset
from pitch_core.pitch.actions import parse_action
from pitch_core.pitch.state import HandState

N, E, S, W = range(4)


def deal_with(preset, hands_text, dealer=W):
    """Deal the given hands (as text, in seat order); the widow is the rest of the deck in order."""
    ruleset = get_ruleset(preset)
    hands = [parse_cards(h) for h in hands_text]
    used = {c for h in hands for c in h}
    widow = [c for c in ruleset.deck() if c not in used]
    state = HandState.new(ruleset, dealer)
    state.apply_deal(hands, widow)
    return state


def play(state, *moves):
    for move in moves:
        state.apply(parse_action(move, state.to_move, state.players))


SEVEN_SPADES = ["AS KS QS JS JC HJ LJ TS 3S", "2H 3H 4H 5H 6H 7H 8H 9H TH",
                "2D 3D 4D 5D 6D 7D 8D 9D TD", "2C 3C 4C 5C 6C 7C 8C 9C TC"]


def test_pitch31_extra_trump_go_to_the_other_team_points_and_all():
    state = deal_with("pitch31", SEVEN_SPADES)
    play(state, "N:4", "E:pass", "S:pass", "W:pass", "N:trump=S")
    # non-bidders draw first; the bidder, last, has 9 trump and must give three away
    assert state.phase == "exchange" and state.to_move == N
    assert {a.kind for a in state.legal_actions()} == {"drop"}
    play(state, "N:drop=3S", "N:drop=TS", "N:drop=LJ")
    credits = [(c.card.code, c.side, c.rule_id) for c in state.credits]
    assert credits == [("3S", 1, "exchange.excess-to-opponents"), ("TS", 1, "exchange.excess-to-opponents"),
                       ("LJ", 1, "exchange.excess-to-opponents")]
    assert state.phase == "play" and len(state.hands[N]) == 6


def test_ten_point_extra_trump_are_burned_and_count_for_nobody():
    hands = list(SEVEN_SPADES)
    hands[E] = "2S 4S 5S 6S 7S 8S 9H TH 2H"  # East draws one; five cards are left for the bidder
    state = deal_with("ten-point", hands)
    play(state, "N:4", "E:pass", "S:pass", "W:pass", "N:trump=S")
    assert {a.kind for a in state.legal_actions()} == {"take-rest", "give-rest"}
    play(state, "N:give-rest")
    assert state.rest_receiver == S
    while state.phase == "exchange":
        state.apply(state.legal_actions()[-1])
    burned = [c for c in state.credits if c.rule_id == "exchange.burn"]
    assert burned and all(c.side is None for c in burned)
    assert all(len(state.trump_in_hand(s)) <= 6 for s in range(4))


def test_only_trump_may_be_dropped_and_only_held_cards():
    state = deal_with("pitch31", SEVEN_SPADES)
    play(state, "N:4", "E:pass", "S:pass", "W:pass", "N:trump=S")
    with pytest.raises(IllegalAction) as error:
        play(state, "N:drop=2H")
    assert error.value.rule_id == "exchange.card-not-held"


def test_thirteen_point_partner_claims_and_look_through():
    state = deal_with("thirteen-point-partner", SEVEN_SPADES)
    play(state, "N:5", "E:pass", "S:pass", "W:pass", "N:trump=S")
    # North holds 10 trump (AS KS QS JS JC HJ LJ TS 3S + 3C off-three? no: 3C is the off-three)
    assert state.to_move == N and {a.kind for a in state.legal_actions()} == {"drop"}
    while state.steps and state.steps[0][0] == "shed":
        play(state, "N:drop=" + state.trump_in_hand(N)[-1].code)
    middle_points = [c.code for _, c in state.middle if state._points.get(c)]
    assert middle_points  # point cards lie face up in the middle
    claimer = state.to_move
    claim = next(a for a in state.legal_actions() if a.kind == "claim")
    state.apply(claim)
    assert claim.card in state.hands[claimer]
    while state.phase == "exchange" and state.steps[0][0] == "claims":
        play(state, "done")
    assert state.steps[0][0] == "look" and state.to_move == N
    shown = state.looking[0]
    swaps = [a for a in state.legal_actions() if a.kind == "swap"]
    assert bool(swaps) == bool(state._points.get(shown))  # swap only for a point card
    play(state, "N:stop")
    assert state.to_move in (S, None) or state.phase == "play"


def test_five_handed_called_card_in_the_blind_must_be_led():
    ruleset = get_ruleset("ten-point+five-handed")
    deck = list(ruleset.deck())
    hands = [deck[i * 10:(i + 1) * 10] for i in range(5)]
    blind = deck[50:]
    state = HandState.new(ruleset, dealer=4)
    state.apply_deal(hands, blind)
    called = next(c for c in blind if c.is_joker)  # a joker is always trump
    for _ in range(4):
        state.apply(state.legal_actions()[0])  # pass, pass, pass, pass ...
    state.apply(state.legal_actions()[0])  # the dealer takes it for 4
    bidder = state.bidder
    trump = parse_action(f"trump=S,call={called.code}", bidder, 5)
    state.apply(trump)
    assert state.partner is None
    while state.phase == "exchange":
        assert all(a.card is not called for a in state.legal_actions())
        state.apply(state.legal_actions()[0])
    assert [a.card for a in state.legal_actions()] == [called]
