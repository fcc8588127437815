"""Every printable page (the cheat sheets, the blank score pads) prints whole on one page of A4 and
one page of US Letter in headless Chromium: no second page, and nothing cut.

A page count alone does not see what a printer drops: a table too wide for its column is cut
at the column's edge (Material wraps tables in a box that scrolls sideways, and paper does not
scroll), and a word wider than its cell runs over the next one, yet the sheet still prints on one
page. So each case lays the page out as Chromium prints it (print media, the page's own print CSS,
a viewport of the paper's printable area: the paper less print.css's ``@page`` margins) and
fails on any element past the printable width, any box whose content is wider than the box
(scrolled, clipped or spilling), a word broken between two letters to fit a narrow column, and
content taller than one page; then it prints the PDF and counts its pages.

Every PDF takes a Chromium print, so ``make test`` prints a representative subset: each page in
the language whose text is longest (the one most likely to spill) on both papers. The whole
matrix (every page x every language x both papers) carries the ``print_matrix`` marker, which
``make test`` leaves out; ``make test-print`` runs all of it.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from browser_harness import serve_site

from sitegen import languages

from site_helpers import ROOT, BuiltSite

pytestmark = pytest.mark.browser
PAPERS = {"A4": (210.0, 297.0), "Letter": (215.9, 279.4)}  # millimetres, portrait
PX_PER_MM = 96 / 25.4
PRINT_CSS = ROOT / "docs" / "assets" / "stylesheets" / "print.css"
PRINTED_SOURCES = sorted(
    (p for p in languages.source_pages()
     if p.parent.name == "cheat-sheets" or (p.parent.name == "tools" and p.name.startswith("score-pad"))),
    key=lambda p: p.relative_to(languages.DOCS).as_posix())


def page_margin_mm(css: Path = PRINT_CSS) -> float:
    """The ``@page`` margin the site prints with (one value, all four sides)."""
    rule = re.search(r"@page\s*\{[^}]*?margin:\s*([\d.]+)mm\s*;", css.read_text(encoding="utf-8"))
    assert rule, f"{css} sets no @page margin in mm"
    return float(rule.group(1))


def printable_area(paper: str) -> tuple[float, float]:
    """(width, height) in CSS pixels of what one sheet of ``paper`` prints."""
    margin = page_margin_mm()
    width, height = PAPERS[paper]
    return (width - 2 * margin) * PX_PER_MM, (height - 2 * margin) * PX_PER_MM


def longest_language(source: Path) -> str:
    """The language whose page source is longest (characters, not bytes: Cyrillic is two bytes)."""
    def length(lang: str) -> int:
        path = languages.translated_path(source, lang)
        return len(path.read_text(encoding="utf-8")) if path.exists() else 0
    return max(languages.codes(), key=length)


def print_cases() -> list:
    cases = []
    for source in PRINTED_SOURCES:
        printed = source.relative_to(languages.DOCS).as_posix()
        sample = longest_language(source)
        for lang in languages.codes():
            marks = () if lang == sample else (pytest.mark.print_matrix,)
            cases += [pytest.param(printed, lang, paper, marks=marks, id=f"{printed}-{lang}-{paper}")
                      for paper in PAPERS]
    return cases


# What a printer would lose, read from the page laid out for print. Elements hidden in print, and
# the visually hidden ones (a 1 px box for screen readers), print nothing and are skipped.
CUT_CONTENT = r"""({width, height}) => {
  const problems = [];
  const describe = (el) => {
    const text = (el.innerText || el.textContent || "").trim().replace(/\s+/g, " ").slice(0, 50);
    const cls = typeof el.className === "string" && el.className.trim()
      ? "." + el.className.trim().split(/\s+/).join(".") : "";
    return `<${el.tagName.toLowerCase()}${cls}> "${text}"`;
  };
  let bottom = 0;
  for (const el of document.body.querySelectorAll("*")) {
    const style = getComputedStyle(el);
    if (style.display === "none" || style.visibility === "hidden" || style.display === "contents") continue;
    const box = el.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1) continue;
    bottom = Math.max(bottom, box.bottom + window.scrollY);
    if (box.left < -0.5 || box.right > width + 0.5) {
      problems.push(`reaches past the printable width (${Math.round(box.left)} to ${Math.round(box.right)} `
                    + `of 0 to ${Math.round(width)} px): ${describe(el)}`);
    }
    if (style.display === "inline") continue;
    if (el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1) {
      const how = style.overflowX === "visible" ? "runs out of" : "is cut by";
      problems.push(`content ${how} its box (${el.scrollWidth} px in ${el.clientWidth} px): ${describe(el)}`);
    }
    if (style.overflowY !== "visible" && el.clientHeight > 0 && el.scrollHeight > el.clientHeight + 1) {
      problems.push(`content is cut at the bottom of its box (${el.scrollHeight} px in ${el.clientHeight} px): `
                    + describe(el));
    }
  }
  // A word the layout had to break between letters (a column too narrow for it): "Run|de".
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !parent.getClientRects().length || getComputedStyle(parent).visibility === "hidden") continue;
    for (const word of node.data.matchAll(/[^\s\-\u2010-\u2014/]{2,}/g)) {
      const range = document.createRange();
      range.setStart(node, word.index);
      range.setEnd(node, word.index + word[0].length);
      const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
      if (lines.size > 1) problems.push(`a word is broken across lines: "${word[0]}" in ${describe(parent)}`);
    }
  }
  if (bottom > height + 0.5) {
    problems.push(`content is ${Math.round(bottom)} px tall; one page holds ${Math.round(height)} px`);
  }
  return problems;
}"""


def worst_first(problem: str) -> int:
    """What the reader loses first (a cut cell), then what spills; the boxes around a wide table
    (every ancestor runs over too) last."""
    order = ("is cut by", "cut at the bottom", "past the printable width", "broken across", "tall")
    return next((rank for rank, kind in enumerate(order) if kind in problem), len(order))


@pytest.fixture(scope="module")
def print_page(site: BuiltSite, browser):
    """A page of pytest-playwright's session browser (one Playwright per test session: a second
    sync_playwright() inside the same session fails), serving this session's built site, with
    print media on."""
    with serve_site(site.root) as origin:
        page = browser.new_page()
        page.emulate_media(media="print")
        yield page, origin
        page.close()


def test_paper_sizes_are_the_printers() -> None:
    """Chromium's own paper sizes, which ``page.pdf(format=...)`` prints on."""
    assert PAPERS == {"A4": (210.0, 297.0), "Letter": (215.9, 279.4)}
    assert 0 < page_margin_mm() < 25


def test_score_pads_are_printed() -> None:
    """The blank score pads are on the list of printed pages (one per game), not only the sheets."""
    pads = {p.name for p in PRINTED_SOURCES if p.name.startswith("score-pad")}
    assert pads == {"score-pad-pitch31.md", "score-pad-ten-point.md",
                    "score-pad-thirteen-point-partner.md", "score-pad-three-thirteen.md"}


@pytest.mark.parametrize("printed, lang, paper", print_cases())
def test_prints_whole_on_one_page(print_page, site: BuiltSite, printed: str, lang: str, paper: str) -> None:
    page, origin = print_page
    width, height = printable_area(paper)
    page.set_viewport_size({"width": int(width), "height": int(height)})
    url = site.page(lang, printed).relative_to(site.root).parent.as_posix()
    page.goto(f"{origin}/{url}/")
    page.evaluate("document.fonts.ready")
    problems = sorted(page.evaluate(CUT_CONTENT, {"width": width, "height": height}), key=worst_first)
    assert not problems, (f"{lang} {printed} on {paper} does not print whole:\n  "
                          + "\n  ".join(problems[:12])
                          + (f"\n  ... and {len(problems) - 12} more" if len(problems) > 12 else ""))
    pdf = page.pdf(format=paper, print_background=True)
    pages = len(re.findall(rb"/Type\s*/Page\b", pdf))
    assert pages == 1, f"{lang} {printed} prints on {pages} {paper} pages"
