"""The browser tools in a real browser, each flow in one language (conftest.py): a whole game against bots to its
end, illegal moves explained, undo; a share link's round trip and hostile links shown as text;
a score-keeper game to a winner that survives a reload; a meld calculation."""

from __future__ import annotations

import base64
import json
import re

import pytest
from babel import Locale
from playwright.sync_api import Page, expect

from browser_harness import PATIENCE_MS, ROOT, SITE_DIR, learners_move, rules_page_front_end
from pitch_core import webapi
from pitch_core.messages import render

pytestmark = pytest.mark.browser

GUIDED = (ROOT / "tutorial" / "hands" / "guided-pitch31.pitch").read_text(encoding="utf-8")


@pytest.fixture
def page(shared_page: Page) -> Page:
    """These tests only need the tools and a booted engine: pages of the session's shared context
    (storage emptied before each test), so Pyodide is downloaded and compiled once."""
    return shared_page


def tools_data(lang: str) -> dict:
    return json.loads((SITE_DIR / "tools-data" / f"{lang}.json").read_text(encoding="utf-8"))


def url(lang: str, page: str) -> str:
    return page if lang == "en" else f"{lang}/{page}"


def fragment(record: str, at: int | None = None) -> str:
    token = base64.urlsafe_b64encode(record.encode("utf-8")).decode("ascii").rstrip("=")
    return f"r={token}" + ("" if at is None else f"&m={at}")


# -- play -------------------------------------------------------------------------------------------


def start_game(page: Page, lang: str, game: str, seat: str, players: str | None = None) -> None:
    page.goto(url(lang, "play/"))
    page.select_option("select[name=game]", game)
    if players:
        page.select_option("select[name=players]", players)
    page.select_option("select[name=seat]", seat)
    page.select_option("select[name=pace]", "instant")
    page.click(".lp-start")
    wait_for_reader(page, 0)


def wait_for_reader(page: Page, shown: int) -> int:
    """Wait until the game was redrawn and the bots are done; return the redraw count."""
    page.wait_for_function(
        """(last) => { const root = document.querySelector('.lp-tool');
                       return Number(root.dataset.shown || 0) > last && root.dataset.state !== 'bots'; }""",
        arg=shown, timeout=PATIENCE_MS)
    return int(page.get_attribute(".lp-tool", "data-shown"))


# The moves the reader may make: the cards (and bids) in his own area, the piles in the middle of
# Three Thirteen's table (each is the button that draws from it).
READER_MOVES = '.lp-you [data-legal="true"], .lp-tt-pile--live[data-legal="true"]'


def play_on(page: Page, until: str = "game-over", max_moves: int = 3000) -> None:
    """Make the first legal move whenever it is the reader's turn (in Three Thirteen, going out
    when the hand allows it), deal on, to the given state."""
    shown = int(page.get_attribute(".lp-tool", "data-shown"))
    for _ in range(max_moves):
        state = page.get_attribute(".lp-tool", "data-state")
        if state == until:
            return
        if state == "hand-over":
            page.click(".lp-next-hand")
        else:
            going_out = page.locator('.lp-you [data-legal="true"][data-move*=":out="]')
            (going_out if going_out.count() else page.locator(READER_MOVES)).first.click()
        shown = wait_for_reader(page, shown)
    raise AssertionError(f"the game did not reach {until}")


def last_hand_of_a_game(preset: str, seat: str, seed: int) -> dict:
    """A game played by the engine here (the first legal move for the reader) to the start of
    the hand that ends it, saved as Play saves a game (``save_game``)."""
    view = webapi.new_game(preset, seat, seed=seed)
    game, saved = view["session"], None
    while not view["game_over"]:
        if view["hand_over"]:
            view = webapi.next_hand(game)
            saved = webapi.save_game(game)
        elif view["your_turn"]:
            view = webapi.game_act(game, view["legal"][0]["move"])
        else:
            view = webapi.bot_move(game)
    assert saved, "the game ended in its first hand"
    return saved


def test_a_whole_game_against_bots_to_its_end(page: Page):
    """A game to its winner through the page: it is resumed at the start of its last hand, as Play
    resumes a kept game (test_play_kept.py), and played from there (tests/webapi plays every
    preset to its end)."""
    ui = tools_data("en")["ui"]
    start_game(page, "en", "pitch31", "S")  # Play keeps this game; its last hand replaces it
    # Only the saved game changes hands: the page keeps its own summary for the offer, and
    # writes it anew once the resumed game is shown.
    page.evaluate("""([key, saved]) => { const kept = JSON.parse(localStorage.getItem(key));
                                          kept.data.game.saved = saved;
                                          localStorage.setItem(key, JSON.stringify(kept)); }""",
                  ["learn-pitch:play", last_hand_of_a_game("pitch31", "S", seed=7)])
    page.reload()
    page.click(".lp-resume")
    expect(page.locator(".lp-tool")).to_have_attribute("data-kept", "restored")
    wait_for_reader(page, 0)
    play_on(page)
    over = page.locator(".lp-hand-over .lp-game-over")
    expect(over).to_contain_text(ui["game_won_by"].split("{")[0].strip())
    expect(page.locator(".lp-score-sheet tbody tr").first).to_be_visible()
    expect(page.locator(".lp-new-game")).to_be_visible()


def test_a_three_thirteen_round_against_bots_to_its_end(page: Page):
    """Three Thirteen's own page flow (draw, discard, go out) in Czech, to the round's result."""
    start_game(page, "cs", "three-thirteen", "1", "2")
    play_on(page, until="hand-over")
    expect(page.locator(".lp-round-result")).to_contain_text(tools_data("cs")["ui"]["round_scored"].split("{")[0].strip())
    expect(page.locator(".lp-next-hand")).to_be_visible()


def test_play_says_when_three_thirteen_takes_more_than_one_pack(page: Page):
    """The pack grows with the table (the engine's decks per table size, in the tools data): with
    two or more packs the setup says so, and that a card can turn up twice (newcomer top 15)."""
    packs = tools_data("en")["tables"]["three-thirteen"]["packs"]
    page.goto("play/")
    page.select_option("select[name=game]", "three-thirteen")
    note = page.locator(".lp-packs-note")
    for players, count in packs.items():
        page.select_option("select[name=players]", players)
        if count > 1:
            expect(note).to_be_visible()
            expect(note).to_contain_text(f"{players} players")
            expect(note).to_contain_text(f"{count} packs")
        else:
            expect(note).to_be_hidden()
    assert {count for count in packs.values()} >= {1, 2}


def test_a_five_handed_hand_is_played_to_its_end(page: Page):
    """Five players: seats are numbered, the partner is called, and points by side stay hidden."""
    page.goto("play/")
    page.select_option("select[name=game]", "ten-point")
    page.locator('.lp-modifiers input[value="five-handed"]').check()
    page.select_option("select[name=seat]", "3")
    page.select_option("select[name=pace]", "instant")
    page.click(".lp-start")
    wait_for_reader(page, 0)
    play_on(page, until="hand-over")
    expect(page.locator(".lp-hand-result")).to_be_visible()
    expect(page.locator('.lp-table-seat[data-seat="5"]')).to_be_visible()


@pytest.mark.parametrize("lang", ["cs"])
def test_an_illegal_move_is_explained_and_a_move_can_be_taken_back(page: Page, lang: str):
    data = tools_data(lang)
    start_game(page, lang, "pitch31", "S")
    shown = int(page.get_attribute(".lp-tool", "data-shown"))
    illegal = page.locator('.lp-you [data-legal="false"]')
    if illegal.count() == 0:  # the reader's first call: every bid is legal, so bid and play on
        page.locator('.lp-you [data-legal="true"]').last.click()
        shown = wait_for_reader(page, shown)
    rejected = page.locator('.lp-you [data-legal="false"]').first
    move = rejected.get_attribute("data-move")
    rejected.focus()  # it looks unavailable (aria-disabled), yet pressing it asks the engine why
    page.keyboard.press("Enter")
    feedback = page.locator(".lp-game .lp-feedback")
    expect(feedback).to_contain_text(data["ui"]["move_rejected"].split("{")[0].strip())
    rule = feedback.locator(".lp-explained").get_attribute("data-rule")
    assert rule in data["rules"], f"{move} was refused without a rule: {rule}"
    expect(feedback.locator("a.lp-rule-link")).to_have_attribute("href", re.compile(re.escape(data["rules"][rule]) + "$"))
    offered = lambda: page.locator(".lp-you [data-move]").evaluate_all("(moves) => moves.map((m) => m.dataset.move)")
    before = offered()
    page.locator('.lp-you [data-legal="true"]').first.click()
    shown = wait_for_reader(page, shown)
    page.click(".lp-undo")
    expect(page.locator(".lp-game .lp-feedback")).to_contain_text(data["ui"]["move_taken_back"])
    expect(page.locator(".lp-tool")).to_have_attribute("data-state", "your-turn")
    assert offered() == before


@pytest.mark.parametrize("lang", ["ro"])
def test_a_hint_names_a_legal_move_and_why(page: Page, lang: str):
    start_game(page, lang, "ten-point", "W")
    page.click(".lp-hint-button")
    hinted = page.locator(".lp-game .lp-feedback .lp-hint")
    expect(hinted).to_be_visible()
    move = hinted.get_attribute("data-hinted")  # the move the hint names
    expect(page.locator(f'.lp-you [data-move="{move}"]')).to_have_attribute("data-legal", "true")
    expect(page.locator(".lp-game .lp-feedback .lp-explained")).not_to_be_empty()


def test_the_reader_plays_a_card_by_keyboard(page: Page):
    start_game(page, "en", "pitch31", "S")
    shown = int(page.get_attribute(".lp-tool", "data-shown"))
    legal = page.locator('.lp-you [data-legal="true"]').first
    legal.focus()
    page.keyboard.press("Enter")
    wait_for_reader(page, shown)
    assert page.locator(".lp-talk li").count() >= 1


# -- share links and the hand viewer ---------------------------------------------------------------


@pytest.mark.parametrize("lang", ["de"])
def test_a_share_link_from_a_game_opens_the_same_position_in_the_viewer(page: Page, lang: str):
    start_game(page, lang, "pitch31", "S")
    shown = int(page.get_attribute(".lp-tool", "data-shown"))
    for _ in range(3):
        page.locator('.lp-you [data-legal="true"]').first.click()
        shown = wait_for_reader(page, shown)
        if page.get_attribute(".lp-tool", "data-state") != "your-turn":
            break
    hand = sorted(page.locator(".lp-you .lp-table-hand [data-card]").evaluate_all("(cards) => cards.map((c) => c.dataset.card)"))
    page.click(".lp-share-button")
    link = page.locator(".lp-share-link")
    expect(link).to_be_visible()
    address = link.input_value()
    assert ("/tools/hand-viewer/#r=" if lang == "en" else f"/{lang}/tools/hand-viewer/#r=") in address
    moves = re.search(r"&m=(\d+)$", address).group(1)
    page.goto(address)
    expect(page.locator(".lp-position")).to_have_attribute("data-at", moves)
    south = page.locator('.lp-table-you[data-seat="S"] .lp-table-hand [data-card]').evaluate_all("(cards) => cards.map((c) => c.dataset.card)")
    assert sorted(south) == hand


def test_share_pressed_while_the_bots_play_gives_a_link_that_stays(page: Page):
    """The bots' moves redraw the game's controls; a link asked for meanwhile is made and stays
    on the page through the next moves (the newcomer's press "did nothing and said nothing")."""
    page.goto("play/")
    page.select_option("select[name=game]", "pitch31")
    page.select_option("select[name=seat]", "S")
    page.select_option("select[name=pace]", "slow")
    page.click(".lp-start")
    tool = page.locator(".lp-tool")
    expect(tool).to_have_attribute("data-state", re.compile("bots|your-turn"))
    if tool.get_attribute("data-state") == "your-turn":  # South speaks first: a pass hands it to the bots
        page.locator('.lp-you [data-legal="true"]').last.click()
    expect(tool).to_have_attribute("data-state", "bots")
    shown = int(tool.get_attribute("data-shown"))
    page.click(".lp-share-button")
    link = page.locator(".lp-share-link")
    expect(link).to_have_value(re.compile("/tools/hand-viewer/#r="))
    page.wait_for_function("(last) => Number(document.querySelector('.lp-tool').dataset.shown) > last", arg=shown)
    expect(link).to_be_visible()
    expect(page.locator(".lp-share-note")).not_to_be_empty()


@pytest.mark.parametrize("lang", ["mk"])
def test_the_viewer_steps_trick_by_trick_and_shares_its_own_position(page: Page, lang: str):
    ui = tools_data(lang)["ui"]
    page.goto(url(lang, "tools/hand-viewer/"))
    page.fill(".lp-record-input", GUIDED)
    page.click(".lp-open")
    expect(page.locator(".lp-position")).to_have_attribute("data-at", "0")
    marks = webapi.open_records(GUIDED)["hands"][0]["marks"]  # where each trick ends, by the engine
    page.click(".lp-step-next-mark")
    expect(page.locator(".lp-position")).to_have_attribute("data-at", str(marks[0]))
    page.click(".lp-step-next")
    expect(page.locator(".lp-position")).to_have_attribute("data-at", str(marks[0] + 1))
    page.click(".lp-step-end")
    expect(page.locator(".lp-move-text")).to_have_attribute("data-move", "N:JH")  # said in words, not notation
    expect(page.locator(".lp-move-text")).not_to_contain_text("N:JH")
    expect(page.locator(".lp-last-move a.lp-rule-link").first).to_be_visible()
    page.click(".lp-step-previous-mark")
    at = str(marks[-2])
    expect(page.locator(".lp-position")).to_have_attribute("data-at", at)
    page.click(".lp-share-button")
    address = page.locator(".lp-share-link").input_value()
    assert address.split("#", 1)[1] == fragment(GUIDED, int(at))
    page.goto(url(lang, "index.html"))
    page.goto(address)
    expect(page.locator(".lp-position")).to_have_attribute("data-at", at)
    expect(page.locator(".lp-position")).to_contain_text(ui["move_of"].split("{")[0].strip())


@pytest.mark.parametrize("lang", ["ro"])
def test_a_share_link_from_the_tutorial_opens_the_guided_position(page: Page, lang: str):
    lessons = json.loads((SITE_DIR / "tutorial-data" / f"{lang}.json").read_text(encoding="utf-8"))["lessons"]
    step = next(s for lesson in lessons if lesson["key"] == "guided-hand" for s in lesson["steps"] if s["kind"] == "guided")
    page.goto(url(lang, f"tutorial/#lesson-guided-hand/{step['key']}"))
    for frame in step["frames"][:2]:
        if learners_move(frame):
            page.locator(f'.lp-guided [data-move="{frame["move"]}"]').click()
        else:
            page.locator(".lp-guided-next").click()
    link = page.locator(".lp-guided a.lp-share")
    expect(link).to_have_attribute("href", re.compile(r"#r=[A-Za-z0-9_-]+&m=2$"))
    link.click()
    expect(page.locator(".lp-position")).to_have_attribute("data-at", "2")
    expect(page.locator(".lp-move-text")).to_have_attribute("data-move", step["frames"][1]["move"])


HOSTILE_RECORD = GUIDED.replace("{East, left", "{<img src=x onerror=alert(1)> East, left")


HOSTILE_LINKS = [  # (name, fragment, the error's code, the part of the link it names)
    ("markup", "<img src=x onerror=alert(1)>", "share.corrupt", "r"),
    ("markup as the record", "r=<img src=x onerror=alert(1)>", "share.corrupt", "r"),
    ("a script as the record", "r=" + base64.urlsafe_b64encode(b"<script>alert(1)</script>").decode().rstrip("="),
     "record.missing-tag", None),
    ("not UTF-8", "r=" + base64.urlsafe_b64encode(b"\xff\xfe<b>").decode().rstrip("="), "share.corrupt", "r"),
    ("too large", "r=" + "A" * 20_000, "share.too-large", None),
]
# The viewer opens a link again when the address changes; this waits until it has begun to.
FOLLOW_LINK = """(fragment) => new Promise((done) => {
  window.addEventListener("hashchange", () => done(), { once: true });
  location.hash = fragment;
})"""


# Markup as the move count opens the record at its end with a note: test_engine_errors.py.
@pytest.mark.parametrize("lang", ["de"])
def test_hostile_or_broken_links_show_a_localised_error_as_text(page: Page, lang: str):
    """The first link opens the page; the others follow in its address, as a reader pasting them."""
    page.on("dialog", lambda dialog: pytest.fail(f"a dialog opened: {dialog.message}"))
    for index, (name, hostile, code, part) in enumerate(HOSTILE_LINKS):
        if index == 0:
            page.goto(url(lang, "tools/hand-viewer/") + "#" + hostile)
        else:
            page.evaluate(FOLLOW_LINK, hostile)
        error = page.locator(".lp-feedback--error .lp-explained")
        expect(error, name).to_have_attribute("data-rule", code)
        if part:
            expect(error, name).to_have_text(render(code, {"part": part}, lang))
        assert page.locator(".lp-tool img, .lp-tool script, .lp-tool svg").count() == 0, name


def test_markup_in_a_shared_record_is_shown_as_text(page: Page):
    page.on("dialog", lambda dialog: pytest.fail(f"a dialog opened: {dialog.message}"))
    page.goto("tools/hand-viewer/#" + fragment(HOSTILE_RECORD, 1))
    expect(page.locator(".lp-last-move .lp-comment")).to_contain_text("<img src=x onerror=alert(1)> East")
    assert page.locator(".lp-tool img").count() == 0


def test_a_record_with_an_illegal_move_names_its_line(page: Page):
    page.goto("tools/hand-viewer/")
    page.fill(".lp-record-input", GUIDED.replace("W:AH {Lead", "W:KC {Lead"))
    page.click(".lp-open")
    error = page.locator(".lp-feedback--error .lp-explained")
    expect(error).to_have_attribute("data-rule", "record.illegal-move")
    expect(error).to_contain_text("W:KC")


# -- the score keeper -------------------------------------------------------------------------------


def enter_hand(page: Page, team: str, bid: str, taken: int, defenders: int) -> None:
    page.locator(f'.lp-score-form input[type=radio][value="{team}"]').check()
    page.select_option("select[name=bid]", bid)
    page.fill("input[name=taken-bidders]", str(taken))
    page.fill("input[name=taken-defenders]", str(defenders))
    rows = page.locator(".lp-score-sheet tbody tr").count()
    page.click(".lp-score-hand")
    expect(page.locator(".lp-score-sheet tbody tr")).to_have_count(rows + 1)


@pytest.mark.parametrize("lang", ["cs"])
def test_a_score_keeper_game_to_a_winner_kept_over_a_reload(page: Page, lang: str):
    ui = tools_data(lang)["ui"]
    page.goto(url(lang, "tools/score-keeper/") + "#game=pitch31")  # Czech opens on ten-point by itself
    for _ in range(3):
        enter_hand(page, "NS", "5", 8, 2)
    enter_hand(page, "EW", "6", 4, 6)  # NS 24, EW 6; EW is set and loses its 6
    expect(page.locator('.lp-score-sheet tbody tr[data-hand="4"] td[data-unit="EW"]')).to_contain_text("(-6)")
    page.click(".lp-undo")
    expect(page.locator(".lp-score-sheet tbody tr")).to_have_count(3)
    page.reload()
    expect(page.locator(".lp-score-sheet tbody tr")).to_have_count(3)
    enter_hand(page, "NS", "5", 7, 3)  # NS 24 + 7 reaches 31
    team = ui["team_NS"]
    expect(page.locator(".lp-sheet .lp-game-over")).to_have_text(ui["winner_is"].replace("{winners}", team))
    expect(page.locator(".lp-entry .lp-game-over")).to_be_visible()
    expect(page.locator(".lp-score-form")).to_have_count(0)
    expect(page.locator(".lp-feedback")).to_contain_text(render("game.target", {"target": 31}, lang))


def test_the_score_keeper_refuses_a_moon_without_points_citing_the_rule(page: Page):
    page.goto("tools/score-keeper/")
    page.select_option("select[name=bid]", "moon")
    page.fill("input[name=taken-bidders]", "10")
    page.click(".lp-score-hand")
    error = page.locator(".lp-feedback .lp-explained")
    expect(error).to_have_attribute("data-rule", "bid.moon-needs-score")
    expect(error.locator("a.lp-rule-link")).to_be_visible()
    expect(page.locator(".lp-score-sheet")).to_have_count(0)


def test_the_score_keeper_wants_all_ten_points_and_drops_a_stale_error(page: Page):
    """Pitch 31's ten points always all go to a side (the engine's every_point_scored): 3 + 3 is
    refused; the refusal goes once the reader types again (the browser may block what he types
    next by itself, and the old error would stand beside its message)."""
    page.goto("tools/score-keeper/")
    page.fill("input[name=taken-bidders]", "3")
    page.fill("input[name=taken-defenders]", "3")
    page.click(".lp-score-hand")
    expect(page.locator(".lp-feedback .lp-explained")).to_have_attribute("data-rule", "score.all-points")
    expect(page.locator(".lp-score-sheet")).to_have_count(0)
    page.fill("input[name=taken-defenders]", "-1")
    expect(page.locator(".lp-feedback")).to_be_empty()


def test_both_teams_reaching_the_target_the_bidders_win(page: Page):
    page.goto("tools/score-keeper/")
    for team, taken in (("NS", 7), ("EW", 7), ("NS", 6), ("EW", 6), ("NS", 6), ("EW", 6)):
        enter_hand(page, team, "4", taken, 10 - taken)  # 30 : 30
    enter_hand(page, "NS", "4", 5, 5)  # 35 : 35, both past 31
    expect(page.locator(".lp-feedback")).to_contain_text(render("game.both-reach", {}, "en"))
    expect(page.locator(".lp-sheet .lp-game-over")).to_have_text("North–South wins the game.")


def test_five_handed_scores_each_player(page: Page):
    page.goto("tools/score-keeper/")
    page.locator('.lp-modifiers input[value="five-handed"]').check()
    page.select_option("select[name=bidder]", "2")
    page.select_option("select[name=partner]", "4")
    page.select_option("select[name=bid]", "6")
    page.fill("input[name=taken-bidders]", "7")
    page.click(".lp-score-hand")
    expect(page.locator('.lp-score-sheet td[data-unit="4"]')).to_contain_text("7")
    expect(page.locator('.lp-score-sheet td[data-unit="1"]')).to_contain_text("3")


# -- the meld calculator ----------------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["cs"])
def test_a_meld_calculation_shows_the_wilds(page: Page, lang: str):
    ui = tools_data(lang)["ui"]
    names = tools_data(lang)["card_names"]
    page.goto(url(lang, "tools/meld-calculator/"))
    page.select_option("select[name=round]", "4")
    page.fill(".lp-cards-input", "6S 6H 4D 5D 2C")
    expect(page.locator('.lp-card-picker [data-card="6H"]')).to_have_attribute("aria-pressed", "true")
    page.locator('.lp-card-picker [data-card="7D"]').click()  # joins the hand in the reader's letters
    typed = "7" + tools_data(lang)["card_key"]["typed"]["D"]
    expect(page.locator(".lp-cards-input")).to_have_value(f"6S 6H 4D 5D 2C {typed}")
    expect(page.locator('.lp-card-picker [data-card="7D"]')).to_have_attribute("aria-pressed", "true")
    page.locator(".lp-cards-input").press("Enter")
    expect(page.locator(".lp-deadwood")).to_have_attribute("data-deadwood", "2")
    wilds = page.locator(".lp-wilds li")
    expect(wilds).to_have_count(2)
    expect(wilds.first).to_contain_text(names["6S"])
    two = ui["costs_points"][Locale.parse(lang).plural_form(2)]  # a counted word: the form for 2
    expect(page.locator(".lp-leftover")).to_contain_text(two.replace("{points}", "2"))
    # The round and its wild rank in the reader's words, from the engine's rounds of the preset
    sixes = tools_data(lang)["rank_forms"]["6"]["pl"]
    expect(page.locator("select[name=round] option:checked")).to_have_text(
        ui["round_option"].replace("{round}", "4").replace("{cards}", "6").replace("{wild:pl}", sixes))
    expect(page.locator(".lp-result")).to_contain_text(ui["wild_this_round"].replace("{rank:pl}", sixes))


def test_a_hand_of_the_wrong_size_is_refused(page: Page):
    page.goto("tools/meld-calculator/")
    page.fill(".lp-cards-input", "8S 9S")
    page.click(".lp-count")
    expect(page.locator(".lp-result .lp-explained")).to_have_attribute("data-rule", "melds.hand-size")


# -- every tool: accessibility, and nothing on the rules pages ---------------------------------------


def exercise_play(page: Page, lang: str) -> None:
    start_game(page, lang, "pitch31", "S")
    page.click(".lp-hint-button")


def exercise_viewer(page: Page, lang: str) -> None:
    page.goto(url(lang, "tools/hand-viewer/") + "#" + fragment(GUIDED, 9))
    expect(page.locator(".lp-position")).to_have_attribute("data-at", "9")
    page.click(".lp-share-button")


def exercise_score_keeper(page: Page, lang: str) -> None:
    page.goto(url(lang, "tools/score-keeper/"))
    enter_hand(page, "EW", "5", 6, 4)


def exercise_melds(page: Page, lang: str) -> None:
    page.goto(url(lang, "tools/meld-calculator/"))
    page.fill(".lp-cards-input", "6S 6H 4D 5D 2C 7D")
    page.click(".lp-count")
    expect(page.locator(".lp-deadwood")).to_be_visible()
    expect(page.locator('.lp-card-picker [data-card="7D"]')).to_have_attribute("aria-pressed", "true")


# Accessibility (axe) of each tool, in both palettes at both widths, with a hand played, a record
# open, a hand scored and melds counted: tests/browser/test_accessibility.py.


def test_tools_fit_a_phone(page: Page):
    page.set_viewport_size({"width": 360, "height": 740})
    for exercise in (exercise_play, exercise_viewer, exercise_score_keeper, exercise_melds):
        exercise(page, "en")
        overflow = page.evaluate("() => document.querySelector('.lp-tool').scrollWidth - document.querySelector('.lp-tool').clientWidth")
        assert overflow <= 1, f"{exercise.__name__}: the tool is {overflow}px wider than a phone"


# Where each of the score sheet's column headers, the last row's totals and the score above the
# form are, and the page's own width (not the phone's: the page may not scroll sideways).
SHEET_BOXES = """() => {
    const box = (node) => { const r = node.getBoundingClientRect(); return [r.left, r.right]; };
    const shown = (node) => node.getClientRects().length > 0;
    const last = [...document.querySelectorAll('.lp-score-sheet tbody tr')].at(-1);
    return { width: document.documentElement.clientWidth, scrollWidth: document.documentElement.scrollWidth,
             heads: [...document.querySelectorAll('.lp-score-sheet thead th')].filter(shown).map((th) => [th.textContent, ...box(th)]),
             totals: [...last.querySelectorAll('td[data-unit]')].map((td) => [td.dataset.unit, ...box(td)]),
             standing: [...document.querySelectorAll('.lp-standing-unit')].map((s) => [s.dataset.unit, ...box(s)]) };
}"""

# Every control of the tool that a fixed or sticky element of the page covers, with the control
# brought to the top of the screen (just under the site's header), its middle and its bottom in
# turn, and Material's back-to-top pill shown as it is when the reader scrolls up
# (its `hidden` removed).
COVERED_CONTROLS = """() => {
    document.querySelector('.md-top')?.removeAttribute('hidden');
    const seen = (node) => { const style = getComputedStyle(node);
        return style.display !== 'none' && style.visibility !== 'hidden' && Number(style.opacity) > 0; };
    const floating = [...document.querySelectorAll('body *')].filter((node) =>
        ['fixed', 'sticky'].includes(getComputedStyle(node).position) && seen(node));
    const headerBottom = () => document.querySelector('.md-header')?.getBoundingClientRect().bottom ?? 0;
    const meets = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const covered = [];
    const controls = [...document.querySelectorAll('.lp-tool :is(button, input, select, textarea, a)')]
        .filter((node) => node.getClientRects().length > 0);
    for (const control of controls) {
        for (const block of ['start', 'center', 'end']) {
            control.scrollIntoView({ block, behavior: 'instant' });
            if (block === 'start') window.scrollBy({ top: -headerBottom() - 4, behavior: 'instant' });
            const box = control.getBoundingClientRect();
            for (const node of floating) {
                const over = node.getBoundingClientRect();
                if (over.width && over.height && !node.contains(control) && meets(box, over))
                    covered.push(`${block}: ${control.outerHTML.slice(0, 80)} under ${node.className || node.tagName}`);
            }
        }
    }
    return { covered, controls: controls.length, floating: floating.map((node) => node.className || node.tagName) };
}"""


@pytest.mark.parametrize("lang", ["cs", "de"])
def test_the_score_keeper_on_a_phone_shows_both_teams_and_covers_no_control(page: Page, lang: str):
    """At 390 px, mid-game (issue 32): every column of the sheet and the last row's totals are on
    the screen without scrolling sideways, the score stands above the form, and no floating
    element of the page (the back-to-top pill, the header) lies over a control."""
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(url(lang, "tools/score-keeper/") + "#game=ten-point")
    expect(page.locator('.lp-tool[data-ready="true"]')).to_have_count(1)
    for team, bid, taken in (("NS", "5", 7), ("EW", "6", 4), ("NS", "4", 5), ("EW", "5", 6)):
        enter_hand(page, team, bid, taken, 10 - taken)
    boxes = page.evaluate(SHEET_BOXES)
    width = boxes["width"]
    assert boxes["scrollWidth"] <= width, f"the page scrolls sideways: {boxes['scrollWidth']} in {width}"
    assert len(boxes["heads"]) >= 4, boxes["heads"]  # the hand, the bid, both teams
    for name, left, right in boxes["heads"] + boxes["totals"] + boxes["standing"]:
        assert 0 <= left and right <= width, f"{name!r} spans {left:.0f}–{right:.0f} in a {width}px screen"
    assert [unit for unit, *_ in boxes["totals"]] == ["NS", "EW"]
    # Ten-point: a made bid scores the bid, the other side what it took; a set side loses its bid
    expect(page.locator('.lp-standing-unit[data-unit="NS"] strong')).to_have_text("19")  # 5 + 6 + 4 + 4
    expect(page.locator('.lp-standing-unit[data-unit="EW"] strong')).to_have_text("7")  # 3 - 6 + 5 + 5
    found = page.evaluate(COVERED_CONTROLS)
    assert found["controls"] > 8
    assert not found["covered"], found


def test_rules_pages_load_no_tool_or_engine_bytes(context):
    page = context.new_page()  # a context of its own: nothing cached by the tools' tests
    requested: list[str] = []
    page.on("request", lambda request: requested.append(request.url))
    page.goto("pitch/basics/")
    page.wait_for_load_state("networkidle")
    allowed = rules_page_front_end()  # the house-rules marks, which start no engine
    assert not [u for u in requested if "tools-data" in u or "/runtime/" in u
                or ("/assets/web/" in u and u.split("/assets/web/")[1].split("?")[0] not in allowed)]
