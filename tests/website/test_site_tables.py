"""The tables the pages show say what the engine says: each generated table is read back from
the built HTML, in every language, and compared with ``pitch_core``."""

from __future__ import annotations

from pitch_core.cards import Card, Suit
from pitch_core.message_params import SEAT_NAMES
from pitch_core.pitch import get_ruleset, preset_names
from pitch_core.pitch.ruleset import POINT_SCHEMES

from sitegen import languages
from site_helpers import BuiltSite
from html_scan import GeneratedTable, parse


def _generated_tables(site: BuiltSite) -> list[tuple[str, GeneratedTable]]:
    found = []
    for path in site.html_files():
        for table in parse(path).tables:
            found.append((str(path.relative_to(site.root)), table))
    return found


def _number(cell: str) -> int:
    return int(cell.strip("*").replace("–", "0") or 0)


def check(where: str, table: GeneratedTable) -> list[str]:
    body = table.rows[1:]  # rows[0] is the header
    if table.kind == "trump-order":
        ruleset = get_ruleset(table.arguments["preset"])
        suit = Suit.parse(table.arguments["suit"])
        expected = [(card.code, ruleset.card_points(suit).get(card, 0)) for card in ruleset.trump_order(suit)]
        actual = [(cards[0], _number(row[-1])) for row, cards in zip(body, table.row_cards[1:])]
        return [] if actual == expected else [f"{where}: trump order {actual} != engine {expected}"]
    if table.kind == "point-cards":
        ruleset = get_ruleset(table.arguments["preset"])
        expected = {card.code: points for card, points in ruleset.card_points(Suit.HEARTS).items()}
        actual = {cards[0]: _number(row[-1]) for row, cards in zip(body, table.row_cards[1:]) if cards}
        total = _number(body[-1][-1])
        problems = [] if actual == expected else [f"{where}: point cards {actual} != engine {expected}"]
        return problems + ([] if total == ruleset.total_points else [f"{where}: total {total}"])
    if table.kind == "bid-ladder":
        ruleset = get_ruleset(table.arguments["preset"])
        numbers = [row[0].split()[0] for row in body]
        expected = [str(bid) for bid in ruleset.bid_ladder if isinstance(bid, int)]
        return [] if numbers[: len(expected)] == expected and len(body) == len(ruleset.bid_ladder) \
            else [f"{where}: bid ladder {numbers} != engine {list(ruleset.bid_ladder)}"]
    if table.kind == "point-schemes":
        columns = list(POINT_SCHEMES.values())
        totals = [_number(cell) for cell in body[-1][1:]]
        expected = [scheme.total for scheme in columns]
        sums = [sum(_number(row[i + 1]) for row in body[:-1]) for i in range(len(columns))]
        return [] if totals == expected == sums else [f"{where}: scheme totals {totals}, sums {sums} != {expected}"]
    if table.kind == "preset-comparison":
        # One row per preset, in the engine's order, named in words rather than by its preset ID
        # (the English "5-point" is both), and no two games under one name.
        problems = [] if len({row[0] for row in body}) == len(body) else [f"{where}: two games share a name"]
        for name, row in zip(preset_names(), body):
            ruleset = get_ruleset(name)
            facts = [_number(row[1]), _number(row[2]), _number(row[3])]
            expected = [ruleset.total_points, len(ruleset.trump_order(Suit.HEARTS)), ruleset.target]
            if facts != expected:
                problems.append(f"{where}: {name} {facts} != engine {expected}")
            if name in row[0] and name != row[0]:
                problems.append(f"{where}: the preset ID {name!r} shows in {row[0]!r}")
        return problems + ([] if len(body) == len(preset_names()) else [f"{where}: {len(body)} presets"])
    if table.kind == "notation-key":
        return [f"{where}: {problem}" for row, cards in zip(body, table.row_cards[1:])
                for problem in notation_row_problems(row, cards)]
    return []


def notation_row_problems(row: list[str], cards: list[str]) -> list[str]:
    """A row of the notation key: what it writes must be what the engine reads, and mean that."""
    written = [part.strip() for part in row[0].split("/")]
    if cards:  # a card: every way of writing it parses to the card shown
        parsed = {Card.parse(code).code for code in written}
        return [] if parsed == set(cards) else [f"{written} reads as {parsed}, shows {cards}"]
    if written[0] in SEAT_NAMES:
        return []
    suit = Suit.parse(written[0])
    return [] if row[1].startswith(suit.symbol) else [f"{written[0]} is {suit.symbol}, the key says {row[1]}"]


def test_generated_tables_match_the_engine(site: BuiltSite) -> None:
    tables = _generated_tables(site)
    problems = [problem for where, table in tables for problem in check(where, table)]
    assert not problems, "\n".join(problems[:30])


def test_cards_carry_their_names(site: BuiltSite) -> None:
    """Every rendered card has a screen-reader name and the colour class of its suit."""
    problems = []
    for path in site.html_files():
        for tag in parse(path).tags:
            code = tag.attrs.get("data-card")
            if tag.name != "span" or not code or "lp-fan__card" in tag.attrs.get("class", ""):
                continue  # a fan's faces are decoration, hidden from screen readers as a whole
            card = Card.parse(code)
            colour = "joker" if card.is_joker else "red" if card.suit.is_red else "black"
            if tag.attrs.get("role") != "img" or not tag.attrs.get("aria-label") \
                    or f"lp-card--{colour}" not in tag.attrs.get("class", "").split():
                problems.append(f"{path.relative_to(site.root)}: {tag.attrs}")
    assert not problems, "\n".join(problems[:20])


def test_the_hand_viewer_keys_the_notation_in_every_language(site: BuiltSite) -> None:
    for lang in languages.codes():
        page = site.page(lang, "tools/hand-viewer.md")
        keys = [table for table in parse(page).tables if table.kind == "notation-key"]
        assert len(keys) == 1, f"{lang}: no notation key on the hand viewer"
        letters = {row[0].split("/")[0].strip() for row in keys[0].rows[1:]}
        assert {suit.letter for suit in Suit} | set(SEAT_NAMES) | {"HJ", "LJ"} <= letters
