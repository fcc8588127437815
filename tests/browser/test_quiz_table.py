"""Lesson quizzes asked by the one question component (web/common/question.js), answered on what
they show: a trick left on the table (who led, who played which card) answered by pressing its
card, its winner unsaid until the answer; a Three Thirteen hand on its own table, its cards
pressed or its deadwood typed; feedback that fits the question (a yes/no question answered with
the rule that decides it, a warning before the last try, a right pick acknowledged even after the
answer was shown). The answers are the engine's, built into the lesson's data (Drill.to_dict)."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from browser_harness import tutorial_data as data

pytestmark = pytest.mark.browser


@pytest.fixture
def page(shared_page: Page) -> Page:
    return shared_page


def quiz(lang: str, wanted) -> tuple[str, dict]:
    """(lesson key, step) of the first quiz whose question ``wanted(question)`` accepts."""
    for lesson in data(lang)["lessons"]:
        for step in lesson["steps"]:
            if step["kind"] == "quiz" and wanted(step["question"]):
                return lesson["key"], step
    raise LookupError(wanted)


def words(lang: str) -> dict:
    return data(lang)["table_words"]  # the question's words are the tools' (tools/ui.toml)


def open_step(page: Page, lang: str, key: str, step_key: str) -> None:
    prefix = "" if lang == "en" else f"{lang}/"
    page.goto(f"{prefix}tutorial/#lesson-{key}/{step_key}")
    expect(page.locator(f'.lp-step[data-step="{step_key}"] .lp-question')).to_be_visible()


def trick_quiz(question: dict) -> bool:
    return question["kind"] == "card" and question["scene"]["trick"] == "last"


def press(page: Page, value: str) -> None:
    """Press a value of the question: a card or a player on its table, or a choice below it."""
    page.locator(f'.lp-step .lp-question :is(button, [role="button"])[data-answer="{value}"]').first.click()


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_a_trick_quiz_is_a_trick_on_the_table_answered_on_its_cards(page: Page, lang: str):
    table_words = words(lang)
    key, step = quiz(lang, trick_quiz)
    question = step["question"]
    trick = question["scene"]["view"]["last_trick"]
    open_step(page, lang, key, step["key"])
    table = page.locator(".lp-step .lp-question-scene")
    for play in trick["cards"]:  # each card lies in front of the seat that played it, the leader marked
        slot = table.locator(f'.lp-trick-card[data-seat="{play["seat"]}"]')
        expect(slot.locator(f'[data-card="{play["card"]}"]')).to_have_count(1)
        expect(slot).to_contain_text(table_words[f"seat_{play['seat']}"])
    expect(table.locator(".lp-trick-card--led")).to_have_attribute("data-seat", trick["leader"])
    expect(table.locator(".lp-trick-caption--won")).to_have_count(0)  # who takes it is the question
    for choice in question["choices"]:  # one picture of each card: the one on the table, a button
        expect(page.locator(f'.lp-step [data-card="{choice["value"]}"]')).to_have_count(1)
        expect(table.locator(f'button[data-answer="{choice["value"]}"]')).to_have_count(1)
    press(page, question["answer"])
    feedback = page.locator(".lp-step .lp-question-feedback")
    expect(feedback).to_contain_text(table_words["question_right"])
    expect(feedback).to_contain_text(question["explanation"])
    expect(page.locator(".lp-next")).to_be_enabled()
    winner = table_words[f"seat_{trick['winner']}"]
    expect(table.locator(".lp-trick-caption--won")).to_contain_text(winner)  # answered: the table says it


def test_the_first_miss_warns_that_one_try_is_left_and_a_right_pick_after_the_answer_is_acknowledged(page: Page):
    table_words = words("en")
    key, step = quiz("en", trick_quiz)
    question = step["question"]
    wrong = [c["value"] for c in question["choices"] if c["value"] != question["answer"]]
    open_step(page, "en", key, step["key"])
    feedback = page.locator(".lp-step .lp-question-feedback")
    press(page, wrong[0])
    expect(feedback).to_contain_text(table_words["question_last_try"])
    expect(feedback).to_contain_text(question["why"][wrong[0]])  # why that card does not take it
    expect(feedback).not_to_contain_text(table_words["question_wrong_picks"])  # one card picked: not "these picks"
    expect(feedback).not_to_contain_text(table_words["question_the_answer"])
    expect(page.locator(".lp-step .lp-pick--right")).to_have_count(0)
    press(page, wrong[1])
    expect(feedback).to_contain_text(table_words["question_the_answer"])
    expect(page.locator(f'.lp-step .lp-question-scene [data-answer="{question["answer"]}"]')).to_have_class(re.compile("lp-pick--right"))
    expect(page.locator(".lp-next")).to_be_enabled()
    press(page, question["answer"])
    expect(feedback).to_contain_text(table_words["question_right"])


def test_a_yes_no_question_answers_a_miss_with_the_rule_that_decides_it(page: Page):
    table_words = words("en")
    key, step = quiz("en", lambda q: q["rule"] == "bid.dealer-may-match" and q["kind"] == "choice")
    question = step["question"]
    assert [c["value"] for c in question["choices"]] == ["yes", "no"] and question["answer"] == "yes"
    open_step(page, "en", key, step["key"])
    page.locator('.lp-step .lp-question-value[data-answer="no"]').click()
    feedback = page.locator(".lp-step .lp-question-feedback")
    expect(feedback).to_contain_text(table_words["question_the_answer"])  # nothing else is left to try
    expect(feedback).not_to_contain_text(table_words["question_wrong_picks"])
    expect(feedback).not_to_contain_text(table_words["question_last_try"])
    expect(feedback).to_contain_text(question["why"]["no"])
    expect(feedback).to_contain_text(question["explanation"])
    assert feedback.locator("a.lp-rule-link").first.get_attribute("href").endswith("#bid-dealer-may-match")
    expect(page.locator('.lp-step .lp-question-value[data-answer="yes"]')).to_have_class(re.compile("lp-pick--right"))
    expect(page.locator(".lp-next")).to_be_enabled()


@pytest.mark.parametrize("lang", ["de"])
def test_a_deadwood_quiz_shows_its_hand_on_the_table_and_a_filled_explanation(page: Page, lang: str):
    key, step = quiz(lang, lambda q: q["game"] == "three-thirteen" and q["kind"] == "number")
    question = step["question"]
    open_step(page, lang, key, step["key"])
    shown = page.locator(".lp-step .lp-question-scene .lp-tt-hand .lp-tt-slot")
    expect(shown).to_have_count(len(question["scene"]["view"]["hand"]))
    page.locator(".lp-step .lp-question-number").fill(str(question["answer"]))
    page.locator('.lp-step [data-control="check"]').click()
    feedback = page.locator(".lp-step .lp-question-feedback")
    expect(feedback).to_contain_text(words(lang)["question_right"])
    assert not re.search(r"\{\w+\}", feedback.inner_text())


@pytest.mark.parametrize("lang", ["mk"])
def test_arranging_the_melds_is_answered_on_the_hand(page: Page, lang: str):
    table_words = words(lang)
    key, step = quiz(lang, lambda q: q["game"] == "three-thirteen" and q["kind"] == "cards")
    question = step["question"]
    melded = next(c["value"] for c in question["choices"] if c["value"] not in question["answer"])
    open_step(page, lang, key, step["key"])
    for choice in question["choices"]:  # the hand once, each card a button on the table
        expect(page.locator(f'.lp-step .lp-question-scene button[data-answer="{choice["value"]}"]')).to_have_count(1)
    press(page, melded)
    expect(page.locator(f'.lp-step .lp-question-scene [data-answer="{melded}"]')).to_have_attribute("aria-pressed", "true")
    page.locator('.lp-step [data-control="check"]').click()
    feedback = page.locator(".lp-step .lp-question-feedback")
    expect(feedback).to_contain_text(table_words["question_wrong_picks"])
    expect(feedback.locator(f'.lp-question-wrong-picks li[data-answer="{melded}"]')).to_contain_text(question["why"][melded])
    press(page, melded)
    for code in question["answer"]:
        press(page, code)
    page.locator('.lp-step [data-control="check"]').click()
    expect(feedback).to_contain_text(table_words["question_right"])
    expect(page.locator(".lp-next")).to_be_enabled()
