"""The learner's flow around the lessons (issue 33 items 2, 3 and 7), in a real browser: stars for
a lesson's moves right the first time, at its end and in the lesson list, kept with the progress;
a daily streak on the tutorial and practice pages; a ten-question practice session that ends
with what to go over, each missed rule linked to its rule and to practising it; the end of the
Pitch 31 course leads to a game, to practice and on to the ten-point course; the tutorial's free
hand plays the bots at a reading pace, each move said with the engine's own lines; and the site's
sidebar title never lies over the first item in sight on the tools pages."""

from __future__ import annotations

import json
import re

import pytest
from playwright.sync_api import Page, expect

from browser_harness import PATIENCE_MS, SITE_DIR, tutorial_data as data
from pitch_core.drills import make_drill
from test_lesson_flow import answer_rightly, fill, open_step, press, step, tutorial_url

pytestmark = pytest.mark.browser

AREA = ".lp-free-play"


@pytest.fixture
def page(shared_page: Page) -> Page:
    """Pages of the session's shared context (storage emptied before each test)."""
    return shared_page


def tools_words(lang: str) -> dict:
    return json.loads((SITE_DIR / "tools-data" / f"{lang}.json").read_text(encoding="utf-8"))["ui"]


def counted(forms: dict | str, n: int) -> str:
    """An English counted word (one/other) for `n`."""
    text = forms if isinstance(forms, str) else forms["one" if n == 1 else "other"]
    return text.replace("{n}", str(n))


# -- stars and the streak in the tutorial ------------------------------------------------------------
@pytest.mark.parametrize("lang", ["en"])
def test_a_lesson_with_one_miss_earns_two_stars_kept_in_the_list(page: Page, lang: str, axe):
    """Lesson 1 asks three questions; one answered wrong first is two of three right the first
    time: two stars at its end and in the lesson list, still there after a reload."""
    ui = data(lang)["ui"]
    for key in ("quiz-red", "quiz-black"):
        open_step(page, lang, "cards", key)
        answer_rightly(page, step(lang, "cards", key)["question"])
        expect(page.locator(".lp-next")).to_be_enabled()
    question = step(lang, "cards", "quiz-trick")["question"]
    open_step(page, lang, "cards", "quiz-trick")
    wrong = next(choice["value"] for choice in question["choices"] if choice["value"] != question["answer"])
    press(page, wrong)
    expect(page.locator(".lp-step .lp-question")).to_have_attribute("data-state", "retry")
    press(page, question["answer"])
    expect(page.locator(".lp-next")).to_be_enabled()
    page.locator(".lp-next").click()
    done = page.locator(".lp-complete")
    expect(done).to_have_attribute("data-stars", "2")
    expect(done.locator(".lp-stars")).to_have_text("★★☆")
    expect(done.locator(".lp-stars")).to_have_attribute("aria-label", fill(ui["stars_label"], n=2))
    expect(done.locator(".lp-first-try")).to_have_text(fill(ui["first_try"], right=2, total=3))
    item = page.locator('.lp-menu-link[data-lesson="cards"] .lp-stars')
    expect(item).to_have_attribute("data-stars", "2")
    # a step answered today: the streak's first day, beside the lesson count
    expect(page.locator(".lp-menu-head .lp-streak")).to_have_text(counted(ui["streak_days"], 1))
    assert axe(page) == []
    page.reload()
    expect(page.locator('.lp-menu-link[data-lesson="cards"] .lp-stars')).to_have_attribute("data-stars", "2")


@pytest.mark.parametrize("lang", ["en"])
def test_the_streak_counts_days_in_a_row_and_starts_again_after_a_gap(page: Page, lang: str):
    """Yesterday's step and today's make two days in a row; a day missed starts the count again."""
    ui = data(lang)["ui"]
    open_step(page, lang, "cards", "quiz-red")
    seeded = page.evaluate("""async () => {
        const { openStreak, dayOf } = await import(document.querySelector('link[href*="tutorial/streak-store.js"]').href);
        const streak = openStreak();
        const day = (n) => { const when = new Date(); when.setDate(when.getDate() + n); return when; };
        localStorage.removeItem(streak.key);
        streak.mark(day(-3));
        const gap = streak.mark(day(-1)); // a day missed between: one day again
        const kept = streak.mark(day(0));
        return { gap, kept, today: dayOf(new Date()) };
    }""")
    assert seeded["gap"] == 1 and seeded["kept"] == 2
    page.reload()
    expect(page.locator(".lp-menu-head .lp-streak")).to_have_text(counted(ui["streak_days"], 2))


@pytest.mark.parametrize("lang", ["en"])
def test_the_end_of_pitch_31_leads_to_a_game_to_practice_and_to_the_ten_point_course(page: Page, lang: str):
    tutorial = data(lang)
    courses = {course["key"]: course for course in tutorial["courses"]}
    pitch31, ten_point = courses["pitch31"], courses["ten-point"]
    last_key = pitch31["lessons"][-1]
    last = next(lesson for lesson in tutorial["lessons"] if lesson["key"] == last_key)
    page.goto(tutorial_url(lang, f"#lesson-{last_key}/{last['steps'][-1]['key']}"))
    expect(page.locator(".lp-step")).to_be_visible()
    page.evaluate("""async ([lesson, steps]) => {
        const { openProgress } = await import(document.querySelector('link[href*="tutorial/progress-store.js"]').href);
        const progress = openProgress(() => {});
        steps.forEach((key) => progress.set(lesson, { [`answered:${key}`]: true }));
    }""", [last_key, [s["key"] for s in last["steps"]]])
    page.reload()
    page.locator(".lp-next").click()
    done = page.locator(".lp-complete")
    expect(done.locator(".lp-play-course")).to_be_focused()
    assert done.locator(".lp-play-course").get_attribute("href").endswith("#game=pitch31")
    assert done.locator(".lp-practise-course").get_attribute("href").endswith("practice/pitch31/#session")
    onward = done.locator(".lp-next-course")
    expect(onward).to_have_text(fill(tutorial["ui"]["next_course"], course=ten_point["title"]))
    expect(onward).to_have_attribute("data-lesson", ten_point["lessons"][0])
    expect(done).to_have_attribute("data-stars", "3")  # every step answered, none missed


# -- the practice session -------------------------------------------------------------------------------
def practice_record(rules: dict) -> str:
    return json.dumps({"version": 1, "revision": 1, "data": {"turn": 3, "rules": rules}})


@pytest.mark.parametrize("lang", ["en"])
def test_a_practice_session_asks_ten_questions_missed_rule_first_then_says_what_to_go_over(page: Page, lang: str, axe):
    words = tools_words(lang)
    page.set_viewport_size({"width": 390, "height": 844})  # a phone: the question starts below the page's text
    page.goto("practice/pitch31/")
    expect(page.locator('[data-control="session"]')).to_have_text(words["practice_session_start"])
    page.evaluate("(value) => localStorage.setItem('learn-pitch:practice', value)", practice_record(
        {"pitch31/play.only-trump": {"right": 0, "wrong": 1, "streak": 0, "due": 2}}))
    page.goto("practice/pitch31/#session")
    box = page.locator(".lp-practice-drill")
    expect(box).to_have_attribute("data-session", "1/10")
    expect(box).to_have_attribute("data-state", "asking", timeout=PATIENCE_MS)
    expect(box).to_have_attribute("data-rule", "play.only-trump")  # what was missed comes first
    page.wait_for_function("""() => { const top = document.querySelector('.lp-practice-drill').getBoundingClientRect().top;
        return top >= 0 && top < innerHeight / 2; }""")  # brought into sight
    expect(box.locator(".lp-practice-session-count")).to_have_text(
        words["practice_session_progress"].replace("{n}", "1").replace("{total}", "10"))
    drill = make_drill("play.only-trump", int(box.get_attribute("data-seed")), int(box.get_attribute("data-index")),
                       box.get_attribute("data-preset"))
    for code in drill.answer:
        page.locator(f'.lp-question-scene button[data-answer="{code}"]').click()
    page.locator('[data-control="check"]').click()
    expect(box).to_have_attribute("data-state", "right", timeout=PATIENCE_MS)
    expect(page.locator(".lp-practice-ways .lp-streak")).to_have_text(counted(words["streak_days"], 1))
    skipped = []
    for number in range(2, 11):  # the others passed over: each counts as missed
        page.locator('[data-control="next"]').click()
        expect(box).to_have_attribute("data-session", f"{number}/10")
        expect(box).to_have_attribute("data-state", "asking", timeout=PATIENCE_MS)
        skipped.append(box.get_attribute("data-rule"))
    expect(page.locator('[data-control="next"]')).to_have_text(words["practice_session_end"])
    page.locator('[data-control="next"]').click()
    expect(box).to_have_attribute("data-state", "summary")
    expect(box.locator(".lp-practice-summary-title")).to_have_text(
        words["practice_session_done"].replace("{right}", "1").replace("{total}", "10"))
    expect(box.locator(".lp-practice-summary-title")).to_be_focused()
    assert axe(page) == []
    items = box.locator(".lp-practice-summary li")
    assert sorted(items.evaluate_all("(nodes) => nodes.map((n) => n.dataset.rule)")) == sorted(set(skipped))
    first = items.first
    rule = first.get_attribute("data-rule")
    link = first.locator("a.lp-rule-link")
    assert re.search(r"#[a-z0-9-]+$", link.get_attribute("href"))  # the rule's own place
    first.locator(".lp-practice-try").click()  # practising it ends the session
    expect(box).to_have_attribute("data-rule", rule)
    expect(box).to_have_attribute("data-state", "asking", timeout=PATIENCE_MS)
    assert box.get_attribute("data-session") is None


# -- the free hand at a reading pace --------------------------------------------------------------------
WATCH_LINES = """() => {
    window.__lines = [];
    new MutationObserver((changes) => changes.forEach((change) => change.addedNodes.forEach((node) => {
        if (node.matches && node.matches('li[data-move]')) window.__lines.push({ at: performance.now(), move: node.dataset.move });
    }))).observe(document.querySelector('.lp-free-play'), { childList: true, subtree: true });
}"""


@pytest.mark.parametrize("lang", ["en"])
def test_the_free_hands_bots_play_at_a_reading_pace_each_move_said(page: Page, lang: str, axe):
    """At the normal pace (Play's: 900 ms before each bot move) no two of the bots' moves come
    closer than that, measured when each move's line appears; each line says the move, and the
    trick's end is said with the engine's own line and rule."""
    open_step(page, lang, "guided-hand", "free")
    page.wait_for_function("() => performance.getEntriesByName('pitch-engine:ready').length > 0")
    page.evaluate(WATCH_LINES)
    area = page.locator(AREA)
    area.get_by_role("button", name=data(lang)["ui"]["new_hand"]).click()
    trick_said = area.locator('.lp-free-talk [data-rule="play.highest-wins"]')
    shown = 0
    for _ in range(40):
        page.wait_for_function("""n => { const area = document.querySelector('.lp-free-play');
            return Number(area.dataset.shown || 0) > n && area.dataset.bots !== 'moving'; }""", arg=shown)
        shown = int(area.get_attribute("data-shown") or 0)
        if trick_said.count() or area.get_attribute("data-hand") == "over":
            break
        area.locator('.lp-table-you [data-legal="true"]').first.click()
    expect(trick_said.first).to_contain_text(re.compile(r"\S"))
    lines = page.evaluate("() => window.__lines")
    assert len(lines) >= 4, lines
    gaps = [later["at"] - earlier["at"] for earlier, later in zip(lines, lines[1:])]
    assert min(gaps) >= 880, gaps
    for line in area.locator(".lp-free-talk li[data-move] > strong").all():
        assert line.inner_text().strip()
    assert axe(page) == []


# -- the sidebar on the tools pages ---------------------------------------------------------------------
@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("path", ["tools/score-keeper/", "tools/meld-calculator/"])
def test_the_sidebar_title_lies_over_no_item(page: Page, path: str, scheme: str):
    page.set_viewport_size({"width": 1280, "height": 800})
    page.emulate_media(color_scheme=scheme)
    page.goto(path)
    expect(page.locator(".md-sidebar--primary .md-nav__link--active").first).to_be_visible()
    overlaps = page.evaluate("""() => {
        const wrap = document.querySelector('.md-sidebar--primary .md-sidebar__scrollwrap').getBoundingClientRect();
        const title = document.querySelector('.md-sidebar--primary .md-nav--primary > .md-nav__title').getBoundingClientRect();
        const inSight = (b) => b.height > 0 && b.bottom > wrap.top && b.top < wrap.bottom;
        if (!inSight(title)) return [];
        return [...document.querySelectorAll('.md-sidebar--primary .md-nav__link')].map((link) => [link, link.getBoundingClientRect()])
          .filter(([, b]) => inSight(b) && b.top < title.bottom - 1 && b.bottom > title.top + 1)
          .map(([link]) => link.textContent.trim());
    }""")
    assert overlaps == []
