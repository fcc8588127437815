"""A play-phase ``HandState`` in the compact form the search works on.

Each trump is a bit: bit ``i`` is the card of rank ``i`` in the ruleset's trump order (0 the
highest), so a hand is an ``int`` and "the highest card" is the lowest set bit. Non-trump cards
are dead (never playable, worth nothing) and left out. Everything the rules need to play a trick
out is read once here from the engine's own tables: points, which 2s go back to whoever played
them, the first-played joker's place, the sides, who leads when a winner is out of trump, and
when the hand ends.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..cards import HIGH_JOKER, LOW_JOKER, Card
from ..errors import IllegalAction
from ..pitch.hand_types import PLAY_PHASE
from ..pitch.state import HandState
from .values import Outcomes


@dataclass
class Board:
    """The position: hands and trick as bits, and the rules that play them out."""

    cards: tuple[Card, ...]  # the trump order: bit i is cards[i]
    points: tuple[int, ...]  # by bit
    returns: tuple[bool, ...]  # by bit: a 2 whose points go back to whoever played it
    players: int
    sides: tuple[int, ...]  # by seat: 0 bidding, 1 defenders
    hands: list[int]  # by seat: the trump still held
    trick: list[tuple[int, int]]  # (seat, bit) played to the trick in progress
    leader: int  # who led (or leads) the trick in progress
    to_move: int
    jokers_played: int  # jokers in finished tricks (the first-played joker ranks high)
    first_played_high: bool
    joker_bits: int  # mask of the jokers' bits
    high_place: int  # first_played_high: the rank of the first joker played, and of the second
    low_place: int
    partner_leads: bool  # the lead passes to the out-of-trump winner's partner first
    ends_when_side_out: bool  # the hand stops when one side holds no trump (else play goes on)
    stops_when_set: bool  # a contract set early ends the hand at once
    sets_early: bool  # a defenders' point sets this contract at once
    taken_b: int  # points so far, pre-play credits included
    taken_d: int
    set_early: bool
    outcomes: Outcomes

    @classmethod
    def of(cls, state: HandState) -> "Board":
        """The board of a hand in its play phase; any other phase is refused as the engine
        refuses a card played then (rule turn.phase)."""
        if state.phase != PLAY_PHASE or state.to_move is None or state.trump is None or state.leader is None:
            raise IllegalAction("turn.phase", phase=state.phase)
        ruleset, trump = state.ruleset, state.trump
        cards = ruleset.trump_order(trump)
        rank = ruleset.trump_ranks(trump)
        table = ruleset.point_table(trump)
        players = state.players
        hands = [sum(1 << rank[c] for c in state.trump_in_hand(seat)) for seat in range(players)]
        outcomes = Outcomes(state)
        taken_b, taken_d = state.taken()
        jokers = [c for c in (HIGH_JOKER, LOW_JOKER) if c in rank]
        return cls(
            cards=cards, points=tuple(table.get(c, 0) for c in cards),
            returns=tuple(ruleset.is_protected_deuce(c, trump) for c in cards),
            players=players, sides=tuple(state.side_of(s) for s in range(players)), hands=hands,
            trick=[(seat, rank[card]) for seat, card in state.trick], leader=state.leader,
            to_move=state.to_move, jokers_played=state.jokers_played,
            first_played_high=ruleset.joker_identity == "first_played_high" and len(jokers) == 2,
            joker_bits=sum(1 << rank[c] for c in jokers),
            high_place=rank.get(HIGH_JOKER, 0), low_place=rank.get(LOW_JOKER, 0),
            partner_leads=ruleset.lead_when_out == "partner" and ruleset.teams_fixed,
            ends_when_side_out=ruleset.end_when_team_out != "play_on",
            stops_when_set=ruleset.early_set_stop == "stop" and outcomes.sets_early(),
            sets_early=outcomes.sets_early(), taken_b=taken_b, taken_d=taken_d,
            set_early=state.set_early, outcomes=outcomes)

    def points_in_play(self) -> int:
        """Points still to fall: in the hands and in the trick in progress."""
        held = 0
        for hand in self.hands:
            held |= hand
        for _, bit in self.trick:
            held |= 1 << bit
        return sum(self.points[i] for i in range(len(self.cards)) if held >> i & 1)
