"""The lesson flow in a real browser: a finished lesson offers the next one, a wrong quiz answer
(asked by the one question component, web/common/question.js) names the wrong picks with the
engine's reason and lets the learner try again, graded hints in
the guided hand, a reset that asks first, progress per lesson on the tutorial's index, a Next
button that is disabled, looks it and says why, and no notation in what a learner reads."""

from __future__ import annotations

import os
import re

import pytest
from playwright.sync_api import Page, expect

from browser_harness import tutorial_data as data

pytestmark = pytest.mark.browser


@pytest.fixture
def page(shared_page: Page) -> Page:
    """Pages of the session's shared context (storage emptied before each test)."""
    return shared_page




def lesson(lang: str, key: str) -> dict:
    return next(item for item in data(lang)["lessons"] if item["key"] == key)


def step(lang: str, key: str, step_key: str) -> dict:
    return next(s for s in lesson(lang, key)["steps"] if s["key"] == step_key)


def fill(template: str, **params: object) -> str:
    return re.sub(r"\{(\w+)\}", lambda m: str(params[m.group(1)]), template)


def tutorial_url(lang: str, hash_part: str = "") -> str:
    prefix = "" if lang == "en" else f"{lang}/"
    return f"{prefix}tutorial/{hash_part}"


def open_step(page: Page, lang: str, key: str, step_key: str) -> None:
    page.goto(tutorial_url(lang, f"#lesson-{key}/{step_key}"))
    expect(page.locator(f'.lp-step[data-step="{step_key}"]')).to_be_visible()


def words(lang: str) -> dict:
    return data(lang)["table_words"]  # a question's words are the tools' (web/common/question.js)


def press(page: Page, value: str) -> None:
    """Press a value of the question: a card or a player on its table, or a choice below it."""
    page.locator(f'.lp-step .lp-question :is(button, [role="button"])[data-answer="{value}"]').first.click()


def check(page: Page) -> None:
    page.locator('.lp-step [data-control="check"]').click()


def answer_rightly(page: Page, question: dict) -> None:
    """Give a lesson question's answer (the engine's, in the lesson's data) as a learner would."""
    if question["kind"] == "number":
        page.locator(".lp-step .lp-question-number").fill(str(question["answer"]))
        check(page)
    elif question["kind"] in ("cards", "order"):
        for value in question["answer"]:
            press(page, value)
        check(page)
    else:
        press(page, question["answer"])


def finish_lesson_one(page: Page, lang: str) -> None:
    """Open the first lesson's last step (a quiz), answer it and press Finish."""
    question = step(lang, "cards", "quiz-trick")["question"]
    open_step(page, lang, "cards", "quiz-trick")
    press(page, question["answer"])
    expect(page.locator(".lp-next")).to_be_enabled()
    expect(page.locator(".lp-next")).to_have_text(data(lang)["ui"]["finish_lesson"])
    page.locator(".lp-next").click()


@pytest.mark.parametrize("lang", ["ro"])
def test_finishing_a_lesson_offers_the_next_lesson(page: Page, lang: str):
    ui = data(lang)["ui"]
    lessons = data(lang)["lessons"]  # in the language's course order: the lesson after "cards"
    index = next(i for i, lesson in enumerate(lessons) if lesson["key"] == "cards")
    first, second = lessons[index], lessons[index + 1]
    finish_lesson_one(page, lang)
    done = page.locator(".lp-complete")
    expect(done).to_be_visible()
    expect(done.locator(".lp-complete-title")).to_have_text(fill(ui["lesson_complete"], title=first["title"]))
    onward = done.locator(".lp-next-lesson")
    expect(onward).to_have_text(fill(ui["next_lesson"], title=second["title"]))
    expect(onward).to_be_focused()  # the way on is where the keyboard already is
    expect(page.locator('.lp-menu-link[data-lesson="cards"]')).to_have_attribute("data-status", "done")
    onward.click()
    expect(page.locator(f'.lp-lesson[data-lesson="{second["key"]}"]')).to_be_visible()
    expect(page.locator(f'.lp-step[data-step="{second["steps"][0]["key"]}"]')).to_be_visible()
    expect(page.locator(".lp-step-title")).to_be_focused()


def finish_the_last_lesson(page: Page) -> None:
    last = data("en")["lessons"][-1]
    page.goto(tutorial_url("en", f"#lesson-{last['key']}/{last['steps'][-1]['key']}"))
    expect(page.locator(f'.lp-step[data-step="{last["steps"][-1]["key"]}"]')).to_be_visible()
    final = last["steps"][-1]
    if final["kind"] == "quiz":  # answer it so that Finish can be pressed
        answer_rightly(page, final["question"])
    if final["kind"] in ("act", "guided", "tt-act", "tt-guided"):  # mark it answered as a learner would have
        page.evaluate("""async ([lesson, step]) => {
            const { openProgress } = await import(document.querySelector('link[href*="tutorial/progress-store.js"]').href);
            openProgress(() => {}).set(lesson, { [`answered:${step}`]: true });
        }""", [last["key"], final["key"]])
        page.reload()
    page.locator(".lp-next").click()


def test_the_last_lesson_offers_a_lesson_not_done_yet(page: Page):
    """Finishing the last lesson first: the way on is the first lesson not done, not "every lesson"."""
    lessons = data("en")["lessons"]
    finish_the_last_lesson(page)
    onward = page.locator(".lp-complete .lp-next-course")  # the first lesson opens another course
    expect(onward).to_have_attribute("data-lesson", lessons[0]["key"])
    expect(page.locator(".lp-complete")).not_to_contain_text(data("en")["ui"]["last_lesson_done"])


def test_the_last_lesson_points_to_play_once_every_lesson_is_done(page: Page):
    lessons = data("en")["lessons"]
    page.goto(tutorial_url("en"))
    expect(page.locator(".lp-step")).to_be_visible()
    page.evaluate("""async (keys) => {
        const { openProgress } = await import(document.querySelector('link[href*="tutorial/progress-store.js"]').href);
        const progress = openProgress(() => {});
        keys.forEach((key) => progress.set(key, { done: true }));
    }""", [lesson["key"] for lesson in lessons[:-1]])
    finish_the_last_lesson(page)
    play = page.locator(".lp-complete .lp-play-now")
    expect(play).to_be_visible()
    assert play.get_attribute("href").endswith("/play/")
    expect(page.locator(".lp-complete")).to_contain_text(data("en")["ui"]["last_lesson_done"])


def test_a_finished_course_leads_first_to_its_games_practice(page: Page):
    """The last lesson of a course: the main way on is a whole game of that course's game, then
    that game's practice session, where every question is asked under the rules just learnt and
    what the learner missed comes first; the next lesson stays beside them."""
    tutorial = data("en")
    last = tutorial["lessons"][-1]
    course = next(c for c in tutorial["courses"] if c["lessons"][-1] == last["key"])
    finish_the_last_lesson(page)
    play = page.locator(".lp-complete .lp-play-course")
    expect(play).to_be_focused()
    expect(play).to_have_text(fill(tutorial["ui"]["play_course"], course=course["title"]))
    assert play.get_attribute("href").endswith(f"/{tutorial['pages']['play']}#game={course['key']}")
    practise = page.locator(".lp-complete .lp-practise-course")
    expect(practise).to_have_attribute("data-course", course["key"])
    expect(practise).to_have_text(tutorial["ui"]["practise_missed"])
    assert practise.get_attribute("href").endswith("/" + tutorial["pages"]["practice"][course["key"]] + "#session")
    expect(page.locator(".lp-complete")).to_contain_text(fill(tutorial["ui"]["course_done"], course=course["title"]))


@pytest.mark.parametrize("lang", ["mk"])
def test_a_wrong_quiz_answer_names_the_wrong_picks_and_allows_a_retry(page: Page, lang: str):
    table_words = words(lang)
    question = step(lang, "cards", "quiz-red")["question"]
    wrong = next(c["value"] for c in question["choices"] if c["value"] not in question["answer"])
    right = question["answer"][0]
    open_step(page, lang, "cards", "quiz-red")
    press(page, wrong)
    press(page, right)
    check(page)
    feedback = page.locator(".lp-step .lp-question-feedback")
    expect(feedback).to_contain_text(table_words["question_wrong_picks"])
    expect(page.locator(f'.lp-step .lp-question-scene [data-answer="{wrong}"]')).to_have_class(re.compile("lp-pick--wrong"))
    expect(page.locator(f'.lp-step .lp-question-scene [data-answer="{right}"]')).not_to_have_class(re.compile("lp-pick--wrong"))
    reason = feedback.locator(f'.lp-question-wrong-picks li[data-answer="{wrong}"]')
    expect(reason).to_contain_text(question["why"][wrong])  # the engine's own reason
    # The answer is not given away: nothing is marked right, the answer's words are not shown
    expect(page.locator(".lp-step .lp-pick--right")).to_have_count(0)
    expect(feedback).not_to_contain_text(table_words["question_the_answer"])
    expect(feedback).to_contain_text(fill(table_words["question_missed_some"], n=len(question["answer"]) - 1))
    expect(page.locator(".lp-next")).to_be_disabled()
    # Try again: the right set this time
    press(page, wrong)
    for code in question["answer"][1:]:
        press(page, code)
    check(page)
    expect(feedback).to_contain_text(table_words["question_right"])
    expect(page.locator(".lp-next")).to_be_enabled()
    expect(page.locator(".lp-next")).to_be_focused()


def test_the_answer_shows_after_a_second_wrong_try_or_on_request(page: Page):
    table_words = words("en")
    question = step("en", "cards", "quiz-trick")["question"]
    wrong = [c["value"] for c in question["choices"] if c["value"] != question["answer"]]
    open_step(page, "en", "cards", "quiz-trick")
    feedback = page.locator(".lp-step .lp-question-feedback")
    press(page, wrong[0])
    expect(page.locator(f'.lp-step .lp-question-scene [data-answer="{wrong[0]}"]')).to_have_class(re.compile("lp-pick--wrong"))
    expect(page.locator('[data-control="show-answer"]')).to_be_visible()
    expect(page.locator(".lp-step .lp-pick--right")).to_have_count(0)
    press(page, wrong[1])  # the second wrong try
    expect(feedback).to_contain_text(table_words["question_the_answer"])
    expect(page.locator(f'.lp-step .lp-question-scene [data-answer="{question["answer"]}"]')).to_have_class(re.compile("lp-pick--right"))
    expect(page.locator(".lp-next")).to_be_enabled()
    # "Show the answer" after one wrong try does the same
    black = step("en", "cards", "quiz-black")["question"]
    miss = next(c["value"] for c in black["choices"] if c["value"] not in black["answer"])
    open_step(page, "en", "cards", "quiz-black")
    press(page, miss)
    check(page)
    page.locator('[data-control="show-answer"]').click()
    expect(feedback).to_contain_text(table_words["question_the_answer"])
    expect(page.locator(".lp-step .lp-question-scene .lp-pick--right")).to_have_count(len(black["answer"]))


def quiz_steps(lang: str, wanted) -> list[tuple[str, dict]]:
    """(lesson key, step) of every quiz whose question ``wanted(question)`` accepts, in lesson order."""
    return [(item["key"], s) for item in data(lang)["lessons"] for s in item["steps"]
            if s["kind"] == "quiz" and wanted(s["question"])]


@pytest.mark.parametrize("lang", ["cs"])
def test_a_wrong_number_says_which_way_it_is_off_without_giving_it_away(page: Page, lang: str):
    table_words = words(lang)
    key, scoring = quiz_steps(lang, lambda q: q["game"] == "pitch" and q["kind"] == "number")[0]
    answer = scoring["question"]["answer"]
    open_step(page, lang, key, scoring["key"])
    feedback = page.locator(".lp-step .lp-question-feedback")
    page.locator(".lp-step .lp-question-number").fill(str(answer + 1))
    check(page)
    expect(feedback.locator(".lp-question-clue")).to_have_text([table_words["question_number_lower"]])
    expect(feedback).not_to_contain_text(table_words["question_the_answer"])
    expect(page.locator(".lp-next")).to_be_disabled()
    # Nothing typed is not a try: the number that follows still gets its clue, not the answer
    key, deadwood = quiz_steps(lang, lambda q: q["game"] == "three-thirteen" and q["kind"] == "number")[0]
    answer = deadwood["question"]["answer"]
    open_step(page, lang, key, deadwood["key"])
    check(page)
    expect(feedback).to_have_text(table_words["question_number_missing"])
    page.locator(".lp-step .lp-question-number").fill(str(answer - 1))
    check(page)
    expect(feedback.locator(".lp-question-clue")).to_have_text([table_words["question_number_higher"]])
    page.locator(".lp-step .lp-question-number").fill(str(answer))
    check(page)
    expect(feedback).to_contain_text(table_words["question_right"])
    expect(page.locator(".lp-next")).to_be_enabled()


def test_quiz_cards_show_a_focus_ring(page: Page):
    open_step(page, "en", "cards", "quiz-red")
    page.locator(".lp-step .lp-question-scene button[data-answer]").first.focus()
    page.keyboard.press("Tab")  # keyboard focus, so :focus-visible applies
    focused = page.locator(".lp-step .lp-question-scene button[data-answer]:focus")
    expect(focused).to_have_count(1)
    style = focused.evaluate("(node) => getComputedStyle(node).outlineStyle")
    assert style not in ("none", ""), style


@pytest.mark.parametrize("lang", ["de"])
def test_hints_come_in_steps(page: Page, lang: str):
    ui = data(lang)["ui"]
    guided = step(lang, "guided-hand", "hand")
    open_step(page, lang, "guided-hand", "hand")
    first_own = next(i for i, frame in enumerate(guided["frames"]) if "moves" in frame)
    for _ in range(first_own):
        page.locator(".lp-guided-next").click()
    frame = guided["frames"][first_own]
    assert len(frame["hints"]) == 2
    hint = page.locator(".lp-hint")
    expect(hint).to_have_text(ui["hint_first"])
    hint.click()
    expect(page.locator('.lp-hint-text[data-hint="1"]')).to_contain_text(frame["hints"][0]["text"])
    expect(page.locator('.lp-hint-text[data-hint="2"]')).to_have_count(0)
    expect(hint).to_have_text(ui["hint_stronger"])
    hint.click()
    expect(page.locator('.lp-hint-text[data-hint="2"]')).to_contain_text(frame["hints"][1]["text"])
    expect(page.locator('.lp-hint-text[data-hint="move"]')).to_have_count(0)
    expect(hint).to_have_text(ui["hint_show_move"])
    hint.click()
    shown = page.locator('.lp-hint-text[data-hint="move"]')
    expect(shown).to_contain_text(data(lang)["table_words"][f"seat_{guided['seat']}"])
    expect(page.locator(f'.lp-guided [data-move="{frame["move"]}"]')).to_have_class(re.compile("lp-move--suggested"))
    expect(page.locator(".lp-hint")).to_have_count(0)
    assert not re.search(r"\b[NESW]:", page.locator(".lp-guided").inner_text())  # no notation


def test_the_guided_hand_says_your_move_only_on_your_turns_and_scores_at_the_end(page: Page):
    words = data("en")["table_words"]
    guided = step("en", "guided-hand", "hand")
    open_step(page, "en", "guided-hand", "hand")
    area = page.locator(".lp-guided")
    exchanged: dict[str, int] = {}  # the cards each seat threw away in the exchange, as shown so far
    previous = None
    for frame in guided["frames"]:
        text = area.inner_text()
        assert not re.search(r"\b[NESW]:|\bW:QH|\bE:5\b", text), text  # moves in words, never notation
        if previous and previous.get("kind") == "exchange":  # one seat's exchange just shown
            seat = previous["seat"]
            exchanged[seat] = exchanged.get(seat, 0) + previous["entry"]["thrown"]
            yours = os.path.commonprefix([words[k] for k in ("exchange_you", "exchange_you_no_draw", "exchange_you_draw_only")])
            said = yours if seat == guided["seat"] else words[f"seat_{seat}"]
            expect(area.locator(".lp-commentary")).to_contain_text(said.strip())
            expect(area.locator(f'[data-seat="{seat}"] .lp-badge--exchange')).to_have_attribute("data-thrown", str(exchanged[seat]))
            waiting = {f["seat"] for f in guided["frames"] if f.get("kind") == "exchange"} - set(exchanged)
            for other in waiting:  # the seats still to exchange show nothing yet
                expect(area.locator(f'[data-seat="{other}"] .lp-badge--exchange')).to_have_count(0)
        previous = frame
        if "moves" in frame:
            expect(area.locator(".lp-turn-line")).to_have_text(words["your_turn_now"])
            area.locator(f'[data-move="{frame["move"]}"]').click()
        else:
            expect(area.locator(".lp-turn-line")).not_to_have_text(words["your_turn_now"])
            area.locator(".lp-guided-next").click()
    final = guided["frames"][-1]["after"]["result"]["scores"]
    scored = page.locator(".lp-hand-scored")
    for unit, points in final.items():
        expect(scored).to_contain_text(f'{words[f"team_{unit}"]} {points}')
    expect(page.locator(".lp-next")).to_be_enabled()
    expect(page.locator(".lp-next")).to_be_focused()


def test_reset_asks_first(page: Page):
    ui = data("en")["ui"]
    open_step(page, "en", "bidding", "beat")
    page.locator(".lp-reset").click()
    confirm = page.locator(".lp-confirm")
    expect(confirm).to_contain_text(ui["reset_ask"])
    expect(page.locator(".lp-reset-yes")).to_be_focused()
    page.locator(".lp-reset-no").click()
    expect(confirm).to_have_count(0)
    expect(page.locator('.lp-step[data-step="beat"]')).to_be_visible()
    expect(page.locator(".lp-reset")).to_be_focused()
    page.locator(".lp-reset").click()
    page.locator(".lp-reset-yes").click()
    first = lesson("en", "bidding")["steps"][0]["key"]
    expect(page.locator(f'.lp-step[data-step="{first}"]')).to_be_visible()


@pytest.mark.parametrize("lang", ["cs"])
def test_progress_shows_per_lesson_on_the_index(page: Page, lang: str):
    ui = data(lang)["ui"]
    finish_lesson_one(page, lang)
    expect(page.locator(".lp-complete")).to_be_visible()
    bidding = lesson(lang, "bidding")
    open_step(page, lang, "bidding", bidding["steps"][1]["key"])
    page.goto(tutorial_url(lang))
    page.reload()
    menu = page.locator(".lp-menu")
    expect(menu.locator('[data-lesson="cards"]')).to_have_attribute("data-status", "done")
    expect(menu.locator('[data-lesson="cards"]')).to_contain_text("✓")
    expect(menu.locator('[data-lesson="cards"]')).to_contain_text(ui["status_done"])
    expect(menu.locator('[data-lesson="bidding"]')).to_have_attribute("data-status", "started")
    expect(menu.locator('[data-lesson="bidding"]')).to_contain_text(fill(ui["status_step"], n=2, total=len(bidding["steps"])))
    expect(menu.locator('[data-lesson="tricks"]')).to_contain_text(ui["status_new"])
    expect(menu).to_contain_text(fill(ui["lessons_done"], n=1, total=len(data(lang)["lessons"])))


@pytest.mark.parametrize("lang", ["ro"])
def test_a_disabled_next_is_disabled_looks_it_and_says_why(page: Page, lang: str):
    ui = data(lang)["ui"]
    question = step(lang, "cards", "quiz-trick")["question"]
    open_step(page, lang, "cards", "quiz-trick")
    nxt = page.locator(".lp-next")
    expect(nxt).to_be_disabled()
    why = page.locator(".lp-next-why")
    expect(why).to_be_visible()
    expect(why).to_have_text(ui["wait_quiz"])
    assert nxt.get_attribute("aria-describedby") == why.get_attribute("id")
    look = "(node) => { const s = getComputedStyle(node); return [s.color, s.backgroundColor, s.borderColor, s.cursor]; }"
    disabled_look = nxt.evaluate(look)
    press(page, question["answer"])
    expect(nxt).to_be_enabled()
    expect(why).to_be_hidden()
    assert nxt.evaluate(look) != disabled_look  # an enabled Next does not look like the disabled one
    # The guided hand's Next waits for the hand's end, and says so
    open_step(page, lang, "guided-hand", "hand")
    expect(page.locator(".lp-next")).to_be_disabled()
    expect(page.locator(".lp-next-why")).to_have_text(ui["wait_guided"])


def settle(page: Page) -> None:
    """Back at the top, nothing caught mid-fade. (The tutorial shows no "Back to top" button: it
    would lie over the lesson, tutorial.css.)"""
    page.evaluate("window.scrollTo(0, 0)")
    assert page.locator(".md-top").evaluate("(node) => getComputedStyle(node).display") == "none"
    # Material fades the header's title after a scroll: wait until it shows the page's top (the
    # site's name), so axe does not measure a half-faded text
    page.wait_for_function("""() => {
        const topics = [...document.querySelectorAll('.md-header__topic')].map((n) => getComputedStyle(n).opacity);
        return !document.querySelector('.md-header__title').classList.contains('md-header__title--active')
            && topics[0] === '1' && topics.slice(1).every((opacity) => opacity === '0');
    }""")


def test_no_serious_accessibility_issue_in_the_flow(page: Page, axe):
    """A quiz after a wrong answer, the guided hand with its hints open, the end of a lesson."""
    question = step("en", "cards", "quiz-red")["question"]
    wrong = next(c["value"] for c in question["choices"] if c["value"] not in question["answer"])
    open_step(page, "en", "cards", "quiz-red")
    press(page, wrong)
    check(page)
    expect(page.locator(".lp-question-wrong-picks")).to_be_visible()
    settle(page)
    assert axe(page) == []
    guided = step("en", "guided-hand", "hand")
    open_step(page, "en", "guided-hand", "hand")
    first_own = next(i for i, frame in enumerate(guided["frames"]) if "moves" in frame)
    for _ in range(first_own):
        page.locator(".lp-guided-next").click()
    page.locator(".lp-hint").click()
    page.locator(".lp-hint").click()
    expect(page.locator('.lp-hint-text[data-hint="2"]')).to_be_visible()
    settle(page)
    assert axe(page) == []
    finish_lesson_one(page, "en")
    expect(page.locator(".lp-complete")).to_be_visible()
    settle(page)
    assert axe(page) == []


@pytest.mark.parametrize("lang", ["de"])
def test_lessons_fit_a_phone(page: Page, lang: str):
    """390 px wide: the lesson, its table and the progress map fit; only the map scrolls sideways."""
    page.set_viewport_size({"width": 390, "height": 844})
    wide = "() => document.documentElement.scrollWidth"
    for key, step_key in (("cards", "quiz-red"), ("guided-hand", "hand"), ("tricks", "lead-ace")):
        open_step(page, lang, key, step_key)
        assert page.evaluate(wide) <= 390, (key, step_key)
        box = page.locator(".lp-step").bounding_box()
        assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= 390
    finish_lesson_one(page, lang)
    expect(page.locator(".lp-complete")).to_be_visible()
    assert page.evaluate(wide) <= 390


@pytest.mark.parametrize("lang, key", [("de", "ten-point-hand"), ("ro", "partner-hand")])
def test_free_play_is_a_whole_hand_against_the_engines_bots(page: Page, lang: str, key: str):
    """The learner is asked only on his own turns, each move the engine's; the bots play the
    rest through the engine (Play's game), and the table's turn line says when the hand is over."""
    ui, words = data(lang)["ui"], data(lang)["table_words"]
    open_step(page, lang, key, "free")
    page.wait_for_function("() => performance.getEntriesByName('pitch-engine:ready').length > 0")
    area = page.locator(".lp-free-play")
    area.get_by_role("button", name=ui["new_hand"]).click()
    turn_line = area.locator(".lp-turn-line")
    moves = 0
    shown = 0
    while True:
        # the table after the bots' moves (each shown at its pace): redrawn, and the bots still
        page.wait_for_function("""n => { const area = document.querySelector('.lp-free-play');
            return Number(area.dataset.shown || 0) > n && area.dataset.bots !== 'moving'; }""", arg=shown)
        shown = int(area.get_attribute("data-shown") or 0)
        if turn_line.inner_text().strip() == words["hand_is_over"]:
            break
        area.locator('[data-control="pace"]').select_option("instant")  # the pace itself: test_learner_flow.py
        expect(turn_line).to_have_text(words["your_turn_now"])
        area.locator('[data-legal="true"]').first.click()
        moves += 1
        assert moves < 60, "the hand never ended"
    assert moves >= 2  # a bid or pass, then cards: the learner took part
    expect(area.locator(".lp-new-hand")).to_be_focused()


@pytest.mark.parametrize("lang", ["de"])
def test_play_on_shows_the_others_moves_one_by_one_up_to_the_learners_turn(page: Page, lang: str):
    """"Play on to my turn" walks through the others' moves at a reading pace and stops at the
    learner's move, or after a move the record comments on, so no comment is skipped."""
    guided = step(lang, "ten-point-hand", "hand")
    frames = guided["frames"]
    open_step(page, lang, "ten-point-hand", "hand")
    area = page.locator(".lp-guided")
    shown = 0
    while True:
        ahead = next(i for i in range(shown + 1, len(frames)) if "moves" in frames[i])
        if ahead > shown + 1 and "moves" not in frames[shown]:
            break
        if "moves" in frames[shown]:
            area.locator(f'[data-move="{frames[shown]["move"]}"]').click()
        else:
            area.locator(".lp-guided-next").click()
        shown += 1
        expect(area).to_have_attribute("data-frame", str(shown))
    stop = next(i for i in range(shown + 1, len(frames) + 1)
                if i == len(frames) or "moves" in frames[i] or frames[i - 1].get("comment"))
    page.evaluate("""() => { window.framesShown = [];
      const area = document.querySelector('.lp-guided');
      new MutationObserver(() => window.framesShown.push(Number(area.dataset.frame)))
        .observe(area, { attributes: true, attributeFilter: ['data-frame'] }); }""")
    area.locator(".lp-guided-play-on").click()
    expect(area).to_have_attribute("data-frame", str(stop), timeout=180_000)
    expect(area).to_have_attribute("data-playing", "false")
    drawn = [n for i, n in enumerate(page.evaluate("window.framesShown")) if i == 0 or page.evaluate("window.framesShown")[i - 1] != n]
    assert drawn == list(range(shown + 1, stop + 1)), drawn  # each move on the way drawn, in order
    if stop < len(frames) and "moves" in frames[stop]:
        expect(area.locator(".lp-turn-line")).to_have_text(data(lang)["table_words"]["your_turn_now"])


@pytest.mark.parametrize("lang", ["cs"])
def test_who_wins_the_game_is_answered_by_pressing_a_team(page: Page, lang: str):
    question = step(lang, "ten-point-scoring", "quiz-game")["question"]
    open_step(page, lang, "ten-point-scoring", "quiz-game")
    choices = page.locator(".lp-step button.lp-question-value")
    expect(choices).to_have_count(len(question["choices"]))
    for choice in question["choices"]:  # each team by its name, "nobody yet" in words
        expect(page.locator(f'.lp-step button.lp-question-value[data-answer="{choice["value"]}"]')).to_have_text(choice["label"])
    wrong = next(c["value"] for c in question["choices"] if c["value"] != question["answer"])
    feedback = page.locator(".lp-step .lp-question-feedback")
    press(page, wrong)
    expect(feedback).to_contain_text(words(lang)["question_wrong"])
    expect(feedback).to_contain_text(question["why"][wrong])
    press(page, question["answer"])
    expect(feedback).to_contain_text(words(lang)["question_right"])
