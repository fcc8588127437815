"""One bot level's team against another's: whole games, win rate with a 95% interval, move times.

Games come in pairs on the same deals with the teams' seats swapped (``pitch_core.bots.match``),
every deal and every bot's draw from ``--seed``. The interval is Wilson's score interval; the
move times are the first level's searched moves (calls, trump calls, card plays) in this
CPython. ``--progress N`` prints the figures so far every N games (a long match on a shared
machine: what was measured when it had to stop). ``--timing-hands N`` then times the first
level alone, at every seat (``--cpu``: by this thread's CPU clock, which a shared machine's load
does not inflate): the same table ``bench/bot_pyodide.mjs`` prints for Pyodide.

    python bench/bot_match.py [--levels monte-carlo,heuristic] [--games 200] [--seed 1]
                              [--samples 40] [--budget MS|none] [--presets pitch31,ten-point]
                              [--progress 100] [--timing-hands 12] [--cpu]

``--levels solver,heuristic`` measures the solver bot (``pitch_core.bots.solver_bot``: a fixed
count of deals and positions per card, no clock) against the heuristic bot. ``--budget none``
(the default) plays every Monte Carlo sample, so the match depends only on the seed.
"""

from __future__ import annotations

import argparse
import platform
import time

from pitch_core.bots.match import MatchResult, play_match, timing_report
from pitch_core.bots.monte_carlo import DEFAULT_BUDGET_MS, DEFAULT_SAMPLES
from pitch_core.bots.solver_bot import DEFAULT_DEALS, DEFAULT_POSITIONS


def main() -> None:
    args = _arguments()
    presets = args.presets.split(",")
    budget = None if args.budget == "none" else float(args.budget)
    first, second = levels = tuple(args.levels.split(","))
    print(f"{platform.python_implementation()} {platform.python_version()}: {first} "
          f"({args.samples} samples, budget {args.budget}) against {second}, seed {args.seed}")
    if args.games:
        print(HEADER)
        for preset in presets:
            _print_match(preset, args.games, args.seed, args.samples, budget, levels, args.progress)
    if args.timing_hands:
        work = (f"at most {DEFAULT_DEALS} deals and {DEFAULT_POSITIONS} positions a card" if first == "solver"
                else f"{args.samples} samples, budget {DEFAULT_BUDGET_MS:g} ms")
        print(f"\nThe {first} player at every seat, {args.timing_hands} hands, {work}:")
        clock = time.process_time if args.cpu else time.perf_counter
        print(timing_report(presets, args.timing_hands, args.seed, args.samples, level=first, clock=clock))


def _arguments() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--levels", default="monte-carlo,heuristic", help="first level,second level")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--progress", type=int, default=0, help="print the figures every N games")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--samples", type=int, default=DEFAULT_SAMPLES)
    parser.add_argument("--budget", default="none", help="milliseconds per move, or none")
    parser.add_argument("--presets", default="pitch31,ten-point")
    parser.add_argument("--timing-hands", type=int, default=0)
    parser.add_argument("--cpu", action="store_true", help="time the moves by this thread's CPU clock")
    return parser.parse_args()


HEADER = (f"{'preset':<14}{'games':>6}{'won':>6}{'win rate':>10}{'95% CI':>16}"
          f"{'moves':>8}{'median ms':>11}{'p95 ms':>8}{'minutes':>9}")


def _print_match(preset: str, games: int, seed: int, samples: int, budget: float | None,
                 levels: tuple[str, str], progress: int) -> None:
    started = time.perf_counter()

    def so_far(result: MatchResult) -> None:
        if progress and result.games % progress == 0 and result.games < games:
            _print_figures(result, started, "  (so far)")

    result = play_match(preset, games, seed, levels, samples=samples, budget_ms=budget, on_game=so_far)
    _print_figures(result, started)
    if result.unfinished:
        print(f"  ({result.unfinished} games did not finish and are left out of the rate)")


def _print_figures(result: MatchResult, started: float, note: str = "") -> None:
    low, high = result.wilson_interval()
    minutes = (time.perf_counter() - started) / 60
    print(f"{result.preset:<14}{result.games:>6}{result.wins:>6}{result.win_rate:>10.3f}"
          f"{f'[{low:.3f}, {high:.3f}]':>16}{len(result.move_ms):>8}"
          f"{result.move_percentile(0.5):>11.1f}{result.move_percentile(0.95):>8.1f}{minutes:>9.1f}{note}",
          flush=True)


if __name__ == "__main__":
    main()
