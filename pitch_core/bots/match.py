"""Whole Pitch games between two bot levels, for the bench and the tests.

Team A plays one level and team B the other; games come in pairs on the same deals with the
teams' seats swapped, so that neither level is favoured by the cards. The figures: games won by
each level, and how long each move of level A took.
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass, field

from ..pitch import get_ruleset
from ..pitch.game import Game
from . import choose

MAX_HANDS = 200  # a safety net: no game between these players comes near it


@dataclass
class MatchResult:
    preset: str
    levels: tuple[str, str]
    games: int = 0
    wins: int = 0  # games won by the first level
    unfinished: int = 0
    move_ms: list[float] = field(default_factory=list)  # every card play of the first level

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
        if not self.move_ms:
            return 0.0
        ordered = sorted(self.move_ms)
        return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def play_match(preset: str, games: int, seed: int, levels: tuple[str, str] = ("monte-carlo", "heuristic"),
               samples: int | None = None, budget_ms: float | None = None) -> MatchResult:
    """Play ``games`` four-handed games (rounded up to pairs) of level A against level B."""
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
    return result


def _play_game(ruleset, deal_seed: int, levels: tuple[str, str], a_team: int, samples: int | None,
               budget_ms: float | None, move_ms: list[float]) -> tuple[int, ...] | None:
    deals = random.Random(deal_seed)  # the same deals for both games of a pair
    bots = random.Random(deal_seed ^ 0x5EED)
    game = Game(ruleset, dealer=deal_seed % ruleset.players)
    options = {k: v for k, v in (("samples", samples), ("budget_ms", budget_ms)) if v is not None}
    while not game.is_over and len(game.hands) < MAX_HANDS:
        hand = game.new_hand()
        while hand.is_chance:
            hand.deal_random(deals)
        while not hand.is_terminal:
            seat = hand.to_move
            first_level = seat % 2 == a_team
            started = time.perf_counter()
            action = choose(hand, seat, levels[0 if first_level else 1], rng=bots, **options)
            if first_level and hand.phase == "play":
                move_ms.append((time.perf_counter() - started) * 1000)
            hand.apply(action)
        game.finish_hand(hand)
    return game.winners if game.is_over else None
