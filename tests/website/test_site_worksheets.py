"""The printable worksheets (sitegen/worksheet.py), one per course game, in every language: the game
named at the top; twelve positions of that game made by the drill generator, each numbered, titled
by what it asks (never by the rule that answers it), its table said from the drill's scene (the
hands face up and the trick on the table, card by card) and followed by the room its kind of
answer needs (cards to circle, a box for each choice, a box for a number); then the answer key in
a block of its own (a page of its own when printed), each item naming its game, with the engine's
answer and explanation, and no placeholder left unfilled."""

from __future__ import annotations

import html as html_module
import re

import pytest

from pitch_core.drills.pages import WORKSHEET_PAGES
from pitch_core.message_params import format_number
from pitch_core.drills.registry import COURSE_GAMES, rules_of_preset
from pitch_core.game_names import game_title
from sitegen import languages
from sitegen.catalogs import gettext
from sitegen.rule_titles import rule_title
from sitegen.worksheet import ANSWER_KINDS, CARD_CODES, GAMES, POSITIONS, _drills, question_kind

from site_helpers import BuiltSite

PLACEHOLDER = re.compile(r"\{[a-z_]*\}")
ITEM = re.compile(r'<section class="lp-worksheet-item" data-rule="([^"]+)" data-preset="([^"]+)">(.*?)</section>', re.S)
TITLE = re.compile(r'<h2 class="lp-worksheet-title" id="q(\d+)"><span class="lp-worksheet-number">(\d+)\.</span> (.*?)</h2>')
KEY_ITEM = re.compile(r'<li data-rule="([^"]+)" data-preset="([^"]+)">(.*?)</li>', re.S)
CARD = re.compile(r'data-card="([^"]+)"')


def text(fragment: str) -> str:
    return html_module.unescape(re.sub(r"<[^>]+>", " ", fragment))


def sheet(site: BuiltSite, lang: str, preset: str) -> tuple[str, str, str]:
    """The page's worksheet: (its head, its items, its answer key) as HTML."""
    page = site.page(lang, f"practice/worksheet-{preset}.md").read_text(encoding="utf-8")
    body = page.split("<article", 1)[1]
    head, rest = body.split('<section class="lp-worksheet-item"', 1)
    items, key = rest.split('<div class="lp-worksheet-key">', 1)
    return head, '<section class="lp-worksheet-item"' + items, key


def test_one_sheet_per_course_game() -> None:
    assert tuple(GAMES) == COURSE_GAMES
    assert set(WORKSHEET_PAGES) == set(COURSE_GAMES)


@pytest.mark.parametrize("lang", languages.codes())
@pytest.mark.parametrize("preset", GAMES)
def test_worksheet_has_its_games_positions_then_the_engines_answer_key(site: BuiltSite, lang: str, preset: str) -> None:
    head, items, key = sheet(site, lang, preset)
    drills = _drills(preset)
    assert len(drills) == min(POSITIONS, len(rules_of_preset(preset)))
    assert all(drill.preset == preset for drill in drills)
    assert {drill.rule for drill in drills} <= set(rules_of_preset(preset))
    found = ITEM.findall(items)
    assert [(rule, game) for rule, game, _ in found] == [(d.rule, preset) for d in drills]
    for drill, (_, _, item) in zip(drills, found):
        shown = drill.to_dict(lang)
        assert shown["question"] in text(item)
        facts, room = item.split('<p class="lp-worksheet-question">', 1)
        assert set(_scene_cards(drill)) <= set(CARD.findall(facts)), (drill.rule, "a card of the table is not said")
        _assert_room_to_answer(drill, room)
    answers = KEY_ITEM.findall(key)
    assert [(rule, game) for rule, game, _ in answers] == [(d.rule, preset) for d in drills]
    for drill, (_, _, answer) in zip(drills, answers):
        shown = drill.to_dict(lang)
        assert shown["explanation"] in text(answer)
        if drill.kind == "number":
            assert f"<strong>{format_number(drill.answer, lang)}</strong>" in answer  # −9, with the minus sign
        if drill.kind == "cards" and set(drill.answer) <= CARD_CODES:  # the key shows the answer's cards
            said = answer.split('class="lp-worksheet-key-why"', 1)[0]
            assert sorted(CARD.findall(said)) == sorted(drill.answer), drill.rule
    body = text(head + items + key)
    assert not PLACEHOLDER.search(body), PLACEHOLDER.findall(body)[:3]


def _scene_cards(drill) -> list[str]:
    """The cards the drill's table shows: the hands face up and the trick on the table."""
    view, scene = drill.scene.view, drill.scene
    held = view["hands"] if "hands" in view else {view["seat"]: view["hand"]}
    if isinstance(held, list):
        held = dict(zip(view["seats"], held))
    cards = [code for seat, hand in held.items() if scene.shown is None or seat in scene.shown for code in hand]
    if drill.game == "pitch":
        trick = (view["last_trick"] or {"cards": []})["cards"] if scene.trick == "last" else view["trick"]
        cards += [play["card"] for play in trick]
    return cards


def _assert_room_to_answer(drill, room: str) -> None:
    """The room the drill's kind of answer takes: every card choice to circle, a box before every
    other choice, a box to write a number in, a numbered blank for each place of an order."""
    assert drill.kind in ANSWER_KINDS
    assert f'class="lp-worksheet-write lp-worksheet-answer--{drill.kind}"' in room
    values = [choice.value for choice in drill.choices]
    if drill.kind in ("card", "cards") and values and set(values) <= CARD_CODES:
        assert room.count('class="lp-worksheet-circle"') == len(values)
        assert CARD.findall(room) == values
    elif drill.kind in ("card", "cards", "seat", "choice"):
        assert room.count('class="lp-worksheet-box"') == len(values) > 0
    elif drill.kind == "number":
        assert 'lp-worksheet-number-box' in room
    else:
        assert room.count('class="lp-worksheet-blank"') == len(values)


@pytest.mark.parametrize("lang", languages.codes())
@pytest.mark.parametrize("preset", GAMES)
def test_the_sheet_and_every_key_item_name_the_game(site: BuiltSite, lang: str, preset: str) -> None:
    head, _, key = sheet(site, lang, preset)
    game = game_title(preset, lang)
    assert game in text(head), f"the top of the {preset} sheet does not name {game!r}"
    answers = KEY_ITEM.findall(key)
    assert answers
    for rule, _, answer in answers:
        assert game in text(answer), f"{lang} {preset}: the key's answer for {rule} does not name the game"


@pytest.mark.parametrize("lang", languages.codes())
@pytest.mark.parametrize("preset", GAMES)
def test_items_are_numbered_and_titled_by_what_they_ask_not_by_their_rule(site: BuiltSite, lang: str, preset: str) -> None:
    _, items, _ = sheet(site, lang, preset)
    found = ITEM.findall(items)
    for number, (rule, _, item) in enumerate(found, start=1):
        (anchor, shown_number, title), = TITLE.findall(item)
        assert int(anchor) == int(shown_number) == number
        title = html_module.unescape(re.sub(r"<button\b.*?</button>", "", title))  # the heading's words, not its copy-link
        assert title == gettext(lang, question_kind(rule))
        ruled = rule_title(rule, lang)
        assert ruled and ruled.casefold() not in title.casefold(), f"{lang} item {number} is titled by its rule: {title!r}"
        assert rule_title(rule, lang) not in text(item), f"{lang} item {number} names its rule {ruled!r}"


def test_no_question_kind_is_a_rules_title() -> None:
    """A kind's title never gives an answer away: none is (or holds) a rule's title."""
    from pitch_core.rulebook import RULES

    from sitegen.worksheet import OTHER_KIND, QUESTION_KINDS

    for lang in languages.codes():
        kinds = {gettext(lang, kind).casefold() for kind in (*QUESTION_KINDS.values(), OTHER_KIND)}
        for rule in RULES:
            ruled = (rule_title(rule, lang) or "").casefold()
            assert ruled and not any(ruled in kind for kind in kinds), (lang, rule, ruled)


def test_the_answer_key_starts_a_printed_page(site: BuiltSite) -> None:
    css = (site.root / "assets" / "stylesheets" / "worksheet.css").read_text(encoding="utf-8")
    assert re.search(r"\.lp-worksheet-key\s*\{\s*break-before:\s*page", css)
