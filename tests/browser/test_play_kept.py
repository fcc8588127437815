"""A game in Play is never lost (web/tools/play-keeper.js): after every move the page keeps the
game in local storage; a reload offers to resume it and the engine replays it into the same
table (same hand, same cards, same scores, the reader's turn again); Back from a rule link brings
it back at once; undo and hints work after a restore; Three Thirteen survives a reload; a stored
value that cannot be read, or that the engine refuses, is set aside under a backup key with a
notice, and the page starts clean; a game resumed in another tab is not overwritten silently."""

from __future__ import annotations

import json
import re

import pytest
from playwright.sync_api import Page, expect

from browser_harness import PATIENCE_MS, SITE_DIR, settled
from pitch_core.webtools.play import restore_table

pytestmark = pytest.mark.browser

KEY = "learn-pitch:play"
ROOT = ".lp-tool[data-tool=play]"


@pytest.fixture(autouse=True)
def patient_expectations():
    """An answer that needs the engine waits for it to boot (about 5 s, more on a busy machine)."""
    expect.set_options(timeout=PATIENCE_MS)
    yield
    expect.set_options(timeout=None)


def ui() -> dict:
    return json.loads((SITE_DIR / "tools-data" / "en.json").read_text(encoding="utf-8"))["ui"]


def lead(template: str) -> str:
    """The words of a message before its first {placeholder}."""
    return template.split("{")[0].strip()


def root_data(page: Page, name: str) -> str | None:
    return page.get_attribute(ROOT, f"data-{name}")


def wait_for_reader(page: Page) -> None:
    """The bots are done, it is the reader's move (or the hand is over), and the game shown last
    is stored (the keeper's data-saved names the redraw it stored)."""
    page.wait_for_function(
        """() => { const root = document.querySelector('.lp-tool[data-tool=play]');
                   return ['your-turn', 'hand-over', 'game-over'].includes(root.dataset.state)
                          && root.dataset.shown && root.dataset.saved === root.dataset.shown; }""",
        timeout=PATIENCE_MS)


def start(page: Page, game: str = "pitch31", players: str | None = None) -> None:
    page.goto("play/")
    page.select_option("select[name=game]", game)
    if players:
        page.select_option("select[name=players]", players)
    page.select_option("select[name=pace]", "instant")
    page.click(".lp-start")
    wait_for_reader(page)


def play_moves(page: Page, count: int) -> None:
    """The reader makes `count` legal moves (a bid rather than a pass), bots answering; a hand
    that ends meanwhile is followed by the next."""
    made = 0
    for _ in range(count * 20):
        if made == count and root_data(page, "state") == "your-turn":
            return
        shown = root_data(page, "shown")
        if root_data(page, "state") == "hand-over":
            page.click(f"{ROOT} [data-control=next-hand]")
        else:
            assert root_data(page, "state") == "your-turn"
            legal = page.locator(f"{ROOT} [data-move][data-legal=true]")
            rather = page.locator(f"{ROOT} [data-move][data-legal=true]:not([data-move$=pass])")
            (rather if rather.count() else legal).first.click()
            made += 1
        page.wait_for_function("(last) => document.querySelector('.lp-tool[data-tool=play]').dataset.shown !== last",
                               arg=shown, timeout=PATIENCE_MS)
        wait_for_reader(page)
    raise AssertionError("the reader's turn did not come back")


def kept(page: Page) -> dict | None:
    raw = page.evaluate("(key) => localStorage.getItem(key)", KEY)
    return None if raw is None else json.loads(raw)


def table_now(page: Page) -> dict:
    """What the reader sees that must come back: the title, the cards and moves he may press,
    the running scores, and the game as the engine saved it (every card and move)."""
    stored = kept(page)
    assert stored and stored["data"]["game"], "nothing kept"
    return {
        "title": page.locator(f"{ROOT} .lp-game-title").inner_text(),
        "moves": sorted(page.eval_on_selector_all(f"{ROOT} .lp-game [data-move]",
                                                  "(nodes) => nodes.map((n) => n.dataset.move + '/' + n.dataset.legal)")),
        "state": root_data(page, "state"),
        "record": stored["data"]["game"]["saved"]["text"],
        "scores": stored["data"]["game"]["summary"]["scores"],
    }


def resume_after_offer(page: Page) -> None:
    offer = page.locator(f"{ROOT} .lp-kept")
    expect(offer).to_be_visible()
    expect(page.locator(ROOT)).to_have_attribute("data-kept", "offered")
    expect(offer).to_contain_text(ui()["kept_title"])
    page.click(f"{ROOT} .lp-resume")
    expect(page.locator(ROOT)).to_have_attribute("data-kept", "restored")
    wait_for_reader(page)


def middle_of_a_pitch31_hand(page: Page) -> dict:
    start(page)
    play_moves(page, 3)
    before = table_now(page)
    assert before["state"] == "your-turn"
    assert len(before["record"].split("\n")) > 9, "moves were made and kept"
    return before


def test_a_reload_in_the_middle_of_a_pitch31_hand_restores_it(shared_page: Page):
    page = shared_page
    before = middle_of_a_pitch31_hand(page)
    page.reload()
    expect(page.locator(f"{ROOT} .lp-kept-where")).to_contain_text(f"hand {before['title'].split()[1]}")
    resume_after_offer(page)
    after = table_now(page)
    assert after == before
    expect(page.locator(f"{ROOT} .lp-game .lp-feedback")).to_contain_text(ui()["kept_resumed"])
    # and the game goes on from there
    play_moves(page, 1)
    assert table_now(page)["record"] != before["record"]


def test_a_game_the_reader_left_is_not_offered_again(shared_page: Page):
    page = shared_page
    middle_of_a_pitch31_hand(page)
    # "Leave this game" asks first: keeping on playing leaves the game as it was, and kept
    page.click(f"{ROOT} [data-control=quit]")
    expect(page.locator(f"{ROOT} [data-control=quit-no]")).to_be_focused()
    page.click(f"{ROOT} [data-control=quit-no]")
    expect(page.locator(f"{ROOT} [data-control=quit-yes]")).to_have_count(0)
    expect(page.locator(f"{ROOT} .lp-game")).to_be_visible()
    assert kept(page)["data"]["game"] is not None
    page.click(f"{ROOT} [data-control=quit]")
    page.click(f"{ROOT} [data-control=quit-yes]")
    expect(page.locator(ROOT)).to_have_attribute("data-kept", "left")
    assert kept(page)["data"]["game"] is None
    page.reload()
    expect(page.locator(ROOT)).to_have_attribute("data-kept", "none")
    expect(page.locator(f"{ROOT} .lp-kept")).to_be_hidden()


def test_starting_a_new_game_answers_the_offer(shared_page: Page):
    page = shared_page
    middle_of_a_pitch31_hand(page)
    page.reload()
    expect(page.locator(f"{ROOT} .lp-kept")).to_be_visible()
    page.select_option("select[name=pace]", "instant")
    page.click(".lp-start")
    wait_for_reader(page)
    expect(page.locator(f"{ROOT} .lp-kept")).to_be_hidden()
    expect(page.locator(ROOT)).to_have_attribute("data-kept", "declined")


def test_a_resumed_game_puts_focus_on_the_readers_move(shared_page: Page):
    page = shared_page
    middle_of_a_pitch31_hand(page)
    page.reload()
    resume_after_offer(page)
    expect(page.locator(f"{ROOT} .lp-game [data-move][data-legal=true]").first).to_be_visible()
    assert page.evaluate("() => document.activeElement.dataset.move !== undefined"), "focus is not on a move"


def test_back_from_a_rule_link_brings_the_game_back(shared_page: Page):
    page = shared_page
    middle_of_a_pitch31_hand(page)
    # A rule link: the hint's, if it cites a rule; else one in "What happened" (the engine's
    # explanation of each move so far), which a deal the reader opens has not got yet
    for _ in range(5):
        before = table_now(page)  # before the hint, which shows its card in the feedback
        page.click(f"{ROOT} [data-control=hint]")
        expect(page.locator(f"{ROOT} .lp-game .lp-feedback .lp-hint")).to_be_visible()
        link = page.locator(f"{ROOT} .lp-game .lp-feedback .lp-rule-link")
        if link.count() or page.locator(f"{ROOT} .lp-events").count():
            break
        play_moves(page, 1)
    if not link.count():
        page.click(f"{ROOT} .lp-events summary")
        link = page.locator(f"{ROOT} .lp-events .lp-rule-link")
    link = link.first
    expect(link).to_be_visible()
    page.evaluate("() => { window.lpBeforeTheRule = true; }")
    play_url = page.url
    link.click()
    page.wait_for_url(lambda url: url.split("#")[0] != play_url)
    page.go_back()
    # Either the browser kept the page whole (its back-forward cache), or the keeper resumed the
    # game at once from storage, without asking: either way the game is there.
    page.wait_for_function(
        """() => { const root = document.querySelector('.lp-tool[data-tool=play]');
                   return root && (window.lpBeforeTheRule === true || root.dataset.kept === 'restored'); }""",
        timeout=PATIENCE_MS)
    wait_for_reader(page)
    after = table_now(page)
    assert {k: after[k] for k in ("title", "state", "record", "scores")} == \
        {k: before[k] for k in ("title", "state", "record", "scores")}
    assert after["moves"] == before["moves"]


def test_undo_hint_and_sharing_work_after_a_restore(shared_page: Page):
    page = shared_page
    middle_of_a_pitch31_hand(page)
    page.reload()
    resume_after_offer(page)
    page.click(f"{ROOT} [data-control=hint]")
    expect(page.locator(f"{ROOT} .lp-feedback .lp-hint")).to_be_visible()
    page.click(f"{ROOT} .lp-share-button")
    expect(page.locator(f"{ROOT} .lp-share-link")).to_have_value(re.compile(r"hand-viewer/#r="))
    record = table_now(page)["record"]
    undo = page.locator(f"{ROOT} [data-control=undo]")
    expect(undo).to_be_enabled()
    shown = root_data(page, "shown")
    undo.click()
    expect(page.locator(f"{ROOT} .lp-game .lp-feedback")).to_contain_text(ui()["move_taken_back"])
    page.wait_for_function("(last) => document.querySelector('.lp-tool[data-tool=play]').dataset.shown !== last",
                           arg=shown, timeout=PATIENCE_MS)
    wait_for_reader(page)
    assert len(table_now(page)["record"]) < len(record), "the move was taken back, and kept so"


def test_three_thirteen_survives_a_reload(shared_page: Page):
    page = shared_page
    start(page, "three-thirteen", players="3")
    play_moves(page, 3)
    before = table_now(page)
    assert before["title"].startswith("Round")
    assert '[Game "three-thirteen"]' in before["record"]
    page.reload()
    expect(page.locator(f"{ROOT} .lp-kept-where")).to_contain_text(f"round {before['title'].split()[1]}")
    resume_after_offer(page)
    assert table_now(page) == before


def test_a_corrupt_stored_game_is_set_aside_with_a_notice(shared_page: Page):
    page = shared_page
    page.goto("index.html")
    page.evaluate("(key) => localStorage.setItem(key, '{this is no game')", KEY)
    page.goto("play/")
    notice = page.locator(f"{ROOT} .lp-notice")
    expect(notice).to_contain_text(lead(ui()["kept_unreadable"]))
    expect(page.locator(ROOT)).to_have_attribute("data-kept", "none")
    expect(page.locator(f"{ROOT} .lp-kept")).to_be_hidden()
    expect(page.locator(f"{ROOT} select[name=game]")).to_be_visible()
    backups = page.evaluate("""(key) => Object.keys(localStorage).filter((k) => k.startsWith(key + ':backup:'))
                                   .map((k) => [k, localStorage.getItem(k)])""", KEY)
    assert len(backups) == 1 and backups[0][1] == "{this is no game"
    expect(notice).to_contain_text(backups[0][0])
    assert kept(page) is None
    # a clean start: a new game plays and is kept
    page.select_option("select[name=pace]", "instant")
    page.click(".lp-start")
    wait_for_reader(page)
    assert kept(page)["data"]["game"]["saved"]["preset"] == "pitch31"


def test_a_game_the_engine_refuses_is_set_aside_with_its_reason(shared_page: Page):
    page = shared_page
    middle_of_a_pitch31_hand(page)
    stored = kept(page)
    saved = stored["data"]["game"]["saved"]
    saved["seed"] += 1  # other deals than the ones recorded: the engine must not play on
    page.evaluate("([key, raw]) => localStorage.setItem(key, raw)", [KEY, json.dumps(stored)])
    page.reload()
    resume_after_offer_refused = page.locator(f"{ROOT} .lp-resume")
    resume_after_offer_refused.click()
    expect(page.locator(ROOT)).to_have_attribute("data-kept", "refused")
    notice = page.locator(f"{ROOT} .lp-notice")
    expect(notice).to_contain_text(lead(ui()["kept_refused"]))
    expect(notice.locator(".lp-explained")).to_have_attribute("data-rule", "saved.other-deal")
    backups = page.evaluate("""(key) => Object.keys(localStorage).filter((k) => k.startsWith(key + ':backup:'))
                                   .map((k) => localStorage.getItem(k))""", KEY)
    assert len(backups) == 1 and json.loads(backups[0]) == stored
    assert kept(page)["data"]["game"] is None
    expect(page.locator(f"{ROOT} select[name=game]")).to_be_visible()


def test_another_tab_never_overwrites_silently(shared_page: Page):
    first = shared_page
    middle_of_a_pitch31_hand(first)
    second = first.context.new_page()
    try:
        second.goto("play/")
        expect(second.locator(ROOT)).to_have_attribute("data-kept", "offered")
        # the first tab plays on: the second tab's offer resumes the game as it is now
        play_moves(first, 1)
        latest = table_now(first)
        resume_after_offer(second)
        resumed = table_now(second)
        assert (resumed["record"], resumed["title"], resumed["moves"]) == \
            (latest["record"], latest["title"], latest["moves"])
        # the first tab is told its moves are no longer kept, and keeps its hands off the store
        expect(first.locator(f"{ROOT} .lp-kept-elsewhere")).to_be_visible()
        expect(first.locator(ROOT)).to_have_attribute("data-keeper", "elsewhere")
        owner = kept(second)["data"]["game"]["owner"]
        # the reader chooses the first tab's game again: now the second tab is told
        first.click(f"{ROOT} [data-control=take-back]")
        expect(second.locator(f"{ROOT} .lp-kept-elsewhere")).to_be_visible()
        assert kept(first)["data"]["game"]["owner"] != owner
    finally:
        second.close()


def test_the_offer_is_accessible_in_both_palettes(shared_page: Page, axe):
    page = shared_page
    start(page)
    page.reload()
    expect(page.locator(ROOT)).to_have_attribute("data-kept", "offered")
    axe(page)  # injects axe-core
    for scheme in ("default", "slate"):  # one offer, looked at in each palette
        page.evaluate("(scheme) => document.body.setAttribute('data-md-color-scheme', scheme)", scheme)
        settled(page)  # the colours glide to the new palette
        found = page.evaluate(
            """async () => (await axe.run({ include: [".lp-kept"] }, { resultTypes: ["violations"] })).violations
                   .filter((v) => ["serious", "critical"].includes(v.impact))
                   .map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(" ")) }))""")
        assert found == [], scheme
    region = page.get_by_role("region", name=ui()["kept_title"])
    expect(region.get_by_role("button", name=ui()["resume_game"])).to_be_visible()


def test_the_move_log_holds_the_whole_hand_and_every_seats_exchange_also_after_a_reload(shared_page: Page):
    """"Moves so far" is the engine's log of the hand (webtools/hand_log.py), every line of it:
    each seat's exchange among the moves, on the table at its seat until the first trick is won,
    and all of it again once the game is resumed after a reload."""
    page = shared_page
    start(page)
    for _ in range(40):  # the reader's moves until the play has begun
        if page.get_attribute(f"{ROOT} .lp-pitch-table", "data-phase") == "play" and root_data(page, "state") == "your-turn":
            break
        play_moves(page, 1)
    table = restore_table(kept(page)["data"]["game"]["saved"])  # the engine's own game, replayed
    log = table.view("en")["log"]
    exchange = [entry for entry in log if entry["kind"] == "exchange"]
    assert exchange, "the exchange left no entry"
    expect(page.locator(f"{ROOT} .lp-talk li")).to_have_count(len(log))
    expect(page.locator(f"{ROOT} .lp-talk li.lp-talk-exchange")).to_have_count(len(exchange))
    if not table.hand.tricks:  # the first trick is being played: each seat's exchange is at its seat
        for seat in {entry["seat"] for entry in exchange}:
            expect(page.locator(f'{ROOT} .lp-table-seat[data-seat="{seat}"] .lp-badge--exchange')).to_have_count(1)
    page.reload()
    resume_after_offer(page)
    expect(page.locator(f"{ROOT} .lp-talk li")).to_have_count(len(log))
    expect(page.locator(f"{ROOT} .lp-talk li.lp-talk-exchange")).to_have_count(len(exchange))
