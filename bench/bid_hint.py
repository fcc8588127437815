"""Play's bidding hint from the solver's analysis (``pitch_core.solver.bid_ground``): its time per
hint and the deals it weighs the calls on, in this CPython. ``bench/bid_hint_pyodide.mjs`` prints
the same table inside Pyodide, where a hint should take under a second.

    python bench/bid_hint.py [--hints 20] [--seed 1] [--presets pitch31,ten-point,...]

Times are CPU milliseconds of the one thread (a shared machine's load shows less there than on
the wall clock). The work per hint is a count of deals and positions, not a clock, so the hint
is the same on every machine and only its time differs.
"""

from __future__ import annotations

import argparse
import platform

from pitch_core.solver.bid_ground import HINT_DEALS, HINT_POSITIONS, hint_timing_report

PRESETS = "pitch31,ten-point,thirteen-point-partner,16-point,ten-point+five-handed"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hints", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--presets", default=PRESETS)
    args = parser.parse_args()
    print(f"{platform.python_implementation()} {platform.python_version()}: analysed bid hints, "
          f"at most {HINT_DEALS} deals and {HINT_POSITIONS} positions each")
    print(hint_timing_report(args.presets.split(","), args.hints, args.seed))


if __name__ == "__main__":
    main()
