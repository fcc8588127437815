"""Every question knows its game (issue 30): a drill is made for one preset and says which, a game
that does not play a rule never drills it, every maker finds its position in every game that
plays its rule, and a yes/no answer is explained by why the move stands or why it does not."""

from __future__ import annotations

import pytest

from pitch_core.drills import make_drill
from pitch_core.drills.model import CHOICE
from pitch_core.drills.registry import (COURSE_GAMES, OTHER_GAMES, default_preset, plays, practisable_rules,
                                        presets_of_rule, rules_of_preset)
from pitch_core.errors import PitchError
from pitch_core.game_names import game_title

LANGS = ("en", "ro", "de", "cs", "mk")
SEEDS = range(60)  # bench/drill_coverage.py makes 2,000 seeds of every pair and prints any failure
PAIRS = [(rule, preset) for rule in practisable_rules() for preset in presets_of_rule(rule)]


def test_every_practisable_rule_is_played_by_some_known_game():
    assert all(presets_of_rule(rule) for rule in practisable_rules())


@pytest.mark.parametrize("rule,preset", PAIRS)
def test_a_drill_is_made_for_the_game_asked_for_on_every_seed(rule, preset):
    for seed in SEEDS:
        drill = make_drill(rule, seed, 0, preset)
        assert drill.preset == preset and drill.rule == rule
        assert drill.check(drill.answer)


@pytest.mark.parametrize("preset", COURSE_GAMES)
def test_a_course_game_offers_its_own_rules_and_refuses_the_others(preset):
    offered = rules_of_preset(preset)
    assert len(offered) >= 15, offered
    others = [rule for rule in practisable_rules() if rule not in offered]
    for rule in others[:40]:
        with pytest.raises(PitchError) as refused:
            make_drill(rule, 1, 0, preset)
        assert refused.value.code in ("drill.not-in-game",)
        assert game_title(preset, "de") in refused.value.message("de")


def test_the_course_games_differ_where_their_rules_differ():
    """Pitch 31 never meets ten-point's target or its made-bid scoring, and the other way round."""
    pitch31, ten_point = set(rules_of_preset("pitch31")), set(rules_of_preset("ten-point"))
    assert "score.made-taken" in pitch31 and "score.made-taken" not in ten_point
    assert "score.made-bid" in ten_point and "score.made-bid" not in pitch31
    assert not any(rule.startswith("tt.") for rule in pitch31 | ten_point)
    assert all(rule.startswith("tt.") for rule in rules_of_preset("three-thirteen"))


def test_a_rule_defaults_to_its_first_course_game():
    for rule in practisable_rules():
        assert default_preset(rule) == presets_of_rule(rule)[0]
        assert make_drill(rule, 3).preset == default_preset(rule)


@pytest.mark.parametrize("preset", [*COURSE_GAMES, *OTHER_GAMES])
def test_every_drill_names_its_game_in_the_readers_language(preset):
    rule = rules_of_preset(preset)[0]
    drill = make_drill(rule, 5, 0, preset)
    names = {lang: drill.to_dict(lang)["game_name"] for lang in LANGS}
    assert all(names.values()) and names["en"] == game_title(preset, "en")
    assert all("{" not in name and "-point" not in name for lang, name in names.items() if lang != "en"), names


def test_modifiers_are_games_too():
    assert plays("ten-point+reverse", "play.reverse-order") and not plays("ten-point", "play.reverse-order")
    assert plays("ten-point+dirty", "play.deuce-captured") and not plays("ten-point", "play.deuce-captured")
    assert make_drill("play.highest-wins", 1, 0, "10-point+Dirty").preset == "ten-point+dirty"


def _yes_no_drills(rule, preset):
    drills = [make_drill(rule, seed, 0, preset) for seed in range(40)]
    return [d for d in drills if d.kind == CHOICE and {c.value for c in d.choices} == {"yes", "no"}]


@pytest.mark.parametrize("rule,preset", [(r, p) for r, p in PAIRS if p == presets_of_rule(r)[0]])
def test_a_yes_is_explained_by_why_it_stands_and_a_no_by_why_not(rule, preset):
    """Never the refusal's words for a move the engine allows: the two answers never open their
    explanation with the same message."""
    drills = _yes_no_drills(rule, preset)
    said = {answer: {d.explanation[0][0] for d in drills if d.answer == answer} for answer in ("yes", "no")}
    assert not (said["yes"] & said["no"]), (rule, said)
