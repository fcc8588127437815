"""A hand's result text, as `replay --lang` prints it, says each sentence once: the early set is
noted when it happens and again at the scoring, and the reader must not read the rule twice."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from pitch_core import games
from pitch_core.catalogs import languages
from pitch_core.cli import with_texts

ROOT = Path(__file__).resolve().parents[2]
RECORDS = sorted((ROOT / "tutorial" / "hands").rglob("*.pitch"))
SENTENCE_END = re.compile(r"(?<=[.!?])\s+")


@pytest.mark.parametrize("lang", languages())
def test_no_sentence_of_a_result_text_repeats(lang: str) -> None:
    assert RECORDS
    repeated = []
    for path in RECORDS:
        text = path.read_text("utf-8")
        game = games.of_record(text)
        report = with_texts(game.replay_report(text), lang, game.scoring_codes)
        result = report.get("result")
        if not isinstance(result, dict):
            continue
        sentences = [s for s in SENTENCE_END.split(result["text"]) if s]
        twice = {s for s in sentences if sentences.count(s) > 1}
        if twice:
            repeated.append(f"{path.name}: {sorted(twice)}")
    assert not repeated, "\n".join(repeated)
