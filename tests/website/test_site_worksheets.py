"""The printable worksheets (sitegen/worksheet.py), in every language: twelve positions made by the
drill generator, each with its question, then the answer key in a block of its own (a page of its
own when printed), its answers and explanations the engine's, with no placeholder left unfilled."""

from __future__ import annotations

import re

import pytest

from sitegen import languages
from sitegen.worksheet import GAMES, POSITIONS, _drills

from site_helpers import BuiltSite

PLACEHOLDER = re.compile(r"\{[a-z_]*\}")


@pytest.mark.parametrize("lang", languages.codes())
@pytest.mark.parametrize("game", GAMES)
def test_worksheet_has_its_positions_then_the_engines_answer_key(site: BuiltSite, lang: str, game: str) -> None:
    html = site.page(lang, f"practice/worksheet-{game}.md").read_text(encoding="utf-8")
    body = html.split('<article', 1)[1]
    sheet, key = body.split('<div class="lp-worksheet-key">', 1)
    drills = _drills(game)
    assert len(drills) == POSITIONS
    for drill in drills:
        shown = drill.to_dict(lang)
        assert shown["question"].replace("'", "&#x27;").replace('"', "&quot;") in sheet or shown["question"] in sheet
        explanation = shown["explanation"].replace("'", "&#x27;").replace('"', "&quot;")
        assert explanation in key or shown["explanation"] in key
        if drill.kind == "number":
            assert f"<strong>{drill.answer}</strong>" in key
    assert key.count("<li>") == POSITIONS
    text = re.sub(r"<[^>]+>", " ", body)
    assert not PLACEHOLDER.search(text), PLACEHOLDER.findall(text)[:3]


def test_the_answer_key_starts_a_printed_page(site: BuiltSite) -> None:
    css = (site.root / "assets" / "stylesheets" / "print.css").read_text(encoding="utf-8")
    assert re.search(r"\.lp-worksheet-key\s*\{\s*break-before:\s*page", css)
