"""Advice: a legal move with a reason that is a known message code, rendered in full."""

import json
import random

import pytest

from pitch_core.bots import advise, choose
from pitch_core.bots.messages import MESSAGES
from pitch_core.cards import parse_cards
from pitch_core.messages import render
from pitch_core.pitch import get_ruleset
from pitch_core.pitch.actions import parse_action
from pitch_core.pitch.state import HandState
from pitch_core.rulebook import RULES
from pitch_core.three_thirteen import GameState, get_ruleset as tt_ruleset

N, E, S, W = range(4)


def test_hint_codes_are_namespaced_and_are_not_rules():
    assert all(code.startswith("hint.") for code in MESSAGES)
    assert not set(MESSAGES) & set(RULES)


def assert_good_advice(state, seat, advice, players=4):
    assert advice.action in state.legal_actions()
    assert advice.reason_rule_id in RULES or advice.reason_rule_id in MESSAGES, advice.reason_rule_id
    assert advice.rule is None or advice.rule in RULES, advice.rule
    text = advice.message()
    assert "{" not in text and not text.startswith("hint."), text
    data = advice.to_dict(players)
    json.dumps(data)
    assert data["message"] == text


@pytest.mark.parametrize("preset", ["pitch31", "ten-point+dirty", "thirteen-point-partner",
                                    "16-point+reverse", "ten-point+five-handed"])
@pytest.mark.parametrize("level", ["heuristic", "monte-carlo"])
def test_every_piece_of_advice_cites_a_known_code(preset, level):
    ruleset = get_ruleset(preset)
    rng = random.Random(3)
    reasons = set()
    for hand in range(3 if level == "heuristic" else 1):
        state = HandState.new(ruleset, dealer=hand % ruleset.players)
        while state.is_chance:
            state.deal_random(rng)
        while not state.is_terminal:
            seat = state.to_move
            advice = advise(state, seat, level, rng=hand, samples=4, budget_ms=None)
            assert_good_advice(state, seat, advice, ruleset.players)
            reasons.add(advice.reason_rule_id)
            state.apply(advice.action)
    assert len(reasons) >= 5


def position(preset, hands, moves, dealer=W):
    ruleset = get_ruleset(preset)
    cards = [parse_cards(h) for h in hands]
    used = {c for h in cards for c in h}
    state = HandState.new(ruleset, dealer)
    state.apply_deal(cards, [c for c in ruleset.deck() if c not in used])
    for move in moves:
        state.apply(parse_action(move, state.to_move, state.players))
    return state


# Hearts trump; the widow (the rest of the deck in order) starts with spades.
HANDS = ["AH KH QH 4S 5S 6S 7S 8S 9S", "2H 4H 5H 2D 3D 4D 5D 6D 7D",
         "3H TH JD 2C 3C 4C 5C 6C 7C", "6H 7H 8H 8C 9C TC JC QC KC"]


def test_the_three_goes_on_the_partners_sure_winner():
    state = position("ten-point", HANDS, ["N:4", "E:pass", "S:pass", "W:pass", "N:trump=H",
                                          "N:take-rest", "N:AH", "E:4H"])
    advice = advise(state, S)
    assert advice.action.card.code == "3H"
    assert advice.reason_rule_id == "hint.play.save-on-partner" and advice.rule == "play.highest-wins"
    assert "A♥" in advice.message() and "3♥" in advice.message()


def test_the_two_is_played_low_because_it_comes_back():
    state = position("ten-point", HANDS, ["N:4", "E:pass", "S:pass", "W:pass", "N:trump=H",
                                          "N:take-rest", "N:AH"])
    advice = advise(state, E)
    assert advice.action.card.code == "2H"
    assert advice.reason_rule_id == "play.deuce-returns"


def test_in_dirty_pitch_the_two_is_not_thrown_under_an_ace():
    state = position("ten-point+dirty", HANDS, ["N:4", "E:pass", "S:pass", "W:pass", "N:trump=H",
                                                "N:take-rest", "N:AH"])
    advice = advise(state, E)
    assert advice.action.card.code == "4H"
    assert advice.reason_rule_id == "hint.play.give-nothing"


def test_the_highest_trump_is_led():
    state = position("ten-point", HANDS, ["N:4", "E:pass", "S:pass", "W:pass", "N:trump=H",
                                          "N:take-rest"])
    advice = advise(state, N)
    assert advice.action.card.code == "AH"
    assert advice.reason_rule_id == "hint.play.lead-winner" and advice.rule == "play.highest-wins"


def test_the_forced_dealer_cites_his_rule():
    state = position("ten-point", HANDS, ["N:pass", "E:pass", "S:pass"], dealer=W)
    advice = advise(state, W)
    assert advice.action.bid == 4 and advice.reason_rule_id == "bid.all-pass-dealer-four"


def test_trump_is_the_suit_the_hand_is_best_in():
    state = position("ten-point", HANDS, ["N:4", "E:pass", "S:pass", "W:pass"])
    advice = advise(state, N)
    assert advice.action.suit.letter == "H" and advice.reason_rule_id == "hint.trump.best-suit"


def test_five_handed_calls_the_highest_trump_it_lacks():
    ruleset = get_ruleset("ten-point+five-handed")
    state = HandState.new(ruleset, dealer=4)
    hand = parse_cards("AH KH JH TH 3H 2S 4S 5S 6S 7S")
    rest = [c for c in ruleset.deck() if c not in hand]
    state.apply_deal([hand] + [rest[i * 10:(i + 1) * 10] for i in range(4)], rest[40:])
    state.apply(parse_action("1:5", 0, 5))
    for seat in range(1, 5):
        state.apply(parse_action(f"{seat + 1}:pass", seat, 5))
    advice = advise(state, 0)
    assert advice.action.suit.letter == "H" and advice.action.card.code == "QH"
    assert advice.rule == "trump.call-card"


@pytest.mark.parametrize("level", ["heuristic", "monte-carlo"])
def test_three_thirteen_advice_and_moves(level):
    rules = tt_ruleset("three-thirteen")
    rng = random.Random(2)
    seen = set()
    for players in (2, 3):
        state = GameState.new(rules, players=players)
        while state.round_number <= 3:  # the first rounds: short hands, quick to solve
            if state.is_chance:
                state.chance_random(rng)
                continue
            seat = state.to_move
            advice = advise(state, seat, level, rng=1)
            assert advice.action == choose(state, seat, level, rng=1)
            assert_good_advice(state, seat, advice)
            seen.add(advice.reason_rule_id)
            state.apply(advice.action)
    draw = "hint.tt.draw-stock" if level == "heuristic" else "hint.tt.draw-stock-expected"
    assert {"hint.tt.discard-least", draw} <= seen


def test_render_finds_the_hint_templates():
    assert render("hint.play.only-card", {"card": parse_cards("3H")[0]}) == "3♥ is the only card you can play."


def test_a_point_card_given_up_is_not_called_free():
    """The hint once said "play HJ, which gives the other side nothing" when the high joker is
    worth a point and the trick was the opponents': every card East could play carries points."""
    from pitch_core.cards import Suit

    hearts = next(s for s in Suit if s.letter == "H")
    hands = [parse_cards(h) for h in ("AH KH 4H 5H 6H 7H", "HJ TH", "8H 9H", "QH 2H 3H")]
    state = HandState.from_position(get_ruleset("ten-point"), dealer=W, bidder=N, bid=4,
                                    trump=hearts, hands=hands)
    state.apply(parse_action("N:AH", N, 4))
    advice = advise(state, E)
    assert advice.action.card.code == "TH"  # as cheap as the joker, and the lower card
    assert advice.reason_rule_id == "hint.play.least-points" and advice.params["points"] == 1
    assert advice.message() == "Every card you can play carries points: play 10♥, which risks the fewest (1)."
