"""The bar ``replay --lang`` holds: every event's text and the result, for every hand record the
project ships, in every language, shows no raw code: no card code (``JD``, ``HJ``), seat or team
letter (``W``, ``NS``), phase or bid code, unfilled ``{field}``, and no English index letter on a
card (``Q♥``) where the language writes its own."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from pitch_core import grammar
from pitch_core.cards import Rank
from pitch_core.cli import main
from pitch_core.catalogs import languages

ROOT = Path(__file__).resolve().parents[2]
RECORDS = sorted([*(ROOT / "tutorial" / "hands").rglob("*.pitch"), *(ROOT / "tests" / "records" / "three-thirteen").glob("*.313")])
RAW = re.compile(r"\{\w+(?::\w+)?\}|\b(?:[2-9TJQKA][SHDC]|HJ|LJ|NS|EW|[NESW])\b|\b(?:bidding|exchange|moon)\b")


@pytest.mark.parametrize("lang", languages())
def test_replayed_texts_show_no_raw_code(capsys, lang: str) -> None:
    assert len(RECORDS) >= 10
    english_letters = {grammar.english_index(r) for r in grammar.LETTERED} - {grammar.index(r, lang) for r in grammar.LETTERED}
    foreign_card = re.compile(rf"(?<!\w)(?:{'|'.join(map(re.escape, english_letters))})[♠♥♦♣]") if english_letters else None
    found = []
    for record in RECORDS:
        assert main(["replay", str(record), "--lang", lang]) == 0
        report = json.loads(capsys.readouterr().out)
        result = report["result"] or {}  # an unfinished hand has none yet
        texts = [event["text"] for event in report["events"]] + [result.get("text", "")]
        for text in texts:
            raw = RAW.search(text) if lang != "en" else None
            if raw:
                found.append(f"{record.name}: {raw.group(0)!r} in “{text}”")
            elif lang == "en" and re.search(r"\{\w+", text):
                found.append(f"{record.name}: “{text}”")
            if foreign_card and foreign_card.search(text):
                found.append(f"{record.name}: English index in “{text}”")
    assert not found, "\n".join(found[:20])
    assert grammar.index(Rank.QUEEN, lang) != "Q" or lang == "en"
