"""Seats and actions of Three Thirteen, and their compact notation.

Seats are numbered ``1`` to ``n`` in notation (0 to n-1 inside the engine), clockwise; the
seat after the dealer plays first. An action is a small immutable value. Notation, with an
optional ``SEAT:`` prefix as in Pitch records:

====================  ==================================================================
``2:draw=stock``      take the top card of the stock
``2:draw=discard``    take the top card of the discard pile
``2:discard=7H``      throw 7H face up on the discard pile
``2:out=7H``          go out: lay down every other card in sets and runs, and discard 7H
``reshuffle=4C,JD``   chance: the empty stock is rebuilt from the discard pile, in this order
                      (top first; every card of the pile but its top card)
====================  ==================================================================

The deal is a chance action too (``Action.deal``); records write it as tags (each hand, the
upcard, the stock), so it has no move notation.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Sequence

from ..cards import Card, parse_cards
from ..contract import MoveView
from ..errors import NotationError
from ..record_syntax import excerpt

DRAW, DISCARD, OUT, DEAL, RESHUFFLE = "draw", "discard", "out", "deal", "reshuffle"
STOCK, PILE = "stock", "discard"  # the two places to draw from
CHANCE_KINDS = frozenset({DEAL, RESHUFFLE})


def seat_label(seat: int) -> str:
    return str(seat + 1)


def parse_seat(text: str, players: int) -> int:
    # ASCII digits only, and short: "²".isdigit() is true but int("²") fails.
    token = text.strip()
    if not (token.isascii() and token.isdigit() and len(token) <= 2) or not 1 <= int(token) <= players:
        raise NotationError("tt.notation.unknown-seat", token=excerpt(text), players=players)
    return int(token) - 1


@dataclass(frozen=True, slots=True)
class Action:
    """``seat`` is None for chance actions. A deal carries ``hands`` (seat by seat), ``card``
    (the upcard) and ``stock`` (top first); a reshuffle carries the new ``stock``."""

    kind: str
    seat: int | None = None
    card: Card | None = None
    source: str | None = None
    hands: tuple[tuple[Card, ...], ...] = ()
    stock: tuple[Card, ...] = ()

    @property
    def is_chance(self) -> bool:
        return self.kind in CHANCE_KINDS

    @property
    def named_card(self) -> Card:
        """The card a discard or going out names (asking a move without one is a bug)."""
        if self.card is None:
            raise ValueError(f"a {self.kind} move names no card")
        return self.card

    def notation(self, with_seat: bool = True) -> str:
        prefix = seat_label(self.seat) + ":" if with_seat and self.seat is not None else ""
        return prefix + self._verb()

    def _verb(self) -> str:
        if self.kind == DRAW:
            return f"draw={self.source}"
        if self.kind in (DISCARD, OUT):
            return f"{self.kind}={self.card.code if self.card else ''}"
        if self.kind == RESHUFFLE:
            return "reshuffle=" + ",".join(card.code for card in self.stock)
        return self.kind

    def __str__(self) -> str:
        return self.notation()

    def as_seen(self) -> "Action":
        """The action as every seat sees it: a deal shows its face-up card only (each seat's own
        hand is in its observation), a reshuffle its kind only; a seat's move is public."""
        if self.kind == DEAL:
            return Action(DEAL, card=self.card)
        if self.kind == RESHUFFLE:
            return Action(RESHUFFLE)
        return self

    def to_dict(self) -> MoveView:
        """The move as structured data, so a page words it without parsing notation. A chance
        action shows its kind only: the order of the cards it deals stays hidden."""
        if self.is_chance:
            return {"move": self.kind, "kind": self.kind, "seat": None}
        return {"move": self.notation(), "kind": self.kind,
                "seat": None if self.seat is None else seat_label(self.seat),
                "card": self.card.code if self.card else None, "source": self.source}

    @staticmethod
    def draw(seat: int, source: str) -> "Action":
        return Action(DRAW, seat, source=source)

    @staticmethod
    def discard(seat: int, card: Card) -> "Action":
        return Action(DISCARD, seat, card=card)

    @staticmethod
    def out(seat: int, card: Card) -> "Action":
        return Action(OUT, seat, card=card)

    @staticmethod
    def deal(hands: Sequence[Sequence[Card]], upcard: Card, stock: Sequence[Card]) -> "Action":
        return Action(DEAL, None, card=upcard, hands=tuple(tuple(h) for h in hands),
                      stock=tuple(stock))

    @staticmethod
    def reshuffle(stock: Sequence[Card]) -> "Action":
        return Action(RESHUFFLE, None, stock=tuple(stock))


@lru_cache(maxsize=4096)
def parse_action(text: str, seat: int | None, players: int) -> Action:
    """Read one move. ``seat`` is the player to act; an explicit ``SEAT:`` prefix overrides it
    (``GameState.apply`` then checks that it is that player's turn). Cached: a round repeats a
    few dozen move texts hundreds of times and the hand viewer reads each move twice; an
    ``Action`` is immutable, so sharing one is safe."""
    token = text.strip()
    if ":" in token:
        seat_text, token = token.split(":", 1)
        seat = parse_seat(seat_text, players)
    verb, sep, arg = token.partition("=")
    verb = verb.lower()
    if not sep:
        raise NotationError("tt.notation.unknown-action", token=excerpt(text))
    if verb == DRAW:
        source = arg.strip().lower()
        if source not in (STOCK, PILE, "pile"):
            raise NotationError("tt.notation.unknown-action", token=excerpt(text))
        return Action(DRAW, seat, source=PILE if source == "pile" else source)
    if verb in (DISCARD, OUT):
        return Action(verb, seat, card=Card.parse(arg))
    if verb == RESHUFFLE:
        return Action(RESHUFFLE, None, stock=tuple(parse_cards(arg)))
    raise NotationError("tt.notation.unknown-action", token=excerpt(text))
