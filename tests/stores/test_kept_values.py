"""What the pages keep in local storage, checked by the pages' own store modules run in Node
(kept_values.mjs): every value the reliability probe found breaking a page is set aside under a
backup key, the page is told, and it starts clean; a game of an unknown name is kept and named;
values of the first storage version still open; a part of the tutorial's progress that cannot be
read is dropped and the rest kept; malformed lesson links fall apart into parts, never an error.

The browser tests (tests/browser/test_storage.py) check one value of each kind on the real page:
the notice in the reader's words, the page working after it, two tabs."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tools.build import build_language  # noqa: E402

PROBE = Path(__file__).with_name("kept_values.mjs")
SHEET_KEY = "learn-pitch:score-keeper:v1"
PROGRESS_KEY = "learn-pitch:tutorial:v1"


def kept(request: dict[str, Any]) -> list[Any]:
    node = shutil.which("node")
    assert node, "node is needed (make node-deps)"
    result = subprocess.run([node, str(PROBE)], input=json.dumps(request), cwd=ROOT,
                            capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)


def sheet(*values: str) -> list[dict[str, Any]]:
    return kept({"store": "score-sheet", "key": SHEET_KEY, "values": list(values),
                 "presets": build_language("en")["presets"]})


def backups(storage: dict[str, str], key: str) -> dict[str, str]:
    return {name: value for name, value in storage.items() if name.startswith(key + ":backup:")}


def assert_set_aside(answer: dict[str, Any], key: str, raw: str, kind: str) -> dict[str, Any]:
    """The raw value is under one backup key, the page was told that key, the store's own key is
    empty (the page starts clean). Returns the problem the page was told."""
    [problem] = answer["problems"]
    assert problem["kind"] == kind
    assert backups(answer["storage"], key) == {problem["backup"]: raw}
    assert key not in answer["storage"]
    return problem


# -- the score keeper ---------------------------------------------------------------------------

UNREADABLE_SHEETS = {
    "empty-hand": '{"preset":"pitch31","hands":[{}]}',
    "numbers-as-hands": '{"preset":"pitch31","hands":[1,2,3]}',
    "empty-result": '{"preset":"pitch31","hands":[{"result":{}}]}',
    "array": "[1,2,3]",
    "string": '"hello"',
    "number": "7",
    "null": "null",
    "not-json": "not json {",
    "future-version": '{"version":99,"revision":1,"data":{"preset":"pitch31","hands":[]}}',
    "bad-revision": '{"version":2,"revision":-1,"data":{"preset":"pitch31","hands":[]}}',
    "scores-for-other-teams": json.dumps({"preset": "pitch31", "hands": [{
        "bidders": ["NS"], "bid": 5, "taken": [8, 2],
        "result": {"bidders": ["NS"], "bid": 5, "made": True, "winners": [],
                   "scores": {"N": 8, "E": 2}, "changes": {"N": 8, "E": 2}}}]}),
}


def test_an_unreadable_score_sheet_is_kept_aside_and_a_clean_one_starts():
    answers = sheet(*UNREADABLE_SHEETS.values())
    for (name, raw), answer in zip(UNREADABLE_SHEETS.items(), answers):
        assert_set_aside(answer, SHEET_KEY, raw, "unreadable")
        assert answer["data"] == {"preset": "pitch31", "hands": []}, name
        assert answer["revision"] == 0, name


def hand(team: str, bid: int, scores: dict[str, int], changes: dict[str, int], taken: list[int]) -> dict:
    """A hand as the first version of the score keeper stored it (no version, no hand id)."""
    return {"bidders": [team], "bid": bid, "taken": taken,
            "result": {"preset": "pitch31", "bidders": [team], "bid": bid, "taken": taken, "made": True,
                       "moon": False, "set_early": False, "changes": changes, "scores": scores, "winners": [],
                       "events": []}}


TWO_HANDS = [hand("NS", 5, {"NS": 8, "EW": 2}, {"NS": 8, "EW": 2}, [8, 2]),
             hand("EW", 4, {"NS": 12, "EW": 8}, {"NS": 4, "EW": 6}, [6, 4])]


@pytest.mark.parametrize("name", ["__proto__", "toString", "constructor", "hasOwnProperty", "pitch31+no-such"])
def test_a_saved_game_of_an_unknown_name_is_kept_and_named(name: str):
    raw = json.dumps({"preset": name, "hands": TWO_HANDS})
    [answer] = sheet(raw)
    problem = assert_set_aside(answer, SHEET_KEY, raw, "unknown-game")
    assert problem["params"] == {"game": name, "hands": 2}
    assert answer["data"] == {"preset": "pitch31", "hands": []}


def test_a_long_unknown_name_is_shortened_in_what_the_page_says():
    raw = json.dumps({"preset": "x" * 500, "hands": []})
    [answer] = sheet(raw)
    problem = assert_set_aside(answer, SHEET_KEY, raw, "unknown-game")
    assert problem["params"]["game"] == "x" * 60 + "…"


def test_a_sheet_of_the_first_storage_version_opens_as_it_was():
    [answer] = sheet(json.dumps({"preset": "pitch31", "hands": TWO_HANDS}))
    assert answer["problems"] == [] and backups(answer["storage"], SHEET_KEY) == {}
    hands = answer["data"]["hands"]
    assert [h["id"] for h in hands] == ["hand-1", "hand-2"]  # numbered by place: every tab agrees
    assert [h["result"]["scores"] for h in hands] == [{"NS": 8, "EW": 2}, {"NS": 12, "EW": 8}]
    assert [h["taken"] for h in hands] == [[8, 2], [6, 4]]


def test_a_sheet_of_this_version_opens_with_its_revision():
    first = sheet(json.dumps({"preset": "pitch31", "hands": TWO_HANDS}))[0]["data"]
    [answer] = sheet(json.dumps({"version": 2, "revision": 7, "data": first}))
    assert answer["problems"] == [] and answer["revision"] == 7
    assert answer["data"] == first


# -- the tutorial's progress ------------------------------------------------------------------------

LESSONS = ["cards", "bidding", "tricks"]


def progress(*values: str, frames: list | None = None) -> list[dict[str, Any]]:
    return kept({"store": "progress", "key": PROGRESS_KEY, "values": list(values), "lessons": LESSONS,
                 "frames": frames or []})


NOT_YET = {"step": 0, "done": False}


@pytest.mark.parametrize("raw", ['"hello"', "7", "true", "null", "[]", "{not json", '{"version":3,"revision":0,"data":{}}'])
def test_unreadable_progress_is_kept_aside_and_the_lessons_start_again(raw: str):
    [answer] = progress(raw)
    assert_set_aside(answer, PROGRESS_KEY, raw, "unreadable")
    assert answer["lessons"] == {lesson: NOT_YET for lesson in LESSONS}


def test_readable_progress_is_kept_when_a_part_of_it_is_not():
    raw = json.dumps({"bidding": {"step": 2, "done": True}, "cards": "x", "tricks": {"step": "abc", "done": False}})
    [answer] = progress(raw)
    [problem] = answer["problems"]
    assert problem["kind"] == "unreadable"
    assert backups(answer["storage"], PROGRESS_KEY) == {problem["backup"]: raw}
    assert answer["lessons"] == {"bidding": {"step": 2, "done": True}, "cards": NOT_YET, "tricks": {"done": False}}
    rewritten = json.loads(answer["storage"][PROGRESS_KEY])  # what was read is stored again
    assert rewritten["revision"] == 1 and rewritten["data"]["bidding"] == {"step": 2, "done": True}


@pytest.mark.parametrize("frame", [-1, "abc", 2.5, 9999])
def test_a_stored_guided_frame_out_of_range_does_not_count_as_played(frame: Any):
    raw = json.dumps({"guided-hand": {"step": 1, "done": False, "frame:hand": frame}})
    [answer] = progress(raw, frames=[["guided-hand", "frame:hand", 40]])
    assert answer["frames"] == [0]


def test_a_stored_guided_frame_in_range_is_where_the_hand_goes_on():
    raw = json.dumps({"version": 2, "revision": 3, "data": {"guided-hand": {"step": 1, "frame:hand": 12}}})
    [answer] = progress(raw, frames=[["guided-hand", "frame:hand", 40]])
    assert answer["frames"] == [12] and answer["problems"] == []


# -- lesson links -----------------------------------------------------------------------------------


def test_malformed_lesson_links_keep_what_they_cannot_decode_as_written():
    links = ["#%", "#lesson-%E0%A4%A", "#lesson-cards/%", "#lesson-bidding/%E0%A4%A", "#lesson-bidding/order",
             "#lesson-%C3%A9t%C3%A9/x", ""]
    assert kept({"store": "lesson-link", "values": links}) == [
        ["#%"], ["%E0%A4%A"], ["cards", "%"], ["bidding", "%E0%A4%A"], ["bidding", "order"], ["été", "x"], [""]]


# -- nearly full storage: nothing is written over a value that has no copy ---------------------------

PLAY_KEY = "learn-pitch:play"
NEWER_SHEET = json.dumps({"version": 3, "revision": 7, "data": {"note": "from a newer site", "pad": "y" * 3000}})


def nearly_full(store: str, key: str, raw: str, **more: Any) -> dict[str, Any]:
    """Open `store` over `raw` with room for 100 more characters only, then act as the reader."""
    [answer] = kept({"store": store, "key": key, "values": [raw], "room": 100, "act": True, **more})
    return answer


@pytest.mark.parametrize("store, key, raw, more", [
    ("score-sheet", SHEET_KEY, NEWER_SHEET, {"presets": build_language("en")["presets"]}),
    ("score-sheet", SHEET_KEY, json.dumps({"preset": "x" * 3000, "hands": TWO_HANDS}), {"presets": build_language("en")["presets"]}),
    ("play", PLAY_KEY, json.dumps({"version": 2, "revision": 1, "data": {"game": None, "pad": "y" * 3000}}), {}),
    ("progress", PROGRESS_KEY, json.dumps({"version": 3, "revision": 0, "data": {"pad": "y" * 3000}}), {"lessons": LESSONS}),
    ("progress", PROGRESS_KEY, json.dumps({"cards": {"step": 2, "done": True}, "bidding": "y" * 3000}), {"lessons": LESSONS}),
], ids=["newer-sheet", "unknown-game", "newer-play", "newer-progress", "part-of-progress"])
def test_a_value_that_cannot_be_backed_up_stays_untouched_and_saving_stops(store: str, key: str, raw: str, more: dict):
    answer = nearly_full(store, key, raw, **more)
    [problem] = answer["problems"]
    assert problem["saving"] is False and problem["backup"] == key  # the page says: kept there, not saving
    assert backups(answer["storage"], key) == {}
    assert answer["after"][key] == raw  # the reader's next action wrote nothing over it
    assert answer["saving"] in (False, None)


def test_a_value_that_can_be_backed_up_is_moved_and_saving_goes_on():
    raw = json.dumps({"version": 3, "revision": 7, "data": {}})
    [answer] = kept({"store": "score-sheet", "key": SHEET_KEY, "values": [raw], "room": 1000, "act": True,
                     "presets": build_language("en")["presets"]})
    [problem] = answer["problems"]
    assert problem["saving"] is True
    assert backups(answer["after"], SHEET_KEY) == {problem["backup"]: raw}
    assert json.loads(answer["after"][SHEET_KEY])["data"] == {"preset": "pitch31", "hands": []}
    assert answer["saving"] is True


# -- Play's kept game: where it stands, as the engine says (named_by, counted) ---------------------

def kept_game(summary: dict[str, Any]) -> str:
    saved = {"preset": "three-thirteen", "seat": "1", "level": "basic", "players": 3, "seed": 7, "text": ""}
    game = {"owner": "a", "pace": "normal", "saved": saved,
            "summary": {"over": False, "number": 2, "preset": "three-thirteen", "human": "1", "scores": [["1", 4]], **summary}}
    return json.dumps({"version": 1, "revision": 1, "data": {"game": game}})


@pytest.mark.parametrize("summary, standing", [
    ({"named_by": "seat", "counted": "round"}, {"named_by": "seat", "counted": "round"}),
    ({"named_by": "unit", "counted": "hand"}, {"named_by": "unit", "counted": "hand"}),
    # a summary kept before the engine said where a game stands: its game flag says the same
    ({"thirteen": True}, {"named_by": "seat", "counted": "round"}),
    ({"thirteen": False}, {"named_by": "unit", "counted": "hand"}),
], ids=["seats-rounds", "teams-hands", "older-three-thirteen", "older-pitch"])
def test_a_kept_game_says_whose_scores_and_what_it_counts(summary: dict[str, Any], standing: dict[str, str]):
    [answer] = kept({"store": "play", "key": PLAY_KEY, "values": [kept_game(summary)]})
    assert answer["problems"] == []
    read = answer["data"]["game"]["summary"]
    assert {key: read[key] for key in standing} == standing and "thirteen" not in read


def test_a_kept_game_that_does_not_say_whose_scores_is_set_aside():
    raw = kept_game({"named_by": "player", "counted": "round"})
    [answer] = kept({"store": "play", "key": PLAY_KEY, "values": [raw]})
    assert_set_aside(answer, PLAY_KEY, raw, "unreadable")
