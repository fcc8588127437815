"""The game a tool opens on (web/tools/game-choice.js): a link names it (``#game=ten-point``, a Pitch
game's modifiers joined by ``+``), an unknown or unoffered one is said in the reader's language
and the tool opens on its usual game, the game chosen last in any tool is the one every tool opens
on next, and with nothing chosen each language opens on its own game. Each page is waited for by
its own signal (``data-ready`` on the tool's root: the form is drawn), never by time."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from test_tools import enter_hand, tools_data, url

pytestmark = pytest.mark.browser

GAME_KEY = "learn-pitch:game"


def open_tool(page: Page, lang: str, path: str, link: str = "") -> None:
    page.goto(url(lang, path) + link)
    expect(page.locator('.lp-tool[data-ready="true"]')).to_have_count(1)


def lead(text: str) -> str:
    """The words of a notice before its first parameter."""
    return text.split("{")[0].strip()


def checked_modifiers(page: Page, scope: str) -> list[str]:
    return page.eval_on_selector_all(f'{scope} .lp-modifiers input:checked', "boxes => boxes.map((b) => b.value)")


@pytest.mark.parametrize("lang", ["en", "ro"])
def test_a_game_link_opens_every_tool_on_that_game(page: Page, lang: str):
    """en opens on Pitch 31 and ro on 13-point partner by themselves: the link makes it ten-point."""
    open_tool(page, lang, "play/", "#game=ten-point")
    expect(page.locator("select[name=game]")).to_have_value("ten-point")
    assert checked_modifiers(page, ".lp-play-setup") == []

    open_tool(page, lang, "tools/score-keeper/", "#game=ten-point")
    expect(page.locator("select[name=preset]")).to_have_value("ten-point")
    summary = tools_data(lang)["presets"]["ten-point"]
    expect(page.locator(".lp-rules-summary")).to_contain_text(str(summary["target"]))

    open_tool(page, lang, "tools/hand-viewer/", "#game=ten-point")
    expect(page.locator(".lp-record-input")).to_have_value('[Game "ten-point"]\n')
    expect(page.locator(".lp-viewer")).to_be_hidden()  # no record was asked for
    expect(page.locator(".lp-notice")).to_have_count(0)

    # The meld calculator plays Three Thirteen only: its own presets, by the same kind of link
    open_tool(page, lang, "tools/meld-calculator/", "#game=three-thirteen-aces-both")
    expect(page.locator("select[name=preset]")).to_have_value("three-thirteen-aces-both")
    expect(page.locator(".lp-notice")).to_have_count(0)


def test_modifiers_come_in_any_order_and_a_query_works_too(page: Page):
    open_tool(page, "de", "play/", "#game=ten-point+reverse+dirty")
    expect(page.locator("select[name=game]")).to_have_value("ten-point")
    assert checked_modifiers(page, ".lp-play-setup") == ["dirty", "reverse"]

    open_tool(page, "de", "tools/score-keeper/", "?game=pitch31+dirty")
    expect(page.locator("select[name=preset]")).to_have_value("pitch31")
    assert checked_modifiers(page, ".lp-setup") == ["dirty"]


@pytest.mark.parametrize("lang", ["cs"])
def test_an_unknown_game_is_said_as_text_and_the_tool_opens_on_its_usual_one(page: Page, lang: str):
    ui = tools_data(lang)["ui"]
    titles = tools_data(lang)["preset_titles"]
    hostile = "<img src=x onerror=alert(1)>"
    open_tool(page, lang, "tools/score-keeper/", "#game=" + hostile)
    notice = page.locator(".lp-notice")
    expect(notice).to_contain_text(lead(ui["game_link_unknown"]))
    expect(notice).to_contain_text(hostile)  # said back as text
    expect(notice).to_contain_text(titles["ten-point"])  # what it opens on: Czech's own game
    expect(page.locator(".lp-tool img")).to_have_count(0)
    expect(page.locator("select[name=preset]")).to_have_value("ten-point")

    open_tool(page, lang, "play/", "#game=ten-point+moon")
    expect(page.locator(".lp-notice")).to_contain_text(lead(ui["game_link_unknown"]))
    expect(page.locator("select[name=game]")).to_have_value("ten-point")

    open_tool(page, lang, "tools/hand-viewer/", "#game=nine-point")
    expect(page.locator(".lp-notice")).to_contain_text(lead(ui["game_link_unknown"]))
    expect(page.locator(".lp-record-input")).to_have_value("")  # no game line from a bad link
    expect(page.locator(".lp-feedback--error")).to_have_count(0)  # and no record was asked for

    # A game the tool does not offer: known, but not played here
    open_tool(page, lang, "tools/meld-calculator/", "#game=ten-point")
    notice = page.locator(".lp-notice")
    expect(notice).to_contain_text(lead(ui["game_link_elsewhere"]))
    expect(notice).to_contain_text(titles["ten-point"])
    expect(page.locator("select[name=preset]")).to_have_value("three-thirteen")


def test_the_game_chosen_last_is_remembered_across_a_reload_and_by_every_tool(page: Page):
    open_tool(page, "en", "tools/score-keeper/")
    expect(page.locator("select[name=preset]")).to_have_value("pitch31")  # English's own game
    page.select_option("select[name=preset]", "ten-point")
    expect(page.locator(".lp-rules-summary")).to_contain_text("52")
    page.reload()
    expect(page.locator('.lp-tool[data-ready="true"]')).to_have_count(1)
    expect(page.locator("select[name=preset]")).to_have_value("ten-point")

    open_tool(page, "en", "play/")
    expect(page.locator("select[name=game]")).to_have_value("ten-point")
    open_tool(page, "en", "tools/hand-viewer/")
    expect(page.locator(".lp-record-input")).to_have_attribute("placeholder", '[Game "ten-point"]')
    expect(page.locator(".lp-record-input")).to_have_value("")  # only a link fills the field

    # Three Thirteen chosen in the meld calculator: Play opens on it, the score keeper keeps Pitch
    open_tool(page, "en", "tools/meld-calculator/")
    page.select_option("select[name=preset]", "three-thirteen-aces-both")
    open_tool(page, "en", "play/")
    expect(page.locator("select[name=game]")).to_have_value("three-thirteen-aces-both")
    open_tool(page, "en", "tools/score-keeper/")
    expect(page.locator("select[name=preset]")).to_have_value("ten-point")

    # A game chosen on a page opened by a link: the address follows, so a reload keeps the choice
    open_tool(page, "en", "play/", "#game=pitch31")
    page.locator('.lp-play-setup .lp-modifiers input[value="dirty"]').check()
    assert page.evaluate("() => location.hash") == "#game=pitch31+dirty"
    page.reload()
    expect(page.locator('.lp-tool[data-ready="true"]')).to_have_count(1)
    expect(page.locator("select[name=game]")).to_have_value("pitch31")
    assert checked_modifiers(page, ".lp-play-setup") == ["dirty"]
    assert page.evaluate("(key) => JSON.parse(localStorage.getItem(key)).data.recent[0]", GAME_KEY) == "pitch31+dirty"


def test_a_game_in_progress_stays_and_the_linked_game_is_the_next_one(page: Page):
    ui = tools_data("en")["ui"]
    open_tool(page, "en", "tools/score-keeper/")
    enter_hand(page, "NS", "5", 7, 3)  # Pitch 31, in progress
    page.goto("index.html")
    open_tool(page, "en", "tools/score-keeper/", "#game=ten-point")
    expect(page.locator(".lp-notice")).to_contain_text(lead(ui["game_link_in_progress"]))
    expect(page.locator("select[name=preset]")).to_have_value("pitch31")
    expect(page.locator(".lp-score-sheet tbody tr")).to_have_count(1)
    page.click(".lp-new-game")
    page.click(".lp-new-game-yes")
    expect(page.locator("select[name=preset]")).to_have_value("ten-point")
    expect(page.locator(".lp-score-sheet")).to_have_count(0)


@pytest.mark.parametrize(("lang", "play", "score_keeper"), [
    ("en", "pitch31", "pitch31"),
    ("ro", "thirteen-point-partner", "thirteen-point-partner"),
    ("de", "ten-point", "ten-point"),
    ("cs", "ten-point", "ten-point"),
    ("mk", "three-thirteen", "pitch31"),  # the score keeper keeps Pitch only: its first game
])
def test_with_nothing_chosen_each_language_opens_on_its_own_game(page: Page, lang: str, play: str, score_keeper: str):
    open_tool(page, lang, "play/")
    expect(page.locator("select[name=game]")).to_have_value(play)
    open_tool(page, lang, "tools/score-keeper/")
    expect(page.locator("select[name=preset]")).to_have_value(score_keeper)
    open_tool(page, lang, "tools/meld-calculator/")
    expect(page.locator("select[name=preset]")).to_have_value("three-thirteen")
