"""Cards typed in the reader's language: the letters a German reader types for *Bube* and *Karo*, a
Czech reader for *srdce*, beside the notation (``AS``, ``10H``, ``J♦``) that always works.

Each language's letters are translations (``pitch_core`` catalog, msgctxt ``card-letter``): the
English entry ``"J = jack"`` is ``"B = Bube"`` in German, ``"Sr = srdce"`` in Czech. The text before
" = " is what the reader types (several spellings with "/", as ``"Kř/Kr = kříže"``), the whole entry
is the key the page shows beside the field. A language's letters are chosen so that no token means
two cards: a letter never names one rank or suit in the language and another in the notation
(Czech writes *srdce* ``Sr``, since ``S`` is spades), which ``tests/engine/test_card_entry.py`` holds.

:func:`parse_cards` reads both: a token the notation knows is the notation's card, any other is
read with the language's letters, rank first, then suit (``DK``: German *Karo-Dame*).

The text comes from a field a reader can paste anything into, so it is bounded before any work
(``MAX_ENTRY_CHARS`` characters, ``MAX_TOKEN_CHARS`` per card) and an error quotes at most an
excerpt of a bad token: a 100,000-letter paste is refused at once, not echoed.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Callable, Iterable, TypeVar

from .cards import Card, Rank, Suit
from .errors import NotationError
from .record_syntax import excerpt

T = TypeVar("T", Rank, Suit)

CARD_LETTER_CONTEXT = "card-letter"
MAX_ENTRY_CHARS = 400  # a hand of 14 cards in any spelling, with room for spaces and commas
MAX_TOKEN_CHARS = 8  # "10♠", "10Kř": no card is written longer
RANK_LETTERS: dict[Rank, str] = {Rank.ACE: "A = ace", Rank.KING: "K = king", Rank.QUEEN: "Q = queen",
                                 Rank.JACK: "J = jack"}
SUIT_LETTERS: dict[Suit, str] = {Suit.SPADES: "S = spades", Suit.HEARTS: "H = hearts",
                                 Suit.DIAMONDS: "D = diamonds", Suit.CLUBS: "C = clubs"}
# What the notation reads in any language (besides the symbols ♠♥♦♣, which Card.parse knows)
_NOTATION_RANKS = {"A": Rank.ACE, "K": Rank.KING, "Q": Rank.QUEEN, "J": Rank.JACK, "T": Rank.TEN, "10": Rank.TEN,
                   **{str(n): Rank(n) for n in range(2, 10)}}
_NOTATION_SUITS = {"S": Suit.SPADES, "H": Suit.HEARTS, "D": Suit.DIAMONDS, "C": Suit.CLUBS,
                   "♠": Suit.SPADES, "♥": Suit.HEARTS, "♦": Suit.DIAMONDS, "♣": Suit.CLUBS}


def entries() -> list[str]:
    """The English entries, for the catalogs (``python -m translations.extract``)."""
    return [*RANK_LETTERS.values(), *SUIT_LETTERS.values()]


@dataclass(frozen=True)
class CardKey:
    """A language's letters: ``ranks`` and ``suits`` map what is typed (case-folded) to the card's
    part; ``shown`` is the key as the page shows it (``["B = Bube", ..., "Kr = Kreuz"]``) and
    ``typed`` the spelling each rank and suit is written with (``{"J": "B", "C": "Kr"}``)."""

    lang: str
    ranks: dict[str, Rank]
    suits: dict[str, Suit]
    shown: tuple[str, ...]
    typed: dict[str, str]

    def to_dict(self) -> dict[str, object]:
        return {"lang": self.lang, "ranks": {k: r.letter for k, r in self.ranks.items()},
                "suits": {k: s.value for k, s in self.suits.items()}, "shown": list(self.shown),
                "typed": self.typed}


def _spellings(entry: str) -> list[str]:
    letters = entry.split(" = ", 1)[0] if " = " in entry else entry
    return [s.strip() for s in letters.split("/") if s.strip()]


@lru_cache(maxsize=None)
def card_key(lang: str = "en") -> CardKey:
    from .catalogs import translate

    def letters(english: str) -> tuple[str, list[str]]:
        entry = translate(CARD_LETTER_CONTEXT, english, lang)
        return entry, _spellings(entry) or _spellings(english)

    shown: list[str] = []
    typed: dict[str, str] = {}

    def read(english_letters: dict[T, str], notation: Callable[[T], str]) -> dict[str, T]:
        """Each letter's spellings in this language (first spelling wins), noting the key shown."""
        found: dict[str, T] = {}
        for value, english in english_letters.items():
            entry, spellings = letters(english)
            shown.append(entry)
            typed[notation(value)] = spellings[0]
            for spelling in spellings:
                found.setdefault(spelling.casefold(), value)
        return found

    ranks = read(RANK_LETTERS, lambda rank: rank.letter)
    suits = read(SUIT_LETTERS, lambda suit: suit.value)
    return CardKey(lang, ranks, suits, tuple(shown), typed)


def _localised(token: str, key: CardKey) -> Card | None:
    folded = token.casefold()
    ranks = {**{k.casefold(): r for k, r in _NOTATION_RANKS.items()}, **key.ranks}
    suits = {**{k.casefold(): s for k, s in _NOTATION_SUITS.items()}, **key.suits}
    longest_rank, longest_suit = max(map(len, ranks)), max(map(len, suits))
    if len(folded) > longest_rank + longest_suit:
        return None  # no rank and suit are this long: every cut would miss
    for cut in range(len(folded) - 1, 0, -1):  # the longest rank first ("10", "Kř" as a suit)
        rank, suit = ranks.get(folded[:cut]), suits.get(folded[cut:])
        if rank is not None and suit is not None:
            return Card.of(rank, suit)
    return None


def parse_card(token: str, lang: str = "en") -> Card:
    """One card, in the notation or in ``lang``'s letters; the notation's error if neither reads it."""
    stripped = token.strip()
    if len(stripped) <= MAX_TOKEN_CHARS:
        try:
            return Card.parse(stripped)
        except NotationError:
            found = _localised(stripped, card_key(lang))
            if found is not None:
                return found
    raise NotationError("notation.unknown-card", token=excerpt(stripped))


def parse_cards(text: str | Iterable[str], lang: str = "en") -> list[Card]:
    """Whitespace- or comma-separated cards: ``"DK 10H 7Kr"`` in German, ``"AS 10Sr"`` in Czech."""
    tokens = text.replace(",", " ").split() if isinstance(text, str) else [str(t) for t in text]
    length = len(text) if isinstance(text, str) else sum(len(t) + 1 for t in tokens)
    if length > MAX_ENTRY_CHARS:
        raise NotationError("cards.too-long", length=length, limit=MAX_ENTRY_CHARS)
    return [parse_card(token, lang) for token in tokens]
