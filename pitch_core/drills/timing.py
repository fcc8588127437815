"""How long one drill takes to make, render and check, per rule: the figure behind the target of
under 50 ms median in the browser's engine. Shared by ``bench/drills.py`` (CPython) and
``bench/drills_pyodide.mjs`` (Pyodide under Node), so the two sets of figures compare directly."""

from __future__ import annotations

import statistics
import time

from .registry import make_drill, practisable_rules


def drill_times(rule_id: str, seed: int, count: int, lang: str = "en") -> list[float]:
    """Milliseconds for each of ``count`` drills: made, rendered in ``lang`` and its answer checked."""
    times = []
    for index in range(count):
        started = time.perf_counter()
        drill = make_drill(rule_id, seed, index)
        drill.to_dict(lang)
        if not drill.check(drill.answer):
            raise AssertionError(f"{rule_id} drill {index} does not accept its own answer")
        times.append((time.perf_counter() - started) * 1000)
    return times


def timing_report(seed: int = 1, count: int = 20, lang: str = "de") -> str:
    lines = []
    every: list[float] = []
    for rule_id in practisable_rules():
        times = drill_times(rule_id, seed, count, lang)
        every += times
        lines.append(f"{rule_id:32} median {statistics.median(times):6.1f} ms   max {max(times):7.1f} ms")
    lines.append(f"{'all rules':32} median {statistics.median(every):6.1f} ms   "
                 f"90th percentile {statistics.quantiles(every, n=10)[-1]:6.1f} ms   ({len(every)} drills)")
    return "\n".join(lines)
