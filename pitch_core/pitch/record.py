"""Pitch hand records: read, replay through the engine, write back.

A record starts from the deal or from a position after the exchange::

    [Game "pitch31"]          ; preset, with +modifiers
    [Dealer "W"]
    [Scores "NS 0, EW 0"]     ; optional, zeros by default
    [Start "play"]            ; "deal" (the default) or "play"
    [Bidder "S"]              ; Start "play" only: the contract and trump
    [Bid "4"]
    [Trump "S"]
    [North "JS 9S 5S"]        ; each seat's cards (five players: Player1 ... Player5)
    [East "QS HJ 6S 4S"]
    [South "AS KS JC TS 7S 3S"]
    [West "LJ 8S 2S"]
    [Widow "..."]             ; Start "deal" only: the undealt cards, top first

    S:AS W:8S N:5S E:4S {S takes the ace}
    S:KS W:2S N:9S E:6S {the 2 goes back to West}

Moves use the action notation of ``pitch_core.pitch.actions``; comments attach to the move
before them. ``write_record`` writes what ``read_record`` reads, and the round trip is exact.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from ..cards import Card, Suit, format_cards, parse_cards
from ..errors import IllegalAction, NotationError, PitchError
from ..record_syntax import MoveToken, RecordText, format_record_text, parse_record_text, read_tag
from .actions import SEAT_LABELS, TEAM_LABELS, parse_action, parse_seat, seat_label
from .presets import get_ruleset
from .ruleset import MOON, Ruleset
from .state import HandState

SEAT_TAGS = {4: ("North", "East", "South", "West"),
             5: ("Player1", "Player2", "Player3", "Player4", "Player5")}
KNOWN_TAGS = {"game", "dealer", "scores", "start", "bidder", "bid", "trump", "called", "widow",
              "event", "date", "players", "note", "result", "north", "east", "south", "west",
              "player1", "player2", "player3", "player4", "player5"}


@dataclass
class HandRecord:
    ruleset: Ruleset
    dealer: int
    scores: tuple[int, ...]
    start: str  # "deal" or "play"
    hands: list[list[Card]]
    widow: list[Card] = field(default_factory=list)
    bidder: int | None = None
    bid: int | str | None = None
    trump: Suit | None = None
    called: Card | None = None
    moves: list[MoveToken] = field(default_factory=list)
    comment: str = ""
    extra_tags: list[tuple[str, str]] = field(default_factory=list)

    def initial_state(self) -> HandState:
        if self.start == "play":
            return HandState.from_position(
                self.ruleset, dealer=self.dealer, bidder=self.bidder, bid=self.bid,  # type: ignore[arg-type]
                trump=self.trump, hands=self.hands, scores=self.scores, called=self.called)  # type: ignore[arg-type]
        state = HandState.new(self.ruleset, self.dealer, self.scores)
        state.apply_deal(self.hands, self.widow)
        return state

    def replay(self) -> HandState:
        """Play the moves through the engine; an illegal move names its line and the rule."""
        try:
            state = self.initial_state()
        except IllegalAction as error:
            raise NotationError("record.illegal-move", line=1, move="[deal]", reason=error.message(),
                                rule=error.code) from None
        for token in self.moves:
            try:
                action = parse_action(token.text, state.to_move if state.to_move is not None else 0,
                                      self.ruleset.players)
                state.apply(action)
            except PitchError as error:
                raise NotationError("record.illegal-move", line=token.line, move=token.text,
                                    reason=error.message(), rule=error.code) from None
        return state


def read_record(text: str) -> HandRecord:
    raw = parse_record_text(text)
    tags = {t.name.lower(): t for t in raw.tags}
    for tag in raw.tags:
        if tag.name.lower() not in KNOWN_TAGS:
            raise NotationError("record.unknown-tag", line=tag.line, tag=tag.name)
    ruleset = read_tag(tags, "game", get_ruleset)
    players = ruleset.players
    dealer = read_tag(tags, "dealer", lambda v: parse_seat(v, players))
    scores = read_tag(tags, "scores", lambda v: _parse_scores(v, ruleset), required=False) \
        or (0,) * (2 if ruleset.teams_fixed else players)
    start = read_tag(tags, "start", _parse_start, required=False) or "deal"
    hands = [read_tag(tags, name.lower(), parse_cards, required=start == "deal") or []
             for name in SEAT_TAGS[players]]
    record = HandRecord(ruleset, dealer, scores, start, hands, moves=raw.moves, comment=raw.comment,
                        extra_tags=[(t.name, t.value) for t in raw.tags
                                    if t.name.lower() in ("event", "date", "note", "players")])
    if start == "deal":
        record.widow = read_tag(tags, "widow", parse_cards)
    else:
        record.bidder = read_tag(tags, "bidder", lambda v: parse_seat(v, players))
        record.bid = read_tag(tags, "bid", _parse_bid)
        record.trump = read_tag(tags, "trump", Suit.parse)
        record.called = read_tag(tags, "called", Card.parse, required=False)
    return record




def _parse_start(value: str) -> str:
    if value.strip().lower() not in ("deal", "play"):
        raise NotationError("notation.unknown-action", token=value)
    return value.strip().lower()


def _parse_bid(value: str) -> int | str:
    word = value.strip().lower()
    if word == MOON:
        return MOON
    if word.isascii() and word.isdigit():
        return int(word)
    raise NotationError("notation.unknown-action", token=value)


def _parse_scores(value: str, ruleset: Ruleset) -> tuple[int, ...]:
    """``NS 5, EW -3`` (or ``1 0, 2 4, ...`` with five players); every unit named once."""
    units = list(TEAM_LABELS) if ruleset.teams_fixed else list(SEAT_LABELS[ruleset.players])
    found: dict[str, int] = {}
    for part in filter(None, (p.strip() for p in value.split(","))):
        match = re.fullmatch(r"(\S+)\s+([+-]?\d+)", part)
        if match is None or match.group(1).upper() not in units:
            raise NotationError("notation.unknown-action", token=part)
        found[match.group(1).upper()] = int(match.group(2))
    if set(found) != set(units):
        raise NotationError("notation.unknown-action", token=value)
    return tuple(found[u] for u in units)


def format_scores(scores: tuple[int, ...], ruleset: Ruleset) -> str:
    units = TEAM_LABELS if ruleset.teams_fixed else SEAT_LABELS[ruleset.players]
    return ", ".join(f"{u} {s}" for u, s in zip(units, scores))


def write_record(record: HandRecord) -> str:
    r = record.ruleset
    tags: list[tuple[str, str]] = [("Game", r.name), ("Dealer", seat_label(record.dealer, r.players)),
                                   ("Scores", format_scores(record.scores, r))]
    tags += record.extra_tags
    if record.start == "play":
        tags += [("Start", "play"), ("Bidder", seat_label(record.bidder, r.players)),  # type: ignore[arg-type]
                 ("Bid", str(record.bid)), ("Trump", record.trump.letter)]  # type: ignore[union-attr]
        if record.called:
            tags.append(("Called", record.called.code))
    tags += [(name, format_cards(hand)) for name, hand in zip(SEAT_TAGS[r.players], record.hands)]
    if record.start == "deal":
        tags.append(("Widow", format_cards(record.widow)))
    return format_record_text(tags, record.moves, record.comment)


def record_from_state(state: HandState, comments: dict[int, str] | None = None) -> HandRecord:
    """The record of a hand played from its deal (the last deal, if there were redeals)."""
    if not state.deals:
        raise NotationError("record.missing-tag", tag="Deal")
    hands, widow = state.deals[-1]
    comments = comments or {}
    moves = [MoveToken(a.notation(state.players), 0, comments.get(i, ""))
             for i, a in enumerate(state.moves)]
    return HandRecord(state.ruleset, state.dealer, state.scores, "deal", [list(h) for h in hands],
                      list(widow), moves=moves)


def replay_text(text: str) -> tuple[HandRecord, HandState]:
    record = read_record(text)
    return record, record.replay()


__all__ = ["HandRecord", "RecordText", "read_record", "record_from_state", "replay_text", "write_record"]
