"""How long the engine takes to answer in a browser, and how many bytes a page costs.

In headless Chromium on localhost, serving the built site/ (``make site`` first):

* first answer through our worker: ``runtime/selftest.html`` boots the engine in its module
  worker and asks ``describe``; timed from navigation start to the answer, in a fresh browser
  context (cold cache) and again in the same context (warm: HTTP cache and compiled wasm kept);
* a bare ``loadPyodide()`` on the main thread of a page of the same site, for comparison: the
  worker restores the build's memory snapshot (Python started, pitch_core imported), so it can
  answer before a bare runtime has started; the worker's own timings show where its time goes;
* bytes: everything the cold self-test page downloads, and what gzip would make of it.

    python bench/browser_boot.py [--runs 3] [--page runtime/selftest.html]
"""

from __future__ import annotations

import argparse
import gzip
import statistics
import sys
from pathlib import Path
from urllib.parse import urlsplit

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "browser"))
from browser_harness import SITE_DIR, launch_options, missing_site_reason, serve_site
from playwright.sync_api import Browser, BrowserContext, sync_playwright

TIMEOUT_MS = 60_000
BARE_PAGE_PATH = "runtime/__bench-bare-pyodide.html"  # answered by the browser itself, not in site/
BARE_PAGE = """<!doctype html><html lang="en"><head><title>bare Pyodide</title><link rel="icon" href="data:,">
<script type="module">
  import { loadPyodide } from "./pyodide.mjs";
  const pyodide = await loadPyodide();
  window.answerMs = performance.now();
  window.answer = pyodide.runPython("1 + 1");
</script></head><body></body></html>"""


def engine_answer_ms(context: BrowserContext, page_path: str, worker_timings: list | None = None) -> float:
    page = context.new_page()
    page.goto(page_path)
    page.wait_for_selector("body:not([data-state=booting])", timeout=TIMEOUT_MS)
    if page.get_attribute("body", "data-state") != "ready":
        raise SystemExit(f"The engine did not start: {page.text_content('#status')}")
    ms = page.evaluate("performance.getEntriesByName('pitch-engine:first-answer')[0].startTime")
    if worker_timings is not None:
        worker_timings.append(page.evaluate("window.pitchEngine.ready.then((info) => info.timings)"))
    page.close()
    return ms


def bare_pyodide_ms(context: BrowserContext) -> float:
    page = context.new_page()
    page.goto(BARE_PAGE_PATH)
    page.wait_for_function("() => window.answer === 2", timeout=TIMEOUT_MS)
    ms = page.evaluate("window.answerMs")
    page.close()
    return ms


def new_context(browser: Browser, site_url: str) -> BrowserContext:
    context = browser.new_context(base_url=site_url)
    context.route(f"**/{BARE_PAGE_PATH}", lambda route: route.fulfill(body=BARE_PAGE, content_type="text/html"))
    return context


def downloaded_files(browser: Browser, site_url: str, page_path: str) -> dict[str, int]:
    """Bytes of each response body a cold load of the page fetched from the server."""
    context = new_context(browser, site_url)
    sizes: dict[str, int] = {}
    context.on("requestfinished", lambda request: sizes.__setitem__(request.url, request.sizes()["responseBodySize"]))
    engine_answer_ms(context, page_path)
    context.close()
    return sizes


def gzipped_size(site_dir: Path, url: str) -> int:
    local = site_dir / urlsplit(url).path.lstrip("/")
    return len(gzip.compress(local.read_bytes(), compresslevel=6)) if local.is_file() else 0


def summary(label: str, values: list[float]) -> str:
    seconds = [v / 1000 for v in values]
    return f"{label:<46} {statistics.median(seconds):>6.2f} {min(seconds):>6.2f} {max(seconds):>6.2f}"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--page", default="runtime/selftest.html", help="a page that boots the engine")
    args = parser.parse_args()
    if reason := missing_site_reason(SITE_DIR):
        print(reason, file=sys.stderr)
        return 1

    cold: list[float] = []
    warm: list[float] = []
    bare: list[float] = []
    inside: list[dict[str, float]] = []  # the worker's own timings per run
    with serve_site(SITE_DIR) as site_url, sync_playwright() as playwright:
        browser = playwright.chromium.launch(**launch_options())
        for _ in range(args.runs):
            context = new_context(browser, site_url)
            cold.append(engine_answer_ms(context, args.page, inside))
            warm.append(engine_answer_ms(context, args.page))
            context.close()
            context = new_context(browser, site_url)
            bare.append(bare_pyodide_ms(context))
            context.close()
        sizes = downloaded_files(browser, site_url, args.page)
        browser.close()

    print(f"Engine in headless Chromium, site on localhost, {args.runs} runs (seconds from navigation start)")
    print(f"{'':<46} {'median':>6} {'min':>6} {'max':>6}")
    print(summary("first answer through our worker, cold cache", cold))
    print(summary("first answer through our worker, warm cache", warm))
    print(summary("  inside the worker: manifest", [t["manifestMs"] for t in inside]))
    if all("snapshotMs" in t for t in inside):
        print(summary("  inside the worker: snapshot ready", [t["snapshotMs"] for t in inside]))
    print(summary("  inside the worker: loadPyodide()", [t["pyodideMs"] for t in inside]))
    print(summary("  inside the worker: + pitch_core installed", [t["engineMs"] for t in inside]))
    print(summary("bare loadPyodide() on the main thread, cold", bare))
    total, zipped = sum(sizes.values()), sum(gzipped_size(SITE_DIR, url) for url in sizes)
    print(f"\nBytes for {args.page}: {total / 1e6:.1f} MB in {len(sizes)} responses "
          f"({zipped / 1e6:.1f} MB if the server gzipped them)")
    for url, size in sorted(sizes.items(), key=lambda item: -item[1])[:5]:
        print(f"  {size / 1e6:>6.2f} MB  {urlsplit(url).path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
