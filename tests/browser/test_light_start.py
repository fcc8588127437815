"""A first start that cannot misjudge the link (issue 34 item 2): a first visit to Play starts
Python the plain way and never asks for the build's memory snapshot while it starts; saving for
offline use fetches the snapshot in the background, and the next visit starts from that saved copy.

The page says which start it used: the ``pitch-engine:ready`` mark's detail (engine.js),
``{start: "snapshot" | "plain"}``. Nothing here waits on a clock: only on the page's own signals
(the ready mark, ``.lp-offline[data-offline]``).
"""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, Route, expect

from browser_harness import PATIENCE_MS

pytestmark = [pytest.mark.browser, pytest.mark.service_worker]

ENGINE_READY = "() => performance.getEntriesByName('pitch-engine:ready').length > 0"
START_USED = "performance.getEntriesByName('pitch-engine:ready')[0].detail.start"
SAVED_SNAPSHOT = """async () => {
    for (const name of (await caches.keys()).filter((name) => name.startsWith("learn-pitch-"))) {
        for (const request of await (await caches.open(name)).keys()) {
            if (new URL(request.url).pathname === "/runtime/engine-snapshot.bin") return true;
        }
    }
    return false;
}"""


def start_of_play(page: Page) -> str:
    page.goto("play/")
    page.wait_for_function(ENGINE_READY, timeout=PATIENCE_MS)
    return page.evaluate(START_USED)


def test_a_first_visit_starts_plain_and_the_saved_snapshot_starts_the_next(page: Page) -> None:
    asked_for_snapshot: list[str] = []

    def note(route: Route) -> None:
        asked_for_snapshot.append(route.request.url)
        route.continue_()

    page.context.route("**/runtime/engine-snapshot.bin*", note)

    first_start = start_of_play(page)
    asked_before_ready = list(asked_for_snapshot)
    # The page saves the language and the engine once the engine is ready: the snapshot among them.
    expect(page.locator(".lp-offline")).to_have_attribute("data-offline", "saved", timeout=PATIENCE_MS)
    saved = page.evaluate(SAVED_SNAPSHOT)
    second_start = start_of_play(page)

    assert (first_start, asked_before_ready) == ("plain", [])
    assert saved
    assert second_start == "snapshot"


STALE_COPY = """async () => {
    const cache = await caches.open("learn-pitch-an-older-build");
    await cache.put(new URL("/runtime/engine-snapshot.bin", location.href).href,
                    new Response("an older build's heap", { headers: { "x-learn-pitch-hash": "0123456789abcdef" } }));
}"""


def test_a_saved_snapshot_of_another_build_is_not_used(page: Page) -> None:
    # Another build's snapshot (its hash is not the one this build's manifest names) would restore
    # another engine: the start is plain, and quietly so (the page's problems are watched).
    page.goto("pitch/basics/")
    page.evaluate(STALE_COPY)

    assert start_of_play(page) == "plain"
