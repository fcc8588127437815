"""A whole game of Pitch: hands one after another, running scores, the deal moving clockwise,
until a side reaches the target (or a moon decides it)."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from .ruleset import Ruleset
from .state import HandState


@dataclass
class Game:
    ruleset: Ruleset
    dealer: int = 0
    scores: tuple[int, ...] = ()
    hands: list[HandState] = field(default_factory=list)
    winners: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        if not self.scores:
            self.scores = (0,) * (2 if self.ruleset.teams_fixed else self.ruleset.players)

    @property
    def is_over(self) -> bool:
        return bool(self.winners)

    def new_hand(self) -> HandState:
        """The next hand, waiting for its deal; ``finish_hand`` records it once it is done."""
        return HandState.new(self.ruleset, self.dealer, self.scores)

    def finish_hand(self, hand: HandState) -> None:
        if not hand.is_terminal or hand.result is None:
            raise ValueError("the hand is not finished")
        self.hands.append(hand)
        self.scores = hand.result.scores_after
        self.winners = hand.result.winners
        self.dealer = (self.dealer + 1) % self.ruleset.players

    def play_random_hand(self, rng: random.Random) -> HandState:
        """Deal and play the next hand with uniformly random legal actions, and record it."""
        hand = self.new_hand()
        while hand.is_chance:
            hand.deal_random(rng)
        while not hand.is_terminal:
            hand.apply(rng.choice(hand.legal_actions()))
        self.finish_hand(hand)
        return hand

    def play_random(self, rng: random.Random, max_hands: int = 500) -> None:
        """Random legal play to the end of the game (for simulations and tests)."""
        while not self.is_over and len(self.hands) < max_hands:
            self.play_random_hand(rng)


class PitchGame:
    """Pitch as a ``pitch_core.games`` entry: its presets, seats, moves and records. The episode
    of one record is a hand; a table plays hands one after another (``Game`` above)."""

    name = "pitch"
    aliases: tuple[str, ...] = ("setback", "high-low-jack", "pitch-game")
    mark_kind = "trick"  # the viewer's marks end a trick
    scoring_codes: tuple[str, ...] = ("score.", "game.")

    def owns(self, preset: str) -> bool:
        from ..errors import PitchError

        try:
            self.ruleset(preset)
        except PitchError:
            return False
        return True

    def presets(self) -> list[str]:
        from .presets import preset_names

        return preset_names()

    def ruleset(self, preset: str) -> Ruleset:
        from .presets import get_ruleset

        return get_ruleset(preset)

    def players(self, ruleset: Ruleset, requested: int | None = None) -> int:
        return ruleset.players  # the preset fixes the table

    def seat_label(self, seat: int, players: int) -> str:
        from .actions import seat_label

        return seat_label(seat, players)

    def parse_seat(self, text: str, players: int) -> int:
        from .actions import parse_seat

        return parse_seat(text, players)

    def parse_action(self, text: str, seat: int | None, players: int) -> Any:
        from .actions import parse_action

        return parse_action(text, seat if seat is not None else 0, players)

    def action_view(self, action: Any, players: int) -> dict[str, Any]:
        return dict(action.to_dict(players))

    def owns_state(self, state: Any) -> bool:
        return isinstance(state, HandState)

    def read_record(self, text: str) -> Any:
        from .record import read_record

        return read_record(text)

    def write_record(self, record: Any) -> str:
        from .record import write_record

        return write_record(record)

    def record_from_state(self, state: HandState) -> Any:
        from .record import record_from_state

        return record_from_state(state)

    def record_players(self, record: Any) -> int:
        return int(record.ruleset.players)

    def replay_start(self, record: Any) -> HandState:
        """The record's position before any of its moves."""
        from dataclasses import replace

        return replace(record, moves=[], result=None).replay()

    def ends_mark(self, before: HandState, after: HandState) -> bool:
        return len(after.tricks) > len(before.tricks) or after.phase != before.phase

    def replay_report(self, text: str) -> dict[str, Any]:
        from .record import replay_text

        _record, state = replay_text(text)
        view = state.to_dict()
        return {key: view[key] for key in ("preset", "phase", "bidder", "bid", "trump", "taken", "result", "events")}

    def simulate(self, preset: str, count: int, seed: int, max_hands: int = 50) -> dict[str, Any]:
        """Random legal play of ``count`` hands, a game started afresh after ``max_hands``."""
        import time

        from .checks import check_hand

        ruleset = self.ruleset(preset)
        rng = random.Random(seed)
        game = Game(ruleset)
        started = time.process_time()  # CPU time of this one thread: a fair figure on a busy machine
        for _ in range(count):
            check_hand(game.play_random_hand(rng))
            if game.is_over or len(game.hands) >= max_hands:  # random games may never end
                game = Game(ruleset, dealer=game.dealer)
        seconds = time.process_time() - started
        return {"preset": ruleset.name, "hands": count, "seconds": round(seconds, 3),
                "hands_per_second": round(count / seconds, 1) if seconds else None}


PITCH = PitchGame()
