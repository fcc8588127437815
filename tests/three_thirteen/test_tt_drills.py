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


# The house rules each drill's table adds (the question says them); the rest is the preset's.
def _house(drill) -> dict:
    asked = drill.question[1]
    jokers = {"jokers_per_deck": 2}
    return {
        "tt.deck.jokers": {"jokers_per_deck": asked.get("jokers")},
        "tt.jokers.wild": jokers, "tt.score.joker": jokers, "tt.wild.all-wild": jokers,
        "tt.wild.no-all-wild": jokers | {"allow_all_wild_meld": False},
        "tt.wild.per-meld-limit": {"max_wilds_per_meld": 1}, "tt.wild.own-place-free": {"max_wilds_per_meld": 1},
        "tt.wild.own-place-counts": {"max_wilds_per_meld": 1, "cap_counts_natural_wilds": True},
        "tt.meld.no-duplicates": {"set_duplicates": False}, "tt.discard.taken-card": {"discard_taken_card": False},
        "tt.stock.end-round": {"stock_exhausted": END_ROUND}, "tt.score.wild-fixed": {"wild_penalty": asked.get("points")},
    }.get(drill.rule, {})


def _rules(drill):
    return table(drill.preset, **_house(drill))


def _view(drill):
    return drill.scene.view


def _wild(drill):
    return Rank.parse(_view(drill)["wild_rank"])


def _cards(codes):
    return [Card.parse(code) for code in codes]


def _marked(drill):
    """The cards the question points at, as often as the hand holds them (the hand's other cards
    are none of them)."""
    return [c for c in _cards(_view(drill)["hand"]) if c.code in drill.scene.highlight]


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
    players, jokers = _view(drill)["players"], drill.question[1]["jokers"]
    assert drill.answer == _decks(players, jokers) * (52 + jokers)


@pytest.mark.parametrize("rule,drill", _drills("tt.deck.no-jokers"))
def test_jokers_are_the_cards_missing_from_the_pack(rule, drill):
    assert drill.answer == sorted(c.value for c in drill.choices if c.value in ("HJ", "LJ"))


@pytest.mark.parametrize("rule,drill", _drills("tt.round.count"))
def test_rounds_left(rule, drill):
    (scored,) = _view(drill)["rounds_played"]
    assert scored["round"] == drill.question[1]["round"]
    assert drill.answer == 11 - scored["round"]


@pytest.mark.parametrize("rule,drill", _drills("tt.deal.rotation", "tt.deal.cards"))
def test_the_next_seat_to_the_left_of_the_dealer(rule, drill):
    assert drill.answer == _next(_view(drill)["dealer"], _view(drill)["players"])


@pytest.mark.parametrize("rule,drill", _drills("tt.deal.upcard"))
def test_the_stock_is_the_pack_less_the_hands_and_the_upcard(rule, drill):
    view = _view(drill)
    assert view["phase"] == "deal"  # the table before the deal; See it deals
    assert drill.answer == _decks(view["players"]) * 52 - view["players"] * (view["round"] + 2) - 1
    assert drill.steps[-1].scene.view["stock_size"] == drill.answer


@pytest.mark.parametrize("rule,drill", _drills("tt.deal.pack"))
def test_a_hand_could_be_dealt_when_the_pack_holds_its_cards(rule, drill):
    hand = drill.question[1]["cards"]
    held = Counter({card: _decks(_view(drill)["players"]) for card in set(hand)})
    assert (drill.answer == "yes") == (not Counter(hand) - held)


@pytest.mark.parametrize("rule,drill", _drills("tt.turn.order"))
def test_after_a_discard_the_next_player_draws(rule, drill):
    view, seat = _view(drill), drill.question[1]["seat"]
    assert view["to_move"] == seat and view["phase"] == "discard"  # the table does not say the answer
    assert drill.answer == _next(seat, view["players"])
    assert drill.steps[-1].scene.view["to_move"] == drill.answer


@pytest.mark.parametrize("rule,drill", _drills("tt.turn.draw-first", "tt.turn.discard", "tt.discard.not-held"))
def test_what_a_player_may_do_follows_the_phase_and_his_hand(rule, drill):
    phase = _view(drill)["phase"]
    if rule == "tt.turn.draw-first":
        assert (drill.answer == "yes") == (phase == "discard")
    elif rule == "tt.turn.discard":
        assert (drill.answer == "yes") == (phase == "draw")
    else:
        assert (drill.answer == "yes") == (drill.question[1]["card"].code in _view(drill)["hand"])


@pytest.mark.parametrize("rule,drill", _drills("tt.draw.source"))
def test_the_two_places_to_draw_from(rule, drill):
    assert _view(drill)["stock_size"] > 0 and _view(drill)["top_discard"]
    assert drill.answer == ["discard", "stock"]


@pytest.mark.parametrize("rule,drill", _drills("tt.stock.reshuffle", "tt.stock.reshuffle-cards"))
def test_a_reshuffle_keeps_the_top_card_and_shuffles_the_rest(rule, drill):
    view = _view(drill)
    assert view["phase"] == "reshuffle" and view["stock_size"] == 0
    if rule == "tt.stock.reshuffle":
        assert drill.answer == len(view["discard_pile"]) - 1 == drill.question[1]["count"] - 1
    else:
        assert drill.answer == view["top_discard"]
        assert [c.value for c in drill.choices] == view["discard_pile"][-4:]


@pytest.mark.parametrize("rule,drill", _drills("tt.stock.end-round"))
def test_an_empty_stock_ends_the_round_at_such_a_table(rule, drill):
    assert (drill.answer == "yes") == (_view(drill)["stock_size"] == 0)


@pytest.mark.parametrize("rule,drill", _drills("tt.game.over"))
def test_the_game_is_over_after_round_eleven(rule, drill):
    (scored,) = _view(drill)["rounds_played"]
    assert (drill.answer == "yes") == (scored["round"] < 11)


@pytest.mark.parametrize("rule,drill", _drills("tt.wild.all-wild", "tt.wild.no-all-wild", "tt.wild.per-meld-limit",
                                               "tt.wild.own-place-free", "tt.wild.own-place-counts"))
def test_one_meld_or_not_by_brute_force(rule, drill):
    assert (drill.answer == "yes") == meld_is_valid(_marked(drill), _wild(drill), _rules(drill))


@pytest.mark.parametrize("rule,drill", _drills("tt.meld.no-duplicates"))
def test_no_identical_cards_in_a_set(rule, drill):
    codes = [c.code for c in _marked(drill)]
    assert len(codes) == 3
    assert drill.answer == ("set" if len(set(codes)) == len(codes) else "neither")


@pytest.mark.parametrize("rule,drill", _drills("tt.meld.one-per-card"))
def test_a_card_in_two_melds_by_brute_force(rule, drill):
    assert drill.answer == brute_force_deadwood(_cards(_view(drill)["hand"]), _wild(drill), _rules(drill))


def _final_hand(drill, label):
    """A hand as the round scores it: the seat's cards on the table, or, for the player still to
    throw a card away, his hand less the card that leaves the fewest points."""
    view = _view(drill)
    hand = _cards(view["hands"][int(label) - 1])
    if view["to_move"] != label:
        return hand
    return min((hand[:i] + hand[i + 1:] for i in range(len(hand))),
               key=lambda rest: brute_force_deadwood(rest, _wild(drill), _rules(drill)))


@pytest.mark.parametrize("rule,drill", _drills("tt.score.all-melded", "tt.meld.no-laying-off"))
def test_points_left_over_by_brute_force(rule, drill):
    expected = drill.question[1]["expected"]
    assert _view(drill)["to_move"] != expected  # his last turn is over: his hand is the one scored
    assert drill.answer == brute_force_deadwood(_final_hand(drill, expected), _wild(drill), _rules(drill))


@pytest.mark.parametrize("rule,drill", _drills("tt.score.wild-fixed"))
def test_a_wild_card_left_over_costs_the_tables_price(rule, drill):
    rules, cards = _rules(drill), _marked(drill)
    assert sum(penalty(c, _wild(drill), rules) for c in cards) == drill.answer
    assert len(cards) == 2 and any(c.rank is _wild(drill) for c in cards)


@pytest.mark.parametrize("rule,drill", _drills("tt.score.went-out"))
def test_who_scores_zero(rule, drill):
    view, out = _view(drill), _view(drill)["went_out"]
    assert out == drill.question[1]["seat"] and view["to_move"] == drill.question[1]["expected"]
    zero = [label for label in view["seats"]
            if label == out or brute_force_deadwood(_final_hand(drill, label), _wild(drill), _rules(drill)) == 0]
    assert drill.answer == sorted(zero)


@pytest.mark.parametrize("rule,drill", _drills("tt.go-out.last-turns"))
def test_the_player_before_the_one_out_takes_the_last_turn(rule, drill):
    assert drill.answer == _next(_view(drill)["went_out"], _view(drill)["players"], -1)
    assert drill.steps[-1].scene.view["rounds_played"]  # See it plays every last turn to the round's end


def test_every_rank_a_wild_drill_names_is_the_rounds():
    for rule in ("tt.wild.own-place-free", "tt.wild.own-place-counts"):
        for drill in SERIES[rule]:
            wild = Rank(_view(drill)["round"] + 2)
            assert _wild(drill) is wild and any(c.rank is wild for c in _marked(drill))


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
        rules = _rules(drill)
        assert drill.scene.view["preset"] == preset and rules.name == preset
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
        drawn = drill.scene.view["phase"] == "discard"
        assert drill.question[0].endswith("-after-draw" if drawn else "-before-draw")


def test_going_out_is_explained_by_the_melds_or_the_points_left():
    for drill in _yes_no("tt.go-out.all-melded"):
        code, params = drill.explanation[0]
        if drill.answer == "yes":
            assert code in ("drill.tt.why.may-go-out", "drill.tt.why.may-go-out-twin")
        else:
            assert code == "drill.tt.why.cannot-go-out" and params["points"] > 0


@pytest.mark.parametrize("rule", ("tt.wild.all-wild", "tt.wild.no-all-wild", "tt.wild.per-meld-limit",
                                  "tt.wild.own-place-free", "tt.wild.own-place-counts"))
def test_one_meld_or_not_is_explained_by_the_meld_or_what_refuses_it(rule):
    for drill in _yes_no(rule, seeds=range(25)):
        first = drill.explanation[0][0]
        assert first.startswith("drill.tt.meld.") == (drill.answer == "yes"), drill.explanation


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
