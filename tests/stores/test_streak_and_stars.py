"""The daily streak (web/tutorial/streak-store.js) and a lesson's stars (progress-store.js
lessonStars), run in Node: days in a row by the reader's calendar, across a month's end, kept
through today while yesterday was the last day and gone after a missed day; a stored value that
cannot be read is set aside (the page told); stars count the steps right the first time."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
PROBE = Path(__file__).with_name("streak_values.mjs")


def run(days: list[str], today: str, stored: str | None = None, stars: list | None = None) -> dict[str, Any]:
    node = shutil.which("node")
    assert node, "node is needed"
    request = {"stored": stored, "days": days, "today": today, "stars": stars or []}
    result = subprocess.run([node, str(PROBE)], input=json.dumps(request), cwd=ROOT, capture_output=True,
                            text=True, check=False)
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)


def test_days_in_a_row_across_a_months_end():
    seen = run(["2026-11-29", "2026-11-30", "2026-12-01", "2026-12-01"], today="2026-12-01")
    assert seen["marks"] == [1, 2, 3, 3] and seen["today"] == 3 and seen["problems"] == []


def test_the_streak_stands_through_today_and_ends_after_a_missed_day():
    assert run(["2026-12-06"], today="2026-12-07")["today"] == 1  # today's step may still come
    assert run(["2026-12-06"], today="2026-12-08")["today"] == 0
    assert run(["2026-12-01", "2026-12-02", "2026-12-04"], today="2026-12-04")["marks"] == [1, 2, 1]


def test_a_stored_streak_that_cannot_be_read_is_set_aside():
    seen = run(["2026-12-08"], today="2026-12-08", stored=json.dumps({"version": 1, "revision": 1, "data": {"days": -2}}))
    assert seen["marks"] == [1]
    assert [problem["kind"] for problem in seen["problems"]] == ["unreadable"]
    backup = seen["problems"][0]["backup"]
    assert json.loads(seen["storage"][backup])["data"] == {"days": -2}


def test_stars_count_the_steps_right_the_first_time():
    steps = [f"s{i}" for i in range(10)]
    answered = {f"answered:{key}": True for key in steps}
    seen = run([], today="2026-12-08", stars=[
        [{"done": True, **answered}, steps],
        [{"done": True, **answered, "missed:s0": True}, steps],
        [{"done": True, **answered, **{f"missed:s{i}": True for i in range(4)}}, steps],
        [{"done": True, **answered, **{f"missed:s{i}": True for i in range(5)}}, steps],
        [{"done": False, **answered}, steps],
        [{"done": True}, []],
    ])["stars"]
    assert [result["stars"] for result in seen] == [3, 3, 2, 1, 0, 0]
    assert seen[2] == {"right": 6, "total": 10, "stars": 2}
