"""Computer players and hints for Pitch and Three Thirteen.

    choose(state, seat, level="heuristic", rng=7)        -> the Action the bot plays
    advise(state, seat)                                  -> Advice(action, reason_rule_id, params, rule)

``state`` is a Pitch ``HandState`` or whole game (``PitchGameState``: its hand in play), or a
Three Thirteen ``GameState``, and ``seat`` the seat to move. Levels:

* ``heuristic``: rules of thumb for every phase (``pitch_bidding``, ``pitch_exchange``,
  ``pitch_play``; ``three_thirteen``), each with its reason;
* ``monte-carlo``: determinised Monte Carlo search (``monte_carlo``) for the Pitch auction, the
  trump call and the card play; the exchange is the heuristic's. In Three Thirteen the draw
  weighs the top discard against sampled stock cards (``three_thirteen``);
* ``solver``: in Pitch, each card chosen by the exact double-dummy solver over deals of the unseen
  cards (``solver_bot``: a fixed count of deals and positions, no clock); the calls, the trump and
  the exchange are the heuristic's. In Three Thirteen it plays as ``monte-carlo``.

``rng`` is a ``random.Random`` or a seed (None: seed 0): the same seed and information give the
same move. ``samples`` and ``budget_ms`` bound the Monte Carlo search (``budget_ms=None``: no
clock, fully reproducible). No bot ever reads a card its seat cannot see.
"""

from __future__ import annotations

import random
from typing import Any

from .advice import Advice
from .monte_carlo import DEFAULT_BUDGET_MS, DEFAULT_SAMPLES

HEURISTIC, MONTE_CARLO, SOLVER = "heuristic", "monte-carlo", "solver"
LEVELS = (HEURISTIC, MONTE_CARLO, SOLVER)


def choose(state: Any, seat: int, level: str = HEURISTIC, rng: random.Random | int | None = None,
           budget_ms: float | None = DEFAULT_BUDGET_MS, samples: int = DEFAULT_SAMPLES) -> Any:
    """The move the bot of this level makes for ``seat``."""
    _check_level(level)
    return _BOTS[_game_name(state)].choose(state, seat, level, _random(rng), budget_ms, samples)


def advise(state: Any, seat: int, level: str = HEURISTIC, rng: random.Random | int | None = None,
           budget_ms: float | None = DEFAULT_BUDGET_MS, samples: int = DEFAULT_SAMPLES) -> Advice:
    """What a good player would do for ``seat`` now, and why (a rule ID or a hint code)."""
    _check_level(level)
    return _BOTS[_game_name(state)].advise(state, seat, level, _random(rng), budget_ms, samples)


class _PitchBots:
    @staticmethod
    def advise(state: Any, seat: int, level: str, rng: random.Random, budget_ms: float | None,
               samples: int) -> Advice:
        from ..pitch.game import current_hand

        hand = current_hand(state)
        if level == SOLVER:
            from .solver_bot import solver_advice

            return solver_advice(hand, seat, rng)
        if level == MONTE_CARLO:
            from .monte_carlo import monte_carlo_advice

            return monte_carlo_advice(hand, seat, rng, samples, budget_ms)
        from .pitch_heuristic import heuristic_advice

        return heuristic_advice(hand, seat)

    @staticmethod
    def choose(state: Any, seat: int, level: str, rng: random.Random, budget_ms: float | None,
               samples: int) -> Any:
        return _PitchBots.advise(state, seat, level, rng, budget_ms, samples).action


class _ThirteenBots:
    @staticmethod
    def advise(state: Any, seat: int, level: str, rng: random.Random, budget_ms: float | None,
               samples: int) -> Advice:
        from .three_thirteen import tt_advice

        return tt_advice(state, seat, rng, search=level != HEURISTIC)

    @staticmethod
    def choose(state: Any, seat: int, level: str, rng: random.Random, budget_ms: float | None,
               samples: int) -> Any:
        from .three_thirteen import tt_choice

        return tt_choice(state, seat, rng, search=level != HEURISTIC)


# The bots of each game, by the game's name in ``pitch_core.games``.
_BOTS: dict[str, type[_PitchBots] | type[_ThirteenBots]] = {"pitch": _PitchBots, "three-thirteen": _ThirteenBots}


def choose_three_thirteen(state: Any, seat: int, level: str = HEURISTIC,
                          rng: random.Random | int | None = None, budget_ms: float | None = None) -> Any:
    """``choose`` for a Three Thirteen ``GameState`` (the name the browser tools look for)."""
    return choose(state, seat, level, rng, budget_ms)


def advise_three_thirteen(state: Any, seat: int, rng: random.Random | int | None = None) -> Advice:
    return advise(state, seat, HEURISTIC, rng)


def _check_level(level: str) -> None:
    if level not in LEVELS:
        raise ValueError(f"unknown bot level {level!r}; levels: {', '.join(LEVELS)}")


def _random(rng: random.Random | int | None) -> random.Random:
    return rng if isinstance(rng, random.Random) else random.Random(rng or 0)


def _game_name(state: Any) -> str:
    from ..games import of_state

    return of_state(state).name


__all__ = ["Advice", "LEVELS", "advise", "advise_three_thirteen", "choose", "choose_three_thirteen"]
