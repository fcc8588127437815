"""Whole Pitch games between two bot levels, and move timings, for the bench and the tests.

``play_match``: whole games (``PitchGameState``); team A plays one level and team B the other; games come in pairs on the same
deals with the teams' seats swapped, so that neither level is favoured by the cards. The
figures: games won by each level, and how long each move of level A took where the Monte Carlo
player searches (calls, trump calls, card plays; the exchange is never searched).

``time_moves``: hands with the Monte Carlo player at every seat, timing each of those moves
(the same code times it in CPython and, from ``bench/bot_pyodide.mjs``, in Pyodide).
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass, field
from typing import Callable

from ..pitch import get_ruleset
from ..pitch.game import PitchGameState
from ..pitch.ruleset import Ruleset
from ..pitch.state import HandState
from . import choose
from .monte_carlo import DEFAULT_BUDGET_MS, DEFAULT_SAMPLES

MAX_HANDS = 200  # a safety net: no game between these players comes near it
SEARCHED_PHASES = ("bidding", "trump", "play")


@dataclass
class MatchResult:
    preset: str
    levels: tuple[str, str]
    games: int = 0
    wins: int = 0  # games won by the first level
    unfinished: int = 0
    move_ms: list[float] = field(default_factory=list)  # the first level's searched moves

    @property
    def win_rate(self) -> float:
        decided = self.games - self.unfinished
        return self.wins / decided if decided else 0.0

    def wilson_interval(self, z: float = 1.96) -> tuple[float, float]:
        """95% confidence interval of the first level's win rate (Wilson score interval)."""
        n = self.games - self.unfinished
        if not n:
            return (0.0, 1.0)
        p = self.wins / n
        centre = (p + z * z / (2 * n)) / (1 + z * z / n)
        half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
        return (centre - half, centre + half)

    def move_percentile(self, share: float) -> float:
        return percentile(self.move_ms, share)


def percentile(values: list[float], share: float) -> float:
    """The value below which ``share`` of the values lie (nearest rank); 0 for no values."""
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def play_match(preset: str, games: int, seed: int, levels: tuple[str, str] = ("monte-carlo", "heuristic"),
               samples: int = DEFAULT_SAMPLES, budget_ms: float | None = DEFAULT_BUDGET_MS,
               on_game: Callable[[MatchResult], None] | None = None) -> MatchResult:
    """Play ``games`` four-handed games (rounded up to pairs) of level A against level B.
    ``budget_ms=None``: no clock, so the match depends only on the seed. ``on_game`` is told
    the result so far after every game (a long match's progress)."""
    ruleset = get_ruleset(preset)
    if not ruleset.teams_fixed:
        raise ValueError("a match needs fixed teams")
    result = MatchResult(ruleset.name, levels)
    for pair in range((games + 1) // 2):
        for swapped in (False, True):
            a_team = 1 if swapped else 0
            winners = _play_game(ruleset, seed * 100_003 + pair, levels, a_team, samples, budget_ms,
                                 result.move_ms)
            result.games += 1
            if winners is None:
                result.unfinished += 1
            elif a_team in winners:
                result.wins += 1
            if on_game is not None:
                on_game(result)
    return result


def _play_game(ruleset: Ruleset, deal_seed: int, levels: tuple[str, str], a_team: int, samples: int,
               budget_ms: float | None, move_ms: list[float]) -> tuple[int, ...] | None:
    """One whole game (``PitchGameState``, each deal a chance node) to its winners; ``None`` if
    it runs past ``MAX_HANDS``."""
    deals = random.Random(deal_seed)  # the same deals for both games of a pair
    bots = random.Random(deal_seed ^ 0x5EED)
    game = PitchGameState.new(ruleset, dealer=deal_seed % ruleset.players)
    while not game.is_terminal:
        if game.is_chance:
            if game.hand.is_terminal and game.hands_played >= MAX_HANDS:
                return None
            game.chance_random(deals)
            continue
        seat = game.current_player
        first_level = seat % 2 == a_team
        phase = game.hand.phase
        started = time.perf_counter()
        action = choose(game, seat, levels[0 if first_level else 1], rng=bots, samples=samples,
                        budget_ms=budget_ms)
        if first_level and phase in SEARCHED_PHASES:
            move_ms.append((time.perf_counter() - started) * 1000)
        game.apply(action)
    return game.winners


def time_moves(preset: str, hands: int, seed: int, samples: int = DEFAULT_SAMPLES,
               budget_ms: float | None = DEFAULT_BUDGET_MS, level: str = "monte-carlo",
               clock: Callable[[], float] = time.perf_counter) -> dict[str, list[float]]:
    """Milliseconds of every searched move of ``level`` (Monte Carlo by default) in ``hands``
    hands played by it at all seats, by kind: ``auction`` (calls and trump calls) and ``play``.
    ``clock`` reads seconds (Pyodide's bench passes the Node process's CPU clock)."""
    ruleset = get_ruleset(preset)
    rng = random.Random(seed)
    timings: dict[str, list[float]] = {"auction": [], "play": []}
    for number in range(hands):
        hand = HandState.new(ruleset, dealer=number % ruleset.players)
        while hand.is_chance:
            hand.deal_random(rng)
        while not hand.is_terminal:
            phase = hand.phase
            started = clock()
            action = choose(hand, hand.current_player, level, rng=rng, samples=samples,
                            budget_ms=budget_ms)
            if phase in SEARCHED_PHASES:
                kind = "play" if phase == "play" else "auction"
                timings[kind].append((clock() - started) * 1000)
            hand.apply(action)
    return timings


def timing_report(presets: list[str], hands: int, seed: int, samples: int = DEFAULT_SAMPLES,
                  budget_ms: float | None = DEFAULT_BUDGET_MS, level: str = "monte-carlo",
                  clock: Callable[[], float] = time.perf_counter) -> str:
    """``time_moves`` for each preset as a table: count, median, 95th percentile, maximum."""
    lines = [f"{'preset':<24}{'moves':<9}{'count':>6}{'median ms':>11}{'p95 ms':>9}{'max ms':>9}"]
    for preset in presets:
        for kind, ms in time_moves(preset, hands, seed, samples, budget_ms, level, clock).items():
            lines.append(f"{preset:<24}{kind:<9}{len(ms):>6}{percentile(ms, 0.5):>11.1f}"
                         f"{percentile(ms, 0.95):>9.1f}{max(ms, default=0):>9.1f}")
    return "\n".join(lines)
