"""The lesson in sight, and cards a finger can press (issue 33).

* The course button on the home page lands on the lesson, not on the introduction above it.
* After every kind of move (a bid, a card, a quiz answer, a move in the guided hand), right or
  wrong, the verdict and the way on (Next) are inside the window at 1280x800 and 390x844, below the
  site's header, with the table or the question they are about.
* The page gets there smoothly, at once for a reader who asks for less motion, and does not move
  at all when everything is in sight already.
* At 390 px every card to press shows at least 44x44 px of itself, and a card raised under the
  pointer (or left raised by a tap) never takes a press meant for its neighbour; the trick quiz's
  cards and names never lie on one another; no "back to top" pill over the lesson.

Every wait is on the page's own signals: the widget's ``data-landed`` and ``data-view`` ("moving"
while the page scrolls to keep the lesson in sight, then "still"), the feedback's class, the
guided hand's ``data-frame``, a question's ``data-tone``."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from browser_harness import tutorial_data as data

pytestmark = pytest.mark.browser

SIZES = [(1280, 800), (390, 844)]


@pytest.fixture
def page(shared_page: Page) -> Page:
    return shared_page


def step(lang: str, lesson_key: str, step_key: str) -> dict:
    return next(s for lesson in data(lang)["lessons"] if lesson["key"] == lesson_key
                for s in lesson["steps"] if s["key"] == step_key)


def prefix(lang: str) -> str:
    return "" if lang == "en" else f"{lang}/"


def still(page: Page) -> None:
    """The widget has landed and the page is not scrolling to keep the lesson in sight."""
    page.wait_for_function("""() => { const root = document.querySelector('.lp-tutorial');
        return root && root.dataset.landed === 'true' && root.dataset.view !== 'moving'; }""")


def open_step(page: Page, lang: str, lesson_key: str, step_key: str, size: tuple[int, int]) -> None:
    page.set_viewport_size({"width": size[0], "height": size[1]})
    page.goto(f"{prefix(lang)}tutorial/#lesson-{lesson_key}/{step_key}")
    page.locator(f'.lp-step[data-step="{step_key}"]').wait_for()
    still(page)


SIGHT = """(selectors) => {
  const header = document.querySelector('.md-header').getBoundingClientRect().bottom;
  const boxes = {};
  for (const [name, selector] of Object.entries(selectors)) {
    const node = document.querySelector(selector);
    const box = node && node.getBoundingClientRect();
    boxes[name] = box && box.height ? { top: Math.round(box.top), bottom: Math.round(box.bottom) } : null;
  }
  return { header, height: innerHeight, scrollY, boxes };
}"""


def assert_in_sight(page: Page, selectors: dict[str, str]) -> None:
    seen = page.evaluate(SIGHT, selectors)
    for name, box in seen["boxes"].items():
        assert box is not None, f"{name} is not on the page"
        assert box["top"] >= seen["header"] - 1 and box["bottom"] <= seen["height"] + 1, f"{name} is out of sight: {seen}"


def assert_table_in_sight_or_filling_the_window(page: Page, table: str) -> None:
    """The whole table is in sight, or it is taller than the window leaves it: then Next sits at
    the window's foot, with as much of the table above it as fits."""
    seen = page.evaluate(SIGHT, {"the table": table, "Next": ".lp-next"})
    box, nxt = seen["boxes"]["the table"], seen["boxes"]["Next"]
    if box["top"] >= seen["header"] - 1 and box["bottom"] <= seen["height"] + 1:
        return
    assert box["top"] < seen["header"] and nxt["bottom"] >= seen["height"] - 30, f"the table is out of sight: {seen}"


# Where a finger lands on a card: the middle of the widest run of the card's own pixels (what no
# other card covers), with that run's width and the height of the card's own pixels there.
UNCOVERED = """(node) => {
  const box = node.getBoundingClientRect();
  const mine = (x, y) => { const hit = document.elementFromPoint(x, y); return Boolean(hit && node.contains(hit)); };
  let best = null;
  for (let y = Math.ceil(box.top) + 1; y < box.bottom - 1; y += 3) {
    let run = null;
    for (let x = Math.ceil(box.left); x < box.right; x += 1) {
      if (mine(x, y)) { if (!run) run = { from: x, to: x, y }; else run.to = x; }
      else if (run) break;
    }
    if (run && (!best || run.to - run.from > best.to - best.from)) best = run;
  }
  if (!best) return null;
  const x = Math.round((best.from + best.to) / 2);
  let top = best.y; let bottom = best.y;
  while (top > box.top && mine(x, top - 1)) top -= 1;
  while (bottom < box.bottom && mine(x, bottom + 1)) bottom += 1;
  return { x, y: Math.round((top + bottom) / 2), width: best.to - best.from + 1, height: bottom - top + 1,
           move: node.dataset.move || node.dataset.card || '' };
}"""


def press(page: Page, selector: str) -> None:
    """Press a card as a finger would: brought into sight as a reader scrolls, then pressed on the
    part of it that shows (its middle may lie under the next card)."""
    card = page.locator(selector)
    card.scroll_into_view_if_needed()
    still(page)
    spot = card.evaluate(UNCOVERED)
    assert spot, f"{selector}: no part of it shows"
    page.mouse.click(spot["x"], spot["y"])


# -- landing -------------------------------------------------------------------------------------

@pytest.mark.parametrize("size", SIZES)
def test_the_course_button_lands_on_the_lesson(page: Page, size: tuple[int, int]):
    page.set_viewport_size({"width": size[0], "height": size[1]})
    page.goto("")
    page.locator('.md-content a.md-button--primary[href*="#lesson-cards"]').click()
    page.locator(".lp-lesson .lp-step").wait_for()
    still(page)
    assert page.evaluate("() => scrollY") > 0  # the introduction and the course list are above
    assert_in_sight(page, {"the lesson's title": ".lp-lesson .lp-title", "the step": ".lp-step-title",
                           "the step's first words": ".lp-step .lp-text"})
    # nothing moves it away afterwards (the course list scrolls sideways only)
    page.evaluate("() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")
    assert_in_sight(page, {"the lesson's title": ".lp-lesson .lp-title"})


def test_a_reload_keeps_the_place_the_browser_gives_back(page: Page):
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto("tutorial/#lesson-bidding/try-beat")
    still(page)
    page.evaluate("() => scrollTo(0, 0)")
    page.reload()
    still(page)
    assert page.evaluate("() => scrollY") < 50


# -- after every kind of move --------------------------------------------------------------------

AFTER_A_MOVE = {"the hand": ".lp-step .lp-table-hand", "the feedback": ".lp-feedback", "Next": ".lp-next"}


@pytest.mark.parametrize("size", SIZES)
def test_after_a_bid_the_verdict_and_next_are_in_sight(page: Page, size: tuple[int, int]):
    lang = "en" if size[0] > 500 else "ro"
    act = step(lang, "bidding", "try-beat")
    open_step(page, lang, "bidding", "try-beat", size)
    refused = next(m for m in act["moves"] if not m["ok"])
    page.locator(f'.lp-step [data-move="{refused["move"]}"]').click(force=True)  # dimmed, yet pressable: the rule
    page.wait_for_selector(".lp-feedback--error")
    still(page)
    assert_in_sight(page, AFTER_A_MOVE)
    assert_table_in_sight_or_filling_the_window(page, ".lp-step .lp-pitch-table")
    wanted = next(m for m in act["moves"] if m.get("wanted"))
    page.locator(f'.lp-step [data-move="{wanted["move"]}"]').click()
    page.wait_for_selector(".lp-feedback--ok")
    still(page)
    assert_in_sight(page, AFTER_A_MOVE)
    assert_table_in_sight_or_filling_the_window(page, ".lp-step .lp-pitch-table")
    expect(page.locator(".lp-next")).to_be_focused()


@pytest.mark.parametrize("size", SIZES)
def test_after_a_card_the_verdict_and_next_are_in_sight(page: Page, size: tuple[int, int]):
    lang = "de" if size[0] > 500 else "en"
    act = step(lang, "tricks", "lead-ace")
    open_step(page, lang, "tricks", "lead-ace", size)
    refused = next(m for m in act["moves"] if not m["ok"] and m.get("card"))
    press(page, f'.lp-step [data-move="{refused["move"]}"]')
    page.wait_for_selector(".lp-feedback--error")
    still(page)
    assert_in_sight(page, AFTER_A_MOVE)
    assert_table_in_sight_or_filling_the_window(page, ".lp-step .lp-pitch-table")
    wanted = next(m for m in act["moves"] if m.get("wanted"))
    press(page, f'.lp-step [data-move="{wanted["move"]}"]')
    page.wait_for_selector(".lp-feedback--ok")
    still(page)
    assert_in_sight(page, AFTER_A_MOVE)
    assert_table_in_sight_or_filling_the_window(page, ".lp-step .lp-pitch-table")


@pytest.mark.parametrize("size", SIZES)
def test_after_a_quiz_answer_the_verdict_and_next_are_in_sight(page: Page, size: tuple[int, int]):
    lang = "cs" if size[0] > 500 else "mk"
    question = step(lang, "bidding", "quiz-all-pass")["question"]
    open_step(page, lang, "bidding", "quiz-all-pass", size)
    wrong = next(c["value"] for c in question["choices"] if c["value"] != question["answer"])
    page.locator(f'.lp-step .lp-question-value[data-answer="{wrong}"]').click()
    page.wait_for_selector('.lp-step .lp-question-feedback[data-tone="retry"]')
    still(page)
    # the wrong pick says why
    expect(page.locator(f'.lp-step .lp-question-why[data-answer="{wrong}"]')).to_contain_text(question["why"][wrong])
    in_sight = {"the feedback": ".lp-step .lp-question-feedback", "Next": ".lp-next", "the choices": ".lp-step .lp-question-values"}
    assert_in_sight(page, in_sight)
    page.locator(f'.lp-step .lp-question-value[data-answer="{question["answer"]}"]').click()
    page.wait_for_selector('.lp-step .lp-question-feedback[data-tone="right"]')
    still(page)
    assert_in_sight(page, in_sight)
    # a trick quiz, answered on its table
    trick = step(lang, "cards", "quiz-trick")["question"]
    open_step(page, lang, "cards", "quiz-trick", size)
    page.locator(f'.lp-step .lp-question-scene [data-answer="{trick["answer"]}"]').click()
    page.wait_for_selector('.lp-step .lp-question-feedback[data-tone="right"]')
    still(page)
    assert_in_sight(page, {"the trick": ".lp-question-scene .lp-trick-cards", "the feedback": ".lp-step .lp-question-feedback",
                           "Next": ".lp-next"})


@pytest.mark.parametrize("size", SIZES)
def test_in_the_guided_hand_each_move_keeps_the_trick_and_the_way_on_in_sight(page: Page, size: tuple[int, int]):
    guided = step("en", "guided-hand", "hand")
    open_step(page, "en", "guided-hand", "hand", size)
    first_card = next(i for i, frame in enumerate(guided["frames"]) if "moves" in frame and frame["kind"] == "play")
    for index, frame in enumerate(guided["frames"][:first_card + 2]):
        if "moves" in frame:
            press(page, f'.lp-guided [data-move="{frame["move"]}"]')
        else:
            page.locator(".lp-guided-next").click()
        page.wait_for_function("(n) => document.querySelector('.lp-guided').dataset.frame === String(n)", arg=index + 1)
        still(page)
        following = guided["frames"][index + 1]
        if "moves" in following:  # the learner's turn: the trick and his hand
            assert_in_sight(page, {"the trick": ".lp-guided .lp-trick-centre", "the hand": ".lp-guided .lp-table-hand"})
        else:  # the others': the trick, what is said about the last move and the button that goes on
            assert_in_sight(page, {"the trick": ".lp-guided .lp-trick-centre", "the comment": ".lp-guided .lp-commentary",
                                   "Next move": ".lp-guided-next"})


@pytest.mark.parametrize("lang", ["ro"])
def test_a_move_the_guided_hand_does_not_make_is_answered_with_what_to_do_instead(page: Page, lang: str):
    """Not "read the comment": the lesson's line, then the next rung of the hint ladder, up to the
    move itself marked on the table."""
    guided = step(lang, "guided-hand", "hand")
    open_step(page, lang, "guided-hand", "hand", (390, 844))
    first_own = next(i for i, frame in enumerate(guided["frames"]) if "moves" in frame)
    for _ in range(first_own):
        page.locator(".lp-guided-next").click()
    frame = guided["frames"][first_own]
    others = [m for m in frame["moves"] if m["ok"] and m["move"] != frame["move"]]
    assert len(others) >= 3
    for tries, other in enumerate(others[:3], start=1):
        page.locator(f'.lp-guided [data-move="{other["move"]}"]').click()
        page.wait_for_selector(".lp-guided .lp-feedback--hint")
        expect(page.locator(".lp-guided .lp-feedback")).to_have_text(guided["hint"])
        expect(page.locator(".lp-guided .lp-hint-text")).to_have_count(tries)
        still(page)
        assert_in_sight(page, {"the feedback": ".lp-guided .lp-feedback", "the hint": ".lp-guided .lp-hint-text:last-child"})
    for number, hint in enumerate(frame["hints"], start=1):
        expect(page.locator(f'.lp-guided .lp-hint-text[data-hint="{number}"]')).to_contain_text(hint["text"])
    expect(page.locator('.lp-guided .lp-hint-text[data-hint="move"]')).to_be_visible()
    expect(page.locator(f'.lp-guided [data-move="{frame["move"]}"]')).to_have_class(re.compile("lp-move--suggested"))
    assert "comment" not in guided["hint"].lower()


# -- how the page moves --------------------------------------------------------------------------

RECORD_SCROLLS = """() => { window.lpScrolls = []; const scrollBy = window.scrollBy.bind(window);
  window.scrollBy = (options) => { window.lpScrolls.push(options); return scrollBy(options); }; }"""


@pytest.mark.parametrize("motion", ["no-preference", "reduce"])
def test_the_page_scrolls_smoothly_unless_the_reader_asks_for_less_motion(page: Page, motion: str):
    page.emulate_media(reduced_motion=motion)
    try:
        open_step(page, "en", "tricks", "lead-ace", (390, 844))
        page.evaluate("() => scrollTo(0, 0)")  # the reader is still reading the lesson's first lines
        page.evaluate(RECORD_SCROLLS)
        act = step("en", "tricks", "lead-ace")
        wanted = next(m for m in act["moves"] if m.get("wanted"))
        page.locator(f'.lp-step [data-move="{wanted["move"]}"]').dispatch_event("click")
        page.wait_for_selector(".lp-feedback--ok")
        still(page)
        scrolls = page.evaluate("() => window.lpScrolls")
        assert len(scrolls) == 1, scrolls
        assert scrolls[0]["behavior"] == ("instant" if motion == "reduce" else "smooth")
        assert_in_sight(page, AFTER_A_MOVE)
    finally:
        page.emulate_media(reduced_motion="no-preference")


def test_nothing_moves_when_everything_is_in_sight(page: Page):
    open_step(page, "en", "bidding", "try-beat", (1280, 800))
    act = step("en", "bidding", "try-beat")
    refused = [m for m in act["moves"] if not m["ok"]]
    page.locator(f'.lp-step [data-move="{refused[0]["move"]}"]').click(force=True)
    page.wait_for_selector(".lp-feedback--error")
    still(page)
    before = page.evaluate("() => scrollY")
    page.evaluate(RECORD_SCROLLS)
    page.evaluate("() => { document.querySelector('.lp-feedback p').dataset.seen = 'true'; }")
    page.locator(f'.lp-step [data-move="{refused[-1]["move"]}"]').dispatch_event("click")
    page.wait_for_selector(".lp-feedback--error p:not([data-seen])")  # the verdict on the second try
    still(page)
    assert page.evaluate("() => window.lpScrolls") == []
    assert page.evaluate("() => scrollY") == before


# -- cards a finger can press, at 390 px ---------------------------------------------------------

# Every step whose cards are pressed: a card to lead, seven to choose from (the exchange's extra
# trump in each game), a trick quiz's cards, Three Thirteen's discard
CARD_STEPS = [("tricks", "lead-ace", ".lp-table-hand [data-move]"),
              ("exchange", "drop-extra", ".lp-table-hand [data-move]"),
              ("ten-point-widow", "burn", ".lp-table-hand [data-move]"),
              ("partner-exchange", "drop", ".lp-table-hand [data-move]"),
              ("partner-tricks", "quiz-jokers", ".lp-question-scene button[data-answer]"),
              ("three-thirteen", "throw-king", ".lp-tt [data-move]")]


@pytest.mark.parametrize("lesson_key,step_key,cards", CARD_STEPS)
def test_every_card_to_press_is_a_44_pixel_target_on_a_phone(page: Page, lesson_key: str, step_key: str, cards: str):
    open_step(page, "ro", lesson_key, step_key, (390, 844))
    buttons = page.locator(f'.lp-step[data-step="{step_key}"] {cards}')
    assert buttons.count() >= 2
    buttons.first.scroll_into_view_if_needed()
    still(page)
    for spot in buttons.evaluate_all(f"(nodes) => nodes.map({UNCOVERED})"):
        assert spot and spot["width"] >= 44 and spot["height"] >= 44, f"{step_key}: {spot}"


def test_the_card_picker_is_44_pixel_targets_on_a_phone(page: Page):
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto("tools/meld-calculator/")
    cards = page.locator(".lp-card-picker .lp-card-button")
    cards.first.wait_for()
    cards.first.scroll_into_view_if_needed()
    assert cards.count() >= 52
    sizes = "(nodes) => nodes.map((n) => { const b = n.getBoundingClientRect(); return [b.width, b.height, n.dataset.card]; })"
    for box in cards.evaluate_all(sizes):
        assert box[0] >= 44 and box[1] >= 44, box


def test_a_raised_card_never_takes_a_press_meant_for_its_neighbour(page: Page):
    """The pointer rests on a card (it rises) and the next press goes to the card beside it: that
    card takes it, as its own visible part says (the review's J♠ and 9♠)."""
    act = step("en", "tricks", "lead-ace")
    open_step(page, "en", "tricks", "lead-ace", (390, 844))
    hand = page.locator(".lp-step .lp-table-hand [data-move]")
    hand.first.scroll_into_view_if_needed()
    still(page)
    spots = hand.evaluate_all(f"(nodes) => nodes.map({UNCOVERED})")
    for here, there in zip(spots, spots[1:]):
        page.mouse.move(here["x"], here["y"])  # the card under the pointer rises
        hit = page.evaluate("([x, y]) => document.elementFromPoint(x, y).closest('[data-move]').dataset.move", [there["x"], there["y"]])
        assert hit == there["move"], f"with {here['move']} raised, a press on {there['move']} goes to {hit}"
        hit = page.evaluate("([x, y]) => document.elementFromPoint(x, y).closest('[data-move]').dataset.move", [here["x"], here["y"]])
        assert hit == here["move"]
    # and for real: the pointer on a card, then a press on the wanted card beside it
    wanted = next(i for i, spot in enumerate(spots) if spot["move"] == next(m["move"] for m in act["moves"] if m.get("wanted")))
    beside = spots[wanted - 1] if wanted else spots[wanted + 1]
    page.mouse.move(beside["x"], beside["y"])
    page.mouse.click(spots[wanted]["x"], spots[wanted]["y"])
    page.wait_for_selector(".lp-feedback--ok")


def test_the_trick_quiz_cards_and_names_never_lie_on_one_another_on_a_phone(page: Page):
    open_step(page, "ro", "partner-tricks", "quiz-jokers", (390, 844))
    page.locator(".lp-question-scene").scroll_into_view_if_needed()
    boxes = page.evaluate("""() => [...document.querySelectorAll('.lp-question-scene .lp-trick-card')].flatMap((card) =>
        [card.querySelector('button'), card.querySelector('.lp-trick-card-seat')].map((node) => {
          const b = node.getBoundingClientRect();
          return { what: `${card.dataset.seat} ${node.tagName}`, left: b.left, right: b.right, top: b.top, bottom: b.bottom }; }))""")
    assert len(boxes) >= 6
    for i, one in enumerate(boxes):
        for other in boxes[i + 1:]:
            apart = (one["right"] <= other["left"] + 1 or other["right"] <= one["left"] + 1
                     or one["bottom"] <= other["top"] + 1 or other["bottom"] <= one["top"] + 1)
            assert apart, f"{one['what']} lies on {other['what']}: {one} {other}"


def test_no_back_to_top_pill_over_the_lesson(page: Page):
    open_step(page, "ro", "partner-bidding", "quiz-all-pass", (390, 844))
    page.mouse.wheel(0, 600)
    page.mouse.wheel(0, -300)  # Material shows its pill while the reader scrolls back up
    assert page.locator(".md-top").evaluate("(node) => getComputedStyle(node).display") == "none"


def test_the_new_tags_over_drawn_cards_keep_off_the_exchange_line_on_a_phone(page: Page):
    """Ten-point's guided hand: South draws in the exchange and keeps the jack of clubs; at his
    first card the hand marks it "new", and the tag lies below the line that says the exchange."""
    guided = step("en", "ten-point-hand", "hand")
    open_step(page, "en", "ten-point-hand", "hand", (390, 844))
    last_exchange = max(i for i, frame in enumerate(guided["frames"])
                        if frame.get("kind") == "exchange" and frame["seat"] == guided["seat"])
    for index, frame in enumerate(guided["frames"][:last_exchange + 1]):
        if "moves" in frame:
            press(page, f'.lp-guided [data-move="{frame["move"]}"]')
        else:
            page.locator(".lp-guided-next").click()
        page.wait_for_function("(n) => document.querySelector('.lp-guided').dataset.frame === String(n)", arg=index + 1)
    still(page)
    tags = page.evaluate("""() => {
        const line = document.querySelector('.lp-guided .lp-your-exchange').getBoundingClientRect();
        return [...document.querySelectorAll('.lp-guided .lp-table-hand .lp-drawn')].map((card) => {
          const box = card.getBoundingClientRect();
          return { card: card.dataset.card || card.textContent, line: line.bottom,
                   tag: box.top + parseFloat(getComputedStyle(card, '::after').top) };
        });
    }""")
    assert tags, "no card is marked new"
    for tag in tags:
        assert tag["tag"] >= tag["line"] - 0.5, f"the new tag lies on the exchange line: {tag}"
