"""The glossary table: every termbase concept in all five languages, the reader's language first.

Each cell is marked with its language, so a screen reader pronounces "Stich" as German.
"""

from __future__ import annotations

from translations.termbase import terms

from . import languages
from .markdown_table import Table, text


def _in(code: str, words: str) -> str:
    return f'<span lang="{code}">{text(words)}</span>'


def glossary(lang: str) -> Table:
    order = [lang, *(code for code in languages.codes() if code != lang)]
    table = Table("glossary", [_in(code, languages.autonym(code)) for code in order])
    for term in terms():
        table.rows.append([f"**{_in(order[0], term.names[order[0]])}**",
                           *(_in(code, term.names[code]) for code in order[1:])])
    return table
