"""MkDocs hooks of Learn Pitch: the glue between MkDocs events and the ``sitegen`` modules.

The i18n plugin builds the default language, then, inside that build's ``on_post_build``, every
other language with the same config and plugins; these hooks therefore run once per language.
``config.theme.language`` names the language being built; ``page.file.locale`` the language a
page's text is in (an untranslated page shows English inside a translated build).
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from mkdocs.exceptions import PluginError
from mkdocs.plugins import CombinedEvent, event_priority
from mkdocs.utils.meta import get_data

# MkDocs loads this file by path; make the project root importable for `sitegen` and friends.
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from sitegen import (anchors, card_faces, copy_link, languages, nav, page_head, rule_practice, search, search_terms,
                     sitemap, theme_words)
from sitegen.directives import DirectiveError, expand

_search_indexes: dict[str, dict] = {}  # language -> its own search index, saved per build


def _i18n(config: Any) -> Any:
    return config.plugins["i18n"]


def _build_language(config: Any) -> str:
    return config.theme["language"]


def _prefix(config: Any, lang: str) -> str:
    """The folder of a language's pages: ``"ro/"``, or ``""`` for the default language."""
    return "" if lang == _i18n(config).default_language else f"{lang}/"


def on_nav(navigation: Any, config: Any, **_: Any) -> Any:
    return nav.translate(navigation, _build_language(config))


def _front_matter_lines(source: str) -> int:
    body, _meta = get_data(source)
    return source[: len(source) - len(body)].count("\n")


def on_page_markdown(markdown: str, page: Any, config: Any, **_: Any) -> str:
    lang = getattr(page.file, "locale", None) or _build_language(config)
    try:  # cards draw from the sprite at <site>/assets/cards/cards.svg, addressed from the page
        return expand(markdown, lang, root="../" * page.url.count("/"))
    except DirectiveError as error:
        line = error.line + _front_matter_lines(page.file.content_string)
        raise PluginError(f"docs/{page.file.src_uri}:{line}: {error.message}") from None


def on_page_content(html: str, page: Any, config: Any, **_: Any) -> str:
    """The ¶ links' title in the page's language (sitegen/theme_words.py), and the rules pages'
    "See it" / "Try it" links after each rule's heading, and on the clarifications page after the
    rules its answers name (sitegen/rule_practice.py). Section headings take the English page's
    ids (sitegen/anchors.py), and every heading a "copy link" button (sitegen/copy_link.py)."""
    html = theme_words.localise_permalinks(html, config)
    lang = _build_language(config)
    home = page.file.src_uri.removesuffix(".md")
    for code in languages.codes():  # docs/pitch/basics.de.md is the page pitch/basics
        home = home.removesuffix(f".{code}")
    html = anchors.same_as_english(html, home, getattr(page.file, "locale", None) or lang, page.toc)
    to_site = "../" * page.url.count("/") + _prefix(config, lang)
    if home in rule_practice.NAMED_PAGES:
        html = rule_practice.add_named_links(html, lang, to_site)
    html = rule_practice.add_links(html, home, lang, to_site)
    return copy_link.add_buttons(html, lang)


def on_post_page(output: str, page: Any, config: Any, **_: Any) -> str:
    prefix = _prefix(config, _build_language(config))
    if prefix and not page.url.startswith(prefix):
        prefix = ""
    output = copy_link.add_assets(output, "../" * page.url.count("/"))
    return page_head.fix(output, prefix)


@event_priority(-50)  # after the search plugin wrote this language's index (priority 0)
def _save_search_index(config: Any, **_: Any) -> None:
    lang = _build_language(config)
    index = search.language_index(search.read(config.site_dir), _prefix(config, lang))
    index = search_terms.add_keywords(index)  # the table's English words find the rules
    _search_indexes[lang] = index
    if _prefix(config, lang):
        search.write(config.site_dir, _prefix(config, lang), index)


@event_priority(-200)  # after the i18n plugin has built every language and merged the index
def _finish_site(config: Any, **_: Any) -> None:
    if _i18n(config).building:  # a nested language build: the outer build finishes the job
        return
    default = _i18n(config).default_language
    search.write(config.site_dir, "", _search_indexes[default])
    prefixes = [_prefix(config, lang) for lang in _i18n(config).build_languages if lang != default]
    sitemap.write_language_sitemaps(config.site_dir, prefixes)


def _write_card_faces(config: Any, **_: Any) -> None:
    card_faces.write(Path(config.site_dir))  # the card sprite every page and tool draws from


on_post_build = CombinedEvent(_save_search_index, _finish_site, _write_card_faces)
