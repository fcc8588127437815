"""Engine calls that fail or run too long, in a real browser, and the hand viewer's share links.

The engine is made to misbehave for real: the engine worker (runtime/engine-worker.mjs) is served
with one line added that, once Python is restored from the build's snapshot, wraps the bridge's
``_run`` (runtime/pitch_bridge.py), so a chosen call spins forever, raises a bug, or breaks the
interpreter (a KeyboardInterrupt gets past the bridge's own error handling). Then: a call that runs
too long is cut off with its own message, the worker is restarted and later calls are answered;
a failing call says what failed, never "could not start"; a link with a bad move count opens the
record at its end with a note; a failed link clears the hand shown before; long text wraps."""

from __future__ import annotations

import base64
import json
import re

from typing import Any, Iterator

import pytest
from playwright.sync_api import BrowserContext, Page, Route, expect

from browser_harness import ROOT, SITE_DIR
from pitch_core.messages import english_template

pytestmark = pytest.mark.browser

GUIDED = (ROOT / "tutorial" / "hands" / "guided-pitch31.pitch").read_text(encoding="utf-8")
CALL_TIMEOUT_MS = 3_000  # the page's default is 10 s; a test need not wait that long
BLANK_PAGE = "<!doctype html><html lang='en'><head><title>blank</title><link rel='icon' href='data:,'></head><body></body></html>"

MISBEHAVING_BRIDGE = """
import pitch_bridge

_real_run = pitch_bridge._run


def _run(fn, args_json, lang):
    if "SPIN-FOREVER" in args_json:
        while True:
            pass
    if "RAISE-A-BUG" in args_json:
        raise ValueError("a bug, on purpose")
    if "BREAK-THE-INTERPRETER" in args_json:
        raise KeyboardInterrupt("the interpreter broke")
    return _real_run(fn, args_json, lang)


pitch_bridge._run = _run  # the bridge's call() looks _run up in its module at every call
"""
# Where the worker has the restored bridge in hand, before it answers any request.
RESTORED_BRIDGE = "bridge.after_restore();"


@pytest.fixture(autouse=True)
def patient_expectations():
    expect.set_options(timeout=60_000)
    yield
    expect.set_options(timeout=None)


@pytest.fixture(scope="module")
def _misbehaving(module_context: tuple[BrowserContext, Any]) -> tuple[BrowserContext, Any]:
    """The module's tests of a misbehaving engine share one context, its files cached after the
    first test."""
    context, problems = module_context
    misbehave(context)
    context.route("**/blank.html", lambda route: route.fulfill(body=BLANK_PAGE, content_type="text/html"))
    return context, problems


@pytest.fixture
def browser_problems(_misbehaving: tuple[BrowserContext, Any]) -> Iterator[Any]:  # conftest.BrowserProblems
    _, problems = _misbehaving
    with problems.for_one_test():
        yield problems


@pytest.fixture
def misbehaving_page(_misbehaving: tuple[BrowserContext, Any], browser_problems: Any) -> Iterator[Page]:
    context, _ = _misbehaving
    page = context.new_page()
    yield page
    page.close()


@pytest.fixture
def page(shared_page: Page) -> Page:
    """The viewer's own tests (a well-behaved engine): pages of the session's shared context."""
    return shared_page


def misbehave(context: BrowserContext) -> None:
    """Serve the engine worker with the misbehaving calls above added to its restored bridge."""
    # Read from the build, not with route.fetch(): a fetch still in flight when the test ends (a
    # restarted worker asks for its script again) is disposed with the page and errors the teardown.
    worker = (SITE_DIR / "runtime" / "engine-worker.mjs").read_text(encoding="utf-8")
    assert worker.count(RESTORED_BRIDGE) == 1, f"engine-worker.mjs no longer calls {RESTORED_BRIDGE}"
    worker = worker.replace(RESTORED_BRIDGE, f"{RESTORED_BRIDGE} pyodide.runPython({json.dumps(MISBEHAVING_BRIDGE)});")

    def patched(route: Route) -> None:
        route.fulfill(body=worker, content_type="text/javascript")

    context.route(re.compile(r"/runtime/engine-worker\.mjs"), patched)
    # The misbehaving calls join the bridge as the snapshot is restored: start from it, as a
    # reader's later visits do (a first visit starts plain; test_light_start.py)
    context.add_init_script(f'window.LEARN_PITCH_ENGINE = {{ callTimeoutMs: {CALL_TIMEOUT_MS}, start: "snapshot" }};')


def tools_ui() -> dict:
    return json.loads((SITE_DIR / "tools-data" / "en.json").read_text(encoding="utf-8"))["ui"]


def fragment(record: str, at: str | None = None) -> str:
    token = base64.urlsafe_b64encode(record.encode("utf-8")).decode("ascii").rstrip("=")
    return f"r={token}" + ("" if at is None else f"&m={at}")


# -- the engine client itself ---------------------------------------------------------------------


def test_a_call_that_runs_too_long_is_cut_off_and_the_calls_behind_it_are_answered(misbehaving_page: Page):
    page = misbehaving_page
    page.goto("blank.html")
    outcome = page.evaluate(
        """async () => {
            const { startEngine } = await import("./runtime/engine.js");
            const states = [];
            const engine = startEngine({ onState: (state) => states.push(state) });
            await engine.ready;
            const stuck = engine.call("describe", { preset: "SPIN-FOREVER" }).catch((e) => e);
            const behind = engine.call("describe", { preset: "pitch31", trump: "H" });  // sent at once, waits
            const error = await stuck;
            const rules = await behind;
            const again = await engine.call("describe", { preset: "pitch31", trump: "S" });
            engine.terminate();
            return { code: error.code, params: error.params, message: error.message, states,
                     behind: rules.trump_order.length, again: again.preset,
                     restarted: performance.getEntriesByName("pitch-engine:restarted").length };
        }""")
    assert outcome["code"] == "runtime.call-timeout"
    assert outcome["params"] == {"fn": "describe", "timeoutMs": CALL_TIMEOUT_MS, "seconds": 3}
    assert outcome["behind"] == 16 and outcome["again"] == "pitch31"
    assert outcome["states"][:3] == ["ready", "restarting", "ready"]
    assert outcome["restarted"] == 1


def test_a_call_that_breaks_the_interpreter_fails_alone(misbehaving_page: Page, browser_problems):
    browser_problems.allow("KeyboardInterrupt|the interpreter broke")
    page = misbehaving_page
    page.goto("blank.html")
    outcome = page.evaluate(
        """async () => {
            const { startEngine } = await import("./runtime/engine.js");
            const engine = startEngine({});
            await engine.ready;
            const error = await engine.call("describe", { preset: "BREAK-THE-INTERPRETER" }).catch((e) => e);
            const after = await engine.call("describe", { preset: "pitch31", trump: "H" });
            engine.terminate();
            return { code: error.code, after: after.preset };
        }""")
    assert outcome == {"code": "runtime.failed", "after": "pitch31"}


# -- the hand viewer ------------------------------------------------------------------------------


def open_pasted(page: Page, text: str) -> None:
    page.fill(".lp-record-input", text)
    page.click(".lp-open")


def test_a_record_that_takes_too_long_is_cut_off_and_the_viewer_goes_on(misbehaving_page: Page):
    ui = tools_ui()
    page = misbehaving_page
    page.goto("tools/hand-viewer/#" + fragment(GUIDED, "3"))
    expect(page.locator(".lp-position")).to_have_attribute("data-at", "3")
    open_pasted(page, GUIDED.replace("{East, left", "{SPIN-FOREVER East, left"))
    error = page.locator(".lp-feedback--error")
    expect(error).to_have_text(ui["engine_call_timeout"]["other"].replace("{seconds}", "3"))  # 3: English "other"
    expect(page.locator(".lp-viewer")).to_be_hidden()  # the hand shown before is gone
    expect(page.locator(".lp-engine-status")).to_have_attribute("data-engine", "ready")
    open_pasted(page, GUIDED)
    expect(page.locator(".lp-position")).to_have_attribute("data-at", "0")


@pytest.mark.parametrize("marker, code", [("RAISE-A-BUG", "runtime.internal"), ("BREAK-THE-INTERPRETER", "runtime.failed")])
def test_a_failing_call_says_what_failed_not_that_the_engine_could_not_start(misbehaving_page: Page, browser_problems, marker, code):
    browser_problems.allow("Traceback|Error|KeyboardInterrupt|the interpreter broke")
    ui = tools_ui()
    page = misbehaving_page
    page.goto("tools/hand-viewer/")
    expect(page.locator(".lp-engine-status")).to_have_attribute("data-engine", "ready")
    open_pasted(page, GUIDED.replace("{East, left", "{" + marker + " East, left"))
    error = page.locator(".lp-feedback--error .lp-explained")
    expect(error).to_have_attribute("data-rule", code)
    expect(error).to_have_text(ui["engine_call_failed"].replace("{detail}", code))
    assert lead(ui["engine_failed"]) not in page.locator(".lp-tool").text_content()
    expect(page.locator(".lp-engine-status")).to_have_attribute("data-engine", "ready")
    open_pasted(page, GUIDED)
    expect(page.locator(".lp-position")).to_have_attribute("data-at", "0")


def lead(template: str) -> str:
    return template.split("{")[0].strip()


BAD_MOVE_COUNTS = ["-1", "1.5", "NaN", "1e9", "1234567", "<svg/onload=alert(1)>", "9" * 7000]


def test_a_link_with_a_bad_move_count_opens_the_record_at_its_end_with_a_note(page: Page):
    page.on("dialog", lambda dialog: pytest.fail(f"a dialog opened: {dialog.message}"))
    ignored = lead(english_template("share.move-count-ignored") or "")  # the engine reads the link
    page.goto("tools/hand-viewer/")
    for value in BAD_MOVE_COUNTS:
        page.evaluate("(hash) => { location.hash = hash; }", fragment(GUIDED, value))
        note = page.locator(".lp-feedback--ok .lp-link-note")
        expect(note).to_contain_text(ignored)
        expect(note).to_contain_text(value[:12])
        expect(page.locator(".lp-step-end")).to_be_disabled()  # at the end of the record
        expect(page.locator(".lp-step-start")).to_be_enabled()
        page.evaluate("() => { location.hash = ''; }")
    # nothing from the link became markup: the only pictures are the card faces the page draws
    assert page.locator(".lp-tool svg:not(.lp-face), .lp-tool img, .lp-tool [onload]").count() == 0


@pytest.mark.parametrize("count, at", [("0007", "7"), ("100000", None)])
def test_a_good_move_count_still_opens_there_without_a_note(page: Page, count: str, at: str | None):
    """Any number of moves the engine reads opens there; past the record's end, at its end."""
    page.goto("tools/hand-viewer/#" + fragment(GUIDED, count))
    expect(page.locator(".lp-feedback--ok")).to_be_visible()
    if at is None:
        expect(page.locator(".lp-step-end")).to_be_disabled()
    else:
        expect(page.locator(".lp-position")).to_have_attribute("data-at", at)
    assert page.locator(".lp-link-note").count() == 0


def test_a_failed_link_clears_the_hand_shown_before(page: Page):
    page.goto("tools/hand-viewer/#" + fragment(GUIDED, "5"))
    expect(page.locator(".lp-position")).to_have_attribute("data-at", "5")
    page.evaluate("() => { location.hash = 'r=<damaged>'; }")
    expect(page.locator(".lp-feedback--error .lp-explained")).to_have_attribute("data-rule", "share.corrupt")
    expect(page.locator(".lp-viewer")).to_be_hidden()
    assert page.locator(".lp-viewer .lp-position").count() == 0


def page_overflow(page: Page) -> int:
    return page.evaluate("() => document.documentElement.scrollWidth - document.documentElement.clientWidth")


def test_long_unbreakable_text_wraps_instead_of_widening_the_page(page: Page):
    page.set_viewport_size({"width": 360, "height": 740})
    page.goto("tools/hand-viewer/")
    comment = "x" * 8000
    open_pasted(page, GUIDED.replace("{East, left", "{" + comment + " East, left", 1))
    expect(page.locator(".lp-position")).to_have_attribute("data-at", "0")
    page.click(".lp-step-next")
    expect(page.locator(".lp-last-move .lp-comment")).to_contain_text(comment[:100])
    assert page_overflow(page) <= 1
    open_pasted(page, GUIDED.replace("W:AH", "W:" + "Q" * 7000, 1))  # quoted in the error, shortened
    error = page.locator(".lp-feedback--error .lp-explained")
    expect(error).to_contain_text("W:" + "Q" * 30)
    expect(error).not_to_contain_text("Q" * 100)
    assert page_overflow(page) <= 1
