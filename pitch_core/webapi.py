"""The engine's JSON-in/JSON-out functions for the browser (called through the Pyodide worker).

Every public function takes JSON-able named arguments and returns a JSON-able dict. Errors are
raised as ``pitch_core.errors.PitchError``; the bridge turns them into ``{code, params, message}``
in the reader's language (``set_language``).

A page may hold several live hands at once (a lesson, a game, the hand viewer): each lives in a
*session* identified by a short string that the page keeps.
"""

from __future__ import annotations

import itertools
import random
from typing import Any

from .errors import NotationError, PitchError
from .messages import render
from .pitch import get_ruleset, preset_names
from .pitch.actions import parse_action, parse_seat
from .pitch.presets import describe as describe_preset
from .pitch.record import read_record, record_from_state, write_record
from .pitch.state import HandState

_sessions: dict[str, HandState] = {}
_counter = itertools.count(1)
_language = "en"


def set_language(lang: str) -> dict[str, Any]:
    global _language
    _language = lang
    return {"lang": lang}


def language() -> str:
    return _language


def error_dict(error: PitchError) -> dict[str, Any]:
    data = error.to_dict()
    data["message"] = error.message(_language)
    return data


def presets() -> dict[str, Any]:
    return {"pitch": preset_names()}


def describe(preset: str, trump: str = "H") -> dict[str, Any]:
    """A ruleset as plain data: ``{"preset", "trump_order": [high to low], ...}``."""
    return describe_preset(preset, trump)


def _session(session: str) -> HandState:
    state = _sessions.get(session)
    if state is None:
        raise NotationError("cli.bad-input", detail=f"no such hand: {session}")
    return state


def _store(state: HandState) -> str:
    key = f"h{next(_counter)}"
    _sessions[key] = state
    return key


def _view(key: str, seat: str | None) -> dict[str, Any]:
    state = _sessions[key]
    if seat is None:
        view = state.to_dict()
    else:
        view = state.observation(parse_seat(seat, state.players))
        view["legal"] = ([a.notation(state.players) for a in state.legal_actions()]
                         if state.to_move == parse_seat(seat, state.players) else [])
    view["session"] = key
    for event in view["events"]:
        event["message"] = render(event["rule"], event["params"], _language)
    return view


def new_hand(preset: str, seed: int | None = None, dealer: str = "N",
             scores: list[int] | None = None, seat: str | None = None) -> dict[str, Any]:
    """A freshly dealt hand (a seeded shuffle), ready for bidding."""
    ruleset = get_ruleset(preset)
    state = HandState.new(ruleset, parse_seat(dealer, ruleset.players), scores)
    rng = random.Random(seed)
    while state.is_chance:
        state.deal_random(rng)
    return _view(_store(state), seat)


def load_record(text: str, seat: str | None = None, upto: int | None = None) -> dict[str, Any]:
    """Replay a hand record (all of it, or its first ``upto`` moves) into a new session."""
    record = read_record(text)
    moves = record.moves
    if upto is not None:
        record.moves = moves[:max(0, upto)]
    state = record.replay()
    view = _view(_store(state), seat)
    view["moves"] = [{"move": m.text, "comment": m.comment} for m in moves]
    view["comment"] = record.comment
    return view


def act(session: str, move: str, seat: str | None = None) -> dict[str, Any]:
    """Apply one move in notation (``S:AS``, ``N:pass``, ``trump=H``...)."""
    state = _session(session)
    action = parse_action(move, state.to_move if state.to_move is not None else 0, state.players)
    state.apply(action)
    return _view(session, seat)


def undo(session: str, seat: str | None = None) -> dict[str, Any]:
    _session(session).undo()
    return _view(session, seat)


def view(session: str, seat: str | None = None) -> dict[str, Any]:
    _session(session)
    return _view(session, seat)


def record(session: str) -> dict[str, Any]:
    """The hand so far as a record (for the share button and export)."""
    state = _session(session)
    return {"record": write_record(record_from_state(state))}


def drop(session: str) -> dict[str, Any]:
    _sessions.pop(session, None)
    return {"dropped": session}


def message(code: str, params: dict[str, Any] | None = None) -> dict[str, Any]:
    """One engine message in the current language (for the page's own explanations)."""
    return {"code": code, "message": render(code, params or {}, _language)}
