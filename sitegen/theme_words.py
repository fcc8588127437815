"""The theme's own words on a finished page, in the language being built.

Most of them are settings the i18n plugin overrides per language in ``mkdocs.yml`` (the palette
toggle's names, admonition titles, the 404 heading in ``overrides/404.html``). One is not: the
``toc`` extension writes its ``permalink_title`` ("Permanent link") into every heading's ¶ link,
and Markdown extensions cannot be configured per language, so the title is rewritten here from
``extra.permalink_title`` (set per language in ``mkdocs.yml``).
"""

from __future__ import annotations

import re
from html import escape
from typing import Any

TOC_DEFAULT_TITLE = "Permanent link"
_HEADERLINK = re.compile(r'(<a class="headerlink" href="[^"]*" title=")([^"]*)(")')


def permalink_title(config: Any) -> str:
    return str(config.extra.get("permalink_title") or TOC_DEFAULT_TITLE)


def localise_permalinks(html: str, config: Any) -> str:
    """Every heading's ¶ link titled in the build's language."""
    title = escape(permalink_title(config), quote=True)
    return _HEADERLINK.sub(lambda m: m.group(1) + title + m.group(3), html)
