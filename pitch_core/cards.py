"""Cards, suits, ranks and the two jokers, with the one compact notation used everywhere.

Notation: rank then suit, e.g. ``JD``, ``TS`` (``10S`` is accepted), ``AH``; suit symbols are
accepted (``J♦``); the jokers are ``HJ`` (high) and ``LJ`` (low). Parsing is case-insensitive;
formatting always gives the canonical upper-case ASCII form.

Every card is an interned immutable value: ``Card.parse("JD") is Card.parse("j♦")``. That makes
comparison and hashing identity-cheap, which matters in the engine's hot loops.
"""

from __future__ import annotations

import enum
from typing import Iterable

from .errors import NotationError, excerpt


class Suit(enum.Enum):
    SPADES = "S"
    HEARTS = "H"
    DIAMONDS = "D"
    CLUBS = "C"

    @property
    def letter(self) -> str:
        return self.value

    @property
    def symbol(self) -> str:
        return _SUIT_SYMBOLS[self]

    @property
    def is_red(self) -> bool:
        return self in (Suit.HEARTS, Suit.DIAMONDS)

    @property
    def same_colour(self) -> "Suit":
        """The other suit of the same colour: hearts <-> diamonds, spades <-> clubs."""
        return _SAME_COLOUR[self]

    @classmethod
    def parse(cls, text: str) -> "Suit":
        suit = _SUIT_BY_TOKEN.get(text.strip().upper())
        if suit is None:
            raise NotationError("notation.unknown-suit", token=text)
        return suit

    def __str__(self) -> str:
        return self.value


_SUIT_SYMBOLS = {Suit.SPADES: "♠", Suit.HEARTS: "♥", Suit.DIAMONDS: "♦", Suit.CLUBS: "♣"}
_SAME_COLOUR = {
    Suit.SPADES: Suit.CLUBS,
    Suit.CLUBS: Suit.SPADES,
    Suit.HEARTS: Suit.DIAMONDS,
    Suit.DIAMONDS: Suit.HEARTS,
}
_SUIT_BY_TOKEN = {s.value: s for s in Suit}
_SUIT_BY_TOKEN.update({"♠": Suit.SPADES, "♥": Suit.HEARTS, "♦": Suit.DIAMONDS, "♣": Suit.CLUBS,
                       "♤": Suit.SPADES, "♡": Suit.HEARTS, "♢": Suit.DIAMONDS, "♧": Suit.CLUBS})

SUITS: tuple[Suit, ...] = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)


class Rank(enum.IntEnum):
    """Natural rank; the ace is high (14). Three Thirteen scores it as 1 (see ``pip``)."""

    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14

    @property
    def letter(self) -> str:
        return _RANK_LETTERS[self]

    @property
    def pip(self) -> int:
        """Rank counted with the ace low: A=1, 2..10, J=11, Q=12, K=13."""
        return 1 if self is Rank.ACE else int(self)

    @classmethod
    def parse(cls, text: str) -> "Rank":
        rank = _RANK_BY_TOKEN.get(text.strip().upper())
        if rank is None:
            raise NotationError("notation.unknown-rank", token=text)
        return rank

    def __str__(self) -> str:
        return self.letter


_RANK_LETTERS = {r: str(int(r)) for r in Rank if r <= 9}
_RANK_LETTERS.update({Rank.TEN: "T", Rank.JACK: "J", Rank.QUEEN: "Q", Rank.KING: "K", Rank.ACE: "A"})
_RANK_BY_TOKEN = {letter: rank for rank, letter in _RANK_LETTERS.items()}
_RANK_BY_TOKEN["10"] = Rank.TEN

RANKS_HIGH_TO_LOW: tuple[Rank, ...] = tuple(sorted(Rank, reverse=True))


class Card:
    """One card. Natural cards have ``rank`` and ``suit``; a joker has ``joker`` = "HJ" or "LJ"."""

    __slots__ = ("rank", "suit", "joker", "code", "index")

    rank: Rank | None
    suit: Suit | None
    joker: str | None
    code: str
    index: int

    def __init__(self, *_args: object) -> None:  # pragma: no cover - guarded constructor
        raise TypeError("use Card.of(rank, suit), Card.parse(text) or HIGH_JOKER / LOW_JOKER")

    @classmethod
    def _make(cls, rank: Rank | None, suit: Suit | None, joker: str | None, index: int) -> "Card":
        card = object.__new__(cls)
        for name, value in (("rank", rank), ("suit", suit), ("joker", joker), ("index", index)):
            object.__setattr__(card, name, value)
        code = f"{rank.letter}{suit.letter}" if rank is not None and suit is not None else str(joker)
        object.__setattr__(card, "code", code)
        return card

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Card is immutable")

    def __reduce__(self) -> tuple:
        return (Card.parse, (self.code,))

    def __copy__(self) -> "Card":
        return self

    def __deepcopy__(self, memo: dict) -> "Card":
        return self

    def __repr__(self) -> str:
        return f"Card({self.code!r})"

    def __str__(self) -> str:
        return self.code

    def __lt__(self, other: "Card") -> bool:
        """A stable display order (suit, then rank high to low, jokers last); not a trump order."""
        return self.index < other.index

    @property
    def is_joker(self) -> bool:
        return self.joker is not None

    @property
    def natural_rank(self) -> Rank:
        """The rank of a natural card; code that may meet a joker checks ``is_joker`` first."""
        if self.rank is None:
            raise ValueError(f"{self.code} has no rank")
        return self.rank

    @property
    def natural_suit(self) -> Suit:
        """The suit of a natural card; code that may meet a joker checks ``is_joker`` first."""
        if self.suit is None:
            raise ValueError(f"{self.code} has no suit")
        return self.suit

    @property
    def symbol(self) -> str:
        """Display form with a suit symbol and ``10`` for ten: ``10♥``, ``J♦``, ``HJ``."""
        if self.rank is None or self.suit is None:
            return self.code  # a joker
        rank = "10" if self.rank is Rank.TEN else self.rank.letter
        return f"{rank}{self.suit.symbol}"

    @staticmethod
    def of(rank: Rank, suit: Suit) -> "Card":
        return _NATURAL[(rank, suit)]

    @staticmethod
    def parse(text: str) -> "Card":
        token = text.strip()
        card = _CARD_BY_TOKEN.get(token.upper())
        if card is not None:
            return card
        if len(token) >= 2:
            try:
                return Card.of(Rank.parse(token[:-1]), Suit.parse(token[-1]))
            except NotationError:
                pass
        raise NotationError("notation.unknown-card", token=excerpt(token))


def _build_deck() -> tuple[list[Card], dict[tuple[Rank, Suit], Card]]:
    cards: list[Card] = []
    natural: dict[tuple[Rank, Suit], Card] = {}
    for suit in SUITS:
        for rank in RANKS_HIGH_TO_LOW:
            card = Card._make(rank, suit, None, len(cards))
            natural[(rank, suit)] = card
            cards.append(card)
    cards.append(Card._make(None, None, "HJ", len(cards)))
    cards.append(Card._make(None, None, "LJ", len(cards)))
    return cards, natural


ALL_CARDS, _NATURAL = _build_deck()
HIGH_JOKER: Card = ALL_CARDS[-2]
LOW_JOKER: Card = ALL_CARDS[-1]
JOKERS: tuple[Card, Card] = (HIGH_JOKER, LOW_JOKER)
STANDARD_DECK: tuple[Card, ...] = tuple(ALL_CARDS[:52])
DECK_WITH_JOKERS: tuple[Card, ...] = tuple(ALL_CARDS)

_CARD_BY_TOKEN: dict[str, Card] = {c.code: c for c in ALL_CARDS}


def parse_cards(text: str | Iterable[str]) -> list[Card]:
    """Parse whitespace- or comma-separated cards, e.g. ``"AS KS 10H J♦ HJ"``."""
    tokens = text.replace(",", " ").split() if isinstance(text, str) else list(text)
    return [Card.parse(token) for token in tokens]


def format_cards(cards: Iterable[Card]) -> str:
    return " ".join(card.code for card in cards)
