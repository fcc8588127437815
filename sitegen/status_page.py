"""The translation-status page: ``translations.status``'s report as tables."""

from __future__ import annotations

import re
from functools import lru_cache

from translations import status

from . import languages
from .catalogs import N_, gettext
from .markdown_table import Table, text

STATES = {status.MISSING: N_("missing"), status.UNSTAMPED: N_("not stamped"),
          status.STALE: N_("out of date"), status.CURRENT: N_("up to date")}
PAGE = N_("Page")
LANGUAGE = N_("Language")
PAGES_DONE = N_("Pages up to date")
# What each catalog holds, said for a reader rather than by the developer's domain name
CATALOG_NAMES = {"site": N_("Words of the website"), "pitch_core": N_("Messages of the rules engine"),
                 "tutorial": N_("Lessons and tools")}
TITLE_LINE = re.compile(r"^(?:title:[ \t]*(?P<front>.+)|# (?P<heading>.+))$", re.MULTILINE)


def _summary(lang: str, report: list[status.LanguageStatus]) -> Table:
    headers = [text(gettext(lang, LANGUAGE)), text(gettext(lang, PAGES_DONE)),
               *(text(gettext(lang, CATALOG_NAMES[domain])) for domain in status.DOMAINS)]
    table = Table("translation-summary", headers, numeric={1, 2, 3})
    for entry in report:
        done = sum(page.done for page in entry.pages)
        table.rows.append([text(languages.autonym(entry.lang)), f"{done}/{len(entry.pages)}",
                           *(f"{c.translated}/{c.total}" for c in entry.catalogs)])
    return table


def _pages(lang: str, report: list[status.LanguageStatus]) -> Table:
    headers = [text(gettext(lang, PAGE)), *(text(languages.autonym(e.lang)) for e in report)]
    table = Table("translation-pages", headers)
    for index, page in enumerate(report[0].pages if report else []):
        cells = []
        for entry in report:
            state = entry.pages[index].state
            word = text(gettext(lang, STATES[state]))
            cells.append(word if state != status.CURRENT else f"✓ {word}")
        table.rows.append([_page_link(lang, page.page), *cells])
    return table


def _page_link(lang: str, page: str) -> str:
    """A page named by its title in the reader's language (its English title while it has no
    translation), linked; the link resolves to the reader's language like every other."""
    source = languages.DOCS / page
    translated = languages.translated_path(source, lang)
    found = TITLE_LINE.search((translated if translated.exists() else source).read_text(encoding="utf-8"))
    title = (found.group("front") or found.group("heading")).strip().strip("\"'") if found else page
    return f"[{text(title)}]({page})"


def _inputs_signature() -> tuple:
    """What the report depends on, with modification times: the report is computed once per
    build of five languages, and again only when a page or catalog changes (``mkdocs serve``)."""
    files = [*languages.DOCS.rglob("*.md"), *status.HERE.rglob("*.po"), *status.HERE.glob("*.pot")]
    return tuple(sorted((str(path), path.stat().st_mtime_ns) for path in files))


@lru_cache(maxsize=4)
def _report(_signature: tuple) -> list[status.LanguageStatus]:
    return status.report()


def status_markdown(lang: str, indent: str = "") -> str:
    report = _report(_inputs_signature())
    return f"{_summary(lang, report).markdown(indent)}\n\n{_pages(lang, report).markdown(indent)}"
