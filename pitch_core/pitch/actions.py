"""Seats and actions of a Pitch hand, and their compact notation.

An action is a small immutable value: who acts, what kind of action, and its card, suit or bid.
Notation (used by hand records, the CLI and URLs), with an optional ``SEAT:`` prefix:

=================  =====================================================================
``N:pass``         pass in the auction
``E:5``            bid 5; ``E:moon`` shoots the moon
``S:trump=H``      name hearts trump; five-handed ``S:trump=H,call=AH`` also calls the ace
``W:drop=7H``      give up a trump held beyond six (to the opponents, burned, or to the middle)
``N:take-rest``    ten-point bidder keeps the rest of the widow; ``N:give-rest`` hands it
                   unseen to his partner
``E:claim=3D``     13-point partner: take a point card from the middle; ``E:done`` stops
``S:swap=4H``      13-point partner: swap the card being looked at for 4H; ``S:skip`` looks at
                   the next card; ``S:stop`` stops looking (the rest goes on to the partner)
``S:AS``           play the ace of spades
=================  =====================================================================

The deal is an action too (kind ``deal``, by the chance player): it carries each seat's cards
and the widow. Records write a deal as tags, not as a move, so it has no move notation.
"""

from __future__ import annotations

from typing import NamedTuple, Sequence

from ..cards import Card, Suit
from ..contract import MoveView
from ..errors import NotationError
from ..record_syntax import excerpt
from .ruleset import MOON

SEAT_LABELS = {4: ("N", "E", "S", "W"), 5: ("1", "2", "3", "4", "5")}
TEAM_LABELS = ("NS", "EW")

CHANCE_SEAT = -1  # the chance "player" (pitch_core.game.CHANCE) who deals

# Action kinds
DEAL = "deal"
BID, PASS, TRUMP, DROP, TAKE_REST, GIVE_REST, CLAIM, DONE, SWAP, SKIP, STOP, PLAY = (
    "bid", "pass", "trump", "drop", "take-rest", "give-rest", "claim", "done", "swap", "skip",
    "stop", "play")
_BARE_WORDS = {PASS, TAKE_REST, GIVE_REST, DONE, SKIP, STOP}
_MAX_BID_DIGITS = 4  # longer numbers are refused as notation; shorter ones the auction judges
_CARD_VERBS = {DROP, CLAIM, SWAP}


def seat_label(seat: int, players: int = 4) -> str:
    return SEAT_LABELS[players][seat]


def parse_seat(text: str, players: int = 4) -> int:
    labels = SEAT_LABELS[players]
    token = text.strip().upper()
    names = {"NORTH": "N", "EAST": "E", "SOUTH": "S", "WEST": "W"}
    token = names.get(token, token)
    if token not in labels:
        raise NotationError("notation.unknown-seat", token=text)
    return labels.index(token)


class Action(NamedTuple):
    """A named tuple rather than a dataclass: legal-move lists build many of these, and a tuple
    is several times cheaper to make."""

    kind: str
    seat: int
    card: Card | None = None
    suit: Suit | None = None
    bid: int | str | None = None
    hands: tuple[tuple[Card, ...], ...] = ()  # a deal: each seat's cards
    widow: tuple[Card, ...] = ()  # a deal: the widow (or blind), top card first

    @classmethod
    def deal(cls, hands: Sequence[Sequence[Card]], widow: Sequence[Card]) -> "Action":
        return cls(DEAL, CHANCE_SEAT, hands=tuple(tuple(h) for h in hands), widow=tuple(widow))

    @property
    def is_chance(self) -> bool:
        return self.kind == DEAL

    @property
    def named_bid(self) -> int | str:
        """The bid a ``BID`` move names: only a bid has one, so asking another move is a bug."""
        if self.bid is None:
            raise ValueError(f"a {self.kind} move names no bid")
        return self.bid

    @property
    def named_card(self) -> Card:
        """The card a play, drop, claim or swap names (asking a move without one is a bug)."""
        if self.card is None:
            raise ValueError(f"a {self.kind} move names no card")
        return self.card

    def notation(self, players: int = 4, with_seat: bool = True) -> str:
        if self.kind == DEAL:
            return DEAL
        prefix = seat_label(self.seat, players) + ":" if with_seat else ""
        return prefix + self._verb()

    def to_dict(self, players: int = 4) -> MoveView:
        """The move as structured data, so a page words it without parsing notation."""
        if self.kind == DEAL:
            return {"move": DEAL, "kind": DEAL, "seat": None}
        return {"move": self.notation(players), "kind": self.kind,
                "seat": seat_label(self.seat, players),
                "card": self.card.code if self.card else None,
                "suit": self.suit.letter if self.suit else None,
                "bid": self.bid}

    def _verb(self) -> str:
        if self.kind == BID:
            return str(self.bid)
        card = self.card.code if self.card else ""
        if self.kind == PLAY:
            return card
        if self.kind == TRUMP:
            call = f",call={card}" if card else ""
            return f"trump={self.suit.letter if self.suit else ''}{call}"
        if self.kind in _CARD_VERBS:
            return f"{self.kind}={card}"
        return self.kind

    def __str__(self) -> str:
        return self.notation()


def bid(seat: int, value: int | str) -> Action:
    return Action(BID, seat, bid=value)


def play(seat: int, card: Card) -> Action:
    return Action(PLAY, seat, card=card)


def parse_action(text: str, seat: int, players: int = 4) -> Action:
    """Read one move. ``seat`` is the player to act; an explicit ``SEAT:`` prefix overrides it
    (``HandState.apply`` then checks it is that player's turn)."""
    token = text.strip()
    if ":" in token:
        seat_text, token = token.split(":", 1)
        seat = parse_seat(seat_text, players)
    word = token.lower()
    if word in _BARE_WORDS:
        return Action(word, seat)
    if word == MOON:
        return Action(BID, seat, bid=MOON)
    if word.isascii() and word.isdigit():
        if len(word) > _MAX_BID_DIGITS:  # no bid is that high; and int() refuses 4,300 digits
            raise NotationError("notation.unknown-action", token=excerpt(text))
        return Action(BID, seat, bid=int(word))
    if "=" in word:
        return _parse_verb(token, seat, text)
    try:
        return Action(PLAY, seat, card=Card.parse(token))
    except NotationError:
        raise NotationError("notation.unknown-action", token=excerpt(text)) from None


def _parse_verb(token: str, seat: int, original: str) -> Action:
    verb, _, arg = token.partition("=")
    verb = verb.lower()
    if verb in _CARD_VERBS:
        return Action(verb, seat, card=Card.parse(arg))
    if verb == TRUMP:
        suit_text, _, call = arg.partition(",")
        called = None
        if call:
            key, _, card_text = call.partition("=")
            if key.lower() != "call":
                raise NotationError("notation.unknown-action", token=original)
            called = Card.parse(card_text)
        return Action(TRUMP, seat, suit=Suit.parse(suit_text), card=called)
    raise NotationError("notation.unknown-action", token=original)
