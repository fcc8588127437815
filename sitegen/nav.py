"""Nav section titles in the build's language, from the ``site`` catalog (msgctxt ``nav``).

Page titles need nothing: each translated page brings its own heading.
"""

from __future__ import annotations

from mkdocs.structure.nav import Navigation, Section

from .catalogs import gettext

NAV_CONTEXT = "nav"


def translate_sections(items: list, lang: str) -> None:
    for item in items:
        if isinstance(item, Section):
            item.title = gettext(lang, item.title, NAV_CONTEXT)
            translate_sections(item.children, lang)


def translate(nav: Navigation, lang: str) -> Navigation:
    translate_sections(nav.items, lang)
    return nav
