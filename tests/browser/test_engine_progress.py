"""The engine's download bar on a slow link, in a real browser: the Play page, throttled through
the DevTools protocol (Network.emulateNetworkConditions, which covers the engine's worker too),
shows a progressbar with the bytes in the page's language, it advances, and it is gone once the
engine is ready. The words are the catalogs' (the runtime manifest carries them); the test waits
on the page's own signals only (the bar's attributes, the status line's data-engine)."""

from __future__ import annotations

import json
import re

import pytest
from playwright.sync_api import BrowserContext, expect

from browser_harness import SITE_DIR

pytestmark = pytest.mark.browser

# About 48 Mbit/s: slow enough that the bar is there for seconds, fast enough for a short test.
THROTTLE = {"offline": False, "latency": 20, "downloadThroughput": 6_000_000, "uploadThroughput": 1_000_000}


def progress_words(lang: str) -> dict[str, str]:
    manifest = json.loads((SITE_DIR / "runtime" / "manifest.json").read_text(encoding="utf-8"))
    return manifest["progressWords"][lang]


def bytes_pattern(template: str, decimal: str) -> re.Pattern[str]:
    """The template with each number field as a number written with the language's decimal mark."""
    number = rf"\d+(?:{re.escape(decimal)}\d)?"
    parts = re.split(r"\{\w+\}", template)
    return re.compile("^" + number.join(re.escape(part) for part in parts) + "$")


@pytest.mark.parametrize(("lang", "decimal"), [("cs", ","), ("en", ".")])
def test_the_bar_shows_the_bytes_in_the_pages_language_advances_and_goes(
        context: BrowserContext, lang: str, decimal: str) -> None:
    page = context.new_page()
    session = context.new_cdp_session(page)
    session.send("Network.enable")
    session.send("Network.emulateNetworkConditions", THROTTLE)
    prefix = "" if lang == "en" else f"{lang}/"
    # Relative to the context's base URL (it ends in "/"); the test waits on the page's own signals
    # below, not on the load event, which a throttled link can hold back behind the engine's bytes.
    page.goto(f"{prefix}play/", wait_until="commit")

    words = progress_words(lang)
    bar = page.get_by_role("progressbar", name=words["label"])
    expect(bar).to_be_visible()
    expect(bar).to_have_attribute("aria-valuetext", bytes_pattern(words["bytes"], decimal))
    expect(bar.locator(".lp-engine-progress-label")).to_have_text(bytes_pattern(words["bytes"], decimal))
    first = int(bar.get_attribute("data-loaded") or "0")
    # It advances: a later report has more bytes than the first one seen.
    page.wait_for_function(
        "first => Number(document.querySelector('.lp-engine-progress')?.dataset.loaded ?? -1) > first", arg=first)
    now = int(bar.get_attribute("aria-valuenow") or "0")
    assert 0 <= now <= 100

    expect(page.locator(".lp-engine-status")).to_have_attribute("data-engine", "ready")
    expect(page.locator(".lp-engine-progress")).to_have_count(0)
