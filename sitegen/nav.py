"""Nav titles in the build's language, from the ``site`` catalog (msgctxt ``nav``): the sections',
and a page's where ``mkdocs.yml`` names it ("Home").

Other page titles need nothing: each translated page brings its own heading (and has no title
yet when the nav is made, so only those the nav named are translated here).
"""

from __future__ import annotations

from mkdocs.structure.nav import Navigation, Section
from mkdocs.structure.pages import Page

from .catalogs import gettext

NAV_CONTEXT = "nav"


def translate_titles(items: list, lang: str) -> None:
    for item in items:
        if isinstance(item, Section):
            item.title = gettext(lang, item.title, NAV_CONTEXT)
            translate_titles(item.children, lang)
        elif isinstance(item, Page) and item.title:
            item.title = gettext(lang, item.title, NAV_CONTEXT)


def translate(nav: Navigation, lang: str) -> Navigation:
    translate_titles(nav.items, lang)
    return nav
