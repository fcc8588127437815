"""Card notation in the browser (web/common/card-code.js, run in Node): it reads every card code the
engine writes as the engine's card, nothing else as a card, and a typed card (the notation or a
language's letters) as the engine's card_entry reads it. And it is the only reader: no other module
of web/ takes a card code apart itself."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

from pitch_core.card_entry import card_key, parse_card
from pitch_core.cards import ALL_CARDS
from pitch_core.catalogs import languages
from pitch_core.errors import NotationError

ROOT = Path(__file__).resolve().parents[2]
PROBE = Path(__file__).with_name("card_code_probe.mjs")
READER = ROOT / "web" / "common" / "card-code.js"
SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
NOT_CODES = ["", "10H", "qh", "Qh", "1H", "XS", "QX", "QHX", " QH", "JJ", "HJX", "hj", "J", "joker"]


def probe(codes: list[str], typed: list[tuple[str, dict[str, Any] | None]]) -> dict[str, Any]:
    node = shutil.which("node")
    assert node, "node is needed"
    request = {"codes": codes, "typed": typed}
    result = subprocess.run([node, str(PROBE)], input=json.dumps(request), cwd=ROOT, capture_output=True,
                            text=True, check=False)
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)


def test_every_code_the_engine_writes_reads_as_its_card():
    read = probe([card.code for card in ALL_CARDS], [])["codes"]
    for card, seen in zip(ALL_CARDS, read):
        assert seen["isCode"], card.code
        if card.joker:
            assert seen["read"] == {"rank": None, "suit": None, "joker": True}
        else:
            assert seen["read"] == {"rank": card.rank.letter, "suit": card.suit.value, "joker": False}


def test_what_is_no_code_is_no_card():
    read = probe(NOT_CODES, [])["codes"]
    assert [seen["code"] for seen in read if seen["isCode"] or seen["read"]] == []


def test_a_suit_letter_is_its_symbol():
    assert probe([], [])["symbols"] == {**SYMBOLS, "J": "", "": ""}


def typed_spellings(lang: str) -> list[str]:
    """Every card as a reader may type it: the code, in other cases, with 10 and the suit symbols,
    in the language's letters; and tokens that are no card."""
    key = card_key(lang)
    tokens: list[str] = ["hj", "LJ", " lj ", "", "1H", "11H", "HH", "QHX", "JJ", "10", "♥", "Q♥♥"]
    for card in ALL_CARDS:
        if card.rank is None or card.suit is None:  # a joker: typed as its code, tried above
            continue
        rank, suit = card.rank.letter, card.suit.value
        ten = "10" if rank == "T" else rank
        local_rank = "10" if rank == "T" else key.typed.get(rank, rank)
        local = local_rank + key.typed.get(suit, suit)
        tokens += [card.code, card.code.lower(), ten + suit, ten + SYMBOLS[suit], local, local.upper(), local.lower()]
    return tokens


def engine_reads(token: str, lang: str) -> str | None:
    try:
        return parse_card(token, lang).code
    except NotationError:
        return None


@pytest.mark.parametrize("lang", languages())
def test_a_typed_card_reads_as_the_engine_reads_it(lang):
    key = card_key(lang).to_dict()
    tokens = typed_spellings(lang)
    read = probe([], [(token, key) for token in tokens])["typed"]
    disagreements = {token: (seen, engine_reads(token, lang)) for token, seen in zip(tokens, read)
                     if seen != engine_reads(token, lang)}
    assert disagreements == {}


# What taking a card code apart looks like: its first or second letter, a pattern over the ranks
# or suits, a joker's code compared.
SECOND_READER = re.compile(r"""\b(?:code|card)\[[01]\]|\[SHDC\]|TJQKA|["'][HL]J["']""")


def test_card_code_js_is_the_only_reader_of_card_notation():
    readers = sorted(str(path.relative_to(ROOT)) for path in (ROOT / "web").rglob("*.js")
                     if path != READER and "runtime" not in path.parts
                     and SECOND_READER.search(path.read_text(encoding="utf-8")))
    assert readers == [], "read card codes through web/common/card-code.js"
