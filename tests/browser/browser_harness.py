"""What the browser tests and ``bench/browser_boot.py`` share: serving the built site and
launching Debian's Chromium the way this machine needs (see shared TOOLCHAIN notes)."""

from __future__ import annotations

import functools
import http.server
import json
import os
import re
import sys
import threading
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Iterator

if TYPE_CHECKING:
    from playwright.sync_api import Page

ROOT = Path(__file__).resolve().parents[2]
# LEARN_PITCH_SITE points the tests at another built site (e.g. a throwaway one in /tmp).
SITE_DIR = Path(os.environ.get("LEARN_PITCH_SITE", ROOT / "site"))
AXE_SCRIPT = ROOT / "node_modules" / "axe-core" / "axe.min.js"

# How long a browser test may wait for the page's own signal. Quiet, a boot takes about 5 s and a
# bot's move well under one; with the load average at 8 both take several times longer. The
# limit only stops a hung test: tests assert no durations (bench/ measures speed).
PATIENCE_MS = 180_000

CHROMIUM = "/usr/bin/chromium"
# Without the background-networking flags Chromium tries to reach the network on its own.
CHROMIUM_FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


def tutorial_data(lang: str) -> dict:
    """The built lesson data the tutorial page of ``lang`` loads."""
    return json.loads((SITE_DIR / "tutorial-data" / f"{lang}.json").read_text(encoding="utf-8"))


def learners_move(frame: dict) -> bool:
    """Whether a guided hand's ``frame`` waits for the learner's move (the learner's own seat also
    has exchange frames, which run by themselves and only ask for Next)."""
    return "moves" in frame


def missing_site_reason(site_dir: Path = SITE_DIR) -> str | None:
    """Why ``site_dir`` cannot be tested, or None if it holds a built site with the runtime."""
    for needed in ("index.html", "runtime/manifest.json"):
        if not (site_dir / needed).is_file():
            return f"{site_dir} has no {needed}: run make site first"
    return None


def launch_options(headless: bool = True) -> dict:
    flags = CHROMIUM_FLAGS if headless else [f for f in CHROMIUM_FLAGS if f != "--headless"]
    return {"executable_path": CHROMIUM, "args": flags, "headless": headless}


class _QuietSiteHandler(http.server.SimpleHTTPRequestHandler):
    # With a wrong MIME type for .wasm, loadPyodide() hangs instead of failing: be explicit.
    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".wasm": "application/wasm",
        ".mjs": "text/javascript",
        ".js": "text/javascript",
        ".json": "application/json",
    }

    protocol_version = "HTTP/1.1"  # keep-alive: a page's dozens of files over a few connections, as a real host does

    def log_message(self, format: str, *args: object) -> None:
        pass  # one line per request would drown the test output


class _QuietServer(http.server.ThreadingHTTPServer):
    """A browser closing a connection early (a cancelled fetch, a closed page) is not a failure."""

    def handle_error(self, request, client_address) -> None:
        if not isinstance(sys.exc_info()[1], (ConnectionError, TimeoutError)):
            super().handle_error(request, client_address)


@contextmanager
def serve_site(site_dir: Path = SITE_DIR, headers: dict[str, str] | None = None) -> Iterator[str]:
    """Serve ``site_dir`` on a free localhost port (with ``headers`` on every answer, as a host
    may add); yields the base URL ending in ``/``."""
    extra = dict(headers or {})

    class Handler(_QuietSiteHandler):
        def end_headers(self) -> None:
            for name, value in extra.items():
                self.send_header(name, value)
            super().end_headers()

    handler = functools.partial(Handler, directory=str(site_dir))
    server = _QuietServer(("127.0.0.1", 0), handler)
    server.daemon_threads = True
    thread = threading.Thread(target=server.serve_forever, name="site-server", daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_port}/"
    finally:
        server.shutdown()
        server.server_close()
        thread.join()


# -- the page at rest: what a picture or an audit of a page must wait for ------------------------

# Material's own palette switch, as the header's toggle does it (setting the body's attribute by
# hand is undone by Material at once). Answers whether the page is now in that palette.
SWITCH_PALETTE = """(scheme) => {
  const input = document.querySelector(`input[name=__palette][data-md-color-scheme="${scheme}"]`);
  input.checked = true;
  input.dispatchEvent(new Event("change", { bubbles: true }));
  return document.body.getAttribute("data-md-color-scheme") === scheme;
}"""

# Fonts loaded, two frames drawn, then every finite animation and transition over: Material fades
# its navigation in when the layout changes and colours glide after a palette switch.
SETTLED = """() => document.fonts.ready
  .then(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
  .then(() => {
    // Transitions and short animations about to end; one paused or restarted midway must not
    // hang the wait, so it is bounded by the longest of their own remaining times.
    const ending = document.getAnimations().filter((a) => a.playState === "running" && a.effect
      && a.effect.getComputedTiming().endTime - (a.currentTime || 0) <= 2000);
    const longest = Math.max(0, ...ending.map((a) => a.effect.getComputedTiming().endTime - (a.currentTime || 0)));
    return Promise.race([Promise.all(ending.map((a) => a.finished.catch(() => null))),
                         new Promise((done) => setTimeout(done, longest + 250))]);
  })"""


def set_palette(page: Page, scheme: str) -> None:
    page.wait_for_function(SWITCH_PALETTE, arg=scheme)


def settled(page: Page) -> None:
    page.evaluate(SETTLED)


# -- what a page may load -------------------------------------------------------------------------

WEB = Path(__file__).resolve().parents[2] / "web"
# The rules pages load the house-rules marks (web/tools/house-marks.js, which start no engine and fetch
# the tools' data only for a remembered house game) and the style of their box, nothing else.
RULES_PAGE_MODULES_FROM = "tools/house-marks.js"


def module_closure(start: Path) -> set[str]:
    """Every module ``start`` imports, at any depth, by its path under web/ (its own included)."""
    seen: set[str] = set()
    todo = [start]
    while todo:
        module = todo.pop()
        name = module.relative_to(WEB).as_posix()
        if name in seen:
            continue
        seen.add(name)
        for found in re.finditer(r'^import [^;]*?from "(\.[^"]+)"', module.read_text(encoding="utf-8"), re.M):
            todo.append((module.parent / found.group(1)).resolve())
    return seen


# Every page with headings has the "copy link" buttons' script and style (sitegen/copy_link.py).
COPY_LINK_FILES = {"common/copy-link.js", "common/copy-link.css"}


def rules_page_front_end() -> set[str]:
    """What a rules page may load of the front end (paths under web/)."""
    return module_closure(WEB / RULES_PAGE_MODULES_FROM) | {"tools/tools.css"} | COPY_LINK_FILES
