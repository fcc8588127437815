"""The protocol both games' states answer, in the spirit of OpenSpiel.

A Pitch hand (``pitch.state.HandState``) and a game of Three Thirteen
(``three_thirteen.state.GameState``) are driven the same way::

    while not state.is_terminal:
        if state.is_chance:
            state.chance_random(rng)          # the deal, a redeal, a reshuffle: sampled
        else:
            state.apply(rng.choice(state.legal_actions()))
    state.returns()                           # one number per seat, higher is better

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
from typing import Any, Final, Protocol, Sequence, runtime_checkable

CHANCE: Final = -1
TERMINAL: Final = -4


class Observation(Protocol):
    """What one seat may see, as one typed value; ``to_dict()`` is its JSON shape."""

    def to_dict(self) -> dict[str, Any]: ...


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

    def observation(self, seat: int) -> Observation: ...

    def returns(self) -> list[float]: ...


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


__all__ = ["CHANCE", "TERMINAL", "GameState", "Observation", "play_randomly"]
