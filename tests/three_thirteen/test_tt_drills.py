"""The Three Thirteen drills of the table, the wild-card tables and the round's end
(pitch_core/drills/thirteen_table.py, thirteen_melds.py): each rule gives 20 distinct drills for
one seed, and every answer agrees with a second path, worked out from the position alone, by
arithmetic of the rules or by the tests' own brute-force meld search (reference.py)."""

from __future__ import annotations

from collections import Counter

import pytest

from pitch_core.cards import Card, Rank
from pitch_core.drills import drill_series, practisable_rules
from pitch_core.drills.thirteen import table
from pitch_core.rulebook import RULES

from .reference import brute_force_deadwood, meld_is_valid, penalty

NEW_RULES = (
    "tt.deck.jokers", "tt.deck.no-jokers", "tt.round.count", "tt.deal.rotation", "tt.deal.cards", "tt.deal.pack",
    "tt.deal.upcard", "tt.wild.all-wild", "tt.wild.no-all-wild", "tt.wild.per-meld-limit", "tt.wild.own-place-free",
    "tt.wild.own-place-counts", "tt.meld.one-per-card", "tt.meld.no-duplicates", "tt.meld.no-laying-off",
    "tt.turn.order", "tt.turn.draw-first", "tt.turn.discard", "tt.draw.source", "tt.discard.not-held",
    "tt.stock.reshuffle", "tt.stock.reshuffle-cards", "tt.stock.end-round", "tt.go-out.last-turns",
    "tt.score.wild-fixed", "tt.score.went-out", "tt.score.all-melded", "tt.game.over",
)
SERIES = {rule: list(drill_series(rule, 3, 20)) for rule in NEW_RULES}


def _drills(*rules):
    return [(rule, d) for rule in rules for d in SERIES[rule]]


def _rules(drill):
    return table(drill.preset, **drill.position.get("table", {}))


def _cards(codes):
    return [Card.parse(code) for code in codes]


def _decks(players, jokers=0):
    """One deck per two players, and enough for the last round's deal with an upcard and a stock card."""
    decks = -(-players // 2)
    while decks * (52 + jokers) < players * 13 + 2:
        decks += 1
    return decks


def _next(label, players, step=1):
    return str((int(label) - 1 + step) % players + 1)


def test_the_new_rules_exist_and_are_practisable():
    assert set(NEW_RULES) <= set(RULES)
    assert set(NEW_RULES) <= set(practisable_rules())


@pytest.mark.parametrize("rule", NEW_RULES)
def test_twenty_distinct_drills_with_both_answers_where_yes_or_no(rule):
    drills = SERIES[rule]
    assert len({d.key for d in drills}) == 20
    if {c.value for c in drills[0].choices} == {"yes", "no"} and rule not in ("tt.wild.all-wild",):
        assert {d.answer for d in drills} == {"yes", "no"}, rule


@pytest.mark.parametrize("rule,drill", _drills("tt.deck.jokers"))
def test_pack_size_with_jokers(rule, drill):
    players, jokers = drill.position["players"], drill.position["jokers"]
    assert drill.answer == _decks(players, jokers) * (52 + jokers)


@pytest.mark.parametrize("rule,drill", _drills("tt.deck.no-jokers"))
def test_jokers_are_the_cards_missing_from_the_pack(rule, drill):
    assert drill.answer == sorted(code for code in drill.position["hand"] if code in ("HJ", "LJ"))


@pytest.mark.parametrize("rule,drill", _drills("tt.round.count"))
def test_rounds_left(rule, drill):
    assert drill.answer == 11 - drill.position["round"]


@pytest.mark.parametrize("rule,drill", _drills("tt.deal.rotation", "tt.deal.cards"))
def test_the_next_seat_to_the_left_of_the_dealer(rule, drill):
    assert drill.answer == _next(drill.position["dealer"], drill.position["players"])


@pytest.mark.parametrize("rule,drill", _drills("tt.deal.upcard"))
def test_the_stock_is_the_pack_less_the_hands_and_the_upcard(rule, drill):
    pos = drill.position
    assert drill.answer == _decks(pos["players"]) * 52 - pos["players"] * (pos["round"] + 2) - 1


@pytest.mark.parametrize("rule,drill", _drills("tt.deal.pack"))
def test_a_hand_could_be_dealt_when_the_pack_holds_its_cards(rule, drill):
    held = Counter({card: _decks(drill.position["players"]) for card in set(_cards(drill.position["hand"]))})
    assert (drill.answer == "yes") == (not Counter(_cards(drill.position["hand"])) - held)


@pytest.mark.parametrize("rule,drill", _drills("tt.turn.order"))
def test_after_a_discard_the_next_player_draws(rule, drill):
    assert drill.answer == _next(drill.question[1]["seat"], drill.position["players"])


@pytest.mark.parametrize("rule,drill", _drills("tt.turn.draw-first", "tt.turn.discard", "tt.discard.not-held"))
def test_what_a_player_may_do_follows_the_phase_and_his_hand(rule, drill):
    phase = drill.position["phase"]
    if rule == "tt.turn.draw-first":
        assert (drill.answer == "yes") == (phase == "discard")
    elif rule == "tt.turn.discard":
        assert (drill.answer == "yes") == (phase == "draw")
    else:
        assert (drill.answer == "yes") == (drill.question[1]["card"].code in drill.position["hand"])


@pytest.mark.parametrize("rule,drill", _drills("tt.draw.source"))
def test_the_two_places_to_draw_from(rule, drill):
    assert drill.position["stock"] > 0 and drill.position["pile"]
    assert drill.answer == ["discard", "stock"]


@pytest.mark.parametrize("rule,drill", _drills("tt.stock.reshuffle", "tt.stock.reshuffle-cards"))
def test_a_reshuffle_keeps_the_top_card_and_shuffles_the_rest(rule, drill):
    if rule == "tt.stock.reshuffle":
        assert drill.answer == drill.position["pile_size"] - 1
    else:
        assert drill.answer == drill.position["pile_top"][-1]


@pytest.mark.parametrize("rule,drill", _drills("tt.stock.end-round"))
def test_an_empty_stock_ends_the_round_at_such_a_table(rule, drill):
    assert (drill.answer == "yes") == (drill.position["stock"] == 0)


@pytest.mark.parametrize("rule,drill", _drills("tt.game.over"))
def test_the_game_is_over_after_round_eleven(rule, drill):
    assert (drill.answer == "yes") == (drill.position["round"] < 11)


@pytest.mark.parametrize("rule,drill", _drills("tt.wild.all-wild", "tt.wild.no-all-wild", "tt.wild.per-meld-limit",
                                               "tt.wild.own-place-free", "tt.wild.own-place-counts"))
def test_one_meld_or_not_by_brute_force(rule, drill):
    rules = _rules(drill)
    wild = rules.wild_rank(drill.position["round"])
    assert (drill.answer == "yes") == meld_is_valid(_cards(drill.position["hand"]), wild, rules)


@pytest.mark.parametrize("rule,drill", _drills("tt.meld.no-duplicates"))
def test_no_identical_cards_in_a_set(rule, drill):
    codes = drill.position["hand"]
    assert drill.answer == ("set" if len(set(codes)) == len(codes) else "neither")


@pytest.mark.parametrize("rule,drill", _drills("tt.meld.one-per-card", "tt.score.all-melded", "tt.meld.no-laying-off"))
def test_points_left_over_by_brute_force(rule, drill):
    rules = _rules(drill)
    wild = rules.wild_rank(drill.position["round"])
    assert drill.answer == brute_force_deadwood(_cards(drill.position["hand"]), wild, rules)


@pytest.mark.parametrize("rule,drill", _drills("tt.score.wild-fixed"))
def test_a_wild_card_left_over_costs_the_tables_price(rule, drill):
    rules = _rules(drill)
    wild = rules.wild_rank(drill.position["round"])
    cards = _cards(drill.position["hand"])
    assert sum(penalty(c, wild, rules) for c in cards) == drill.answer
    assert any(c.rank is wild for c in cards) and rules.wild_penalty == drill.position["table"]["wild_penalty"]


@pytest.mark.parametrize("rule,drill", _drills("tt.score.went-out"))
def test_who_scores_zero(rule, drill):
    rules = _rules(drill)
    wild = rules.wild_rank(drill.position["round"])
    out = drill.position["went_out"]
    zero = [str(s + 1) for s, hand in enumerate(drill.position["hands"])
            if str(s + 1) == out or brute_force_deadwood(_cards(hand), wild, rules) == 0]
    assert drill.answer == sorted(zero)


@pytest.mark.parametrize("rule,drill", _drills("tt.go-out.last-turns"))
def test_the_player_before_the_one_out_takes_the_last_turn(rule, drill):
    assert drill.answer == _next(drill.position["went_out"], drill.position["players"], -1)


def test_every_rank_a_wild_drill_names_is_the_rounds():
    for rule in ("tt.wild.own-place-free", "tt.wild.own-place-counts"):
        for drill in SERIES[rule]:
            wild = Rank(drill.position["round"] + 2)
            assert any(Card.parse(c).rank is wild for c in drill.position["hand"])
