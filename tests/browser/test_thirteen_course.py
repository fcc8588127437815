"""The Three Thirteen course in a real browser: each move on Three Thirteen's own table, a weaker
move answered with the engine's reason and its rule, the move wanted accepted; the guided round
played through with graded hints and the round scored at the end."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from browser_harness import tutorial_data as data

pytestmark = pytest.mark.browser


@pytest.fixture
def page(shared_page: Page) -> Page:
    return shared_page




def steps(lang: str, kind: str) -> list[tuple[str, dict]]:
    return [(lesson["key"], s) for lesson in data(lang)["lessons"] for s in lesson["steps"] if s["kind"] == kind]


def open_step(page: Page, lang: str, key: str, step_key: str) -> None:
    prefix = "" if lang == "en" else f"{lang}/"
    page.goto(f"{prefix}tutorial/#lesson-{key}/{step_key}")
    expect(page.locator(f'.lp-step[data-step="{step_key}"] .lp-tt')).to_be_visible()


@pytest.mark.parametrize("lang", ["mk", "en"])
def test_each_three_thirteen_move_is_judged_on_the_table(page: Page, lang: str):
    ui = data(lang)["ui"]
    for key, step in steps(lang, "tt-act"):
        open_step(page, lang, key, step["key"])
        expect(page.locator(".lp-next")).to_be_disabled()
        feedback = page.locator(".lp-feedback")
        weaker = next((m for m in step["moves"] if m["ok"] and not m["wanted"] and m["kind"] != "out"), None)
        if weaker:  # pressed where the table offers it: a pile, or a card of the hand
            page.locator(f'.lp-step .lp-tt [data-move="{weaker["move"]}"]').click()
            expect(feedback).to_contain_text(weaker["message"])
            assert feedback.locator("a.lp-rule-link").get_attribute("href").endswith(weaker["url"].split("/")[-1])
            expect(page.locator(".lp-next")).to_be_disabled()
        page.locator(f'.lp-step .lp-tt [data-move="{step["expect"]}"]').click()
        expect(feedback).to_contain_text(ui["correct"])
        expect(page.locator(".lp-next")).to_be_enabled()
        assert not re.search(r"\{\w+\}|\b\d:(draw|discard|out)", page.locator(".lp-lesson").inner_text())


def test_the_guided_round_with_hints_to_its_score(page: Page):
    ui = data("en")["ui"]
    key, guided = steps("en", "tt-guided")[0]
    open_step(page, "en", key, guided["key"])
    expect(page.locator(".lp-next")).to_be_disabled()
    expect(page.locator(".lp-next-why")).to_have_text(ui["wait_tt_guided"])
    hinted = False
    for frame in guided["frames"]:
        if frame["seat"] != guided["seat"]:
            page.locator(".lp-guided-next").click()
            continue
        if not hinted:  # the first of the learner's moves: the hints, one step at a time
            hint = page.locator(".lp-hint")
            hint.click()
            expect(page.locator('.lp-hint-text[data-hint="1"]')).to_have_text(ui[frame["hint"]])
            hint.click()
            expect(page.locator('.lp-hint-text[data-hint="2"]')).to_contain_text(frame["advice"]["message"])
            hint.click()
            expect(page.locator(f'.lp-tt [data-move="{frame["move"]}"]')).to_have_class(re.compile("lp-move--suggested"))
            expect(page.locator(".lp-hint")).to_have_count(0)
            hinted = True
        page.locator(f'.lp-tt [data-move="{frame["move"]}"]').click()
        expect(page.locator(".lp-comment").last).to_contain_text(frame["comment"])
    scored = page.locator(".lp-hand-scored")
    expect(scored).to_be_visible()
    expect(page.locator(".lp-tt--over")).to_be_visible()
    expect(page.locator(".lp-next")).to_be_enabled()
    assert not re.search(r"\b\d:(draw|discard|out)", page.locator(".lp-guided").inner_text())  # moves in words


def test_no_serious_accessibility_issue_on_the_three_thirteen_table(page: Page, axe):
    key, step = steps("cs", "tt-act")[1]
    open_step(page, "cs", key, step["key"])
    weaker = next(m for m in step["moves"] if m["ok"] and not m["wanted"])
    page.locator(f'.lp-step .lp-tt [data-move="{weaker["move"]}"]').click()
    expect(page.locator(".lp-feedback")).to_contain_text(weaker["message"])
    page.evaluate("window.scrollTo(0, 0)")
    assert axe(page) == []
    key, guided = steps("cs", "tt-guided")[0]
    open_step(page, "cs", key, guided["key"])
    page.locator(".lp-hint").click()
    page.locator(".lp-hint").click()
    expect(page.locator('.lp-hint-text[data-hint="2"]')).to_be_visible()
    page.evaluate("window.scrollTo(0, 0)")
    assert axe(page) == []


def test_the_verdict_on_a_move_clears_when_the_others_play(page: Page):
    key, guided = steps("en", "tt-guided")[0]
    open_step(page, "en", key, guided["key"])
    first = guided["frames"][0]
    assert first["seat"] == guided["seat"]
    page.locator(f'.lp-tt [data-move="{first["move"]}"]').click()
    index = 1
    while guided["frames"][index]["seat"] == guided["seat"]:
        page.locator(f'.lp-tt [data-move="{guided["frames"][index]["move"]}"]').click()
        index += 1
    expect(page.locator(".lp-feedback")).to_contain_text(data("en")["ui"]["correct"])
    page.locator(".lp-guided-next").click()
    expect(page.locator(".lp-feedback")).to_be_empty()


def test_the_guided_round_is_kept_where_the_learner_left_it(page: Page):
    key, guided = steps("en", "tt-guided")[0]
    open_step(page, "en", key, guided["key"])
    first = guided["frames"][0]
    page.locator(f'.lp-tt [data-move="{first["move"]}"]').click()
    expect(page.locator(".lp-comment").last).to_contain_text(first["comment"])
    page.reload()
    expect(page.locator(".lp-comment").last).to_contain_text(first["comment"])
    expect(page.locator(".lp-guided-back")).to_be_visible()
