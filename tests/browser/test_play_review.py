""""Learn from your mistakes" in Play (web/common/review.js): after a hand in which the reader gave
points away, the end of the hand offers the review; it shows each costly decision on the table (a
call on its buttons, a card in the hand), judges what the reader tries, then shows the best and
why (with the rule's link), and Done gives the game back as it was."""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import Page, expect

from browser_harness import PATIENCE_MS, SITE_DIR
from pitch_core import webapi

pytestmark = pytest.mark.browser

KEY = "learn-pitch:play"
ROOT = ".lp-tool[data-tool=play]"
STEP = ".lp-review-step"


@pytest.fixture
def page(shared_page: Page) -> Page:
    """Only a booted engine is needed: a page of the session's shared context."""
    return shared_page


def ui() -> dict:
    return json.loads((SITE_DIR / "tools-data" / "en.json").read_text(encoding="utf-8"))["ui"]


def finished_first_hand(seed: int = 2) -> dict:
    """A pitch31 game whose first hand the reader played to its end with his first legal card
    each time (seed 2: he throws his 3 away), saved as Play saves a game."""
    view = webapi.new_game("pitch31", "S", seed=seed)
    game = view["session"]
    while not view["hand_over"]:
        view = webapi.game_act(game, view["legal"][0]["move"]) if view["your_turn"] else webapi.bot_move(game)
    assert webapi.review_hand(game)["mistakes"], "the hand has a costly decision to review"
    return webapi.save_game(game)


def open_finished_hand(page: Page) -> None:
    """Play with the finished hand, as a game kept in this browser and resumed."""
    page.goto("play/")
    page.select_option("select[name=pace]", "instant")
    page.click(".lp-start")
    page.wait_for_function("() => document.querySelector('.lp-tool').dataset.saved", timeout=PATIENCE_MS)
    page.evaluate("""([key, saved]) => { const kept = JSON.parse(localStorage.getItem(key));
                                          kept.data.game.saved = saved;
                                          localStorage.setItem(key, JSON.stringify(kept)); }""",
                  [KEY, finished_first_hand()])
    page.reload()
    page.click(".lp-resume")
    expect(page.locator(ROOT)).to_have_attribute("data-state", "hand-over")


# -- stepping through a review (the free hand's test uses these too) ---------------------------
def marked(page: Page, option: str, decision: str, kind: str):
    """What the reader did (``kind`` "played") or the best (``"best"``) marked on the table: a card
    of his hand, or a call, trump or exchange button."""
    where = f'.lp-table-hand [data-card="{option}"]' if decision == "card" else f'.lp-table-you [data-move="{option}"]'
    return page.locator(f"{where}.lp-review-{kind}")


def try_the_played_then_show_the_best(page: Page, words: dict) -> tuple[str, list[str]]:
    """At a step waiting for a try: the option taken in the game is marked, pressing it again is
    not good enough, then the best is shown and marked, with its reasons. Returns the decision
    and the best option(s)."""
    step = page.locator(STEP)
    expect(step).to_have_attribute("data-state", "try")
    decision = step.get_attribute("data-decision")
    card = decision == "card"
    expect(step.locator(".lp-review-ask")).to_have_text(words["review_find" if card else "review_find_choice"])
    played = step.get_attribute("data-played")
    taken = marked(page, played, decision, "played")
    expect(taken).to_have_attribute("data-review-mark", words["review_played_mark"])
    taken.click()  # the same again: not good enough
    expect(step).to_have_attribute("data-state", "tried")
    expect(step.locator(".lp-review-try")).to_have_attribute("data-code", "review.try.played" if card else "review.try.choice.played")
    page.click('[data-control="review-show"]')
    expect(step).to_have_attribute("data-state", "shown")
    best = step.locator(".lp-review-best").get_attribute("data-best").split()
    assert best and played not in best
    expect(marked(page, best[0], decision, "best")).to_be_visible()
    expect(step.locator(".lp-review-reason").first).to_be_visible()
    expect(step.locator(".lp-review-how")).not_to_be_empty()
    return decision, best


def press_the_best(page: Page, decision: str, best: str) -> None:
    """The best option, pressed once it is shown: well found."""
    step = page.locator(STEP)
    button = page.locator(f'.lp-table-hand button[data-card="{best}"]' if decision == "card"
                          else f'.lp-table-you button[data-move="{best}"]')
    button.click()
    expect(step.locator(".lp-review-try")).to_have_attribute(
        "data-code", "review.try.best" if decision == "card" else "review.try.choice.best")
    expect(step).to_have_attribute("data-state", "shown")


def next_step(page: Page) -> None:
    step = page.locator(STEP)
    number = int(step.get_attribute("data-step"))
    page.click('[data-control="review-next"]')
    expect(step).to_have_attribute("data-step", str(number + 1))


def test_the_reader_steps_through_his_mistakes_tries_again_and_sees_the_best_and_why(page: Page, axe):
    """The hand's first costly decision is his pass (a call: its buttons are marked and retried),
    then a card he threw away (the reason names the card with the rule that scores it)."""
    words = ui()
    open_finished_hand(page)
    offer = page.locator(".lp-review")
    expect(offer).to_have_attribute("data-review", "ready")
    expect(offer.locator(".lp-review-summary p").first).to_contain_text("Your side took")
    expect(offer.locator(".lp-review-summary [data-code='review.summary.split']")).to_be_visible()  # calls apart
    page.click('[data-control="review"]')
    step = page.locator(STEP)
    expect(page.locator(ROOT)).to_have_attribute("data-review", "open")
    expect(page.locator(".lp-review-title")).to_contain_text(words["review_learn"])

    decision, best = try_the_played_then_show_the_best(page, words)
    assert decision == "bid" and step.get_attribute("data-played") == "S:pass"
    expect(step.locator(".lp-review-best")).to_contain_text(words["review_best_choice"].split("{")[0].strip())
    press_the_best(page, decision, best[0])

    next_step(page)
    decision, best = try_the_played_then_show_the_best(page, words)
    assert decision == "card"
    reason = step.locator(".lp-review-reason").first
    expect(reason.locator("a.lp-rule-link")).to_have_count(1)  # the rule that scores those points
    assert reason.get_attribute("data-rule").startswith("review.reason.")
    assert axe(page) == []  # the step, its marks and its answer, as every tool page is checked
    press_the_best(page, decision, best[0])

    while page.locator('[data-control="review-next"]').count():
        next_step(page)
        expect(step).to_have_attribute("data-state", "try")
        page.click('[data-control="review-show"]')
        expect(step).to_have_attribute("data-state", "shown")
    page.click('[data-control="review-done"]')
    expect(page.locator(STEP)).to_have_count(0)
    expect(page.locator('[data-control="review"]')).to_be_focused()
    expect(page.locator(".lp-next-hand")).to_be_visible()
    assert page.get_attribute(ROOT, "data-review") is None
