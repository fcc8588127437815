"""Section anchors the same in every language (issue 32, item 5).

A rule's heading carries its id in every language (``### … {#deal-cards}``), but a section heading
without one (``## All the games side by side``) gets an id slugified from its own words: cs
``#vsechny-hry-vedle-sebe``, de ``#alle-spiele-im-vergleich``. A link to it then opens another
language's page at the top, after a language switch or a paste into a chat.

So the English build remembers each page's heading ids in order, and each translated page takes
them over when its headings have the same shape (the same levels in the same order, and no
explicit id of the English page in another place). The old, translated id stays on the heading as
an empty ``span`` (an alias), so a link shared before this change still lands. A page whose shape
differs keeps its own ids; ``tests/website/test_anchors.py`` names it.

The i18n plugin builds the default language first, then the others in the same process, so the
English ids are known when a translation is rendered.
"""

from __future__ import annotations

import logging
import re
from typing import Any, Iterable

from . import languages

log = logging.getLogger("mkdocs.plugins.sitegen.anchors")

# A heading's opening tag as the toc extension writes it: <h2 id="the-deal"> (the page's title
# too: a search result may name it, #learn-pitch on the home page)
HEADING = re.compile(r'<h(?P<level>[1-6])(?P<before>[^>]*?)\sid="(?P<id>[^"]+)"(?P<after>[^>]*)>')
ALIAS_CLASS = "lp-anchor-alias"

_english: dict[str, list[tuple[str, str]]] = {}  # page ("pitch/variants") -> [(level, id), ...]


def headings(html: str) -> list[tuple[str, str]]:
    """The (level, id) of every heading with an id, in page order."""
    return [(found["level"], found["id"]) for found in HEADING.finditer(html)]


def remember_english(page: str, html: str) -> None:
    """Keep the heading ids of ``page``'s English text, for its translations."""
    _english[page] = headings(html)


def english_ids(page: str) -> list[tuple[str, str]] | None:
    return _english.get(page)


def renames(ours: list[tuple[str, str]], english: list[tuple[str, str]], taken: set[str]) -> dict[str, str] | None:
    """Translated id -> English id, heading by heading, or None when the shapes differ.

    ``taken`` holds every id on the translated page: an English id already used by another
    element there (not a heading being renamed) is left alone."""
    if [level for level, _ in ours] != [level for level, _ in english]:
        return None
    english_set = {anchor for _, anchor in english}
    mapping: dict[str, str] = {}
    for (_, old), (_, new) in zip(ours, english):
        if old == new:
            continue
        if old in english_set:  # an English id in another place: the headings do not line up
            return None
        mapping[old] = new
    renamed = set(mapping)
    return {old: new for old, new in mapping.items() if new not in taken - renamed}


_ANY_ID = re.compile(r'\sid="([^"]+)"')


def align(html: str, page: str, toc: Any) -> str:
    """``html`` (a translated page's content) with its headings' ids made the English page's, the
    table of contents ``toc`` to match, and each old id kept as an alias inside its heading."""
    english = english_ids(page)
    if english is None:
        return html
    ours = headings(html)
    mapping = renames(ours, english, set(_ANY_ID.findall(html)))
    if mapping is None:
        log.info("anchors: %s has not the English page's headings; its section ids stay its own", page)
        return html
    if not mapping:
        return html

    def heading(found: re.Match[str]) -> str:
        old = found["id"]
        new = mapping.get(old)
        if new is None:
            return found.group(0)
        return (f'<h{found["level"]}{found["before"]} id="{new}"{found["after"]}>'
                f'<span id="{old}" class="{ALIAS_CLASS}"></span>')

    html = HEADING.sub(heading, html)
    # The ¶ links and any link within the page to an old id
    html = re.sub(r'href="#([^"]+)"', lambda m: f'href="#{mapping.get(m[1], m[1])}"', html)
    _rename_toc(toc, mapping)
    return html


def _rename_toc(items: Iterable[Any], mapping: dict[str, str]) -> None:
    for item in items or ():
        item.id = mapping.get(item.id, item.id)
        _rename_toc(item.children, mapping)


def same_as_english(html: str, page: str, text_lang: str, toc: Any) -> str:
    """The English text's ids are remembered; a translation takes them over."""
    if text_lang == languages.default():
        remember_english(page, html)
        return html
    return align(html, page, toc)
