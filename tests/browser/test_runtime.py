"""The engine runtime in a real browser: boot in a worker, answers, errors, failure modes.

Needs the built site (``make site``); see conftest.py for the fixtures.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import BrowserContext, Page, Route

from browser_harness import PATIENCE_MS
from pitch_core.messages import render

pytestmark = pytest.mark.browser

BLANK_PAGE = "<!doctype html><html lang='en'><head><title>blank</title><link rel='icon' href='data:,'></head><body></body></html>"


def boot_selftest(page: Page) -> str:
    page.goto("runtime/selftest.html")
    page.wait_for_selector("body:not([data-state=booting])", timeout=PATIENCE_MS)
    return page.get_attribute("body", "data-state")


def serve_blank_page_at(context: BrowserContext, path: str) -> None:
    """A page of our origin, served by the browser itself, from which a test imports engine.js."""
    context.route(f"**/{path}", lambda route: route.fulfill(body=BLANK_PAGE, content_type="text/html"))


def never_answer(route: Route) -> None:
    """Leave the request pending, as a server that hangs would."""


def start_engine_from_page(page: Page, engine_js: str, options: dict) -> dict:
    """Import engine.js by a URL relative to the page, boot, and report how it went."""
    return page.evaluate(
        """async ([engineJs, options]) => {
            const { startEngine } = await import(engineJs);
            const engine = startEngine(options);
            try {
                const info = await engine.ready;
                const rules = await engine.call("describe", { preset: "pitch31", trump: "H" });
                const refusal = await engine.call("describe", { preset: "no-such-game" }).catch((e) => e);
                return { state: "ready", info, cards: rules.trump_order.length,
                         refusal: { code: refusal.code, params: refusal.params, message: refusal.message } };
            } catch (error) {
                return { state: "failed", code: error.code, message: error.message };
            } finally {
                engine.terminate();
            }
        }""",
        [engine_js, options],
    )


def test_cold_boot_answers_from_a_worker(page: Page, browser_problems) -> None:
    """How fast is bench/browser_boot.py's question; here: it boots, answers, and Python runs in
    the engine's worker, so the page's own thread stays free while the wasm compiles."""
    assert boot_selftest(page) == "ready", page.text_content("#status")

    assert len(page.locator("#trump-order li").all()) == 16
    assert page.evaluate("performance.getEntriesByName('pitch-engine:ready').length") == 1
    assert [worker.url for worker in page.workers if worker.url.endswith("/runtime/engine-worker.mjs")]
    assert page.evaluate("typeof globalThis.loadPyodide === 'undefined' && typeof globalThis.pyodide === 'undefined'")
    runtime_files = {url.split("/runtime/")[-1].split("?")[0] for url in browser_problems.requests}
    assert {"engine-worker.mjs", "pyodide.asm.wasm", "manifest.json", "pitch_bridge.py"} <= runtime_files
    assert any(name.startswith("pitch_core-") and name.endswith(".whl") for name in runtime_files)


def test_describe_returns_the_trump_order(engine) -> None:
    rules = engine.call("describe", preset="pitch31", trump="H")

    assert rules["preset"] == "pitch31"
    cards = [entry["card"] if isinstance(entry, dict) else entry for entry in rules["trump_order"]]
    assert len(cards) == len(set(cards)) == 16


def test_ready_reports_versions_and_timings(engine) -> None:
    info = engine.page.evaluate("window.pitchEngine.ready")

    assert info["python"].startswith("3.14")
    assert info["pyodide"] and info["pitch_core"]
    assert "describe" in info["functions"]
    assert 0 < info["timings"]["pyodideMs"] <= info["timings"]["engineMs"]


def test_engine_errors_carry_code_params_and_message(engine) -> None:
    error = engine.error("describe", preset="no-such-game")

    assert error["code"] == "preset.unknown"
    assert error["params"]["name"] == "no-such-game"
    assert "no-such-game" in error["message"]


@pytest.mark.parametrize(
    ("fn", "args", "code"),
    [
        ("no_such_function", {}, "runtime.unknown-function"),
        ("_private", {}, "runtime.unknown-function"),
        ("describe", {}, "runtime.bad-arguments"),
        ("describe", {"preset": "pitch31", "colour": "red"}, "runtime.bad-arguments"),
    ],
)
def test_bad_requests_get_runtime_codes(engine, fn: str, args: dict, code: str) -> None:
    assert engine.error(fn, **args)["code"] == code


def test_runtime_resolves_from_any_page_depth_and_speaks_the_page_language(shared_page: Page) -> None:
    serve_blank_page_at(shared_page.context, "ro/deep/er/page/")
    shared_page.goto("ro/deep/er/page/")

    outcome = start_engine_from_page(shared_page, "../../../../runtime/engine.js", {"lang": "ro"})

    assert outcome["state"] == "ready", outcome
    assert outcome["cards"] == 16
    refusal = outcome["refusal"]
    assert refusal["code"] == "preset.unknown"
    assert refusal["message"] == render("preset.unknown", refusal["params"], "ro")
    assert refusal["message"] != render("preset.unknown", refusal["params"], "en")


def test_boot_that_hangs_ends_in_runtime_timeout(page: Page, browser_problems) -> None:
    # A server that sends .wasm with the wrong MIME type makes Pyodide hang; a download that
    # never ends is the same from the page's point of view.
    page.context.route("**/pyodide.asm.wasm", never_answer)
    serve_blank_page_at(page.context, "blank.html")
    page.goto("blank.html")

    outcome = start_engine_from_page(page, "./runtime/engine.js", {"timeoutMs": 2_000})

    assert outcome["state"] == "failed"
    assert outcome["code"] == "runtime.timeout"


def test_missing_runtime_file_ends_in_runtime_failed(page: Page, browser_problems) -> None:
    browser_problems.allow(r"status of 404")
    page.context.route("**/runtime/manifest.json", lambda route: route.fulfill(status=404, body="gone"))
    serve_blank_page_at(page.context, "blank.html")
    page.goto("blank.html")

    outcome = start_engine_from_page(page, "./runtime/engine.js", {})

    assert outcome["state"] == "failed"
    assert outcome["code"] == "runtime.failed"
    assert "manifest.json" in outcome["message"]


def test_selftest_page_is_accessible(engine, axe) -> None:
    assert axe(engine.page) == []
