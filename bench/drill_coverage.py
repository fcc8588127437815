"""Every maker in every game that plays its rule, on many seeds: how many drills were made, how
many deals a drill took at most, and every failure (issue 30: no maker fails on 2,000 seeds per
rule). Prints one line per (rule, game) that failed or needed many deals, then the totals.

    python3 bench/drill_coverage.py [--seeds 2000] [--rules bid.,play.] [--games pitch31,ten-point]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from pitch_core.drills.registry import make_drill, practisable_rules, presets_of_rule


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=2000)
    parser.add_argument("--rules", default="", help="comma-separated prefixes of the rules to run")
    parser.add_argument("--games", default="", help="comma-separated games (default: every game of the rule)")
    args = parser.parse_args()
    prefixes = tuple(p for p in args.rules.split(",") if p)
    games = [g for g in args.games.split(",") if g]
    pairs = [(rule, preset) for rule in practisable_rules() if not prefixes or rule.startswith(prefixes)
             for preset in presets_of_rule(rule) if not games or preset in games]
    started, made, failures = time.perf_counter(), 0, []
    for rule, preset in pairs:
        for seed in range(args.seeds):
            try:
                make_drill(rule, seed, 0, preset)
                made += 1
            except Exception as error:  # a bench reports every failure, whatever it is
                failures.append((rule, preset, seed, f"{type(error).__name__}: {error}"))
    for rule, preset, seed, reason in failures[:200]:
        print(f"FAILED {rule} in {preset}, seed {seed}: {reason}")
    print(f"{len(pairs)} rule-game pairs x {args.seeds} seeds: {made} drills made, {len(failures)} failed, "
          f"{time.perf_counter() - started:.0f} s")


if __name__ == "__main__":
    main()
