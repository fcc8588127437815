"""The learner's table fits one screen (issue 22): at 1280x800 and 390x844, during a hand in Play
and in the guided hand, the trick on the felt, the reader's hand, the turn line and the feedback
on his last move are all inside the viewport at once, below the site's header, with no scrolling
after the move. The feedback is the page's own answer to a move the learner really makes."""

from __future__ import annotations

import json
from typing import Callable

import pytest
from playwright.sync_api import Page

from browser_harness import PATIENCE_MS, SITE_DIR, learners_move
from pitch_core.webtools.play import PitchTable, new_table, saved_game

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


LANGS = ["en", "ro", "de", "cs", "mk"]
KEY = "learn-pitch:play"
READERS_TURN = """() => { const root = document.querySelector('.lp-tool[data-tool=play]');
  return root.dataset.state === 'your-turn' && root.dataset.shown; }"""
# Fixed deals, found by replaying seeds 0 to 59 through the engine (the reader follows the hint,
# bids the most while looking for more than six trump): at seed 41 the reader's first card to a
# trick begun by others has the longest refusal (German, 56 characters) beside a hint of 144 to
# 170; at seed 7 the reader wins the bid with 8 trump, the most cards his hand ever holds.
TRICK_SEED = 41
EXCESS_SEED = 7


def play_position(seed: int, wanted: Callable[[dict], bool], greedy: bool = False) -> PitchTable:
    """The Pitch 31 game of ``seed`` (the reader South), bots moving, until ``wanted`` holds at
    the reader's turn; the reader takes the hint, or with ``greedy`` bids the most he may."""
    table = new_table("pitch31", "S", "heuristic", None, seed)
    for _ in range(200):
        view = table.view("en")
        if not view["your_turn"]:
            table.bot_move()
        elif wanted(view):
            return table
        else:
            bids = [m for m in view["legal"] if m["kind"] == "bid"]
            table.act(bids[-1]["move"] if greedy and bids else table.hint("en")["move"]["move"])
    raise AssertionError(f"seed {seed} never reaches the position")


def playing_to_a_trick_with_a_forbidden_card(view: dict) -> bool:
    legal = {m["move"] for m in view["legal"]}
    return view["phase"] == "play" and bool(view["trick"]) and any(
        m["card"] and m["move"] not in legal for m in view["candidates"])


def more_than_six_trump(view: dict) -> bool:
    return any(m["kind"] == "drop" for m in view["candidates"])


def resume_in_play(page: Page, lang: str, table: PitchTable, ready: str = READERS_TURN) -> None:
    """``table`` kept as Play keeps a game (play-keeper.js), resumed on ``lang``'s Play page."""
    view = table.view("en")
    kept = {"version": 1, "revision": 1, "data": {"game": {
        "owner": "test", "pace": "instant", "saved": saved_game(table),
        "summary": {"thirteen": False, "over": False, "number": view["hand_number"], "preset": "pitch31",
                    "human": "S", "scores": [[unit, view["scores"][unit]] for unit in view["units"]]}}}}
    prefix = "" if lang == "en" else f"{lang}/"
    page.goto(f"{prefix}play/")
    page.evaluate("([key, raw]) => localStorage.setItem(key, raw)", [KEY, json.dumps(kept)])
    page.reload()
    page.click(".lp-tool[data-tool=play] .lp-resume", timeout=PATIENCE_MS)
    page.wait_for_function(ready, timeout=PATIENCE_MS)


IN_PLAY = {"the trick": ".lp-trick-centre", "the hand": ".lp-table-hand", "the turn line": ".lp-turn-line",
           "the feedback": ".lp-table-you .lp-feedback"}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("width,height", SIZES)
def test_in_play_the_trick_the_hand_and_the_feedback_fit_one_screen(page: Page, lang: str, width: int, height: int):
    page.set_viewport_size({"width": width, "height": height})
    resume_in_play(page, lang, play_position(TRICK_SEED, playing_to_a_trick_with_a_forbidden_card))
    assert page.get_attribute(".lp-trick-centre", "data-trick") == "playing"
    # a forbidden card pressed as it is (aria-disabled): the engine's refusal, then a hint
    page.locator('.lp-table-hand [data-legal="false"]').first.dispatch_event("click")
    page.wait_for_selector(".lp-table-you .lp-feedback--error .lp-explained")
    assert_in_sight(page, IN_PLAY)
    page.click(".lp-hint-button")
    page.wait_for_selector(".lp-table-you .lp-feedback--hint .lp-explained")
    assert_in_sight(page, IN_PLAY)


@pytest.mark.parametrize("lang,width,height", [("de", 390, 844), ("en", 1280, 800)])
def test_more_than_six_trump_says_what_to_press_and_why_with_one_row_of_cards(page: Page, lang: str, width: int, height: int):
    page.set_viewport_size({"width": width, "height": height})
    table = play_position(EXCESS_SEED, more_than_six_trump, greedy=True)
    view = table.view(lang)
    resume_in_play(page, lang, table)
    ui = json.loads((SITE_DIR / "tools-data" / f"{lang}.json").read_text(encoding="utf-8"))["ui"]
    turn = page.inner_text(".lp-turn-line")
    assert ui["shed_prompt"]["other"].format(n=len(view["hand"]), keep=view["keep"], fate="").strip() in turn
    assert ui[f"shed_fate_{view['excess_trump']}"] in turn  # why: where a trump given up goes
    # the choices are the hand's own cards, drawn once: no second row of give-away buttons
    drops = {m["move"] for m in view["candidates"] if m["kind"] == "drop"}
    assert {b.get_attribute("data-move") for b in page.locator(".lp-table-hand [data-move]").all()} == drops
    assert page.locator(".lp-table-moves").count() == 0
    tops = page.eval_on_selector_all(".lp-table-hand > *", "(cards) => cards.map((c) => Math.round(c.getBoundingClientRect().top))")
    assert max(tops) - min(tops) < 20, f"the cards lie on more than one row: {tops}"
    assert_in_sight(page, {"the hand": ".lp-table-hand", "the turn line": ".lp-turn-line"})
    # the trump worth least given up: the hand goes down to six and play goes on
    shown = page.get_attribute(".lp-tool", "data-shown")
    page.locator(f'.lp-table-hand [data-move="{sorted(drops)[0]}"]').click()
    page.wait_for_function("(last) => document.querySelector('.lp-tool').dataset.shown !== last", arg=shown)


def guided_step(lang: str) -> dict:
    lessons = json.loads((SITE_DIR / "tutorial-data" / f"{lang}.json").read_text(encoding="utf-8"))["lessons"]
    return next(s for lesson in lessons if lesson["key"] == "guided-hand" for s in lesson["steps"] if s["kind"] == "guided")


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("width,height", SIZES)
def test_in_the_guided_hand_a_wrong_move_is_answered_beside_the_trick_and_the_hand(page: Page, lang: str, width: int, height: int):
    page.set_viewport_size({"width": width, "height": height})
    step = guided_step(lang)
    prefix = "" if lang == "en" else f"{lang}/"
    page.goto(f"{prefix}tutorial/#lesson-guided-hand/{step['key']}")
    page.locator(f'.lp-step[data-step="{step["key"]}"]').wait_for()
    # the learner's first card with a trick on the felt (being played, or just won and not yet
    # cleared away), and a card the lesson does not want there
    target = next(i for i, f in enumerate(step["frames"]) if f["seat"] == step["seat"] and f["kind"] == "play"
                  and (f["view"]["trick"] or f["view"]["last_trick"])
                  and any(m["move"] != f["move"] and m.get("card") for m in f["moves"]))
    for frame in step["frames"][:target]:
        if learners_move(frame):  # a card's own corner: the next card covers the rest of it
            page.locator(f'.lp-guided [data-move="{frame["move"]}"]').click(position={"x": 6, "y": 12})
        else:
            page.locator(".lp-guided-next").click()
    frame = step["frames"][target]
    wrong = next(m for m in frame["moves"] if m["move"] != frame["move"] and m.get("card"))
    page.locator(f'.lp-guided [data-move="{wrong["move"]}"]').dispatch_event("click")
    page.wait_for_selector(".lp-guided .lp-table-you .lp-feedback:not(:empty)")
    # the page keeps the verdict in sight by itself (tutorial.js keepInView): wait till it is still
    page.wait_for_function("() => document.querySelector('.lp-tutorial').dataset.view !== 'moving'")
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


def play_to_the_end_of_the_hand(seed: int) -> PitchTable:
    table = new_table("pitch31", "S", "heuristic", None, seed)
    for _ in range(300):
        view = table.view("en")
        if view["hand_over"]:
            return table
        if view["your_turn"]:
            table.act(table.hint("en")["move"]["move"])
        else:
            table.bot_move()
    raise AssertionError("the hand never ended")


def test_cards_never_played_are_out_of_play_when_the_hand_ends(page: Page):
    """Seed 0: the hand ends (every trump played) with cards left in all four hands; they are
    shown as out of play, as counts for the others and dimmed faces for the reader."""
    page.set_viewport_size({"width": 390, "height": 844})
    table = play_to_the_end_of_the_hand(0)
    view = table.view("en")
    resume_in_play(page, "en", table, READERS_TURN.replace("'your-turn'", "'hand-over'"))
    ui = json.loads((SITE_DIR / "tools-data" / "en.json").read_text(encoding="utf-8"))["ui"]
    for seat, count in view["card_counts"].items():
        if seat == "S" or not count:
            continue
        held = page.locator(f'.lp-table-seat[data-seat="{seat}"] .lp-held')
        assert held.get_attribute("class").split() == ["lp-held", "lp-held--dead"]
        assert held.inner_text() == ui["out_of_play_count"]["one" if count == 1 else "other"].format(n=count)
        assert held.locator(".lp-backs").count() == 0  # no backs left standing, not even a sliver
    assert page.locator(".lp-table-hand .lp-hand-card--dead").count() == len(view["hand"]) > 0
    assert page.locator(".lp-table-hand [data-move]").count() == 0
