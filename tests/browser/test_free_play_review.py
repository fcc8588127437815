""""Learn from your mistakes" after the tutorial's free hand (web/tutorial/steps/free-play.js,
reusing Play's web/common/review.js): the learner plays a whole hand through the page, pressing a
legal move whenever it is his turn; once it is over the hand's end offers the review, which steps
through his costly decisions on the lesson's table (retried, then the best and why, in the
reader's language), and Done gives the finished hand back."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from browser_harness import tutorial_data
from test_play_review import STEP, next_step, press_the_best, try_the_played_then_show_the_best

pytestmark = pytest.mark.browser

AREA = ".lp-free-play"
HANDS = 4  # hands dealt at most before one has a costly decision (a player pressing his first legal move)


@pytest.fixture
def page(shared_page: Page) -> Page:
    """Only a booted engine is needed: a page of the session's shared context."""
    return shared_page


def play_a_hand(page: Page, deal: str) -> None:
    """Deal (or deal again: the button ``deal``) and press the first legal move whenever the
    learner is to move, waiting after each for the table to be drawn again, until the hand is over."""
    area = page.locator(AREA)
    shown = int(area.get_attribute("data-shown") or 0)
    area.get_by_role("button", name=deal).click()
    for _ in range(80):
        page.wait_for_function("""n => { const area = document.querySelector('.lp-free-play');
            return Number(area.dataset.shown || 0) > n && area.dataset.bots !== 'moving'; }""", arg=shown)
        shown = int(area.get_attribute("data-shown") or 0)
        if area.get_attribute("data-hand") == "over":
            return
        area.locator('[data-control="pace"]').select_option("instant")  # the bots' pace: test_learner_flow.py
        area.locator('.lp-table-you [data-legal="true"]').first.click()
    raise AssertionError("the hand never ended")


@pytest.mark.parametrize("lang", ["cs"])
def test_the_free_hand_ends_with_a_review_the_learner_steps_through(page: Page, lang: str, axe):
    data = tutorial_data(lang)
    words = data["table_words"]
    page.goto(("" if lang == "en" else f"{lang}/") + "tutorial/#lesson-guided-hand/free")
    expect(page.locator('.lp-step[data-step="free"]')).to_be_visible()
    page.wait_for_function("() => performance.getEntriesByName('pitch-engine:ready').length > 0")
    offer = page.locator(f"{AREA} .lp-review")
    for _ in range(HANDS):
        play_a_hand(page, data["ui"]["new_hand"])
        expect(page.locator(f"{AREA} .lp-turn-line")).to_have_text(words["hand_is_over"])
        expect(offer).to_have_attribute("data-review", re.compile(r"^(ready|none)$"))
        if offer.get_attribute("data-review") == "ready":
            break
        expect(offer.locator(".lp-review-none")).to_have_text(words["review_none"])
    else:
        raise AssertionError(f"no costly decision in {HANDS} hands of first legal moves")
    expect(offer.locator(".lp-review-summary p").first).not_to_be_empty()

    page.click(f'{AREA} [data-control="review"]')
    step = page.locator(STEP)
    expect(page.locator(AREA)).to_have_attribute("data-review", "open")
    expect(page.locator(f"{AREA} .lp-new-hand")).to_be_hidden()  # the hand's own controls wait until Done
    decision, best = try_the_played_then_show_the_best(page, words)
    assert step.get_attribute("data-decision") == decision
    assert axe(page) == []
    press_the_best(page, decision, best[0])
    while page.locator('[data-control="review-next"]').count():
        next_step(page)
        decision, best = try_the_played_then_show_the_best(page, words)

    page.click('[data-control="review-done"]')
    expect(page.locator(STEP)).to_have_count(0)
    expect(page.locator(f'{AREA} [data-control="review"]')).to_be_focused()
    expect(page.locator(f"{AREA} .lp-turn-line")).to_have_text(words["hand_is_over"])
    expect(page.locator(f"{AREA} .lp-new-hand")).to_be_visible()
    assert page.get_attribute(AREA, "data-review") is None
