"""Each cheat sheet prints on one page of A4 and on one page of US Letter (headless Chromium).

Every PDF takes a Chromium print, so ``make test`` prints a representative subset: each sheet in
the language whose text is longest (the one most likely to spill onto a second page) on both
papers. The whole matrix (every sheet x every language x both papers) carries the ``print_matrix``
marker, which ``make test`` leaves out; ``make test-print`` runs all of it.
"""

from __future__ import annotations

import re

import pytest
from browser_harness import serve_site

from sitegen import languages

from site_helpers import BuiltSite

pytestmark = pytest.mark.browser
PAPERS = ("A4", "Letter")
CHEAT_SHEET_SOURCES = sorted((p for p in languages.source_pages() if p.parent.name == "cheat-sheets"),
                             key=lambda p: p.name)


def longest_language(source) -> str:
    """The language whose page source is longest (characters, not bytes: Cyrillic is two bytes)."""
    def length(lang: str) -> int:
        path = languages.translated_path(source, lang)
        return len(path.read_text(encoding="utf-8")) if path.exists() else 0
    return max(languages.codes(), key=length)


def print_cases() -> list:
    cases = []
    for source in CHEAT_SHEET_SOURCES:
        sheet = source.relative_to(languages.DOCS).as_posix()
        sample = longest_language(source)
        for lang in languages.codes():
            marks = () if lang == sample else (pytest.mark.print_matrix,)
            cases += [pytest.param(sheet, lang, paper, marks=marks) for paper in PAPERS]
    return cases


@pytest.fixture(scope="module")
def print_page(site: BuiltSite, browser):
    """A page of pytest-playwright's session browser (one Playwright per test session: a second
    sync_playwright() inside the same session fails), serving this session's built site."""
    with serve_site(site.root) as origin:
        page = browser.new_page()
        yield page, origin
        page.close()


@pytest.mark.parametrize("sheet, lang, paper", print_cases())
def test_cheat_sheet_fits_one_page(print_page, site: BuiltSite, sheet: str, lang: str, paper: str) -> None:
    page, origin = print_page
    url = site.page(lang, sheet).relative_to(site.root).parent.as_posix()
    page.goto(f"{origin}{url}/")
    pdf = page.pdf(format=paper, print_background=True)
    pages = len(re.findall(rb"/Type\s*/Page\b", pdf))
    assert pages == 1, f"{lang} {sheet} prints on {pages} {paper} pages"
