"""The blank score pads (``[[score-pad GAME]]``, sitegen/score_pad.py) are the engine's games: the
target a Pitch pad names, the rounds, cards and wild ranks of the Three Thirteen pad, a column pair
per team or player, each page's pad for its own game, and every course game with a pad page in
every language, reached from the score keeper and from its cheat sheet. That they print on one
page is tests/website/test_site_print.py's."""

from __future__ import annotations

import re
from html.parser import HTMLParser

import pytest

from pitch_core import grammar
from pitch_core.game_names import game_title
from pitch_core.pitch import get_ruleset as pitch_ruleset
from pitch_core.three_thirteen import get_ruleset as thirteen_ruleset
from pitch_core.three_thirteen.record import MAX_PLAYERS
from sitegen import languages
from sitegen.directives import DirectiveError, expand
from sitegen.score_pad import GAMES, PITCH_LINES, THIRTEEN

PITCH_GAMES = [game for game in GAMES if game != THIRTEEN]


class Rows(HTMLParser):
    """The pad's caption and its rows, each a list of (tag, colspan, text) cells."""

    def __init__(self) -> None:
        super().__init__()
        self.caption = ""
        self.rows: list[list[tuple[str, int, str]]] = []
        self._cell: tuple[str, int] | None = None
        self._text = ""
        self._in_caption = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "tr":
            self.rows.append([])
        elif tag in ("th", "td"):
            self._cell, self._text = (tag, int(dict(attrs).get("colspan") or 1)), ""
        elif tag == "caption":
            self._in_caption = True

    def handle_endtag(self, tag: str) -> None:
        if tag in ("th", "td") and self._cell:
            self.rows[-1].append((*self._cell, self._text.strip()))
            self._cell = None
        elif tag == "caption":
            self._in_caption = False

    def handle_data(self, data: str) -> None:
        if self._in_caption:
            self.caption += data
        elif self._cell:
            self._text += data


def pad(game: str, lang: str) -> Rows:
    rows = Rows()
    rows.feed(expand(f"[[score-pad {game}]]", lang))
    return rows


def width(row: list[tuple[str, int, str]]) -> int:
    return sum(span for _tag, span, _text in row)


@pytest.mark.parametrize("lang", languages.codes())
@pytest.mark.parametrize("game", PITCH_GAMES)
def test_pitch_pad_names_the_game_and_its_target(game: str, lang: str) -> None:
    rows = pad(game, lang)
    rules = pitch_ruleset(game)
    assert game_title(game, lang) in rows.caption and str(rules.target) in rows.caption
    teams, heads, names, *hands = rows.rows
    assert [text for _tag, span, text in teams if span == 2] == [
        {"en": "North–South", "ro": "Nord–Sud", "de": "Nord–Süd", "cs": "Sever–Jih", "mk": "Север–Југ"}[lang],
        {"en": "East–West", "ro": "Est–Vest", "de": "Ost–West", "cs": "Východ–Západ", "mk": "Исток–Запад"}[lang]]
    assert len(heads) == 4  # points and running total, per team
    assert [text for _tag, _span, text in (row[0] for row in hands)] == [str(n) for n in range(1, PITCH_LINES + 1)]
    assert {width(row) for row in [names, *hands]} == {width(teams)} == {8}


@pytest.mark.parametrize("lang", languages.codes())
def test_three_thirteen_pad_has_the_engines_rounds(lang: str) -> None:
    rows = pad(THIRTEEN, lang)
    rules = thirteen_ruleset(THIRTEEN)
    assert game_title(THIRTEEN, lang) in rows.caption
    players, heads, names, *rounds = rows.rows
    assert len([cell for cell in players if cell[1] == 2]) == MAX_PLAYERS
    assert len(heads) == 2 * MAX_PLAYERS
    assert len(rounds) == rules.rounds
    for number, row in enumerate(rounds, start=1):
        assert [text for _tag, _span, text in row[:3]] == [
            str(number), str(rules.hand_size(number)), grammar.index(rules.wild_rank(number), lang)]
    assert {width(row) for row in [names, *rounds]} == {width(players)} == {3 + 2 * MAX_PLAYERS}


def test_a_pad_for_no_course_game_fails_the_build() -> None:
    with pytest.raises(DirectiveError, match="score-pad GAME"):
        expand("[[score-pad 16-point]]", "en")


@pytest.mark.parametrize("lang", languages.codes())
@pytest.mark.parametrize("game", GAMES)
def test_each_game_has_its_pad_page_linked_from_its_sheet_and_the_score_keeper(game: str, lang: str) -> None:
    suffix = "" if lang == languages.default() else f".{lang}"
    page = languages.DOCS / "tools" / f"score-pad-{game}{suffix}.md"
    assert re.findall(r"^\[\[score-pad (\S+)\]\]$", page.read_text(encoding="utf-8"), re.MULTILINE) == [game]
    sheet = (languages.DOCS / "cheat-sheets" / f"{game}{suffix}.md").read_text(encoding="utf-8")
    assert f"(../tools/score-pad-{game}.md)" in sheet
    keeper = (languages.DOCS / "tools" / f"score-keeper{suffix}.md").read_text(encoding="utf-8")
    assert f"(score-pad-{game}.md)" in keeper


@pytest.mark.parametrize("lang", languages.codes())
def test_every_cheat_sheet_leaves_room_for_house_rules(lang: str) -> None:
    """The printed sheet ends in a box of lines for the table's house rules (print.css fills the
    rest of the page with it), as the English seed sheet has."""
    suffix = "" if lang == languages.default() else f".{lang}"
    for game in GAMES:
        sheet = (languages.DOCS / "cheat-sheets" / f"{game}{suffix}.md").read_text(encoding="utf-8")
        assert re.search(r'<div class="lp-notes" markdown>\n\n\*\*[^*\n]+\*\*\n\n</div>\n*\Z', sheet), game
