"""The game courses in a real browser: each language's tutorial opens on its own game with every
course listed, a course's link opens its first lesson, and an act step that accepts several moves
takes any of them and answers another legal move with the step's hint."""

from __future__ import annotations


import pytest
from playwright.sync_api import Page, expect

from browser_harness import learners_move, tutorial_data as data

pytestmark = pytest.mark.browser


@pytest.fixture
def page(shared_page: Page) -> Page:
    return shared_page




def prefix(lang: str) -> str:
    return "" if lang == "en" else f"{lang}/"


@pytest.mark.parametrize("lang", ["ro"])
def test_the_tutorial_opens_on_the_languages_own_game_with_every_course_listed(page: Page, lang: str):
    courses = data(lang)["courses"]
    page.goto(f"{prefix(lang)}tutorial/")
    first = courses[0]
    expect(page.locator(f'.lp-lesson[data-lesson="{first["lessons"][0]}"]')).to_be_visible()
    groups = page.locator(".lp-menu .lp-course")
    expect(groups).to_have_count(len(courses))
    assert [groups.nth(i).get_attribute("data-course") for i in range(len(courses))] == [c["key"] for c in courses]
    expect(groups.first.locator(".lp-course-title")).to_contain_text(first["title"])
    expect(page.locator(".lp-course[open]")).to_have_count(1)
    # The page's own course link (docs/tutorial) opens another course's first lesson and its group
    other = courses[1]
    page.locator(f'.md-content a[id="lesson-{other["lessons"][0]}"]').click()
    expect(page.locator(f'.lp-lesson[data-lesson="{other["lessons"][0]}"]')).to_be_visible()
    expect(page.locator(f'.lp-course[data-course="{other["key"]}"]')).to_have_attribute("open", "")


@pytest.mark.parametrize("lang", ["de"])
def test_an_act_step_accepts_any_of_its_moves_and_hints_at_another(page: Page, lang: str):
    lesson = next(l for l in data(lang)["lessons"] if l["key"] == "ten-point-bidding")
    step = next(s for s in lesson["steps"] if s["key"] == "bid-six")
    assert len(step["expect"]) > 1
    other = next(m for m in step["moves"] if m["ok"] and not m["wanted"] and m["kind"] == "bid")
    page.goto(f"{prefix(lang)}tutorial/#lesson-ten-point-bidding/bid-six")
    page.locator(f'.lp-step [data-move="{other["move"]}"]').click()
    expect(page.locator(".lp-feedback")).to_have_text(step["hint"])
    expect(page.locator(".lp-next")).to_be_disabled()
    page.locator(f'.lp-step [data-move="{step["expect"][-1]}"]').click()
    expect(page.locator(".lp-feedback")).to_have_text(data(lang)["ui"]["correct"])
    expect(page.locator(".lp-next")).to_be_enabled()


@pytest.mark.parametrize("lang, key", [("de", "ten-point-hand"), ("ro", "partner-hand")])
def test_the_new_guided_hands_play_through_with_a_comment_on_every_move_of_the_learner(page: Page, lang: str, key: str):
    lesson = next(l for l in data(lang)["lessons"] if l["key"] == key)
    guided = next(s for s in lesson["steps"] if s["kind"] == "guided")
    page.goto(f"{prefix(lang)}tutorial/#lesson-{key}/{guided['key']}")
    for frame in guided["frames"]:
        if learners_move(frame):
            assert frame["comment"], f"{frame['move']} has no comment"
            assert frame["hints"], f"{frame['move']} has no graded hint"
            page.locator(f'.lp-guided [data-move="{frame["move"]}"]').click()
            expect(page.locator(".lp-feedback")).to_contain_text(data(lang)["ui"]["correct"])
            expect(page.locator(".lp-comment").last).to_contain_text(frame["comment"])
        else:
            page.locator(".lp-guided-next").click()
    expect(page.locator(".lp-next")).to_be_enabled()
