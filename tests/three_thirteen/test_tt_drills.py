"""The Three Thirteen drills of the table, the wild-card tables and the round's end
(pitch_core/drills/thirteen_table.py, thirteen_melds.py): each rule gives 20 distinct drills for
one seed, and every answer agrees with a second path, worked out from the position alone, by
arithmetic of the rules or by the tests' own brute-force meld search (reference.py). Each drill is
of the preset asked for; a house rule no preset plays is said in the question; a yes and a no are
explained by why the move stands and why it does not."""

from __future__ import annotations

import random
import re
from collections import Counter

import pytest

from pitch_core.cards import Card, Rank
from pitch_core.drills import drill_series, make_drill, practisable_rules
from pitch_core.drills.register import MAKERS
from pitch_core.drills.registry import presets_of_rule, rules_of_preset
from pitch_core.drills.thirteen import table
from pitch_core.messages import render
from pitch_core.rulebook import RULES
from pitch_core.three_thirteen.ruleset import END_ROUND, get_ruleset

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


# -- every question knows its game (issue 30) ------------------------------------------------------
PRESETS = ("three-thirteen", "three-thirteen-aces-both")
TT_RULES = [rule for rule in practisable_rules() if rule.startswith("tt.")]
# Rules no preset plays: the drill's table adds them, and its question says so.
HOUSE_RULES = ("tt.deck.jokers", "tt.jokers.wild", "tt.score.joker", "tt.wild.all-wild", "tt.wild.no-all-wild",
               "tt.wild.per-meld-limit", "tt.wild.own-place-free", "tt.wild.own-place-counts",
               "tt.meld.no-duplicates", "tt.discard.taken-card", "tt.stock.end-round", "tt.score.wild-fixed")


def test_each_preset_plays_its_own_rules():
    assert presets_of_rule("tt.meld.aces-low") == ["three-thirteen"]
    assert presets_of_rule("tt.meld.aces-high-or-low") == ["three-thirteen-aces-both"]
    assert set(TT_RULES) - set(rules_of_preset("three-thirteen")) == {"tt.meld.aces-high-or-low"}
    assert set(TT_RULES) - set(rules_of_preset("three-thirteen-aces-both")) == {"tt.meld.aces-low"}


def test_a_rule_a_table_does_not_play_is_not_drilled_there():
    base = get_ruleset("three-thirteen")
    assert not MAKERS["tt.deck.no-jokers"].applies(base.with_changes(jokers_per_deck=2))
    for rule in ("tt.stock.reshuffle", "tt.stock.reshuffle-cards"):
        assert not MAKERS[rule].applies(base.with_changes(stock_exhausted=END_ROUND))
    assert not MAKERS["tt.go-out.last-turns"].applies(base.with_changes(others_final_turns=2))
    assert not MAKERS["tt.score.values"].applies(base.with_changes(court_penalty=None))
    assert not MAKERS["tt.score.wild-face-value"].applies(base.with_changes(wild_penalty=20))


@pytest.mark.parametrize("rule", HOUSE_RULES)
@pytest.mark.parametrize("preset", PRESETS)
def test_a_house_rule_is_said_in_the_question_and_the_game_stays_the_preset(rule, preset):
    for seed in range(8):
        drill = make_drill(rule, seed, 0, preset)
        assert drill.preset == preset
        changed = drill.position["table"]
        rules = table(preset, **changed)
        assert rules.aces == get_ruleset(preset).aces  # only the house rule differs from the preset
        question = render(*drill.question)
        assert question.startswith("At this table") or "jokers added" in question, question


def _yes_no(rule, preset="three-thirteen", seeds=range(40)):
    return [make_drill(rule, seed, 0, preset) for seed in seeds]


@pytest.mark.parametrize("rule", ("tt.turn.draw-first", "tt.turn.discard", "tt.discard.not-held"))
def test_a_move_allowed_is_explained_by_why_and_a_move_refused_by_its_rule(rule):
    """The fixed bugs: "yes" explained by "Player 2 does not hold A♥", "May player 1 draw a card
    now?" "yes" explained by "Player 1 has drawn and now discards"."""
    drills = _yes_no(rule)
    assert {d.answer for d in drills} == {"yes", "no"}
    for drill in drills:
        first = drill.explanation[0][0]
        if drill.answer == "yes":
            assert first in ("drill.tt.why.may-draw", "drill.tt.why.may-discard"), drill.explanation
        else:
            assert first == rule
        drawn = drill.position["phase"] == "discard"
        assert drill.question[0].endswith("-after-draw" if drawn else "-before-draw")


def test_going_out_is_explained_by_the_melds_or_the_points_left():
    for drill in _yes_no("tt.go-out.all-melded"):
        code, params = drill.explanation[0]
        if drill.answer == "yes":
            assert code == "drill.tt.why.may-go-out"
        else:
            assert code == "tt.go-out.all-melded" and params["points"] > 0


@pytest.mark.parametrize("rule", ("tt.wild.all-wild", "tt.wild.no-all-wild", "tt.wild.per-meld-limit",
                                  "tt.wild.own-place-free", "tt.wild.own-place-counts"))
def test_one_meld_or_not_is_explained_by_the_meld_or_what_refuses_it(rule):
    for drill in _yes_no(rule, seeds=range(25)):
        first = drill.explanation[0][0]
        assert (first in ("tt.meld.set", "tt.meld.run")) == (drill.answer == "yes"), drill.explanation


@pytest.mark.parametrize("preset", PRESETS)
def test_several_wilds_in_a_meld_never_fails_and_needs_few_deals(preset):
    for seed in range(200):
        make_drill("tt.wild.several", seed, 0, preset)
    rng, rules = random.Random(1), get_ruleset(preset)
    made = sum(MAKERS["tt.wild.several"].make(rng, rules) is not None for _ in range(100))
    assert made >= 50


def test_the_places_to_draw_from_are_said_in_words():
    for drill in SERIES["tt.draw.source"]:
        assert all(code != "tt.draw.source" for code, _ in drill.explanation)
        for lang in ("en", "de", "cs"):
            shown = drill.to_dict(lang)
            assert "hand”" not in shown["explanation"] and "“hand" not in shown["explanation"]


_ONE_OF_MANY = re.compile(r"(?<![\d,.])1 (times|cards|points|players|decks|wild cards|rounds)\b")


@pytest.mark.parametrize("preset", PRESETS)
def test_counts_read_naturally(preset):
    for rule in (r for r in TT_RULES if preset in presets_of_rule(r)):
        for seed in range(6):
            shown = make_drill(rule, seed, 0, preset).to_dict("en")
            for text in (shown["question"], shown["explanation"]):
                assert not _ONE_OF_MANY.search(text), (rule, text)
