"""Three Thirteen as a ``pitch_core.games`` entry: its presets, seats, moves and records. The
episode is the whole game (eleven rounds, each deal a chance node); a record holds one round."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ..contract import MoveView
from . import actions, record
from .ruleset import Ruleset, get_ruleset, is_three_thirteen, preset_names
from .state import GameState

PLAYERS = range(2, 7)
DEFAULT_PLAYERS = 4


class ThirteenGame:
    name = "three-thirteen"
    aliases: tuple[str, ...] = ("313", "3-13", "three13", "three-13")
    takes_house_rules = False
    mark_kind = "turn"  # the viewer's marks end a turn
    scoring_codes: tuple[str, ...] = ("tt.score.", "tt.game.")
    takes_modifiers = False
    player_counts: tuple[int, ...] = tuple(PLAYERS)
    default_players: int | None = DEFAULT_PLAYERS

    def owns(self, preset: str) -> bool:
        return is_three_thirteen(preset)

    def presets(self) -> list[str]:
        return preset_names()

    def ruleset(self, preset: str) -> Ruleset:
        return get_ruleset(preset)

    def players(self, ruleset: Ruleset, requested: int | None = None) -> int:
        from ..errors import IllegalAction

        count = DEFAULT_PLAYERS if requested is None else int(requested)
        if count not in PLAYERS:
            raise IllegalAction("tt.players.count", min_players=PLAYERS.start, players=count)
        return count

    def seat_label(self, seat: int, players: int) -> str:
        return actions.seat_label(seat)

    def parse_seat(self, text: str, players: int) -> int:
        return actions.parse_seat(text, players)

    def parse_action(self, text: str, seat: int | None, players: int) -> actions.Action:
        return actions.parse_action(text, seat, players)

    def action_view(self, action: actions.Action, players: int) -> MoveView:
        return action.to_dict()

    def owns_state(self, state: Any) -> bool:
        return isinstance(state, GameState)

    def read_record(self, text: str) -> record.RoundRecord:
        return record.read_record(text)

    def write_record(self, round_record: record.RoundRecord) -> str:
        return record.write_record(round_record)

    def record_from_state(self, state: GameState) -> record.RoundRecord:
        return record.record_from_state(state)

    def record_players(self, round_record: record.RoundRecord) -> int:
        return round_record.players

    def replay_start(self, round_record: record.RoundRecord) -> GameState:
        """The round before any of its moves (not checked against the round's recorded outcome)."""
        return replace(round_record, moves=[], out=None, result=None).replay()

    def ends_mark(self, before: GameState, after: GameState) -> bool:
        return after.phase != "discard" and before.phase == "discard"

    def replay_report(self, text: str) -> dict[str, Any]:
        from .cli import replay_report

        return replay_report(text)

    def simulate(self, preset: str, count: int, seed: int) -> dict[str, Any]:
        from .simulate import simulate

        return simulate(preset, count, seed)


THREE_THIRTEEN = ThirteenGame()
