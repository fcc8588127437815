"""One search index per language, so a reader searches the pages of their own language only.

The i18n plugin merges every language into ``search/search_index.json``, and Material's search
reads ``<base>/search/search_index.json``. Each language build's own index is therefore saved
(locations made relative to the language's root) as ``<lang>/search/search_index.json``, and
``page_head.py`` points the ``base`` of that language's pages at ``<lang>/``. Each index also
carries the lunr settings that make its language findable (see ``LUNR``).
"""

from __future__ import annotations

import json
from pathlib import Path

INDEX = Path("search") / "search_index.json"

# Material's search appends a wildcard to every query word, and lunr skips the stemmer for
# wildcard terms: an index word must therefore keep at least the letters a reader types.
# * en, ro, de: lunr has stemmers for them.
# * cs: lunr has no Czech. "en" alone would trim ž, č, ř... from word edges ("žolík" -> "olík"),
#   so "de" is added for its Latin word characters; stemming is left out, as German or English
#   stemmers would cut Czech endings unpredictably. Czech words are found as written.
# * mk: lunr's Cyrillic support is Russian: "ru" keeps Cyrillic word characters (with "en" for
#   Latin words like Pitch); no Russian stemming of Macedonian words, for the same reason.
LUNR: dict[str, dict] = {
    "en": {"lang": ["en"]},
    "ro": {"lang": ["ro"]},
    "de": {"lang": ["de"]},
    "cs": {"lang": ["en", "de"], "pipeline": ["trimmer"]},
    "mk": {"lang": ["en", "ru"], "pipeline": ["trimmer"]},
}


def language_index(index: dict, lang: str, prefix: str) -> dict:
    """``index`` restricted to pages under ``prefix`` (``"ro/"``, or ``""`` for the default
    language), with locations relative to that prefix and the language's lunr settings."""
    docs = []
    for doc in index["docs"]:
        location = doc["location"]
        if prefix and not location.startswith(prefix):
            continue
        docs.append({**doc, "location": location[len(prefix):]})
    config = {**index["config"], "pipeline": ["stemmer", "stopWordFilter", "trimmer"], **LUNR.get(lang, {})}
    return {**index, "config": config, "docs": docs}


def read(site_dir: str) -> dict:
    return json.loads((Path(site_dir) / INDEX).read_text(encoding="utf-8"))


def write(site_dir: str, prefix: str, index: dict) -> None:
    path = Path(site_dir) / prefix / INDEX
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(index, ensure_ascii=False, separators=(",", ":")), encoding="utf-8")
