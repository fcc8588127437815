"""Time the practice drills in CPython: per rule, the median and the slowest of making a drill,
rendering it and checking its answer (target: under 50 ms median in the browser's engine; the
Pyodide figure comes from bench/drills_pyodide.mjs, which runs the same function).

    python3 bench/drills.py [--seed S] [--count N] [--lang L]
"""

from __future__ import annotations

import argparse
import platform
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from pitch_core.drills.timing import timing_report


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--count", type=int, default=20)
    parser.add_argument("--lang", default="de")
    args = parser.parse_args()
    print(f"{platform.python_implementation()} {platform.python_version()}, {args.count} drills per rule")
    print(timing_report(args.seed, args.count, args.lang))


if __name__ == "__main__":
    main()
