"""Reading a Pitch drill's scene the way a test checks it: the hands that lie face up, the trick on
the table, trump (the view's, or the one the question says is named), the points each team took."""

from __future__ import annotations

from typing import Any

from pitch_core.cards import Card, Suit
from pitch_core.drills.model import LAST_TRICK, Drill


def view(drill: Drill) -> Any:
    assert drill.scene is not None, (drill.rule, "a Pitch drill gives a scene")
    return drill.scene.view


def hands(drill: Drill) -> dict[str, list[str]]:
    """The hands face up, by seat: those of ``shown`` that the view holds (a seat's view holds its own)."""
    seen = view(drill)
    held = seen["hands"] if "hands" in seen else {seen["seat"]: seen["hand"]}
    shown = drill.scene.shown if drill.scene is not None else None
    return {seat: cards for seat, cards in held.items() if shown is None or seat in shown}


def one_hand(drill: Drill) -> tuple[str, list[str]]:
    (seat, cards), = hands(drill).items()
    return seat, cards


def trick(drill: Drill) -> list[tuple[str, str]]:
    """The trick on the table as (seat, card code): the one being played, or the one just taken."""
    seen = view(drill)
    assert drill.scene is not None
    plays = seen["last_trick"]["cards"] if drill.scene.trick == LAST_TRICK else seen["trick"]
    return [(play["seat"], play["card"]) for play in plays]


def trump(drill: Drill) -> Suit:
    """Trump: the view's, or, where the question is asked as the bidder names it, the question's."""
    named = view(drill)["trump"]
    return Suit.parse(named) if named else drill.question[1]["trump"]


def cards(codes: list[str]) -> list[Card]:
    return [Card.parse(code) for code in codes]


def team(seat: str) -> str:
    return "NS" if seat in ("N", "S") else "EW"


def taken(drill: Drill, unit: str) -> int:
    """The points the side of ``unit`` (a team, four-handed) took this hand."""
    seen = view(drill)
    bidding, defenders = seen["taken"]
    return bidding if unit == team(seen["bidder"]) else defenders
