"""Exact double-dummy search of a Pitch hand's play: alpha-beta over the two sides.

Every card is known, and every seat plays its best from here on; a card's value is what the
hand is then worth to the side of the player who plays it (``values.py``). The search is exact,
and fast through what bridge solvers (DDS) do too:

* **a transposition table** at the start of each trick, with lower and upper bounds, keyed on
  who leads and the cards in play as the play sees them (in trump order, each one's holder and
  worth, not its rank), so a position reached through other trick orders, or differing only in
  which cards are gone between the ones left, is searched once;
* **cards that touch are one move**: two cards in one hand with no card still in play between
  them in the trump order (the trick in progress counts) and the same worth (points, and whether
  a 2 goes back to its player) do exactly the same work, so only one is tried;
* **move ordering**: the top card led first, cards that take the trick, points thrown to a
  partner who is winning it;
* **zero-width windows** at the root (MTD(f)): each card's exact value is closed in on with
  searches that only ask "at least this much?", the table's bounds carried from one to the next;
* **bounds without search** at each trick's start: points a side cannot lose (cards above all
  the other side's, 2s that come back), and the last trick played out directly.

The value of a hand depends on the points only through the bidding side's final take, and does
not fall when that take rises (checked for the position: ``Outcomes``). So the search maximises
the bidding side's points still to come, an additive count that does not depend on how the
points so far were taken, and that lets one table entry serve every history. Where that does not
hold (a ruleset whose early set stops the hand, ``early_set_stop = "stop"``), it searches the
hand's value itself, with the points so far in the key.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Iterable, NamedTuple

from ..cards import Card
from ..pitch.scoring import BIDDING
from ..pitch.state import HandState
from .board import Board

INF = float("inf")
_SPLIT = 10  # masks are summed in two halves of this many bits through tables (up to 20 trump)


@dataclass(frozen=True)
class Solution:
    """Each legal card's value for the side of the player to move (``to_move``)."""

    to_move: int
    values: dict[Card, float]
    nodes: int  # positions searched

    def best(self) -> float:
        return max(self.values.values())


def solve(state: HandState) -> Solution:
    """The exact value of every legal card in a play-phase position with every hand known."""
    board = Board.of(state)
    legal = [action.named_card for action in state.legal_actions()]
    return Search(board).solve(legal)


class Worth(NamedTuple):
    """A play-phase position's exact value to the bidding side, every seat playing its best, and
    the points each side then takes in the hand (None where the search did not count them: a
    ruleset whose early set stops the hand) with whether the bid is made."""

    value: float
    nodes: int  # positions searched
    taken: tuple[int, int] | None  # (bidding side, defenders), points before the play included
    made: bool | None


def position_value(state: HandState) -> Worth:
    """What a play-phase position is worth to the bidding side, every seat playing its best (the
    side to move's best card), found in one search of the position rather than one for each card:
    cheaper than ``solve`` when only the position's worth matters (the review of a bid, the trump
    or the exchange)."""
    search = Search(Board.of(state))
    return search.worth([action.named_card for action in state.legal_actions()])


@lru_cache(maxsize=64)
def _mask_points(points: tuple[int, ...], low: int, high: int) -> list[int]:
    """The points of every set of bits ``low`` to ``high``, by mask: one table per point scheme
    and trump order, shared by every search (never changed)."""
    table = [0] * (1 << (high - low))
    for mask in range(1, len(table)):
        lowest = (mask & -mask).bit_length() - 1
        table[mask] = table[mask & (mask - 1)] + (points[low + lowest] if low + lowest < len(points) else 0)
    return table


class Search:
    """One position's search; the table is kept between the root's cards (they share subtrees)."""

    def __init__(self, board: Board) -> None:
        self.board = board
        self.players = board.players
        self.sides = board.sides
        self.hands = list(board.hands)
        self.trick = list(board.trick)
        self.jokers_played = board.jokers_played
        self.taken_b, self.taken_d, self.set_early = board.taken_b, board.taken_d, board.set_early
        self.live = self._in_play()  # the cards in hands and in the trick in progress
        self._fph = board.first_played_high
        self.table: dict[tuple, tuple[float, float]] = {}
        self.nodes = 0
        n = len(board.cards)
        self._low_points = _mask_points(board.points, 0, _SPLIT)
        self._high_points = _mask_points(board.points, _SPLIT, max(n, _SPLIT + 1))
        self._returning = sum(1 << i for i, back in enumerate(board.returns) if back)
        # Cards of one kind may be merged when they touch: same points, same 2-goes-back rule,
        # and, when the first joker played ranks high, jokers only with jokers.
        self._kind = tuple((board.points[i], board.returns[i], bool(board.first_played_high and board.joker_bits >> i & 1))
                           for i in range(n))
        # Sort keys of the move ordering: fewest points first, the lower card first among equals
        # ("cheap"); most points first, the lower card first among equals ("dear").
        self._cheap = [board.points[i] * 64 - i for i in range(n)]
        self._dear = [-board.points[i] * 64 - i for i in range(n)]
        kinds = sorted(set(self._kind))
        self._kind_id = tuple(kinds.index(kind) for kind in self._kind)  # at most 12: 4 bits
        self._owner = [0] * n
        self._shortcut = board.ends_when_side_out or not board.stops_when_set
        self.additive = not board.stops_when_set and self._monotone()
        self.future = 0.0  # value(): the bidding side's points to come (additive search)

    # -- the hand's value -------------------------------------------------------------------------
    def _final(self, future_b: int, in_play: int) -> float:
        """The bidding side's value when it takes ``future_b`` of the ``in_play`` points to come."""
        board = self.board
        taken_b, taken_d = board.taken_b + future_b, board.taken_d + in_play - future_b
        set_early = board.set_early or (board.sets_early and taken_d > 0)
        return board.outcomes.value(taken_b, taken_d, set_early)

    def _monotone(self) -> bool:
        in_play = self.board.points_in_play()
        values = [self._final(x, in_play) for x in range(in_play + 1)]
        return all(a <= b for a, b in zip(values, values[1:]))

    def _points(self, mask: int) -> int:
        return self._low_points[mask & ((1 << _SPLIT) - 1)] + self._high_points[mask >> _SPLIT]

    # -- the root -----------------------------------------------------------------------------------
    def solve(self, legal: Iterable[Card]) -> Solution:
        board = self.board
        seat = board.to_move
        bit_of = {card: i for i, card in enumerate(board.cards)}
        legal_bits = sorted(bit_of[card] for card in legal)
        in_play = board.points_in_play()
        by_bit: dict[int, float] = {}
        guess = 0.0
        for group in self._groups(seat, legal_bits):
            future = guess = self._exact(seat, group[0], guess)
            value = self._final(int(future), in_play) if self.additive else future
            for bit in group:
                by_bit[bit] = value
        sign = 1 if self.sides[seat] == BIDDING else -1
        return Solution(seat, {board.cards[bit]: sign * by_bit[bit] + 0.0 for bit in legal_bits}, self.nodes)

    def value(self, legal: Iterable[Card]) -> float:
        """The position's value to the bidding side: the best of the legal cards for the side to
        move, closed in on with zero-width windows as ``_exact`` does (one full window when the
        value is the hand's own)."""
        board = self.board
        seat = board.to_move
        bit_of = {card: i for i, card in enumerate(board.cards)}
        reps = [group[0] for group in self._groups(seat, sorted(bit_of[card] for card in legal))]
        if not self.additive:
            return self._root(seat, reps, -INF, INF)
        low, high = -INF, INF
        value = 0.0
        while low < high:
            beta = value + 1 if value == low else value
            value = self._root(seat, reps, beta - 1, beta)
            if value < beta:
                high = value
            else:
                low = value
        self.future = value  # the bidding side's points still to come, with best play
        return self._final(int(value), board.points_in_play())

    def worth(self, legal: Iterable[Card]) -> Worth:
        """The position's ``Worth``: its value to the bidding side and, counted by the search, the
        points each side takes and whether the bid is made."""
        value = self.value(legal)
        if not self.additive:
            return Worth(value, self.nodes, None, None)
        return self.worth_of(int(self.future))

    def worth_of(self, future: int) -> Worth:
        """The position's ``Worth`` once the bidding side's points to come are known: the same
        position under another bid (an additive search does not depend on it) needs no search."""
        board = self.board
        taken_b, taken_d = board.taken_b + future, board.taken_d + board.points_in_play() - future
        result = board.outcomes.result(taken_b, taken_d, board.set_early or (board.sets_early and taken_d > 0))
        return Worth(board.outcomes.value(taken_b, taken_d, result.set_early), self.nodes, (taken_b, taken_d),
                     result.made)

    def _root(self, seat: int, reps: list[int], alpha: float, beta: float) -> float:
        """The best of the root's cards ``reps`` within the window (fail-soft)."""
        maximise = self.sides[seat] == BIDDING
        best = -INF if maximise else INF
        for bit in reps:
            value = self._after(seat, bit, alpha, beta)
            if maximise and value > best:
                best = value
                alpha = max(alpha, value)
            elif not maximise and value < best:
                best = value
                beta = min(beta, value)
            if alpha >= beta:
                break
        return best

    def _exact(self, seat: int, bit: int, guess: float) -> float:
        """The exact value below a root card. The bidding side's points are whole numbers, so
        zero-width windows close in on it from a guess (MTD(f)), each pass cut short by the
        bounds the table keeps; the hand's own value (not additive) takes one full window."""
        if not self.additive:
            return self._after(seat, bit, -INF, INF)
        low, high = -INF, INF
        value = guess
        while low < high:
            beta = value + 1 if value == low else value
            value = self._after(seat, bit, beta - 1, beta)
            if value < beta:
                high = value
            else:
                low = value
        return value

    def _groups(self, seat: int, bits: list[int]) -> list[list[int]]:
        """The legal cards in groups of cards that touch (highest first)."""
        groups: list[list[int]] = []
        in_play = self.live
        for bit in bits:
            if groups and self._touch(groups[-1][-1], bit, in_play):
                groups[-1].append(bit)
            else:
                groups.append([bit])
        return groups

    def _in_play(self) -> int:
        mask = 0
        for hand in self.hands:
            mask |= hand
        for _, bit in self.trick:
            mask |= 1 << bit
        return mask

    def _touch(self, higher: int, lower: int, in_play: int) -> bool:
        between = (in_play >> (higher + 1)) & ((1 << (lower - higher - 1)) - 1)
        return not between and self._kind[higher] == self._kind[lower]

    # -- the tree -----------------------------------------------------------------------------------
    def _after(self, seat: int, bit: int, alpha: float, beta: float) -> float:
        """The value below ``seat`` playing ``bit`` (from the position before the play)."""
        hands, trick = self.hands, self.trick
        following = self._next_in_trick(seat, trick[0][0] if trick else seat)
        hands[seat] ^= 1 << bit
        trick.append((seat, bit))
        value = self._end_trick(alpha, beta) if following < 0 else self._node(following, alpha, beta)
        trick.pop()
        hands[seat] |= 1 << bit
        return value

    def _next_in_trick(self, seat: int, leader: int) -> int:
        """The next seat clockwise that holds trump and has not played to this trick; -1 if none.
        (The same whichever card ``seat`` plays: only the others' hands are looked at.)"""
        players, hands = self.players, self.hands
        current = seat
        for _ in range(players - 1):
            current = (current + 1) % players
            if current == leader:
                return -1
            if hands[current]:
                return current
        return -1

    def _node(self, seat: int, alpha: float, beta: float) -> float:
        self.nodes += 1
        hands, trick = self.hands, self.trick
        starting = not trick
        key: tuple = ()
        alpha0, beta0 = alpha, beta
        if starting:
            last = True
            for hand in hands:
                if hand & (hand - 1):
                    last = False
                    break
            if last:
                return self._last_trick(seat)
            low, high, key = self._bounds(seat)
            if low >= beta or low == high:
                return low
            if high <= alpha:
                return high
            alpha, beta = max(alpha, low), min(beta, high)
            alpha0, beta0 = alpha, beta
        following = self._next_in_trick(seat, trick[0][0] if trick else seat)
        maximise = self.sides[seat] == BIDDING
        best = -INF if maximise else INF
        for bit in self._moves(seat):
            mask = 1 << bit
            hands[seat] ^= mask
            trick.append((seat, bit))
            value = self._end_trick(alpha, beta) if following < 0 else self._node(following, alpha, beta)
            trick.pop()
            hands[seat] |= mask
            if maximise:
                if value > best:
                    best = value
                    if value > alpha:
                        alpha = value
                        if alpha >= beta:
                            break
            elif value < best:
                best = value
                if value < beta:
                    beta = value
                    if alpha >= beta:
                        break
        if starting:
            low, high = self.table.get(key, (-INF, INF))
            if best <= alpha0:
                high = min(high, best)
            elif best >= beta0:
                low = max(low, best)
            else:
                low = high = best
            self.table[key] = (low, high)
        return best

    def _last_trick(self, leader: int) -> float:
        """Nobody holds more than one card: the last trick plays itself."""
        trick, hands, players = self.trick, self.hands, self.players
        seat = leader
        for _ in range(players):
            if hands[seat]:
                trick.append((seat, hands[seat].bit_length() - 1))
            seat = (seat + 1) % players
        saved = list(hands)
        for i in range(players):
            hands[i] = 0
        value = self._end_trick(-INF, INF)
        hands[:] = saved
        trick.clear()
        return value

    def _bounds(self, leader: int) -> tuple[float, float, tuple]:
        """At a trick's start: what the value is known to lie in (the table's bounds, and the 2s
        that go back to their own side), and the table's key; equal bounds when nothing is left
        to decide."""
        hands = self.hands
        held = 0
        for hand in hands:
            held |= hand
        if not self.additive:
            if not self._points(held):
                value = self.board.outcomes.value(self.taken_b, self.taken_d, self.set_early)
                return value, value, ()
            key: tuple = (leader, self.taken_b, self.taken_d, self.set_early, *hands)
            low, high = -INF, INF
        else:
            remaining = self._points(held)
            if not remaining:
                return 0, 0, ()
            ours = theirs = 0
            sides = self.sides
            for s, hand in enumerate(hands):
                if sides[s] == BIDDING:
                    ours |= hand
                else:
                    theirs |= hand
            low = self._points(self._sure(ours, theirs))
            high = remaining - self._points(self._sure(theirs, ours))
            key = (leader, self._shape(held))
        entry = self.table.get(key)
        if entry is not None:
            low, high = max(low, entry[0]), min(high, entry[1])
        return low, high, key

    def _shape(self, held: int) -> int:
        """The cards in play as the play sees them: in trump order, each card's holder and kind,
        whatever its rank. Positions that differ only in cards gone between them (the K and Q
        left rather than the Q and J) play alike, so they share one table entry."""
        owner = self._owner
        for seat, hand in enumerate(self.hands):
            while hand:
                low = hand & -hand
                owner[low.bit_length() - 1] = seat
                hand ^= low
        kind = self._kind_id
        shape = 1
        while held:
            low = held & -held
            bit = low.bit_length() - 1
            held ^= low
            shape = (shape << 7) | (owner[bit] << 4) | kind[bit]
        return shape

    def _sure(self, mine: int, others: int) -> int:
        """The cards of one side whose points it is sure to keep: each 2 that goes back to its
        player, and every card above all the other side's, which wins or falls to a partner
        whatever trick it is played to. (A joker that may rank high or low is not counted, and
        the other side's counts at its best place.)"""
        if not others:
            return mine
        top = (others & -others).bit_length() - 1
        if self._fph:
            if others & self.board.joker_bits:
                top = min(top, self.board.high_place, self.board.low_place)
            mine &= ~self.board.joker_bits
        return (mine & ((1 << top) - 1)) | (mine & self._returning)

    def _moves(self, seat: int) -> list[int]:
        """One card of each group that touches, the likeliest best first."""
        hand = self.hands[seat]
        live = self.live
        kind = self._kind
        reps: list[int] = []
        previous = -1
        mask = hand
        while mask:
            low = mask & -mask
            bit = low.bit_length() - 1
            mask ^= low
            if previous < 0 or (live >> (previous + 1)) & ((1 << (bit - previous - 1)) - 1) \
                    or kind[previous] != kind[bit]:
                reps.append(bit)
            previous = bit
        if len(reps) < 2:
            return reps
        if not self.trick:
            # Lead: the top card, then the cheapest cards, low before high.
            return [reps[0]] + sorted(reps[1:], key=self._cheap.__getitem__)
        winner, top, jokers = self._winning()
        if self.sides[winner] == self.sides[seat]:
            # Partner winning: give him points (the biggest first), cheapest cards last.
            return sorted(reps, key=self._dear.__getitem__)
        # Opponent winning: the lowest card that takes it, then the cheapest losers.
        if self._fph:
            beating = [b for b in reps if self._rank(b, jokers) < top]
            losing = [b for b in reps if self._rank(b, jokers) >= top]
        else:
            beating = [b for b in reps if b < top]
            losing = [b for b in reps if b >= top]
        return beating[::-1] + sorted(losing, key=self._cheap.__getitem__)

    def _rank(self, bit: int, jokers_before_in_trick: int) -> int:
        board = self.board
        if board.first_played_high and board.joker_bits >> bit & 1:
            return board.high_place if self.jokers_played + jokers_before_in_trick == 0 else board.low_place
        return bit

    def _winning(self) -> tuple[int, int, int]:
        """The seat winning the trick in progress so far, its card's rank, and the jokers played to it."""
        winner, top = -1, 1 << 30
        if not self._fph:
            for seat, bit in self.trick:
                if bit < top:
                    winner, top = seat, bit
            return winner, top, 0
        jokers_bits = self.board.joker_bits
        jokers = 0
        for seat, bit in self.trick:
            if jokers_bits >> bit & 1:
                rank = self._rank(bit, jokers)
                jokers += 1
            else:
                rank = bit
            if rank < top:
                winner, top = seat, rank
        return winner, top, jokers

    def _end_trick(self, alpha: float, beta: float) -> float:
        """Score the finished trick, then search on from the next lead (or end the hand)."""
        board = self.board
        trick = self.trick
        winner, _, jokers = self._winning()
        sides, points, returns = self.sides, board.points, board.returns
        gain_b = gain_d = 0
        played = 0
        for seat, bit in trick:
            played |= 1 << bit
            worth = points[bit]
            if worth:
                side = sides[seat] if returns[bit] else sides[winner]
                if side == BIDDING:
                    gain_b += worth
                else:
                    gain_d += worth
        saved = (trick, self.live, self.jokers_played, self.taken_b, self.taken_d, self.set_early)
        self.trick = []
        self.live &= ~played
        self.jokers_played += jokers
        self.taken_b += gain_b
        self.taken_d += gain_d
        if gain_d and board.sets_early:
            self.set_early = True
        gain = gain_b if self.additive else 0
        value = self._next_trick(winner, alpha - gain, beta - gain) + gain
        self.trick, self.live, self.jokers_played, self.taken_b, self.taken_d, self.set_early = saved
        return value

    def _next_trick(self, winner: int, alpha: float, beta: float) -> float:
        """After a trick: the hand's end, or the search from the next leader."""
        hands, sides = self.hands, self.sides
        bidding = defending = False
        for seat, hand in enumerate(hands):
            if hand:
                if sides[seat] == BIDDING:
                    bidding = True
                else:
                    defending = True
        if not (bidding or defending) or (self.set_early and self.board.stops_when_set):
            return 0 if self.additive else self.board.outcomes.value(self.taken_b, self.taken_d, self.set_early)
        if not (bidding and defending) and self._shortcut:
            # One side holds all the trump left: every later trick is its own (rule hand.team-out).
            rest = self._points(self.live)
            if self.additive:
                return rest if bidding else 0
            if bidding:
                return self.board.outcomes.value(self.taken_b + rest, self.taken_d, self.set_early)
            set_early = self.set_early or (rest > 0 and self.board.sets_early)
            return self.board.outcomes.value(self.taken_b, self.taken_d + rest, set_early)
        leader = winner if hands[winner] else self._next_leader(winner)
        return self._node(leader, alpha, beta)

    def _next_leader(self, winner: int) -> int:
        players, hands = self.players, self.hands
        if self.board.partner_leads and hands[(winner + 2) % players]:
            return (winner + 2) % players
        seat = winner
        for _ in range(players - 1):
            seat = (seat + 1) % players
            if hands[seat]:
                return seat
        raise RuntimeError("someone holds trump")  # _next_trick checked that
