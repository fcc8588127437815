"""The score keeper scores a hand entered at a real table exactly as the engine scores a hand it
played itself, for every preset and modifier; and it refuses entries the preset does not allow."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from pitch_core import webapi
from pitch_core.errors import IllegalAction, NotationError
from pitch_core.pitch import get_ruleset, preset_names
from pitch_core.pitch.exchange import every_point_scored
from pitch_core.pitch.state import HandState

VARIANTS = preset_names() + ["ten-point+dirty", "pitch31+reverse", "ten-point+five-handed",
                             "pitch31+five-handed", "thirteen-point-partner+five-handed"]


def engine_hand(preset: str, seed: int, scores: tuple[int, ...] | None = None) -> HandState:
    ruleset = get_ruleset(preset)
    rng = random.Random(seed)
    state = HandState.new(ruleset, dealer=seed % ruleset.players, scores=scores)
    while state.is_chance:
        state.deal_random(rng)
    while not state.is_terminal:
        state.apply(rng.choice(state.legal_actions()))
    return state


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(VARIANTS), st.integers(0, 10**6), st.integers(-30, 60), st.integers(-30, 60))
def test_the_score_keeper_agrees_with_the_engine(preset, seed, first, second):
    ruleset = get_ruleset(preset)
    units = 2 if ruleset.teams_fixed else ruleset.players
    scores = (first, second, *([0] * (units - 2)))
    hand = engine_hand(preset, seed, scores)
    result = hand.result
    names = hand.unit_names()
    bidders = sorted({names[hand.unit_of(s)] for s in range(ruleset.players) if hand.side_of(s) == 0})
    kept = webapi.score_hand(preset, list(scores), bidders, result.bid, list(result.taken))
    assert kept["scores"] == dict(zip(names, result.scores_after))
    assert kept["made"] == result.made and kept["set_early"] == result.set_early
    assert kept["winners"] == [names[u] for u in result.winners]
    assert [e["rule"] for e in kept["events"]] == [e.rule_id for e in result.events]


def test_a_made_bid_a_set_and_the_target():
    made = webapi.score_hand("pitch31", [0, 0], ["NS"], 5, [7, 3])
    assert made["made"] and made["scores"] == {"NS": 7, "EW": 3}
    assert [e["rule"] for e in made["events"]] == ["score.defenders-taken", "score.made-taken"]
    set_ = webapi.score_hand("ten-point", [10, 0], ["EW"], 6, [5, 5])
    assert not set_["made"] and set_["scores"] == {"NS": 15, "EW": -6}
    won = webapi.score_hand("ten-point", [48, 20], ["NS"], 4, [6, 4])
    assert won["winners"] == ["NS"] and won["events"][-1]["rule"] == "game.target"


def test_both_sides_reaching_the_target_the_bidders_win():
    both = webapi.score_hand("pitch31", [28, 27], ["NS"], 4, [6, 4])
    assert both["winners"] == ["NS"] and both["events"][-1]["rule"] == "game.both-reach"


def test_moon_payouts_follow_the_preset():
    assert webapi.score_hand("pitch31", [3, 0], ["NS"], "moon", [10, 0])["scores"]["NS"] == 23
    assert webapi.score_hand("ten-point", [10, 0], ["NS"], "moon", [10, 0])["winners"] == ["NS"]
    missed = webapi.score_hand("ten-point", [10, 0], ["NS"], "moon", [9, 1])
    assert missed["winners"] == ["EW"]
    assert webapi.score_hand("thirteen-point-partner", [0, 0], ["EW"], 13, [13, 0])["winners"] == ["EW"]


def test_a_moon_needs_a_score_in_pitch31():
    with pytest.raises(IllegalAction) as caught:
        webapi.score_hand("pitch31", [0, 5], ["NS"], "moon", [10, 0])
    assert caught.value.code == "bid.moon-needs-score"


def test_an_early_set_is_named():
    early = webapi.score_hand("pitch31", [10, 10], ["NS"], 10, [9, 1])
    assert early["set_early"] and not early["made"]
    assert early["events"][0]["rule"] == "score.early-set"


def test_five_handed_scores_each_player_and_the_called_partner():
    kept = webapi.score_hand("ten-point+five-handed", [0, 0, 0, 0, 0], ["2", "4"], 6, [7, 3])
    assert kept["scores"] == {"1": 3, "2": 6, "3": 3, "4": 6, "5": 3}
    alone = webapi.score_hand("ten-point+five-handed", [0, 0, 0, 0, 0], ["2"], 6, [7, 3])
    assert alone["scores"]["2"] == 6 and alone["scores"]["4"] == 3


@pytest.mark.parametrize("args, code", [
    ({"bidders": ["XY"]}, "score.bad-bidders"),
    ({"bidders": []}, "score.bad-bidders"),
    ({"bidders": ["NS", "EW"]}, "score.bad-bidders"),
    ({"bid": 3}, "bid.minimum"),
    ({"bid": 11}, "bid.maximum"),
    ({"bid": "lots"}, "bid.minimum"),
    ({"taken": [8, 5]}, "score.bad-taken"),
    ({"taken": [-1, 5]}, "score.bad-taken"),
    ({"taken": [1]}, "score.bad-taken"),
    ({"scores": [0]}, "score.bad-scores"),
    ({"scores": ["a", 0]}, "score.bad-scores"),
])
def test_entries_the_preset_does_not_allow_are_refused(args, code):
    entry = {"preset": "ten-point", "scores": [0, 0], "bidders": ["NS"], "bid": 5, "taken": [5, 5], **args}
    with pytest.raises((IllegalAction, NotationError)) as caught:
        webapi.score_hand(**entry)
    assert caught.value.code == code


def test_thirteen_point_partner_has_no_moon_word():
    with pytest.raises(IllegalAction) as caught:
        webapi.score_hand("thirteen-point-partner", [0, 0], ["NS"], "moon", [13, 0])
    assert caught.value.code == "bid.moon-is-thirteen"


def test_score_rules_describe_the_form():
    rules = webapi.score_rules("pitch31+five-handed")
    assert rules["units"] == ["1", "2", "3", "4", "5"] and not rules["teams"]
    assert webapi.score_rules("pitch31")["moon_min_score"] == 1


def test_where_every_point_is_always_taken_the_sheet_wants_them_all():
    """Pitch 31 burns nothing and keeps nothing in the middle (exchange.every_point_scored): its
    ten points always go to a side, so 3 + 3 cannot happen, unless a 10 is set early."""
    with pytest.raises(NotationError) as caught:
        webapi.score_hand("pitch31", [0, 0], ["NS"], 5, [3, 3])
    assert caught.value.code == "score.all-points"
    assert webapi.score_hand("pitch31", [0, 0], ["NS"], 10, [4, 1])["set_early"]  # the hand stopped there
    assert not webapi.score_hand("ten-point", [0, 0], ["NS"], 5, [3, 3])["made"]  # a burned trump's points


@pytest.mark.parametrize("preset", [p for p in VARIANTS if every_point_scored(get_ruleset(p))])
def test_the_engine_scores_every_point_where_the_sheet_says_so(preset):
    for seed in range(60):
        result = engine_hand(preset, seed).result
        assert result.set_early or sum(result.taken) == get_ruleset(preset).total_points
