"""The practice pages in a real browser (each flow in one language): a fresh position from the
engine, answered on the table and checked by the engine (the answer recomputed here from the drill's
seed and index), explained with the rule's link on a wrong answer; mastery kept across a reload;
"practise what I get wrong" brings a missed rule back; "See it" shows a position with its answer;
the rules pages' "Try it" leads there; a hostile fragment is refused as text."""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import Page, expect

from browser_harness import PATIENCE_MS, SITE_DIR
from pitch_core.drills import make_drill

pytestmark = pytest.mark.browser


@pytest.fixture
def page(shared_page: Page) -> Page:
    return shared_page


def ui(lang: str) -> dict:
    return json.loads((SITE_DIR / "tools-data" / f"{lang}.json").read_text(encoding="utf-8"))["ui"]


def url(lang: str, path: str) -> str:
    return path if lang == "en" else f"{lang}/{path}"


def asked(page: Page, rule: str):
    box = page.locator(".lp-practice-drill")
    expect(box).to_have_attribute("data-state", "asking", timeout=PATIENCE_MS)
    expect(box).to_have_attribute("data-rule", rule)
    return make_drill(rule, int(box.get_attribute("data-seed")), int(box.get_attribute("data-index")))


def press_seat(page: Page, seat: str) -> None:
    page.locator(f'.lp-practice-position .lp-table-seat[data-seat="{seat}"]').click()


@pytest.mark.parametrize("lang", ["de"])
def test_a_trick_answered_on_the_table_is_checked_explained_and_counted(page: Page, lang: str):
    words = ui(lang)
    page.goto(url(lang, "pitch/basics/"))
    page.locator('.lp-rule-practice[data-rule="play.highest-wins"] .lp-rule-practice-link--try').click()
    drill = asked(page, "play.highest-wins")
    press_seat(page, drill.answer)
    box = page.locator(".lp-practice-drill")
    expect(box).to_have_attribute("data-state", "right", timeout=PATIENCE_MS)
    expect(page.locator(".lp-practice-verdict")).to_have_text(words["practice_right"])
    page.locator('[data-control="next"]').click()
    drill = asked(page, "play.highest-wins")
    wrong = next(c.value for c in drill.choices if c.value != drill.answer)
    press_seat(page, wrong)
    expect(box).to_have_attribute("data-state", "wrong", timeout=PATIENCE_MS)
    expect(page.locator(".lp-practice-verdict")).to_have_text(words["practice_wrong"])
    link = page.locator(".lp-practice-feedback a.lp-rule-link")
    assert link.get_attribute("href").endswith("#play-highest-wins")
    expect(page.locator(f'.lp-practice-position [data-seat="{drill.answer}"].lp-practice-correct').first).to_be_visible()
    item = page.locator('.lp-practice-rule-list li[data-rule="play.highest-wins"]')
    score = words["practice_score"].replace("{right}", "1").replace("{total}", "2")
    expect(item).to_contain_text(score)
    page.reload()
    expect(page.locator('.lp-practice-rule-list li[data-rule="play.highest-wins"]')).to_contain_text(score)


@pytest.mark.parametrize("lang", ["ro"])
def test_cards_pressed_on_the_hand_and_the_missed_rule_comes_back(page: Page, lang: str):
    page.goto(url(lang, "practice/pitch/#rule=play.only-trump"))
    drill = asked(page, "play.only-trump")
    wrong = [c.value for c in drill.choices if c.value not in drill.answer][:1]
    for code in wrong:
        page.locator(f'.lp-practice-position .lp-table-hand [data-move="{code}"]').click()
    page.locator('[data-control="check"]').click()
    box = page.locator(".lp-practice-drill")
    expect(box).to_have_attribute("data-state", "wrong", timeout=PATIENCE_MS)
    page.locator('.lp-practice-rule-list li[data-rule="trump.cards"] .lp-practice-try').click()
    drill = asked(page, "trump.cards")
    for code in drill.answer:
        page.locator(f'.lp-practice-position .lp-table-hand [data-move="{code}"]').click()
    page.locator('[data-control="check"]').click()
    expect(box).to_have_attribute("data-state", "right", timeout=PATIENCE_MS)
    page.locator('[data-control="missed"]').click()
    asked(page, "play.only-trump")


@pytest.mark.parametrize("lang", ["cs"])
def test_see_it_shows_a_position_with_its_answer(page: Page, lang: str):
    page.goto(url(lang, "practice/three-thirteen/#show=tt.meld.set"))
    box = page.locator(".lp-practice-drill")
    expect(box).to_have_attribute("data-state", "shown", timeout=PATIENCE_MS)
    drill = make_drill("tt.meld.set", int(box.get_attribute("data-seed")), int(box.get_attribute("data-index")))
    assert "lp-practice-correct" in page.locator(f'.lp-practice-choice[data-value="{drill.answer}"]').get_attribute("class")
    expect(page.locator(".lp-practice-shown")).to_have_text(ui(lang)["practice_shown"])


@pytest.mark.parametrize("lang", ["mk"])
def test_a_number_typed_for_deadwood(page: Page, lang: str):
    page.goto(url(lang, "practice/three-thirteen/#rule=tt.score.deadwood"))
    drill = asked(page, "tt.score.deadwood")
    page.locator(".lp-practice-number").fill(str(drill.answer))
    page.locator('[data-control="check"]').click()
    expect(page.locator(".lp-practice-drill")).to_have_attribute("data-state", "right", timeout=PATIENCE_MS)


@pytest.mark.parametrize("lang", ["ro"])
def test_a_claim_from_the_middle_shows_the_middle_seat_by_seat(page: Page, lang: str):
    page.goto(url(lang, "practice/pitch/#rule=exchange.claim-point-card"))
    drill = asked(page, "exchange.claim-point-card")
    middle = page.locator(".lp-practice-middle li")
    seats = list(dict.fromkeys(seat for seat, _ in drill.position["middle"]))
    expect(middle).to_have_count(len(seats))
    for row, seat in zip(middle.all(), seats):
        codes = [code for s, code in drill.position["middle"] if s == seat]
        assert [face.get_attribute("data-card") for face in row.locator(".lp-face").all()] == codes
    page.locator(f'.lp-practice-choice[data-value="{drill.answer}"]').click()
    expect(page.locator(".lp-practice-drill")).to_have_attribute("data-state", "right", timeout=PATIENCE_MS)


@pytest.mark.parametrize("lang", ["en"])
def test_a_hostile_fragment_is_refused_as_text(page: Page, lang: str):
    page.goto(url(lang, 'practice/pitch/#rule=<img src=x onerror="window.hacked=1">'))
    first = json.loads((SITE_DIR / "tools-data" / "en.json").read_text(encoding="utf-8"))["practice"]["pitch"][0]
    asked(page, first)
    expect(page.locator(".lp-notice")).to_contain_text(ui(lang)["practice_unknown_rule"])
    assert page.evaluate("window.hacked") is None
    assert page.locator(".lp-practice img").count() == 0


@pytest.mark.parametrize("lang", ["de"])
def test_the_rules_page_with_its_links_loads_no_runtime_and_no_front_end(page: Page, lang: str):
    requested: list[str] = []
    page.on("request", lambda request: requested.append(request.url))
    page.goto(url(lang, "pitch/basics/"))
    expect(page.locator(".lp-rule-practice").first).to_be_visible()
    page.wait_for_load_state("load")
    assert not [u for u in requested if "/runtime/" in u or "/assets/web/" in u]


@pytest.mark.parametrize("lang", ["en"])
def test_a_practice_position_has_no_serious_accessibility_findings(page: Page, lang: str, axe):
    for path, state in (("practice/pitch/#rule=play.highest-wins", "asking"),
                        ("practice/three-thirteen/#show=tt.wild.rank", "shown")):
        page.goto(url(lang, path))
        expect(page.locator(".lp-practice-drill")).to_have_attribute("data-state", state, timeout=PATIENCE_MS)
        assert axe(page) == [], path
