"""Each course game's worksheet prints on A4 and on US Letter (headless Chromium, ``page.pdf``): its
answer key starts on a page of its own, after every question, and nothing is cut, neither at the
paper's edge nor across a page break (an item, the sheet's head and each answer stay whole).

Where each heading landed is read from the PDF's own outline (Chromium writes one, from the page's
headings, with ``outline=True``): each entry names its page and its height on that page. What is
cut at the edge is measured on the page laid out for print at the paper's printable width.

``make test`` prints each sheet in the language whose page is longest, on both papers; the other
languages carry the ``print_matrix`` marker (``make test-print``).
"""

from __future__ import annotations

import re

import pytest
from browser_harness import serve_site

from sitegen import languages
from sitegen.worksheet import GAMES

from site_helpers import BuiltSite

pytestmark = pytest.mark.browser
# The printable width of each paper at CSS's 96 px to the inch, less print.css's 10 mm margins
PRINTABLE_WIDTH_PX = {"A4": round((210 - 20) / 25.4 * 96), "Letter": round((8.5 * 25.4 - 20) / 25.4 * 96)}
PAPERS = tuple(PRINTABLE_WIDTH_PX)

MARGIN_PT = 10 / 25.4 * 72  # print.css: @page { margin: 10mm }
OUTLINE_ENTRY = re.compile(rb"<</Title\s*(\((?:\\.|[^\\)])*\)|<[0-9A-Fa-f]*>)\s*/Dest\s*\[(\d+) 0 R /XYZ [-\d.]+ ([-\d.]+)")
PAGES = re.compile(rb"/Type\s*/Pages\s*/Count\s*\d+\s*/Kids\s*\[([^\]]*)\]")
MEDIA_BOX = re.compile(rb"/MediaBox\s*\[0 0 ([\d.]+) ([\d.]+)\]")


def pdf_text(raw: bytes) -> str:
    """A PDF string: <FEFF...> is UTF-16, (...) a literal with backslash escapes."""
    if raw.startswith(b"<"):
        return bytes.fromhex(raw[1:-1].decode("ascii")).decode("utf-16")
    body = raw[1:-1]
    body = re.sub(rb"\\([0-7]{1,3})", lambda m: bytes([int(m.group(1), 8)]), body)
    return re.sub(rb"\\(.)", rb"\1", body).decode("latin-1")


def outline(pdf: bytes) -> tuple[list[tuple[str, int, float]], float]:
    """The PDF's outline as (heading, page from 0, height of the heading's top on its page in pt),
    and the page's height in pt."""
    pages = PAGES.search(pdf)
    assert pages, "no page tree in the PDF"
    order = [int(n) for n in re.findall(rb"(\d+) 0 R", pages.group(1))]
    entries = [(pdf_text(title), order.index(int(page)), float(top)) for title, page, top in OUTLINE_ENTRY.findall(pdf)]
    height = float(MEDIA_BOX.search(pdf).group(2))
    return entries, height


def longest_language(preset: str) -> str:
    def length(lang: str) -> int:
        path = languages.translated_path(languages.DOCS / "practice" / f"worksheet-{preset}.md", lang)
        return len(path.read_text(encoding="utf-8")) if path.exists() else 0
    return max(languages.codes(), key=length)


def print_cases() -> list:
    cases = []
    for preset in GAMES:
        sample = longest_language(preset)
        for lang in languages.codes():
            marks = () if lang == sample else (pytest.mark.print_matrix,)
            cases += [pytest.param(preset, lang, paper, marks=marks) for paper in PAPERS]
    return cases


@pytest.fixture(scope="module")
def print_page(site: BuiltSite, browser):
    """A page of pytest-playwright's session browser serving this session's built site (the site's
    policy set aside, so that a test may add the style that hides part of the sheet)."""
    with serve_site(site.root) as origin:
        page = browser.new_page(bypass_csp=True)
        yield page, origin
        page.close()


@pytest.mark.parametrize("preset, lang, paper", print_cases())
def test_worksheet_prints_with_its_key_on_a_page_of_its_own(print_page, site: BuiltSite, preset: str, lang: str,
                                                             paper: str) -> None:
    page, origin = print_page
    url = site.page(lang, f"practice/worksheet-{preset}.md").relative_to(site.root).parent.as_posix()
    page.goto(f"{origin}/{url}/")
    page.wait_for_load_state("load")
    items = [" ".join(text.split()) for text in page.locator(".lp-worksheet-title").all_inner_texts()]
    key = " ".join(page.locator(".lp-worksheet-key h2").inner_text().split())
    entries, height = outline(page.pdf(format=paper, print_background=True, outline=True, tagged=True))
    where = {" ".join(title.split()): (number, top) for title, number, top in entries}
    assert items and all(item in where for item in items), f"{lang} {preset}: items missing from the outline {list(where)}"
    assert key in where, f"{lang} {preset}: the answer key is not in the outline {list(where)}"
    key_page, key_top = where[key]
    last_item_page = max(where[item][0] for item in items)
    assert key_page > last_item_page, f"{lang} {preset} on {paper}: the key shares page {key_page + 1} with the questions"
    assert key_top > height - MARGIN_PT - 24, (f"{lang} {preset} on {paper}: the key's heading is {height - key_top:.0f} pt "
                                               "below the top of its page, not at its start")
    assert [where[item][0] for item in items] == sorted(where[item][0] for item in items)  # in order, none lost


@pytest.mark.parametrize("preset, lang, paper", print_cases())
def test_nothing_of_the_worksheet_is_cut_in_print(print_page, site: BuiltSite, preset: str, lang: str, paper: str) -> None:
    page, origin = print_page
    url = site.page(lang, f"practice/worksheet-{preset}.md").relative_to(site.root).parent.as_posix()
    page.set_viewport_size({"width": PRINTABLE_WIDTH_PX[paper], "height": 1000})
    page.emulate_media(media="print")
    try:
        page.goto(f"{origin}/{url}/")
        page.wait_for_load_state("load")
        found = page.evaluate("""() => {
            const sheet = document.querySelector('.lp-worksheet');
            const right = document.documentElement.clientWidth;
            const wider = [...sheet.querySelectorAll('*')]
              .filter((node) => node.getBoundingClientRect().right > right + 0.5)
              .map((node) => node.className || node.tagName);
            const whole = ['.lp-worksheet-item', '.lp-worksheet-head', '.lp-worksheet-answers > li']
              .map((selector) => [selector, getComputedStyle(document.querySelector(selector)).breakInside]);
            const key = getComputedStyle(document.querySelector('.lp-worksheet-key')).breakBefore;
            const hidden = [...document.querySelectorAll('.lp-worksheet-item, .lp-worksheet-answers > li')]
              .filter((node) => !node.getClientRects().length).length;
            return { wider, whole, key, hidden, scroll: document.documentElement.scrollWidth, right };
        }""")
    finally:
        page.emulate_media(media="screen")
    assert not found["wider"], f"{lang} {preset} on {paper}: wider than the paper: {found['wider'][:5]}"
    assert found["scroll"] <= found["right"], found
    assert found["hidden"] == 0
    assert found["key"] == "page"
    for selector, value in found["whole"]:
        assert value == "avoid", f"{selector} may break across pages ({value})"
