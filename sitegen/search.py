"""One search index per language, so a reader searches the pages of their own language only.

The i18n plugin merges every language into ``search/search_index.json``, and Material's search
reads ``<base>/search/search_index.json``. Each language build's own index is therefore saved
(locations made relative to the language's root) as ``<lang>/search/search_index.json``, and
``page_head.py`` points the ``base`` of that language's pages at ``<lang>/``. Each index also
carries the lunr settings that make every language's words findable (see ``LUNR``).
"""

from __future__ import annotations

import json
from pathlib import Path

INDEX = Path("search") / "search_index.json"

# Material's search appends a wildcard to every word typed, and lunr skips the stemmer for
# wildcard terms: an indexed word that was stemmed ("points" -> "point") is then never found when
# typed in full ("points*"). So no stemming, in any language: words are indexed as written and
# found by what the reader types, or its beginning ("zdvih" finds "zdvihy").
# What remains is lunr's trimmer, which cuts non-word characters from word edges; its notion of
# a word character comes from the languages listed: "en" alone would cut Czech, Romanian and
# German letters ("žolík" -> "olík") and every Cyrillic letter, so "de" brings the Latin letters
# with diacritics and "ru" the Cyrillic ones (Macedonian ѓ ќ ѕ ј љ њ џ included). Every
# language gets all three, because the glossary shows every language on every page.
LUNR = {"lang": ["en", "de", "ru"], "pipeline": ["trimmer"]}


def language_index(index: dict, prefix: str) -> dict:
    """``index`` restricted to pages under ``prefix`` (``"ro/"``, or ``""`` for the default
    language), with locations relative to that prefix and the lunr settings above."""
    docs = []
    for doc in index["docs"]:
        location = doc["location"]
        if prefix and not location.startswith(prefix):
            continue
        docs.append({**doc, "location": location[len(prefix):]})
    config = {**index["config"], **LUNR}
    return {**index, "config": config, "docs": docs}


def read(site_dir: str) -> dict:
    return json.loads((Path(site_dir) / INDEX).read_text(encoding="utf-8"))


def write(site_dir: str, prefix: str, index: dict) -> None:
    path = Path(site_dir) / prefix / INDEX
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(index, ensure_ascii=False, separators=(",", ":")), encoding="utf-8")
