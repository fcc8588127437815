"""Practice per game through the browser's engine: webapi.drill and webapi.check_drill take the game
(``preset``; None is the rule's first course game), a drill says its game and the game's name in the
page's language, webapi.practice_rules lists what a game with modifiers plays, and a rule the game
does not play, or a game nobody knows, is refused with a code and a message in the page's language."""

from __future__ import annotations

import pytest

from pitch_core import webapi
from pitch_core.drills import make_drill
from pitch_core.drills.registry import COURSE_GAMES, default_preset, presets_of_rule, rules_of_preset
from pitch_core.errors import PitchError
from pitch_core.game_names import game_title
from pitch_core.messages import render


@pytest.fixture(autouse=True)
def german():
    webapi.set_language("de")
    yield
    webapi.set_language("en")


@pytest.mark.parametrize("preset", COURSE_GAMES)
def test_a_drill_is_made_for_the_game_asked_and_names_it(preset: str) -> None:
    rule = rules_of_preset(preset)[0]
    shown = webapi.drill(rule, 5, 2, preset)
    assert shown["preset"] == preset and shown["game_name"] == game_title(preset, "de")
    assert "answer" not in shown
    made = make_drill(rule, 5, 2, preset)
    verdict = webapi.check_drill(rule, 5, 2, made.answer if made.kind != "number" else str(made.answer), preset)
    assert verdict["correct"] and verdict["preset"] == preset


def test_without_a_game_the_rule_is_drilled_in_its_first_course_game() -> None:
    rule = "play.highest-wins"
    assert webapi.drill(rule, 1, 0)["preset"] == default_preset(rule)
    assert webapi.check_drill(rule, 1, 0)["preset"] == default_preset(rule)


def test_a_game_with_modifiers_says_its_rules_and_its_name() -> None:
    answer = webapi.practice_rules("ten-point+dirty")
    assert answer == {"preset": "ten-point+dirty", "game_name": game_title("ten-point+dirty", "de"),
                      "rules": rules_of_preset("ten-point+dirty")}
    assert answer["rules"]
    assert webapi.practice_rules("Ten-Point+Dirty")["preset"] == "ten-point+dirty"  # its own spelling


def test_a_rule_the_game_does_not_play_is_refused_in_the_readers_language() -> None:
    refused_somewhere = next(((rule, preset) for preset in COURSE_GAMES
                              for rule in rules_of_preset(COURSE_GAMES[0]) + rules_of_preset("three-thirteen")
                              if rule not in rules_of_preset(preset) and presets_of_rule(rule)), None)
    assert refused_somewhere, "every course game plays every rule"
    rule, preset = refused_somewhere
    for call in (lambda: webapi.drill(rule, 1, 0, preset), lambda: webapi.check_drill(rule, 1, 0, None, preset)):
        with pytest.raises(PitchError) as refused:
            call()
        assert refused.value.code == "drill.not-in-game"
        assert render(refused.value.code, refused.value.params, "de")


@pytest.mark.parametrize("preset", ["nonsense", "three-thirteen+dirty", "", 7])
def test_an_unknown_game_is_refused_with_a_code(preset) -> None:
    with pytest.raises(PitchError) as refused:
        webapi.practice_rules(preset)
    assert refused.value.code.startswith("preset.")
    with pytest.raises(PitchError):
        webapi.drill("play.highest-wins", 1, 0, preset)


def test_practice_rules_is_one_the_bridge_exposes() -> None:
    assert "practice_rules" in webapi.__all__
