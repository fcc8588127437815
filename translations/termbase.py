"""The game's vocabulary in every language, and the words a translation must never use.

``termbase.tsv``: one concept a row, a column per language code, then a note for translators.
``forbidden.tsv``: ``lang, forbidden, instead, why``. A forbidden entry is matched as a whole word
(case-insensitive); a trailing ``*`` makes it a stem, so ``oblek*`` also catches ``obleku``; and
every entry also matches its words' other forms (``translations/word_forms.py``: "zavřít hru"
catches "zavírá hru").
The site's glossary page and the termbase test read these files; nothing else holds the terms.
"""

from __future__ import annotations

import csv
import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from .word_forms import find_phrase

HERE = Path(__file__).resolve().parent
TERMBASE = HERE / "termbase.tsv"
FORBIDDEN = HERE / "forbidden.tsv"


@dataclass(frozen=True)
class Term:
    concept: str
    names: dict[str, str]  # language code -> term
    note: str


@dataclass(frozen=True)
class ForbiddenWord:
    lang: str
    word: str
    instead: str
    why: str

    @property
    def pattern(self) -> re.Pattern[str]:
        stem = self.word.endswith("*")
        words = self.word.rstrip("*").split()
        body = r"\s+".join(re.escape(w) for w in words) + (r"\w*" if stem else "")
        return re.compile(rf"(?<!\w){body}(?!\w)", re.IGNORECASE)


def _rows(path: Path) -> list[dict[str, str]]:
    with path.open(encoding="utf-8", newline="") as handle:
        return list(csv.DictReader(handle, delimiter="\t"))


@lru_cache(maxsize=None)
def terms() -> tuple[Term, ...]:
    result = []
    for row in _rows(TERMBASE):
        concept, note = row.pop("concept"), row.pop("note")
        result.append(Term(concept, dict(row), note))
    return tuple(result)


def languages() -> tuple[str, ...]:
    """The language columns of the termbase, in file order."""
    with TERMBASE.open(encoding="utf-8") as handle:
        header = handle.readline().rstrip("\n").split("\t")
    return tuple(column for column in header if column not in ("concept", "note"))


@lru_cache(maxsize=None)
def forbidden_words() -> tuple[ForbiddenWord, ...]:
    return tuple(ForbiddenWord(row["lang"], row["forbidden"], row["instead"], row["why"])
                 for row in _rows(FORBIDDEN))


def find_forbidden(text: str, lang: str) -> list[tuple[ForbiddenWord, str, int]]:
    """Every forbidden word of ``lang`` in ``text``: (entry, the text found, line number)."""
    hits = []
    for entry in forbidden_words():
        if entry.lang != lang:
            continue
        spans = {match.span() for match in entry.pattern.finditer(text)}
        spans.update(find_phrase(entry.word, text, lang))  # the forms the entry does not spell out
        for start, end in sorted(spans):
            hits.append((entry, text[start:end], text.count("\n", 0, start) + 1))
    return hits
