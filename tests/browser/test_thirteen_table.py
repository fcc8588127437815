"""Three Thirteen on Play's card table, in English, Romanian and Macedonian: the stock and the discard
pile on the felt, the round's wild rank, the reader's hand grouped exactly as the engine's meld
solver lays it out; a draw from the stock and a discard by keyboard; going out offered only
when legal, else explained by its rule; the end of a round drawn as every hand's melds and
deadwood with the round's points, under a header that still names the round just played; and
the hand viewer's open table, every hand of a recorded round face up in the engine's melds."""

from __future__ import annotations

import base64
import json

import pytest
from playwright.sync_api import Locator, Page, expect

from browser_harness import PATIENCE_MS, ROOT, SITE_DIR
from pitch_core import webapi
from pitch_core.three_thirteen.ruleset import get_ruleset

pytestmark = pytest.mark.browser

RULES = get_ruleset("three-thirteen")


@pytest.fixture
def page(shared_page: Page) -> Page:
    return shared_page


def tools_data(lang: str) -> dict:
    return json.loads((SITE_DIR / "tools-data" / f"{lang}.json").read_text(encoding="utf-8"))


def fill(template: str, **params: object) -> str:
    for key, value in params.items():
        template = template.replace("{" + key + "}", str(value))
    return template


def wild_banner(lang: str, letter: str) -> str:
    """The wild rank as the page says it: the engine's renderer, in the form the words ask for
    ("{rank:pl}": "тројките"), with the reader's index letters."""
    from pitch_core.messages import fill as say

    return say(tools_data(lang)["ui"]["wild_is"], "tools.wild_is", {"rank": letter}, lang)


def start(page: Page, lang: str, players: str = "3") -> int:
    page.goto("play/" if lang == "en" else f"{lang}/play/")
    page.select_option("select[name=game]", "three-thirteen")
    page.select_option("select[name=players]", players)
    page.select_option("select[name=seat]", "1")
    page.select_option("select[name=pace]", "instant")
    page.click(".lp-start")
    return settled(page, 0)


def settled(page: Page, shown: int) -> int:
    """Wait until the game was redrawn after ``shown`` and the bots are done; the redraw count."""
    page.wait_for_function(
        """(last) => { const root = document.querySelector('.lp-tool');
                       return Number(root.dataset.shown || 0) > last && root.dataset.state !== 'bots'; }""",
        arg=shown, timeout=PATIENCE_MS)
    return int(page.get_attribute(".lp-tool", "data-shown"))


def next_move(page: Page) -> Locator:
    """Going out when the hand allows it, else the first legal move: a pile to draw from (each
    pile is the button that draws from it), or a card to discard."""
    outs = page.locator(".lp-tt-out")
    return outs.first if outs.count() else page.locator('.lp-tt-pile--live[data-legal="true"], .lp-you [data-legal="true"]').first


def hand_on_page(page: Page) -> list[str]:
    return page.eval_on_selector_all(".lp-tt-groups .lp-tt-slot", "(slots) => slots.map((s) => s.dataset.card)")


def groups_on_page(page: Page) -> list[tuple[str, list[str]]]:
    return [(kind, cards.split()) for kind, cards in page.eval_on_selector_all(
        ".lp-tt-groups .lp-tt-group", "(groups) => groups.map((g) => [g.dataset.kind, g.dataset.cards])")]


@pytest.mark.parametrize("lang", ["mk"])
def test_the_table_shows_the_piles_the_wild_rank_and_the_hand_in_the_engines_melds(page: Page, lang: str):
    ui = tools_data(lang)["ui"]
    start(page, lang)
    table = page.locator(".lp-tt")
    round_number = int(table.get_attribute("data-round"))
    assert round_number == 1
    # the round and its wild rank, in the reader's language
    wild = RULES.wild_rank(round_number).letter
    expect(page.locator(".lp-tt-round-number")).to_have_text(fill(ui["round_is"], round=1, rounds=11))
    expect(page.locator(".lp-tt-wild")).to_contain_text(wild_banner(lang, wild))
    # the stock face down with its count, the discard pile's top card face up with its count
    stock = page.locator(".lp-tt-piles [data-pile=stock]")
    expect(stock.locator(".lp-tt-back").first).to_be_attached()
    expect(stock.locator(".lp-tt-pile-count")).to_contain_text(fill(ui["tt_stock_count"], n="").strip())
    pile = page.locator(".lp-tt-piles [data-pile=discard]")
    expect(pile.locator("[data-card]")).to_have_count(1)
    expect(pile).to_contain_text(ui["discard_pile"])
    # the other players round the table, each with the backs of the cards they hold and a total
    seats = page.locator(".lp-tt-seats > .lp-tt-seat")
    expect(seats).to_have_count(2)
    for index in range(2):
        expect(seats.nth(index).locator(".lp-sr-only")).to_have_text(fill(ui["tt_held"], n=3))
        expect(seats.nth(index).locator(".lp-tt-total")).to_contain_text(fill(ui["tt_total"], points=0))
    # the hand, grouped exactly as the engine's solver (the meld calculator's answer) lays it out
    hand = hand_on_page(page)
    engine = webapi.deadwood(round_number, hand)
    expected = [(m["kind"], m["cards"]) for m in engine["melds"]] + [("deadwood", engine["leftover"])]
    assert groups_on_page(page) == expected
    dead = page.locator(".lp-tt-groups [data-kind=deadwood]")
    expect(dead).to_have_attribute("data-deadwood", str(engine["deadwood"]))
    if engine["leftover"]:
        expect(dead).to_have_attribute("aria-label", fill(ui["tt_deadwood"], points=engine["deadwood"]))
    # the reader draws by pressing a pile, named in words; no second control makes the same move
    expect(page.locator(".lp-tt-pile--live[data-pile=stock]")).to_contain_text(ui["draw_stock"])
    moves = page.eval_on_selector_all(".lp-game [data-move][data-legal]", "(nodes) => nodes.map((n) => n.dataset.move)")
    assert moves and len(moves) == len(set(moves)), moves
    # whose turn it is: one seat is marked, and it is the reader's (the bots have played)
    expect(page.locator(".lp-tt-seat--to-move")).to_have_count(1)
    expect(page.locator(".lp-tt-seat--you")).to_have_class("lp-tt-seat lp-tt-seat--you lp-tt-seat--to-move")


def test_a_draw_and_a_discard_by_keyboard(page: Page):
    ui = tools_data("en")["ui"]
    shown = start(page, "en")
    # from the game's title, Tab reaches the stock first: a real button
    page.focus(".lp-game-title")
    page.keyboard.press("Tab")
    stock = page.locator(".lp-tt-pile--live[data-pile=stock]")
    expect(stock).to_be_focused()
    before = hand_on_page(page)
    page.keyboard.press("Enter")
    shown = settled(page, shown)
    expect(page.locator(".lp-tt")).to_have_attribute("data-phase", "discard")
    after = hand_on_page(page)
    assert len(after) == len(before) + 1
    drawn = page.locator(".lp-tt-slot--new")
    expect(drawn).to_have_count(1)
    # the keyboard stays at the table: on "Go out" when the card just drawn lets the reader go
    # out, else on that card, ready to throw it
    focused = page.locator(".lp-tt-slot--new button[data-legal=true]")
    go_out = page.locator(".lp-tt-go-out .lp-tt-out")
    expect(go_out.first if go_out.count() else focused).to_be_focused()
    card = drawn.get_attribute("data-card")
    # going out is offered only when the engine allows it; otherwise "why not?" has the rule
    outs, why = page.locator(".lp-tt-out"), page.locator(".lp-tt-why")
    assert outs.count() + why.count() >= 1 and not (outs.count() and why.count())
    if why.count():
        why.click()
        expect(page.locator(".lp-tt-why-not [data-rule^='tt.go-out.']")).to_be_visible()
    focused.focus()  # a plain discard of the card drawn, whether or not going out was offered
    page.keyboard.press("Enter")
    settled(page, shown)
    expect(page.locator(".lp-talk li").filter(has_text=fill(ui["move_discard"], seat=fill(ui["seat_number"], n=1),
                                                             card=tools_data("en")["card_names"][card]))).to_have_count(1)


@pytest.mark.parametrize("lang", ["ro"])
def test_the_end_of_a_round_shows_each_hand_and_its_score_under_that_rounds_header(page: Page, lang: str):
    data = tools_data(lang)
    ui = data["ui"]
    shown = start(page, lang, players="2")
    for _ in range(400):
        if page.get_attribute(".lp-tool", "data-state") == "hand-over":
            break
        next_move(page).click()
        shown = settled(page, shown)
    else:
        raise AssertionError("the round did not end")
    # the header and the banner still name round 1 (the state has moved on to round 2's deal)
    title = fill(ui["round_title"], n=1, game=data["preset_titles"]["three-thirteen"])
    expect(page.locator(".lp-game-title")).to_have_text(title)
    expect(page.locator(".lp-tt-round-number")).to_have_text(fill(ui["round_is"], round=1, rounds=11))
    expect(page.locator(".lp-tt-wild")).to_contain_text(wild_banner(lang, "3"))
    expect(page.locator(".lp-tt-piles")).to_have_count(0)  # no empty stock of the next round
    expect(page.locator(".lp-tt-results-title")).to_have_text(fill(ui["tt_round_over"], round=1))
    rows = page.locator(".lp-tt-result")
    expect(rows).to_have_count(2)
    sheet = page.locator(".lp-score-sheet tbody tr").last.locator("td")
    for index in range(2):
        row = rows.nth(index)
        points = int(row.get_attribute("data-points"))
        # the round's points as the score sheet has them, and the engine's count of that hand
        expect(sheet.nth(index)).to_contain_text(f"(+{points})")
        expect(row.locator(".lp-tt-result-points")).to_contain_text(fill(ui["tt_round_points"], points=points))
        cards = row.locator(".lp-tt-group .lp-tt-slot").evaluate_all("(faces) => faces.map((f) => f.dataset.card)")
        assert len(cards) == 3
        went_out = row.locator(".lp-tt-chip--out").count() == 1
        assert points == (0 if went_out else webapi.deadwood(1, cards)["deadwood"])
        melded = row.locator(".lp-tt-group:not([data-kind=deadwood]) .lp-tt-slot").count()
        assert (melded == 3) == (points == 0)
    # the totals on the table are the score sheet's
    for index in range(2):
        total = page.locator(f".lp-tt-result[data-seat='{index + 1}'] .lp-tt-result-points")
        expect(total).to_contain_text(fill(ui["tt_total"], points=sheet.nth(index).inner_text().split(" ")[0]))
    expect(page.locator(".lp-next-hand")).to_be_focused()


def test_a_phone_without_sideways_scroll_and_no_movement_when_reduced(page: Page):
    page.set_viewport_size({"width": 390, "height": 844})
    page.emulate_media(reduced_motion="reduce")
    try:
        shown = start(page, "mk", players="6")
        assert page.evaluate("() => document.documentElement.scrollWidth") <= 390
        seat = page.locator(".lp-tt-seat--to-move")
        assert seat.evaluate("(s) => getComputedStyle(s).animationName") == "none"
        page.locator(".lp-tt-pile--live[data-pile=stock]").click()
        settled(page, shown)
        card = page.locator(".lp-tt-slot--new > :first-child")
        assert card.evaluate("(c) => getComputedStyle(c).animationName") == "none"
        assert page.evaluate("() => document.documentElement.scrollWidth") <= 390
    finally:
        page.emulate_media(reduced_motion="no-preference")


def axe_in_both_palettes(page: Page, axe) -> dict[str, list]:
    found = {}
    for scheme in ("default", "slate"):
        page.evaluate("(s) => document.body.setAttribute('data-md-color-scheme', s)", scheme)
        found[scheme] = axe(page)
    return found


def test_no_serious_accessibility_issue_at_the_table(page: Page, axe):
    """axe, in both palettes, on a turn to discard (the live hand, the piles, the seats) and on a
    scored round."""
    shown = start(page, "en")
    page.locator(".lp-tt-pile--live[data-pile=stock]").click()
    shown = settled(page, shown)
    if page.locator(".lp-tt-why").count():
        page.locator(".lp-tt-why").click()
    assert axe_in_both_palettes(page, axe) == {"default": [], "slate": []}
    for _ in range(400):
        if page.get_attribute(".lp-tool", "data-state") == "hand-over":
            break
        next_move(page).click()
        shown = settled(page, shown)
    assert axe_in_both_palettes(page, axe) == {"default": [], "slate": []}


# -- the hand viewer: a recorded round with every hand face up ---------------------------------------

RECORDED_ROUND = (ROOT / "tests" / "records" / "three-thirteen" / "t3-round6-wilds.313").read_text(encoding="utf-8")


def laid_out_on_page(row: Locator) -> list[tuple[str, str]]:
    return [tuple(pair) for pair in row.locator(".lp-tt-group").evaluate_all(
        "(groups) => groups.map((g) => [g.dataset.kind, g.dataset.cards])")]


@pytest.mark.parametrize("lang", ["de"])
def test_the_viewer_lays_out_every_hand_in_the_engines_melds_and_ends_on_the_rounds_score(page: Page, axe, lang: str):
    ui = tools_data(lang)["ui"]
    opened = webapi.open_records(RECORDED_ROUND)
    at = 2
    view = webapi.record_step(opened["session"], at)
    token = base64.urlsafe_b64encode(RECORDED_ROUND.encode("utf-8")).decode("ascii").rstrip("=")  # as share-link.js writes it
    page.goto(f"{lang}/tools/hand-viewer/#r={token}&m={at}")
    expect(page.locator(".lp-position")).to_have_attribute("data-at", str(at))
    rows = page.locator(".lp-tt-open-hands > li")
    expect(rows).to_have_count(len(view["seats"]))
    for index, laid in enumerate(view["hand_melds"]):
        expected = [(m["kind"], " ".join(m["cards"])) for m in laid["melds"]]
        expected += [("deadwood", " ".join(laid["leftover"]))] if laid["leftover"] else []
        assert laid_out_on_page(rows.nth(index)) == expected
    expect(page.locator(".lp-tt-open-hands .lp-tt-chip--turn")).to_have_count(1)
    next_move = ui["tt_next_draws"] if view["phase"] == "draw" else ui["tt_next_discards"]
    seat = fill(ui["seat_number"], n=view["to_move"])
    expect(page.locator(".lp-tt-status")).to_contain_text(fill(next_move, seat=seat))
    assert axe(page) == []
    # at the end, the round just played as it was scored, under its own number (not the next deal)
    page.click(".lp-step-end")
    end = webapi.record_step(opened["session"])
    scored = end["rounds_played"][-1]
    expect(page.locator(".lp-tt-results-title")).to_have_text(fill(ui["tt_round_over"], round=scored["round"]))
    expect(page.locator(".lp-tt-round-number")).to_have_text(fill(ui["round_is"], round=scored["round"], rounds=end["rounds"]))
    for index, seat_result in enumerate(scored["seats"]):
        expect(page.locator(".lp-tt-result").nth(index)).to_have_attribute("data-points", str(seat_result["points"]))
