"""A table's house-rules link (``#game=ten-point~stuck=5~made=taken``, made by the house-rules
page) followed by every tool that plays or prints the game: practice's any-game page drills the
house game, the hand viewer starts a record of it and the meld calculator says it plays Three
Thirteen only and keeps the table's game for the others; the printed worksheet and cheat sheet
say the table's choices at the top and mark what they change; a corrupt link is a localised
notice, shown as text, over the plain page. Each page is waited for by its own signal."""

from __future__ import annotations

import os
import re
import subprocess
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from browser_harness import PATIENCE_MS
from test_practice import asked
from test_tools import tools_data, url

from pitch_core.drills.registry import rules_of_preset
from pitch_core.game_names import game_title
from pitch_core.pitch.house_rules import BY_KEY
from sitegen.worksheet import _drills as worksheet_drills

pytestmark = pytest.mark.browser

GAME_KEY = "learn-pitch:game"
HOUSE_GAME = "ten-point~stuck=5~made=taken"
SHOTS = Path(os.environ.get("LEARN_PITCH_SHOTS", "/tmp/house-shots"))


@pytest.fixture
def page(shared_page: Page) -> Page:
    """Pages of the session's shared context (storage emptied before each test): the engine's
    download is paid once."""
    return shared_page


def ready(page: Page, tool: str) -> None:
    expect(page.locator(f'.lp-tool[data-tool="{tool}"][data-ready="true"]')).to_have_count(1)


def lead(text: str) -> str:
    """The words of a template before its first parameter."""
    return text.split("{")[0].strip()


def choice_text(lang: str, key: str, word: str) -> str:
    point = next(p for p in tools_data(lang)["house_rules"]["points"] if p["key"] == key)
    return next(c["text"] for c in point["choices"] if c["word"] == word)


def remembered(page: Page) -> list[str]:
    return page.evaluate(f"JSON.parse(localStorage.getItem('{GAME_KEY}') || '{{\"data\":{{\"recent\":[]}}}}').data.recent")


# -- practice ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("lang", ["cs"])
def test_practice_drills_the_house_game_of_the_link_and_marks_its_rules(page: Page, lang: str):
    rule = "bid.all-pass-dealer-five"  # the table's choice: the dealer stuck for at least 5
    assert rule in rules_of_preset(HOUSE_GAME) and rule not in rules_of_preset("ten-point")
    page.goto(url(lang, f"practice/pitch/#game={HOUSE_GAME}&rule={rule}"))
    drill = asked(page, rule)
    assert drill.preset == HOUSE_GAME
    # The question names the house game as the engine does
    expect(page.locator(".lp-question-game")).to_contain_text(game_title(HOUSE_GAME, lang))
    expect(page.locator('.lp-practice-chooser select[name="game"]')).to_have_value("ten-point")
    expect(page.locator(".lp-practice-house .lp-house-rules-note")).to_contain_text(choice_text(lang, "stuck", "5"))
    # The list holds the house game's rules, the table's choices marked
    listed = page.locator(".lp-practice-rule-list li")
    expect(listed).to_have_count(len(rules_of_preset(HOUSE_GAME)))
    expect(page.locator(f'.lp-practice-rule-list li[data-rule="{rule}"]')).to_have_attribute("data-house", "stuck=5")
    expect(page.locator('.lp-practice-rule-list li[data-rule="score.made-taken"]')).to_have_attribute("data-house", "made=taken")
    expect(page.locator(".lp-practice-rule-list li[data-house]")).to_have_count(2)
    assert remembered(page)[0] == HOUSE_GAME

    # Another modifier keeps the table's rules
    page.locator('.lp-practice-chooser input[value="dirty"]').check()
    box = page.locator(".lp-practice-drill")
    expect(box).to_have_attribute("data-preset", "ten-point+dirty~stuck=5~made=taken")
    expect(box).to_have_attribute("data-state", "asking", timeout=PATIENCE_MS)
    assert "game=ten-point+dirty~stuck=5~made=taken" in page.url
    assert remembered(page)[0] == "ten-point+dirty~stuck=5~made=taken"

    # Without a link, the page opens on the game chosen last
    page.goto(url(lang, "practice/index.html"))
    page.goto(url(lang, "practice/pitch/"))
    expect(box).to_have_attribute("data-state", "asking", timeout=PATIENCE_MS)
    expect(box).to_have_attribute("data-preset", "ten-point+dirty~stuck=5~made=taken")


@pytest.mark.parametrize("lang", ["de"])
def test_practice_says_a_corrupt_house_link_and_drills_the_plain_game(page: Page, lang: str):
    page.goto(url(lang, "practice/pitch/#game=ten-point~stuck=9~<b>x</b>&rule=play.highest-wins"))
    drill = asked(page, "play.highest-wins")
    assert drill.preset == "pitch31"
    expect(page.locator(".lp-notice")).to_contain_text(lead(tools_data(lang)["ui"]["practice_unknown_game"]))
    expect(page.locator(".lp-practice b")).to_have_count(0)
    assert remembered(page) == []


# -- the hand viewer and the meld calculator ------------------------------------------------------

@pytest.mark.parametrize("lang", ["ro"])
def test_the_hand_viewer_starts_a_record_of_the_house_game_and_remembers_it(page: Page, lang: str):
    page.goto(url(lang, f"tools/hand-viewer/#game={HOUSE_GAME}"))
    ready(page, "hand-viewer")
    expect(page.locator(".lp-record-input")).to_have_value(f'[Game "{HOUSE_GAME}"]\n')
    assert remembered(page)[0] == HOUSE_GAME
    # The hand entry offers it too, by the engine's name of it
    expect(page.locator("select[name=entry-game]")).to_have_value(HOUSE_GAME)
    expect(page.locator("select[name=entry-game] option:checked")).to_have_text(game_title(HOUSE_GAME, lang))
    # Opened again without a link: the game chosen last is the record's example and the entry's game
    page.goto(url(lang, "tools/hand-viewer/"))
    ready(page, "hand-viewer")
    expect(page.locator(".lp-record-input")).to_have_attribute("placeholder", f'[Game "{HOUSE_GAME}"]')
    expect(page.locator("select[name=entry-game]")).to_have_value(HOUSE_GAME)


@pytest.mark.parametrize("lang", ["mk"])
def test_the_meld_calculator_says_it_keeps_three_thirteen_and_keeps_the_tables_game(page: Page, lang: str):
    ui = tools_data(lang)["ui"]
    page.goto(url(lang, f"tools/house-rules/#game={HOUSE_GAME}"))
    ready(page, "house-rules")
    page.goto(url(lang, f"tools/meld-calculator/#game={HOUSE_GAME}"))
    ready(page, "meld-calculator")
    notice = page.locator(".lp-notice")
    expect(notice).to_contain_text(lead(ui["game_link_elsewhere"]))
    expect(notice).to_contain_text(game_title(HOUSE_GAME, lang))
    expect(page.locator("select[name=preset]")).to_have_value("three-thirteen")
    assert remembered(page)[0] == HOUSE_GAME  # the table's game stays the one the other tools open on
    # A Three Thirteen game chosen here is remembered and followed by the address
    page.select_option("select[name=preset]", "three-thirteen-aces-both")
    assert remembered(page)[0] == "three-thirteen-aces-both"
    assert page.url.endswith("#game=three-thirteen-aces-both")
    page.goto(url(lang, "tools/meld-calculator/"))
    ready(page, "meld-calculator")
    expect(page.locator("select[name=preset]")).to_have_value("three-thirteen-aces-both")


# -- the printed sheets --------------------------------------------------------------------------

SHEET_GAME = "ten-point~excess=opponents~moonmade=20"  # choices the ten-point worksheet asks about


def print_to_png(page: Page, name: str, paper: str = "A4") -> Path:
    """The page printed as Chromium prints it, its first page as a PNG to look at."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    pdf = SHOTS / f"{name}.pdf"
    pdf.write_bytes(page.pdf(format=paper, print_background=True))
    subprocess.run(["pdftoppm", "-png", "-r", "70", "-f", "1", "-l", "1", "-singlefile", str(pdf), str(SHOTS / name)], check=True)
    return SHOTS / f"{name}.png"


@pytest.mark.parametrize("lang", ["de"])
def test_the_cheat_sheet_prints_the_tables_choices_and_marks_its_rows(page: Page, lang: str):
    data = tools_data(lang)
    page.goto(url(lang, f"cheat-sheets/ten-point/#game={HOUSE_GAME}"))
    ready(page, "house-sheet")
    box = page.locator(".lp-house-sheet")
    title = data["house_rules"]["title"].replace("{name}", data["preset_titles"]["ten-point"])
    expect(box.locator(".admonition-title")).to_have_text(data["ui"]["house_marks_title"].replace("{game}", title))
    expect(box.locator("li")).to_have_text([choice_text(lang, "stuck", "5"), choice_text(lang, "made", "taken")])
    # The steps table's rows are deal, bid, exchange, play, score, win: the bid and the score are marked
    rows = page.locator(".lp-sheet-columns table:not(:has([data-table])) tbody tr")
    expect(rows).to_have_count(6)
    expect(rows.nth(1)).to_have_attribute("data-house", "stuck=5")
    expect(rows.nth(1)).to_contain_text(choice_text(lang, "stuck", "5"))
    expect(rows.nth(4)).to_have_attribute("data-house", "made=taken")
    expect(page.locator("tr.lp-house-marked")).to_have_count(2)
    expect(page.locator(".lp-notes")).to_have_count(1)  # the room for notes stays
    # Printed: the choices and the marks, not the link to change them; still one page
    page.emulate_media(media="print")
    expect(box).to_be_visible()
    expect(page.locator(".lp-house-sheet-change")).to_be_hidden()
    png = print_to_png(page, f"cheat-sheet-house-{lang}-A4")
    assert png.is_file()
    pages = subprocess.run(["pdfinfo", str(SHOTS / f"cheat-sheet-house-{lang}-A4.pdf")], capture_output=True, text=True).stdout
    assert re.search(r"^Pages:\s+1$", pages, re.M), pages
    page.emulate_media(media="screen")
    for width in (390, 1280):
        page.set_viewport_size({"width": width, "height": 900})
        overflow = page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
        assert overflow <= 0
        box.scroll_into_view_if_needed()
        page.screenshot(path=str(SHOTS / f"cheat-sheet-house-{lang}-{width}.png"))
        rows.nth(4).scroll_into_view_if_needed()
        page.screenshot(path=str(SHOTS / f"cheat-sheet-house-{lang}-{width}-rows.png"))


@pytest.mark.parametrize("lang", ["en"])
def test_the_worksheet_marks_the_questions_and_answers_the_table_plays_differently(page: Page, lang: str):
    changed = set(BY_KEY["excess"].rules) | set(BY_KEY["moonmade"].rules)
    asked_here = [drill.rule for drill in worksheet_drills("ten-point") if drill.rule in changed]
    assert asked_here  # the sheet asks about both choices
    page.goto(url(lang, f"practice/worksheet-ten-point/#game={SHEET_GAME}"))
    ready(page, "house-sheet")
    expect(page.locator(".lp-house-sheet li")).to_have_count(2)
    marked = page.locator(".lp-worksheet-item.lp-house-marked")
    expect(marked).to_have_count(len(asked_here))
    assert [item.get_attribute("data-rule") for item in marked.all()] == asked_here
    expect(page.locator(".lp-worksheet-answers li.lp-house-marked")).to_have_count(len(asked_here))
    expect(page.locator('.lp-worksheet-item[data-rule="exchange.burn"] .lp-house-sheet-note')).to_contain_text(
        choice_text(lang, "excess", "opponents"))
    page.emulate_media(media="print")
    print_to_png(page, f"worksheet-house-{lang}-Letter", paper="Letter")
    page.emulate_media(media="screen")


@pytest.mark.parametrize("lang", ["ro"])
def test_a_corrupt_or_other_games_link_on_a_sheet_is_a_notice_over_the_plain_sheet(page: Page, lang: str):
    ui = tools_data(lang)["ui"]
    page.goto(url(lang, "cheat-sheets/thirteen-point-partner/#game=ten-point~stuck=9~<b>x</b>"))
    ready(page, "house-sheet")
    notice = page.locator(".lp-notice")
    expect(notice).to_contain_text(lead(ui["game_link_unknown"]))
    expect(notice).to_contain_text("ten-point~stuck=9~<b>x</b>")  # quoted as text
    expect(page.locator(".md-content b")).to_have_count(0)
    expect(page.locator(".lp-house-marked")).to_have_count(0)
    page.emulate_media(media="print")
    expect(notice).to_be_hidden()  # the plain sheet prints as it is
    page.emulate_media(media="screen")
    # A table of another game: said, and the sheet stays its own game's
    page.goto(url(lang, f"practice/worksheet-thirteen-point-partner/#game={HOUSE_GAME}"))
    ready(page, "house-sheet")
    expect(page.locator(".lp-notice")).to_contain_text(lead(ui["game_link_elsewhere"]))
    expect(page.locator(".lp-house-sheet")).to_have_count(0)
    expect(page.locator(".lp-house-marked")).to_have_count(0)


@pytest.mark.parametrize("lang", ["cs"])
def test_a_sheet_opened_without_a_link_offers_the_tables_game_chosen_last(page: Page, lang: str):
    page.goto(url(lang, "cheat-sheets/ten-point/"))
    ready(page, "house-sheet")
    expect(page.locator(".lp-house-sheet-offer")).to_have_count(0)  # nothing chosen: the plain sheet alone
    stored = {"version": 1, "revision": 1, "data": {"recent": [HOUSE_GAME]}}
    page.evaluate("([key, value]) => localStorage.setItem(key, JSON.stringify(value))", [GAME_KEY, stored])
    page.goto(url(lang, "cheat-sheets/pitch31/"))
    ready(page, "house-sheet")
    expect(page.locator(".lp-house-sheet-offer")).to_have_count(0)  # another game's sheet
    page.goto(url(lang, "cheat-sheets/ten-point/"))
    ready(page, "house-sheet")
    expect(page.locator(".lp-house-marked")).to_have_count(0)  # printed plain unless asked
    page.locator(".lp-house-sheet-offer a").click()
    expect(page.locator(".lp-house-sheet")).to_be_visible()
    expect(page.locator("tr.lp-house-marked")).to_have_count(2)
    assert page.url.endswith(f"#game={HOUSE_GAME}")
