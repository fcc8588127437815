"""Screenshots of the key screens, to look at: in the light and dark palette, on a phone and a desk.

    python bench/screenshots.py [--site DIR] [--out screenshots] [--only play-mid-trick,home]

Builds the site into ``--site`` if it holds no build yet (``make site SITE_DIR=...``), else reuses
it; serves it on a loopback port and drives Debian's headless Chromium (as the browser tests do).
Each screen is reached once, waiting on the page's own signals (the engine's performance mark,
``data-state`` of a tool, a step's ``data-step``), never on a fixed sleep; then it is drawn in
every palette and width without reloading. The PNGs go into ``--out`` (git-ignored), named
``<screen>-<light|dark>-<width>.png``; the folder is printed at the end.
"""

from __future__ import annotations

import argparse
import base64
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Callable

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "browser"))
from browser_harness import PATIENCE_MS, launch_options, missing_site_reason, serve_site, set_palette, settled  # noqa: E402
from playwright.sync_api import Page, sync_playwright  # noqa: E402

SCHEMES = {"light": "default", "dark": "slate"}
WIDTHS = (390, 1280)
HEIGHTS = {390: 844, 1280: 900}
GUIDED = (ROOT / "tutorial" / "hands" / "guided-pitch31.pitch").read_text(encoding="utf-8")


# -- waiting on the page's own signals ---------------------------------------------------------


def engine_ready(page: Page) -> None:
    page.wait_for_function("() => performance.getEntriesByName('pitch-engine:ready').length > 0", timeout=PATIENCE_MS)




def redrawn(page: Page, shown: int) -> int:
    """Wait until a tool was redrawn after ``shown`` and the bots are done; the new count."""
    page.wait_for_function(
        """(last) => { const root = document.querySelector('.lp-tool');
                       return Number(root.dataset.shown || 0) > last && root.dataset.state !== 'bots'; }""",
        arg=shown, timeout=PATIENCE_MS)
    return int(page.get_attribute(".lp-tool", "data-shown") or 0)


# A trick on the table: cards inside the current trick's area (not the last trick's).
TRICK_CARDS = """() => [...document.querySelectorAll('.lp-tool [class*="trick"]:not([class*="last"]) [data-card]')]
                       .filter((card) => !card.closest('[class*="last"]') && card.offsetParent !== null).length"""


def start_game(page: Page, game: str, seat: str, players: str | None = None) -> int:
    page.goto("play/")
    engine_ready(page)
    page.select_option("select[name=game]", game)
    if players:
        page.select_option("select[name=players]", players)
    page.select_option("select[name=seat]", seat)
    page.select_option("select[name=pace]", "instant")
    page.click(".lp-start")
    return redrawn(page, 0)


def play_until(page: Page, shown: int, done: Callable[[Page], bool], max_moves: int = 400) -> int:
    """Make the reader's first legal move (dealing on between hands) until ``done(page)``."""
    for _ in range(max_moves):
        if done(page):
            return shown
        state = page.get_attribute(".lp-tool", "data-state")
        if state in ("hand-over", "game-over"):
            raise SystemExit(f"the game reached {state} before the screen wanted")
        page.locator('.lp-you [data-legal="true"], .lp-tool [data-legal="true"]').first.click()
        shown = redrawn(page, shown)
    raise SystemExit("the screen's moment never came")


def your_turn(page: Page) -> bool:
    return page.get_attribute(".lp-tool", "data-state") == "your-turn"


# -- the screens ---------------------------------------------------------------------------------


def home(page: Page) -> None:
    page.goto("./")


def lesson_step(page: Page) -> None:
    """The guided hand three moves in: the lesson's table with cards to press."""
    page.goto("tutorial/#lesson-guided-hand/hand")
    page.locator('.lp-step[data-step="hand"]').wait_for()
    engine_ready(page)
    lessons = page.evaluate("() => fetch('../tutorial-data/en.json').then((r) => r.json())")["lessons"]
    step = next(s for lesson in lessons if lesson["key"] == "guided-hand" for s in lesson["steps"] if s["kind"] == "guided")
    for frame in step["frames"][:3]:
        if frame["seat"] == step["seat"]:
            page.locator(f'.lp-guided [data-move="{frame["move"]}"]').click()
        else:
            page.locator(".lp-guided-next").click()


def lesson_quiz(page: Page) -> None:
    """A quiz with checkboxes, the keyboard on the first one (its focus ring shows)."""
    page.goto("tutorial/#lesson-cards/quiz-red")
    page.locator('.lp-step[data-step="quiz-red"] input[type=checkbox]').first.wait_for()
    page.locator('.lp-step[data-step="quiz-red"] input[type=checkbox]').first.focus()
    page.keyboard.press("Space")


def quiz_trick(page: Page) -> None:
    """A trick quiz on the table after a wrong pick: the trick around the felt, its cards the answers."""
    page.goto("tutorial/#lesson-cards/quiz-trick")
    page.locator('.lp-step[data-step="quiz-trick"] .lp-quiz-table').wait_for()
    lessons = page.evaluate("() => fetch('../tutorial-data/en.json').then((r) => r.json())")["lessons"]
    quiz = next(s for lesson in lessons for s in lesson["steps"] if s["key"] == "quiz-trick")["quiz"]
    wrong = next(code for code in quiz["options"] if code != quiz["correct"])
    page.locator(f'.lp-quiz-table [data-card="{wrong}"]').click()
    page.locator(".lp-feedback .lp-retry").wait_for()


def thirteen_lesson_move(page: Page) -> None:
    """A Three Thirteen lesson move after a legal but weaker discard: the table, the hand in its
    melds, the reason from the engine's figures."""
    page.goto("tutorial/#lesson-three-thirteen-turn/throw-king")
    page.locator('.lp-step[data-step="throw-king"] .lp-tt').wait_for()
    page.locator('.lp-step [data-move="1:discard=9D"]').click()
    page.locator(".lp-feedback--hint").wait_for()


def thirteen_guided_round(page: Page) -> None:
    """The guided Three Thirteen round in Macedonian, at the learner's third move with both hints open."""
    page.goto("mk/tutorial/#lesson-three-thirteen-round/round")
    page.locator('.lp-step[data-step="round"] .lp-tt').wait_for()
    lessons = page.evaluate("() => fetch('../../tutorial-data/mk.json').then((r) => r.json())")["lessons"]
    step = next(s for lesson in lessons for s in lesson["steps"] if s["kind"] == "tt-guided")
    own = 0
    for frame in step["frames"]:
        if frame["seat"] == step["seat"]:
            own += 1
            if own == 3:
                break
            page.locator(f'.lp-guided [data-move="{frame["move"]}"]').click()
        else:
            page.locator(".lp-guided-next").click()
    page.locator(".lp-hint").click()
    page.locator(".lp-hint").click()
    page.locator('.lp-hint-text[data-hint="2"]').wait_for()


def play_mid_trick(page: Page) -> None:
    """The reader to play to a trick others have begun (or, failing that within a dozen turns of
    the reader's, to any trick on the table)."""
    shown = start_game(page, "pitch31", "S")
    turns = {"n": 0}

    def mid_trick(p: Page) -> bool:
        turns["n"] += 1
        cards = p.evaluate(TRICK_CARDS) if your_turn(p) else 0
        return 1 <= cards <= 3 or (turns["n"] > 12 and cards > 0)

    play_until(page, shown, mid_trick)


def play_hand_over(page: Page) -> None:
    shown = start_game(page, "pitch31", "S")
    play_until(page, shown, lambda p: p.get_attribute(".lp-tool", "data-state") in ("hand-over", "game-over"))


def three_thirteen(page: Page) -> None:
    shown = start_game(page, "three-thirteen", "1", "2")
    moves = {"n": 0}

    def enough(p: Page) -> bool:  # a few turns in, or the round over if it ends first
        moves["n"] += 1
        return (your_turn(p) and moves["n"] > 2) or p.get_attribute(".lp-tool", "data-state") == "hand-over"

    play_until(page, shown, enough)


def hand_viewer(page: Page) -> None:
    token = base64.urlsafe_b64encode(GUIDED.encode("utf-8")).decode("ascii").rstrip("=")
    page.goto(f"tools/hand-viewer/#r={token}&m=9")
    page.locator('.lp-position[data-at="9"]').wait_for()


def practice_position(page: Page) -> None:
    page.goto("practice/pitch/#rule=play.highest-wins")
    page.locator('.lp-practice-drill[data-state="asking"]').wait_for()


def practice_thirteen(page: Page) -> None:
    page.goto("practice/three-thirteen/#show=tt.wild.rank")
    page.locator('.lp-practice-drill[data-state="shown"]').wait_for()


def worksheet(page: Page) -> None:
    page.goto("de/practice/worksheet-pitch/")
    page.locator(".lp-worksheet-key").wait_for()


def clarification(page: Page) -> None:
    page.goto("de/clarifications/#clar-rest-of-widow")
    page.locator("#clar-rest-of-widow ~ p .lp-rule-practice--named").first.wait_for()


SCREENS: dict[str, Callable[[Page], None]] = {
    "home": home,
    "lesson-step": lesson_step,
    "lesson-quiz": lesson_quiz,
    "quiz-trick": quiz_trick,
    "thirteen-lesson-move": thirteen_lesson_move,
    "thirteen-guided-round": thirteen_guided_round,
    "play-mid-trick": play_mid_trick,
    "play-hand-over": play_hand_over,
    "three-thirteen": three_thirteen,
    "hand-viewer": hand_viewer,
    "practice-position": practice_position,
    "practice-thirteen": practice_thirteen,
    "worksheet": worksheet,
    "clarification": clarification,
}


# -- driving it ----------------------------------------------------------------------------------


def ensure_site(site: Path) -> None:
    if missing_site_reason(site) is None:
        print(f"reusing the build in {site}")
        return
    print(f"building the site into {site} (make site) ...")
    subprocess.run(["make", "--no-print-directory", "site", f"SITE_DIR={site}"], cwd=ROOT, check=True)




def shoot(page: Page, name: str, out: Path, widths: tuple[int, ...], palettes: list[str]) -> list[Path]:
    written = []
    for label in palettes:
        set_palette(page, SCHEMES[label])
        for width in widths:
            page.set_viewport_size({"width": width, "height": HEIGHTS.get(width, 900)})
            page.mouse.move(0, 0)  # no hover left over from the last click
            page.evaluate("() => window.scrollTo(0, 0)")
            settled(page)
            path = out / f"{name}-{label}-{width}.png"
            page.screenshot(path=str(path), full_page=True)
            written.append(path)
    return written


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--site", type=Path, default=Path(os.environ.get("LEARN_PITCH_SITE", ROOT / "site")))
    parser.add_argument("--out", type=Path, default=ROOT / "screenshots")
    parser.add_argument("--only", default="", help=f"comma-separated screens of: {', '.join(SCREENS)}")
    parser.add_argument("--palettes", default="light,dark")
    parser.add_argument("--widths", default=",".join(map(str, WIDTHS)))
    args = parser.parse_args()
    wanted = [s for s in args.only.split(",") if s] or list(SCREENS)
    unknown = [s for s in wanted if s not in SCREENS]
    if unknown:
        raise SystemExit(f"no such screen: {', '.join(unknown)} (known: {', '.join(SCREENS)})")
    site = args.site.resolve()
    ensure_site(site)
    out = args.out.resolve()
    out.mkdir(parents=True, exist_ok=True)
    widths = tuple(int(w) for w in args.widths.split(","))
    palettes = [p for p in args.palettes.split(",") if p]
    started = time.monotonic()
    with serve_site(site) as url, sync_playwright() as playwright:
        browser = playwright.chromium.launch(**launch_options())
        context = browser.new_context(base_url=url, viewport={"width": widths[-1], "height": 900})
        context.set_default_timeout(PATIENCE_MS)
        context.add_init_script(f"window.LEARN_PITCH_ENGINE = {{ callTimeoutMs: {PATIENCE_MS} }};")
        # One page for every screen, in one context: the engine's files are fetched once.
        page = context.new_page()
        errors: list[str] = []
        page.on("pageerror", lambda error: errors.append(str(error)))
        for name in wanted:
            page.set_viewport_size({"width": widths[-1], "height": 900})
            SCREENS[name](page)
            written = shoot(page, name, out, widths, palettes)
            print(f"{name}: {len(written)} pictures")
        browser.close()
    if errors:
        print("the pages reported errors:\n  " + "\n  ".join(errors), file=sys.stderr)
    print(f"{out}  ({time.monotonic() - started:.0f} s)")


if __name__ == "__main__":
    main()
