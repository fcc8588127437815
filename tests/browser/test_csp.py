"""The Content-Security-Policy in a real browser: no page kind breaks it, in any language, and the
engine also runs under the policies the example server sends as headers (deploy/nginx.conf).

What the policy refuses shows twice: as a ``securitypolicyviolation`` event, recorded here by an
init script, and as a console error, which the harness fails on (workers' consoles included).
A page is watched until it has finished: the engine answered (``pitch-engine:ready``) and the
service worker saved what the page asks for, so the offline code runs under the policy too.
"""

from __future__ import annotations

import functools
import threading
from contextlib import contextmanager
from typing import Iterator

import pytest
from playwright.sync_api import Browser, ConsoleMessage, Page, expect

from browser_harness import PATIENCE_MS, SITE_DIR, _QuietServer, _QuietSiteHandler
from sitegen import csp

pytestmark = pytest.mark.browser

RECORD_VIOLATIONS = """
    window.cspViolations = [];
    const record = (event) => window.cspViolations.push(
        `${event.effectiveDirective} refused ${event.blockedURI || "inline code"} (${event.sourceFile}:${event.lineNumber})`);
    document.addEventListener("securitypolicyviolation", record);
"""
# A function, not an expression: Playwright evaluates a bare expression with eval, which the policy refuses.
ENGINE_READY = "() => performance.getEntriesByName('pitch-engine:ready').length > 0"
# Every kind of page (a rules page, the tutorial, play and the three table tools), each in another
# language, so the crawl also has the service worker save every language's pages under the policy.
PAGE_KINDS = {
    "rules page": ("pitch/basics/", False),
    "tutorial": ("ro/tutorial/", True),
    "play": ("de/play/", True),
    "hand viewer": ("cs/tools/hand-viewer/", True),
    "score keeper": ("mk/tools/score-keeper/", True),
    "meld calculator": ("tools/meld-calculator/", True),
}


def visit_and_finish(page: Page, path: str, runs_engine: bool) -> list[str]:
    """Open the page, wait until it has done all it does, and return the violations it reported."""
    page.goto(path)
    if runs_engine:
        page.wait_for_function(ENGINE_READY, timeout=PATIENCE_MS)
    expect(page.locator(".lp-offline")).to_have_attribute("data-offline", "saved" if runs_engine else "pages")
    return page.evaluate("window.cspViolations")


@pytest.mark.service_worker  # the crawl covers the worker's script and what it fetches
def test_no_page_kind_breaks_the_policy(page: Page) -> None:
    page.add_init_script(RECORD_VIOLATIONS)
    found = {}
    for kind, (path, runs_engine) in PAGE_KINDS.items():
        violations = visit_and_finish(page, path, runs_engine)
        assert page.get_attribute('meta[http-equiv="Content-Security-Policy"]', "content") == csp.PAGE_POLICY
        if violations:
            found[kind] = violations
    assert found == {}


# -- the example server's headers ---------------------------------------------------------------


class _HeaderHandler(_QuietSiteHandler):
    """Sends the policies as deploy/nginx.conf does: the page policy on everything, the worker's
    own on the engine worker's script (a worker's policy comes from its response, not its page)."""

    worker_header = csp.WORKER_HEADER

    def end_headers(self) -> None:
        is_worker = self.path.split("?")[0].endswith("/runtime/engine-worker.mjs")
        self.send_header("Content-Security-Policy", self.worker_header if is_worker else csp.PAGE_HEADER)
        super().end_headers()


@contextmanager
def serve_with_policy_headers(worker_header: str) -> Iterator[str]:
    handler = type("Handler", (_HeaderHandler,), {"worker_header": worker_header})
    server = _QuietServer(("127.0.0.1", 0), functools.partial(handler, directory=str(SITE_DIR)))
    server.daemon_threads = True
    thread = threading.Thread(target=server.serve_forever, name="csp-header-server", daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_port}/"
    finally:
        server.shutdown()
        server.server_close()
        thread.join()


@contextmanager
def page_served_with(browser: Browser, worker_header: str) -> Iterator[tuple[Page, list[str]]]:
    """A page of a fresh context on that server, and the console errors of its pages and workers."""
    with serve_with_policy_headers(worker_header) as url:
        context = browser.new_context(base_url=url)
        context.set_default_timeout(PATIENCE_MS)
        errors: list[str] = []
        context.on("console", lambda message: message.type == "error" and errors.append(message.text))
        context.on("weberror", lambda error: errors.append(str(error.error)))
        context.on("response", lambda response: response.status >= 400 and errors.append(f"HTTP {response.status}: {response.url}"))
        page = context.new_page()
        page.add_init_script(RECORD_VIOLATIONS)
        try:
            yield page, errors
        finally:
            context.close()


def test_the_engine_runs_under_the_header_policies_without_unsafe_eval(browser: Browser) -> None:
    """The bundled Pyodide boots and answers with 'wasm-unsafe-eval' and no 'unsafe-eval'."""
    assert "'unsafe-eval'" not in csp.WORKER_HEADER and "'unsafe-eval'" not in csp.PAGE_HEADER
    with page_served_with(browser, csp.WORKER_HEADER) as (page, errors):
        violations = visit_and_finish(page, "tools/meld-calculator/", runs_engine=True)
        header = page.evaluate("fetch('/runtime/engine-worker.mjs').then((r) => r.headers.get('content-security-policy'))")
    assert header == csp.WORKER_HEADER
    assert violations == [] and errors == []


def test_the_worker_obeys_its_own_policy_and_needs_wasm_compilation(browser: Browser) -> None:
    """Served with the page's policy (no 'wasm-unsafe-eval'), the worker cannot compile Pyodide:
    proof that a worker's policy is its own response's, and that its allowance is needed."""
    def refused_wasm(message: ConsoleMessage) -> bool:
        return "WebAssembly" in message.text and "Content Security" in message.text

    with page_served_with(browser, csp.PAGE_HEADER) as (page, _errors):
        with page.expect_console_message(refused_wasm, timeout=PATIENCE_MS) as refusal:
            page.goto("tools/meld-calculator/")
        assert refusal.value.worker is not None or "engine-worker" in str(refusal.value.location)
