"""Every built page, lesson and tool data file read back as a reader gets it, in every language:

* no unfilled ``{placeholder}`` in what a page shows (its text and its titles, labels and
  placeholders) nor in the content of a lesson or tool data file (a data file's word tables, the
  templates the browser fills, may hold fields; lessons and other content may not);
* no English theme word on a page of another language (Material's own words, the ¶ link's title,
  the palette toggle, the 404 heading, untitled admonitions), the words taken from the theme and
  ``mkdocs.yml`` themselves, not from a list typed here;
* no numbered list on a translated page that its English page does not have (a line that starts
  with an ordinal, "4. kolo", "55.", becomes a list and the reader sees "1.").

These scan whatever the build holds, so pages and catalog entries added later are held too.
"""

from __future__ import annotations

import json
import re
from functools import lru_cache
from html.parser import HTMLParser
from pathlib import Path

import pytest
from site_helpers import BuiltSite, source_pages

from sitegen import languages

FIELD = re.compile(r"\{[a-z_]+(?::[a-z]+)?\}")
SHOWN_ATTRIBUTES = ("title", "aria-label", "placeholder", "alt", "value")
SKIPPED = {"script", "style", "code", "pre", "template"}
MATERIAL = Path(__import__("material").__file__).parent / "templates" / "partials" / "languages"


class _Shown(HTMLParser):
    """The text nodes and shown attributes of a page, outside scripts, styles and code."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.skipping = 0
        self.texts: list[str] = []
        self.attributes: list[str] = []
        self.ordered_lists = 0
        self.in_article = 0

    def handle_starttag(self, tag: str, attrs: list) -> None:
        if tag in SKIPPED:
            self.skipping += 1
        if tag == "article":
            self.in_article += 1
        if tag == "ol" and self.in_article:
            self.ordered_lists += 1
        self.attributes += [value for name, value in attrs if name in SHOWN_ATTRIBUTES and value]
        if tag == "meta" and dict(attrs).get("name") == "description":
            self.attributes.append(dict(attrs).get("content") or "")

    def handle_endtag(self, tag: str) -> None:
        if tag in SKIPPED and self.skipping:
            self.skipping -= 1
        if tag == "article" and self.in_article:
            self.in_article -= 1

    def handle_data(self, data: str) -> None:
        if not self.skipping and data.strip():
            self.texts.append(" ".join(data.split()))


@lru_cache(maxsize=None)
def shown(path: Path) -> _Shown:
    parser = _Shown()
    parser.feed(path.read_text(encoding="utf-8"))
    return parser


def page_language(site: BuiltSite, path: Path) -> str:
    first = path.relative_to(site.root).parts[0]
    return first if first in languages.translations() else languages.default()


def pages(site: BuiltSite) -> list[Path]:
    return [p for p in site.html_files() if "runtime" not in p.relative_to(site.root).parts]


# -- unfilled placeholders ------------------------------------------------------------------------

def test_no_page_shows_an_unfilled_placeholder(site: BuiltSite) -> None:
    found = []
    for path in pages(site):
        page = shown(path)
        for text in page.texts + page.attributes:
            if FIELD.search(text):
                found.append(f"{path.relative_to(site.root)}: “{text[:120]}”")
    assert not found, "\n".join(found[:30])


def _content_strings(value: object, where: str, in_list: bool):
    """Every string of a data file with its place; ``in_list`` once inside content (a list)."""
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _content_strings(item, f"{where}.{key}", in_list)
    elif isinstance(value, list):
        for number, item in enumerate(value):
            yield from _content_strings(item, f"{where}[{number}]", True)
    elif isinstance(value, str) and in_list:
        yield where, value


@pytest.mark.parametrize("folder", ["tutorial-data", "tools-data"])
def test_no_lesson_or_tool_content_holds_an_unfilled_placeholder(site: BuiltSite, folder: str) -> None:
    """The word tables at the top of a data file (``ui``, ``rules``, ``table_words``) are templates
    the browser fills; the lessons, quizzes and other lists are content shown as they are."""
    files = sorted((site.root / folder).glob("*.json"))
    assert {f.stem for f in files} == set(languages.codes())
    found = []
    for path in files:
        data = json.loads(path.read_text(encoding="utf-8"))
        for where, text in _content_strings(data, path.stem, False):
            if FIELD.search(text):
                found.append(f"{folder}/{path.name} {where}: “{text[:120]}”")
    assert not found, f"{len(found)} unfilled:\n" + "\n".join(found[:30])


# -- English theme words ----------------------------------------------------------------------------

def _language_pack(lang: str) -> dict[str, str]:
    """Material's own words for a language (its partials/languages/<lang>.html)."""
    text = (MATERIAL / f"{lang}.html").read_text(encoding="utf-8")
    return {key: value for key, value in re.findall(r'"([\w.]+)": "([^"]*)"', text)
            if not key.startswith(("language", "search.config", "direction"))}


def _i18n_language(lang: str) -> dict:
    config = languages.mkdocs_config()
    plugin = next(p["i18n"] for p in config["plugins"] if isinstance(p, dict) and "i18n" in p)
    return next(entry for entry in plugin["languages"] if entry["locale"] == lang)


def _settings_words(lang: str) -> set[str]:
    """The theme words ``mkdocs.yml`` gives for ``lang`` (the default language's are the globals)."""
    config = languages.mkdocs_config()
    entry = _i18n_language(lang)
    palette = (entry.get("theme") or {}).get("palette") or config["theme"]["palette"]
    extra = {**config["extra"], **(entry.get("extra") or {})}
    words = {p["toggle"]["name"] for p in palette} | {extra["permalink_title"], extra["not_found"]}
    return words | set((entry.get("admonition_translations") or {}).values())


@lru_cache(maxsize=None)
def english_theme_words() -> frozenset[str]:
    """Material's English words, the toc's ¶ title, the palette and 404 words of mkdocs.yml and
    the titles Python-Markdown gives an untitled admonition (its type, capitalised)."""
    admonitions = {kind.capitalize() for lang in languages.translations()
                   for kind in (_i18n_language(lang).get("admonition_translations") or {})}
    words = set(_language_pack("en").values()) | _settings_words("en") | admonitions | {"Permanent link"}
    return frozenset(w for w in words if len(w) > 2 and "#" not in w)


@pytest.mark.parametrize("lang", languages.translations())
def test_no_english_theme_word_on_another_languages_pages(site: BuiltSite, lang: str) -> None:
    own = set(_language_pack(lang).values()) | _settings_words(lang)
    english = english_theme_words() - own  # "Info" is German too
    found = []
    for path in sorted((site.root / lang).rglob("*.html")):
        if "runtime" in path.relative_to(site.root).parts:
            continue
        page = shown(path)
        for text in {*page.texts, *page.attributes}:
            if text in english:
                found.append(f"{path.relative_to(site.root)}: “{text}”")
    assert site.page(lang, "pitch/basics.md").is_file()
    assert not found, f"{len(found)} English theme words:\n" + "\n".join(sorted(found)[:30])


def test_the_theme_words_are_read_from_the_theme():
    """The scan above can fail: it knows the English words the pages would otherwise show."""
    assert {"Permanent link", "Dark mode", "Light mode", "404 - Not found", "Example", "Tip"} <= english_theme_words()
    assert "Skip to content" in english_theme_words()


# -- numbered lists the English page lacks --------------------------------------------------------

@pytest.mark.parametrize("lang", languages.translations())
def test_no_translated_page_has_a_numbered_list_its_english_page_lacks(site: BuiltSite, lang: str) -> None:
    found = []
    for source in source_pages():
        if not languages.translated_path(languages.DOCS / source, lang).exists():
            continue
        english = shown(site.page("en", source)).ordered_lists
        translated = shown(site.page(lang, source)).ordered_lists
        if translated > english:
            found.append(f"docs/{source.removesuffix('.md')}.{lang}.md: {translated} numbered lists, "
                         f"the English page {english} (a line that starts with “4.” becomes a list)")
    assert not found, "\n".join(found)


@pytest.mark.parametrize("lang", languages.translations())
def test_the_translation_status_page_names_pages_by_title_and_catalogs_by_what_they_hold(site: BuiltSite, lang: str):
    """A reader who reaches the status page sees page titles and plain words, not the file paths
    and catalog domains a developer knows them by."""
    page = shown(site.page(lang, "translation-status.md"))
    developer_words = [text for text in page.texts if text.endswith(".md") or re.search(r"\((site|pitch_core|tutorial)\)", text)]
    assert developer_words == []
    basics_title = re.search(r"^title: (.+)$", languages.translated_path(languages.DOCS / "pitch/basics.md", lang)
                             .read_text(encoding="utf-8"), re.MULTILINE).group(1)
    assert basics_title in page.texts
