"""The tutorial page in headless Chromium, in one run: how soon the learner can act, how soon
the engine answers, against a bare ``loadPyodide()``, and the bytes of a rules page and a tutorial
page. Targets: first interaction under 1 s; engine ready within 1.2 times the bare Pyodide boot;
zero Pyodide bytes on rules pages.

    make site && python bench/tutorial_page.py [--runs 3]
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "browser"))
from browser_boot import bare_pyodide_ms, new_context  # noqa: E402
from browser_harness import SITE_DIR, launch_options, missing_site_reason, serve_site  # noqa: E402
from playwright.sync_api import BrowserContext, sync_playwright  # noqa: E402

TUTORIAL = "tutorial/#lesson-tricks/lead-ace"  # a step where the learner makes a move
RULES_PAGE = "pitch/basics/"
TIMEOUT_MS = 60_000


def tutorial_timings(context: BrowserContext) -> tuple[float, float]:
    """(ms to the first clickable move, ms to the engine's ready mark), from navigation start."""
    page = context.new_page()
    page.goto(TUTORIAL)
    page.wait_for_selector('.lp-step [data-move="S:AS"]', timeout=TIMEOUT_MS)
    interactive = page.evaluate("performance.now()")
    page.wait_for_function("performance.getEntriesByName('pitch-engine:ready').length > 0", timeout=TIMEOUT_MS)
    ready = page.evaluate("performance.getEntriesByName('pitch-engine:ready')[0].startTime")
    page.close()
    return interactive, ready


def page_bytes(context: BrowserContext, path: str, wait_for_engine: bool) -> tuple[int, int]:
    """(all bytes, Pyodide runtime bytes) a cold load of the page downloads."""
    sizes: dict[str, int] = {}
    context.on("requestfinished", lambda r: sizes.__setitem__(r.url, r.sizes()["responseBodySize"]))
    page = context.new_page()
    page.goto(path)
    if wait_for_engine:
        page.wait_for_function("performance.getEntriesByName('pitch-engine:ready').length > 0", timeout=TIMEOUT_MS)
    else:
        page.wait_for_load_state("networkidle")
    page.close()
    runtime = sum(size for url, size in sizes.items() if "/runtime/" in url)
    return sum(sizes.values()), runtime


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    if reason := missing_site_reason(SITE_DIR):
        print(reason, file=sys.stderr)
        return 1
    interactive, ready, bare = [], [], []
    with serve_site(SITE_DIR) as site_url, sync_playwright() as playwright:
        browser = playwright.chromium.launch(**launch_options())
        for _ in range(args.runs):
            context = new_context(browser, site_url)
            first, engine = tutorial_timings(context)
            interactive.append(first)
            ready.append(engine)
            context.close()
            context = new_context(browser, site_url)
            bare.append(bare_pyodide_ms(context))
            context.close()
        rules = page_bytes(new_context(browser, site_url), RULES_PAGE, wait_for_engine=False)
        tutorial = page_bytes(new_context(browser, site_url), TUTORIAL, wait_for_engine=True)
        browser.close()
    med = statistics.median
    print(f"Tutorial page in headless Chromium on localhost, {args.runs} cold runs (median, seconds)")
    print(f"  first interactive lesson step     {med(interactive) / 1000:6.2f}")
    print(f"  engine ready (worker, pitch_core) {med(ready) / 1000:6.2f}")
    print(f"  bare loadPyodide(), same site     {med(bare) / 1000:6.2f}")
    print(f"  engine ready / bare Pyodide       {med(ready) / med(bare):6.2f}")
    print(f"Bytes: rules page {rules[0] / 1e3:,.0f} kB (Pyodide runtime: {rules[1]} bytes); "
          f"tutorial page {tutorial[0] / 1e6:.1f} MB (runtime {tutorial[1] / 1e6:.1f} MB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
