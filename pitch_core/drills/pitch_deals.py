"""Random Pitch hands for the drill makers, and a drill's table as the engine sees it.

A maker deals a seeded hand and plays on by random legal moves (``dealt``, ``walk``) until the
position its rule decides; ``pitch_drill`` then makes the question of that moment: the scene is
the engine's own observation of it (``scene``), "See it" the moves from it to their consequence
with the engine's events (``see_it``, ``refused_step``), the record the engine reads back to the
same moment (``record_of``), and why a wrong pick is wrong where the engine's verdict says so
(``wrong_turns``, ``refusals``).
"""

from __future__ import annotations

import random
from functools import lru_cache
from typing import Any, Callable, Iterable, Iterator, Sequence

from ..cards import Card
from ..errors import IllegalAction, PitchError
from ..pitch import get_ruleset
from ..pitch.actions import TEAM_LABELS, Action, seat_label
from ..pitch.hand_types import DONE_PHASE, PLAY_PHASE
from ..pitch.record import position_record_from_state, record_from_state, write_record
from ..pitch.ruleset import Ruleset
from ..pitch.state import HandState
from .model import CHOICE, CURRENT_TRICK, LAST_TRICK, SEAT, Choice, Drill, Message, Scene, Step

Policy = Callable[[HandState, random.Random], Action]
Why = tuple[tuple[str, tuple[Message, ...]], ...]  # (a wrong value, the engine's reasons)
YES, NO = "yes", "no"
_KEEP = object()  # "the record of the position shown": pitch_drill's default


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
    """Each move of the rest of the hand: (the hand before, the move, the hand after). The hand
    after is ``state`` itself, moved on by the next step: use it before asking for the next."""
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


# -- the table, as the engine sees it ------------------------------------------------------------
def marks(state: HandState, *items: Card | int | str | None) -> tuple[str, ...]:
    """What a scene points at, as the view names it: a card by its code, a seat by its label."""
    named = (item.code if isinstance(item, Card) else seat_label(item, state.players) if isinstance(item, int)
             else item for item in items if item is not None)
    return tuple(dict.fromkeys(named))


def _trick_shown(state: HandState) -> str:
    """The trick a table shows: the one being played, or the one just taken until the next lead."""
    if not state.trick and state.tricks and state.phase in (PLAY_PHASE, DONE_PHASE):
        return LAST_TRICK
    return CURRENT_TRICK


def scene(state: HandState, seat: int | None = None, *, shown: Iterable[int] | None = None,
          highlight: Sequence[Card | int | str | None] = (), trick: str | None = None) -> Scene:
    """``state`` as ``seat`` sees it (None: the open view of a teaching position), the hands of
    ``shown`` face up (None: every hand the view holds), ``highlight`` marked; the trick on the
    table is the one a table shows now unless ``trick`` says which."""
    return Scene(view=state.observation(seat).to_dict(),
                 shown=None if shown is None else marks(state, *shown),
                 highlight=marks(state, *highlight), trick=trick or _trick_shown(state))


def _said(events: Iterable[tuple[int, Any]], seat: int | None) -> tuple[Message, ...]:
    return tuple((event.rule_id, dict(event.params)) for _, event in events if event.seen_by(seat))


def _consequence(before: HandState, move: Action, after: HandState) -> tuple[Card | int | None, ...]:
    """What a step points at: the card and seat of the move, or the trick it completed, by its
    winner and his card."""
    if move.is_chance:  # a deal: what it left face down
        return tuple(after.widow)
    if len(after.tricks) > len(before.tricks):
        trick = after.tricks[-1]
        return next(card for seat, card in trick.plays if seat == trick.winner), trick.winner
    return move.card, move.seat


def see_it(start: HandState, moves: Iterable[Action], seat: int | None = None,
           shown: Iterable[int] | None = None) -> tuple[Step, ...]:
    """"See it": each of ``moves`` made from ``start`` (left as it is), the table after it as
    ``seat`` sees it, and what the engine said of it (the events ``seat`` learns of)."""
    state, steps, shown = start.copy(), [], None if shown is None else tuple(shown)
    for move in moves:
        before, heard = state.copy(), len(state.events)
        state.apply(move)
        steps.append(Step(scene(state, seat, shown=shown, highlight=_consequence(before, move, state)),
                          _said(state.events[heard:], seat)))
    return tuple(steps)


def refused_step(state: HandState, move: Action, refused: PitchError, seat: int | None = None,
                 shown: Iterable[int] | None = None) -> Step:
    """"See it" for a move the engine refuses: the table as it is, the move pointed at, the refusal."""
    return Step(scene(state, seat, shown=shown, highlight=(move.card, move.seat)), ((refused.code, refused.params),))


def move_or_refusal(state: HandState, move: Action, seat: int | None = None,
                    shown: Iterable[int] | None = None) -> tuple[Step, ...]:
    """The move made, or the one step of its refusal."""
    refused = refusal(state, move)
    if refused is not None:
        return (refused_step(state, move, refused, seat, shown),)
    return see_it(state, [move], seat, shown)


def record_of(state: HandState) -> str | None:
    """The hand up to ``state`` as a record the engine reads back to it: from the deal, or from
    the first lead (``[Start "play"]``) for a hand that starts there; None for a hand not dealt."""
    if state.deals:
        return write_record(record_from_state(state))
    if state.phase in (PLAY_PHASE, DONE_PHASE):
        return write_record(position_record_from_state(state))
    return None


# -- why a wrong pick is wrong, in the engine's words ----------------------------------------------
def wrong_turns(state: HandState, seats: Iterable[int]) -> Why:
    """For each of ``seats`` that is not to act: the engine's refusal of his acting now (the move
    of the player to act, made by him)."""
    legal = state.legal_actions()
    why = []
    for seat in seats:
        if not legal or seat == state.to_move:
            continue
        refused = refusal(state, legal[0]._replace(seat=seat))
        if refused is not None:
            why.append((seat_label(seat, state.players), ((refused.code, refused.params),)))
    return tuple(why)


def refusals(state: HandState, moves: Iterable[Action], value: Callable[[Action], str]) -> Why:
    """For each of ``moves`` the engine refuses: its value (``value(move)``) and the refusal."""
    why = []
    for move in moves:
        refused = refusal(state, move)
        if refused is not None:
            why.append((value(move), ((refused.code, refused.params),)))
    return tuple(why)


# -- the drill ------------------------------------------------------------------------------------
def pitch_drill(rule: str, at: HandState, kind: str, question: Message, answer: Any,
                explanation: tuple[Message, ...], *, seat: int | None = None, shown: Iterable[int] | None = (),
                highlight: Sequence[Card | int | str | None] = (), trick: str | None = None,
                choices: tuple[Choice, ...] = (), steps: tuple[Step, ...] = (), why: Why = (),
                record: Any = _KEEP) -> Drill:
    """The question asked at ``at``: its scene is ``at`` as ``seat`` sees it (None: the open view,
    no hand face up unless ``shown`` names them) and its record the hand up to ``at``."""
    return Drill(rule, "pitch", at.ruleset.name, kind, scene(at, seat, shown=shown, highlight=highlight, trick=trick),
                 question, answer, explanation, choices, steps=steps,
                 record=record_of(at) if record is _KEEP else record, why=why)


def seat_choices(state: HandState, seats: Sequence[int] | None = None) -> tuple[Choice, ...]:
    return tuple(Choice(seat_label(s, state.players)) for s in (seats if seats is not None else range(state.players)))


def team_choices(state: HandState) -> tuple[Choice, ...]:
    return tuple(Choice(unit, ("drill.team", {"team": unit})) for unit in state.unit_names())


def yes_no() -> tuple[Choice, ...]:
    return (Choice(YES, ("drill.yes", {})), Choice(NO, ("drill.no", {})))


def seat_drill(rule: str, at: HandState, question: Message, answer: int, explanation: tuple[Message, ...],
               seats: Sequence[int] | None = None, **table: Any) -> Drill:
    """Who? The seats to pick from (default: every seat); a wrong one is told by the engine's
    refusal of his acting now, where ``why`` does not say otherwise."""
    table.setdefault("why", wrong_turns(at, seats if seats is not None else range(at.players)))
    return pitch_drill(rule, at, SEAT, question, seat_label(answer, at.players), explanation,
                       choices=seat_choices(at, seats), **table)


def yes_no_drill(rule: str, at: HandState, question: Message, answer: bool, explanation: tuple[Message, ...],
                 **table: Any) -> Drill:
    """Yes or no, answered by the engine's verdict: the wrong answer is wrong for the very reasons
    the explanation gives."""
    return pitch_drill(rule, at, CHOICE, question, YES if answer else NO, explanation, choices=yes_no(),
                       why=((NO if answer else YES, explanation),), **table)


__all__ = ["NO", "TEAM_LABELS", "YES", "codes", "dealt", "label", "marks", "move_or_refusal", "new_events",
           "pitch_drill", "random_policy", "record_of", "refusal", "refusals", "refused_step", "ruleset", "scene",
           "see_it", "seat_drill", "team_choices", "team_of", "walk", "wrong_turns", "yes_no", "yes_no_drill"]

