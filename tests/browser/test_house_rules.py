"""Your table's rules (docs/tools/house-rules.md, web/tools/house-rules.js): the reader picks the
game and what the table plays at each point, the page names the game as the engine does and links
the tools to it; Play and the score keeper open on it and apply it; the rules pages mark what the
table plays (web/tools/house-marks.js); a corrupt name is said in the reader's language. Each page
is waited for by its own signal (``data-ready`` on the tool's root), never by time."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from browser_harness import SWITCH_PALETTE, settled
from test_tools import tools_data, url, wait_for_reader

pytestmark = pytest.mark.browser

GAME_KEY = "learn-pitch:game"
HOUSE_GAME = "ten-point~stuck=5~made=taken"
SHOTS = Path(os.environ.get("LEARN_PITCH_SHOTS", "/tmp/house-shots"))


def ready(page: Page, tool: str) -> None:
    expect(page.locator(f'.lp-tool[data-tool="{tool}"][data-ready="true"]')).to_have_count(1)


def lead(text: str) -> str:
    """The words of a template before its first parameter."""
    return text.split("{")[0].strip()


def choice_text(lang: str, key: str, word: str) -> str:
    point = next(p for p in tools_data(lang)["house_rules"]["points"] if p["key"] == key)
    return next(c["text"] for c in point["choices"] if c["word"] == word)


def house_title(lang: str, game: str) -> str:
    data = tools_data(lang)
    return data["house_rules"]["title"].replace("{name}", data["preset_titles"][game])


def choose_house_rules(page: Page, lang: str) -> None:
    page.goto(url(lang, "tools/house-rules/") + "#game=ten-point")
    ready(page, "house-rules")
    expect(page.locator(".lp-house-reference")).to_have_count(0)  # the form took the list's place
    expect(page.locator("#house-off2")).to_have_count(0)  # ten-point has no off-two
    page.locator('#house-stuck input[value="5"]').check()
    page.locator('#house-made input[value="taken"]').check()
    expect(page.locator(".lp-house-title")).to_have_attribute("data-game", HOUSE_GAME)


@pytest.mark.parametrize("lang", ["de"])
def test_the_choices_make_a_link_that_play_and_the_score_keeper_follow(page: Page, lang: str):
    choose_house_rules(page, lang)
    expect(page.locator(".lp-house-title")).to_have_text(house_title(lang, "ten-point"))
    expect(page.locator(".lp-house-lines li")).to_have_text([choice_text(lang, "stuck", "5"),
                                                            choice_text(lang, "made", "taken")])
    assert page.input_value(".lp-house-link").endswith(f"/{lang}/tools/house-rules/#game={HOUSE_GAME}")
    assert page.evaluate(f"JSON.parse(localStorage.getItem('{GAME_KEY}')).data.recent[0]") == HOUSE_GAME
    for kind in ("play", "score-keeper", "practice", "worksheet", "cheat-sheet"):
        assert page.get_attribute(f'a[data-opens="{kind}"]', "href").endswith(f"#game={HOUSE_GAME}")

    # Play opens on it, says its choices, and names the game it starts
    page.click('a[data-opens="play"]')
    ready(page, "play")
    expect(page.locator("select[name=game]")).to_have_value("ten-point")
    expect(page.locator(".lp-house-rules-note")).to_contain_text(choice_text(lang, "stuck", "5"))
    page.select_option("select[name=pace]", "instant")
    page.click(".lp-start")
    wait_for_reader(page, 0)
    expect(page.locator(".lp-game-title")).to_contain_text(house_title(lang, "ten-point"))

    # The score keeper scores a made bid of 5 with 7 taken as 7: the table's rule, not ten-point's 5
    page.goto(url(lang, "tools/score-keeper/") + f"#game={HOUSE_GAME}")
    ready(page, "score-keeper")
    expect(page.locator(".lp-house-rules-note")).to_contain_text(choice_text(lang, "made", "taken"))
    page.locator('.lp-score-form input[type=radio][value="NS"]').check()
    page.select_option("select[name=bid]", "5")
    page.fill("input[name=taken-bidders]", "7")
    page.fill("input[name=taken-defenders]", "3")
    page.click(".lp-score-hand")
    expect(page.locator('.lp-score-sheet tbody tr[data-hand="1"] td[data-unit="NS"]')).to_contain_text("(+7)")
    expect(page.locator(".lp-score-sheet caption")).to_contain_text(house_title(lang, "ten-point"))


@pytest.mark.parametrize("lang", ["cs"])
def test_the_rules_pages_mark_what_the_table_plays(page: Page, lang: str):
    choose_house_rules(page, lang)
    page.goto(url(lang, "pitch/pitch31/"))
    ready(page, "house-marks")
    box = page.locator(".lp-house-box")
    expect(box).to_contain_text(lead(tools_data(lang)["ui"]["house_marks_title"]))
    expect(box).to_contain_text(choice_text(lang, "made", "taken"))
    assert page.get_attribute(".lp-house-change", "href").endswith(f"#game={HOUSE_GAME}")
    expect(page.locator("#score-made-taken")).to_have_class("lp-house-marked")
    expect(page.locator('p.lp-house-mark-note[data-house="made=taken"]')).to_be_visible()

    page.goto(url(lang, "pitch/thirteen-point-partner/"))
    ready(page, "house-marks")
    expect(page.locator("#bid-all-pass-dealer-five")).to_have_attribute("data-house", "stuck=5")

    # The box's link opens the house-rules page on the table's choices
    page.click(".lp-house-change")
    ready(page, "house-rules")
    expect(page.locator('#house-stuck input[value="5"]')).to_be_checked()


@pytest.mark.parametrize("lang", ["ro"])
def test_a_corrupt_name_is_a_localised_notice(page: Page, lang: str):
    ui = tools_data(lang)["ui"]
    for path, tool in (("tools/house-rules/", "house-rules"), ("play/", "play"), ("tools/score-keeper/", "score-keeper")):
        page.goto(url(lang, path) + "#game=ten-point~stuck=9~<b>x</b>")
        ready(page, tool)
        notice = page.locator(".lp-notice")
        expect(notice).to_contain_text(lead(ui["game_link_unknown"]))
        expect(notice).to_contain_text("ten-point~stuck=9")
        expect(page.locator(".lp-tool b")).to_have_count(0)
    # A stored name no page knows marks nothing and breaks nothing
    stored = {"version": 1, "revision": 1, "data": {"recent": ["ten-point~deuce=nobody"]}}
    page.evaluate("([key, value]) => localStorage.setItem(key, JSON.stringify(value))", [GAME_KEY, stored])
    page.goto(url(lang, "pitch/basics/"))
    ready(page, "house-marks")
    expect(page.locator(".lp-house-marked")).to_have_count(0)
    expect(page.locator(".lp-house-box")).to_have_count(0)


@pytest.mark.parametrize("width", [390, 1280])
def test_screenshots_of_the_house_rules_page(page: Page, width: int):
    """Looked at by a person; the test only checks the form fits the screen."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.set_viewport_size({"width": width, "height": 900})
    choose_house_rules(page, "en")
    for scheme in ("default", "slate"):
        assert page.evaluate(SWITCH_PALETTE, scheme)
        settled(page)
        overflow = page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
        assert overflow <= 0
        page.locator(".lp-tool").screenshot(path=str(SHOTS / f"house-rules-{width}-{scheme}.png"))
        page.locator(".lp-house-summary").screenshot(path=str(SHOTS / f"house-link-{width}-{scheme}.png"))
    page.goto("pitch/pitch31/")
    ready(page, "house-marks")
    page.locator("#score-made-taken").scroll_into_view_if_needed()
    page.screenshot(path=str(SHOTS / f"rules-marked-{width}.png"))
