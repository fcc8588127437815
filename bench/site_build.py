"""Build the whole site (every language, strict) into a temporary folder and print the seconds.

    python bench/site_build.py [--runs N]

Target: under 30 s. The first run may include one-off work (the engine wheel for the runtime).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TARGET_SECONDS = 30.0


def build_once(site_dir: str) -> float:
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1"}
    started = time.perf_counter()
    result = subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "--quiet", "-d", site_dir],
                            cwd=ROOT, env=env, capture_output=True, text=True)
    seconds = time.perf_counter() - started
    if result.returncode != 0:
        sys.exit(f"the build failed:\n{result.stdout}{result.stderr}")
    return seconds


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=1)
    runs = parser.parse_args().runs
    with tempfile.TemporaryDirectory(prefix="learn-pitch-site-") as site_dir:
        times = [build_once(site_dir) for _ in range(runs)]
    best = min(times)
    verdict = "ok" if best < TARGET_SECONDS else f"SLOWER than the {TARGET_SECONDS:.0f} s target"
    print(f"site build: {best:.2f} s (best of {runs}: {', '.join(f'{t:.2f}' for t in times)}) {verdict}")


if __name__ == "__main__":
    main()
