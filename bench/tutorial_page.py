"""The tutorial page in headless Chromium, in one run: how soon the learner can act, how soon
the engine answers, against a bare ``loadPyodide()``, and the bytes of a rules page and a tutorial
page (the page's own, apart from what the service worker saves for offline use meanwhile).
Targets (issue 12), each printed against its figure: the first lesson step interactive under
0.5 s cold; the engine ready cold at most 1.0 times a bare ``loadPyodide()`` cold; the engine
ready on a second visit (warm caches) under 2 s; zero Pyodide bytes on rules pages.

Cold runs use a fresh browser context each; the warm visit reloads the tutorial in the context
of the cold run just before it. Other work on the machine skews all figures alike, which is why
the engine and the bare runtime are measured side by side in one run.

    make site && python bench/tutorial_page.py [--runs 3]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
from pathlib import Path
from typing import NamedTuple

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "browser"))
from browser_boot import bare_pyodide_ms, new_context
from browser_harness import SITE_DIR, launch_options, missing_site_reason, serve_site
from playwright.sync_api import BrowserContext, sync_playwright

TUTORIAL = "tutorial/#lesson-tricks/lead-ace"  # a step where the learner makes a move
RULES_PAGE = "pitch/basics/"
TIMEOUT_MS = 60_000
FIRST_STEP_TARGET_S = 0.5
READY_RATIO_TARGET = 1.0
WARM_READY_TARGET_S = 2.0


def verdict(met: bool) -> str:
    return "met" if met else "MISSED"


# When the first move button appears, stamped by the page itself (a MutationObserver), so the
# figure does not include the bench's own polling.
STAMP_FIRST_MOVE = """
    new MutationObserver((_, observer) => {
        if (document.querySelector('.lp-step [data-move="S:AS"]')) {
            window.firstMoveMs = performance.now();
            observer.disconnect();
        }
    }).observe(document, { childList: true, subtree: true });
"""


def tutorial_timings(context: BrowserContext) -> tuple[float, float]:
    """(ms to the first clickable move, ms to the engine's ready mark), from navigation start."""
    page = context.new_page()
    page.add_init_script(STAMP_FIRST_MOVE)
    page.goto(TUTORIAL)
    page.wait_for_function("() => window.firstMoveMs > 0", timeout=TIMEOUT_MS)
    interactive = page.evaluate("window.firstMoveMs")
    page.wait_for_function("() => performance.getEntriesByName('pitch-engine:ready').length > 0", timeout=TIMEOUT_MS)
    ready = page.evaluate("performance.getEntriesByName('pitch-engine:ready')[0].startTime")
    page.close()
    return interactive, ready


class Bytes(NamedTuple):
    page: int  # what the page and its workers download
    page_runtime: int  # of that, the Pyodide runtime and the engine (runtime/)
    saved: int  # what the service worker downloads in the background to save for offline use
    saved_runtime: int


def page_bytes(context: BrowserContext, path: str, wait_for_engine: bool) -> Bytes:
    """The bytes a cold load of the page downloads, the page's own apart from what the service
    worker saves for offline use meanwhile (the language's pages; the runtime only once a page
    that runs the engine was visited)."""
    sizes: dict[tuple[str, bool], int] = {}
    context.on("requestfinished", lambda r: sizes.__setitem__((r.url, r.service_worker is not None),
                                                             r.sizes()["responseBodySize"]))
    page = context.new_page()
    page.goto(path)
    if wait_for_engine:
        page.wait_for_function("() => performance.getEntriesByName('pitch-engine:ready').length > 0", timeout=TIMEOUT_MS)
    # the offline notice says when the worker has saved what this page asks for
    page.wait_for_selector(".lp-offline[data-offline=saved], .lp-offline[data-offline=pages]", timeout=TIMEOUT_MS)
    page.wait_for_load_state("networkidle")
    page.close()
    total = lambda by_worker, runtime: sum(size for (url, worker), size in sizes.items()
                                          if worker == by_worker and (not runtime or "/runtime/" in url))
    return Bytes(total(False, False), total(False, True), total(True, False), total(True, True))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    if reason := missing_site_reason(SITE_DIR):
        print(reason, file=sys.stderr)
        return 1
    interactive, ready, warm_interactive, warm_ready, bare = [], [], [], [], []
    loads = []
    with serve_site(SITE_DIR) as site_url, sync_playwright() as playwright:
        browser = playwright.chromium.launch(**launch_options())
        for _ in range(args.runs):
            loads.append(os.getloadavg()[0])
            context = new_context(browser, site_url)
            first, engine = tutorial_timings(context)
            interactive.append(first)
            ready.append(engine)
            first, engine = tutorial_timings(context)  # the second visit: HTTP cache and compiled wasm kept
            warm_interactive.append(first)
            warm_ready.append(engine)
            context.close()
            context = new_context(browser, site_url)
            bare.append(bare_pyodide_ms(context))
            context.close()
        rules = page_bytes(new_context(browser, site_url), RULES_PAGE, wait_for_engine=False)
        tutorial = page_bytes(new_context(browser, site_url), TUTORIAL, wait_for_engine=True)
        browser.close()
    med = lambda values: statistics.median(values) / 1000
    ratio = med(ready) / med(bare)
    print(f"Tutorial page in headless Chromium on localhost, {args.runs} runs (median, seconds; "
          f"load average {min(loads):.1f} to {max(loads):.1f})")
    print(f"  first interactive lesson step, cold   {med(interactive):6.2f}   target < {FIRST_STEP_TARGET_S}   "
          f"{verdict(med(interactive) < FIRST_STEP_TARGET_S)}")
    print(f"  engine ready (worker, pitch_core)     {med(ready):6.2f}")
    print(f"  bare loadPyodide(), same site, cold   {med(bare):6.2f}")
    print(f"  engine ready / bare Pyodide, cold     {ratio:6.2f}   target <= {READY_RATIO_TARGET}  "
          f"{verdict(ratio <= READY_RATIO_TARGET)}")
    print(f"  engine ready, second visit (warm)     {med(warm_ready):6.2f}   target < {WARM_READY_TARGET_S}   "
          f"{verdict(med(warm_ready) < WARM_READY_TARGET_S)}")
    print(f"  first interactive lesson step, warm   {med(warm_interactive):6.2f}")
    print(f"Bytes: rules page {rules.page / 1e3:,.0f} kB (Pyodide runtime: {rules.page_runtime} bytes); "
          f"tutorial page {tutorial.page / 1e6:.1f} MB (runtime {tutorial.page_runtime / 1e6:.1f} MB)")
    print(f"  saved for offline use meanwhile by the service worker: after the rules page "
          f"{rules.saved / 1e3:,.0f} kB (runtime: {rules.saved_runtime} bytes), after the tutorial "
          f"{tutorial.saved / 1e6:.1f} MB (runtime {tutorial.saved_runtime / 1e6:.1f} MB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
