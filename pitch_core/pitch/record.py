"""Pitch hand records: read, replay through the engine, write back.

A record starts from the deal or from a position after the exchange::

    [Game "pitch31"]          ; preset, with +modifiers
    [Dealer "W"]
    [Scores "NS 0, EW 0"]     ; optional, zeros by default; whole numbers from -9999 to 9999
    [Start "play"]            ; "deal" (the default) or "play"
    [Bidder "S"]              ; Start "play" only: the contract and trump
    [Bid "4"]
    [Trump "S"]
    [Called "AS"]             ; Start "play", five-handed only: the card the bidder called
    [Credits "W:8S>NS"]       ; Start "play" only, optional: points gone before play
    [North "JS 9S 5S"]        ; each seat's cards (five players: Player1 ... Player5)
    [East "QS HJ 6S 4S"]
    [South "AS KS JC TS 7S 3S"]
    [West "LJ 8S 2S"]
    [Widow "..."]             ; Start "deal" only: the undealt cards, top first
    [Result "NS 4, EW 0"]     ; optional: what each team (or player) scores in this hand

    S:AS W:8S N:5S E:4S {S takes the ace}
    S:KS W:2S N:9S E:6S {the 2 goes back to West}

Moves use the action notation of ``pitch_core.pitch.actions``; comments attach to the move
before them. ``write_record`` writes what ``read_record`` reads, and the round trip is exact.

Each tag is given once, and only where it means something: ``Widow`` with the deal, the
contract tags with ``[Start "play"]``, ``Called`` five-handed, the seat tags of the game's player
count. A position is checked against the preset as the engine checks a deal and an auction
(``pitch_core.pitch.position``), so a record cannot start from a hand the rules never reach.

``Credits`` lists the point cards that left play in the exchange, each as ``SEAT:CARD>WHERE``,
comma-separated: ``WHERE`` is the team (``NS``, ``EW``; five-handed the player) whose side the
points went to (pitch31: a trump beyond six goes to the opponents), or ``burned`` (ten-point:
out of play), or, in 13-point partner, ``middle`` (thrown face up and not claimed) or ``pack``
(passed by while looking through the pack; ``SEAT:`` may be left out for cards nobody looked
at). The points follow from the card and trump; a 10 or a moon is set at once if its opponents
already have one (pitch31). ``Result``, when present, must be what the replay scores.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from ..cards import Card, Suit, format_cards, parse_cards
from ..errors import IllegalAction, NotationError, PitchError
from ..record_syntax import (MoveToken, RecordText, Tag, excerpt, format_record_text, parse_int,
                             parse_record_text, read_tag, quoted_reason)
from .actions import PLAY, SEAT_LABELS, TEAM_LABELS, parse_action, parse_seat, seat_label
from .position import (BURNED, CHECKS, FATE_RULES, MIDDLE, PACK, TO_SIDE, Position, PositionCredit,
                       check_position)
from .presets import get_ruleset
from .ruleset import MOON, Ruleset
from .scoring import BIDDING, DEFENDERS
from .state import Credit, HandState

SEAT_TAGS = {4: ("North", "East", "South", "West"),
             5: ("Player1", "Player2", "Player3", "Player4", "Player5")}
_ALL_SEAT_TAGS = {name.lower() for names in SEAT_TAGS.values() for name in names}
KNOWN_TAGS = {"game", "dealer", "scores", "start", "bidder", "bid", "trump", "called", "credits",
              "widow", "event", "date", "players", "note", "result"} | _ALL_SEAT_TAGS
_ONLY_WITH_START = {"widow": "deal", "bidder": "play", "bid": "play", "trump": "play",
                    "called": "play", "credits": "play"}
_CARRIED_TAGS = ("event", "date", "note", "players")  # carried through untouched
MAX_SCORE = 9_999  # a score beyond this is no game of Pitch; it also stays exact in JavaScript
_MAX_BID_NUMBER = 999  # read as a number, then judged against the preset's ladder
_FATE_WORDS = (BURNED, MIDDLE, PACK)
_CREDIT = re.compile(r"(?:([^:>\s]+):)?([^:>\s]+)>([^:>\s]+)")


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
    credits: list[PositionCredit] = field(default_factory=list)  # Start "play": points gone before play
    moves: list[MoveToken] = field(default_factory=list)
    comment: str = ""
    extra_tags: list[tuple[str, str]] = field(default_factory=list)
    result: tuple[int, ...] | None = None  # the hand's score change per unit, if the record says

    def position(self) -> Position:
        """The starting position of a ``[Start "play"]`` record, for ``pitch_core.pitch.position``."""
        if self.bidder is None or self.bid is None or self.trump is None:
            raise ValueError('a [Start "play"] record names its bidder, bid and trump')
        return Position(self.ruleset, self.dealer, self.bidder, self.bid, self.trump,
                        self.hands, self.scores, self.called, tuple(self.credits))

    def initial_state(self) -> HandState:
        if self.start == "play":
            position = self.position()
            check_position(position)
            return HandState.from_position(
                self.ruleset, dealer=self.dealer, bidder=position.bidder, bid=position.bid,
                trump=position.trump, hands=self.hands, scores=self.scores, called=self.called,
                credits=[_engine_credit(position, c) for c in self.credits])
        state = HandState.new(self.ruleset, self.dealer, self.scores)
        state.apply_deal(self.hands, self.widow)
        return state

    def replay(self) -> HandState:
        """Play the moves through the engine; an illegal move names its line and the rule. The
        ``Result``, when present, must be what the replay scores."""
        try:
            state = self.initial_state()
        except PitchError as error:
            raise NotationError("record.illegal-move", line=1, move="[deal]", reason=quoted_reason(error),
                                rule=error.code) from None
        for token in self.moves:
            try:
                action = parse_action(token.text, state.to_move if state.to_move is not None else 0,
                                      self.ruleset.players)
                state.apply(action)
            except PitchError as error:
                raise NotationError("record.illegal-move", line=token.line, move=excerpt(token.text),
                                    reason=quoted_reason(error), rule=error.code) from None
        self._check_result(state)
        return state

    def _check_result(self, state: HandState) -> None:
        if self.result is None:
            return
        if state.result is None:
            raise NotationError("record.unfinished", tag="Result")
        if tuple(state.result.changes) != self.result:
            raise NotationError("record.result-mismatch", tag="Result",
                                recorded=format_scores(self.result, self.ruleset),
                                computed=format_scores(tuple(state.result.changes), self.ruleset))


def _engine_credit(position: Position, credit: PositionCredit) -> Credit:
    points = position.ruleset.point_table(position.trump).get(credit.card, 0)
    side = None
    if credit.fate == TO_SIDE:
        bidding = position.bidding_seats()
        bids = (credit.unit == position.bidder % 2 if position.ruleset.teams_fixed
                else credit.unit in bidding)
        side = BIDDING if bids else DEFENDERS
    return Credit(credit.card, points, side, FATE_RULES[credit.fate], credit.seat)


# -- reading -----------------------------------------------------------------------------------
def read_record(text: str) -> HandRecord:
    raw = parse_record_text(text)
    tags = {t.name.lower(): t for t in raw.tags}
    for tag in raw.tags:
        if tag.name.lower() not in KNOWN_TAGS:
            raise NotationError("record.unknown-tag", line=tag.line, tag=tag.name)
    ruleset = read_tag(tags, "game", get_ruleset)
    players = ruleset.players
    start = read_tag(tags, "start", _parse_start, required=False) or "deal"
    _check_tags_belong(raw, ruleset, start)
    dealer = read_tag(tags, "dealer", lambda v: parse_seat(v, players))
    scores = read_tag(tags, "scores", lambda v: _parse_scores(v, ruleset), required=False) \
        or (0,) * (2 if ruleset.teams_fixed else players)
    hands = [read_tag(tags, name.lower(), parse_cards, required=start == "deal") or []
             for name in SEAT_TAGS[players]]
    record = HandRecord(ruleset, dealer, scores, start, hands, moves=raw.moves, comment=raw.comment,
                        extra_tags=[(t.name, t.value) for t in raw.tags if t.name.lower() in _CARRIED_TAGS],
                        result=read_tag(tags, "result", lambda v: _parse_scores(v, ruleset), required=False))
    if start == "deal":
        record.widow = read_tag(tags, "widow", parse_cards)
        return record
    record.bidder = read_tag(tags, "bidder", lambda v: parse_seat(v, players))
    record.bid = read_tag(tags, "bid", _parse_bid)
    record.trump = read_tag(tags, "trump", Suit.parse)
    record.called = read_tag(tags, "called", Card.parse, required=False)
    record.credits = read_tag(tags, "credits", lambda v: _parse_credits(v, ruleset),
                              required=False) or []
    _check_position(record, tags)
    return record


def _check_tags_belong(raw: RecordText, ruleset: Ruleset, start: str) -> None:
    """A tag the record cannot use is refused, not silently dropped."""
    own_seats = {name.lower() for name in SEAT_TAGS[ruleset.players]}
    for tag in raw.tags:
        name = tag.name.lower()
        if name in _ALL_SEAT_TAGS - own_seats or (name == "called" and not ruleset.called_partner):
            raise NotationError("record.tag-not-for-game", line=tag.line, tag=tag.name, game=ruleset.name)
        if _ONLY_WITH_START.get(name, start) != start:
            raise NotationError("record.tag-not-for-start", line=tag.line, tag=tag.name, start=start)


def _check_position(record: HandRecord, tags: dict[str, Tag]) -> None:
    """The position's checks, each error naming the line of the tag that holds what it read."""
    position = record.position()
    for part, check in CHECKS:
        try:
            check(position)
        except PitchError as error:
            tag = _tag_at_fault(record, tags, part, error)
            code = "record.position-rule" if isinstance(error, IllegalAction) else "record.bad-position"
            raise NotationError(code, line=tag.line, tag=tag.name, reason=quoted_reason(error),
                                rule=error.code) from None


def _tag_at_fault(record: HandRecord, tags: dict[str, Tag], part: str, error: PitchError) -> Tag:
    """The tag a position problem is in: the bid, the called card, the credits, or the hand that
    holds a card twice over (its second place) or too many cards."""
    seat_tags = [tags.get(name.lower()) for name in SEAT_TAGS[record.ruleset.players]]
    places = [(tag, hand) for tag, hand in zip(seat_tags, record.hands) if tag is not None]
    if tags.get("credits"):
        places.append((tags["credits"], [credit.card for credit in record.credits]))
    if part == "cards":
        card = error.params.get("card")
        at_fault = [tag for tag, cards in places
                    if (card in cards if card is not None else len(cards) > error.params.get("count", 0))]
        if at_fault:
            return at_fault[-1] if card is not None else at_fault[0]
    found = {"bid": tags.get("bid"), "called": tags.get("called") or tags.get("trump"),
             "credits": tags.get("credits")}.get(part)
    return found or tags["bidder"]


def _parse_start(value: str) -> str:
    if value.strip().lower() not in ("deal", "play"):
        raise NotationError("notation.unknown-action", token=excerpt(value))
    return value.strip().lower()


def _parse_bid(value: str) -> int | str:
    word = value.strip().lower()
    if word == MOON:
        return MOON
    return parse_int(word, -_MAX_BID_NUMBER, _MAX_BID_NUMBER)  # the ladder is checked with the position


def _units(ruleset: Ruleset) -> tuple[str, ...]:
    return TEAM_LABELS if ruleset.teams_fixed else SEAT_LABELS[ruleset.players]


def _parse_scores(value: str, ruleset: Ruleset) -> tuple[int, ...]:
    """``NS 5, EW -3`` (or ``1 0, 2 4, ...`` with five players); every unit named once."""
    units = list(_units(ruleset))
    found: dict[str, int] = {}
    for part in filter(None, (p.strip() for p in value.split(","))):
        match = re.fullmatch(r"(\S+)\s+(\S+)", part)
        if match is None or match.group(1).upper() not in units or match.group(1).upper() in found:
            raise NotationError("notation.unknown-action", token=excerpt(part))
        found[match.group(1).upper()] = parse_int(match.group(2), -MAX_SCORE, MAX_SCORE)
    if set(found) != set(units):
        raise NotationError("notation.unknown-action", token=excerpt(value))
    return tuple(found[u] for u in units)


def _parse_credits(value: str, ruleset: Ruleset) -> list[PositionCredit]:
    """``W:8S>NS, E:3S>burned``: who held each point card and where its points went."""
    credits = []
    units = _units(ruleset)
    for part in filter(None, (p.strip() for p in value.split(","))):
        match = _CREDIT.fullmatch(part)
        if match is None:
            raise NotationError("record.credit-syntax", token=excerpt(part))
        seat_text, card_text, where = match.groups()
        seat = None if seat_text is None else parse_seat(seat_text, ruleset.players)
        card = Card.parse(card_text)
        if where.lower() in _FATE_WORDS:
            credits.append(PositionCredit(card, seat, where.lower()))
        elif where.upper() in units:
            credits.append(PositionCredit(card, seat, TO_SIDE, units.index(where.upper())))
        else:
            raise NotationError("record.credit-syntax", token=excerpt(part))
    return credits


# -- writing -----------------------------------------------------------------------------------
def format_scores(scores: tuple[int, ...], ruleset: Ruleset) -> str:
    return ", ".join(f"{u} {s}" for u, s in zip(_units(ruleset), scores))


def format_credits(credits: list[PositionCredit], ruleset: Ruleset) -> str:
    def one(credit: PositionCredit) -> str:
        seat = "" if credit.seat is None else seat_label(credit.seat, ruleset.players) + ":"
        where = _units(ruleset)[credit.unit] if credit.fate == TO_SIDE and credit.unit is not None else credit.fate
        return f"{seat}{credit.card.code}>{where}"

    return ", ".join(one(credit) for credit in credits)


def write_record(record: HandRecord) -> str:
    r = record.ruleset
    tags: list[tuple[str, str]] = [("Game", r.name), ("Dealer", seat_label(record.dealer, r.players)),
                                   ("Scores", format_scores(record.scores, r))]
    tags += record.extra_tags
    if record.start == "play":
        start = record.position()
        tags += [("Start", "play"), ("Bidder", seat_label(start.bidder, r.players)),
                 ("Bid", str(start.bid)), ("Trump", start.trump.letter)]
        if record.called:
            tags.append(("Called", record.called.code))
        if record.credits:
            tags.append(("Credits", format_credits(record.credits, r)))
    tags += [(name, format_cards(hand)) for name, hand in zip(SEAT_TAGS[r.players], record.hands)]
    if record.start == "deal":
        tags.append(("Widow", format_cards(record.widow)))
    if record.result is not None:
        tags.append(("Result", format_scores(record.result, r)))
    return format_record_text(tags, record.moves, record.comment)


def record_from_state(state: HandState, comments: dict[int, str] | None = None) -> HandRecord:
    """The record of a hand played from its deal (the last deal, if there were redeals).
    ``comments`` attach to the moves by their position (0 = the first call)."""
    if not state.deals:
        raise NotationError("record.missing-tag", tag="Deal")
    hands, widow = state.deals[-1]
    comments = comments or {}
    moves = [MoveToken(a.notation(state.players), 0, comments.get(i, ""))
             for i, a in enumerate(state.moves)]
    return HandRecord(state.ruleset, state.dealer, state.scores, "deal", [list(h) for h in hands],
                      list(widow), moves=moves, result=_changes(state))


_FATE_OF_RULE = {rule: fate for fate, rule in FATE_RULES.items()}


def position_record_from_state(state: HandState, comments: dict[int, str] | None = None) -> HandRecord:
    """The record of a hand from its first lead (``[Start "play"]``): the hands as the play found
    them, the points gone in the exchange as ``Credits``, and the plays since. The state must
    have reached the play. ``comments`` attach to the plays by their position."""
    if state.trump is None or state.bidder is None or state.phase not in ("play", "done"):
        raise NotationError("record.missing-tag", tag="Start")
    played = [(seat, card) for trick in state.tricks for seat, card in trick.plays] + list(state.trick)
    hands = [list(hand) for hand in state.hands]
    for seat, card in played:
        hands[seat].append(card)
    credits = [_position_credit(state, c) for c in state.credits if c.rule_id in _FATE_OF_RULE]
    comments = comments or {}
    plays = [a for a in state.moves if a.kind == PLAY]
    moves = [MoveToken(a.notation(state.players), 0, comments.get(i, "")) for i, a in enumerate(plays)]
    return HandRecord(state.ruleset, state.dealer, state.scores, "play", hands, bidder=state.bidder,
                      bid=state.bid, trump=state.trump, called=state.called, credits=credits,
                      moves=moves, result=_changes(state))


def _position_credit(state: HandState, credit: Credit) -> PositionCredit:
    fate = _FATE_OF_RULE[credit.rule_id]
    unit = None
    if fate == TO_SIDE:  # the scoring unit of a seat on the receiving side
        unit = state.unit_of(next(s for s in range(state.players) if state.side_of(s) == credit.side))
    return PositionCredit(credit.card, credit.seat, fate, unit)


def _changes(state: HandState) -> tuple[int, ...] | None:
    return None if state.result is None else tuple(state.result.changes)


def replay_text(text: str) -> tuple[HandRecord, HandState]:
    record = read_record(text)
    return record, record.replay()


__all__ = ["HandRecord", "RecordText", "format_credits", "position_record_from_state", "read_record",
           "record_from_state", "replay_text", "write_record"]
