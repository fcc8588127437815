"""A blank score pad to print, per course game (``[[score-pad pitch31]]``): the table a pencil fills
in at the card table, one sheet of A4 or US Letter (docs/tools/score-pad-<game>.md).

The pad's numbers are the engine's: a Pitch pad names its game and target from the preset
(``pitch_core.pitch.presets``) and has a column pair per team; the Three Thirteen pad has a line
per round (``Ruleset.rounds``) with the cards dealt and the wild rank of that round, and a column
pair per player up to the most a table seats (``three_thirteen.record.MAX_PLAYERS``). Each
column pair is the hand's (or round's) points and the running total.

On a narrow screen the pad scrolls sideways (``lp-sheet``: overrides/assets/javascripts/
scroll-regions.js then makes it a keyboard-reachable region). The words are the score keeper's
(``tools/ui.toml``, the ``tutorial`` catalog), so the pad and the tool say the same thing; the
few it adds are ``N_`` strings of the site catalog.
"""

from __future__ import annotations

import tomllib
from functools import lru_cache
from html import escape
from pathlib import Path
from typing import Callable

from pitch_core import grammar
from pitch_core.game_names import game_title
from pitch_core.message_params import format_team
from pitch_core.messages import translate
from pitch_core.pitch import get_ruleset as pitch_ruleset
from pitch_core.three_thirteen import get_ruleset as thirteen_ruleset
from pitch_core.three_thirteen.record import MAX_PLAYERS

from .catalogs import N_, gettext

UI_WORDS = Path(__file__).resolve().parent.parent / "tools" / "ui.toml"
THIRTEEN = "three-thirteen"
GAMES = ("pitch31", "ten-point", "thirteen-point-partner", THIRTEEN)  # the course games
# Hands a Pitch pad has lines for. Not the engine's: a game to 31, 52 or 55 is over in about a dozen
# hands; twenty lines leave room for a long one and still fit one sheet of either paper.
PITCH_LINES = 20

POINTS = N_("Points")  # the hand's (or round's) score change, as the rules pages' tables say it
TOTAL = N_("Total")
NAMES = N_("Names")
CARDS = N_("Cards")
WILD = N_("Wild")
LOWEST_WINS = N_("{game}: after the last round the lowest total wins.")


@lru_cache(maxsize=1)
def _ui_words() -> dict[str, object]:
    with UI_WORDS.open("rb") as handle:
        return tomllib.load(handle)


def tool_word(lang: str, key: str) -> str:
    """The score keeper's word ``key`` (tools/ui.toml) in ``lang``."""
    english = _ui_words()[key]
    if not isinstance(english, str):
        raise ValueError(f"tools/ui.toml: {key} is a counted word; the pad takes plain ones")
    return gettext(lang, english, context=f"tools.{key}", domain="tutorial")


def _say(lang: str) -> Callable[[str, str], str]:
    return lambda context, english: translate(context, english, lang)


def score_pad(lang: str, arguments: list[str], indent: str = "") -> str:
    """The pad of the game ``arguments[0]`` (one of ``GAMES``) as an HTML block."""
    if len(arguments) != 1 or arguments[0] not in GAMES:
        raise ValueError("write [[score-pad GAME]], GAME one of: " + ", ".join(GAMES))
    game = arguments[0]
    html = _thirteen_pad(lang) if game == THIRTEEN else _pitch_pad(game, lang)
    return "\n".join(indent + line for line in html)


def _th(text: str, **attributes: int | str) -> str:
    extra = "".join(f' {name.rstrip("_")}="{value}"' for name, value in attributes.items())
    return f"<th{extra}>{escape(text)}</th>"


def _pair_heads(lang: str, count: int) -> str:
    pair = _th(gettext(lang, POINTS), scope="col") + _th(gettext(lang, TOTAL), scope="col")
    return "<tr>" + pair * count + "</tr>"


def _pitch_pad(game: str, lang: str) -> list[str]:
    rules = pitch_ruleset(game)
    say = _say(lang)
    caption = tool_word(lang, "sheet_caption").replace("{game}", game_title(game, lang)) \
        .replace("{target}", str(rules.target))
    teams = [format_team(team, say) for team in ("NS", "EW")]
    left = [tool_word(lang, "hand"), tool_word(lang, "dealer_mark"), tool_word(lang, "bidder"),
            tool_word(lang, "bid")]
    lines = [
        f'<div class="lp-score-pad lp-score-pad--pitch lp-sheet" data-game="{game}" markdown="0">',
        '<table class="lp-score-pad__table">',
        f"<caption>{escape(caption)}</caption>",
        '<colgroup><col class="lp-score-pad__number"><col span="3"><col span="4" class="lp-score-pad__score">'
        "</colgroup>",
        "<thead>",
        "<tr>" + "".join(_th(word, rowspan=2, scope="col") for word in left)
        + "".join(_th(team, colspan=2, scope="colgroup") for team in teams) + "</tr>",
        _pair_heads(lang, len(teams)),
        "</thead>",
        "<tbody>",
        '<tr class="lp-score-pad__names">' + _th(gettext(lang, NAMES), colspan=len(left), scope="row")
        + '<td colspan="2"></td>' * len(teams) + "</tr>",
    ]
    blank = "<td></td>" * (len(left) - 1 + 2 * len(teams))
    lines += [f'<tr>{_th(str(hand), scope="row")}{blank}</tr>' for hand in range(1, PITCH_LINES + 1)]
    lines += ["</tbody>", "</table>", "</div>"]
    return lines


def _thirteen_pad(lang: str) -> list[str]:
    rules = thirteen_ruleset(THIRTEEN)
    players = [tool_word(lang, "seat_number").replace("{n}", str(n)) for n in range(1, MAX_PLAYERS + 1)]
    left = [tool_word(lang, "round"), gettext(lang, CARDS), gettext(lang, WILD)]
    lines = [
        f'<div class="lp-score-pad lp-score-pad--thirteen lp-sheet" data-game="{THIRTEEN}" markdown="0">',
        '<table class="lp-score-pad__table">',
        f"<caption>{escape(gettext(lang, LOWEST_WINS).replace('{game}', game_title(THIRTEEN, lang)))}</caption>",
        '<colgroup><col class="lp-score-pad__number"><col span="2" class="lp-score-pad__deal">'
        f'<col span="{2 * len(players)}" class="lp-score-pad__score"></colgroup>',
        "<thead>",
        "<tr>" + "".join(_th(word, rowspan=2, scope="col") for word in left)
        + "".join(_th(player, colspan=2, scope="colgroup") for player in players) + "</tr>",
        _pair_heads(lang, len(players)),
        "</thead>",
        "<tbody>",
        '<tr class="lp-score-pad__names">' + _th(gettext(lang, NAMES), colspan=len(left), scope="row")
        + '<td colspan="2"></td>' * len(players) + "</tr>",
    ]
    blank = "<td></td>" * (2 * len(players))
    for number in range(1, rules.rounds + 1):
        wild = grammar.index(rules.wild_rank(number), lang)
        lines.append(f'<tr>{_th(str(number), scope="row")}<td>{rules.hand_size(number)}</td>'
                     f"<td>{escape(wild)}</td>{blank}</tr>")
    lines += ["</tbody>", "</table>", "</div>"]
    return lines
