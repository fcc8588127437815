"""Random Pitch hands for the drill makers: a seeded deal played on by random legal moves, and
the position a drill shows, as data for the table and as notation for a worksheet or a terminal."""

from __future__ import annotations

import random
from functools import lru_cache
from typing import Any, Callable, Iterator, Sequence

from ..cards import Card
from ..errors import IllegalAction
from ..pitch import get_ruleset
from ..pitch.actions import TEAM_LABELS, Action, seat_label
from ..pitch.ruleset import Ruleset
from ..pitch.state import HandState
from .model import CHOICE, SEAT, Choice, Drill, Message

Policy = Callable[[HandState, random.Random], Action]
YES, NO = "yes", "no"


@lru_cache(maxsize=None)
def ruleset(name: str) -> Ruleset:
    return get_ruleset(name)


def random_policy(state: HandState, rng: random.Random) -> Action:
    return rng.choice(state.legal_actions())


def dealt(rng: random.Random, preset: str | Ruleset, scores: Sequence[int] | None = None) -> HandState:
    """A fresh hand of ``preset`` (a name or the ruleset itself), dealt by a random dealer (dealt
    again after a thrown-in deal)."""
    rules = preset if isinstance(preset, Ruleset) else ruleset(preset)
    state = HandState.new(rules, dealer=rng.randrange(rules.players), scores=scores)
    state.deal_random(rng)
    return state


def walk(state: HandState, rng: random.Random, policy: Policy = random_policy
         ) -> Iterator[tuple[HandState, Action, HandState]]:
    """Each move of the rest of the hand: (the hand before, the move, the hand after)."""
    while not state.is_terminal:
        before = state.copy()
        action = policy(state, rng)
        state.apply(action)
        yield before, action, state


def refusal(state: HandState, action: Action) -> IllegalAction | None:
    """The engine's verdict on a move, the hand left as it was: None if the move stands, else the
    refusal, whose rule and parameters explain a "no"."""
    try:
        state.copy().apply(action)
    except IllegalAction as refused:
        return refused
    return None


def new_events(before: HandState, after: HandState) -> list[Any]:
    return [event for _, event in after.events[len(before.events):]]


def label(state: HandState, seat: int | None) -> str | None:
    return None if seat is None else seat_label(seat, state.players)


def team_of(state: HandState, seat: int) -> str:
    return state.unit_names()[state.unit_of(seat)]


def codes(cards: Sequence[Card]) -> list[str]:
    return [card.code for card in cards]


def position(state: HandState, *, hands: Sequence[int] | None = None,
             trick: Sequence[tuple[int, Card]] | None = None, **extra: Any) -> dict[str, Any]:
    """What the table shows: the hands of ``hands`` (default: every seat), the trick on the table,
    the auction, trump and the scores; ``text`` says it in the engine's notation."""
    shown = range(state.players) if hands is None else hands
    on_table = state.trick if trick is None else trick
    data: dict[str, Any] = {
        "players": state.players, "dealer": label(state, state.dealer),
        "trump": state.trump.letter if state.trump else None,
        "bidder": label(state, state.bidder), "bid": state.bid,
        "calls": [[label(state, seat), "pass" if call is None else call] for seat, call in state.calls],
        "hands": {label(state, seat): codes(state.hands[seat]) for seat in shown},
        "counts": {label(state, seat): len(state.hands[seat]) for seat in range(state.players)},
        "trick": [[label(state, seat), card.code] for seat, card in on_table],
        "scores": dict(zip(state.unit_names(), state.scores)),
        **extra,
    }
    data["text"] = position_text(state.ruleset.name, data)
    return data


def position_text(preset: str, data: dict[str, Any]) -> str:
    """The position as one line of notation: ``ten-point dealer=W trump=H bid=N:5 N=AH,2H ...``."""
    parts = [preset, f"dealer={data['dealer']}"]
    if data.get("trump"):
        parts.append(f"trump={data['trump']}")
    if data.get("bidder") is not None:
        parts.append(f"bid={data['bidder']}:{data['bid']}")
    if data.get("calls") and data.get("trump") is None:
        parts.append("calls=" + ",".join(f"{seat}:{call}" for seat, call in data["calls"]))
    parts += [f"{seat}=" + (",".join(cards) or "-") for seat, cards in data.get("hands", {}).items()]
    if data.get("trick"):
        parts.append("trick=" + ",".join(f"{seat}:{card}" for seat, card in data["trick"]))
    for key in ("taken", "scores"):
        if data.get(key):
            parts.append(f"{key}=" + ",".join(f"{unit}:{value}" for unit, value in data[key].items()))
    return " ".join(parts)


def seat_choices(state: HandState, seats: Sequence[int] | None = None) -> tuple[Choice, ...]:
    return tuple(Choice(seat_label(s, state.players)) for s in (seats if seats is not None else range(state.players)))


def team_choices(state: HandState) -> tuple[Choice, ...]:
    return tuple(Choice(unit, ("drill.team", {"team": unit})) for unit in state.unit_names())


def yes_no() -> tuple[Choice, ...]:
    return (Choice(YES, ("drill.yes", {})), Choice(NO, ("drill.no", {})))


def seat_drill(rule: str, state: HandState, position_data: dict[str, Any], question: Message,
               answer: int, explanation: tuple[Message, ...], seats: Sequence[int] | None = None) -> Drill:
    return Drill(rule, "pitch", state.ruleset.name, SEAT, position_data, question,
                 seat_label(answer, state.players), explanation, seat_choices(state, seats))


def yes_no_drill(rule: str, state: HandState, position_data: dict[str, Any], question: Message,
                 answer: bool, explanation: tuple[Message, ...]) -> Drill:
    return Drill(rule, "pitch", state.ruleset.name, CHOICE, position_data, question,
                 YES if answer else NO, explanation, yes_no())


__all__ = ["NO", "TEAM_LABELS", "YES", "codes", "dealt", "label", "new_events", "position",
           "random_policy", "refusal", "ruleset", "seat_drill", "team_choices", "team_of", "walk", "yes_no",
           "yes_no_drill"]
