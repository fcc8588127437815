"""House rules (pitch_core/pitch/house_rules.py): a table's choices carried in a preset's name.

Every choice round-trips through the name and really changes the game; a bad suffix is a
localised NotationError naming the bad part, never a traceback."""

import random

import pytest

from pitch_core.cards import Card, Suit
from pitch_core.catalogs import languages
from pitch_core.errors import IllegalAction, NotationError
from pitch_core.game_names import game_title
from pitch_core.messages import all_codes
from pitch_core.pitch import MOON, get_ruleset
from pitch_core.pitch.actions import PASS, Action, bid
from pitch_core.pitch.house_rules import HOUSE_RULES, SOURCE_LANGUAGES, catalogue, house_rules_for, subtitle
from pitch_core.pitch.presets import name_parts, preset_names
from pitch_core.pitch.scoring import score_hand
from pitch_core.pitch.state import HandState
from pitch_core.rulebook import RULES

GAMES = [*preset_names(), "ten-point+dirty", "ten-point+five-handed", "16-point+reverse"]
N, E, S, W = range(4)


def every_choice():
    for game in GAMES:
        ruleset = get_ruleset(game)
        for rule in house_rules_for(ruleset):
            for choice in rule.choices:
                yield game, rule, choice


@pytest.mark.parametrize("game, rule, choice", list(every_choice()),
                         ids=lambda v: getattr(v, "key", None) or getattr(v, "word", None) or v)
def test_every_choice_round_trips_through_the_name(game, rule, choice):
    plain = get_ruleset(game)
    chosen = get_ruleset(f"{game}~{rule.key}={choice.word}")
    assert getattr(chosen, rule.parameter) == choice.setting(plain)
    assert rule.played_by(chosen) == choice
    assert get_ruleset(chosen.name) == chosen and get_ruleset(chosen.name).name == chosen.name
    if rule.played_by(plain) == choice:  # the game's own way is no house rule
        assert chosen.name == plain.name and chosen == plain
    else:
        assert chosen.name == f"{plain.name}~{rule.key}={choice.word}"
        assert chosen != plain
        assert name_parts(chosen.name) == name_parts(plain.name)


def test_the_canonical_name_orders_the_points_and_reads_any_spelling():
    name = get_ruleset("10-Point+Dirty~ TARGET=31 ~stuck=5~match=yes").name
    assert name == "ten-point+dirty~stuck=5~match=yes~target=31"
    assert get_ruleset("ten-point~target=31~stuck=5").name == "ten-point~stuck=5~target=31"


def test_the_name_survives_a_url_fragment():
    for game, rule, choice in every_choice():
        name = get_ruleset(f"{game}~{rule.key}={choice.word}").name
        assert not set(name) & set("&# ?%/")


def test_every_point_is_described():
    codes = all_codes()
    for rule in HOUSE_RULES:
        assert rule.code in codes and set(rule.rules) <= set(RULES)
        assert len(rule.choices) >= 2
        for choice in rule.choices:
            assert rule.choice_code(choice) in codes
            assert set(choice.plays) | set(choice.assumed) <= set(SOURCE_LANGUAGES)


def test_the_catalogue_marks_the_games_own_choice():
    points = {point["key"]: point for point in catalogue(get_ruleset("pitch31"))}
    assert [c["word"] for c in points["target"]["choices"] if c["game"]] == ["31"]
    assert "off2" not in points and "off2" in {p["key"] for p in catalogue(get_ruleset("16-point"))}
    assert "out" not in {p["key"] for p in catalogue(get_ruleset("ten-point+five-handed"))}


# -- the ruleset really changes: hands the choice decides ------------------------------------------

def score(preset, *, bid_value, taken, scores=(0, 0)):
    return score_hand(get_ruleset(preset), bid=bid_value, unit_side=[0, 1], taken=taken, scores=scores,
                      set_early=False, burned=0, unit_names=["NS", "EW"])


def test_a_made_bid_scores_what_the_table_chose():
    assert score("ten-point", bid_value=5, taken=(7, 3)).scores_after == (5, 3)
    assert score("ten-point~made=taken", bid_value=5, taken=(7, 3)).scores_after == (7, 3)


def test_the_moon_scores_what_the_table_chose():
    assert score("ten-point", bid_value=MOON, taken=(10, 0), scores=(12, 30)).scores_after[0] == 52
    assert score("ten-point~moonmade=20", bid_value=MOON, taken=(10, 0), scores=(12, 30)).scores_after[0] == 32
    assert score("ten-point~moonmade=win", bid_value=MOON, taken=(10, 0), scores=(12, 30)).winners == (0,)
    assert score("ten-point", bid_value=MOON, taken=(9, 1), scores=(12, 30)).winners == (1,)
    failed = score("ten-point~moonfailed=20", bid_value=MOON, taken=(9, 1), scores=(12, 30))
    assert failed.winners == () and failed.scores_after == (-8, 31)


def test_the_target_and_both_reaching_it():
    assert score("ten-point", bid_value=5, taken=(6, 4), scores=(26, 10)).winners == ()
    assert score("ten-point~target=31", bid_value=5, taken=(6, 4), scores=(26, 10)).winners == (0,)
    both = dict(bid_value=4, taken=(4, 6), scores=(50, 49))  # bidders 54, defenders 55
    assert score("ten-point", **both).winners == (0,)
    assert score("ten-point~both=higher", **both).winners == (1,)


def test_the_deuce_and_the_off_two():
    two_of_hearts, two_of_diamonds = Card.parse("2H"), Card.parse("2D")
    assert get_ruleset("ten-point").is_protected_deuce(two_of_hearts, Suit.HEARTS)
    assert not get_ruleset("ten-point~deuce=winner").is_protected_deuce(two_of_hearts, Suit.HEARTS)
    assert not get_ruleset("16-point").is_protected_deuce(two_of_diamonds, Suit.HEARTS)
    assert get_ruleset("16-point~off2=returns").is_protected_deuce(two_of_diamonds, Suit.HEARTS)


def dealt(preset, dealer=W, scores=None):
    state = HandState.new(get_ruleset(preset), dealer, scores)
    rng = random.Random(7)
    while state.is_chance:
        state.deal_random(rng)
    return state


def call(state, *values):
    for value in values:
        state.apply(Action(PASS, state.to_move) if value == "pass" else bid(state.to_move, value))


@pytest.mark.parametrize("preset, legal", [
    ("ten-point", [4]), ("ten-point~stuck=5", [5, 6, 7, 8, 9, 10, MOON]),
    ("ten-point~stuck=any", [*range(4, 11), MOON]),
])
def test_when_everyone_passes_the_dealer_does_as_the_table_chose(preset, legal):
    state = dealt(preset)
    call(state, "pass", "pass", "pass")
    assert [a.bid for a in state.legal_actions()] == legal


def test_the_dealer_may_match_and_the_moon_needs_a_score():
    state = dealt("ten-point~match=yes", dealer=S)
    call(state, 10, "pass", "pass")
    assert bid(S, 10) in state.legal_actions()
    assert bid(S, 10) not in (lambda s: (call(s, 10, "pass", "pass"), s.legal_actions())[1])(dealt("ten-point", dealer=S))
    state = dealt("ten-point~moonscore=positive", scores=(0, 3))
    with pytest.raises(IllegalAction) as error:
        state.apply(bid(N, MOON))
    assert error.value.rule_id == "bid.moon-needs-score"


# -- a bad suffix: a localised error that names it -------------------------------------------------

@pytest.mark.parametrize("name, code, named", [
    ("ten-point~colour=red", "house.unknown-point", "colour"),
    ("ten-point~stuck", "house.syntax", "stuck"),
    ("ten-point~=5", "house.syntax", "=5"),
    ("ten-point~stuck=9", "house.bad-choice", "9"),
    ("ten-point~stuck=5~stuck=4", "house.repeated-point", "stuck"),
    ("ten-point~off2=returns", "house.not-here", "off2"),
    ("ten-point+five-handed~out=partner", "house.not-here", "out"),
    ("ten-point~target=" + "9" * 500, "house.bad-choice", "999"),
])
def test_a_bad_suffix_is_a_localised_error_naming_it(name, code, named):
    with pytest.raises(NotationError) as error:
        get_ruleset(name)
    assert error.value.code == code
    for lang in languages():
        message = error.value.message(lang)
        assert named in message and "{" not in message and len(message) < 300


def test_a_house_rules_game_is_named_in_every_language():
    name = get_ruleset("ten-point+dirty~stuck=5~target=31").name
    for lang in languages():
        title = game_title(name, lang)
        assert title.startswith(game_title("ten-point+dirty", lang)) and title != game_title("ten-point+dirty", lang)
        lines = subtitle(name, lang)
        assert len(lines) == 2 and all(line and "{" not in line for line in lines)
    assert game_title("ten-point+dirty", "en") == "Ten-point Pitch + Dirty Pitch"
    assert subtitle("ten-point", "en") == []
