"""The practice page's mastery store (web/practice/mastery-store.js), run in Node: answers are
counted per rule, a missed rule comes back sooner than a known one ("practise what I get wrong"
picks the missed rule due first), three right in a row is mastered, the value survives a reload,
and a stored value that cannot be read is set aside under a backup key (the page told), while an
entry that cannot be read is dropped and the rest kept."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
PROBE = Path(__file__).with_name("mastery_values.mjs")
KEY = "learn-pitch:practice"
RULES = ["play.highest-wins", "bid.must-beat", "tt.meld.run"]


def practise(answers: list[tuple[str, bool]], stored: str | None = None) -> dict[str, Any]:
    node = shutil.which("node")
    assert node, "node is needed"
    request = {"key": KEY, "stored": stored, "answers": answers, "rules": RULES}
    result = subprocess.run([node, str(PROBE)], input=json.dumps(request), cwd=ROOT, capture_output=True,
                            text=True, check=False)
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)


def test_answers_are_counted_and_three_right_in_a_row_is_mastered():
    seen = practise([("play.highest-wins", True)] * 3 + [("bid.must-beat", False), ("bid.must-beat", True)])
    assert seen["key"] == KEY and seen["problems"] == []
    assert seen["standings"]["play.highest-wins"] == {"level": "mastered", "right": 3, "total": 3, "due": False}
    assert seen["standings"]["bid.must-beat"]["level"] == "learning"
    assert seen["standings"]["bid.must-beat"]["right"] == 1 and seen["standings"]["bid.must-beat"]["total"] == 2
    assert seen["standings"]["tt.meld.run"] == {"level": "new", "right": 0, "total": 0}
    assert seen["record"]["turn"] == 5


def test_a_missed_rule_comes_back_sooner_than_a_known_one():
    seen = practise([("play.highest-wins", True), ("play.highest-wins", True), ("bid.must-beat", False)])
    rules = seen["record"]["rules"]
    assert rules["bid.must-beat"]["due"] < rules["play.highest-wins"]["due"]
    assert seen["missedAfter"] == [None, None, "bid.must-beat"]


def test_practise_what_i_get_wrong_takes_the_missed_rule_due_first_and_drops_it_once_right():
    seen = practise([("bid.must-beat", False), ("tt.meld.run", False), ("tt.meld.run", False),
                     ("bid.must-beat", True), ("tt.meld.run", True)])
    assert seen["missedAfter"] == ["bid.must-beat", "bid.must-beat", "bid.must-beat", "tt.meld.run", None]


def test_the_record_survives_a_reload():
    first = practise([("bid.must-beat", False)])
    again = practise([("bid.must-beat", True)], stored=first["storage"][KEY])
    assert again["loaded"] == first["record"]
    assert again["record"]["rules"]["bid.must-beat"] == {"right": 1, "wrong": 1, "streak": 1, "due": 6}


@pytest.mark.parametrize("raw", ["not json", "[]", '{"version": 1, "revision": 0, "data": {"turn": -1, "rules": {}}}',
                                 '{"version": 99, "revision": 0, "data": {"turn": 0, "rules": {}}}',
                                 '{"version": 1, "revision": 0, "data": {"turn": 0, "rules": []}}'])
def test_an_unreadable_value_is_set_aside_and_the_page_told(raw):
    seen = practise([("bid.must-beat", True)], stored=raw)
    (problem,) = seen["problems"]
    assert problem["kind"] == "unreadable"
    assert seen["storage"][problem["backup"]] == raw
    assert seen["loaded"] == {"turn": 0, "rules": {}}
    assert seen["record"]["rules"]["bid.must-beat"]["right"] == 1


def test_an_entry_that_cannot_be_read_is_dropped_and_the_rest_kept():
    good = {"right": 2, "wrong": 1, "streak": 1, "due": 7}
    stored = json.dumps({"version": 1, "revision": 3, "data": {"turn": 5, "rules": {
        "bid.must-beat": good, "__proto__": good, "tt.meld.run": {"right": "2"},
        "play.highest-wins": {**good, "streak": 9}}}})
    seen = practise([], stored=stored)
    assert seen["loaded"] == {"turn": 5, "rules": {"bid.must-beat": good}}
    (problem,) = seen["problems"]
    assert json.loads(seen["storage"][problem["backup"]]) == json.loads(stored)
