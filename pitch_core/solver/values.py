"""What a finished hand is worth to the bidding side, in the ruleset's own points.

The value of a hand is the bidding side's score change less the defenders' (each side's change
averaged over its scoring units: one team each with four players; the bidder and his partner
against the other players five-handed, where every member of a side usually moves alike). The
engine's own ``score_hand`` does the scoring, so made and set bids (the bid or everything taken),
moons, the early set, burned points and whose side a 2's point goes to are exactly as the
ruleset says. (This family counts card points only: there is no High, Low, Jack or Game.)

Five-handed, the sides are the bidder and the called card's holder against the rest, as the hands
make them: with every card known (double dummy), every seat knows the partnership.

A moon that wins the game outright (``moon_made = win_game``) or loses it (``moon_failed =
lose_game``) moves the score less than it matters, or not at all: such a hand counts the game's
target on top, won or lost. Reaching the target in the ordinary way is not counted: this is the
hand's value, not the match's.

A seat's value is the bidding side's value for a bidder, its negative for a defender, so the
play is a zero-sum game between the two sides.
"""

from __future__ import annotations

from typing import Sequence

from ..pitch.ruleset import Ruleset
from ..pitch.scoring import BIDDING, HandScore, score_hand
from ..pitch.state import HandState


def bidding_value(ruleset: Ruleset, result: HandScore, unit_side: Sequence[int]) -> float:
    """The scored hand's worth to the bidding side; ``unit_side[u]`` is scoring unit u's side."""
    ours = [change for change, side in zip(result.changes, unit_side) if side == BIDDING]
    theirs = [change for change, side in zip(result.changes, unit_side) if side != BIDDING]
    value = sum(ours) / len(ours) - (sum(theirs) / len(theirs) if theirs else 0.0)
    if result.moon and result.made and ruleset.moon_made == "win_game":
        value += ruleset.target
    if result.moon and not result.made and ruleset.moon_failed == "lose_game":
        value -= ruleset.target
    return value


def unit_sides(state: HandState) -> list[int]:
    """Each scoring unit's side (unit u is team u, or seat u five-handed: ``side_of(u)`` either way)."""
    units = len(state.scores)
    return [state.side_of(unit) for unit in range(units)]


def seat_value(state: HandState, seat: int) -> float:
    """A finished hand's worth to ``seat``'s side."""
    if state.result is None:
        raise RuntimeError("only a finished hand has a value")
    value = bidding_value(state.ruleset, state.result, unit_sides(state))
    return value if state.side_of(seat) == BIDDING else -value


class Outcomes:
    """The hand's value for every way the points still in play could fall, from the position's
    points so far: ``value(b, d, set_early)`` scores the hand with ``b`` points to the bidding side
    and ``d`` to the defenders in all. Scored once per tally, then remembered."""

    def __init__(self, state: HandState) -> None:
        if state.bid is None:
            raise RuntimeError("a hand has a value only once a bid stands")
        self.ruleset = state.ruleset
        self.bid = state.bid
        self.sides = unit_sides(state)
        self.scores = state.scores
        self.names = state.unit_names()
        self.burned = sum(c.points for c in state.credits if c.side is None)
        self._known: dict[tuple[int, int, bool], float] = {}

    def value(self, taken_b: int, taken_d: int, set_early: bool) -> float:
        key = (taken_b, taken_d, set_early)
        found = self._known.get(key)
        if found is None:
            found = self._known[key] = bidding_value(self.ruleset, self.result(taken_b, taken_d, set_early), self.sides)
        return found

    def result(self, taken_b: int, taken_d: int, set_early: bool) -> HandScore:
        """The hand scored with these points taken (whether the bid is made, each unit's change)."""
        return score_hand(self.ruleset, bid=self.bid, unit_side=self.sides, taken=(taken_b, taken_d),
                          scores=self.scores, set_early=set_early, burned=self.burned, unit_names=self.names)

    def sets_early(self) -> bool:
        """Whether a defenders' point sets this contract at once (pitch31's 10 and moon)."""
        return self.ruleset.early_set and (self.bid == 10 or self.ruleset.is_moon(self.bid))
