"""Where a game's two jokers look alike (13-point partner: the first one played is the high one),
every table draws both as the one joker they are; elsewhere each joker keeps its own face
(issue 30: a worksheet drew the small joker beside a key saying the high joker won)."""

from __future__ import annotations

import re

import pytest

pytest.importorskip("mkdocs", reason="the site build runs on CPython, not inside Pyodide")

from pitch_core.cards import Card
from pitch_core.drills import make_drill
from pitch_core.messages import render
from pitch_core.pitch.presets import get_ruleset
from sitegen import cards
from sitegen.card_faces import sprite
from sitegen.worksheet import worksheet

FIRST_JOKER_HIGH = "thirteen-point-partner"


@pytest.mark.parametrize("preset", ["pitch31", "ten-point", FIRST_JOKER_HIGH])
def test_the_view_says_whether_the_jokers_look_alike(preset: str) -> None:
    drill = make_drill("play.highest-wins", 1, 0, preset)
    alike = get_ruleset(preset).joker_identity == "first_played_high"
    assert drill.scene is not None and drill.scene.view["jokers_alike"] is alike


def test_the_first_joker_drill_draws_both_jokers_alike() -> None:
    drill = make_drill("play.first-joker-high", 1, 0, FIRST_JOKER_HIGH)
    with cards.jokers_drawn_alike(cards.ALIKE):
        drawn = [cards.cards_html(code, "ro") for code in ("HJ", "LJ")]
    assert all(f"#mini-{cards.ALIKE_JOKER}" in html for html in drawn)
    assert drawn[0].replace('data-card="HJ"', 'data-card="LJ"') == drawn[1]  # one face, one name
    assert drill.scene is not None and any(play["card"] in ("HJ", "LJ") for play in
                                           (drill.scene.view["last_trick"] or {"cards": []})["cards"])


@pytest.mark.parametrize("lang", ["en", "ro"])
def test_a_worksheet_draws_jokers_as_its_game_shows_them(lang: str) -> None:
    alike = worksheet(lang, [FIRST_JOKER_HIGH], "")
    plain = worksheet(lang, ["ten-point"], "")
    assert not re.search(r"#mini-(HJ|LJ)\b", alike)
    assert re.search(r"#mini-(HJ|LJ)\b", plain)


def test_three_thirteen_names_its_printed_joker_apart_from_pitchs() -> None:
    card = Card.parse("HJ")
    with cards.jokers_drawn_alike(cards.PRINTED):
        printed = cards.card_html(card, "en")
    with cards.jokers_drawn_alike(cards.ALIKE):
        pitch = cards.card_html(card, "en")
    assert 'aria-label="joker"' in printed and 'aria-label="joker"' in pitch
    said = render("tt.deck.no-jokers", {"card": card}, "en")
    assert "joker" in said and "high joker" not in said.lower()
    assert "high joker" in render("play.highest-wins", {"card": card, "seat": "N", "trick": 1}, "en").lower()


def test_the_sprite_has_the_look_alike_joker_unlike_either() -> None:
    drawn = sprite("en")
    faces = {ident: body for ident, body in re.findall(r'<symbol id="(card-(?:HJ|LJ|JK))"[^>]*>(.*?)</symbol>', drawn)}
    assert set(faces) == {"card-HJ", "card-LJ", "card-JK"}
    assert len(set(faces.values())) == 3
