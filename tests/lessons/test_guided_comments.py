"""A guided hand's comment on the learner's own move teaches the decision (issue 22): why this
bid or pass, why this trump, why this card. A comment that is missing, or that says no more than
the move itself ("South passes.", "West plays the ace of hearts."), fails here, in every
language. The move's own words come from the same templates the table uses to name a move
(tools/ui.toml: move_pass, move_bid, move_play ...), so the check follows their wording."""

from __future__ import annotations

import re
from functools import cache

import pytest

from tools.build import build_language as build_tools_data
from tutorial.build import build_language as build_tutorial_data

LANGS = ["en", "ro", "de", "cs", "mk"]
# Words a comment must add to the move's own description before it can say why.
REASON_WORDS = 5


@cache
def tools_ui(lang: str) -> dict:
    return build_tools_data(lang)["ui"]


def learner_frames(lang: str) -> list[tuple[str, dict]]:
    found = []
    for lesson in build_tutorial_data(lang)["lessons"]:
        for step in lesson["steps"]:
            if step["kind"] == "guided":
                found += [(f"{lesson['key']}/{step['key']} {frame['move']}", frame)
                          for frame in step["frames"] if "moves" in frame]
    return found


def words(text: str) -> list[str]:
    return re.findall(r"\w+", text.lower())


def move_words(lang: str, frame: dict) -> list[str]:
    """The words the table says for this move, with the seat's name, the bid and the suit
    filled in; a card is left out (its declined name differs by sentence)."""
    ui = tools_ui(lang)
    template = ui.get(f"move_{frame['kind']}", "")
    if isinstance(template, dict):
        template = template.get("other", "")
    seat = ui.get(f"seat_{frame['seat']}", frame["seat"])
    filled = template.replace("{seat}", seat).replace("{bid}", str(frame.get("bid") or ""))
    return words(re.sub(r"\{[a-z:]+\}", " ", filled))


@pytest.mark.parametrize("lang", LANGS)
def test_every_comment_on_the_learners_move_says_why(lang: str):
    frames = learner_frames(lang)
    assert frames, "no guided hand found"
    weak = []
    for where, frame in frames:
        comment = (frame.get("comment") or "").strip()
        said = words(comment)
        own = move_words(lang, frame)
        beyond = [word for word in said if word not in own]
        if len(beyond) < REASON_WORDS:
            weak.append(f"{where}: {comment!r}")
    assert not weak, "comments that only restate the move or are missing:\n" + "\n".join(weak)


def test_the_check_flags_a_comment_that_restates_the_move():
    """The measure itself: 'South passes.' and 'West plays the 4 of hearts.' are flagged, a
    comment with its reason is not."""
    ui = tools_ui("en")
    passing = {"kind": "pass", "seat": "S", "bid": None}
    playing = {"kind": "play", "seat": "W", "bid": None}
    restated = ui["move_pass"].replace("{seat}", ui["seat_S"])
    assert len([w for w in words(restated) if w not in move_words("en", passing)]) < REASON_WORDS
    assert len([w for w in words("West plays the 4 of hearts.") if w not in move_words("en", playing)]) < REASON_WORDS
    reasoned = "South passes: one good trump, the jack of diamonds, would not take five points."
    assert len([w for w in words(reasoned) if w not in move_words("en", passing)]) >= REASON_WORDS
