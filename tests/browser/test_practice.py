"""The practice pages in a real browser (each flow in one language): a fresh question of the page's
game from the engine, drawn by the one question component (web/common/question.js) on the game's
table from the engine's own observation, answered on it and checked by the engine (the answer
recomputed here from the drill's seed, index and game), explained with the rule's link on a wrong
answer; mastery kept across a reload, per game; "practise what I get wrong" brings a missed rule
back and stays inside the game; "See it" shows a position with its answer and walks its steps on
the same table; the rules pages' "Try it" leads there; each course game's page offers its rules
only and names its game above every question, in every language; the any-game page drills the game
its link names (#game=ten-point+dirty) and the game the reader picks; a hostile fragment, rule or
game, is refused as text."""

from __future__ import annotations

import json
import re

import pytest
from playwright.sync_api import Page, expect

from browser_harness import PATIENCE_MS, SITE_DIR, rules_page_front_end
from pitch_core.drills import make_drill
from pitch_core.drills.registry import canonical_preset, default_preset, rules_of_preset
from pitch_core.game_names import game_title

pytestmark = pytest.mark.browser


@pytest.fixture
def page(shared_page: Page) -> Page:
    return shared_page


def tools_data(lang: str) -> dict:
    return json.loads((SITE_DIR / "tools-data" / f"{lang}.json").read_text(encoding="utf-8"))


def ui(lang: str) -> dict:
    return tools_data(lang)["ui"]


def url(lang: str, path: str) -> str:
    return path if lang == "en" else f"{lang}/{path}"


def asked(page: Page, rule: str, state: str = "asking"):
    """The drill the page asks (its state `state`), remade here from its seed, index and game."""
    box = page.locator(".lp-practice-drill")
    expect(box).to_have_attribute("data-state", state, timeout=PATIENCE_MS)
    expect(box).to_have_attribute("data-rule", rule)
    return make_drill(rule, int(box.get_attribute("data-seed")), int(box.get_attribute("data-index")),
                      box.get_attribute("data-preset"))


def game_line(lang: str, preset: str) -> str:
    return ui(lang)["question_game"].replace("{game}", game_title(preset, lang))


def press_seat(page: Page, seat: str) -> None:
    """A seat pressed at its place on the table (the names below the table answer too)."""
    page.locator(f'.lp-question-scene .lp-table-seat[data-answer="{seat}"]').click()


def press_card(page: Page, code: str) -> None:
    page.locator(f'.lp-question-scene button[data-answer="{code}"]').click()


@pytest.mark.parametrize("lang", ["de"])
def test_a_trick_answered_on_the_table_is_checked_explained_and_counted(page: Page, lang: str):
    words = ui(lang)
    page.goto(url(lang, "pitch/basics/"))
    page.locator('.lp-rule-practice[data-rule="play.highest-wins"] .lp-rule-practice-link--try').click()
    drill = asked(page, "play.highest-wins")
    assert drill.preset == default_preset("play.highest-wins")
    assert page.url.split("#")[0].endswith(f"/{lang}/practice/{drill.preset}/")
    press_seat(page, drill.answer)
    box = page.locator(".lp-practice-drill")
    expect(box).to_have_attribute("data-state", "right", timeout=PATIENCE_MS)
    expect(page.locator(".lp-question-verdict")).to_have_text(words["question_right"])
    page.locator('[data-control="next"]').click()
    drill = asked(page, "play.highest-wins")
    wrong = next(c.value for c in drill.choices if c.value != drill.answer)
    press_seat(page, wrong)
    expect(box).to_have_attribute("data-state", "wrong", timeout=PATIENCE_MS)
    expect(page.locator(".lp-question-verdict")).to_have_text(words["question_wrong"])
    link = page.locator(".lp-question-feedback a.lp-rule-link").first
    assert link.get_attribute("href").endswith("#play-highest-wins")
    expect(page.locator(f'.lp-question-scene [data-answer="{drill.answer}"].lp-pick--right').first).to_be_visible()
    expect(page.locator(f'.lp-question-scene [data-answer="{wrong}"].lp-pick--wrong').first).to_be_visible()
    # answered: the table says who takes the trick
    winner = tools_data(lang)["ui"][f"seat_{drill.answer}"]
    expect(page.locator(".lp-question-scene .lp-trick-caption--won")).to_contain_text(winner)
    item = page.locator('.lp-practice-rule-list li[data-rule="play.highest-wins"]')
    score = words["practice_score"].replace("{right}", "1").replace("{total}", "2")
    expect(item).to_contain_text(score)
    page.reload()
    expect(page.locator('.lp-practice-rule-list li[data-rule="play.highest-wins"]')).to_contain_text(score)


@pytest.mark.parametrize("lang", ["ro"])
def test_cards_pressed_on_the_hand_and_the_missed_rule_comes_back(page: Page, lang: str):
    assert {"play.only-trump", "trump.cards"} <= set(rules_of_preset("pitch31"))
    page.goto(url(lang, "practice/pitch31/#rule=play.only-trump"))
    drill = asked(page, "play.only-trump")
    wrong = [c.value for c in drill.choices if c.value not in drill.answer][:1]
    for code in wrong:
        press_card(page, code)
    page.locator('[data-control="check"]').click()
    box = page.locator(".lp-practice-drill")
    expect(box).to_have_attribute("data-state", "wrong", timeout=PATIENCE_MS)
    page.locator('.lp-practice-rule-list li[data-rule="trump.cards"] .lp-practice-try').click()
    drill = asked(page, "trump.cards")
    for code in drill.answer:
        press_card(page, code)
    page.locator('[data-control="check"]').click()
    expect(box).to_have_attribute("data-state", "right", timeout=PATIENCE_MS)
    page.locator('[data-control="missed"]').click()
    asked(page, "play.only-trump")


@pytest.mark.parametrize("lang", ["cs"])
def test_see_it_shows_a_position_with_its_answer(page: Page, lang: str):
    page.goto(url(lang, "practice/three-thirteen/#show=tt.meld.set"))
    drill = asked(page, "tt.meld.set", "shown")
    assert drill.preset == "three-thirteen"
    expect(page.locator(f'.lp-question-value[data-answer="{drill.answer}"]')).to_have_class(re.compile("lp-pick--right"))
    expect(page.locator(".lp-question-shown")).to_have_text(ui(lang)["practice_shown"])
    for code in drill.scene.highlight if drill.scene else ():  # the cards the question is about, marked
        expect(page.locator(f'.lp-question-scene [data-card="{code}"].lp-marked').first).to_be_visible()


@pytest.mark.parametrize("lang", ["mk"])
def test_a_number_typed_for_deadwood(page: Page, lang: str):
    page.goto(url(lang, "practice/three-thirteen/#rule=tt.score.deadwood"))
    drill = asked(page, "tt.score.deadwood")
    page.locator(".lp-question-number").fill(str(drill.answer))
    page.locator('[data-control="check"]').click()
    expect(page.locator(".lp-practice-drill")).to_have_attribute("data-state", "right", timeout=PATIENCE_MS)


@pytest.mark.parametrize("lang", ["ro"])
def test_a_claim_from_the_middle_shows_the_middle_face_up(page: Page, lang: str):
    page.goto(url(lang, "practice/thirteen-point-partner/#rule=exchange.claim-point-card"))
    drill = asked(page, "exchange.claim-point-card")
    assert drill.scene is not None
    middle = page.locator(".lp-question-scene .lp-table-middle .lp-face")
    expect(middle).to_have_count(len(drill.scene.view["middle"]))
    assert [face.get_attribute("data-card") for face in middle.all()] == drill.scene.view["middle"]
    page.locator(f'.lp-question-value[data-answer="{drill.answer}"]').click()
    expect(page.locator(".lp-practice-drill")).to_have_attribute("data-state", "right", timeout=PATIENCE_MS)


@pytest.mark.parametrize("lang", ["en"])
def test_a_hostile_fragment_is_refused_as_text(page: Page, lang: str):
    page.goto(url(lang, 'practice/pitch31/#rule=<img src=x onerror="window.hacked=1">'))
    first = tools_data("en")["practice"]["pitch31"][0]
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
    expect(page.locator('[data-tool="house-marks"]')).to_have_attribute("data-ready", "true")
    # Only the house-rules marks' own modules (they read the remembered game, and with no house game
    # remembered fetch nothing more): no runtime, no tools' data, no other front end
    marks = rules_page_front_end()
    assert not [u for u in requested if "/runtime/" in u or "/tools-data/" in u
                or ("/assets/web/" in u and u.split("/assets/web/")[1].split("?")[0] not in marks)]


@pytest.mark.parametrize("lang", ["en"])
def test_a_link_changed_to_a_rule_the_page_does_not_practise_is_said(page: Page, lang: str):
    """The reliability probe's R2: after a hash change, an unknown rule gets a notice too, and the
    question on the table stays."""
    page.goto(url(lang, "practice/pitch31/#rule=play.highest-wins"))
    asked(page, "play.highest-wins")
    page.evaluate("location.hash = '#rule=tt.meld.set'")
    expect(page.locator(".lp-notice")).to_contain_text(ui(lang)["practice_unknown_rule_kept"])
    asked(page, "play.highest-wins")


@pytest.mark.parametrize("lang", ["en"])
def test_a_practice_position_has_no_serious_accessibility_findings(page: Page, lang: str, axe):
    for path, state in (("practice/pitch31/#rule=play.highest-wins", "asking"),
                        ("practice/three-thirteen/#show=tt.wild.rank", "shown"),
                        ("practice/pitch/#game=ten-point+dirty&rule=play.highest-wins", "asking")):
        page.goto(url(lang, path))
        expect(page.locator(".lp-practice-drill")).to_have_attribute("data-state", state, timeout=PATIENCE_MS)
        assert axe(page) == [], path


# -- every question knows its game --------------------------------------------------------------

@pytest.mark.parametrize("preset, lang", [("pitch31", "en"), ("ten-point", "de"), ("thirteen-point-partner", "ro"),
                                          ("three-thirteen", "mk"), ("ten-point", "cs")])
def test_a_course_games_practice_offers_only_its_rules_and_names_its_game(page: Page, preset: str, lang: str):
    rules = rules_of_preset(preset)
    page.goto(url(lang, f"practice/{preset}/"))
    drill = asked(page, rules[0])
    assert drill.preset == preset
    expect(page.locator(".lp-question-game")).to_have_text(game_line(lang, preset))
    listed = page.locator(".lp-practice-rule-list li")
    expect(listed).to_have_count(len(rules))
    assert [item.get_attribute("data-rule") for item in listed.all()] == rules
    heading = ui(lang)["practice_rules_of"].replace("{game}", game_title(preset, lang))
    expect(page.locator(".lp-practice-rules h2")).to_have_text(heading)
    page.locator(f'.lp-practice-rule-list li[data-rule="{rules[-1]}"] .lp-practice-try').click()
    drill = asked(page, rules[-1])
    assert drill.preset == preset
    expect(page.locator(".lp-question-game")).to_have_text(game_line(lang, preset))


@pytest.mark.parametrize("lang", ["de"])
def test_the_any_game_page_drills_the_game_its_link_names(page: Page, lang: str):
    preset = "ten-point+dirty"
    rules = rules_of_preset(preset)
    assert "play.highest-wins" in rules
    page.goto(url(lang, f"practice/pitch/#game={preset}&rule=play.highest-wins"))
    drill = asked(page, "play.highest-wins")
    assert drill.preset == preset
    expect(page.locator(".lp-question-game")).to_have_text(game_line(lang, preset))
    expect(page.locator('.lp-practice-chooser select[name="game"]')).to_have_value("ten-point")
    expect(page.locator('.lp-practice-chooser input[value="dirty"]')).to_be_checked()
    listed = page.locator(".lp-practice-rule-list li")
    expect(listed).to_have_count(len(rules))
    assert [item.get_attribute("data-rule") for item in listed.all()] == rules
    press_seat(page, drill.answer)  # the engine checks it in the same game
    expect(page.locator(".lp-practice-drill")).to_have_attribute("data-state", "right", timeout=PATIENCE_MS)
    # the reader adds a modifier: the page asks the engine for that game's rules and deals in it
    page.locator('.lp-practice-chooser input[value="reverse"]').check()
    chosen = canonical_preset(f"{preset}+reverse")
    box = page.locator(".lp-practice-drill")
    expect(box).to_have_attribute("data-preset", chosen)
    expect(box).to_have_attribute("data-state", "asking", timeout=PATIENCE_MS)
    drill = asked(page, box.get_attribute("data-rule"))
    assert drill.preset == chosen and drill.rule in rules_of_preset(chosen)
    expect(page.locator(".lp-question-game")).to_have_text(game_line(lang, chosen))
    expect(page.locator(".lp-practice-rule-list li")).to_have_count(len(rules_of_preset(chosen)))
    assert f"game={chosen}" in page.url  # the address names the game: the page can be shared


@pytest.mark.parametrize("lang", ["ro"])
def test_an_unknown_game_in_the_link_is_said_and_shown_as_text(page: Page, lang: str):
    page.goto(url(lang, 'practice/pitch/#game=<img src=x onerror="window.hacked=1">&rule=play.highest-wins'))
    drill = asked(page, "play.highest-wins")
    assert drill.preset == "pitch31"
    notice = ui(lang)["practice_unknown_game"].replace("{game}", game_title("pitch31", lang))
    expect(page.locator(".lp-notice")).to_contain_text(notice)
    assert page.evaluate("window.hacked") is None
    assert page.locator(".lp-practice img").count() == 0


@pytest.mark.parametrize("lang", ["cs"])
def test_what_i_get_wrong_stays_inside_the_game_and_old_records_are_read(page: Page, lang: str):
    """A record kept before practice was per game (bare rule IDs) counts in the rule's first course
    game; an answer in one game is not gone over in another."""
    rule = "play.highest-wins"
    first, other = default_preset(rule), "ten-point"
    assert first != other and rule in rules_of_preset(other)
    old = {"version": 1, "revision": 1, "data": {"turn": 1, "rules": {rule: {"right": 0, "wrong": 1, "streak": 0, "due": 2}}}}
    page.evaluate("(value) => localStorage.setItem('learn-pitch:practice', value)", json.dumps(old))
    words = ui(lang)
    start = {game: next(r for r in rules_of_preset(game) if r != rule) for game in (first, other)}
    page.goto(url(lang, f"practice/{first}/#rule={start[first]}"))
    asked(page, start[first])
    score = words["practice_score"].replace("{right}", "0").replace("{total}", "1")
    expect(page.locator(f'.lp-practice-rule-list li[data-rule="{rule}"]')).to_contain_text(score)
    page.goto(url(lang, f"practice/{other}/#rule={start[other]}"))
    asked(page, start[other])
    expect(page.locator(f'.lp-practice-rule-list li[data-rule="{rule}"]')).to_have_attribute("data-level", "new")
    page.locator('[data-control="missed"]').click()
    expect(page.locator(".lp-practice-missed-note")).to_have_text(words["practice_nothing_missed"])
    page.goto(url(lang, f"practice/{first}/#rule={start[first]}"))
    asked(page, start[first])
    page.locator('[data-control="missed"]').click()
    drill = asked(page, rule)
    assert drill.preset == first


def test_a_rule_the_game_does_not_play_is_refused_by_the_engine_in_words(engine):
    played = set(rules_of_preset("pitch31"))
    rule = next(r for r in rules_of_preset("three-thirteen") + rules_of_preset("thirteen-point-partner") if r not in played)
    refused = engine.error("drill", rule=rule, seed=1, index=0, preset="pitch31")
    assert refused["code"] == "drill.not-in-game"
    assert refused["message"] and "Traceback" not in refused["message"]
    assert engine.call("practice_rules", preset="ten-point+dirty")["rules"] == rules_of_preset("ten-point+dirty")
