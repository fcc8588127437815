"""The cheat sheets' numbers are the engine's: each sheet, in every language, states its game's
key facts as the ruleset has them, and holds no number the ruleset cannot account for.

The sheets are prose written per language (their trump-order tables are generated); this is the
check that a translator's or an editor's number never drifts from ``pitch_core``.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from pitch_core import grammar
from pitch_core.pitch import get_ruleset as pitch_ruleset
from pitch_core.pitch.scoring import MOON_SWING
from pitch_core.pitch.state import _LOW_CARDS
from pitch_core.three_thirteen import get_ruleset as thirteen_ruleset
from sitegen import languages

SHEETS = Path(__file__).resolve().parents[2] / "docs" / "cheat-sheets"
PITCH_SHEETS = ("pitch31", "ten-point", "thirteen-point-partner")
# A number standing alone: not part of a card sequence such as "A-2-3" or of a word.
NUMBER = re.compile(r"(?<![\w\-])[−+]?\d+(?![\w\-])")
RANKS = set(range(2, 11))  # a card's rank may be named by its number anywhere ("the 2 scores")


def sheet_text(game: str, lang: str) -> str:
    """The sheet's prose: no front matter, no generated tables ([[...]]), no link targets."""
    suffix = "" if lang == languages.default() else f".{lang}"
    text = (SHEETS / f"{game}{suffix}.md").read_text(encoding="utf-8").split("---", 2)[2]
    text = re.sub(r"\[\[[^\]]*\]\]", "", text)
    return re.sub(r"\]\([^)]*\)", "]", text)


def numbers_in(text: str) -> set[int]:
    return {int(token.replace("−", "-").lstrip("+")) for token in NUMBER.findall(text)}


def pitch_facts(game: str) -> tuple[set[int], set[int]]:
    """(numbers every language's sheet must state, every number the sheet may hold)."""
    rules = pitch_ruleset(game)
    cards = len([card for card in rules.deck() if not card.is_joker])
    must = {rules.hand_size, rules.min_bid, rules.max_numeric_bid, rules.target, cards}
    if rules.widow_size and rules.exchange != "thirteen_partner":
        must.add(rules.widow_size)
    if rules.moon_made == "plus20" or rules.moon_failed == "minus20":
        must |= {MOON_SWING, -MOON_SWING}
    if rules.all_pass_dealer == "at_least_5":
        must.add(5)
    if rules.redeal_low_cards:
        must |= {min(c.rank.value for c in _LOW_CARDS), max(c.rank.value for c in _LOW_CARDS)}
    # a packet's size may be written as a word ("in threes"); a rank by its number
    may = must | RANKS | {0, rules.deal_packet, rules.widow_size, rules.target - 1, len(rules.deck()),
                          rules.players}
    return must, may


@pytest.mark.parametrize("lang", languages.codes())
@pytest.mark.parametrize("game", PITCH_SHEETS)
def test_a_pitch_sheet_states_the_rulesets_numbers(game, lang):
    must, may = pitch_facts(game)
    found = numbers_in(sheet_text(game, lang))
    assert must <= found, f"{game} ({lang}) does not state {sorted(must - found)}"
    assert found <= may, f"{game} ({lang}) has numbers the ruleset does not give: {sorted(found - may)}"


ROUND_ROW = re.compile(r"^\|\s*(\d+)\s*\|\s*(\d+)\s*\|\s*([^|]+?)\s*\|\s*$", re.MULTILINE)


@pytest.mark.parametrize("lang", languages.codes())
def test_the_three_thirteen_sheet_has_the_engines_rounds(lang):
    rules = thirteen_ruleset("three-thirteen")
    rows = ROUND_ROW.findall(sheet_text("three-thirteen", lang))
    assert [int(r) for r, _, _ in rows] == list(range(1, rules.rounds + 1))
    for round_text, size, wild in rows:
        number = int(round_text)
        assert int(size) == rules.hand_size(number), f"round {number}: cards dealt"
        rank = rules.wild_rank(number)
        if rank.value <= 10:
            assert wild == str(rank.value), f"round {number}: the wild rank"
        else:  # a court card, by the index letter of the reader's cards
            assert wild == grammar.index(rank, lang), f"round {number}: the wild rank's letter"


@pytest.mark.parametrize("lang", languages.codes())
def test_the_three_thirteen_sheet_states_the_penalties(lang):
    standard, aces_both = thirteen_ruleset("three-thirteen"), thirteen_ruleset("three-thirteen-aces-both")
    found = numbers_in(sheet_text("three-thirteen", lang))
    must = {standard.ace_penalty, standard.court_penalty, aces_both.ace_penalty, standard.rounds}
    assert must <= found, f"three-thirteen ({lang}) does not state {sorted(must - found)}"
