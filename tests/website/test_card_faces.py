"""The card faces: the sprite drawn from the engine's cards, and every page that draws from it.

``<site>/assets/cards/cards.svg`` (sitegen/card_faces.py) must hold a face for every card
``pitch_core`` knows, coloured as the engine colours its suit, with two jokers that cannot be
mistaken for each other; every ``<use href="...cards.svg#...">`` of every built page must reach a
symbol of that very file; and a rules page and a tool page must actually show faces in Chromium.
"""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
from functools import lru_cache
from pathlib import Path
from urllib.parse import unquote, urlsplit

import pytest
from browser_harness import PATIENCE_MS, serve_site
from html_scan import parse
from site_helpers import BuiltSite

from pitch_core.cards import ALL_CARDS, Card
from sitegen import cards as site_cards
from sitegen import languages

SVG = "{http://www.w3.org/2000/svg}"


@lru_cache(maxsize=None)
def _symbols(sprite: Path) -> dict[str, ET.Element]:
    root = ET.parse(sprite).getroot()
    return {symbol.get("id", ""): symbol for symbol in root.iter(f"{SVG}symbol")}


def symbols(site: BuiltSite, lang: str = "en") -> dict[str, ET.Element]:
    sprite = site.root / site_cards.sprite_path(lang)
    assert sprite.is_file(), f"no card sprite at {site_cards.sprite_path(lang)}"
    return _symbols(sprite)


def page_language(site: BuiltSite, path: Path) -> str:
    first = path.relative_to(site.root).parts[0]
    return first if first in languages.translations() else languages.default()


def ink(symbol: ET.Element) -> set[str]:
    """The colours a face's text (indices, letters) is drawn in."""
    return {text.get("fill", "") for text in symbol.iter(f"{SVG}text")}


def rgb(colour: str) -> tuple[int, int, int]:
    assert re.fullmatch(r"#[0-9a-fA-F]{6}", colour), colour
    return int(colour[1:3], 16), int(colour[3:5], 16), int(colour[5:7], 16)


def test_the_sprite_has_a_face_for_every_card_the_engine_knows(site: BuiltSite) -> None:
    found = symbols(site)
    wanted = {site_cards.BACK_ID} | {site_cards.symbol_id(c) for c in ALL_CARDS} | {site_cards.mini_id(c) for c in ALL_CARDS}
    assert wanted <= set(found), f"missing: {sorted(wanted - set(found))}"
    for ident in wanted - {site_cards.BACK_ID}:
        marks = list(found[ident].iter())[2:]  # past the symbol and the card's outline
        assert marks, f"{ident} draws a blank card"


def test_every_card_the_tools_can_name_has_a_face(site: BuiltSite) -> None:
    """The tools draw ``card-<code>`` for the codes their data names (web/common/cards.js)."""
    found = symbols(site)
    for lang in languages.codes():
        names = json.loads((site.root / "tools-data" / f"{lang}.json").read_text(encoding="utf-8"))["card_names"]
        # the cards, and the look-alike joker (JK); Three Thirteen's printed joker is a name drawn with JK's face
        faces = set(names) - {site_cards.TT_JOKER_NAME}
        assert {f"card-{code}" for code in faces} <= set(found), lang
        assert faces == {card.code for card in ALL_CARDS} | {site_cards.ALIKE_JOKER}, lang


@pytest.mark.parametrize("size", ["card", "mini"])
def test_red_and_black_follow_the_engines_suit_colour(site: BuiltSite, size: str) -> None:
    found = symbols(site)
    inks: dict[bool, set[str]] = {True: set(), False: set()}
    for card in ALL_CARDS:
        if card.is_joker:
            continue
        symbol = found[f"{size}-{card.code}"]
        drawn = ink(symbol)
        assert len(drawn) == 1, f"{card.code}: text in {drawn}"
        inks[card.natural_suit.is_red] |= drawn
        assert symbol.get("data-colour") == ("red" if card.natural_suit.is_red else "black"), card.code
        pips = {path.get("fill") for path in symbol.iter(f"{SVG}path")} - {site_cards_gold(site)}
        assert pips == drawn, f"{card.code}: pips in {pips}, index in {drawn}"
    assert len(inks[True]) == len(inks[False]) == 1, inks
    (red,), (black,) = inks[True], inks[False]
    r, g, b = rgb(red)
    assert r > 2 * g and r > 2 * b, f"red cards are drawn in {red}"
    assert max(rgb(black)) < 0x40, f"black cards are drawn in {black}"


def site_cards_gold(_site: BuiltSite) -> str:
    from sitegen import card_faces

    return card_faces.GOLD  # the court cards' crowns


@pytest.mark.parametrize("size", ["card", "mini"])
def test_the_two_jokers_differ_at_a_glance(site: BuiltSite, size: str) -> None:
    found = symbols(site)
    high, low = found[f"{size}-HJ"], found[f"{size}-LJ"]
    assert ET.tostring(high) != ET.tostring(low)
    stars = [{(p.get("fill"), p.get("stroke")) for p in s.iter(f"{SVG}polygon")} for s in (high, low)]
    assert stars[0] and stars[1] and not stars[0] & stars[1], f"the jokers' stars look alike: {stars}"
    if size == "card":
        assert ink(high) and ink(low) and ink(high) != ink(low), "JOKER is written in the same colour on both"


def _card_pages(site: BuiltSite) -> list[Path]:
    return [p for p in site.html_files() if "runtime" not in p.relative_to(site.root).parts]


def test_every_card_on_every_page_reaches_a_symbol_of_its_languages_sprite(site: BuiltSite) -> None:
    problems, seen = [], 0
    for path in _card_pages(site):
        lang = page_language(site, path)
        sprite = (site.root / site_cards.sprite_path(lang)).resolve()
        found = symbols(site, lang)
        for tag in parse(path).tags:
            href = tag.attrs.get("href", "") if tag.name == "use" else ""
            if not href:
                continue
            seen += 1
            parts = urlsplit(href)
            base = site.root if parts.path.startswith("/") else path.parent
            target = (base / unquote(parts.path).lstrip("/")).resolve()
            where = path.relative_to(site.root)
            if target != sprite:
                problems.append(f"{where}: {href} is not the {lang} card sprite")
            elif parts.fragment not in found:
                problems.append(f"{where}: {href}: no such symbol")
    assert seen > 100, f"only {seen} card faces in the whole site"
    assert not problems, "\n".join(problems[:30])


def test_a_rules_page_shows_named_faces_in_every_language(site: BuiltSite) -> None:
    for lang in languages.codes():
        page = parse(site.page(lang, "pitch/pitch31.md"))
        faces = [t for t in page.tags if t.name == "span" and "lp-card" in t.attrs.get("class", "").split()]
        assert len(faces) >= 16, f"{lang}: {len(faces)} card faces on the Pitch 31 page"
        names = {t.attrs["data-card"]: t.attrs["aria-label"] for t in faces}
        for code in ("HJ", "LJ", "AH", "JD"):
            assert names[code] == site_cards.name(Card.parse(code), lang), (lang, code)
        assert names["HJ"] != names["LJ"], lang
        assert sum(1 for t in page.tags if t.name == "use") >= len(faces)


@pytest.mark.parametrize("lang", languages.codes())
def test_each_languages_faces_and_text_print_its_own_index_letters(site: BuiltSite, lang: str) -> None:
    """de A K D B, mk А П Д Џ ...: the letters come from the catalogs (msgctxt card-index)."""
    from pitch_core import grammar
    from pitch_core.cards import Rank

    found = symbols(site, lang)
    for rank in grammar.LETTERED:
        letter = grammar.index(rank, lang)
        code = f"{rank.letter}H"
        for size in ("card", "mini"):
            texts = {text.text for text in found[f"{size}-{code}"].iter(f"{SVG}text")}
            assert letter in texts, f"{lang} {size}-{code}: {texts}, not {letter}"
    queen = grammar.index(Rank.QUEEN, lang)
    assert (lang == "en") == (queen == "Q"), "a translated language kept the English Q"
    # the cards' text on a rules page (copied, searched, printed) uses the same letters
    html = site.page(lang, "pitch/basics.md").read_text(encoding="utf-8")
    written = re.findall(r'<span class="lp-card__text">([^<]*)</span>', html)
    assert f"{queen}♥" in written or f"{queen}♦" in written, f"{lang}: no card written {queen}♥ on basics"
    english_only = {grammar.english_index(r) for r in grammar.LETTERED} - {grammar.index(r, lang) for r in grammar.LETTERED}
    assert not [w for w in written if w[:-1] in english_only], f"{lang}: English index letters in {written}"


def test_a_tool_page_loads_the_faces_and_their_styles(site: BuiltSite) -> None:
    page = parse(site.page("en", "play.md"))
    styles = [t.attrs.get("href", "") for t in page.tags if t.name == "link" and t.attrs.get("rel") == "stylesheet"]
    assert any(href.endswith("assets/web/common/cards.css") for href in styles), styles
    painter = (site.root / "assets/web/common/cards.js").read_text(encoding="utf-8")
    assert f'"{site_cards.SPRITE_PATH}"' in painter and "createElementNS" in painter


# -- in Chromium: the faces are drawn, at every depth of the site ------------------------------------

DRAWN = """(selector) => {
  const uses = [...document.querySelectorAll(selector)];
  return uses.length > 0 && uses.every((use) => { const box = use.getBBox(); return box.width > 0 && box.height > 0; });
}"""


@pytest.fixture(scope="module")
def face_page(site: BuiltSite, browser):
    with serve_site(site.root) as origin:
        page = browser.new_page()
        problems: list[str] = []
        page.on("console", lambda m: problems.append(m.text) if m.type == "error" else None)
        # A request cut short by the next navigation (the search worker's) is no problem; the sprite's is.
        page.on("requestfailed", lambda r: problems.append(f"{r.url}: {r.failure}") if "cards.svg" in r.url else None)
        page.on("response", lambda r: problems.append(f"{r.url}: {r.status}") if r.status >= 400 else None)
        yield page, origin, problems
        page.close()


@pytest.mark.browser
@pytest.mark.parametrize("address, selector, least", [
    ("", ".lp-fan use", 5),
    ("pitch/pitch31/", ".lp-card use", 16),
    ("ro/pitch/pitch31/", ".lp-card use", 16),
])
def test_pages_draw_their_card_faces(face_page, address: str, selector: str, least: int) -> None:
    page, origin, problems = face_page
    problems.clear()
    page.goto(f"{origin}{address}")
    page.wait_for_function(DRAWN, arg=selector, timeout=PATIENCE_MS)
    assert page.locator(selector).count() >= least
    assert not problems, problems


@pytest.mark.browser
def test_a_tool_draws_faces_with_the_cards_names(face_page) -> None:
    """The meld calculator draws the pack to pick from before the engine is up: a real button
    per card, each a drawn face (decoration) with the card's name as its text."""
    page, origin, problems = face_page
    problems.clear()
    page.goto(f"{origin}tools/meld-calculator/")
    buttons = page.locator(".lp-tool .lp-face-button")
    buttons.first.wait_for(state="attached", timeout=PATIENCE_MS)
    page.evaluate("() => document.querySelectorAll('.lp-tool details').forEach((d) => { d.open = true; })")
    assert buttons.count() >= 52
    page.wait_for_function(DRAWN, arg=".lp-tool .lp-face-button .lp-face use", timeout=PATIENCE_MS)
    for index in (0, 51):
        button = buttons.nth(index)
        code = button.get_attribute("data-card")
        assert button.evaluate("(b) => b.tagName") == "BUTTON"
        assert button.locator("svg.lp-face").get_attribute("aria-hidden") == "true"
        assert button.locator(".lp-sr-only").first.inner_text().strip() == site_cards.name(Card.parse(code), "en")
    assert not problems, problems
