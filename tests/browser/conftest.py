"""Browser tests: headless Debian Chromium (pytest-playwright) against the already built ``site/``.

Nothing is built here: ``make site`` builds, these tests only serve ``site/`` on localhost. Mark
tests with ``@pytest.mark.browser``. Fixtures:

* ``page`` / ``context``: pytest-playwright's, but watched: the test fails on any console error,
  uncaught page or worker error, or request to another origin. ``browser_problems.allow(regex)``
  lets a test provoke an error on purpose.
* ``shared_page``: a fresh page in one browser context shared by the whole session, so the 13 MB
  of Pyodide are downloaded (and the wasm compiled) once, not per test. Its origin's local and
  session storage are emptied before each test. Use ``page`` (a context of its own) for a test that
  routes requests, goes offline or otherwise changes the context. ``shared_tabs()`` opens more
  pages of the shared context (two tabs of one reader), closed after the test.
* ``context`` / ``page`` run with service workers blocked unless the test is marked
  ``service_worker`` (the offline tests, the policy crawl): elsewhere a first visit would also
  save the language's site and the 30 MB runtime in the background, the costliest part of a
  short test.

Languages: a flow that shows words runs once, in one language, and the languages take turns
across the tests (``@pytest.mark.parametrize("lang", ["ro"])``), so each language's pages are
driven without running every flow five times; the catalogs behind the words are checked without
a browser (tests/website, tests/tools).

Waiting: a test waits on the page's own signals (a status text, ``data-state``, the performance
mark ``pitch-engine:ready``), never on a fixed sleep, and asserts no durations (speed is measured
in ``bench/``). Every wait may take ``PATIENCE_MS``, so a busy machine passes; the engine's calls
get as long (``LEARN_PITCH_ENGINE.callTimeoutMs``), so a bot thinking on a loaded CPU is not cut
off; a test that wants a short limit sets its own.
* ``engine``: the engine already booted in the shared context (``runtime/selftest.html``);
  ``engine.call(fn, **args)`` returns the result, ``engine.error(fn, **args)`` the error record.
* ``axe``: ``axe(page)`` injects axe-core from node_modules and returns serious/critical violations.
"""

from __future__ import annotations

import re
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Callable, Iterator
from urllib.parse import urlsplit
from urllib.request import urlopen

import pytest
from browser_harness import AXE_SCRIPT, PATIENCE_MS, SITE_DIR, missing_site_reason, serve_site, settled
from playwright.sync_api import Browser, BrowserContext, ConsoleMessage, Page, Request, WebError, expect

BOOT_TIMEOUT_MS = PATIENCE_MS  # the page gives up by itself after 30 s (runtime.timeout)
PATIENT_ENGINE = f"window.LEARN_PITCH_ENGINE = {{ callTimeoutMs: {PATIENCE_MS} }};"


# -- the served site and the browser ----------------------------------------------------------


@pytest.fixture(scope="session")
def site_dir() -> Path:
    reason = missing_site_reason(SITE_DIR)
    if reason:
        pytest.fail(reason, pytrace=False)  # fail, never skip: a skipped browser suite hides breakage
    return SITE_DIR


@pytest.fixture(scope="session")
def site_url(site_dir: Path) -> Iterator[str]:
    with serve_site(site_dir) as url:
        yield url


@pytest.fixture(scope="session")
def base_url(site_url: str) -> str:
    """pytest-playwright gives every context this base URL: ``page.goto("ro/rules/")`` works."""
    return site_url


# Chromium itself is launched as tests/conftest.py says (the print tests share it).


@pytest.fixture(autouse=True)
def patient_expectations() -> Iterator[None]:
    """``expect(...)`` waits as long as a busy machine needs (a module may set a shorter limit)."""
    expect.set_options(timeout=PATIENCE_MS)
    yield
    expect.set_options(timeout=None)


def make_patient(context: BrowserContext) -> None:
    context.set_default_timeout(PATIENCE_MS)
    context.add_init_script(PATIENT_ENGINE)


# -- watching for errors and foreign requests -------------------------------------------------


class BrowserProblems:
    """Console errors, uncaught errors (pages and workers) and requests that leave our origin."""

    def __init__(self, site_url: str) -> None:
        self.origin = _origin(site_url)
        self.problems: list[str] = []
        self.requests: list[str] = []
        self._allowed: list[re.Pattern[str]] = []

    def watch(self, context: BrowserContext) -> None:
        context.on("console", self._on_console)
        context.on("weberror", self._on_web_error)
        context.on("request", self._on_request)

    def allow(self, pattern: str) -> None:
        """Accept console errors matching ``pattern`` (for tests that break things on purpose)."""
        self._allowed.append(re.compile(pattern))

    @contextmanager
    def for_one_test(self) -> Iterator[BrowserProblems]:
        """In a context shared by several tests: what a test allows and what it provokes is its own."""
        seen, allowed = len(self.problems), len(self._allowed)
        yield self
        del self._allowed[allowed:]
        self.check(since=seen)

    def check(self, since: int = 0) -> None:
        found = self.problems[since:]
        if found:
            pytest.fail("The browser reported problems:\n" + "\n".join(f"  - {p}" for p in found), pytrace=False)

    def _on_console(self, message: ConsoleMessage) -> None:
        if message.type == "error" and not self._is_allowed(message.text):
            where = message.location.get("url") or (message.worker.url if message.worker else "?")
            self.problems.append(f"console error at {where}: {message.text}")

    def _on_web_error(self, error: WebError) -> None:
        text = str(error.error)
        if not self._is_allowed(text) and not self._load_cut_short(text):
            self.problems.append(f"uncaught error: {error.error}")

    def _load_cut_short(self, text: str) -> bool:
        """A worker's script that "failed to load" although the site serves it: its page was
        closing (Material's search worker, say, when a test's tab closes), not a missing file."""
        found = _FAILED_SCRIPT.search(text)
        if not found or _origin(found["url"]) != self.origin:
            return False
        try:
            with urlopen(found["url"], timeout=10) as response:
                return response.status == 200
        except OSError:
            return False

    def _on_request(self, request: Request) -> None:
        self.requests.append(request.url)
        scheme = urlsplit(request.url).scheme
        if scheme not in ("data", "blob", "about") and _origin(request.url) != self.origin:
            self.problems.append(f"request to another origin: {request.method} {request.url}")

    def _is_allowed(self, text: str) -> bool:
        return any(pattern.search(text) for pattern in self._allowed)


_FAILED_SCRIPT = re.compile(r"The script at '(?P<url>[^']+)' failed to load")


def _origin(url: str) -> str:
    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}"


@pytest.fixture
def browser_problems(site_url: str) -> BrowserProblems:
    return BrowserProblems(site_url)


@pytest.fixture
def context(new_context: Callable[..., BrowserContext], browser_problems: BrowserProblems,
            request: pytest.FixtureRequest) -> Iterator[BrowserContext]:
    """pytest-playwright's per-test context, watched (so is ``page``, which lives in it). Its
    service workers are blocked unless the test is marked ``service_worker``."""
    workers = "allow" if request.node.get_closest_marker("service_worker") else "block"
    context = new_context(service_workers=workers)
    make_patient(context)
    browser_problems.watch(context)
    yield context
    browser_problems.check()


# -- one context for every test that only needs a booted engine -------------------------------


@contextmanager
def kept_context(browser: Browser, site_url: str, **options: Any) -> Iterator[tuple[BrowserContext, BrowserProblems]]:
    """A watched, patient context that lives across tests, with its problems. Chromium starts a
    context's processes anew each time its last page closes, and that costs more CPU than a
    test's page does: one idle page keeps them for the context's whole life."""
    problems = BrowserProblems(site_url)
    context = browser.new_context(base_url=site_url, **options)
    make_patient(context)
    problems.watch(context)
    keeper = context.new_page()
    yield context, problems
    keeper.close()
    context.close()


@pytest.fixture(scope="session")
def _shared(browser: Browser, site_url: str) -> Iterator[tuple[BrowserContext, BrowserProblems]]:
    with kept_context(browser, site_url) as (context, problems):
        # A page of our origin that loads nothing, to empty the origin's storage between tests.
        context.route(f"**/{STORAGE_RESET_PATH}", lambda route: route.fulfill(body=BLANK_PAGE, content_type="text/html"))
        yield context, problems


@pytest.fixture(scope="module")
def module_context(browser: Browser, site_url: str) -> Iterator[tuple[BrowserContext, BrowserProblems]]:
    """A context of one module's own, for tests that change their context the same way (routes,
    scripts): set up once, its files cached after the first test. Service workers are blocked,
    as in ``context``; each test wraps its pages in ``problems.for_one_test()``."""
    with kept_context(browser, site_url, service_workers="block") as kept:
        yield kept


STORAGE_RESET_PATH = "__reset-storage__.html"
BLANK_PAGE = "<!doctype html><html lang='en'><head><title>reset</title><link rel='icon' href='data:,'></head></html>"


@pytest.fixture
def shared_page(shared_tabs: Callable[[], Page]) -> Page:
    return shared_tabs()


@pytest.fixture
def shared_tabs(_shared: tuple[BrowserContext, BrowserProblems]) -> Iterator[Callable[[], Page]]:
    """``shared_tabs()`` opens a page of the shared context; the origin's storage is emptied
    before the first, and every page opened is closed after the test."""
    context, problems = _shared
    opened: list[Page] = []

    def open_tab() -> Page:
        page = context.new_page()
        if not opened:
            page.goto(STORAGE_RESET_PATH)
            page.evaluate("() => { localStorage.clear(); sessionStorage.clear(); }")
        opened.append(page)
        return page

    with problems.for_one_test():
        yield open_tab
        for page in opened:
            page.close()


class BootedEngine:
    """The engine running in a page of the shared context; calls go through engine.js for real."""

    def __init__(self, page: Page) -> None:
        self.page = page

    def call(self, fn: str, **args: Any) -> Any:
        answer = self._answer(fn, args)
        if "error" in answer:
            raise AssertionError(f"{fn}({args}) failed: {answer['error']}")
        return answer["result"]

    def error(self, fn: str, **args: Any) -> dict[str, Any]:
        """The ``{code, params, message}`` record of a call that is expected to fail."""
        answer = self._answer(fn, args)
        if "error" not in answer:
            raise AssertionError(f"{fn}({args}) was expected to fail but returned {answer['result']!r}")
        return answer["error"]

    def _answer(self, fn: str, args: dict[str, Any]) -> dict[str, Any]:
        return self.page.evaluate(
            """([fn, args]) => window.pitchEngine.call(fn, args).then(
                   (result) => ({ result }),
                   (e) => ({ error: { code: e.code, params: e.params, message: e.message } }))""",
            [fn, args],
        )


@pytest.fixture(scope="session")
def _engine_page(_shared: tuple[BrowserContext, BrowserProblems]) -> Iterator[Page]:
    context, _ = _shared
    page = context.new_page()
    page.goto("runtime/selftest.html")
    page.wait_for_selector("body:not([data-state=booting])", timeout=BOOT_TIMEOUT_MS)
    if page.get_attribute("body", "data-state") != "ready":
        pytest.fail(f"The engine did not boot: {page.text_content('#status')}", pytrace=False)
    yield page
    page.close()


@pytest.fixture
def engine(_engine_page: Page, _shared: tuple[BrowserContext, BrowserProblems]) -> Iterator[BootedEngine]:
    _, problems = _shared
    seen = len(problems.problems)
    yield BootedEngine(_engine_page)
    problems.check(since=seen)


# -- accessibility ----------------------------------------------------------------------------

SERIOUS_IMPACTS = ("serious", "critical")


def axe_violations(page: Page, impacts: tuple[str, ...] = SERIOUS_IMPACTS) -> list[dict[str, Any]]:
    """Run axe-core (from node_modules) on the page once it has settled: a button still fading in
    (Material's "Back to top") has not got its colours yet. The pages' policy allows no inline
    script, so axe comes as a same-origin file that the test itself answers (a route), never from
    the site or the network."""
    settled(page)
    if not AXE_SCRIPT.is_file():
        pytest.fail(f"{AXE_SCRIPT} is missing: run make setup", pytrace=False)
    if not page.evaluate("() => typeof window.axe === 'object'"):
        origin = page.evaluate("() => location.origin")
        address = f"{origin}/__test-only__/axe.min.js"
        page.route(address, lambda route: route.fulfill(path=str(AXE_SCRIPT), content_type="text/javascript"))
        page.add_script_tag(url=address)
    violations = page.evaluate(
        """async () => (await axe.run(document, { resultTypes: ["violations"] })).violations.map((v) => ({
               id: v.id, impact: v.impact, help: v.help,
               nodes: v.nodes.map((n) => n.target.join(" ")) }))"""
    )
    return [v for v in violations if v["impact"] in impacts]


@pytest.fixture
def axe() -> Callable[..., list[dict[str, Any]]]:
    return axe_violations
