"""Complete random four-player Pitch hands per second, per preset, on one core (CPython).

Each hand is dealt, bid, exchanged, played out and scored with uniformly random legal actions,
as a game goes (scores carried, the deal moving on). Timed in CPU seconds of the one thread,
best of ``--rounds`` (a shared machine's noise only ever makes a round slower). The invariants of
every hand are checked separately by ``python -m pitch_core simulate`` and the property tests.
Target: 5,000 hands/s for pitch31.

    python bench/pitch_hands.py [--hands N] [--rounds R] [--seed S]
"""

from __future__ import annotations

import argparse
import platform
import random
import time

from pitch_core.pitch import get_ruleset, preset_names
from pitch_core.pitch.game import PitchGameState

EXTRA = ["ten-point+dirty", "16-point+reverse", "ten-point+five-handed"]
MAX_GAME_HANDS = 50


def hands_per_second(preset: str, hands: int, seed: int) -> float:
    ruleset = get_ruleset(preset)
    rng = random.Random(seed)
    game = PitchGameState.new(ruleset)
    started = time.process_time()
    for _ in range(hands):
        game.play_random_hand(rng)
        # Random play rarely ends a pitch31 game (scores sink below zero), while a real game is a
        # few tens of hands; thousands of finished hands kept alive would time the garbage collector.
        if game.is_over or game.hands_played >= MAX_GAME_HANDS:
            game = PitchGameState.new(ruleset, dealer=game.dealer)
    return hands / (time.process_time() - started)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=3000)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(f"{platform.python_implementation()} {platform.python_version()}, "
          f"{args.hands} hands, best of {args.rounds}")
    print(f"{'preset':<28}{'hands/s':>10}")
    for preset in preset_names() + EXTRA:
        best = max(hands_per_second(preset, args.hands, args.seed) for _ in range(args.rounds))
        print(f"{preset:<28}{best:>10,.0f}")


if __name__ == "__main__":
    main()
