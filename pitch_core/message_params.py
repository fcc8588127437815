"""What each message parameter is, and how to say it in the reader's language.

The engine's events and errors carry codes (seat ``"E"``, team ``"NS"``, phase ``"bidding"``, bid
``"moon"``, card ``JD``, numbers like ``9.6``). Dropped raw into a translated sentence they read as
English or as the wrong word ("S" is *srdce*, hearts, to a Czech reader), so every parameter name
has a declared type here, overridden per message code where a name means different things, and
:func:`format_param` turns the value into the language's own words: seat and team names as the
table says them, phase names, the moon and pass by their local names, cards with suit symbols,
numbers with the language's decimal separator. The words come from the ``pitch_core`` catalog
under the contexts below (``python -m translations.extract`` lists them for the translators).
"""

from __future__ import annotations

import re
from typing import Any, Callable

from . import grammar

SEAT, TT_SEAT, TEAM, PHASE, BID, SOURCE = "seat", "tt-seat", "team", "phase", "bid", "source"
CARD, CARDS, RANK, SUIT, NUMBER, COUNT, RULE, MESSAGE, TEXT, GAME, NUMBERS = (
    "card", "cards", "rank", "suit", "number", "count", "rule", "message", "text", "game", "numbers")

# The type of a parameter by its name, whatever the message.
PARAM_TYPES: dict[str, str] = {
    "seat": SEAT, "expected": SEAT, "bidder": SEAT, "dealer": SEAT, "winner": SEAT,
    "team": TEAM, "other": TEAM, "phase": PHASE, "bid": BID, "standing": BID,
    "card": CARD, "out": CARD, "stands_for": CARD, "cards": CARDS, "rank": RANK,
    "played": CARD, "best": CARDS,  # the review: the card played and the best card(s)
    "suit": SUIT, "trump": SUIT, "points": NUMBER, "gain": NUMBER, "before": NUMBER,
    "after": NUMBER, "taken": COUNT, "count": COUNT, "got": COUNT, "samples": COUNT,
    "hand_size": COUNT, "widow_size": COUNT, "target": COUNT, "min_score": NUMBER,
    "score": NUMBER, "min_bid": BID, "max_bid": BID, "used": COUNT, "held": COUNT,
    "players": COUNT, "min_players": COUNT, "decks": COUNT, "jokers": COUNT, "rounds": COUNT,
    "round": COUNT, "drawn": COUNT, "total": COUNT, "ace": NUMBER, "court": NUMBER,
    "limit": COUNT, "length": COUNT, "size": COUNT, "line": COUNT, "first": COUNT, "offset": COUNT,
    "low": NUMBER, "high": NUMBER, "rule": RULE, "reason": MESSAGE,
    "wild": RANK,  # the tools' wild rank of a round ("{wild:pl} sind Joker")
    "game": GAME,  # a preset's canonical name, said as the game's title (pitch_core.game_names)
    "winners": NUMBERS,  # Three Thirteen's winning players, "2, 3": said as a list ("2 und 3")
}

# Where a name means something else in one message (hints name cards "winner" and "other").
CODE_PARAM_TYPES: dict[tuple[str, str], str] = {
    ("hint.play.contest", "winner"): CARD,
    ("hint.play.partner-ahead", "winner"): CARD,
    ("hint.play.partner-wins", "winner"): CARD,
    ("hint.play.partner-wins-keep", "winner"): CARD,
    ("hint.play.save-on-partner", "winner"): CARD,
    ("hint.play.best-in-samples", "other"): CARD,
    ("drill.why.beaten", "other"): CARD,  # a lesson quiz's card that ranks above the one picked
    ("hint.tt.take-discard-expected", "expected"): NUMBER,
    ("hint.tt.draw-stock-expected", "expected"): NUMBER,
    ("tt.draw.source", "source"): SOURCE,  # elsewhere a source is a file ("cli.cannot-read")
}

# Catalog contexts of the words a parameter is said with (msgid = the English word).
SEAT_CONTEXT, TEAM_CONTEXT, PHASE_CONTEXT, BID_CONTEXT = "seat-name", "team-name", "phase-name", "bid-name"
SEAT_NAMES = {"N": "North", "E": "East", "S": "South", "W": "West"}
PLAYER_NUMBER = "player {n}"  # a five-handed seat, numbered 1 to 5 (msgctxt seat-name)
TEAM_NAMES = {"NS": "North–South", "EW": "East–West"}
PHASE_NAMES = {"deal": "deal", "bidding": "bidding", "trump": "naming trump", "exchange": "exchange",
               "play": "play", "done": "end of the hand", "draw": "draw", "discard": "discard",
               "reshuffle": "reshuffle"}
BID_WORDS = {"moon": "the moon", "pass": "pass"}
DECIMAL_COMMA = {"ro", "de", "cs", "mk"}
# What to count a parameter that is no number at all as: the form of 5.
_OTHER_PLURAL = 5


def words() -> dict[str, list[str]]:
    """Every word a parameter is said with, by catalog context (for the catalogs)."""
    from . import game_names

    return {SEAT_CONTEXT: [*SEAT_NAMES.values(), PLAYER_NUMBER],
            game_names.GAME_CONTEXT: game_names.words(),
            TEAM_CONTEXT: list(TEAM_NAMES.values()),
            PHASE_CONTEXT: list(dict.fromkeys(PHASE_NAMES.values())),
            BID_CONTEXT: list(BID_WORDS.values())}


def param_type(code: str, name: str) -> str:
    if code.startswith("quiz.") and name == "other":
        return CARD  # the tutorial's own reasons compare two cards ("it ranks below {other}")
    found = CODE_PARAM_TYPES.get((code, name)) or PARAM_TYPES.get(name, TEXT)
    if found == SEAT and code.startswith("tt."):
        return TT_SEAT  # Three Thirteen seats are numbers and its sentences say "player 3"
    return found


Say = Callable[[str, str], str]  # (context, English word) -> the word in the reader's language


MINUS = "\u2212"  # a score below zero takes the minus sign the rules pages print ("NS −10"), not a hyphen


def format_number(value: Any, lang: str) -> str:
    if isinstance(value, float):
        text = f"{value:.1f}".rstrip("0").rstrip(".") if value != int(value) else str(int(value))
        text = text.replace(".", ",") if lang in DECIMAL_COMMA else text
    else:
        text = str(value)
    return MINUS + text[1:] if text.startswith("-") and text[1:2].isdigit() else text


def format_seat(value: Any, say: Say) -> str:
    text = str(value)
    if text in SEAT_NAMES:
        return say(SEAT_CONTEXT, SEAT_NAMES[text])
    if text.isdigit():
        return say(SEAT_CONTEXT, PLAYER_NUMBER).replace("{n}", text)
    return text


def team_parts(value: Any) -> list[str]:
    """A team's seats as the engine joins them: ``"NS"``, a five-handed ``"3"`` or ``"1 & 3"``."""
    return [p.strip() for p in str(value).split("&")]


def format_team(value: Any, say: Say, join: Callable[[list[str]], str] = " & ".join) -> str:
    """``"NS"``, ``"EW"``, a five-handed seat, or several said as the language lists them
    (``join``: "Spieler 1 und Spieler 3")."""
    return join([say(TEAM_CONTEXT, TEAM_NAMES[p]) if p in TEAM_NAMES else format_seat(p, say)
                 for p in team_parts(value)])


# What a parameter agrees as, the tags a message chooses its words by ("{team|pl=haben|hat}",
# pitch_core.messages). A team named by its seats agrees as its language's data says (its
# team-forms entry, "agr: pl"; "sg" without), and is a "team"; one five-handed seat is one
# player ("sg", "seat"); several seats are many ("pl", "seats"). Cards are "sg" or "pl" by how many.
def team_agreement(value: Any, lang: str) -> frozenset[str]:
    parts = team_parts(value)
    if len(parts) > 1:
        return frozenset({"pl", "seats"})
    if parts[0] in TEAM_NAMES:
        agrees = grammar.agreement(grammar.TEAM_FORMS, TEAM_NAMES[parts[0]], lang)
        return frozenset({"team"}) | (agrees or {"sg"})
    return frozenset({"sg", "seat"})


def cards_agreement(value: Any) -> frozenset[str]:
    many = len(value.split() if isinstance(value, str) else value) > 1 if isinstance(
        value, (str, list, tuple, set, frozenset)) else False
    return frozenset({"pl" if many else "sg"})


# Where a Three Thirteen player may draw from, said as the choice a practice question offers
# (pitch_core.drills.messages): a draw's {source} is never the program's token ("hand").
DRAW_SOURCES = {"stock": "drill.tt.from-stock", "discard": "drill.tt.from-pile", "hand": "drill.tt.from-hand"}


def format_bid(value: Any, say: Say, lang: str) -> str:
    if value is None:
        return say(BID_CONTEXT, BID_WORDS["pass"])
    if str(value) in BID_WORDS:
        return say(BID_CONTEXT, BID_WORDS[str(value)])
    return format_number(value, lang)


def format_card(value: Any, card_name: Callable[[Any], str],
                symbol: Callable[[Any], str] | None = None) -> str:
    """A card by its symbol (``10♥``, ``J♦``), the form the pages show; a joker by its name.
    ``card_name`` alone says every card (``pitch_core.messages`` gives one that writes a natural
    card with the reader's index letters and a joker by its name)."""
    from .cards import Card

    card = value
    if isinstance(value, str):
        try:
            card = Card.parse(value)
        except ValueError:
            return value  # already a display form ("3♦") or a placeholder
    if isinstance(card, Card):
        if symbol is None:
            return card_name(card)
        return card_name(card) if card.joker else symbol(card)
    return str(value)


def format_cards(value: Any, card_name: Callable[[Any], str],
                 join: Callable[[list[str]], str] = " ".join) -> str:
    """One card, or a list of cards said as the language lists things (``join``: "A, B and C"),
    so that two names never run together ("großer Joker kleiner Joker")."""
    if isinstance(value, str):
        value = value.split()
    if isinstance(value, (list, tuple, set, frozenset)):
        return join([format_card(v, card_name) for v in value])
    return format_card(value, card_name)


def plural_count(value: Any) -> int | float:
    """The number a plural entry chooses its form by: a whole number as an ``int``, a fraction as
    itself. A fraction has a form of its own in some languages (Czech "9,6 bodu", the genitive
    singular, neither "body" nor "bodů"), so the catalog's ``Plural-Forms`` expression decides it
    (Czech: ``n % 1 != 0 ? 3 : …``), as CLDR's plural rules do with their fraction digits."""
    if isinstance(value, bool):
        return int(value)
    if isinstance(value, int):
        return value
    if isinstance(value, float):
        return int(value) if value == int(value) else value
    return _OTHER_PLURAL


# "{n} points" and the like: such a message is a gettext plural entry on its first count
_SINGULAR = {"points": "point", "cards": "card", "hand records": "hand record", "deals": "deal",
             "times": "time", "rounds": "round", "trump": "trump", "players": "player", "decks": "deck",
             "wild cards": "wild card", "characters": "character", "moves": "move", "bytes": "byte"}
_COUNTED_NOUN = re.compile(r"\{(\w+)\} (%s)\b" % "|".join(sorted(_SINGULAR, key=len, reverse=True)))
# Where a message counts two things, the one its forms follow when it is not the first: "With
# {players} players the pack is {decks} decks" agrees with the decks (two players use one deck).
# A message whose two counts each need their own form ("tt.deal.pack": {card} is there {used}
# times, the pack holds {held}) keeps its entry on the English noun's count, and a translation
# says the other count's words with a selector ({held|one=nur einmal|{held}-mal}, messages.fill).
COUNTED_BY: dict[str, str] = {"tt.deck.count": "decks"}


def plural_entry(english: str, count: str | None = None) -> tuple[str, str] | None:
    """``(count parameter, English singular)`` when the template counts something, else None;
    ``count`` names the parameter to follow when the template counts more than one thing."""
    # "Round {round} deals ..." is a verb after a number, and "{trump} trump" a suit, not counts
    match = next((m for m in _COUNTED_NOUN.finditer(english)
                  if PARAM_TYPES.get(m.group(1)) in (COUNT, NUMBER) and m.group(1) != "round"
                  and count in (None, m.group(1))), None)
    if match is None:
        return None
    name = match.group(1)
    singular = _COUNTED_NOUN.sub(
        lambda m: f"{{{m.group(1)}}} {_SINGULAR[m.group(2)]}" if m.group(1) == name else m.group(0), english)
    return name, singular


def catalog_entries() -> dict[str, list[str]]:
    """The English msgids of every forms entry (grammar's contexts: card indices, rank, seat and
    team forms, the list's "and"), by context, for ``translations.extract``."""
    return {grammar.CARD_INDEX: [grammar.english_index(rank) for rank in grammar.LETTERED],
            grammar.SYMBOL_FORMS: list(grammar.RANK_WORDS.values()),
            grammar.RANK_FORMS: list(grammar.RANK_WORDS.values()),
            grammar.SEAT_FORMS: list(SEAT_NAMES.values()),
            grammar.TEAM_FORMS: list(TEAM_NAMES.values()),
            grammar.LIST_AND: [grammar.LIST_PAIR]}
