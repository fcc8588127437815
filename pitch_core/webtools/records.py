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
from typing import Any

from .. import games
from ..errors import NotationError
from ..record_syntax import BYTE_ORDER_MARK, visible
from .events import events_view
from .thirteen_view import laid_out, scored_round, wild_cards

PITCH, THREE_THIRTEEN = "pitch", "three-thirteen"
MAX_RECORDS = 200  # a long evening of Pitch is a few dozen hands
MAX_TEXT_CHARS = 1_000_000
_GAME_TAG = re.compile(r"^[ \t]*\[[ \t]*Game[ \t]", re.IGNORECASE | re.MULTILINE)


def split_records(text: str) -> list[str]:
    """One text per record. Whatever comes before the first ``[Game`` tag (a comment that
    introduces the hand) belongs to the first record. A byte-order mark pasted or shared with
    the text is not part of it."""
    text = text.removeprefix(BYTE_ORDER_MARK)
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
    return games.of_record(text).name


class RecordedHand:
    """One record, replayed: ``position(at)`` is the table after the first ``at`` moves."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.rules = games.of_record(text)
        self.game = self.rules.name
        self.record: Any = self.rules.read_record(text)
        self.players = self.rules.record_players(self.record)
        self.snapshots = _snapshots(self.record, self.rules)
        self.final = self.snapshots[-1]
        self.total = len(self.record.moves)
        self.marks = _marks(self.snapshots, self.rules)

    def summary(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "preset": self.record.ruleset.name,
            "players": self.players,
            "total": self.total,
            "comment": visible(self.record.comment),  # no right-to-left override turns the page's text
            "moves": [{"move": m.text, "comment": visible(m.comment)} for m in self.record.moves],
            "marks": self.marks,
            "mark_kind": self.rules.mark_kind,
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
            move = self.rules.action_view(state.history[-1], self.players)
            view["last_move"] = {**move, "comment": visible(last.comment)}
        else:
            view["last_move"] = None
        # Events name the action that caused them by its index in the history. The history holds
        # the deal before the record's moves (a record from a position after the exchange has
        # none), so move ``at`` is history index ``at - 1 + dealt``.
        dealt = len(self.final.history) - self.total
        offset = 1 - dealt
        view["explained"] = [e for e in view["events"] if e["after"] + offset == at] if at else []
        if self.rules.name in _OPEN_TABLES:
            _OPEN_TABLES[self.rules.name](view, state, lang)
        return view


def _open_table(view: dict[str, Any], state: Any, lang: str) -> None:
    """The viewer shows every hand face up: each laid out in the engine's melds; once the round
    is scored, the round just played (as Play shows it between rounds)."""
    scored = bool(state.results)
    if scored:
        view.update(scored_round(state))
    view["hand_melds"] = [laid_out(state, cards, lang) for cards in view["hands"]]
    view["wild_cards"] = wild_cards(state, scored)


# What the viewer adds to a game's open table (every hand face up), by game.
_OPEN_TABLES = {"three-thirteen": _open_table}


def _snapshots(record: Any, game: games.Game) -> list[Any]:
    """The state before any move, then after each move (each replay checks every move)."""
    start = game.replay_start(record)  # not checked against the recorded outcome
    players = game.record_players(record)
    record.replay()  # the whole record once, for its own checks and its line-numbered errors
    states = [start]
    current: Any = start.copy()
    for token in record.moves:
        current.apply(game.parse_action(token.text, current.to_move, players))
        states.append(current.copy())
    return states


def _marks(states: list[Any], game: games.Game) -> list[int]:
    """Positions that end a trick (Pitch) or a turn (Three Thirteen), and the last position."""
    marks = []
    for at in range(1, len(states)):
        before, after = states[at - 1], states[at]
        if game.ends_mark(before, after):
            marks.append(at)
    if len(states) - 1 not in marks:
        marks.append(len(states) - 1)
    return marks
