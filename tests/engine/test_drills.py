"""The drill generator (pitch_core.drills): every practisable rule gives 20 different answered
drills for one seed, the same seed gives the same series, the texts render in every language with
no placeholder left, and the answers agree with the engine reached by another path."""

from __future__ import annotations

import json
import random
import re

import pytest

from pitch_core.cards import ALL_CARDS, Card, Suit
from pitch_core.drills import drill_series, make_drill, practisable_rules
from pitch_core.drills.model import CARD, CARDS, CHOICE, NUMBER, SEAT
from pitch_core.drills.thirteen import going_out_by_play, table
from pitch_core.errors import IllegalAction, PitchError
from pitch_core.pitch import get_ruleset
from pitch_core.pitch.actions import BID, PASS, Action, parse_seat
from pitch_core.pitch.state import HandState
from pitch_core.rulebook import RULES

LANGS = ("en", "ro", "de", "cs", "mk")
RULE_IDS = practisable_rules()
SERIES = {rule: list(drill_series(rule, 1, 20)) for rule in RULE_IDS}
PLACEHOLDER = re.compile(r"\{\w*\}")


def test_at_least_sixty_rules_are_practisable_and_all_exist():
    assert len(RULE_IDS) >= 60
    assert set(RULE_IDS) <= set(RULES)


def test_every_rule_can_be_practised_but_the_engines_own_guards():
    """A guard (a card not held, a move out of phase) is the engine refusing input no table
    position turns on; every other rule has its drill."""
    guards = {rule_id for rule_id, rule in RULES.items() if rule.guard}
    assert set(RULES) - guards == set(RULE_IDS)
    assert len(guards) <= 8, sorted(guards)  # a new guard is a decision: say why in the rulebook


@pytest.mark.parametrize("rule", RULE_IDS)
def test_twenty_distinct_answered_drills_for_one_seed(rule):
    drills = SERIES[rule]
    assert len({d.key for d in drills}) == 20
    for drill in drills:
        assert drill.rule == rule and drill.answer is not None
        values = {c.value for c in drill.choices}
        if drill.kind in (CARDS,):
            assert set(drill.answer) <= values and drill.answer == sorted(drill.answer)
        elif drill.kind in (SEAT, CHOICE, CARD):
            assert drill.answer in values
        else:
            assert drill.kind == NUMBER and isinstance(drill.answer, int)
        assert drill.check(drill.answer)
        json.dumps(drill.to_dict())  # the page and the command line get plain JSON


@pytest.mark.parametrize("rule", RULE_IDS)
def test_texts_render_in_every_language_without_placeholders(rule):
    drill = SERIES[rule][0]
    english = drill.to_dict("en")
    for lang in LANGS:
        shown = drill.to_dict(lang)
        texts = [shown["question"], shown["explanation"]] + [c["label"] for c in shown["choices"] if c["label"]]
        assert all(text and not PLACEHOLDER.search(text) for text in texts), (lang, texts)
        if lang != "en":
            assert shown["question"] != english["question"], (lang, shown["question"])


def test_same_seed_same_series_and_another_seed_another():
    for rule in ("play.highest-wins", "tt.score.deadwood", "bid.must-beat"):
        again = [d.key for d in drill_series(rule, 1, 20)]
        assert again == [d.key for d in SERIES[rule]]
        assert again != [d.key for d in drill_series(rule, 2, 20)]
        assert make_drill(rule, 9, 4).key == make_drill(rule, 9, 4).key


def test_bad_requests_are_refused_with_a_code():
    with pytest.raises(PitchError) as unknown:
        make_drill("no.such-rule", 1)
    assert unknown.value.code == "drill.unknown-rule"
    with pytest.raises(PitchError) as seed:
        make_drill("play.highest-wins", -1)
    assert seed.value.code == "drill.bad-seed"
    with pytest.raises(PitchError) as count:
        list(drill_series("play.highest-wins", 1, 0))
    assert count.value.code == "drill.bad-count"


# -- the answers, checked by another path ---------------------------------------------------------
def _cards(codes):
    return [Card.parse(code) for code in codes]


def _drills(*rules):
    return [(rule, d) for rule in rules for d in SERIES[rule]]


@pytest.mark.parametrize("rule,drill", _drills("play.highest-wins"))
def test_trick_winner_is_the_card_highest_in_the_trump_order(rule, drill):
    rules = get_ruleset(drill.preset)
    if rules.joker_identity != "fixed":  # the first joker played is high: the order alone cannot tell
        return
    order = rules.trump_order(Suit.parse(drill.position["trump"]))
    best = min(drill.position["trick"], key=lambda play: order.index(Card.parse(play[1])))
    assert drill.answer == best[0]


@pytest.mark.parametrize("rule,drill", _drills("play.only-trump", "trump.cards", "trump.off-jack", "trump.jokers",
                                               "trump.off-three", "exchange.bidder-takes-widow",
                                               "exchange.blind-to-bidder", "exchange.remainder-to-partner"))
def test_trump_answers_are_the_hands_cards_in_the_trump_order(rule, drill):
    rules = get_ruleset(drill.preset)
    order = set(rules.trump_order(Suit.parse(drill.position["trump"])))
    (hand,) = drill.position["hands"].values()
    assert drill.answer == sorted(code for code in hand if Card.parse(code) in order)


def _shown_trump(drill) -> tuple[list[str], list[str]]:
    """The one hand a drill shows, split into its trump and the rest by the preset's trump order."""
    order = set(get_ruleset(drill.preset).trump_order(Suit.parse(drill.position["trump"])))
    (hand,) = drill.position["hands"].values()
    return [c for c in hand if Card.parse(c) in order], [c for c in hand if Card.parse(c) not in order]


@pytest.mark.parametrize("rule,drill", _drills("exchange.discard-face-up"))
def test_what_goes_face_up_into_the_middle_is_every_card_that_is_not_trump(rule, drill):
    assert drill.answer == sorted(_shown_trump(drill)[1])


@pytest.mark.parametrize("rule,drill", _drills("exchange.draw-to-six"))
def test_a_player_draws_what_his_trump_lack_of_six(rule, drill):
    assert drill.answer == 6 - len(_shown_trump(drill)[0])


@pytest.mark.parametrize("rule,drill", _drills("exchange.keep-six"))
def test_the_trump_beyond_six_go_into_the_middle(rule, drill):
    trump, rest = _shown_trump(drill)
    assert not rest and drill.answer == len(trump) - 6 > 0


@pytest.mark.parametrize("rule,drill", _drills("exchange.claim-point-card"))
def test_a_claim_stands_for_another_players_point_card_by_a_short_hand(rule, drill):
    rules = get_ruleset(drill.preset)
    points = rules.card_points(Suit.parse(drill.position["trump"]))
    (seat, hand), = drill.position["hands"].items()
    owner, card = drill.question[1]["expected"], drill.question[1]["card"]
    assert [owner, card.code] in drill.position["middle"]
    allowed = owner != seat and len(hand) < 6 and points.get(card, 0) > 0
    assert drill.answer == ("yes" if allowed else "no")


@pytest.mark.parametrize("rule,drill", _drills("exchange.look-through"))
def test_the_bidder_may_swap_only_for_a_point_card(rule, drill):
    points = get_ruleset(drill.preset).card_points(Suit.parse(drill.position["trump"]))
    shown = Card.parse(drill.position["looking_at"])
    assert drill.answer == ("yes" if points.get(shown, 0) > 0 else "no")


def _replayed_auction(drill) -> tuple[HandState, int]:
    """Deal the shown hand (the other cards at random) and replay the calls: the auction where
    the drill asks, and the seat it asks about."""
    rules = get_ruleset(drill.preset)
    data = drill.position
    (seat_text, hand), = data["hands"].items()
    seat = parse_seat(seat_text, rules.players)
    rest = [c for c in rules.deck() if c not in _cards(hand)]
    random.Random(0).shuffle(rest)
    state = HandState.new(rules, dealer=parse_seat(data["dealer"], rules.players),
                          scores=list(data["scores"].values()))
    hands = [list(_cards(hand)) if s == seat else [rest.pop() for _ in range(rules.hand_size)]
             for s in range(rules.players)]
    state.apply_deal(hands, rest)
    for who, call in data["calls"]:
        who_seat = parse_seat(who, rules.players)
        state.apply(Action(PASS, who_seat) if call == "pass" else Action(BID, who_seat, bid=call))
    return state, seat


@pytest.mark.parametrize("rule,drill", _drills("bid.must-beat", "bid.dealer-may-match", "bid.moon-needs-score",
                                               "bid.all-pass-dealer-bids", "bid.all-pass-dealer-four",
                                               "bid.all-pass-dealer-five", "bid.maximum"))
def test_bid_answers_match_the_legal_calls_of_the_replayed_auction(rule, drill):
    """Replay the auction and look the question's call up among the legal actions, not by
    applying it as the maker did."""
    state, seat = _replayed_auction(drill)
    code, params = drill.question
    asked = Action(PASS, seat) if code == "drill.q.may-pass" else Action(BID, seat, bid=params["bid"])
    assert (asked in state.legal_actions()) == (drill.answer == "yes")
    if drill.answer == "no":
        with pytest.raises(IllegalAction) as refused:
            state.apply(asked)
        assert refused.value.code == rule


@pytest.mark.parametrize("rule,drill", _drills("score.made-taken", "score.made-bid", "score.set",
                                               "score.defenders-taken"))
def test_scores_follow_the_bid_and_the_points_taken(rule, drill):
    data = drill.position
    team = drill.question[1]["team"]
    taken, before, bid = data["taken"][team], data["scores"][team], data["bid"]
    bidders = team == ("NS" if data["bidder"] in ("N", "S") else "EW")
    if not bidders or rule == "score.defenders-taken":
        expected = before + taken if not bidders else drill.answer
    elif rule == "score.set":
        expected = before - bid
    else:
        expected = before + (taken if rule == "score.made-taken" else bid)
    assert drill.answer == expected


@pytest.mark.parametrize("rule,drill", _drills("bid.moon-is-thirteen"))
def test_the_moon_bid_is_the_one_legal_bid_that_takes_every_point(rule, drill):
    """The answer is a legal call of the replayed auction, the one the ruleset calls the moon, and
    the moon asked for by name is refused by this very rule."""
    state, seat = _replayed_auction(drill)
    moons = [a.bid for a in state.legal_actions() if a.kind == BID and state.ruleset.is_moon(a.bid)]
    assert moons == [drill.answer]
    with pytest.raises(IllegalAction) as refused:
        state.apply(Action(BID, seat, bid="moon"))
    assert refused.value.code == rule


@pytest.mark.parametrize("rule,drill", _drills("play.called-card-leads"))
def test_the_bidder_who_took_the_called_card_from_the_blind_may_lead_only_it(rule, drill):
    (hand,) = drill.position["hands"].values()
    assert drill.position["called"] in hand and drill.answer == [drill.position["called"]]
    assert len(hand) > 1 or drill.answer == hand


@pytest.mark.parametrize("rule,drill", _drills("score.moon-wins"))
def test_a_made_moon_wins_at_once_and_a_failed_one_costs_the_bid(rule, drill):
    data, rules = drill.position, get_ruleset(drill.preset)
    bidders = "NS" if data["bidder"] in ("N", "S") else "EW"
    defenders = "EW" if bidders == "NS" else "NS"
    if data["taken"][bidders] == rules.total_points:
        expected = bidders
    else:  # set: the defenders score what they took, and may reach the target with it
        reached = data["scores"][defenders] + data["taken"][defenders] >= rules.target
        expected = defenders if reached else "none"
    assert drill.answer == expected


@pytest.mark.parametrize("rule,drill", _drills("deal.redeal-low-cards"))
def test_a_redeal_is_called_for_exactly_when_a_hand_holds_only_fours_to_nines(rule, drill):
    low = {str(n) for n in range(4, 10)}
    only_low = any(all(code[0] in low for code in hand) for hand in drill.position["hands"].values())
    assert drill.answer == ("yes" if only_low else "no")


@pytest.mark.parametrize("rule,drill", _drills("tt.go-out.all-melded"))
def test_going_out_agrees_with_the_moves_the_game_allows(rule, drill):
    rules = table(drill.preset)
    hand = _cards(drill.position["hand"])
    playable = going_out_by_play(rules, drill.position["round"], drill.position["players"], hand)
    assert playable == (drill.answer == "yes")


def test_both_answers_come_up_for_yes_no_questions():
    for rule in ("tt.go-out.all-melded", "deal.redeal-low-cards", "hand.team-out", "bid.must-beat",
                 "bid.moon-needs-score", "bid.dealer-may-match", "bid.maximum",
                 "exchange.claim-point-card", "exchange.look-through"):
        assert {d.answer for d in SERIES[rule]} == {"yes", "no"}, rule


@pytest.mark.parametrize("rule,drill", _drills("tt.discard.taken-card"))
def test_the_card_just_taken_is_the_one_card_that_may_not_go_back(rule, drill):
    hand = set(drill.position["hand"])
    assert set(drill.answer) == hand - {drill.position["taken"]}


def test_every_card_code_in_a_position_is_a_real_card():
    known = {c.code for c in ALL_CARDS}
    for drill in (d for series in SERIES.values() for d in series):
        hands = drill.position.get("hands") or {}
        # Pitch positions name their seats; Three Thirteen's list the hands in seat order.
        for cards in hands.values() if isinstance(hands, dict) else hands:
            assert set(cards) <= known
