"""A visible "copy link" button on every rule and section heading, on a phone too (issue 32,
item 5): reachable with the keyboard, named in the page's language, it puts the page's absolute
address with the heading's anchor on the clipboard and says "Link copied" in a status region. The
copied link to a section opens that section in another language (section anchors are English in
every language, sitegen/anchors.py), and a link with a section's old translated id still lands."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import BrowserContext, Page, expect

from sitegen import copy_link
from sitegen.catalogs import gettext

pytestmark = pytest.mark.browser

PHONE = {"width": 390, "height": 844}
READY = "document.documentElement.dataset.copyLink === 'ready'"


def open_page(page: Page, address: str) -> None:
    page.goto(address)
    page.wait_for_function(READY)


def clipboard(page: Page) -> str:
    return page.evaluate("navigator.clipboard.readText()")


@pytest.fixture
def phone(context: BrowserContext, site_url: str) -> Page:
    context.grant_permissions(["clipboard-read", "clipboard-write"], origin=site_url.rstrip("/"))
    page = context.new_page()
    page.set_viewport_size(PHONE)
    return page


@pytest.mark.parametrize("lang", ["cs"])
def test_a_rule_link_is_copied_from_a_phone_with_the_keyboard(phone: Page, site_url: str, lang: str):
    page = phone
    open_page(page, f"{lang}/pitch/basics/#play-deuce-returns")
    button = page.locator("#play-deuce-returns button.lp-copy-link")
    expect(button).to_be_visible()  # without hovering or tapping the heading first
    expect(button).to_have_accessible_name(gettext(lang, copy_link.COPY_RULE))
    box = button.bounding_box()
    assert box and box["width"] >= 24 and box["height"] >= 24, box  # a finger's target (WCAG 2.5.8)
    # The keyboard reaches it: the Tab after the heading's ¶ link
    page.locator('#play-deuce-returns a.headerlink').focus()
    page.keyboard.press("Tab")
    expect(button).to_be_focused()
    page.keyboard.press("Enter")
    status = page.locator(".lp-copy-link-status")
    expect(status).to_have_text(gettext(lang, copy_link.COPIED))
    expect(status).to_have_attribute("role", "status")
    expect(status).to_be_visible()
    assert clipboard(page) == f"{site_url}{lang}/pitch/basics/#play-deuce-returns"
    expect(button).to_have_class(re.compile(r"\bis-copied\b"))
    expect(status).to_be_empty()  # the words go again by themselves, and the tick with them
    expect(button).not_to_have_class(re.compile(r"\bis-copied\b"))


@pytest.mark.parametrize("lang", ["de"])
def test_a_copied_section_link_opens_that_section_in_another_language(phone: Page, site_url: str, lang: str):
    """The teacher's link to the table of all games, copied from German and opened in Romanian."""
    page = phone
    open_page(page, f"{lang}/pitch/variants/?h=vergleich")
    heading = page.locator("h2", has_text="Alle Spiele im Vergleich")
    button = heading.locator("button.lp-copy-link")
    expect(button).to_have_accessible_name(gettext(lang, copy_link.COPY_SECTION))
    button.click()
    expect(page.locator(".lp-copy-link-status")).to_have_text(gettext(lang, copy_link.COPIED))
    copied = clipboard(page)
    # absolute, the search's highlight (?h=) left out, the anchor English
    assert copied == f"{site_url}{lang}/pitch/variants/#all-the-games-side-by-side"
    open_page(page, copied.replace(f"/{lang}/", "/ro/"))
    expect(page.locator("#all-the-games-side-by-side")).to_be_in_viewport()


def test_a_link_with_an_old_translated_id_lands_and_takes_the_shared_id(page: Page):
    open_page(page, "cs/pitch/variants/#vsechny-hry-vedle-sebe")
    expect(page.locator("#all-the-games-side-by-side")).to_be_in_viewport()
    expect(page).to_have_url(re.compile(r"/cs/pitch/variants/#all-the-games-side-by-side$"))


@pytest.mark.parametrize("lang", ["mk"])
def test_without_the_clipboard_the_link_is_shown_to_copy_by_hand(page: Page, site_url: str, lang: str):
    """A browser that refuses the clipboard (plain http on the club's network, a denied
    permission): the address is shown, whole, and stays."""
    page.add_init_script("""
        Object.defineProperty(navigator, "clipboard", {value: {writeText: () => Promise.reject(new Error("denied"))}});
        document.execCommand = () => false;
    """)
    open_page(page, f"{lang}/clarifications/")
    button = page.locator("#clar-forced-dealer-bid button.lp-copy-link")
    button.click()
    status = page.locator(".lp-copy-link-status")
    expected = f"{site_url}{lang}/clarifications/#clar-forced-dealer-bid"
    expect(status).to_have_text(f"{gettext(lang, copy_link.COPY_BY_HAND)} {expected}")
    expect(status.locator(".lp-copy-link-status__address")).to_have_text(expected)
    expect(button).not_to_have_class(re.compile(r"\bis-copied\b"))


def test_every_heading_of_a_rules_page_shows_its_button(page: Page):
    page.set_viewport_size(PHONE)
    open_page(page, "pitch/basics/")
    headings = page.locator("article :is(h2, h3)[id]")
    count = headings.count()
    assert count > 20
    expect(page.locator("article :is(h2, h3)[id] > button.lp-copy-link:visible")).to_have_count(count)
