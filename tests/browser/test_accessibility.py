"""Accessibility of every interactive page, as a reader finds it: axe-core finds no serious or
critical problem in the light and the dark palette, on a phone (390 px) and a desk (1280 px),
with the page in use (a game under way, a lesson's feedback shown, a record open); keyboard focus
is visible on every kind of control; disabled buttons look unusable.

Each page is reached once and then checked in all four palette and width combinations without
reloading, so a tool page boots the engine once (Play's game under way included). The palette is
switched the way the header's toggle does it (Material undoes a hand-set body attribute).
"""

from __future__ import annotations

import base64
from typing import Any, Callable

import pytest
from playwright.sync_api import Page, expect

from browser_harness import PATIENCE_MS, ROOT, set_palette, settled

pytestmark = pytest.mark.browser

PALETTES = ("default", "slate")
WIDTHS = (390, 1280)
GUIDED = (ROOT / "tutorial" / "hands" / "guided-pitch31.pitch").read_text(encoding="utf-8")

# Cards of the trick under way (not the last trick's) that are on screen.
TRICK_CARDS = """() => [...document.querySelectorAll('.lp-tool [class*="trick"] [data-card]')]
                       .filter((card) => !card.closest('[class*="last"]') && card.offsetParent !== null).length"""


@pytest.fixture
def page(shared_page: Page) -> Page:
    """Pages of the session's shared context: the engine's files are fetched and compiled once."""
    return shared_page


@pytest.fixture
def audit(axe: Callable[[Page], list[dict[str, Any]]]) -> Callable[[Page, str], list[str]]:
    """``audit(page, moment)``: axe's serious and critical findings on the page as it is now, in
    every palette and width, one line each (moment, palette, width, rule, the elements)."""
    def run(page: Page, moment: str) -> list[str]:
        found = []
        for scheme in PALETTES:
            set_palette(page, scheme)
            for width in WIDTHS:
                page.set_viewport_size({"width": width, "height": 844 if width < 600 else 900})
                settled(page)
                for violation in axe(page):
                    found.append(f"{moment} [{scheme}, {width} px] {violation['id']} ({violation['impact']}): "
                                 f"{violation['help']} -> {'; '.join(violation['nodes'][:6])}")
        return found
    return run


def assert_none(found: list[str]) -> None:
    assert not found, "axe-core found serious or critical problems:\n" + "\n".join(found)


# -- the pages ---------------------------------------------------------------------------------


def wait_for_reader(page: Page, shown: int) -> int:
    """Wait until Play was redrawn and the bots are done; return the redraw count."""
    page.wait_for_function(
        """(last) => { const root = document.querySelector('.lp-tool');
                       return Number(root.dataset.shown || 0) > last && root.dataset.state !== 'bots'; }""",
        arg=shown, timeout=PATIENCE_MS)
    return int(page.get_attribute(".lp-tool", "data-shown") or 0)


def test_home_and_a_rules_page(page: Page, audit):
    found = []
    page.goto("./")
    found += audit(page, "home")
    page.goto("pitch/pitch31/")
    found += audit(page, "rules page pitch31")
    assert_none(found)


def test_play_at_setup_and_mid_game(page: Page, audit):
    page.goto("play/")
    expect(page.locator(".lp-start")).to_be_visible()
    found = audit(page, "play setup")
    page.select_option("select[name=game]", "pitch31")
    page.select_option("select[name=seat]", "S")
    page.select_option("select[name=pace]", "instant")
    page.click(".lp-start")
    shown = wait_for_reader(page, 0)
    for _ in range(8):  # on towards a trick under way with the reader to play to it
        if page.get_attribute(".lp-tool", "data-state") != "your-turn" or page.evaluate(TRICK_CARDS) > 0:
            break
        page.locator('.lp-tool [data-legal="true"]').first.click()
        shown = wait_for_reader(page, shown)
    page.click(".lp-hint-button")
    found += audit(page, "play mid-game")
    assert_none(found)


def test_the_tutorial_at_a_lesson_step_and_a_quiz(page: Page, audit):
    page.goto("tutorial/#lesson-tricks/lead-ace")
    expect(page.locator('.lp-step[data-step="lead-ace"]')).to_be_visible()
    # drawn unavailable (aria-disabled), yet a reader can press it: the feedback and its rule link show
    page.locator('.lp-step [data-move="S:KH"]').click(force=True)
    expect(page.locator(".lp-feedback a.lp-rule-link").first).to_be_visible()
    found = audit(page, "tutorial lesson step")
    page.goto("tutorial/#lesson-cards/quiz-red")
    card = page.locator('.lp-step[data-step="quiz-red"] .lp-question-scene button[data-answer]').first
    expect(card).to_be_visible()
    card.click()
    expect(card).to_have_attribute("aria-pressed", "true")
    found += audit(page, "tutorial quiz")
    assert_none(found)


def test_the_hand_viewer_with_a_record_open(page: Page, audit):
    token = base64.urlsafe_b64encode(GUIDED.encode("utf-8")).decode("ascii").rstrip("=")
    page.goto(f"tools/hand-viewer/#r={token}&m=9")
    expect(page.locator(".lp-position")).to_have_attribute("data-at", "9")
    page.click(".lp-share-button")
    expect(page.locator(".lp-share-link")).to_be_visible()
    assert_none(audit(page, "hand viewer"))


def test_the_score_keeper_with_a_hand_scored(page: Page, audit):
    page.goto("tools/score-keeper/")
    page.locator('.lp-score-form input[type=radio][value="EW"]').check()
    page.select_option("select[name=bid]", "5")
    page.fill("input[name=taken-bidders]", "6")
    page.fill("input[name=taken-defenders]", "4")
    page.click(".lp-score-hand")
    expect(page.locator(".lp-score-sheet tbody tr")).to_have_count(1)
    assert_none(audit(page, "score keeper"))


def test_the_meld_calculator_with_a_result(page: Page, audit):
    page.goto("tools/meld-calculator/")
    page.select_option("select[name=round]", "4")
    page.fill(".lp-cards-input", "6S 6H 4D 5D 2C 7D")
    page.click(".lp-count")
    expect(page.locator(".lp-deadwood")).to_be_visible()
    expect(page.locator('.lp-card-picker [data-card="7D"]')).to_have_attribute("aria-pressed", "true")
    assert_none(audit(page, "meld calculator"))


# -- focus and disabled controls, as drawn -----------------------------------------------------


def luminance(rgb: list[float]) -> float:
    def channel(c: float) -> float:
        c /= 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(c) for c in rgb[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: list[float], b: list[float]) -> float:
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


# The outline a focused control draws, and the page colour behind it (the first opaque background
# up the tree).
FOCUS_LOOK = """(element) => {
  const rgb = (colour) => (colour.match(/[\\d.]+/g) || []).map(Number);
  const style = getComputedStyle(element);
  let behind = element.parentElement, background = [255, 255, 255, 0];
  while (behind) {
    const colour = rgb(getComputedStyle(behind).backgroundColor);
    if (colour.length === 3 || colour[3] > 0.9) { background = colour; break; }
    behind = behind.parentElement;
  }
  return { focusVisible: element.matches(":focus-visible"), style: style.outlineStyle,
           width: parseFloat(style.outlineWidth), colour: rgb(style.outlineColor), background };
}"""

CONTROLS: dict[str, Callable[[Page], Any]] = {
    "a quiz's card": lambda page: page.locator(".lp-step .lp-question-scene button[data-answer]").first,
    "a primary button": lambda page: page.locator('.lp-step [data-control="check"]'),
    "an outline button": lambda page: page.locator(".lp-back"),
    "a link in the text": lambda page: page.locator(".md-content p a[href]").first,
    "the header's language menu": lambda page: page.locator(".md-header .md-select button").first,
}


def test_keyboard_focus_is_visible_on_every_kind_of_control_in_both_palettes(page: Page):
    page.goto("tutorial/#lesson-cards/quiz-red")
    expect(page.locator(".lp-step .lp-question-scene button[data-answer]").first).to_be_visible()
    page.keyboard.press("Tab")  # from now on focus comes from the keyboard: :focus-visible applies
    weak = []
    for scheme in PALETTES:
        set_palette(page, scheme)
        settled(page)
        for name, find in CONTROLS.items():
            control = find(page)
            if control.count() == 0 or not control.evaluate("(e) => e.tabIndex >= 0 && !e.disabled"):
                continue
            control.focus()
            look = control.evaluate(FOCUS_LOOK)
            ratio = contrast(look["colour"], look["background"])
            if not look["focusVisible"] or look["style"] in ("none", "hidden") or look["width"] < 2 or ratio < 3:
                weak.append(f"{scheme}, {name}: {look} (ring contrast {ratio:.1f}:1)")
    assert not weak, "focus is hard to see:\n" + "\n".join(weak)


def test_a_disabled_button_looks_unusable_in_both_palettes(page: Page):
    page.goto("tutorial/#lesson-cards/quiz-red")
    disabled, enabled = page.locator(".lp-next"), page.locator(".lp-back")
    expect(disabled).to_be_disabled()
    look = """(e) => { const s = getComputedStyle(e);
                       return { colour: s.color, border: s.borderTopStyle, edge: s.borderTopColor,
                                background: s.backgroundColor, cursor: s.cursor }; }"""
    for scheme in PALETTES:
        set_palette(page, scheme)
        settled(page)
        resting = disabled.evaluate(look)
        live = enabled.evaluate(look)
        assert resting["cursor"] == "not-allowed", scheme
        assert resting["border"] == "dashed" and live["border"] == "solid", scheme
        assert resting["colour"] != live["colour"], scheme
        disabled.hover(force=True)
        assert disabled.evaluate(look) == resting, f"a disabled button still reacts to the pointer ({scheme})"
