"""Quizzes answered on what they show: a trick drawn as a trick on the felt (who led, who played
which card) and answered by pressing its card; a deadwood hand shown with its cards; feedback that
fits the question (a yes/no question answered with the rule that decides it, a warning before the
last try, a right pick acknowledged even after the answer was shown)."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from browser_harness import tutorial_data as data

pytestmark = pytest.mark.browser


@pytest.fixture
def page(shared_page: Page) -> Page:
    return shared_page




def quiz_step(lang: str, kind: str, quiz_id: str | None = None) -> tuple[str, dict]:
    for lesson in data(lang)["lessons"]:
        for step in lesson["steps"]:
            if step["kind"] == "quiz" and step["quiz"]["kind"] == kind and quiz_id in (None, step["quiz"]["id"]):
                return lesson["key"], step
    raise LookupError(kind, quiz_id)


def open_step(page: Page, lang: str, key: str, step_key: str) -> None:
    prefix = "" if lang == "en" else f"{lang}/"
    page.goto(f"{prefix}tutorial/#lesson-{key}/{step_key}")
    expect(page.locator(f'.lp-step[data-step="{step_key}"]')).to_be_visible()


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_a_trick_quiz_is_a_trick_on_the_table_answered_on_its_cards(page: Page, lang: str):
    words = data(lang)["table_words"]
    key, step = quiz_step(lang, "trick-winner")
    quiz = step["quiz"]
    open_step(page, lang, key, step["key"])
    table = page.locator(".lp-step .lp-quiz-table")
    plays = quiz["show"]["table"]["trick"]
    for play in plays:  # each card lies in front of the seat that played it, the leader marked
        slot = table.locator(f'.lp-trick-card[data-seat="{play["seat"]}"]')
        expect(slot.locator(f'[data-card="{play["card"]}"]')).to_have_count(1)
        expect(slot).to_contain_text(words[f"seat_{play['seat']}"])
    expect(table.locator(".lp-trick-card--led")).to_have_attribute("data-seat", plays[0]["seat"])
    for code in quiz["options"]:  # one picture of each card: the one on the table, no second row
        expect(page.locator(f'.lp-step [data-card="{code}"]')).to_have_count(1)
    table.locator(f'.lp-trick-card [data-card="{quiz["correct"]}"]').click()
    expect(page.locator(".lp-feedback")).to_contain_text(data(lang)["ui"]["correct"])
    expect(page.locator(".lp-next")).to_be_enabled()


def test_the_first_miss_warns_that_one_try_is_left_and_a_right_pick_after_the_answer_is_acknowledged(page: Page):
    ui = data("en")["ui"]
    key, step = quiz_step("en", "trick-winner")
    quiz = step["quiz"]
    wrong = [code for code in quiz["options"] if code != quiz["correct"]]
    open_step(page, "en", key, step["key"])
    feedback = page.locator(".lp-feedback")
    page.locator(f'.lp-picks [data-card="{wrong[0]}"]').click()
    expect(feedback).to_contain_text(ui["last_try"])
    expect(feedback).not_to_contain_text(ui["wrong_picks"])  # one card picked: not "these picks"
    page.locator(f'.lp-picks [data-card="{wrong[1]}"]').click()
    expect(feedback).to_contain_text(ui["the_answer"])
    page.locator(f'.lp-picks [data-card="{quiz["correct"]}"]').click()
    expect(feedback).to_have_class(re.compile("lp-feedback--ok"))
    expect(feedback).to_contain_text(ui["correct"])


def test_a_yes_no_question_answers_a_miss_with_the_rule_that_decides_it(page: Page):
    ui = data("en")["ui"]
    key, step = quiz_step("en", "bid-legal", "bid-dealer-matches-ten")
    quiz = step["quiz"]
    assert quiz["correct"] == "yes"
    open_step(page, "en", key, step["key"])
    page.locator('.lp-choice[data-value="no"]').click()
    feedback = page.locator(".lp-feedback")
    expect(feedback).to_contain_text(ui["the_answer"])  # nothing else is left to try
    expect(feedback).not_to_contain_text(ui["wrong_picks"])
    expect(feedback).not_to_contain_text(ui["last_try"])
    expect(feedback).to_contain_text(quiz["explain"][0]["message"])
    assert feedback.locator("a.lp-rule-link").first.get_attribute("href").endswith("#bid-dealer-may-match")
    expect(page.locator('.lp-choice[data-value="yes"]')).to_have_class(re.compile("lp-pick--right"))
    expect(page.locator(".lp-next")).to_be_enabled()


@pytest.mark.parametrize("lang", ["de"])
def test_a_deadwood_quiz_shows_its_hand_and_a_filled_explanation(page: Page, lang: str):
    key, step = quiz_step(lang, "deadwood")
    quiz = step["quiz"]
    open_step(page, lang, key, step["key"])
    shown = page.locator(".lp-step .lp-quiz-cards [data-card]")
    expect(shown).to_have_count(len(quiz["show"]["cards"]))
    page.locator(".lp-number").fill(str(quiz["correct"]))
    page.locator(".lp-check-answer").click()
    feedback = page.locator(".lp-feedback")
    expect(feedback).to_contain_text(data(lang)["ui"]["correct"])
    assert not re.search(r"\{\w+\}", feedback.inner_text())


@pytest.mark.parametrize("lang", ["mk"])
def test_arranging_the_melds_is_answered_on_the_hand(page: Page, lang: str):
    ui = data(lang)["ui"]
    key, step = quiz_step(lang, "leftover")
    quiz = step["quiz"]
    melded = next(code for code in quiz["options"] if code not in quiz["correct"])
    open_step(page, lang, key, step["key"])
    for code in quiz["options"]:  # the hand once, each card a box to tick
        expect(page.locator(f'.lp-step [data-card="{code}"]')).to_have_count(1)
    page.locator(f'.lp-check[data-option="{melded}"]').click()
    page.locator(".lp-check-answer").click()
    feedback = page.locator(".lp-feedback")
    expect(feedback).to_contain_text(ui["wrong_picks"])
    expect(feedback.locator(f'.lp-wrong-picks li[data-option="{melded}"]')).to_contain_text(quiz["why"][melded][0]["message"])
    page.locator(f'.lp-check[data-option="{melded}"]').click()
    for code in quiz["correct"]:
        page.locator(f'.lp-check[data-option="{code}"]').click()
    page.locator(".lp-check-answer").click()
    expect(feedback).to_contain_text(ui["correct"])
    expect(page.locator(".lp-next")).to_be_enabled()
