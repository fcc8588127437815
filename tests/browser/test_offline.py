"""Offline use in a real browser: after one visit, a language's whole site and the engine work
with the network off; rules pages leave the runtime alone until asked; a new build replaces the
saved one and the page says so; Reload in that notice brings the new build in however the page,
another tab or the install stand (the page still busy with the old worker, a second tab, a build
still installing).

The service worker is ``sitegen/offline/service-worker.js``; each page's control says where saving
stands in ``.lp-offline[data-offline]`` (pages: the language is saved, saved: the engine too), and
the notice in ``data-update`` (ready, applying).
"""

from __future__ import annotations

import functools
import http.server
import os
import re
import shutil
import threading
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, expect

from browser_harness import PATIENCE_MS, SITE_DIR, serve_site
from sitegen import languages, offline_manifest
from sitegen.catalogs import gettext
from sitegen.delivery import LATER, NEW_VERSION, NOT_SAVED_TITLE, RELOAD, SAVED_LANGUAGE

pytestmark = [pytest.mark.browser, pytest.mark.service_worker]

ENGINE_READY = "() => performance.getEntriesByName('pitch-engine:ready').length > 0"
CACHED_PATHS = """async () => {
    const names = (await caches.keys()).filter((name) => name.startsWith("learn-pitch-"));
    const paths = [];
    for (const name of names) {
        for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    }
    return { names, paths };
}"""


def open_and_save(page: Page, path: str, runs_engine: bool) -> None:
    page.goto(path)
    if runs_engine:
        page.wait_for_function(ENGINE_READY, timeout=PATIENCE_MS)
    expect(page.locator(".lp-offline")).to_have_attribute("data-offline", "saved" if runs_engine else "pages")


def engine_answers(page: Page, path: str) -> None:
    """engine.js marks pitch-engine:ready when the booted engine has answered its first request."""
    page.goto(path)
    page.wait_for_function(ENGINE_READY, timeout=PATIENCE_MS)


def test_tutorial_play_and_another_language_work_offline_after_one_visit(page: Page, context: BrowserContext) -> None:
    open_and_save(page, "tutorial/", runs_engine=True)
    open_and_save(page, "play/", runs_engine=True)
    open_and_save(page, "de/pitch/basics/", runs_engine=False)

    context.set_offline(True)

    engine_answers(page, "tutorial/")
    expect(page.locator(".lp-tutorial")).to_be_visible()
    engine_answers(page, "play/")
    page.goto("de/pitch/basics/")
    expect(page.locator("h1")).to_be_visible()
    # The rest of that language was saved too, the engine included, though never visited.
    page.goto("de/glossary/")
    expect(page.locator("h1")).to_be_visible()
    engine_answers(page, "de/tools/score-keeper/")


def test_a_language_not_saved_says_so_offline_in_that_language(page: Page, context: BrowserContext) -> None:
    """Offline, a page of a language the reader never saved gets a page of the build's own saying
    so, in that language, with a link to the language that is saved, not the browser's error."""
    open_and_save(page, "de/pitch/basics/", runs_engine=False)
    context.set_offline(True)

    page.goto("ro/")
    expect(page.locator("html")).to_have_attribute("lang", "ro")
    expect(page.locator("h1")).to_have_text(gettext("ro", NOT_SAVED_TITLE))
    expect(page.locator("main")).to_contain_text(gettext("ro", SAVED_LANGUAGE))
    saved = page.locator("a[hreflang=de]")
    expect(saved).to_have_text(languages.autonym("de"))
    saved.click()
    expect(page.locator("html")).to_have_attribute("lang", "de")
    expect(page.locator("h1")).to_be_visible()


def test_a_rules_page_saves_no_runtime_until_the_reader_asks(page: Page) -> None:
    open_and_save(page, "pitch/basics/", runs_engine=False)
    cached = page.evaluate(CACHED_PATHS)["paths"]
    assert "/pitch/basics/" in cached and "/search/search_index.json" in cached
    assert not [path for path in cached if path.startswith("/runtime/")]

    page.click(".lp-offline__save")
    expect(page.locator(".lp-offline")).to_have_attribute("data-offline", "saved")
    cached = page.evaluate(CACHED_PATHS)["paths"]
    assert {"/runtime/pyodide.asm.wasm", "/runtime/python_stdlib.zip", "/runtime/engine-worker.mjs"} <= set(cached)
    assert any(path.startswith("/runtime/pitch_core-") and path.endswith(".whl") for path in cached)


# -- a new build -------------------------------------------------------------------------------


def test_a_first_visit_announces_no_new_version(page: Page) -> None:
    """The first install replaces nothing; the worker's messages reach the page in order, so the
    page has heard every one by the time it says the language is saved."""
    open_and_save(page, "de/clarifications/", runs_engine=False)
    expect(page.locator(".lp-offline-update")).to_be_hidden()
    page.reload()
    expect(page.locator(".lp-offline")).to_have_attribute("data-offline", "pages")
    expect(page.locator(".lp-offline-update")).to_be_hidden()


def copy_of_site(target: Path) -> Path:
    # Hard links: fast and small; a file the test changes is replaced, never written through.
    shutil.copytree(SITE_DIR, target, copy_function=os.link)
    return target


def rebuild_with_changed_page(site: Path, page: str, marker: str) -> str:
    """What a new build does to the tree: one page changes, the manifest and worker are rewritten."""
    path = site / page
    html = path.read_text(encoding="utf-8").replace("</article>", f"<p id='{marker}'>{marker}</p></article>", 1)
    path.unlink()
    path.write_text(html, encoding="utf-8")
    default = languages.default()
    prefixes = {lang: "" if lang == default else f"{lang}/" for lang in (default, *languages.translations())}
    for name in (offline_manifest.MANIFEST_NAME, offline_manifest.WORKER_NAME):
        (site / name).unlink()
    return offline_manifest.write(site, prefixes)["version"]


# What the page's build gets when it loads a file of its build later (here its own page again).
LAZY_LOAD = """async () => (await (await fetch(location.href)).text()).includes("id='new-build'") ? "new" : "old" """


WORKER_STATE = """async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    const state = (worker) => worker && { state: worker.state, url: worker.scriptURL };
    return { controller: state(navigator.serviceWorker.controller), active: state(registration?.active),
             waiting: state(registration?.waiting), installing: state(registration?.installing),
             caches: await caches.keys(), update: document.querySelector(".lp-offline")?.dataset.update ?? null };
}"""


def expect_new_build(page: Page, new_version: str) -> None:
    """The page reloaded into the new build, and the new build alone is saved."""
    try:
        expect(page.locator("#new-build")).to_be_attached()
    except AssertionError as missed:  # say what the workers were doing
        raise AssertionError(f"{missed}\nworkers: {page.evaluate(WORKER_STATE)}") from None
    expect(page.locator(".lp-offline-update")).to_be_hidden()
    # The reload waited for the new worker to be active, its activation having deleted the old cache.
    assert page.evaluate(CACHED_PATHS)["names"] == [f"learn-pitch-{new_version}"]


@contextmanager
def watched_context(browser: Browser, url: str) -> Iterator[tuple[BrowserContext, list[str]]]:
    """A context of its own (the new-build tests change the site it was saved from); its console
    errors are collected."""
    context = browser.new_context(base_url=url)
    context.set_default_timeout(PATIENCE_MS)
    errors: list[str] = []
    context.on("console", lambda message: message.type == "error" and errors.append(message.text))
    try:
        yield context, errors
    finally:
        context.close()


def test_a_new_build_replaces_the_saved_one_and_the_page_says_so(browser: Browser, tmp_path: Path) -> None:
    site = copy_of_site(tmp_path / "site")
    with serve_site(site) as url, watched_context(browser, url) as (context, errors):
        page = context.new_page()
        open_and_save(page, "pitch/basics/", runs_engine=False)
        (old_cache,) = page.evaluate(CACHED_PATHS)["names"]

        new_version = rebuild_with_changed_page(site, "pitch/basics/index.html", "new-build")
        page.reload()
        notice = page.locator(".lp-offline-update")
        expect(notice).to_be_visible()
        expect(notice).to_contain_text(gettext("en", NEW_VERSION))
        # The new build waits while this old page is open (its lazy loads stay the old build's)
        assert not page.locator("#new-build").count()
        assert page.evaluate(LAZY_LOAD) == "old"

        # "Later" closes the notice over the page; the next page load shows it again
        notice.get_by_role("button", name=gettext("en", LATER)).click()
        expect(notice).to_be_hidden()
        assert page.evaluate(LAZY_LOAD) == "old"
        page.reload()
        expect(notice).to_be_visible()

        notice.get_by_role("button", name=gettext("en", RELOAD)).click()
        expect_new_build(page, new_version)
        assert f"learn-pitch-{new_version}" != old_cache
    assert errors == []


# Reload pressed, and the page goes on asking the old worker for files as a page still loading does
# (its own scripts, the search, a lazy module): a request reaching that worker while it stops
# starts it again, and Chromium forgot it was to make way (issue 34: 180 s on the old build).
RELOAD_WHILE_BUSY = """() => {
    document.querySelector(".lp-offline-update__reload").click();
    (async () => {
        for (let i = 0; i < 100; i++) await fetch(location.href, { cache: "no-store" }).catch(() => {});
    })();
}"""


def test_reload_applies_the_new_build_while_the_page_keeps_the_old_worker_busy(browser: Browser, tmp_path: Path) -> None:
    site = copy_of_site(tmp_path / "site")
    with serve_site(site) as url, watched_context(browser, url) as (context, errors):
        page = context.new_page()
        open_and_save(page, "pitch/basics/", runs_engine=False)
        new_version = rebuild_with_changed_page(site, "pitch/basics/index.html", "new-build")
        page.reload()
        expect(page.locator(".lp-offline-update")).to_be_visible()
        page.evaluate(RELOAD_WHILE_BUSY)
        expect_new_build(page, new_version)
    assert errors == []


def test_two_tabs_each_reload_into_the_new_build(browser: Browser, tmp_path: Path) -> None:
    """Reload in one tab brings the new build in; the other tab, still showing the old build's
    page, says a new version is ready, and its Reload shows the new build."""
    site = copy_of_site(tmp_path / "site")
    with serve_site(site) as url, watched_context(browser, url) as (context, errors):
        first = context.new_page()
        open_and_save(first, "pitch/basics/", runs_engine=False)
        second = context.new_page()
        second.goto("pitch/basics/")
        expect(second.locator(".lp-offline")).to_have_attribute("data-offline", "pages")
        new_version = rebuild_with_changed_page(site, "pitch/basics/index.html", "new-build")
        first.reload()
        for tab in (first, second):
            expect(tab.locator(".lp-offline-update")).to_be_visible()

        first.locator(".lp-offline-update__reload").click()
        expect_new_build(first, new_version)
        assert not second.locator("#new-build").count()  # the second tab is not reloaded under its reader
        expect(second.locator(".lp-offline-update")).to_be_visible()
        second.locator(".lp-offline-update__reload").click()
        expect_new_build(second, new_version)
    assert errors == []


class _HoldingHandler(http.server.SimpleHTTPRequestHandler):
    """The site, with one address held back until the test lets it go (``held``, ``release``)."""

    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, ".js": "text/javascript",
                      ".mjs": "text/javascript", ".json": "application/json", ".wasm": "application/wasm"}
    held: str | None = None
    release = threading.Event()

    def do_GET(self) -> None:
        if self.held and urlsplit(self.path).path == self.held:
            self.release.wait(PATIENCE_MS / 1000)
        super().do_GET()

    def log_message(self, format: str, *args: object) -> None:
        pass


@contextmanager
def serve_holding(site: Path) -> Iterator[tuple[str, type[_HoldingHandler]]]:
    handler = type("Handler", (_HoldingHandler,), {"release": threading.Event()})
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(handler, directory=str(site)))
    server.daemon_threads = True
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_port}/", handler
    finally:
        handler.release.set()
        server.shutdown()
        server.server_close()
        thread.join()


INSTALLING = "async () => Boolean((await navigator.serviceWorker.getRegistration())?.installing)"
# The browser looks for a new build about a second after a navigation: wait for it to find one.
NEW_BUILD_FOUND = """async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    if (!registration.installing) await new Promise((found) => registration.addEventListener("updatefound", found, { once: true }));
}"""


def test_reload_pressed_while_the_new_build_still_installs_applies_it_once_installed(
        browser: Browser, tmp_path: Path) -> None:
    """The new build's worker says a new version is ready at the end of its install, so the reader
    can press Reload before it is installed: it takes over as soon as it is."""
    site = copy_of_site(tmp_path / "site")
    with serve_holding(site) as (url, server), watched_context(browser, url) as (context, errors):
        page = context.new_page()
        open_and_save(page, "pitch/basics/", runs_engine=False)
        new_version = rebuild_with_changed_page(site, "pitch/basics/index.html", "new-build")
        server.held = "/pitch/basics/"  # the one file the new build's install must download
        page.reload()
        page.evaluate(NEW_BUILD_FOUND)
        page.locator(".lp-offline-update__reload").dispatch_event("click")  # the notice is not up yet
        expect(page.locator(".lp-offline")).to_have_attribute("data-update", "applying")
        assert page.evaluate(INSTALLING)  # still installing: its one new file is held back
        server.release.set()
        expect_new_build(page, new_version)
    assert errors == []


# -- what a cached answer keeps, and what a failed install leaves ------------------------------


def page_policy() -> str:
    """The page policy the nginx configuration sends (deploy/nginx.conf's first one)."""
    conf = (Path(__file__).resolve().parents[2] / "deploy" / "nginx.conf").read_text(encoding="utf-8")
    return re.search(r'add_header Content-Security-Policy "([^"]+)"', conf).group(1)


ANSWER_HEADERS = """async (path) => {
    const response = await fetch(path);
    const names = ["content-security-policy", "x-content-type-options", "referrer-policy", "x-learn-pitch-hash"];
    return Object.fromEntries(names.map((name) => [name, response.headers.get(name)]));
}"""


def test_a_saved_page_keeps_the_servers_security_headers(browser: Browser) -> None:
    headers = {"Content-Security-Policy": page_policy(), "X-Content-Type-Options": "nosniff",
               "Referrer-Policy": "same-origin"}
    with serve_site(SITE_DIR, headers) as url:
        context = browser.new_context(base_url=url)
        context.set_default_timeout(PATIENCE_MS)
        page = context.new_page()
        try:
            open_and_save(page, "pitch/basics/", runs_engine=False)
            page.goto("pitch/basics/")  # now a page the service worker controls
            answer = page.evaluate(ANSWER_HEADERS, "../../glossary/")  # saved, never visited: from the cache
        finally:
            context.close()
    assert answer["x-learn-pitch-hash"]  # (the service worker's copy, not the server's)
    assert answer == {"content-security-policy": headers["Content-Security-Policy"], "x-content-type-options": "nosniff",
                      "referrer-policy": "same-origin", "x-learn-pitch-hash": answer["x-learn-pitch-hash"]}


UPDATE_AND_WAIT = """async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration.update();
    const worker = registration.installing;
    if (worker) await new Promise((done) => {
        const settled = () => ["redundant", "activated", "installed"].includes(worker.state) && done();
        worker.addEventListener("statechange", settled);
        settled();
    });
    return { state: worker ? worker.state : "none", names: (await caches.keys()).filter((n) => n.startsWith("learn-pitch-")) };
}"""


def test_a_failed_install_leaves_no_partial_cache(browser: Browser, tmp_path: Path) -> None:
    site = copy_of_site(tmp_path / "site")
    with serve_site(site) as url:
        context = browser.new_context(base_url=url)
        context.set_default_timeout(PATIENCE_MS)
        page = context.new_page()
        try:
            open_and_save(page, "pitch/basics/", runs_engine=False)
            (old_cache,) = page.evaluate(CACHED_PATHS)["names"]
            # A half deployment: the new build's manifest names a new tools-data/en.json, but the
            # server still has the old file.
            data = site / "tools-data" / "en.json"
            text = data.read_text(encoding="utf-8")
            data.unlink()
            data.write_text(text.replace("{", '{"new": "build", ', 1), encoding="utf-8")
            rebuild_with_changed_page(site, "pitch/basics/index.html", "new-build")
            data.write_text(text, encoding="utf-8")
            outcome = page.evaluate(UPDATE_AND_WAIT)
        finally:
            context.close()
    assert outcome == {"state": "redundant", "names": [old_cache]}


SHELL_SCRIPT_BUILD = """async () => (await (await fetch(new URL("../../../assets/offline/offline.js", location.href))).text())
    .includes("new-build") ? "new" : "old" """


def test_a_page_of_a_newer_build_runs_with_that_builds_scripts(browser: Browser, tmp_path: Path) -> None:
    site = copy_of_site(tmp_path / "site")
    with serve_site(site) as url:
        context = browser.new_context(base_url=url)
        context.set_default_timeout(PATIENCE_MS)
        page = context.new_page()
        try:
            open_and_save(page, "pitch/basics/", runs_engine=False)  # the shell's scripts are saved
            script = site / "assets" / "offline" / "offline.js"  # a new build changes a saved script
            text = script.read_text(encoding="utf-8")
            script.unlink()
            script.write_text(text + "\n// new-build\n", encoding="utf-8")
            rebuild_with_changed_page(site, "ro/pitch/basics/index.html", "new-build")
            page.goto("ro/pitch/basics/")  # a language not saved: its page comes from the server
            expect(page.locator("#new-build")).to_be_attached()
            assert page.evaluate(SHELL_SCRIPT_BUILD) == "new"
        finally:
            context.close()
