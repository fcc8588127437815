"""Every game the engine knows, by name, as OpenSpiel's ``load_game`` or python-chess's variants::

    from pitch_core import games
    game = games.load("three-thirteen")          # or an alias: "313"
    game = games.load("pitch", preset="pitch31")   # the same Game; the preset picks the rules
    games.for_preset("ten-point+dirty")           # the game a preset belongs to
    games.of_record(text), games.of_state(state)   # the game of a record's text, of a state

A ``Game`` (``pitch.game.PitchGame``, ``three_thirteen.game.ThirteenGame``) answers the same
calls for both: ``presets``, ``ruleset(preset)``, ``players(ruleset, requested)``, seats and moves
in notation both ways (``parse_seat``, ``seat_label``, ``parse_action``, ``action_view``), records
(``read_record``, ``write_record``, ``record_from_state``, ``replay_start``), and the figures of
random play (``simulate``). Code above the game packages asks the game instead of its name.
"""

from __future__ import annotations

from typing import Any

from .errors import NotationError
from .game import Game
from .pitch.game import PITCH
from .record_syntax import excerpt, parse_record_text
from .three_thirteen.game import THREE_THIRTEEN

GAMES: dict[str, Game] = {game.name: game for game in (PITCH, THREE_THIRTEEN)}
_BY_ALIAS = {alias: game for game in GAMES.values() for alias in (game.name, *game.aliases)}


def names() -> list[str]:
    return list(GAMES)


def load(name: str, preset: str | None = None) -> Game:
    """The game called ``name`` (or an alias), case-insensitive. With ``preset``, the preset must
    be one of that game's."""
    game = _BY_ALIAS.get(name.strip().lower())
    if game is None:
        raise NotationError("preset.unknown", name=excerpt(name), known=", ".join(GAMES))
    if preset is not None:
        game.ruleset(preset)  # an unknown preset is named by the game's own error
        if not game.owns(preset):
            raise NotationError("preset.unknown", name=excerpt(preset), known=", ".join(game.presets()))
    return game


def for_preset(preset: str) -> Game:
    """The game whose presets include ``preset`` (Pitch's presets take modifiers: ``+smudge``)."""
    return THREE_THIRTEEN if THREE_THIRTEEN.owns(preset) else PITCH


def of_record(text: str) -> Game:
    """The game of a record's ``[Game "preset"]`` tag."""
    tag = parse_record_text(text).tag("Game")
    if tag is None:
        raise NotationError("record.missing-tag", tag="Game")
    return for_preset(tag.value)


def of_state(state: Any) -> Game:
    for game in GAMES.values():
        if game.owns_state(state):
            return game
    raise TypeError(f"no game plays a {type(state).__name__}")


__all__ = ["GAMES", "Game", "for_preset", "load", "names", "of_record", "of_state"]
