"""Mastery per game (web/practice/mastery-store.js, run in Node): an answer counts in the game it
was given in only, so "practise what I get wrong" stays inside the game; a record kept before
practice was per game (bare rule IDs) is still read, as the record of the rule's first course game,
moves under that game's key with the next answer there, and is never lost."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
PROBE = Path(__file__).with_name("mastery_games.mjs")
KEY = "learn-pitch:practice"


def practise(answers: list, ask: list, stored: str | None = None) -> dict[str, Any]:
    node = shutil.which("node")
    assert node, "node is needed"
    request = {"stored": stored, "answers": answers, "ask": ask}
    result = subprocess.run([node, str(PROBE)], input=json.dumps(request), cwd=ROOT, capture_output=True,
                            text=True, check=False)
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)


def test_an_answer_counts_in_its_own_game_only():
    seen = practise([["pitch31", "bid.must-beat", False, None], ["ten-point", "bid.must-beat", True, None]],
                    ask=[["pitch31", "bid.must-beat", None], ["ten-point", "bid.must-beat", None],
                         ["thirteen-point-partner", "bid.must-beat", None]])
    pitch31, ten_point, partner = seen["standings"]
    assert (pitch31["right"], pitch31["total"]) == (0, 1)
    assert (ten_point["right"], ten_point["total"]) == (1, 1)
    assert partner["level"] == "new"
    assert set(seen["record"]["rules"]) == {"pitch31/bid.must-beat", "ten-point/bid.must-beat"}


def test_practise_what_i_get_wrong_stays_inside_the_game():
    seen = practise([["pitch31", "play.only-trump", False, None], ["ten-point+dirty", "trump.cards", False, None]],
                    ask=[["pitch31", "play.only-trump", None], ["pitch31", "trump.cards", None],
                         ["ten-point+dirty", "play.only-trump", None], ["ten-point+dirty", "trump.cards", None],
                         ["ten-point", "trump.cards", None]])
    assert seen["missed"] == {"pitch31": "pitch31/play.only-trump", "ten-point+dirty": "ten-point+dirty/trump.cards",
                              "ten-point": None}


def test_a_record_from_before_practice_per_game_is_read_and_moved_never_lost():
    old = {"right": 2, "wrong": 1, "streak": 0, "due": 4}
    gone = {"right": 1, "wrong": 0, "streak": 1, "due": 9}  # a rule no page offers any more: kept as it is
    stored = json.dumps({"version": 1, "revision": 2, "data": {"turn": 3, "rules": {
        "bid.must-beat": old, "retired.rule": gone}}})
    seen = practise([], ask=[["pitch31", "bid.must-beat", "bid.must-beat"], ["ten-point", "bid.must-beat", None]],
                    stored=stored)
    assert seen["problems"] == []
    first_game, other_game = seen["standings"]
    assert (first_game["level"], first_game["right"], first_game["total"]) == ("learning", 2, 3)
    assert other_game["level"] == "new"
    assert seen["missed"]["pitch31"] == "pitch31/bid.must-beat"
    moved = practise([["pitch31", "bid.must-beat", True, "bid.must-beat"]],
                     ask=[["pitch31", "bid.must-beat", "bid.must-beat"]], stored=stored)
    rules = moved["record"]["rules"]
    assert rules["pitch31/bid.must-beat"] == {"right": 3, "wrong": 1, "streak": 1, "due": 8}
    assert "bid.must-beat" not in rules and rules["retired.rule"] == gone
    assert json.loads(moved["storage"][KEY])["data"]["rules"] == rules


def test_a_game_key_that_cannot_be_a_game_is_dropped_and_the_rest_kept():
    good = {"right": 1, "wrong": 0, "streak": 1, "due": 5}
    stored = json.dumps({"version": 1, "revision": 1, "data": {"turn": 2, "rules": {
        "ten-point+dirty/play.only-trump": good, "Ten Point/play.only-trump": good, "a/b/play.only-trump": good}}})
    seen = practise([], ask=[["ten-point+dirty", "play.only-trump", None]], stored=stored)
    assert seen["record"]["rules"] == {"ten-point+dirty/play.only-trump": good}
    (problem,) = seen["problems"]
    assert json.loads(seen["storage"][problem["backup"]]) == json.loads(stored)
