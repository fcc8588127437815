"""Three Thirteen round records: read, replay through the engine, write back.

A record holds one round, in the tag-pairs-and-moves syntax shared with Pitch records
(``pitch_core.record_syntax``)::

    [Game "three-thirteen"]      ; the preset (name or alias)
    [Settings "max_wilds_per_meld=1"]  ; optional: table rules that differ from the preset
    [Players "2"]                ; 2 to 6
    [Round "4"]                  ; 1 to 11: the hand size and the wild rank follow from it
    [Dealer "1"]                 ; seats are numbered 1 to n, clockwise
    [Scores "1 0, 2 0"]          ; optional: the totals before this round (zeros by default)
    [Player1 "8S 9S TS TH TD 2C"]
    [Player2 "4H 5H 6H 9C 9D 9S"]
    [Upcard "7C"]                ; the first card of the discard pile
    [Stock "2D 3C ..."]          ; the rest of the pack, top card first
    [Out "2"]                    ; optional: who went out ("-" for nobody)
    [Result "1 19, 2 0"]         ; optional: the round's scores

    2:draw=stock 2:out=2D {four, five, six of hearts and three nines}
    1:draw=stock 1:discard=3C

Moves use the notation of ``pitch_core.three_thirteen.actions``; a reshuffle of an empty stock is
the seatless move ``reshuffle=CARD,CARD,...`` (the new stock, top first). When present, ``Out``
and ``Result`` are checked against the replay. ``write_record`` writes what ``read_record``
reads, and the round trip is exact; a round longer than the reader takes (``MAX_MOVES`` moves,
``MAX_RECORD_CHARS`` characters: a stock reshuffled again and again) is refused when written,
with the reader's limit, rather than written as a record nobody can open.

Every number is bounded before any work is done (``[Players]`` 2 to ``MAX_PLAYERS``, scores and
settings within ``MAX_POINTS`` and ``MAX_SETTING``, ASCII digits only), so a record of any size
the reader accepts is answered in a few milliseconds.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, fields
from typing import Any

from ..cards import Card, format_cards, parse_cards
from ..errors import NotationError, PitchError
from ..record_syntax import (MAX_MOVES, MAX_RECORD_CHARS, MoveToken, excerpt, format_record_text, parse_int,
                             parse_record_text, read_tag, quoted_reason)
from .actions import DEAL, Action, parse_action, parse_seat, seat_label
from .ruleset import PRESETS, Ruleset, get_ruleset
from .state import GameState

FILE_SUFFIX = ".313"
_FIXED_TAGS = {"game", "settings", "players", "round", "dealer", "scores", "upcard", "stock", "out",
               "result", "event", "date", "note"}
_EXTRA_TAGS = ("event", "date", "note")  # carried through untouched
MAX_PLAYERS = 6  # the pack grows with the table; a record of more players is refused unread
_SEAT_TAGS = {f"player{i + 1}": i for i in range(MAX_PLAYERS)}
MAX_POINTS = 999_999  # totals and round scores: far beyond any game, and exact in JavaScript
MAX_SETTING = 999  # a penalty, a round count, a number of turns


@dataclass
class RoundRecord:
    ruleset: Ruleset
    players: int
    round: int
    dealer: int
    scores: tuple[int, ...]  # totals before the round
    hands: list[list[Card]]
    upcard: Card
    stock: list[Card]  # top first
    moves: list[MoveToken] = field(default_factory=list)
    comment: str = ""
    out: int | None = None  # the seat that went out, if the record says
    result: tuple[int, ...] | None = None  # the round's scores, if the record says
    extra_tags: list[tuple[str, str]] = field(default_factory=list)

    def initial_state(self) -> GameState:
        state = GameState.new(self.ruleset, players=self.players, dealer=self.dealer,
                              round_number=self.round, totals=self.scores)
        state.apply(Action.deal(self.hands, self.upcard, self.stock))
        return state

    def replay(self) -> GameState:
        """Play the moves through the engine. An illegal move names its line and the rule; the
        ``Out`` and ``Result`` tags, when present, must match what the replay gives."""
        try:
            state = self.initial_state()
        except PitchError as error:
            raise NotationError("record.illegal-move", line=1, move="[deal]", reason=quoted_reason(error),
                                rule=error.code) from None
        for token in self.moves:
            if state.results:
                raise NotationError("tt.record.after-round", line=token.line, move=excerpt(token.text))
            try:
                state.apply(parse_action(token.text, state.to_move, self.players))
            except PitchError as error:
                raise NotationError("record.illegal-move", line=token.line, move=excerpt(token.text),
                                    reason=quoted_reason(error), rule=error.code) from None
        self._check_outcome(state)
        return state

    def _check_outcome(self, state: GameState) -> None:
        if not state.results:
            if self.result is not None or self.out is not None:
                raise NotationError("tt.record.unfinished", tag="Result" if self.result else "Out")
            return
        played = state.results[0]
        if self.out is not None and self.out != (played.out_seat if played.out_seat is not None else -1):
            raise NotationError("tt.record.result-mismatch", tag="Out", recorded=_seat_or_dash(self.out),
                                computed=_seat_or_dash(played.out_seat))
        if self.result is not None and self.result != played.scores:
            raise NotationError("tt.record.result-mismatch", tag="Result",
                                recorded=format_scores(self.result), computed=format_scores(played.scores))


# -- reading -----------------------------------------------------------------------------------
def read_record(text: str) -> RoundRecord:
    raw = parse_record_text(text)
    tags = {t.name.lower(): t for t in raw.tags}
    for tag in raw.tags:
        if tag.name.lower() not in _FIXED_TAGS and tag.name.lower() not in _SEAT_TAGS:
            raise NotationError("record.unknown-tag", line=tag.line, tag=tag.name)
    base = read_tag(tags, "game", get_ruleset)
    ruleset = read_tag(tags, "settings", lambda v: apply_settings(base, v), required=False) or base
    players = read_tag(tags, "players", lambda v: parse_int(v, ruleset.min_players, MAX_PLAYERS))
    for tag in raw.tags:
        if _SEAT_TAGS.get(tag.name.lower(), 0) >= players:
            raise NotationError("tt.record.seat-tag", line=tag.line, tag=tag.name, players=players)
    round_number = read_tag(tags, "round", lambda v: _parse_round(v, ruleset))
    record = RoundRecord(
        ruleset=ruleset,
        players=players,
        round=round_number,
        dealer=read_tag(tags, "dealer", lambda v: parse_seat(v, players)),
        scores=read_tag(tags, "scores", lambda v: parse_scores(v, players), required=False)
        or (0,) * players,
        hands=[read_tag(tags, f"player{i + 1}", parse_cards) for i in range(players)],
        upcard=read_tag(tags, "upcard", Card.parse),
        stock=read_tag(tags, "stock", parse_cards),
        moves=raw.moves,
        comment=raw.comment,
        out=read_tag(tags, "out", lambda v: -1 if v.strip() == "-" else parse_seat(v, players),
                 required=False),
        result=read_tag(tags, "result", lambda v: parse_scores(v, players), required=False),
        extra_tags=[(t.name, t.value) for t in raw.tags if t.name.lower() in _EXTRA_TAGS],
    )
    return record




def _parse_round(value: str, ruleset: Ruleset) -> int:
    return parse_int(value, 1, ruleset.rounds)


def parse_scores(value: str, players: int) -> tuple[int, ...]:
    """``1 0, 2 12, 3 30``: every seat named once with its points."""
    found: dict[int, int] = {}
    for part in filter(None, (p.strip() for p in value.split(","))):
        match = re.fullmatch(r"(\S+)\s+(\S+)", part)
        if match is None:
            raise NotationError("tt.ruleset.bad-value", name="scores", value=excerpt(part))
        seat = parse_seat(match.group(1), players)
        if seat in found:
            raise NotationError("tt.ruleset.bad-value", name="scores", value=excerpt(part))
        found[seat] = parse_int(match.group(2), -MAX_POINTS, MAX_POINTS)
    if set(found) != set(range(players)):
        raise NotationError("tt.ruleset.bad-value", name="scores", value=excerpt(value))
    return tuple(found[seat] for seat in range(players))


def format_scores(scores: tuple[int, ...]) -> str:
    return ", ".join(f"{seat_label(seat)} {points}" for seat, points in enumerate(scores))


def _seat_or_dash(seat: int | None) -> str:
    return "-" if seat is None or seat < 0 else seat_label(seat)


# -- settings: table rules that differ from the preset ------------------------------------------
_SETTING_NAMES = {f.name: f for f in fields(Ruleset) if f.name not in ("name", "aliases", "source")}


def apply_settings(base: Ruleset, text: str) -> Ruleset:
    """``max_wilds_per_meld=1, cap_counts_natural_wilds=true`` applied to a preset."""
    changes: dict[str, Any] = {}
    for part in filter(None, (p.strip() for p in re.split(r"[,\s]+", text))):
        name, sep, raw = part.partition("=")
        name = name.strip().replace("-", "_")
        if not sep or name not in _SETTING_NAMES:
            raise NotationError("tt.ruleset.bad-value", name=excerpt(name), value=excerpt(raw))
        changes[name] = _setting_value(name, raw.strip(), getattr(base, name))
    return base.with_changes(**changes)


def _setting_value(name: str, raw: str, current: Any) -> Any:
    word = raw.lower()
    if word == "none":
        return None
    if isinstance(current, bool):
        if word not in ("true", "false"):
            raise NotationError("tt.ruleset.bad-value", name=name, value=excerpt(raw))
        return word == "true"
    if isinstance(current, int) or current is None:
        return parse_int(word, 0, MAX_SETTING)
    return word


def settings_text(ruleset: Ruleset) -> str:
    """The ``Settings`` tag for a ruleset: what differs from the preset it is named after."""
    base = PRESETS.get(ruleset.name)
    if base is None:
        return ""
    parts = []
    for name in _SETTING_NAMES:
        value = getattr(ruleset, name)
        if value != getattr(base, name):
            parts.append(f"{name}={'none' if value is None else str(value).lower()}")
    return ", ".join(parts)


# -- writing -----------------------------------------------------------------------------------
def write_record(record: RoundRecord) -> str:
    if len(record.moves) > MAX_MOVES:
        raise NotationError("record.too-long-to-write", limit=MAX_MOVES)
    tags: list[tuple[str, str]] = [("Game", record.ruleset.name)]
    settings = settings_text(record.ruleset)
    if settings:
        tags.append(("Settings", settings))
    tags += [("Players", str(record.players)), ("Round", str(record.round)),
             ("Dealer", seat_label(record.dealer)), ("Scores", format_scores(record.scores))]
    tags += record.extra_tags
    tags += [(f"Player{i + 1}", format_cards(hand)) for i, hand in enumerate(record.hands)]
    tags += [("Upcard", record.upcard.code), ("Stock", format_cards(record.stock))]
    if record.out is not None:
        tags.append(("Out", _seat_or_dash(record.out)))
    if record.result is not None:
        tags.append(("Result", format_scores(record.result)))
    text = format_record_text(tags, record.moves, record.comment, moves_per_line=2 * record.players)
    if len(text) > MAX_RECORD_CHARS:
        raise NotationError("record.too-large", size=len(text), limit=MAX_RECORD_CHARS)
    return text


def record_from_state(state: GameState, round_number: int | None = None,
                      comments: dict[int, str] | None = None) -> RoundRecord:
    """The record of one round of a game (default: the round being played, or the last one).
    ``comments`` attach to the round's moves by their position (0 = the first move)."""
    deals = [i for i, action in enumerate(state.history) if action.kind == DEAL]
    if not deals:
        raise NotationError("record.missing-tag", tag="Stock")
    round_number = state.first_round + len(deals) - 1 if round_number is None else round_number
    k = round_number - state.first_round
    if not 0 <= k < len(deals):
        raise NotationError("tt.round.count", round=round_number, rounds=state.ruleset.rounds)
    deal = state.history[deals[k]]
    end = deals[k + 1] if k + 1 < len(deals) else len(state.history)
    comments = comments or {}
    moves = [MoveToken(action.notation(), 0, comments.get(i, ""))
             for i, action in enumerate(state.history[deals[k] + 1:end])]
    played = state.results[k] if k < len(state.results) else None
    return RoundRecord(
        ruleset=state.ruleset,
        players=state.players,
        round=round_number,
        dealer=(state.first_dealer + k) % state.players,
        scores=state.first_totals if k == 0 else state.results[k - 1].totals,
        hands=[list(h) for h in deal.hands],
        upcard=deal.named_card,
        stock=list(deal.stock),
        moves=moves,
        out=None if played is None else (-1 if played.out_seat is None else played.out_seat),
        result=None if played is None else played.scores,
    )


def replay_text(text: str) -> tuple[RoundRecord, GameState]:
    record = read_record(text)
    return record, record.replay()


__all__ = ["RoundRecord", "read_record", "write_record", "record_from_state", "replay_text",
           "apply_settings", "settings_text", "parse_scores", "format_scores", "FILE_SUFFIX"]
