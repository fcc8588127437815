"""The worksheet says the wild rank as a word in every language but English ("die Könige sind
Joker", not "die K sind Joker"; native reviews, issue 31)."""

from __future__ import annotations

import re

import pytest

pytest.importorskip("mkdocs", reason="the site build runs on CPython, not inside Pyodide")

from pitch_core import grammar
from pitch_core.cards import Rank
from sitegen.worksheet import _thirteen_facts

RANK_LETTER = re.compile(r"(?<![\w♠♥♦♣])(?:[AKQJT]|10|[2-9])(?![\w♠♥♦♣])")


@pytest.mark.parametrize("lang", ["ro", "de", "cs", "mk"])
@pytest.mark.parametrize("letter", ["K", "T", "6", "J"])
def test_the_wild_rank_is_a_word_in_the_readers_language(lang: str, letter: str) -> None:
    line = _thirteen_facts({"wild": letter, "round": 7, "players": 4}, lang)[0]
    said = line.split(";", 1)[1]
    assert grammar.rank_in_form(Rank.parse(letter), "pl", lang) in said
    assert not RANK_LETTER.search(said), line
