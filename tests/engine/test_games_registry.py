"""pitch_core.games: every game by name and alias, and each Game answering the same calls."""

from __future__ import annotations

import random
from typing import Any

import pytest

from pitch_core import games
from pitch_core.errors import NotationError
from pitch_core.game import play_randomly


@pytest.mark.parametrize("alias, name", [("pitch", "pitch"), ("Setback", "pitch"), ("three-thirteen", "three-thirteen"),
                                         ("313", "three-thirteen"), (" 3-13 ", "three-thirteen")])
def test_a_game_loads_by_name_or_alias(alias: str, name: str) -> None:
    assert games.load(alias).name == name


def test_an_unknown_game_or_a_preset_of_another_game_is_refused_by_code() -> None:
    with pytest.raises(NotationError) as unknown:
        games.load("bridge")
    assert unknown.value.code == "preset.unknown"
    with pytest.raises(NotationError):
        games.load("pitch", preset="three-thirteen")
    assert games.load("pitch", preset="ten-point+dirty").name == "pitch"


@pytest.mark.parametrize("name", games.names())
def test_every_preset_belongs_to_its_own_game_only(name: str) -> None:
    game = games.load(name)
    for preset in game.presets():
        assert games.for_preset(preset) is game
        assert [other.name for other in games.GAMES.values() if other.owns(preset)] == [name]


@pytest.mark.parametrize("preset", ["pitch31", "ten-point", "three-thirteen", "three-thirteen-aces-both"])
def test_a_played_record_reads_back_through_its_game(preset: str) -> None:
    """The game of the record's text, its moves in notation both ways, and the record round trip."""
    game = games.for_preset(preset)
    ruleset = game.ruleset(preset)
    players = game.players(ruleset, None)
    state = _first_episode(game, ruleset, players, random.Random(5))
    assert games.of_state(state) is game
    text = game.write_record(game.record_from_state(state))
    assert games.of_record(text) is game
    record = game.read_record(text)
    assert game.write_record(record) == text and game.record_players(record) == players
    replayed = game.replay_start(record)
    for token in record.moves:
        action = game.parse_action(token.text, replayed.to_move, players)
        view = game.action_view(action, players)
        if view["seat"] is not None:  # a chance action shows its kind only, never the cards it deals
            assert game.parse_action(view["move"], replayed.to_move, players) == action
        replayed.apply(action)
    assert replayed.to_dict()["hands"] == state.to_dict()["hands"]


def _first_episode(game: games.Game, ruleset: Any, players: int, rng: random.Random) -> Any:
    if game.name == "pitch":
        from pitch_core.pitch.state import HandState

        hand = HandState.new(ruleset, 0)
        play_randomly(hand, rng)
        return hand
    from pitch_core.three_thirteen.state import GameState

    state = GameState.new(ruleset, players=players, dealer=0)
    state.chance_random(rng)
    while state.phase != "deal" and not state.is_terminal:  # one round: one record
        if state.is_chance:
            state.chance_random(rng)
        else:
            state.apply(rng.choice(list(state.legal_actions())))
    return state
