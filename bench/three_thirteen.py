"""Three Thirteen speed figures: the minimum-deadwood solver and whole random games.

    python bench/three_thirteen.py [--hands 2000] [--games 10] [--seed 1]

Solver: random 13-card hands (round 11) and 14-card hands (round 11 after the draw) from two
decks, with the round's wild rank (kings) and with a random wild rank, under both presets. Each
hand is timed as the best of three runs, so a hiccup of a shared machine does not pass for a slow
hand; the worst hand is printed so it can be looked at. Target: median under 1 ms, no hand over
50 ms. Games: complete games (11 rounds) of 2 to 4 players, per second, with the random players
of ``pitch_core.three_thirteen.simulate`` and with the greedy ones.
"""

from __future__ import annotations

import argparse
import gc
import pathlib
import random
import statistics
import sys
import time
from functools import partial

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))

from pitch_core.cards import STANDARD_DECK, Rank, format_cards
from pitch_core.three_thirteen.ruleset import get_ruleset, preset_names
from pitch_core.three_thirteen.simulate import simulate
from pitch_core.three_thirteen.solver import discard_options, min_deadwood

TARGET_MEDIAN_MS, TARGET_WORST_MS = 1.0, 50.0


def time_hand(solve, repeats: int = 3) -> float:
    best = float("inf")
    for _ in range(repeats):
        started = time.perf_counter()
        solve()
        best = min(best, time.perf_counter() - started)
    return best * 1000


def solver_rows(hands: int, seed: int) -> list[dict]:
    pack = list(STANDARD_DECK) * 2
    rows = []
    for preset in preset_names():
        rules = get_ruleset(preset)
        for size in (13, 14):
            for wild in ("K", "any"):
                rng = random.Random(f"{seed}/{preset}/{size}/{wild}")
                times, worst = [], (0.0, "")
                for _ in range(hands):
                    hand = rng.sample(pack, size)
                    rank = Rank.KING if wild == "K" else Rank(rng.randint(3, 13))
                    ms = time_hand(partial(min_deadwood, hand, rank, rules))
                    times.append(ms)
                    if ms > worst[0]:
                        worst = (ms, f"{format_cards(hand)} ({rank.letter} wild)")
                rows.append(_row(f"min_deadwood {size} cards, {wild} wild", preset, times, worst))
        rng = random.Random(f"{seed}/{preset}/discard")
        times, worst = [], (0.0, "")
        for _ in range(hands):
            hand = rng.sample(pack, 14)
            ms = time_hand(partial(discard_options, hand, Rank.KING, rules))
            times.append(ms)
            if ms > worst[0]:
                worst = (ms, format_cards(hand))
        rows.append(_row("discard_options 14 cards, K wild", preset, times, worst))
    return rows


def _row(task: str, preset: str, times: list[float], worst: tuple[float, str]) -> dict:
    times.sort()
    return {"task": task, "preset": preset, "hands": len(times),
            "median": statistics.median(times), "p99": times[int(len(times) * 0.99) - 1],
            "worst": worst[0], "worst_hand": worst[1]}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=2000)
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()

    print(f"Python {sys.version.split()[0]} ({sys.implementation.name})")
    print(f"\nSolver, random hands from two decks, ms per hand (best of 3 runs), {args.hands} hands")
    print(f"{'task':38} {'preset':26} {'median':>7} {'p99':>7} {'worst':>7}")
    gc.collect()
    rows = solver_rows(args.hands, args.seed)
    for row in rows:
        print(f"{row['task']:38} {row['preset']:26} {row['median']:7.3f} {row['p99']:7.3f} "
              f"{row['worst']:7.2f}")
    solver = [r for r in rows if r["task"].startswith("min_deadwood")]
    worst = max(solver, key=lambda r: r["worst"])
    print(f"slowest hand: {worst['worst_hand']} [{worst['preset']}] {worst['worst']:.2f} ms")
    ok = all(r["median"] < TARGET_MEDIAN_MS and r["worst"] < TARGET_WORST_MS for r in solver)
    print(f"target (median < {TARGET_MEDIAN_MS} ms, no hand over {TARGET_WORST_MS} ms): "
          f"{'met' if ok else 'MISSED'}")

    print(f"\nWhole games (11 rounds, 2-4 players), {args.games} games each")
    print(f"{'preset':26} {'policy':8} {'checks':7} {'games/s':>8} {'actions/s':>10} "
          f"{'reshuffles':>10} {'rounds out':>10}")
    for preset in preset_names():
        for policy in ("random", "greedy"):
            for check in (False, True):
                figures = simulate(preset, args.games, args.seed, policy=policy, check=check)
                print(f"{preset:26} {policy:8} {'yes' if check else 'no':7} "
                      f"{figures['games_per_second']:8.2f} {figures['actions_per_second']:10} "
                      f"{figures['reshuffles']:10} {figures['rounds_ended_by_going_out']:10}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
