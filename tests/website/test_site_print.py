"""Each cheat sheet prints on one page of A4 and on one page of US Letter (headless Chromium)."""

from __future__ import annotations

import functools
import http.server
import re
import threading
from pathlib import Path

import pytest

from sitegen import languages

from site_helpers import BuiltSite

pytestmark = pytest.mark.browser
CHROMIUM = Path("/usr/bin/chromium")
CHEAT_SHEETS = sorted(p.relative_to(languages.DOCS).as_posix()
                      for p in languages.source_pages() if p.parent.name == "cheat-sheets")


@pytest.fixture(scope="module")
def browser_page(site: BuiltSite, browser):
    """A page of pytest-playwright's session browser (one Playwright per test session: a second
    sync_playwright() inside the same session fails), serving this session's built site."""
    if not CHROMIUM.exists():
        pytest.fail("Chromium is needed to print the cheat sheets (apt-get install chromium)")
    handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=str(site.root))
    handler.log_message = lambda *args: None  # type: ignore[method-assign]
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    page = browser.new_page()
    yield page, f"http://127.0.0.1:{server.server_port}"
    page.close()
    server.shutdown()


@pytest.mark.parametrize("paper", ["A4", "Letter"])
@pytest.mark.parametrize("lang", languages.codes())
@pytest.mark.parametrize("sheet", CHEAT_SHEETS)
def test_cheat_sheet_fits_one_page(browser_page, site: BuiltSite, sheet: str, lang: str, paper: str) -> None:
    page, origin = browser_page
    url = site.page(lang, sheet).relative_to(site.root).parent.as_posix()
    page.goto(f"{origin}/{url}/")
    pdf = page.pdf(format=paper, print_background=True)
    pages = len(re.findall(rb"/Type\s*/Page\b", pdf))
    assert pages == 1, f"{lang} {sheet} prints on {pages} {paper} pages"
