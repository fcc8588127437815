"""The worksheet says the wild rank as a word in every language but English ("die Könige sind
Joker", not "die K sind Joker"; native reviews, issue 31)."""

from __future__ import annotations

import re

import pytest

pytest.importorskip("mkdocs", reason="the site build runs on CPython, not inside Pyodide")

from pitch_core import grammar
from pitch_core.cards import Rank
from pitch_core.drills import make_drill
from sitegen.worksheet import _thirteen_facts

RANK_LETTER = re.compile(r"(?<![\w♠♥♦♣])(?:[AKQJT]|10|[2-9])(?![\w♠♥♦♣])")


@pytest.mark.parametrize("lang", ["ro", "de", "cs", "mk"])
@pytest.mark.parametrize("letter", ["K", "T", "6", "J"])
def test_the_wild_rank_is_a_word_in_the_readers_language(lang: str, letter: str) -> None:
    drill = make_drill("tt.score.deadwood", 1, 0, "three-thirteen")
    assert drill.scene is not None
    view = {**drill.scene.view, "wild_rank": letter, "round": 7, "players": 4}
    line = _thirteen_facts(drill, view, lang)[0]
    said = line.split(";", 1)[1]
    assert grammar.rank_in_form(Rank.parse(letter), "pl", lang) in said
    assert not RANK_LETTER.search(said), line
