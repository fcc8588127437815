"""The engine over a throttled network, as a reader gets it: ``make dist``'s tree served by nginx
with ``deploy/nginx.conf``, headless Chromium throttled through the DevTools protocol
(``Network.emulateNetworkConditions``), Play's cold engine-ready time and bytes on the wire against
a bare ``loadPyodide()`` page from the same server, per link, side by side in one run.

Targets (issue 34): Play's engine ready at most 1.0 times the bare ``loadPyodide()`` on every link.
The ratio is the figure: absolute times swing with the other work on the machine, and both pages
are measured in turn on the same link.

Each link is measured twice: a first visit (a fresh browser context: empty HTTP cache, no compiled
wasm, service workers blocked, so the page has no saved copy of anything) and a second visit (the
page opened once unthrottled, with its service worker, until it says the engine is saved for
offline use, then opened again on the throttled link: Play starts from the saved snapshot; the bare
page from the browser's HTTP cache). The bytes are nginx's own count (its access log's
``$bytes_sent``: headers and bodies as sent, aborted responses included), from the page's
navigation until its context is closed; a second visit's are only its own. The start Play used is
the ready mark's ``detail.start`` (engine.js).

The bare page runs Pyodide from a copy of its npm package beside the site (its full standard
library; the site's runtime ships one cut to what the engine imports).

    make site && python bench/network.py [--site SITE_DIR] [--dist /tmp/DIR] [--runs 3] [--files]

``--first-visit`` measures what the engine table leaves out: a reader's whole first visit to Play,
service worker allowed, until the page says the language and the engine are saved for offline use,
counted by nginx's own access log (``$bytes_sent``: headers and body as sent, aborted responses
included), per file; in a fresh browser profile and in a private window. Issue 34's target: at
most 16 MB, each file sent once (a second answer of a few hundred bytes is the worker's save
revalidating what the page downloaded: 304 Not Modified).

    python bench/network.py --first-visit [--runs 1]
"""

from __future__ import annotations

import argparse
import gzip
import os
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator, NamedTuple
from urllib.parse import urlsplit

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "deploy"))
sys.path.insert(0, str(ROOT / "tests" / "browser"))
import dist  # noqa: E402  (deploy/dist.py, what make dist runs)
import local_nginx  # noqa: E402  (deploy/local_nginx.py: deploy/nginx.conf run here)
from browser_harness import SITE_DIR, launch_options, missing_site_reason  # noqa: E402
from playwright.sync_api import Browser, BrowserContext, Page, Playwright, sync_playwright  # noqa: E402

from sitegen import csp  # noqa: E402
from web import runtime_hook  # noqa: E402

PLAY = "play/"
READY_MARK = "pitch-engine:ready"
TIMEOUT_MS = 180_000
FIRST_VISIT_MB = 16  # issue 34: a first visit to Play, saved for offline use, at most this much on the wire
# One line per response: the address asked for, the status, and every byte nginx sent for it.
ACCESS_LOG_FORMAT = "'$request_uri $status $bytes_sent'"


class Link(NamedTuple):
    name: str
    mbit: float | None  # None: not throttled
    latency_ms: float
    target: float  # the most Play's engine-ready may take, in bare loadPyodide()s


# Fast 4G as Chrome DevTools defines it (9 Mbit/s down, 1.5 up, 60 ms, its 150 ms less its
# packet-queue share); a good home line; no throttling at all.
LINKS = (
    Link("Fast 4G, 9 Mbit/s, 60 ms", 9, 60, 1.0),
    Link("50 Mbit/s, 20 ms", 50, 20, 1.0),
    Link("localhost", None, 0, 1.0),
)

# The bare runtime as its npm package ships it (its full standard library, not the engine's cut
# one), in a folder of its own beside the site, started as its docs say.
BARE_DIR = "__bench-bare-pyodide/"
BARE_PAGE = BARE_DIR + "index.html"
BARE_FILES = {
    BARE_PAGE: """<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bare Pyodide</title>
<link rel="icon" href="data:,"><script type="module" src="bare.js"></script></head><body></body></html>
""",
    BARE_DIR + "bare.js": """import { loadPyodide } from "./pyodide.mjs";
const pyodide = await loadPyodide();
window.answer = pyodide.runPython("1 + 1");
performance.mark("bare-pyodide:ready");
""",
}


# -- the server -------------------------------------------------------------------------------


def make_dist(site: Path, target: Path) -> None:
    counts = dist.make_dist(site, target)
    bare = target / BARE_DIR
    bare.mkdir()
    for name in runtime_hook.PYODIDE_CORE_FILES:
        original = shutil.copy2(runtime_hook.PYODIDE_DIR / name, bare / name)
        data = Path(original).read_bytes()
        dist.keep_if_smaller(Path(original), ".gz", gzip.compress(data, compresslevel=9, mtime=0), len(data))
        if dist.brotli is not None:  # the same encodings as the site's own copy of these files
            dist.keep_if_smaller(Path(original), ".br", dist.brotli_copy(data), len(data))
    for path, text in BARE_FILES.items():
        (target / path).write_text(text, encoding="utf-8")
    print(f"{target}: {counts['gzip']} gzip, {counts['br']} brotli copies", file=sys.stderr)


def server_block(dist_dir: Path, port: int) -> str:
    """deploy/nginx.conf with our port and root, and the bare page allowed to compile wasm (it runs
    Pyodide on its own main thread, where the site's pages never do)."""
    try:
        server = local_nginx.server_block(dist_dir, port)
    except local_nginx.ConfigChanged as changed:
        raise SystemExit(str(changed)) from None
    bare = f'    location ^~ /{BARE_DIR} {{\n        add_header Content-Security-Policy "{csp.WORKER_HEADER}" always;\n    }}\n}}'
    return server[: server.rstrip().rindex("}")] + bare + "\n"


@contextmanager
def nginx(dist_dir: Path, access_log: Path | None = None) -> Iterator[str]:
    """nginx serving ``dist_dir`` on a free localhost port, in a folder of its own; yields its URL.
    With ``access_log``, nginx writes a line per response there (``ACCESS_LOG_FORMAT``)."""
    binary = shutil.which("nginx") or "/usr/sbin/nginx"
    with tempfile.TemporaryDirectory(prefix="bench-nginx-") as scratch:
        work = Path(scratch)
        port = local_nginx.free_port()
        logging = (f"    log_format sent {ACCESS_LOG_FORMAT};\n    access_log {access_log} sent;" if access_log
                   else "    access_log off;")
        local_nginx.main_config(work, server_block(dist_dir, port), logging)
        server = subprocess.Popen([binary, "-p", str(work), "-c", str(work / "nginx.conf")])
        try:
            for _ in range(600):
                if server.poll() is not None:
                    raise SystemExit(f"nginx stopped: {(work / 'error.log').read_text()}")
                try:
                    socket.create_connection(("127.0.0.1", port), timeout=1).close()
                    break
                except OSError:
                    time.sleep(0.1)
            yield f"http://127.0.0.1:{port}/"
        finally:
            server.terminate()
            server.wait(timeout=30)


# -- one cold load ------------------------------------------------------------------------------


class Load(NamedTuple):
    seconds: float  # navigation start to the ready mark
    wire_bytes: int  # what nginx sent: response headers and (encoded) bodies, the page's and its workers'
    files: dict[str, int]  # path: bytes nginx sent
    start: str  # how Play's engine started (the ready mark's detail): "snapshot", "plain"; "" for the bare page


class Server(NamedTuple):
    url: str
    log: Path  # nginx's access log (ACCESS_LOG_FORMAT)


def sent_since(log: Path, offset: int) -> dict[str, list[int]]:
    """What nginx sent since ``offset`` of its log, per path (queries dropped): the bytes of each response."""
    sent: dict[str, list[int]] = {}
    with log.open("rb") as lines:
        lines.seek(offset)
        for line in lines.read().decode().splitlines():
            address, _status, size = line.rsplit(" ", 2)
            sent.setdefault(urlsplit(address).path, []).append(int(size))
    return sent


def throttle(context: BrowserContext, page: Page, link: Link) -> None:
    session = context.new_cdp_session(page)
    session.send("Network.enable")
    if link.mbit is not None:
        per_second = link.mbit * 1e6 / 8
        session.send("Network.emulateNetworkConditions", {
            "offline": False, "latency": link.latency_ms,
            "downloadThroughput": per_second, "uploadThroughput": per_second / 6})


def timed_load(server: Server, context: BrowserContext, path: str, mark: str, link: Link) -> Load:
    """Open ``path`` in a new page of ``context`` on ``link`` until ``mark``; closes the context."""
    page = context.new_page()
    throttle(context, page, link)
    offset = server.log.stat().st_size if server.log.exists() else 0
    page.goto(path)
    page.wait_for_function(f"() => performance.getEntriesByName('{mark}').length > 0", timeout=TIMEOUT_MS)
    seconds, start = page.evaluate(f"[performance.getEntriesByName('{mark}')[0].startTime / 1000, "
                                   f"performance.getEntriesByName('{mark}')[0].detail?.start ?? '']")
    context.close()  # every response is finished (or cut) and logged by now
    files = {path: sum(sizes) for path, sizes in sent_since(server.log, offset).items()}
    return Load(seconds, sum(files.values()), files, start)


def cold_load(browser: Browser, server: Server, path: str, mark: str, link: Link) -> Load:
    """A first visit: nothing cached, nothing saved."""
    return timed_load(server, browser.new_context(base_url=server.url, service_workers="block"), path, mark, link)


def second_load(browser: Browser, server: Server, path: str, mark: str, link: Link) -> Load:
    """A second visit: the page opened once unthrottled (Play: until the engine is saved for offline
    use), then again on ``link``."""
    context = browser.new_context(base_url=server.url, service_workers="allow")
    page = context.new_page()
    page.goto(path)
    page.wait_for_function(f"() => performance.getEntriesByName('{mark}').length > 0", timeout=TIMEOUT_MS)
    if path == PLAY:
        page.wait_for_selector(".lp-offline[data-offline=saved]", state="attached", timeout=TIMEOUT_MS)
    page.close()
    return timed_load(server, context, path, mark, link)


# -- a whole first visit, saved for offline use --------------------------------------------------


class Visit(NamedTuple):
    seconds: float  # navigation start to "saved for offline use"
    sent: dict[str, list[int]]  # path: bytes nginx sent for each response to it


# Where the visit happens: a reader's browser profile (its HTTP cache on disk, as a browser keeps it)
# or a private window (Playwright's default context: the HTTP cache in memory, where Chromium keeps
# no entry over an eighth of its size, about 6 MB: the snapshot's 7 MB are not kept).
PROFILES = ("a browser profile", "a private window")


def first_visit(playwright: Playwright, url: str, log: Path, profile: str) -> Visit:
    """Play opened once with its service worker, until the page says the language and the engine
    are saved; what nginx sent meanwhile, per path (queries dropped)."""
    start = log.stat().st_size if log.exists() else 0
    with tempfile.TemporaryDirectory(prefix="bench-profile-") as folder:
        if profile == PROFILES[0]:
            context = playwright.chromium.launch_persistent_context(
                folder, **launch_options(), base_url=url, service_workers="allow")
            browser = None
        else:
            browser = playwright.chromium.launch(**launch_options())
            context = browser.new_context(base_url=url, service_workers="allow")
        page = context.new_page()
        began = time.monotonic()
        page.goto(PLAY)
        page.wait_for_selector(".lp-offline[data-offline=saved]", state="attached", timeout=TIMEOUT_MS)
        seconds = time.monotonic() - began
        context.close()  # every response is finished (or cut) and logged by now
        if browser:
            browser.close()
    return Visit(seconds, sent_since(log, start))


def print_first_visits(profile: str, visits: list[Visit], dist_dir: Path) -> None:
    totals = [sum(map(sum, visit.sent.values())) for visit in visits]
    visit = visits[totals.index(statistics.median_low(totals))]
    total = sum(map(sum, visit.sent.values()))
    twice = {path: sizes for path, sizes in visit.sent.items() if len(sizes) > 1 and sorted(sizes)[-2] > 1000}
    print(f"A first visit to Play in {profile}, saved for offline use: nginx's access log "
          f"(median of {len(visits)}, load average {os.getloadavg()[0]:.1f})")
    print(f"  {total / 1e6:.1f} MB on the wire in {sum(map(len, visit.sent.values()))} responses, "
          f"{visit.seconds:.1f} s to saved; target <= {FIRST_VISIT_MB} MB "
          f"{'met' if total <= FIRST_VISIT_MB * 1e6 else 'MISSED'}; "
          f"{len(twice)} files sent whole more than once")
    ranked = sorted(visit.sent.items(), key=lambda item: -sum(item[1]))
    for path, sizes in ranked[:10]:
        times = f"  ({len(sizes)} responses: {', '.join(f'{size / 1e6:.3f}' for size in sizes)} MB)" if len(sizes) > 1 else ""
        print(f"  {sum(sizes) / 1e6:>6.2f} MB  {path}{times}")
    if ranked[10:]:
        print(f"  {sum(sum(sizes) for _, sizes in ranked[10:]) / 1e6:>6.2f} MB  the other {len(ranked) - 10} files")


# -- the table ----------------------------------------------------------------------------------


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site", type=Path, default=SITE_DIR, help="a built site (make site)")
    parser.add_argument("--dist", type=Path, default=Path(tempfile.gettempdir()) / "learn-pitch-bench-dist",
                        help="where to write the dist tree (replaced if make dist wrote it)")
    parser.add_argument("--runs", type=int, default=3, help="loads of each page per link and visit (median)")
    parser.add_argument("--files", action="store_true", help="also list the largest files on the wire")
    parser.add_argument("--link", default="", help="only the links whose name holds this text")
    parser.add_argument("--first-visit", action="store_true",
                        help="instead: a whole first visit to Play saved for offline use, by nginx's access log")
    args = parser.parse_args()
    if reason := missing_site_reason(args.site):
        print(reason, file=sys.stderr)
        return 1
    make_dist(args.site, args.dist)
    if args.first_visit:
        with tempfile.TemporaryDirectory(prefix="bench-first-visit-") as scratch:
            log = Path(scratch) / "access.log"
            with nginx(args.dist, log) as url, sync_playwright() as playwright:
                visits = {profile: [first_visit(playwright, url, log, profile) for _ in range(args.runs)]
                          for profile in PROFILES}
        for profile, runs in visits.items():
            print_first_visits(profile, runs, args.dist)
        return 0
    rows = []
    with tempfile.TemporaryDirectory(prefix="bench-network-") as scratch:
        log = Path(scratch) / "access.log"
        with nginx(args.dist, log) as url, sync_playwright() as playwright:
            server = Server(url, log)
            browser = playwright.chromium.launch(**launch_options())
            for link in (link for link in LINKS if args.link in link.name):
                for visit, measure in (("first", cold_load), ("second", second_load)):
                    plays, bares = [], []
                    for _ in range(args.runs):  # in turn, so a busy moment of the machine hits both alike
                        plays.append(measure(browser, server, PLAY, READY_MARK, link))
                        bares.append(measure(browser, server, BARE_PAGE, "bare-pyodide:ready", link))
                    rows.append((link, visit, plays, bares))
            browser.close()
    print(f"Play's engine ready against a bare loadPyodide(), nginx serving {args.dist}, bytes by nginx's log, "
          f"median of {args.runs} (load average {os.getloadavg()[0]:.1f})")
    print(f"{'link':<26} {'visit':<6} {'Play ready':>10} {'bytes':>8} {'start':>8} {'bare':>7} {'bytes':>8} {'ratio':>6}  target")
    for link, visit, plays, bares in rows:
        play_s, bare_s = statistics.median(p.seconds for p in plays), statistics.median(b.seconds for b in bares)
        ratio = play_s / bare_s
        starts = "/".join(sorted({p.start for p in plays}))
        print(f"{link.name:<26} {visit:<6} {play_s:>8.1f} s {mb(plays):>5.1f} MB {starts:>8} {bare_s:>5.1f} s "
              f"{mb(bares):>5.1f} MB {ratio:>5.2f}x  <= {link.target}  {'met' if ratio <= link.target else 'MISSED'}")
        print(f"{'':<26} {'':<6} runs: Play {', '.join(f'{p.seconds:.1f}' for p in plays)} s; "
              f"bare {', '.join(f'{b.seconds:.1f}' for b in bares)} s")
    if args.files:
        for link, visit, plays, bares in rows:
            print(f"\n{link.name}, {visit} visit: the largest files on the wire (Play, then bare)")
            for load in (plays[0], bares[0]):
                for path, size in sorted(load.files.items(), key=lambda item: -item[1])[:6]:
                    print(f"  {size / 1e6:>6.2f} MB  {path}")
    return 0


def mb(loads: list[Load]) -> float:
    return statistics.median(load.wire_bytes for load in loads) / 1e6


if __name__ == "__main__":
    sys.exit(main())
