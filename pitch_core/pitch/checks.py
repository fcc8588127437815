"""Invariants every finished hand holds, checked by simulations."""

from __future__ import annotations

from .state import HandState


def check_hand(hand: HandState) -> None:
    accounted = sum(credit.points for credit in hand.credits)
    if accounted != hand.ruleset.total_points:
        raise AssertionError(f"{accounted} of {hand.ruleset.total_points} points accounted for")
    if any(hand.trump_in_hand(seat) for seat in range(hand.players)) and \
            hand.ruleset.end_when_team_out == "play_on" and not hand.set_early:
        raise AssertionError("the hand ended with trump still in hand")
