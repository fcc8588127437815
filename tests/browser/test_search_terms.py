"""Search finds the rule and lands on it (issue 32, item 5), through Material's own search box:

* the words players say at the table in English (low, follow suit, stick the dealer, set, shoot
  the moon, jick, widow) typed into any language's search put the rule that answers them first
  (sitegen/search_terms.py);
* the large card of a result leads to the section the words were found in, not to the top of its
  page (overrides/assets/javascripts/search-landing.js), and the page opens scrolled there; a page
  whose title the reader typed keeps its own card."""

from __future__ import annotations

import re
from urllib.parse import parse_qs, urlsplit

import pytest
from playwright.sync_api import Locator, Page, expect

from sitegen import languages, search_terms

pytestmark = pytest.mark.browser

PHONE = {"width": 390, "height": 844}
# The brief's table words, by their key in search_terms.TABLE_WORDS
TABLE_WORDS = {
    "low": "low", "follow suit": "follow suit", "stick the dealer": "stick the dealer",
    "set": "termbase:set", "shoot the moon": "termbase:moon", "jick": "termbase:off-jack",
    "widow": "termbase:widow",
}

# Material shows a result once its worker answered the query: the cards' links carry the typed
# words that matched as ?h= (all of them, for the words these tests type), so the list answers
# the whole query, not the letters typed before its end.
ANSWERED = """(words) => {
  const link = document.querySelector("li.md-search-result__item a.md-search-result__link");
  if (!link) return false;
  const matched = (new URL(link.href).searchParams.get("h") || "").split(" ");
  return words.split(" ").every((word) => matched.includes(word));
}"""


def search(page: Page, words: str) -> Locator:
    """Type ``words`` into the search box as a reader does (Material searches as keys go up); the
    first result's group."""
    field = page.locator("input.md-search__input")
    if not field.is_visible():  # on a phone the box opens from the header's magnifier
        page.locator('label.md-header__button[for="__search"]').click()
    field.fill("")
    field.press_sequentially(words)
    page.wait_for_function(ANSWERED, arg=words)
    return page.locator("li.md-search-result__item").first


def fragment(link: Locator) -> str:
    return urlsplit(link.get_attribute("href") or "").fragment


@pytest.mark.parametrize("lang", languages.codes())
def test_the_tables_english_words_find_their_rule_first(page: Page, lang: str):
    page.goto("" if lang == languages.default() else f"{lang}/")
    for words, key in TABLE_WORDS.items():
        first = search(page, words)
        expected = search_terms.TABLE_WORDS[key]
        card = first.locator("a.md-search-result__link").first
        assert fragment(card) in expected, (f"{lang}: “{words}” opens {card.get_attribute('href')}, "
                                            f"not one of {expected}")


@pytest.mark.parametrize("lang", ["cs"])
def test_a_result_card_lands_on_the_rule_it_found_on_a_phone(page: Page, lang: str):
    """The teacher's search: "rozdávající musí hlásit" found the right question, but its card
    opened the top of the clarifications page."""
    page.set_viewport_size(PHONE)
    page.goto(f"{lang}/")
    first = search(page, "rozdávající musí hlásit")
    card = first.locator("a.md-search-result__link").first
    expect(card).to_have_attribute("href", re.compile(r"/clarifications/\?h=[^#]*#clar-forced-dealer-bid$"))
    card.click()
    expect(page).to_have_url(re.compile(r"/cs/clarifications/\?h=.*#clar-forced-dealer-bid$"))
    expect(page.locator("#clar-forced-dealer-bid")).to_be_in_viewport()


def test_a_page_whose_title_was_typed_keeps_its_card(page: Page):
    page.goto("")
    first = search(page, "clarifications")
    card = first.locator("a.md-search-result__link").first
    href = card.get_attribute("href") or ""
    assert "clarifications/" in href and not urlsplit(href).fragment, href
    assert parse_qs(urlsplit(href).query).get("h") == ["clarifications"]
