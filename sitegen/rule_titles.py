"""Each rule's heading on its docs page, in each language: the words a rule link shows.

A rule's home is a heading with its anchor, ``### Nine cards each, the rest is the widow
{#deal-cards}``; the translated page has the same anchor under its own heading. Read at build time
from the markdown, so the link text is the heading the reader lands on, never the anchor slug.
"""

from __future__ import annotations

import re
from functools import lru_cache

from pitch_core.rulebook import RULES, anchor_for

from . import languages

_HEADING = re.compile(r"^#{1,6}\s+(?P<title>.+?)\s*\{#(?P<anchor>[\w-]+)[^}]*\}\s*$", re.MULTILINE)


@lru_cache(maxsize=None)
def _page_headings(page: str, lang: str) -> dict[str, str]:
    source = languages.DOCS / f"{page}.md"
    if not source.exists():
        source = languages.DOCS / page / "index.md"
    path = languages.translated_path(source, lang)
    if not path.exists():
        return {}
    return {m.group("anchor"): m.group("title") for m in _HEADING.finditer(path.read_text(encoding="utf-8"))}


def rule_title(rule_id: str, lang: str) -> str | None:
    """The heading of ``rule_id`` on its page in ``lang`` (None when the page has no such heading)."""
    rule = RULES[rule_id]
    return _page_headings(rule.page, lang).get(anchor_for(rule_id))
