"""The language menu keeps the reader's place: from an English rule, a clarification or a
tutorial step, choosing another language opens the same rule, question or step there (the
``#anchor`` kept, the heading it names on the page), not the other page's top."""

from __future__ import annotations

import json
import re

import pytest
from playwright.sync_api import Page, expect

from browser_harness import SITE_DIR

pytestmark = pytest.mark.browser

OTHER_LANGUAGES = ["ro", "de", "cs", "mk"]


def choose_language(page: Page, lang: str) -> None:
    """Open Material's language menu as a reader does (it shows on hover) and press a language."""
    page.locator(".md-header .md-select > button").hover()
    link = page.locator(f'.md-header a.md-select__link[hreflang="{lang}"]')
    expect(link).to_be_visible()
    link.click()


def expect_opened(page: Page, lang: str, path: str, fragment: str) -> None:
    expect(page).to_have_url(re.compile(rf"/{lang}/{re.escape(path)}#{re.escape(fragment)}$"))
    expect(page.locator("html")).to_have_attribute("lang", lang)


@pytest.mark.parametrize("lang", OTHER_LANGUAGES)
def test_a_rule_stays_open_in_every_language(page: Page, lang: str):
    page.goto("pitch/pitch31/#bid-dealer-may-match")
    choose_language(page, lang)
    expect_opened(page, lang, "pitch/pitch31/", "bid-dealer-may-match")
    heading = page.locator("#bid-dealer-may-match")
    expect(heading).to_have_count(1)
    expect(heading).to_be_in_viewport()  # the browser went to the rule, not the page's top


@pytest.mark.parametrize("lang", OTHER_LANGUAGES)
def test_a_place_reached_on_the_page_is_kept(page: Page, lang: str):
    """The fragment changes after the page loaded (the reader follows a link within the page):
    the menu follows it."""
    page.goto("clarifications/")
    page.locator('a[href="#clar-off-two"].headerlink').click()
    expect(page).to_have_url(re.compile(r"#clar-off-two$"))
    choose_language(page, lang)
    expect_opened(page, lang, "clarifications/", "clar-off-two")
    expect(page.locator("#clar-off-two")).to_be_in_viewport()


def tutorial_steps(lang: str, key: str) -> list[str]:
    data = json.loads((SITE_DIR / "tutorial-data" / f"{lang}.json").read_text(encoding="utf-8"))
    return [s["key"] for s in next(l for l in data["lessons"] if l["key"] == key)["steps"]]


@pytest.fixture
def tutorial_page(shared_page: Page) -> Page:
    return shared_page  # the lesson boots the engine: the session's shared context fetches it once


def test_a_tutorial_step_is_kept_across_languages(tutorial_page: Page):
    page = tutorial_page
    steps = tutorial_steps("en", "bidding")
    assert tutorial_steps("cs", "bidding") == steps  # step addresses are the same in every language
    page.goto(f"tutorial/#lesson-bidding/{steps[1]}")
    expect(page.locator(f'.lp-step[data-step="{steps[1]}"]')).to_be_visible()
    choose_language(page, "cs")
    expect_opened(page, "cs", "tutorial/", f"lesson-bidding/{steps[1]}")
    expect(page.locator(f'.lp-step[data-step="{steps[1]}"]')).to_be_visible()
    # A step reached with the lesson's own buttons is named in the address too, so it is kept
    page.locator(".lp-back").click()
    expect(page.locator(f'.lp-step[data-step="{steps[0]}"]')).to_be_visible()
    choose_language(page, "mk")
    expect_opened(page, "mk", "tutorial/", f"lesson-bidding/{steps[0]}")
    expect(page.locator(f'.lp-step[data-step="{steps[0]}"]')).to_be_visible()
