"""The protocol both games' states answer, in the spirit of OpenSpiel.

A whole game of Pitch (``pitch.game.PitchGameState``, hand after hand), one Pitch hand
(``pitch.state.HandState``) and a game of Three Thirteen (``three_thirteen.state.GameState``,
round after round) are driven the same way; in a whole game each deal is a chance node::

    while not state.is_terminal:
        if state.is_chance:
            state.chance_random(rng)          # the deal, a redeal, a reshuffle: sampled
        else:
            state.apply(rng.choice(state.legal_actions()))
    state.returns()                           # the outcome: one number per seat, higher is better

``returns()`` is the outcome, zeros until the end. At the end of a whole game (of Pitch or of
Three Thirteen) it is +1 for each seat that won (with its side, in four-handed Pitch; a tie shares
the win) and -1 for each other seat (``win_loss_returns``): who won, not by how much, since a Pitch
game can be won with the lower score (a made moon, a failed one, the bidding side reaching the
target with the other side ahead). The scores
themselves are the game's ``scores`` (Three Thirteen: ``totals``). One Pitch hand played on its
own has no winner: its returns are each seat's score change in the hand.

A seat's ``observation`` extends ``SeatObservation`` below in both games, and holds nothing
that seat cannot see, as a value as in its JSON.

Chance outcomes (a whole deal, a reshuffled stock) are far too many to list, so at a chance node
``legal_actions()`` is empty and ``chance_random`` samples one; a known outcome (a deal read
from a record) goes through ``apply`` like any move, and ``undo`` takes it back like any move.

``current_player`` is a seat (0-based), ``CHANCE`` at a chance node or ``TERMINAL`` at the end,
as OpenSpiel's player ids are. ``candidate_actions()`` is a superset of ``legal_actions()``: the
moves a player could *try* (every card in hand, every bid), so an interface can offer them all
and let the engine explain why one is refused (python-chess's pseudo-legal moves).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final, Iterable, Protocol, Sequence, runtime_checkable

if TYPE_CHECKING:
    from .cards import Card
    from .contract import CoreView, MoveView
    from .event import Event

CHANCE: Final = -1
TERMINAL: Final = -4


class Observation(Protocol):
    """What one seat may see, as one typed value; ``to_dict()`` is its JSON shape."""

    def to_dict(self) -> dict[str, Any]: ...


@dataclass(frozen=True)
class SeatObservation:
    """The part of an observation every game has, which each game's observation extends
    (``pitch.observation.PitchObservation``, ``three_thirteen.observation.ThirteenObservation``).

    ``seat`` is whose view it is (``None``: the open view, for replays and teaching); ``hands``
    holds that seat's cards and ``None`` for every hand it cannot see; ``moves`` are the moves
    so far as that seat saw them (a chance action shows nothing hidden); ``events`` are
    (index of the action that caused it, event) pairs, those the seat learns of (an event told to
    some seats only has an ``audience``: ``event.seen_events``); ``legal`` is what the seat may do now
    (empty when it is not its turn). Nothing here, nor in a game's fields, is a card the seat
    cannot see: the bots decide from an observation alone.
    """

    players: int
    seat: int | None
    to_move: int | None
    hands: tuple[tuple[Card, ...] | None, ...]
    moves: tuple[Any, ...]
    events: tuple[tuple[int, Event], ...]
    legal: tuple[Any, ...]

    @property
    def hand(self) -> tuple[Card, ...]:
        """The viewing seat's own cards (none in the open view)."""
        cards = self.hands[self.seat] if self.seat is not None else None
        return cards or ()

    # -- what each game says -----------------------------------------------------------------
    def name(self, seat: int | None) -> str | None:
        """A seat's label in notation (and what the JSON says for no seat)."""
        raise NotImplementedError

    def label(self, seat: int) -> str:
        """A seat's label in notation (``N``, ``1``)."""
        raise NotImplementedError

    def action_view(self, action: Any) -> MoveView:
        """One move as structured data (``Action.to_dict``)."""
        raise NotImplementedError

    # -- the shared part of the JSON ---------------------------------------------------------
    def core_dict(self) -> CoreView:
        """The JSON of the fields above, in the shape both games' pages read."""
        name = self.name
        return {
            "players": self.players,
            "seat": name(self.seat) or None,
            "seats": [self.label(s) for s in range(self.players)],
            "to_move": name(self.to_move),
            "hand": [c.code for c in self.hand],
            "moves": [self.action_view(a) for a in self.moves],
            "legal": [self.action_view(a) for a in self.legal],
            "events": [{"after": after, **event.to_dict()} for after, event in self.events],
        }


@runtime_checkable
class GameState(Protocol):
    @property
    def is_terminal(self) -> bool: ...

    @property
    def is_chance(self) -> bool: ...

    @property
    def current_player(self) -> int: ...

    def legal_actions(self) -> Sequence[Any]: ...

    def candidate_actions(self) -> Sequence[Any]: ...

    def chance_random(self, rng: random.Random) -> Any: ...

    def apply(self, action: Any) -> None: ...

    def undo(self) -> Any: ...

    def observation(self, seat: int) -> SeatObservation: ...

    def returns(self) -> list[float]: ...


class Game(Protocol):
    """One game's rules as a whole (OpenSpiel's ``Game``, apart from its states): its presets,
    table size, seats and moves in notation both ways, and its records. ``pitch_core.games``
    holds one per game by name; code above the game packages asks it rather than the game's name."""

    name: str
    aliases: tuple[str, ...]
    mark_kind: str  # what a hand viewer's marks end: "trick" or "turn"
    scoring_codes: tuple[str, ...]  # the prefixes of the codes of a result's scoring events
    # What a page setting up a table needs: whether the preset takes modifiers (Pitch's "+dirty"),
    # the table sizes a reader may choose (none where the preset fixes it) and the usual one
    takes_modifiers: bool
    takes_house_rules: bool  # a table's own choices ride on the preset's name ("ten-point~stuck=5")
    player_counts: tuple[int, ...]
    default_players: int | None

    def owns(self, preset: str, /) -> bool: ...

    def presets(self) -> list[str]: ...

    def ruleset(self, preset: str, /) -> Any: ...

    def players(self, ruleset: Any, requested: int | None = None, /) -> int: ...

    def seat_label(self, seat: int, players: int, /) -> str: ...

    def parse_seat(self, text: str, players: int, /) -> int: ...

    def parse_action(self, text: str, seat: int | None, players: int, /) -> Any: ...

    def action_view(self, action: Any, players: int, /) -> MoveView: ...

    def owns_state(self, state: Any, /) -> bool: ...

    def read_record(self, text: str, /) -> Any: ...

    def write_record(self, record: Any, /) -> str: ...

    def record_from_state(self, state: Any, /) -> Any: ...

    def record_players(self, record: Any, /) -> int: ...

    def replay_start(self, record: Any, /) -> Any: ...

    def ends_mark(self, before: Any, after: Any, /) -> bool: ...

    def replay_report(self, text: str, /) -> dict[str, Any]: ...

    def simulate(self, preset: str, count: int, seed: int, /) -> dict[str, Any]: ...


def win_loss_returns(players: int, winners: Iterable[int]) -> list[float]:
    """A finished game's returns: +1.0 for each of ``winners`` (seats), -1.0 for every other seat."""
    won = set(winners)
    return [1.0 if seat in won else -1.0 for seat in range(players)]


def play_randomly(state: GameState, rng: random.Random, max_steps: int = 100_000) -> int:
    """Play uniformly random legal moves (and sampled chance outcomes) to the end; returns the
    number of steps taken. ``max_steps`` guards against a state that never ends."""
    steps = 0
    while not state.is_terminal:
        if steps >= max_steps:
            raise RuntimeError(f"no end after {max_steps} steps")
        if state.is_chance:
            state.chance_random(rng)
        else:
            state.apply(rng.choice(list(state.legal_actions())))
        steps += 1
    return steps


__all__ = ["CHANCE", "TERMINAL", "Game", "GameState", "Observation", "SeatObservation", "play_randomly",
           "win_loss_returns"]
