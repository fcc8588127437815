"""The tutorial in a real browser: a whole guided hand and a quiz in Czech and German, an illegal
move explained in the reader's language with a working rule link, progress kept, accessibility."""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import Page, expect

from browser_harness import SITE_DIR, learners_move

pytestmark = pytest.mark.browser


@pytest.fixture
def page(shared_page: Page) -> Page:
    """The lessons only need a booted engine: pages of the session's shared context (storage,
    and with it the reader's progress, emptied before each test), so Pyodide is fetched once."""
    return shared_page


def lesson_data(lang: str) -> dict:
    return json.loads((SITE_DIR / "tutorial-data" / f"{lang}.json").read_text(encoding="utf-8"))


def lesson(lang: str, key: str) -> dict:
    return next(l for l in lesson_data(lang)["lessons"] if l["key"] == key)


def tutorial_url(lang: str, key: str) -> str:
    prefix = "" if lang == "en" else f"{lang}/"
    return f"{prefix}tutorial/#lesson-{key}"


def open_step(page: Page, lang: str, key: str, step_key: str) -> None:
    page.goto(f"{tutorial_url(lang, key)}/{step_key}")
    expect(page.locator(f'.lp-step[data-step="{step_key}"]')).to_be_visible()


@pytest.mark.parametrize("lang", ["cs"])
def test_play_the_whole_guided_hand(page: Page, lang: str):
    guided = next(s for s in lesson(lang, "guided-hand")["steps"] if s["kind"] == "guided")
    open_step(page, lang, "guided-hand", guided["key"])
    for frame in guided["frames"]:
        if learners_move(frame):
            page.locator(f'.lp-guided [data-move="{frame["move"]}"]').click()
            expect(page.locator(".lp-feedback")).to_contain_text(lesson_data(lang)["ui"]["correct"])
        else:
            page.locator(".lp-guided-next").click()
    expect(page.locator(".lp-next")).to_be_enabled()
    expect(page.locator(".lp-comment").last).to_contain_text(guided["frames"][-1]["comment"])


@pytest.mark.parametrize("lang", ["de"])
def test_answer_a_quiz(page: Page, lang: str):
    step = next(s for s in lesson(lang, "cards")["steps"] if s["key"] == "quiz-trick")
    question = step["question"]  # a drill with the engine's answer (web/common/question.js asks it)
    words = lesson_data(lang)["table_words"]
    open_step(page, lang, "cards", "quiz-trick")
    expect(page.locator(".lp-next")).to_be_disabled()
    wrong = next(c["value"] for c in question["choices"] if c["value"] != question["answer"])
    feedback = page.locator(".lp-step .lp-question-feedback")
    page.locator(f'.lp-step .lp-question [data-answer="{wrong}"]').click()
    expect(feedback).to_contain_text(words["question_wrong"])
    expect(feedback).to_contain_text(words["question_last_try"])
    page.locator(f'.lp-step .lp-question [data-answer="{question["answer"]}"]').click()
    expect(feedback).to_contain_text(words["question_right"])
    expect(feedback).to_contain_text(question["explanation"])
    expect(page.locator(".lp-next")).to_be_enabled()


@pytest.mark.parametrize("lang", ["ro"])
def test_an_illegal_move_is_explained_with_a_working_rule_link(page: Page, lang: str):
    step = next(s for s in lesson(lang, "tricks")["steps"] if s["key"] == "lead-ace")
    illegal = next(m for m in step["moves"] if not m["ok"])
    open_step(page, lang, "tricks", "lead-ace")
    page.locator(f'.lp-step [data-move="{illegal["move"]}"]').click(force=True)  # drawn unavailable (aria-disabled), yet it answers with the rule
    feedback = page.locator(".lp-feedback")
    expect(feedback).to_contain_text(illegal["message"])
    link = feedback.locator("a.lp-rule-link")
    href = link.get_attribute("href")
    assert href.endswith("#play-only-trump")
    expect(link).to_contain_text(illegal["title"])  # the rule's heading in the reader's language, not its slug
    link.click()
    page.wait_for_url(f"**{'' if lang == 'en' else '/' + lang}/pitch/basics/#play-only-trump")
    expect(page.locator("#play-only-trump")).to_be_attached()


def test_the_engine_judges_once_it_is_ready(page: Page):
    open_step(page, "en", "tricks", "lead-ace")
    expect(page.locator(".lp-engine-status")).to_have_text(lesson_data("en")["ui"]["engine_ready"])
    page.locator('.lp-step [data-move="S:KH"]').click(force=True)  # drawn unavailable (aria-disabled), yet it answers with the rule
    expect(page.locator(".lp-feedback")).to_contain_text("not trump")
    page.locator('.lp-step [data-move="S:AS"]').click()
    expect(page.locator(".lp-feedback")).to_contain_text("Correct")


def test_keyboard_only(page: Page):
    open_step(page, "en", "tricks", "lead-ace")
    button = page.locator('.lp-step [data-move="S:AS"]')
    button.focus()
    page.keyboard.press("Enter")
    expect(page.locator(".lp-feedback")).to_contain_text("Correct")
    page.locator(".lp-next").focus()
    page.keyboard.press("Enter")
    expect(page.locator(".lp-progress")).to_contain_text("3")


def test_progress_is_kept_and_a_lesson_can_be_reset(page: Page):
    open_step(page, "en", "bidding", "what")
    page.locator(".lp-next").click()
    expect(page.locator('.lp-step[data-step="beat"]')).to_be_visible()
    page.goto(tutorial_url("en", "bidding"))
    page.reload()
    expect(page.locator('.lp-step[data-step="beat"]')).to_be_visible()
    page.locator(".lp-reset").click()
    page.locator(".lp-reset-yes").click()  # it asks first (tests/browser/test_lesson_flow.py)
    expect(page.locator('.lp-step[data-step="what"]')).to_be_visible()


@pytest.mark.parametrize("lang", ["mk"])
def test_no_serious_accessibility_issue(page: Page, axe, lang: str):
    open_step(page, lang, "tricks", "lead-ace")
    page.locator('.lp-step [data-move="S:KH"]').click(force=True)  # drawn unavailable (aria-disabled), yet it answers with the rule
    assert axe(page) == []


def test_rules_pages_load_no_tutorial_or_engine_bytes(context):
    page = context.new_page()  # a context of its own: nothing cached by the lessons' tests
    requested: list[str] = []
    page.on("request", lambda request: requested.append(request.url))
    page.goto("pitch/basics/")
    page.wait_for_load_state("networkidle")
    assert not [url for url in requested if "/runtime/" in url or "/tutorial" in url or "pyodide" in url]
