"""The rule tables, computed from ``pitch_core`` for one language.

Each function returns a ``Table``; ``directives.py`` maps ``[[table NAME ...]]`` to them.
"""

from __future__ import annotations

from pitch_core.cards import SUITS, Card, Suit
from pitch_core.message_params import SEAT_CONTEXT, SEAT_NAMES
from pitch_core.pitch import MOON, describe, get_ruleset, preset_names
from pitch_core.pitch.ruleset import POINT_SCHEMES, Ruleset

from . import labels
from .cards import card_html, suit_name
from .cards import name as card_name
from .catalogs import ENGINE, gettext
from .markdown_table import Table, text


def _t(lang: str, message: str, **params: object) -> str:
    return text(gettext(lang, message).format(**params))


def _headers(lang: str, *keys: str) -> list[str]:
    return [_t(lang, labels.HEADERS[key]) for key in keys]


def trump_order(lang: str, preset: str, suit: str) -> Table:
    """Every trump, high to low, with its role and points."""
    facts = describe(preset, suit)
    table = Table("trump-order", _headers(lang, "rank", "card", "role", "points"),
                  arguments={"preset": preset, "suit": Suit.parse(suit).letter}, numeric={0, 3})
    for position, entry in enumerate(facts["trump_order"], start=1):
        table.rows.append([str(position), card_html(Card.parse(entry["card"]), lang),
                           _t(lang, labels.ROLES[entry["role"]]), str(entry["points"])])
    return table


def point_cards(lang: str, preset: str) -> Table:
    """The cards that score, by role, with the hearts-trump card as an example."""
    facts = describe(preset, "H")
    table = Table("point-cards", _headers(lang, "role", "example", "points"),
                  arguments={"preset": preset}, numeric={2})
    for entry in facts["point_cards"]:
        table.rows.append([_t(lang, labels.ROLES[entry["role"]]),
                           card_html(Card.parse(entry["card"]), lang), str(entry["points"])])
    table.rows.append([f"**{_t(lang, labels.TOTAL)}**", "", f"**{facts['total_points']}**"])
    return table


def _who_may_bid(lang: str, ruleset: Ruleset, bid: int | str) -> str:
    if ruleset.is_moon(bid) and ruleset.moon_min_team_score is not None:
        return _t(lang, labels.MOON_NEEDS_SCORE, score=ruleset.moon_min_team_score)
    if bid in ruleset.dealer_may_match:
        return _t(lang, labels.DEALER_MAY_MATCH)
    return _t(lang, labels.ANYONE)


def bid_ladder(lang: str, preset: str) -> Table:
    """Every bid from the lowest up, what it promises and who may make it."""
    ruleset = get_ruleset(preset)
    table = Table("bid-ladder", _headers(lang, "bid", "promise", "who"), arguments={"preset": preset})
    for bid in ruleset.bid_ladder:
        if ruleset.is_moon(bid):
            name = _t(lang, labels.MOON_NAME)
            label = f"{bid} ({name})" if bid != MOON else name
            promise = _t(lang, labels.PROMISE_MOON, points=ruleset.total_points)
        else:
            label, promise = str(bid), _t(lang, labels.PROMISE_POINTS, points=bid)
        table.rows.append([label, promise, _who_may_bid(lang, ruleset, bid)])
    return table


def _value(lang: str, parameter: str, value: str) -> str:
    return _t(lang, labels.PARAMETER_VALUES[parameter][value])


def _preset_label(lang: str, name: str) -> str:
    """The game as a card player names it, ``Ten-point``; the point variants by their scheme,
    ``5-point``. No preset ID: a reader cannot use it (the clarifications page lists the settings)."""
    if name in labels.PRESET_NAMES:
        return _t(lang, labels.PRESET_NAMES[name])
    return _t(lang, labels.HEADERS["scheme"], points=get_ruleset(name).point_scheme)


def preset_comparison(lang: str) -> Table:
    """Every preset side by side, from the rulesets' own parameters."""
    table = Table("preset-comparison",
                  _headers(lang, "game", "total", "trumps", "target", "made", "moon_made",
                           "moon_failed", "excess", "all_pass"),
                  numeric={1, 2, 3})
    for name in preset_names():
        ruleset = get_ruleset(name)
        table.rows.append([
            _preset_label(lang, name), str(ruleset.total_points), str(len(ruleset.trump_order(Suit.HEARTS))),
            str(ruleset.target),
            *(_value(lang, key, getattr(ruleset, key)) for key in
              ("made_bid_scores", "moon_made", "moon_failed", "excess_trump", "all_pass_dealer")),
        ])
    return table


def point_schemes(lang: str) -> Table:
    """The point schemes (docs/pitch/variants.md#point-schemes): the points of each card role in each point scheme; – where it is not trump."""
    schemes = list(POINT_SCHEMES.values())
    headers = _headers(lang, "card_role") + [
        _t(lang, labels.SCHEME_NAMES[s.name]) if s.name in labels.SCHEME_NAMES
        else _t(lang, labels.HEADERS["scheme"], points=s.name) for s in schemes]
    table = Table("point-schemes", headers, numeric=set(range(1, len(schemes) + 1)))
    for role in labels.SCHEME_ROLES:
        cells = [str(s.points_of(role)) if role in s.off_cards or not role.startswith("O")
                 else labels.NOT_TRUMP for s in schemes]
        table.rows.append([_t(lang, labels.ROLES[role]), *cells])
    table.rows.append([f"**{_t(lang, labels.TOTAL)}**", *(f"**{s.total}**" for s in schemes)])
    return table


# One card of each rank letter the notation uses, and both jokers: the key shows each with its face
# and its name in the page's language, so no reader has to guess what "D" or "T" means.
NOTATION_EXAMPLES = ("AS", "KH", "QD", "JC", "TS", "9H", "HJ", "LJ")


def notation_key(lang: str) -> Table:
    """What the letters of a hand record mean: suits, ranks (by example), jokers and seats."""
    table = Table("notation-key", _headers(lang, "written", "means"))
    for suit in SUITS:
        table.rows.append([f"`{suit.letter}`", text(f"{suit.symbol} {suit_name(suit, lang)}")])
    for code in NOTATION_EXAMPLES:
        card = Card.parse(code)
        written = f"`{code}` / `10{code[1]}`" if code[0] == "T" else f"`{code}`"
        table.rows.append([written, f"{card_html(card, lang)} {text(card_name(card, lang))}"])
    for letter, english in SEAT_NAMES.items():
        table.rows.append([f"`{letter}`", text(gettext(lang, english, SEAT_CONTEXT, ENGINE))])
    return table
