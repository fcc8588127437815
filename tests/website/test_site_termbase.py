"""The termbase is complete, and no translation uses a word the termbase forbids."""

from __future__ import annotations

import re

import pytest

from sitegen import languages
from sitegen.catalogs import load
from translations.termbase import find_forbidden, forbidden_words, languages as termbase_languages, terms

from site_helpers import source_pages


def test_termbase_covers_every_site_language() -> None:
    assert set(termbase_languages()) == set(languages.codes())
    empty = [f"{term.concept} ({code})" for term in terms() for code, name in term.names.items() if not name.strip()]
    assert not empty, f"termbase.tsv has empty cells: {', '.join(empty)}"
    assert len({term.concept for term in terms()}) == len(terms()), "a concept appears twice"


def test_forbidden_words_are_for_site_languages_and_not_in_the_termbase() -> None:
    assert {entry.lang for entry in forbidden_words()} <= set(languages.translations())
    clashes = [f"{entry.lang}: {entry.word} in {term.concept}" for entry in forbidden_words()
               for term in terms() if entry.pattern.search(term.names[entry.lang])]
    assert not clashes, "the termbase uses its own forbidden words: " + "; ".join(clashes)


@pytest.mark.parametrize("lang", languages.translations())
def test_pages_use_no_forbidden_word(lang: str) -> None:
    hits = []
    for page in source_pages():
        translation = languages.translated_path(languages.DOCS / page, lang)
        if translation.exists():
            for entry, found, line in find_forbidden(translation.read_text(encoding="utf-8"), lang):
                hits.append(f"{translation.relative_to(languages.ROOT)}:{line}: “{found}” "
                            f"(use {entry.instead}: {entry.why})")
    assert not hits, "\n".join(hits)


@pytest.mark.parametrize("domain", ["site", "pitch_core", "tutorial"])
@pytest.mark.parametrize("lang", languages.translations())
def test_catalogs_use_no_forbidden_word(lang: str, domain: str) -> None:
    catalog = load(lang, domain)
    hits = []
    for message in catalog or []:
        text = message.string if isinstance(message.string, str) else " ".join(message.string or ())
        # placeholders are code, not words: {suit}, {suit:nom}, and a selector's name and tags ({team|pl=au|are})
        text = re.sub(r"\{\w*(?::\w+)?\}|\{\w+\|(?:\w+=)?|\|(?:\w+=)?|\}", " ", text or "")
        for entry, found, _line in find_forbidden(text, lang):
            hits.append(f"{domain}.po, “{message.id}”: “{found}” (use {entry.instead})")
    assert not hits, "\n".join(hits)
