"""The Pitch card table (web/common/table.js) in Play and in the hand viewer, in a real browser:
a whole hand played by keyboard alone, a won trick that stays on the table until the next lead,
the end-of-hand summary checked against the Python engine's own breakdown, focus that never
falls to the page's body, controls that say why they cannot be used, and a phone's width."""

from __future__ import annotations

import base64
import json
import re
from urllib.parse import unquote

import pytest
from playwright.sync_api import Page, expect

from browser_harness import PATIENCE_MS, ROOT, SITE_DIR
from pitch_core import webapi

pytestmark = pytest.mark.browser

GUIDED = (ROOT / "tutorial" / "hands" / "guided-pitch31.pitch").read_text(encoding="utf-8")


@pytest.fixture
def page(shared_page: Page) -> Page:
    return shared_page


def ui(lang: str) -> dict:
    return json.loads((SITE_DIR / "tools-data" / f"{lang}.json").read_text(encoding="utf-8"))["ui"]


def url(lang: str, address: str) -> str:
    return address if lang == "en" else f"{lang}/{address}"


def start(page: Page, lang: str, pace: str, game: str = "pitch31") -> int:
    page.goto(url(lang, "play/"))
    page.select_option("select[name=game]", game)
    page.select_option("select[name=seat]", "S")
    page.select_option("select[name=pace]", pace)
    page.click(".lp-start")
    return settled(page, 0)


def settled(page: Page, shown: int) -> int:
    """Wait until the game was redrawn and is waiting for the reader (his move, the bots'
    "Next" when they go step by step, or the next hand); return the redraw count."""
    page.wait_for_function(
        """(last) => { const root = document.querySelector('.lp-tool');
                       if (Number(root.dataset.shown || 0) <= last) return false;
                       if (root.dataset.state !== 'bots') return true;
                       return Boolean(document.querySelector('.lp-bot-next')); }""",
        arg=shown, timeout=PATIENCE_MS)
    return int(page.get_attribute(".lp-tool", "data-shown"))


def focused(page: Page) -> dict:
    return page.evaluate("""() => { const a = document.activeElement;
        return { tag: a.tagName, body: a === document.body, move: a.dataset.move || null, legal: a.dataset.legal || null,
                 control: a.dataset.control || null, cls: a.className || '' }; }""")


def state(page: Page) -> str:
    return page.get_attribute(".lp-tool", "data-state")


def no_page_overflow(page: Page) -> int:
    return page.evaluate("() => document.documentElement.scrollWidth - document.documentElement.clientWidth")


def engine_result(page: Page) -> dict:
    """The hand as the Python engine scores it: the page's share link carries its record."""
    page.click(".lp-share-button")
    link = page.locator(".lp-share-link")
    expect(link).to_have_value(re.compile(r"#r="))
    address = link.input_value()
    token = re.search(r"#r=([A-Za-z0-9_-]+)", unquote(address)).group(1)
    record = base64.urlsafe_b64decode(token + "=" * (-len(token) % 4)).decode("utf-8")
    opened = webapi.open_records(record)
    view = webapi.record_step(opened["session"], hand=len(opened["hands"]) - 1, at=opened["hands"][-1]["total"])
    return view["result"]


@pytest.mark.parametrize("lang", ["cs"])
def test_a_whole_hand_by_keyboard_alone_and_its_summary_is_the_engines(page: Page, lang: str):
    """Every move by Enter on the control the page focused, arrows to choose among the cards;
    focus is never the page's body; then the summary is the engine's breakdown, point by point."""
    shown = start(page, lang, "instant")
    arrows_used = False
    for _ in range(200):
        if state(page) == "hand-over":
            if arrows_used:
                break
            # A hand where the reader never had two cards to choose from (everyone passed, or
            # each card was forced): the next hand, by Enter on the control the page focused
            assert focused(page)["control"] == "next-hand"
            page.keyboard.press("Enter")
            shown = settled(page, shown)
            continue
        where = focused(page)
        assert not where["body"], "the focus fell to the page's body"
        assert where["legal"] == "true", f"after a redraw the focus is not on a move the reader may make: {where}"
        cards = page.locator('.lp-table-hand [data-legal="true"]')
        if cards.count() > 1 and not arrows_used:  # arrows move along the hand to another card
            first = where["move"]
            page.keyboard.press("ArrowRight")
            while focused(page)["legal"] != "true":
                page.keyboard.press("ArrowRight")
            assert focused(page)["move"] != first
            arrows_used = True
        page.keyboard.press("Enter")
        shown = settled(page, shown)
    assert state(page) == "hand-over"
    assert arrows_used, "no hand offered two playable cards"
    where = focused(page)
    assert where["control"] in ("next-hand", "new-game"), f"the hand is over but the focus is on {where}"

    result = engine_result(page)
    shown_points = page.locator(".lp-hand-summary .lp-points li").evaluate_all(
        "(items) => items.map((li) => [li.dataset.card, Number(li.dataset.points), li.dataset.to, li.dataset.rule])")
    expected = [[e["card"], e["points"], e["to"], e["rule"]] for e in result["breakdown"]]
    assert shown_points == expected
    summary = page.locator(".lp-hand-summary")
    words = ui(lang)
    expect(summary.locator(".lp-badge--verdict")).to_have_text(words["made_mark"] if result["made"] else words["set_mark"])
    for entry in page.locator(".lp-points a.lp-rule-link").all():
        assert "#" in entry.get_attribute("href")
    # The header shows the scores after the hand, not before it.
    assert json.loads(page.get_attribute(".lp-info-scores", "data-scores")) == result["scores"]
    for unit, total in result["scores"].items():
        expect(summary.locator(f'.lp-score-changes [data-unit="{unit}"] .lp-score-total')).to_contain_text(str(total))


def test_a_won_trick_stays_on_the_table_until_the_next_lead(page: Page):
    """Bots step by step ("Next"): after the trick's last card the whole trick lies there with
    its winner marked, through any number of redraws, until someone leads to the next one."""
    shown = start(page, "en", "step")
    checked = 0
    for _ in range(120):
        if state(page) == "hand-over" or checked >= 2:
            break
        before = page.locator(".lp-trick-card").count()
        if state(page) == "your-turn":
            assert focused(page)["legal"] == "true"
        else:
            assert focused(page)["control"] == "bot-next", "the bots wait for Next: the focus should be on it"
        page.keyboard.press("Enter")
        shown = settled(page, shown)
        centre = page.locator(".lp-trick-centre")
        if centre.get_attribute("data-trick") != "won" or before == 0:
            continue
        # The trick was just won: every card of it is still there, the winner's marked.
        winner = centre.get_attribute("data-winner")
        expect(page.locator(".lp-trick-card--winner")).to_have_count(1)
        expect(page.locator(".lp-trick-card--winner")).to_have_attribute("data-seat", winner)
        assert page.locator(".lp-trick-card").count() == before + 1
        if state(page) == "hand-over":
            break
        if page.get_attribute(".lp-last-trick-toggle", "aria-expanded") != "true":
            page.click(".lp-last-trick-toggle")  # the last trick, shown beside the table on demand
        expect(page.locator(".lp-last-trick-panel")).to_be_visible()
        expect(page.locator(".lp-last-trick-panel [data-seat]")).to_have_count(before + 1)
        expect(centre).to_have_attribute("data-trick", "won")
        # The next lead replaces it.
        if state(page) == "your-turn":
            page.locator('.lp-table-hand [data-legal="true"]').first.focus()
        else:
            page.locator(".lp-bot-next").focus()
        page.keyboard.press("Enter")
        shown = settled(page, shown)
        if state(page) != "hand-over":
            expect(page.locator(".lp-trick-centre")).to_have_attribute("data-trick", "playing")
            expect(page.locator(".lp-trick-card")).to_have_count(1)
            expect(page.locator(".lp-trick-card--led")).to_have_count(1)
        checked += 1
    assert checked >= 1, "no trick was won"


def test_a_finished_trick_can_be_cleared_by_the_reader(page: Page):
    shown = start(page, "en", "step")
    for _ in range(120):
        if page.get_attribute(".lp-trick-centre", "data-trick") == "won" or state(page) == "hand-over":
            break
        page.keyboard.press("Enter")
        shown = settled(page, shown)
    if state(page) == "hand-over":
        pytest.fail("the hand ended without a trick to clear")
    page.click(".lp-clear-trick")
    expect(page.locator(".lp-trick-centre")).to_have_attribute("data-trick", "empty")
    assert not focused(page)["body"]


@pytest.mark.parametrize("lang", ["cs"])
def test_controls_that_cannot_be_used_say_why(page: Page, lang: str):
    start(page, lang, "step")
    words = ui(lang)
    undo = page.locator(".lp-undo")
    expect(undo).to_be_disabled()
    reason = undo.get_attribute("aria-describedby")
    expect(page.locator(f"#{reason}")).to_have_text(words["undo_unavailable"])
    expect(page.locator(f"#{reason}")).to_be_visible()
    if state(page) == "bots":
        hint = page.locator(".lp-hint-button")
        expect(hint).to_be_disabled()
        expect(page.locator(f"#{hint.get_attribute('aria-describedby')}")).to_have_text(words["hint_unavailable"])
    # Play on to a turn of the reader's with a move he may not make: it looks unavailable and says why.
    shown = int(page.get_attribute(".lp-tool", "data-shown"))
    for _ in range(120):
        if state(page) == "your-turn" and page.locator('.lp-you [data-legal="false"]').count():
            break
        if state(page) == "hand-over":
            pytest.fail("no move the rules forbid was offered in a whole hand")
        page.keyboard.press("Enter")
        shown = settled(page, shown)
    forbidden = page.locator('.lp-you [data-legal="false"]').first
    expect(forbidden).to_have_attribute("aria-disabled", "true")
    note = forbidden.get_attribute("aria-describedby")
    expect(page.locator(f"#{note}")).to_have_text(words["dimmed_note"])
    assert page.locator('.lp-you [data-legal="true"][aria-disabled]').count() == 0
    opacity = forbidden.evaluate("(b) => Number(getComputedStyle(b.querySelector('svg') || b).opacity)")
    assert opacity < 1, "a forbidden move looks like an allowed one"


def test_play_fits_a_phone_at_every_stage(page: Page):
    page.set_viewport_size({"width": 390, "height": 844})
    shown = start(page, "en", "instant")
    assert no_page_overflow(page) <= 0, "the auction makes the page scroll sideways"
    for _ in range(80):
        if state(page) == "hand-over":
            break
        page.keyboard.press("Enter")
        shown = settled(page, shown)
        assert no_page_overflow(page) <= 0, f"the page scrolls sideways ({state(page)})"
    assert state(page) == "hand-over"
    expect(page.locator(".lp-hand-summary")).to_be_visible()
    assert no_page_overflow(page) <= 0


@pytest.mark.parametrize("lang", ["mk"])
def test_the_viewer_shows_its_positions_on_the_table(page: Page, lang: str):
    opened = webapi.open_records(GUIDED)
    # the first trick's end (the engine's marks also end the auction and the naming of trump)
    first = next(at for at in opened["hands"][0]["marks"] if webapi.record_step(opened["session"], at=at)["last_trick"])
    marks = [first]
    token = base64.urlsafe_b64encode(GUIDED.encode("utf-8")).decode("ascii").rstrip("=")
    page.goto(url(lang, "tools/hand-viewer/") + f"#r={token}&m={marks[0]}")
    expect(page.locator(".lp-position")).to_have_attribute("data-at", str(marks[0]))
    table = page.locator(".lp-pitch-table")
    expect(table.locator(".lp-table-seat")).to_have_count(4)
    # The open view: every hand face up, the first trick won and lying on the table.
    expected = webapi.record_step(opened["session"], at=marks[0])
    expect(table.locator(".lp-trick-centre")).to_have_attribute("data-trick", "won")
    expect(table.locator(".lp-trick-centre")).to_have_attribute("data-winner", expected["last_trick"]["winner"])
    for seat, cards in expected["hands"].items():
        shown_cards = table.locator(f'[data-seat="{seat}"] .lp-held--open [data-card], .lp-table-you[data-seat="{seat}"] [data-card]')
        assert sorted(shown_cards.evaluate_all("(cs) => cs.map((c) => c.dataset.card)")) == sorted(cards)
    page.click(".lp-step-next")
    expect(page.locator(".lp-position")).to_have_attribute("data-at", str(marks[0] + 1))
    expect(table.locator(".lp-trick-card")).to_have_count(1)
    page.click(".lp-step-end")
    expect(page.locator(".lp-hand-summary .lp-points li")).to_have_count(len(webapi.record_step(opened["session"])["result"]["breakdown"]))
    assert no_page_overflow(page) <= 0
