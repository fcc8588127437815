"""Monte Carlo team against heuristic team: whole games, win rate with a 95% interval, move times.

Games come in pairs on the same deals with the teams' seats swapped (``pitch_core.bots.match``).
The interval is Wilson's score interval; the move times are the Monte Carlo side's searched
moves (calls, trump calls, card plays) in this CPython. ``--timing-hands N`` then times the
Monte Carlo player alone, at every seat, with its default budget: the same table
``bench/bot_pyodide.mjs`` prints for Pyodide.

    python bench/bot_match.py [--games 200] [--seed 1] [--samples 40] [--budget MS|none]
                              [--presets pitch31,ten-point] [--timing-hands 12]

``--budget none`` (the default) plays every sample, so the match depends only on the seed.
"""

from __future__ import annotations

import argparse
import platform
import time

from pitch_core.bots.match import play_match, timing_report
from pitch_core.bots.monte_carlo import DEFAULT_BUDGET_MS, DEFAULT_SAMPLES


def main() -> None:
    args = _arguments()
    presets = args.presets.split(",")
    budget = None if args.budget == "none" else float(args.budget)
    print(f"{platform.python_implementation()} {platform.python_version()}: monte-carlo "
          f"({args.samples} samples, budget {args.budget}) against heuristic, seed {args.seed}")
    if args.games:
        print(f"{'preset':<14}{'games':>6}{'won':>6}{'win rate':>10}{'95% CI':>16}"
              f"{'moves':>8}{'median ms':>11}{'p95 ms':>8}{'minutes':>9}")
        for preset in presets:
            _print_match(preset, args.games, args.seed, args.samples, budget)
    if args.timing_hands:
        print(f"\nThe Monte Carlo player at every seat, {args.timing_hands} hands, "
              f"{args.samples} samples, budget {DEFAULT_BUDGET_MS:g} ms:")
        print(timing_report(presets, args.timing_hands, args.seed, args.samples))


def _arguments() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--samples", type=int, default=DEFAULT_SAMPLES)
    parser.add_argument("--budget", default="none", help="milliseconds per move, or none")
    parser.add_argument("--presets", default="pitch31,ten-point")
    parser.add_argument("--timing-hands", type=int, default=0)
    return parser.parse_args()


def _print_match(preset: str, games: int, seed: int, samples: int, budget: float | None) -> None:
    started = time.perf_counter()
    result = play_match(preset, games, seed, samples=samples, budget_ms=budget)
    low, high = result.wilson_interval()
    minutes = (time.perf_counter() - started) / 60
    print(f"{preset:<14}{result.games:>6}{result.wins:>6}{result.win_rate:>10.3f}"
          f"{f'[{low:.3f}, {high:.3f}]':>16}{len(result.move_ms):>8}"
          f"{result.move_percentile(0.5):>11.1f}{result.move_percentile(0.95):>8.1f}{minutes:>9.1f}",
          flush=True)
    if result.unfinished:
        print(f"  ({result.unfinished} games did not finish and are left out of the rate)")


if __name__ == "__main__":
    main()
