"""Cards as accessible HTML: the suit symbol and rank in the card's colour, named in the page's
language for screen readers.

English card names are built here; translated names come from the ``pitch_core`` catalog
(msgctxt ``card-name``), because word order and grammatical gender differ from language to
language ("kárový kluk", "valet de caro"), so a name is translated whole, never assembled.
"""

from __future__ import annotations

from html import escape

from pitch_core.cards import ALL_CARDS, Card, Rank, Suit, parse_cards

from .catalogs import ENGINE, gettext

CARD_NAME = "card-name"
SUIT_NAME = "suit-name"

SUIT_NAMES = {Suit.SPADES: "spades", Suit.HEARTS: "hearts", Suit.DIAMONDS: "diamonds",
              Suit.CLUBS: "clubs"}
RANK_NAMES = {Rank.ACE: "ace", Rank.KING: "king", Rank.QUEEN: "queen", Rank.JACK: "jack",
              Rank.TEN: "ten", Rank.NINE: "nine", Rank.EIGHT: "eight", Rank.SEVEN: "seven",
              Rank.SIX: "six", Rank.FIVE: "five", Rank.FOUR: "four", Rank.THREE: "three",
              Rank.TWO: "two"}
JOKER_NAMES = {"HJ": "high joker", "LJ": "low joker"}


def english_name(card: Card) -> str:
    if card.joker:
        return JOKER_NAMES[card.joker]
    return f"{RANK_NAMES[card.natural_rank]} of {SUIT_NAMES[card.natural_suit]}"


def english_names() -> dict[str, str]:
    """Every card's English name by code, for the catalogs: ``{"JD": "jack of diamonds", ...}``."""
    return {card.code: english_name(card) for card in ALL_CARDS}


def name(card: Card, lang: str) -> str:
    return gettext(lang, english_name(card), CARD_NAME, ENGINE)


def suit_name(suit: Suit, lang: str) -> str:
    return gettext(lang, SUIT_NAMES[suit], SUIT_NAME, ENGINE)


def colour(card: Card) -> str:
    if card.joker:
        return "joker"
    return "red" if card.natural_suit.is_red else "black"


def card_html(card: Card, lang: str) -> str:
    """``<span class="card card--red" role="img" aria-label="jack of diamonds" ...>J♦</span>``"""
    return (f'<span class="card card--{colour(card)}" role="img" aria-label="{escape(name(card, lang))}"'
            f' data-card="{card.code}">{escape(card.symbol)}</span>')


def cards_html(text: str, lang: str) -> str:
    """Several cards, e.g. ``"AH KH QH"``, in one group that wraps as a whole line of cards."""
    return '<span class="cards">' + " ".join(card_html(c, lang) for c in parse_cards(text)) + "</span>"
