"""What the pages keep in local storage, in a real browser: a value that cannot be read (score
keeper and tutorial) is set aside under a backup key with a visible notice and the page starts
clean; a saved game of an unknown preset is kept, not overwritten; two tabs keep each other's
hands and progress; malformed lesson links never blank the tutorial or stop its engine.

One value of each kind here, on the real page: every value the reliability probe found, and the
rest of what each store makes of them, is checked by the same store modules in Node
(tests/stores/test_kept_values.py)."""

from __future__ import annotations

import json

import pytest
from typing import Callable

from playwright.sync_api import Page, expect

from browser_harness import SITE_DIR, SWITCH_PALETTE

pytestmark = pytest.mark.browser

SHEET_KEY = "learn-pitch:score-keeper:v1"
PROGRESS_KEY = "learn-pitch:tutorial:v1"


@pytest.fixture
def page(shared_page: Page) -> Page:
    """Pages of the session's shared context (its storage emptied before each test): the engine
    these pages boot is downloaded and compiled once."""
    return shared_page


@pytest.fixture(autouse=True)
def patient_expectations():
    """An answer that needs the engine waits for it to boot (about 5 s, more on a busy machine)."""
    expect.set_options(timeout=60_000)
    yield
    expect.set_options(timeout=None)


def tools_ui() -> dict:
    return json.loads((SITE_DIR / "tools-data" / "en.json").read_text(encoding="utf-8"))["ui"]


def tutorial_data() -> dict:
    return json.loads((SITE_DIR / "tutorial-data" / "en.json").read_text(encoding="utf-8"))


def lead(template: str) -> str:
    """The words of a message before its first {placeholder}."""
    return template.split("{")[0].strip()


def store_raw(page: Page, path: str, key: str, raw: str) -> None:
    """Put ``raw`` under ``key`` from a page of our origin that keeps nothing (so no store of
    a half-loaded tool reads it first), then open ``path``."""
    page.goto("index.html")
    page.evaluate("([key, raw]) => localStorage.setItem(key, raw)", [key, raw])
    page.goto(path)


def stored(page: Page, key: str):
    raw = page.evaluate("(key) => localStorage.getItem(key)", key)
    return None if raw is None else json.loads(raw)


def backups(page: Page, key: str) -> dict[str, str]:
    return page.evaluate(
        """(key) => Object.fromEntries(Object.keys(localStorage)
               .filter((k) => k.startsWith(key + ":backup:")).map((k) => [k, localStorage.getItem(k)]))""",
        key)


def enter_hand(page: Page, team: str, bid: str, taken: int, defenders: int) -> None:
    rows = page.locator(".lp-score-sheet tbody tr").count()
    page.locator(f'.lp-score-form input[type=radio][value="{team}"]').check()
    page.select_option("select[name=bid]", bid)
    page.fill("input[name=taken-bidders]", str(taken))
    page.fill("input[name=taken-defenders]", str(defenders))
    page.click(".lp-score-hand")
    expect(page.locator(".lp-score-sheet tbody tr")).to_have_count(rows + 1)


# -- the score keeper ---------------------------------------------------------------------------


def test_an_unreadable_score_sheet_is_kept_aside_and_a_clean_one_starts(page: Page):
    raw = '{"preset":"pitch31","hands":[{}]}'  # the probe's first crash
    store_raw(page, "tools/score-keeper/", SHEET_KEY, raw)
    notice = page.locator(".lp-notice")
    expect(notice).to_contain_text(lead(tools_ui()["storage_unreadable"]))
    expect(page.locator(".lp-score-form")).to_be_visible()
    expect(page.locator(".lp-sheet")).to_contain_text(tools_ui()["no_hands_yet"])
    kept = backups(page, SHEET_KEY)
    assert list(kept.values()) == [raw]
    assert next(iter(kept)) in notice.text_content()


FILL_STORAGE = """() => {
    let size = 1 << 20, i = 0;
    while (size > 16) {
        try { localStorage.setItem("filler" + i, "f".repeat(size)); i++; } catch { size >>= 1; }
    }
}"""


def test_with_storage_full_an_unreadable_sheet_stays_untouched_and_the_reader_is_told(page: Page):
    raw = json.dumps({"version": 3, "revision": 7, "data": {"note": "a sheet from a newer site", "pad": "y" * 30000}})
    page.goto("index.html")
    page.evaluate("([key, raw]) => localStorage.setItem(key, raw)", [SHEET_KEY, raw])
    page.evaluate(FILL_STORAGE)  # the probe's nearly full origin: no room for a backup copy
    page.goto("de/tools/score-keeper/")
    ui = json.loads((SITE_DIR / "tools-data" / "de.json").read_text(encoding="utf-8"))["ui"]
    notice = page.locator(".lp-notice")
    expect(notice).to_contain_text(lead(ui["storage_left_unsaved"]))  # in the reader's language
    assert SHEET_KEY in notice.text_content()
    enter_hand(page, "NS", "5", 7, 3)  # the reader's next action is shown, and writes nothing over it
    assert page.evaluate("(key) => localStorage.getItem(key)", SHEET_KEY) == raw
    assert backups(page, SHEET_KEY) == {}

def test_a_saved_game_of_an_unknown_preset_is_kept_and_the_reader_told(page: Page):
    name = "__proto__"
    raw = json.dumps({"preset": name, "hands": [{}, {}]})  # not read: the game is unknown
    store_raw(page, "tools/score-keeper/", SHEET_KEY, raw)
    notice = page.locator(".lp-notice")
    expect(notice).to_contain_text(lead(tools_ui()["storage_unknown_game"]["other"]))  # a counted word: 2 hands
    expect(notice).to_contain_text(f"({name}, 2 hands ")
    expect(page.locator(".lp-score-form")).to_be_visible()
    assert list(backups(page, SHEET_KEY).values()) == [raw]
    enter_hand(page, "NS", "5", 7, 3)  # the next hand entered does not touch what was kept
    assert list(backups(page, SHEET_KEY).values()) == [raw]
    assert len(stored(page, SHEET_KEY)["data"]["hands"]) == 1


DEAF_TO_OTHER_TABS = """(() => { const add = window.addEventListener;
    window.addEventListener = function (type, ...rest) { if (type !== "storage") add.call(this, type, ...rest); }; })()"""


def open_sheet(new_tab: Callable[[], Page], deaf: bool = False) -> Page:
    """The score keeper in a new tab; a deaf tab never hears of the other tabs' writes."""
    page = new_tab()
    if deaf:
        page.add_init_script(DEAF_TO_OTHER_TABS)
    page.goto("tools/score-keeper/")
    expect(page.locator(".lp-score-form")).to_be_visible()
    return page


def test_two_tabs_keep_each_others_hands(shared_tabs: Callable[[], Page]):
    """The probe's case: A enters 1 hand, B opens, A enters 2 more, then B enters 1."""
    a = open_sheet(shared_tabs)
    enter_hand(a, "NS", "4", 5, 5)
    b = open_sheet(shared_tabs)
    expect(b.locator(".lp-score-sheet tbody tr")).to_have_count(1)
    enter_hand(a, "NS", "4", 5, 5)
    enter_hand(a, "NS", "4", 5, 5)
    expect(b.locator(".lp-score-sheet tbody tr")).to_have_count(3)  # B follows A's writes
    enter_hand(b, "EW", "4", 6, 4)
    for tab in (a, b):
        expect(tab.locator(".lp-score-sheet tbody tr")).to_have_count(4)
        # scored from A's 15 : 15, not from what B first saw
        expect(tab.locator('.lp-score-sheet tbody tr[data-hand="4"] td[data-unit="NS"]')).to_contain_text("19")
        expect(tab.locator('.lp-score-sheet tbody tr[data-hand="4"] td[data-unit="EW"]')).to_contain_text("21")
    assert len(stored(a, SHEET_KEY)["data"]["hands"]) == 4


def test_a_tab_that_missed_the_others_writes_still_keeps_them(shared_tabs: Callable[[], Page]):
    """B hears nothing from A (as if the storage event were lost): B's hand is scored again from
    what is stored when it writes, and A's hands stay."""
    a = open_sheet(shared_tabs)
    b = open_sheet(shared_tabs, deaf=True)
    for _ in range(3):
        enter_hand(a, "NS", "4", 5, 5)
    expect(b.locator(".lp-score-sheet tbody tr")).to_have_count(0)
    b.locator('.lp-score-form input[type=radio][value="EW"]').check()
    b.select_option("select[name=bid]", "4")
    b.fill("input[name=taken-bidders]", "6")
    b.fill("input[name=taken-defenders]", "4")
    b.click(".lp-score-hand")
    expect(b.locator(".lp-score-sheet tbody tr")).to_have_count(4)
    expect(b.locator('.lp-score-sheet tbody tr[data-hand="4"] td[data-unit="EW"]')).to_contain_text("21")
    expect(a.locator(".lp-score-sheet tbody tr")).to_have_count(4)
    assert len(stored(a, SHEET_KEY)["data"]["hands"]) == 4


def test_undo_in_a_stale_tab_takes_back_nothing_it_did_not_show(shared_tabs: Callable[[], Page]):
    a = open_sheet(shared_tabs)
    enter_hand(a, "NS", "4", 5, 5)
    b = open_sheet(shared_tabs, deaf=True)
    expect(b.locator(".lp-score-sheet tbody tr")).to_have_count(1)
    enter_hand(a, "NS", "4", 5, 5)
    b.click(".lp-undo")  # B still shows one hand; A's second is the last one stored
    expect(b.locator(".lp-feedback")).to_have_text(tools_ui()["changed_elsewhere"])
    expect(b.locator(".lp-score-sheet tbody tr")).to_have_count(2)
    assert len(stored(a, SHEET_KEY)["data"]["hands"]) == 2


# -- the tutorial ---------------------------------------------------------------------------------


def bidding_step(index: int) -> str:
    """The key of the bidding lesson's step ``index`` (the lessons are data: no key typed twice)."""
    return next(l for l in tutorial_data()["lessons"] if l["key"] == "bidding")["steps"][index]["key"]


def test_unreadable_progress_is_kept_aside_and_the_tutorial_works(page: Page):
    raw = '"hello"'
    ui = tutorial_data()["ui"]
    store_raw(page, "tutorial/#lesson-bidding/what", PROGRESS_KEY, raw)
    expect(page.locator('.lp-step[data-step="what"]')).to_be_visible()
    expect(page.locator(".lp-notice")).to_contain_text(lead(ui["storage_unreadable"]))
    assert list(backups(page, PROGRESS_KEY).values()) == [raw]
    page.locator(".lp-next").click()
    expect(page.locator(f'.lp-step[data-step="{bidding_step(1)}"]')).to_be_visible()
    assert stored(page, PROGRESS_KEY)["data"]["bidding"]["step"] == 1  # progress is saved again
    page.goto("tutorial/#lesson-bidding")  # where the learner left it
    page.reload()
    expect(page.locator(f'.lp-step[data-step="{bidding_step(1)}"]')).to_be_visible()
    assert page.locator(".lp-notice").count() == 0  # set aside once, not on every visit


def test_readable_progress_is_kept_when_a_part_of_it_is_not(page: Page):
    raw = json.dumps({"bidding": {"step": 2, "done": True}, "cards": 7, "tricks": {"step": "abc"}})
    store_raw(page, "tutorial/#lesson-bidding", PROGRESS_KEY, raw)
    expect(page.locator(f'.lp-step[data-step="{bidding_step(2)}"]')).to_be_visible()
    expect(page.locator('.lp-menu-link[data-lesson="bidding"]')).to_contain_text("✓")
    expect(page.locator(".lp-notice")).to_be_visible()
    assert list(backups(page, PROGRESS_KEY).values()) == [raw]


def test_a_stored_guided_frame_out_of_range_does_not_count_as_played(page: Page):
    raw = json.dumps({"guided-hand": {"step": 1, "done": False, "frame:hand": 9999}})
    store_raw(page, "tutorial/#lesson-guided-hand/hand", PROGRESS_KEY, raw)
    expect(page.locator(".lp-guided")).to_be_visible()
    expect(page.locator(".lp-next")).to_be_disabled()


def test_two_tabs_keep_each_others_progress(shared_tabs: Callable[[], Page]):
    a = shared_tabs()
    a.goto("tutorial/#lesson-bidding/what")
    b = shared_tabs()
    b.goto("tutorial/#lesson-cards/deck")
    a.locator(".lp-next").click()
    expect(a.locator(f'.lp-step[data-step="{bidding_step(1)}"]')).to_be_visible()
    # Chromium hands one tab's write to another tab's process a moment later; a reader's second
    # click comes long after it, so the test waits for it too.
    b.wait_for_function(SEES_STEP, arg=[PROGRESS_KEY, "bidding"])
    b.locator(".lp-next").click()
    expect(b.locator('.lp-step[data-step="trump-only"]')).to_be_visible()
    lessons = stored(b, PROGRESS_KEY)["data"]
    assert lessons["bidding"]["step"] == 1 and lessons["cards"]["step"] == 1


def test_a_lesson_finished_in_another_tab_is_ticked_in_this_tabs_menu(shared_tabs: Callable[[], Page]):
    a = shared_tabs()
    a.goto("tutorial/#lesson-bidding/what")
    b = shared_tabs()
    b.goto("tutorial/#lesson-cards/deck")
    expect(b.locator(".lp-tutorial[data-listening]")).to_be_attached()
    expect(b.locator('.lp-menu-link[data-lesson="bidding"]')).not_to_contain_text("✓")
    # Tab A's store records the lesson as done, as its last step's Finish does
    a.evaluate("""(key) => {
        const stored = JSON.parse(localStorage.getItem(key));
        stored.data.bidding = { ...stored.data.bidding, done: true };
        stored.revision += 1;
        localStorage.setItem(key, JSON.stringify(stored));
    }""", PROGRESS_KEY)
    expect(b.locator('.lp-menu-link[data-lesson="bidding"]')).to_contain_text("✓")


def test_a_second_tab_going_back_does_not_move_the_lessons_place_back(shared_tabs: Callable[[], Page]):
    """The resume step is the furthest reached: tab B's Back after tab A went on keeps A's place
    (reliability probe R4)."""
    a = shared_tabs()
    a.goto(f"tutorial/#lesson-bidding/{bidding_step(1)}")
    b = shared_tabs()
    b.goto(f"tutorial/#lesson-bidding/{bidding_step(1)}")
    a.locator(".lp-next").click()
    expect(a.locator(f'.lp-step[data-step="{bidding_step(2)}"]')).to_be_visible()
    b.wait_for_function("""([key, lesson]) => JSON.parse(localStorage.getItem(key) || "null")?.data?.[lesson]?.step === 2""",
                        arg=[PROGRESS_KEY, "bidding"])
    b.locator(".lp-back").click()
    expect(b.locator(f'.lp-step[data-step="{bidding_step(0)}"]')).to_be_visible()
    assert stored(b, PROGRESS_KEY)["data"]["bidding"]["step"] == 2


SEES_STEP = """([key, lesson]) => JSON.parse(localStorage.getItem(key) || "null")?.data?.[lesson]?.step === 1"""


@pytest.mark.parametrize("hash_, lesson", [("#%", "cards"), ("#lesson-bidding/%E0%A4%A", "bidding")])
def test_a_malformed_lesson_link_shows_a_lesson_and_starts_the_engine(page: Page, hash_: str, lesson: str):
    page.goto("tutorial/" + hash_)
    expect(page.locator(f'.lp-lesson[data-lesson="{lesson}"] .lp-step')).to_be_visible()
    expect(page.locator(".lp-engine-status")).to_have_text(tutorial_data()["ui"]["engine_ready"])


# What a browser that blocks site data does: reading localStorage throws.
STORAGE_BLOCKED = """Object.defineProperty(window, "localStorage", {
  get() { throw new DOMException("denied", "SecurityError"); } });"""


@pytest.mark.parametrize("path", ["pitch/basics/", "de/tools/score-keeper/"])
def test_with_site_data_blocked_the_theme_and_the_tools_run_without_an_error(context, path):
    """No uncaught error on any page (the ``context`` fixture fails the test on one): the theme's
    palette still switches, and a tool says its work is not kept (reliability probe R5)."""
    context.add_init_script(STORAGE_BLOCKED)
    page = context.new_page()
    page.goto(path)
    assert page.evaluate(SWITCH_PALETTE, "slate")
    if "score-keeper" in path:
        expect(page.locator(".lp-notice, [role=status], [role=alert]").filter(
            has_text=lead(_tools_ui_de()["storage_not_saved"])).first).to_be_visible()


def _tools_ui_de() -> dict:
    return json.loads((SITE_DIR / "tools-data" / "de.json").read_text(encoding="utf-8"))["ui"]
