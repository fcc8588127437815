"""The learner's table fits one screen (issue 22): at 1280x800 and 390x844, during a hand in Play
and in the guided hand, the trick on the felt, the reader's hand, the turn line and the feedback
on his last move are all inside the viewport at once, below the site's header, with no scrolling
after the move. The feedback is the page's own answer to a move the learner really makes."""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import Page

from browser_harness import PATIENCE_MS, SITE_DIR

pytestmark = pytest.mark.browser

SIZES = [(1280, 800), (390, 844)]
# Where each part is on the screen, and where the site's fixed header ends.
BOXES = """(selectors) => {
  const header = document.querySelector('.md-header').getBoundingClientRect().bottom;
  const boxes = {};
  for (const [name, selector] of Object.entries(selectors)) {
    const node = document.querySelector(selector);
    const box = node && node.getBoundingClientRect();
    boxes[name] = box && box.height ? { top: box.top, bottom: box.bottom } : null;
  }
  return { header, height: innerHeight, boxes };
}"""


def assert_in_sight(page: Page, selectors: dict[str, str]) -> None:
    seen = page.evaluate(BOXES, selectors)
    for name, box in seen["boxes"].items():
        assert box is not None, f"{name} is not on the page"
        assert box["top"] >= seen["header"] - 1 and box["bottom"] <= seen["height"] + 1, (
            f"{name} is out of sight: {seen}")


@pytest.fixture
def page(shared_page: Page) -> Page:
    return shared_page


def settled(page: Page, shown: int) -> int:
    page.wait_for_function(
        """(last) => { const root = document.querySelector('.lp-tool');
                       return Number(root.dataset.shown || 0) > last && root.dataset.state !== 'bots'; }""",
        arg=shown, timeout=PATIENCE_MS)
    return int(page.get_attribute(".lp-tool", "data-shown"))


PLAYING_TO_A_TRICK = """() => document.querySelector('.lp-tool').dataset.state === 'your-turn'
  && document.querySelector('.lp-pitch-table').dataset.phase === 'play'
  && document.querySelector('.lp-trick-centre').dataset.trick === 'playing'"""


@pytest.mark.parametrize("width,height", SIZES)
def test_in_play_the_trick_the_hand_and_the_feedback_fit_one_screen(page: Page, width: int, height: int):
    page.set_viewport_size({"width": width, "height": height})
    page.goto("play/")
    page.select_option("select[name=pace]", "instant")
    page.click(".lp-start")
    shown = settled(page, 0)
    for _ in range(60):  # the reader's first legal moves until he is to play to a trick begun by others
        if page.evaluate(PLAYING_TO_A_TRICK):
            break
        if page.get_attribute(".lp-tool", "data-state") == "hand-over":
            page.click(".lp-next-hand")
        else:
            page.locator('.lp-you [data-legal="true"]').first.click()
        shown = settled(page, shown)
    assert page.evaluate(PLAYING_TO_A_TRICK), "no trick to play to came"
    forbidden = page.locator('.lp-table-hand [data-legal="false"]')
    if forbidden.count():
        forbidden.first.dispatch_event("click")  # pressed as it is (aria-disabled): the engine's refusal
        page.wait_for_selector(".lp-table-you .lp-feedback--error")
    else:
        page.click(".lp-hint-button")
        page.wait_for_selector(".lp-table-you .lp-feedback--hint")
    assert_in_sight(page, {"the trick": ".lp-trick-centre", "the hand": ".lp-table-hand",
                           "the turn line": ".lp-turn-line", "the feedback": ".lp-table-you .lp-feedback"})


def guided_step() -> dict:
    lessons = json.loads((SITE_DIR / "tutorial-data" / "en.json").read_text(encoding="utf-8"))["lessons"]
    return next(s for lesson in lessons if lesson["key"] == "guided-hand" for s in lesson["steps"] if s["kind"] == "guided")


@pytest.mark.parametrize("width,height", SIZES)
def test_in_the_guided_hand_a_wrong_move_is_answered_beside_the_trick_and_the_hand(page: Page, width: int, height: int):
    page.set_viewport_size({"width": width, "height": height})
    step = guided_step()
    page.goto(f"tutorial/#lesson-guided-hand/{step['key']}")
    page.locator(f'.lp-step[data-step="{step["key"]}"]').wait_for()
    # the learner's first card with a trick on the felt (being played, or just won and not yet
    # cleared away), and a card the lesson does not want there
    target = next(i for i, f in enumerate(step["frames"]) if f["seat"] == step["seat"] and f["kind"] == "play"
                  and (f["view"]["trick"] or f["view"]["last_trick"])
                  and any(m["move"] != f["move"] and m.get("card") for m in f["moves"]))
    for frame in step["frames"][:target]:
        if frame["seat"] == step["seat"]:  # a card's own corner: the next card covers the rest of it
            page.locator(f'.lp-guided [data-move="{frame["move"]}"]').click(position={"x": 6, "y": 12})
        else:
            page.locator(".lp-guided-next").click()
    frame = step["frames"][target]
    wrong = next(m for m in frame["moves"] if m["move"] != frame["move"] and m.get("card"))
    page.locator(f'.lp-guided [data-move="{wrong["move"]}"]').dispatch_event("click")
    page.wait_for_selector(".lp-guided .lp-table-you .lp-feedback:not(:empty)")
    assert_in_sight(page, {"the trick": ".lp-guided .lp-trick-centre", "the hand": ".lp-guided .lp-table-hand",
                           "the turn line": ".lp-guided .lp-turn-line",
                           "the feedback": ".lp-guided .lp-table-you .lp-feedback"})


# A word of a lesson title laid out on more than one line (a break at a hyphen is a break
# between words: "Zehn-Punkte-|Pitch").
BROKEN_TITLES = """() => [...document.querySelectorAll('.lp-menu-title')].filter((title) => {
  const text = title.firstChild; const range = document.createRange();
  return [...title.textContent.matchAll(/[^\\s-]+/g)].some((word) => {
    range.setStart(text, word.index); range.setEnd(text, word.index + word[0].length);
    return range.getClientRects().length > 1; });
}).map((title) => title.textContent)"""


@pytest.mark.parametrize("lang", ["de", "cs"])
def test_lesson_titles_never_break_inside_a_word_on_a_phone(page: Page, lang: str):
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(f"{lang}/tutorial/")
    page.locator(".lp-menu-title").first.wait_for()
    assert page.evaluate(BROKEN_TITLES) == []
