"""Complete random four-player Pitch hands per second, per preset, on one core (CPython).

Each hand is dealt, bid, exchanged and played out with uniformly random legal actions, and its
invariants checked (``pitch_core.cli.simulate_pitch``), timed in CPU seconds of the one thread.
Target: 5,000 hands/s for pitch31.

    python bench/pitch_hands.py [--hands N] [--seed S]
"""

from __future__ import annotations

import argparse
import platform

from pitch_core.cli import simulate_pitch
from pitch_core.pitch import preset_names

EXTRA = ["ten-point+dirty", "16-point+reverse", "ten-point+five-handed"]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(f"{platform.python_implementation()} {platform.python_version()}, {args.hands} hands each")
    print(f"{'preset':<28}{'hands/s':>10}")
    for preset in preset_names() + EXTRA:
        figures = simulate_pitch(preset, args.hands, args.seed)
        print(f"{preset:<28}{figures['hands_per_second']:>10,.0f}")


if __name__ == "__main__":
    main()
