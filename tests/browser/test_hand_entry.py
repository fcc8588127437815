"""A real table's hand entered in the hand viewer by tapping (web/tools/hand-viewer-entry.js): the
contract and the cards each player held at the first trick make a ``[Start "play"]`` record, the
cards are then tapped in as they were played (and one taken back), the engine explains each trick,
and the shared link opens at the table on a phone. A position no hand reaches is the engine's
localised error. Each step waits on the page's own signals."""

from __future__ import annotations

import base64
import os
import re
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import Page, expect

from test_tools import tools_data, url

from pitch_core import webapi
from pitch_core.errors import PitchError

pytestmark = pytest.mark.browser

SHOTS = Path(os.environ.get("LEARN_PITCH_SHOTS", "/tmp/house-shots"))
# The teacher's argument (review: a club evening): North takes the first trick with the A♥ and
# East played the 2♥. Whose is the point?
HANDS = {"N": ["AH", "KH", "9H"], "E": ["2H", "7H"], "S": ["QH", "JD", "HJ", "TH"], "W": ["JH", "3H"]}
FIRST_TRICK = ["N:AH", "E:2H", "S:TH", "W:3H"]
RECORD = """[Game "ten-point"]
[Dealer "W"]
[Start "play"]
[Bidder "N"]
[Bid "5"]
[Trump "H"]
[North "AH KH 9H"]
[East "2H 7H"]
[South "QH JD HJ TH"]
[West "JH 3H"]
"""


@pytest.fixture
def page(shared_page: Page) -> Page:
    return shared_page


def ready(page: Page) -> None:
    expect(page.locator('.lp-tool[data-tool="hand-viewer"][data-ready="true"]')).to_have_count(1)


def tap_hands(page: Page, hands: dict[str, list[str]]) -> None:
    for seat, cards in hands.items():
        page.locator(f'.lp-entry-seats input[value="{seat}"]').check()
        for card in cards:
            page.locator(f'.lp-hand-entry .lp-card-picker [data-card="{card}"]').click()


def fill_contract(page: Page) -> None:
    page.select_option("select[name=entry-game]", "ten-point")
    page.select_option("select[name=entry-dealer]", "W")
    page.select_option("select[name=entry-bidder]", "N")
    page.select_option("select[name=entry-bid]", "5")
    page.select_option("select[name=entry-trump]", "H")


def at(page: Page, moves: int) -> None:
    expect(page.locator(".lp-position")).to_have_attribute("data-at", str(moves))


def shared_record(link: str) -> str:
    fields = dict(pair.split("=", 1) for pair in urlsplit(link).fragment.split("&"))
    token = fields["r"]
    return base64.urlsafe_b64decode(token + "=" * (-len(token) % 4)).decode("utf-8")


@pytest.mark.parametrize("lang", ["cs"])
def test_a_hand_tapped_in_opens_at_the_first_trick_and_its_play_is_tapped_in(page: Page, lang: str):
    data = tools_data(lang)
    ui = data["ui"]
    page.set_viewport_size({"width": 1280, "height": 900})
    page.goto(url(lang, "tools/hand-viewer/"))
    ready(page)
    page.locator(".lp-hand-entry > summary").click()
    fill_contract(page)
    # A card tapped for another player moves to the one chosen now: one tap mends a slip
    page.locator('.lp-entry-seats input[value="N"]').check()
    page.locator('.lp-hand-entry .lp-card-picker [data-card="TH"]').click()
    expect(page.locator('.lp-entry-hands li[data-seat="N"] [data-card="TH"]')).to_have_count(1)
    page.locator('.lp-entry-seats input[value="S"]').check()
    page.locator('.lp-hand-entry .lp-card-picker [data-card="TH"]').click()
    expect(page.locator('.lp-entry-hands li[data-seat="N"] [data-card="TH"]')).to_have_count(0)
    page.locator('.lp-hand-entry .lp-card-picker [data-card="TH"]').click()  # tapped again: taken back
    expect(page.locator('.lp-hand-entry .lp-card-picker [data-card="TH"]')).to_have_attribute("aria-pressed", "false")
    tap_hands(page, HANDS)
    for seat, cards in HANDS.items():
        expect(page.locator(f'.lp-entry-hands li[data-seat="{seat}"] [data-card]')).to_have_count(len(cards))
    expect(page.locator(".lp-hand-entry .lp-card-picker [aria-pressed=true]")).to_have_count(11)  # a joker among them
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.locator(".lp-hand-entry").screenshot(path=str(SHOTS / "hand-entry-1280.png"))

    page.click(".lp-entry-open")
    at(page, 0)
    expect(page.locator(".lp-record-input")).to_have_value(RECORD)  # the record form, for the reader to see
    # The play: each card tapped as it was played, the seat to move named in the reader's words
    for number, move in enumerate(FIRST_TRICK):
        seat = move[0]
        expect(page.locator(".lp-play-entry")).to_have_attribute("data-seat", seat)
        expect(page.locator(".lp-play-entry")).to_contain_text(ui["entry_next_card"].replace("{seat}", data["ui"][f"seat_{seat}"]))
        page.locator(f'.lp-entry-legal [data-move="{move}"]').click()
        at(page, number + 1)
    # The engine's verdict on the trick: the ace takes it, the 2 goes back to East
    expected = webapi.record_step(webapi.open_records(RECORD + " ".join(FIRST_TRICK))["session"], 4)["explained"]
    assert {event["rule"] for event in expected} >= {"play.highest-wins", "play.deuce-returns"}
    expect(page.locator('.lp-last-move .lp-explained[data-rule="play.deuce-returns"]')).to_be_visible()
    # One card taken back, and tapped again
    page.click(".lp-entry-take-back")
    at(page, 3)
    expect(page.locator(".lp-play-entry")).to_have_attribute("data-seat", "W")
    page.locator('.lp-entry-legal [data-move="W:3H"]').click()
    at(page, 4)
    expect(page.locator(".lp-record-input")).to_have_value(RECORD + "\n".join(FIRST_TRICK) + "\n")
    page.locator(".lp-viewer").screenshot(path=str(SHOTS / "hand-entry-play-1280.png"))

    # The shared link carries the record and the position, and opens at the table on a phone
    page.click(".lp-share-button")
    link = page.locator(".lp-share-link").input_value()
    shared = shared_record(link)
    assert '[Start "play"]' in shared and all(move in shared for move in FIRST_TRICK)
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(url(lang, "index.html"))
    page.goto(link)
    ready(page)
    at(page, 4)
    # The whole table in view (the page scrolls as far as it goes), not the form above it
    expect(page.locator(".lp-pitch-table .lp-felt")).to_be_in_viewport(ratio=1)
    page.screenshot(path=str(SHOTS / "hand-entry-shared-390.png"))


@pytest.mark.parametrize("lang", ["de"])
def test_a_position_no_hand_reaches_is_the_engines_error_in_the_readers_language(page: Page, lang: str):
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(url(lang, "tools/hand-viewer/"))
    ready(page)
    page.locator(".lp-hand-entry > summary").click()
    fill_contract(page)
    # Seven trump for North: a player keeps no more than six for the play
    tap_hands(page, {"N": ["AH", "KH", "9H", "8H", "6H", "5H", "4H"], "E": ["2H"], "S": ["QH"], "W": ["JH"]})
    page.locator(".lp-hand-entry").screenshot(path=str(SHOTS / "hand-entry-390.png"))
    overflow = page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
    assert overflow <= 0
    page.click(".lp-entry-open")
    error = page.locator(".lp-feedback--error")
    expect(error).to_be_visible()
    expect(error.locator('.lp-explained a.lp-rule-link')).to_have_count(1)
    expect(page.locator(".lp-viewer")).to_be_hidden()
    try:  # the engine's own message in the reader's language, shown as text
        webapi.open_records(RECORD.replace("AH KH 9H", "AH KH 9H 8H 6H 5H 4H").replace("2H 7H", "2H")
                            .replace("QH JD HJ TH", "QH").replace("JH 3H", "JH"))
    except PitchError as refused:
        expect(error).to_contain_text(refused.message(lang))
    else:
        pytest.fail("the engine opened a hand of seven trump")


DOCS = Path(__file__).resolve().parents[2] / "docs" / "tools"
EXAMPLE = re.compile(r"^```text\n(\[Game[^`]*?\[Start \"play\"\][^`]*?)```", re.M | re.S)


@pytest.mark.parametrize("lang", ["en", "ro", "de", "cs", "mk"])
def test_every_language_explains_the_start_at_the_play_form_with_an_example_the_engine_opens(lang: str):
    """The hand viewer's page says how a record from the first trick is written, with the record of
    the teacher's argument; the engine opens it and says the trick as the page's comment does."""
    page = (DOCS / ("hand-viewer.md" if lang == "en" else f"hand-viewer.{lang}.md")).read_text(encoding="utf-8")
    assert "{#start-at-the-play}" in page  # the section's anchor is the same in every language
    found = EXAMPLE.search(page)
    assert found, "no [Start \"play\"] example"
    record = found.group(1)
    assert record.startswith(RECORD)
    opened = webapi.open_records(record)
    hand = opened["hands"][0]
    assert hand["total"] == len(FIRST_TRICK)
    rules = {event["rule"] for event in webapi.record_step(opened["session"], len(FIRST_TRICK))["explained"]}
    assert {"play.highest-wins", "play.deuce-returns"} <= rules
