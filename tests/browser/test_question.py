"""One question component (web/common/question.js) for every question: a practice drill and a lesson's
quiz are drawn by the same code into the same structure (the game's name, the scene on its table,
the question, the controls, the feedback), and "See it" walks a drill's steps on the question's own
table, one step at a time, each step's table and words the engine's (the drill remade here from the
seed and index the page shows)."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from browser_harness import PATIENCE_MS, tutorial_data
from pitch_core.drills import make_drill
from pitch_core.game_names import game_title

pytestmark = pytest.mark.browser

# what every question holds, in this order, wherever it is asked
PARTS = ["lp-question-game", "lp-question-text", "lp-question-hint", "lp-question-scene", "lp-see-it",
         "lp-question-controls", "lp-question-buttons", "lp-question-feedback"]


@pytest.fixture
def page(shared_page: Page) -> Page:
    return shared_page


def url(lang: str, path: str) -> str:
    return path if lang == "en" else f"{lang}/{path}"


def parts(page: Page, scope: str) -> list[str]:
    """The question's own parts in the order they stand (a page's heading between them left out)."""
    found = page.locator(f"{scope} .lp-question").evaluate(
        "(node) => [...node.children].map((child) => [...child.classList].find((c) => c.startsWith('lp-question') || c === 'lp-see-it'))")
    return [name for name in found if name]


def words(lang: str) -> dict:
    return tutorial_data(lang)["table_words"]


def trick_on_table(page: Page) -> list[tuple[str, str]]:
    """(seat, card) of each card lying in the middle of the question's table, in the order played."""
    cards = page.locator(".lp-question-scene .lp-trick-card")
    return [(card.get_attribute("data-seat"), card.locator("[data-card]").first.get_attribute("data-card"))
            for card in cards.all()]


@pytest.mark.parametrize("lang", ["ro"])
def test_a_practice_question_and_a_lesson_quiz_are_one_component(page: Page, lang: str):
    page.goto(url(lang, "practice/pitch31/#rule=play.highest-wins"))
    box = page.locator(".lp-practice-drill")
    expect(box).to_have_attribute("data-state", "asking", timeout=PATIENCE_MS)
    practice = parts(page, ".lp-practice-drill")
    expect(page.locator(".lp-practice-drill .lp-question")).to_have_attribute("data-game", "pitch")
    lesson = next(item for item in tutorial_data(lang)["lessons"] if item["key"] == "cards")
    quiz = next(step for step in lesson["steps"] if step["kind"] == "quiz" and step["question"]["kind"] == "card")
    page.goto(url(lang, f"tutorial/#lesson-cards/{quiz['key']}"))
    expect(page.locator(".lp-step .lp-question")).to_be_visible()
    assert parts(page, ".lp-step") == practice == PARTS
    expect(page.locator(".lp-step .lp-question")).to_have_attribute("data-kind", quiz["question"]["kind"])
    game = words(lang)["question_game"].replace("{game}", game_title(quiz["question"]["preset"], lang))
    expect(page.locator(".lp-step .lp-question-game")).to_have_text(game)


@pytest.mark.parametrize("lang", ["de"])
def test_see_it_walks_every_step_of_a_trick_on_the_questions_table(page: Page, lang: str):
    table_words = words(lang)
    page.goto(url(lang, "practice/ten-point/#show=play.highest-wins"))
    box = page.locator(".lp-practice-drill")
    expect(box).to_have_attribute("data-state", "shown", timeout=PATIENCE_MS)
    drill = make_drill("play.highest-wins", int(box.get_attribute("data-seed")), int(box.get_attribute("data-index")),
                       box.get_attribute("data-preset")).to_dict(lang)
    steps = drill["steps"]
    assert len(steps) >= 2
    question = page.locator(".lp-question")
    expect(question).to_have_attribute("data-see-it", "open")
    forward, back = page.locator('[data-control="step-next"]'), page.locator('[data-control="step-back"]')
    for index, step in enumerate(steps):
        expect(question).to_have_attribute("data-step", str(index))
        counter = table_words["question_step_of"].replace("{n}", str(index + 1)).replace("{total}", str(len(steps)))
        expect(page.locator(".lp-see-it-counter")).to_have_text(counter)
        view = step["scene"]["view"]
        plays = view["last_trick"]["cards"] if step["scene"]["trick"] == "last" else view["trick"]
        assert trick_on_table(page) == [(play["seat"], play["card"]) for play in plays], index
        for line in step["says"]:  # what the engine said of that move, beneath the table
            expect(page.locator(".lp-see-it-says")).to_contain_text(line)
        if index < len(steps) - 1:
            forward.click()  # the focus stays on the button pressed, or goes to Back at the last step
            expect(forward if index < len(steps) - 2 else back).to_be_focused()
    expect(forward).to_be_disabled()
    back.click()
    expect(question).to_have_attribute("data-step", str(len(steps) - 2))
    page.locator('[data-control="see-it"]').click()  # back to the question: its own table, judged
    expect(question).to_have_attribute("data-see-it", "closed")
    trick = drill["scene"]["view"]["last_trick"]
    assert trick_on_table(page) == [(play["seat"], play["card"]) for play in trick["cards"]]
    winner = table_words[f"seat_{drill['answer']}"]
    expect(page.locator(".lp-question-scene .lp-trick-caption--won")).to_contain_text(winner)


def test_see_it_asked_for_before_an_answer_shows_the_answer_first(page: Page):
    page.goto("practice/pitch31/#rule=play.highest-wins")
    box = page.locator(".lp-practice-drill")
    expect(box).to_have_attribute("data-state", "asking", timeout=PATIENCE_MS)
    drill = make_drill("play.highest-wins", int(box.get_attribute("data-seed")), int(box.get_attribute("data-index")),
                       box.get_attribute("data-preset"))
    page.locator('[data-control="see-it"]').click()
    expect(box).to_have_attribute("data-state", "shown", timeout=PATIENCE_MS)
    expect(page.locator(".lp-question")).to_have_attribute("data-step", "0")
    expect(page.locator('[data-control="step-next"]')).to_be_focused()
    expect(page.locator(f'.lp-question-value[data-answer="{drill.answer}"]')).to_have_class(re.compile("lp-pick--right"))


def test_see_it_moves_a_card_in_only_for_a_reader_who_does_not_ask_for_less_motion(page: Page):
    """A step forward slides the card just played onto the table; with prefers-reduced-motion the
    step is drawn as it stands, nothing moving in."""
    page.emulate_media(reduced_motion="reduce")
    page.goto("practice/ten-point/#show=play.highest-wins")
    box = page.locator(".lp-practice-drill")
    expect(box).to_have_attribute("data-state", "shown", timeout=PATIENCE_MS)
    question, moving = page.locator(".lp-question"), page.locator(".lp-question-scene .lp-trick-card--new")
    forward, back = page.locator('[data-control="step-next"]'), page.locator('[data-control="step-back"]')
    forward.click()
    expect(question).to_have_attribute("data-step", "1")
    expect(moving).to_have_count(0)
    page.emulate_media(reduced_motion="no-preference")
    back.click()
    expect(question).to_have_attribute("data-step", "0")
    forward.click()
    expect(question).to_have_attribute("data-step", "1")
    expect(moving).to_have_count(1)
