"""Search works in every language, through Material's own search worker run under Node:
Czech words with their diacritics and Macedonian (Cyrillic) words are found, and each language's
index holds that language's pages only."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

from sitegen import languages
from translations.termbase import terms

from site_helpers import BuiltSite

PROBE = Path(__file__).with_name("search_probe.cjs")


def search(site: BuiltSite, lang: str, *queries: str) -> dict[str, list[str]]:
    node = shutil.which("node")
    if node is None:
        pytest.fail("Node.js is needed to run Material's search worker (apt-get install nodejs)")
    folder = "" if lang == languages.default() else lang
    result = subprocess.run([node, str(PROBE), str(site.root), folder, *queries],
                            capture_output=True, text=True, check=True)
    return json.loads(result.stdout)


def term(concept: str, lang: str) -> str:
    return next(t.names[lang] for t in terms() if t.concept == concept)


def test_index_holds_czech_words_with_diacritics_and_macedonian_words(site: BuiltSite) -> None:
    czech = (site.root / "cs" / "search" / "search_index.json").read_text(encoding="utf-8")
    macedonian = (site.root / "mk" / "search" / "search_index.json").read_text(encoding="utf-8")
    assert term("joker", "cs") in czech and "žolík" == term("joker", "cs")
    assert term("trump", "mk") in macedonian


@pytest.mark.parametrize("lang, word", [
    ("cs", "žolík"), ("cs", "kříže"), ("cs", "trumfová"),
    ("mk", "адут"), ("mk", "џандар"), ("mk", "шпил"),
    ("ro", "levată"), ("de", "Stich"), ("en", "tricks"), ("en", "points"),
])
def test_words_are_found_as_written(site: BuiltSite, lang: str, word: str) -> None:
    assert search(site, lang, word)[word], f"searching the {lang} site for “{word}” finds nothing"


@pytest.mark.parametrize("lang", languages.codes())
def test_each_language_searches_its_own_pages(site: BuiltSite, lang: str) -> None:
    index = json.loads((site.root / ("" if lang == languages.default() else lang)
                        / "search" / "search_index.json").read_text(encoding="utf-8"))
    others = tuple(f"{code}/" for code in languages.translations())
    foreign = [doc["location"] for doc in index["docs"] if doc["location"].startswith(others)]
    assert not foreign, f"the {lang} index holds other languages' pages: {foreign[:5]}"
    assert index["docs"], f"the {lang} index is empty"
