"""Card entry in the reader's language, in the meld calculator: the picker marks the cards the field
holds and adds a pressed card in the reader's letters; typed German and Czech letters (the key is
shown beside the field) count the same hand as the notation."""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import Page, expect

from browser_harness import SITE_DIR

pytestmark = pytest.mark.browser


@pytest.fixture
def page(shared_page: Page) -> Page:
    return shared_page


def tools_data(lang: str) -> dict:
    return json.loads((SITE_DIR / "tools-data" / f"{lang}.json").read_text(encoding="utf-8"))


def open_calculator(page: Page, lang: str) -> None:
    page.goto(("" if lang == "en" else f"{lang}/") + "tools/meld-calculator/")
    page.select_option("select[name=round]", "4")  # sixes wild, six cards


@pytest.mark.parametrize("lang, typed", [
    ("de", "DK BK KK 8P 9P 10P"),      # Karo-Dame, -Bube, -König; Pik 8, 9, 10
    ("cs", "DKá JKa KKá 8Pi 9Pi 10Pi"),  # kárová dáma, kluk, král; piková 8, 9, 10
    ("mk", "ДКа ЏКа ПКа 8Пи 9Пи 10Пи"),
    ("ro", "DCa VCa PCa 8Pi 9Pi 10Pi"),
])
def test_typed_letters_of_the_language_count_the_hand(page: Page, lang: str, typed: str):
    data = tools_data(lang)
    open_calculator(page, lang)
    key = page.locator(".lp-card-key")
    for entry in data["card_key"]["shown"]:
        expect(key).to_contain_text(entry)  # the key is right beside the field
    field = page.locator(".lp-cards-input")
    assert key.get_attribute("id") in (field.get_attribute("aria-describedby") or "")
    field.fill(typed)
    for code in ["QD", "JD", "KD", "8S", "9S", "TS"]:
        expect(page.locator(f'.lp-card-picker [data-card="{code}"]')).to_have_attribute("aria-pressed", "true")
    expect(page.locator('.lp-card-picker [aria-pressed="true"]')).to_have_count(6)
    field.press("Enter")
    expect(page.locator(".lp-deadwood")).to_have_attribute("data-deadwood", "0")
    expect(page.locator(".lp-melds .lp-meld")).to_have_count(2)


def test_the_picker_adds_and_removes_cards_in_the_readers_letters(page: Page):
    open_calculator(page, "de")
    field = page.locator(".lp-cards-input")
    for code in ["QD", "JD", "KC", "TS"]:
        page.locator(f'.lp-card-picker [data-card="{code}"]').click()
    expect(field).to_have_value("DK BK KKr 10P")
    expect(page.locator('.lp-card-picker [aria-pressed="true"]')).to_have_count(4)
    page.locator('.lp-card-picker [data-card="JD"]').click()  # pressed again: it leaves the hand
    expect(field).to_have_value("DK KKr 10P")
    expect(page.locator('.lp-card-picker [data-card="JD"]')).to_have_attribute("aria-pressed", "false")
    field.fill("KD KD 7H")  # the notation, and a card of the second pack
    expect(page.locator('.lp-card-picker [data-card="KD"]')).to_have_attribute("data-count", "2")
    expect(page.locator('.lp-card-picker [data-card="7H"]')).to_have_attribute("aria-pressed", "true")
