"""Hand records for the hand viewer: read one or several, replay them, step through them.

A text may hold several records one after another (an exported game is one record per hand);
each starts with its ``[Game "..."]`` tag. The game decides the reader: a Three Thirteen preset
goes to ``pitch_core.three_thirteen.record``, anything else to ``pitch_core.pitch.record``.

Every record is replayed once, through the engine, when it is opened: a record with an illegal
move is refused as a whole (naming the line and the rule), and each position after that is a
snapshot, so stepping back and forth costs nothing.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any, Callable

from ..errors import NotationError
from ..pitch import record as pitch_record
from ..pitch.actions import parse_action as parse_pitch_action
from ..record_syntax import parse_record_text, visible
from ..three_thirteen import record as tt_record
from ..three_thirteen.ruleset import is_three_thirteen
from .events import events_view
from .thirteen_view import laid_out, scored_round, wild_cards

PITCH, THREE_THIRTEEN = "pitch", "three-thirteen"
MAX_RECORDS = 200  # a long evening of Pitch is a few dozen hands
MAX_TEXT_CHARS = 1_000_000
_GAME_TAG = re.compile(r"^[ \t]*\[[ \t]*Game[ \t]", re.IGNORECASE | re.MULTILINE)


def split_records(text: str) -> list[str]:
    """One text per record. Whatever comes before the first ``[Game`` tag (a comment that
    introduces the hand) belongs to the first record."""
    if len(text) > MAX_TEXT_CHARS:
        raise NotationError("record.too-large", size=len(text), limit=MAX_TEXT_CHARS)
    starts = [match.start() for match in _GAME_TAG.finditer(text)]
    if not starts:
        if not text.strip():
            raise NotationError("records.none")
        return [text]  # let the record reader say what is missing
    if len(starts) > MAX_RECORDS:
        raise NotationError("records.too-many", count=len(starts), limit=MAX_RECORDS)
    bounds = [0, *starts[1:], len(text)]
    return [text[begin:end] for begin, end in zip(bounds, bounds[1:])]


def game_of(text: str) -> str:
    tag = parse_record_text(text).tag("Game")
    if tag is None:
        raise NotationError("record.missing-tag", tag="Game")
    return THREE_THIRTEEN if is_three_thirteen(tag.value) else PITCH


class RecordedHand:
    """One record, replayed: ``position(at)`` is the table after the first ``at`` moves."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.game = game_of(text)
        self.record: Any = (tt_record if self.game == THREE_THIRTEEN else pitch_record).read_record(text)
        self.snapshots = _snapshots(self.record, self.game)
        self.final = self.snapshots[-1]
        self.total = len(self.record.moves)
        self.marks = _marks(self.snapshots, self.game)

    def summary(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "preset": self.record.ruleset.name,
            "players": self.record.players if self.game == THREE_THIRTEEN else self.record.ruleset.players,
            "total": self.total,
            "comment": visible(self.record.comment),  # no right-to-left override turns the page's text
            "moves": [{"move": m.text, "comment": visible(m.comment)} for m in self.record.moves],
            "marks": self.marks,
            "mark_kind": "turn" if self.game == THREE_THIRTEEN else "trick",
            "record": self.text,
        }

    def position(self, at: int | None, lang: str) -> dict[str, Any]:
        at = self.total if at is None else max(0, min(int(at), self.total))
        state = self.snapshots[at]
        view = state.to_dict()
        view["events"] = events_view(state.events, lang)
        view["at"] = at
        view["total"] = self.total
        view["game"] = self.game
        last = self.record.moves[at - 1] if at else None
        if last:  # a Pitch seat label depends on the table's size
            action = state.history[-1]
            move = action.to_dict() if self.game == THREE_THIRTEEN else action.to_dict(state.players)
            view["last_move"] = {**move, "comment": visible(last.comment)}
        else:
            view["last_move"] = None
        # Events name the action that caused them by its index in the history. The history holds
        # the deal before the record's moves (a record from a position after the exchange has
        # none), so move ``at`` is history index ``at - 1 + dealt``.
        dealt = len(self.final.history) - self.total
        offset = 1 - dealt
        view["explained"] = [e for e in view["events"] if e["after"] + offset == at] if at else []
        if self.game == THREE_THIRTEEN:
            _open_table(view, state, lang)
        return view


def _open_table(view: dict[str, Any], state: Any, lang: str) -> None:
    """The viewer shows every hand face up: each laid out in the engine's melds; once the round
    is scored, the round just played (as Play shows it between rounds)."""
    scored = bool(state.results)
    if scored:
        view.update(scored_round(state))
    view["hand_melds"] = [laid_out(state, cards, lang) for cards in view["hands"]]
    view["wild_cards"] = wild_cards(state, scored)


def _snapshots(record: Any, game: str) -> list[Any]:
    """The state before any move, then after each move (each replay checks every move)."""
    if game == THREE_THIRTEEN:
        # A partial replay must not be checked against the round's recorded outcome.
        start = replace(record, moves=[], out=None, result=None).replay()
        apply: Callable[[Any, str], None] = lambda state, text: state.apply(
            tt_record.parse_action(text, state.to_move, record.players))
    else:
        start = replace(record, moves=[], result=None).replay()
        apply = lambda state, text: state.apply(
            parse_pitch_action(text, state.to_move if state.to_move is not None else 0, record.ruleset.players))
    record.replay()  # the whole record once, for its own checks and its line-numbered errors
    states = [start]
    current = start.copy()
    for token in record.moves:
        apply(current, token.text)
        states.append(current.copy())
    return states


def _marks(states: list[Any], game: str) -> list[int]:
    """Positions that end a trick (Pitch) or a turn (Three Thirteen), and the last position."""
    marks = []
    for at in range(1, len(states)):
        before, after = states[at - 1], states[at]
        if game == THREE_THIRTEEN:
            ended = after.phase != "discard" and before.phase == "discard"
        else:
            ended = len(after.tricks) > len(before.tricks) or after.phase != before.phase
        if ended:
            marks.append(at)
    if len(states) - 1 not in marks:
        marks.append(len(states) - 1)
    return marks
