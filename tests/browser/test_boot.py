"""How the engine starts in a browser: from the build's memory snapshot, without it when it
cannot be used, and never in the way of the tutorial's first step.

Speed is measured by ``bench/tutorial_page.py`` and ``bench/browser_boot.py``, not asserted here.
"""

from __future__ import annotations

import json
from types import SimpleNamespace

import pytest
from playwright.sync_api import BrowserContext, Page, Route

from pitch_core.messages import render

pytestmark = pytest.mark.browser

BLANK_PAGE = "<!doctype html><html lang='en'><head><title>blank</title><link rel='icon' href='data:,'></head><body></body></html>"
BOOT_TIMEOUT_MS = 60_000  # only stops a hung test; the page's own limit is 30 s


def boot_from_blank_page(page: Page, options: dict | None = None) -> dict:
    """Start the engine from a page of our origin; its readiness info, one answer and one refusal
    in Romanian. ``options`` go to startEngine (``start``: how the worker starts Python)."""
    page.context.route("**/blank.html", lambda route: route.fulfill(body=BLANK_PAGE, content_type="text/html"))
    page.goto("blank.html")
    return page.evaluate(
        """async (options) => {
            const { startEngine } = await import("./runtime/engine.js");
            const engine = startEngine({ lang: "ro", ...options });
            try {
                const info = await engine.ready;
                const answer = await engine.call("describe", { preset: "pitch31", trump: "H" });
                const refusal = await engine.call("describe", { preset: "no-such-game" }).catch((e) => e);
                return { state: "ready", info, answer, refusal: { code: refusal.code, message: refusal.message } };
            } catch (error) {
                return { state: "failed", code: error.code, message: error.message };
            } finally {
                engine.terminate();
            }
        }""",
        options or {},
    )


def serve_manifest_without_snapshot(context: BrowserContext, site_dir) -> None:
    manifest = json.loads((site_dir / "runtime" / "manifest.json").read_text(encoding="utf-8"))
    del manifest["snapshot"]
    context.route("**/runtime/manifest.json",
                  lambda route: route.fulfill(body=json.dumps(manifest), content_type="application/json"))


def test_engine_starts_from_the_builds_snapshot(page: Page, browser_problems) -> None:
    # Forced here; a reader's page starts from it once saved (tests/browser/test_light_start.py).
    info = boot_from_blank_page(page, {"start": "snapshot"})["info"]

    assert info["snapshot"] is True
    assert info["timings"]["snapshotMs"] <= info["timings"]["pyodideMs"] <= info["timings"]["engineMs"]


def test_restored_engine_speaks_every_language(engine) -> None:
    # The catalogs are read from the unpacked wheel: the snapshot holds memory, not files.
    for lang in ("ro", "de", "cs", "mk"):
        refusal = engine.page.evaluate(
            """(lang) => import("./engine.js").then(async ({ startEngine }) => {
                const engine = startEngine({ lang, start: "snapshot" });
                try {
                    const error = await engine.call("describe", { preset: "no-such-game" }).catch((e) => e);
                    return { code: error.code, params: error.params, message: error.message };
                } finally { engine.terminate(); }
            })""",
            lang,
        )
        assert refusal["message"] == render(refusal["code"], refusal["params"], lang), lang
        assert refusal["message"] != render(refusal["code"], refusal["params"], "en"), lang


def test_build_without_a_snapshot_still_starts(page: Page, site_dir, browser_problems) -> None:
    serve_manifest_without_snapshot(page.context, site_dir)

    outcome = boot_from_blank_page(page)

    assert outcome["state"] == "ready", outcome
    assert outcome["info"]["snapshot"] is False
    assert outcome["refusal"]["code"] == "preset.unknown"


def test_damaged_snapshot_falls_back_to_a_plain_start(page: Page, browser_problems) -> None:
    def damaged(route: Route) -> None:
        route.fulfill(body=b"not a heap" * 100, content_type="application/octet-stream")

    page.context.route("**/runtime/engine-snapshot.bin*", damaged)
    warnings: list[str] = []
    page.on("console", lambda message: warnings.append(message.text) if message.type == "warning" else None)

    outcome = boot_from_blank_page(page, {"start": "snapshot"})

    assert outcome["state"] == "ready", outcome
    assert outcome["info"]["snapshot"] is False
    assert "no-such-game" in outcome["refusal"]["message"]
    assert any("without its snapshot" in text for text in warnings)


def test_both_starts_give_the_same_engine(page: Page, browser_problems) -> None:
    restored = boot_from_blank_page(page, {"start": "snapshot"})
    plain = boot_from_blank_page(page, {"start": "plain"})

    assert (restored["state"], plain["state"]) == ("ready", "ready"), (restored, plain)
    assert (restored["info"]["snapshot"], plain["info"]["snapshot"]) == (True, False)
    assert restored["answer"] == plain["answer"] and restored["answer"]["trump_order"]
    assert restored["refusal"] == plain["refusal"]
    assert restored["info"]["pitch_core"] == plain["info"]["pitch_core"]


def test_first_lesson_step_does_not_wait_for_the_engine(page: Page) -> None:
    # The runtime never arrives: the lesson, prepared at build time, must be there all the same.
    page.context.route("**/runtime/pyodide.asm.wasm", lambda route: None)

    page.goto("tutorial/#lesson-tricks/lead-ace")

    page.wait_for_selector('.lp-step [data-move="S:AS"]', timeout=BOOT_TIMEOUT_MS)
    assert page.evaluate("performance.getEntriesByName('pitch-engine:ready').length") == 0


@pytest.mark.parametrize("damage", ["missing", "cut-short", "wrong-type"])
def test_a_missing_or_damaged_wasm_fails_the_boot_at_once(page: Page, site_dir, damage: str) -> None:
    # Pyodide never settles its start when the wasm cannot be instantiated: the worker must say
    # "could not start" (runtime.failed) itself, not leave the page to its 30-second limit.
    wasm = (site_dir / "runtime" / "pyodide.asm.wasm").read_bytes()

    def damaged(route: Route) -> None:
        if damage == "missing":
            route.fulfill(status=404, body="not found", content_type="text/plain")
        elif damage == "cut-short":
            route.fulfill(body=wasm[: len(wasm) // 3], content_type="application/wasm")
        else:
            route.fulfill(body=wasm, content_type="application/octet-stream")

    page.context.route("**/runtime/pyodide.asm.wasm", damaged)

    outcome = boot_from_blank_page(page)

    assert outcome["state"] == "failed" and outcome["code"] == "runtime.failed", outcome
    assert "pyodide.asm.wasm" in outcome["message"] or "WebAssembly" in outcome["message"]


def test_a_worker_script_cut_short_by_its_closing_page_is_no_problem_but_a_missing_one_is(site_url: str, browser_problems):
    """The check of the browser's reports tells an aborted load from a file the site lacks."""
    problems = browser_problems
    served = f"{site_url}/assets/web/tutorial/tutorial.js"
    missing = f"{site_url}/assets/web/tutorial/no-such-file.js"
    for url in (served, missing):
        problems._on_web_error(SimpleNamespace(error=f"Failed to execute 'importScripts': The script at '{url}' failed to load."))
    assert len(problems.problems) == 1 and "no-such-file.js" in problems.problems[0]
