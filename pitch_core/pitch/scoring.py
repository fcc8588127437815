"""Scoring a finished hand and deciding the game (rules score.* and game.*, docs/pitch/basics.md#score-set).

Scores are kept per *scoring unit*: the two teams (NS, EW) with four players, each player with
five (five-handed sides change every hand). Points taken in a hand are counted per *side*:
side 0 is the bidding side, side 1 the defenders.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..event import Event
from .ruleset import Ruleset

BIDDING, DEFENDERS = 0, 1


@dataclass(frozen=True)
class HandScore:
    bid: int | str
    moon: bool
    made: bool
    set_early: bool
    taken: tuple[int, int]  # (bidding side, defenders)
    changes: tuple[int, ...]  # per scoring unit
    scores_before: tuple[int, ...]
    scores_after: tuple[int, ...]
    winners: tuple[int, ...]  # scoring units that won the game with this hand; () if it goes on
    events: tuple[Event, ...]

    @property
    def game_over(self) -> bool:
        return bool(self.winners)


def score_hand(ruleset: Ruleset, *, bid: int | str, unit_side: list[int], taken: tuple[int, int],
               scores: tuple[int, ...], set_early: bool, burned: int, unit_names: list[str]) -> HandScore:
    """Apply the preset's scoring. ``unit_side[u]`` is the side (0 bidding, 1 defending) of unit u."""
    moon = ruleset.is_moon(bid)
    numeric_bid = ruleset.max_numeric_bid if moon and bid != ruleset.max_numeric_bid else bid
    taken_b, taken_d = taken
    if moon:
        made = taken_d == 0 and burned == 0 and taken_b == ruleset.total_points
    else:
        made = taken_b >= int(numeric_bid)
    made = made and not set_early
    events: list[Event] = []
    after = list(scores)
    instant: str | None = None  # "win" or "lose" for the bidding side
    bidders = [u for u, side in enumerate(unit_side) if side == BIDDING]
    team = " & ".join(unit_names[u] for u in bidders)
    if set_early:
        events.append(Event("score.early-set", {"team": team, "bid": bid}))
    for unit, side in enumerate(unit_side):
        if side == DEFENDERS:
            after[unit] += taken_d
    defenders = [u for u, side in enumerate(unit_side) if side == DEFENDERS]
    if defenders:
        events.append(Event("score.defenders-taken", {
            "team": " & ".join(unit_names[u] for u in defenders), "taken": taken_d}))
    # Five-handed, the bidder and his partner keep separate scores, which may lie on opposite
    # sides of zero; a made moon is the side's, so the side's best score decides it for both
    # (docs/clarifications.md#clar-five-handed-moon).
    side_best = max(after[u] for u in bidders)
    for unit in bidders:
        after[unit], instant = _bidding_score(ruleset, after[unit], moon, made, numeric_bid, taken_b,
                                              side_best)
    events.append(_bidding_event(ruleset, moon, made, bid, taken_b, team))
    changes = tuple(a - b for a, b in zip(after, scores))
    winners = _winners(ruleset, after, bidders, instant)
    if len([u for u in range(len(after)) if after[u] >= ruleset.target]) > 1 and winners and instant is None:
        events.append(Event("game.both-reach", {}))
    elif winners and instant is None:
        events.append(Event("game.target", {"target": ruleset.target}))
    return HandScore(bid, moon, made, set_early, (taken_b, taken_d), changes, tuple(scores),
                     tuple(after), winners, tuple(events))


MOON_SWING = 20  # the "plus20" / "minus20" moon: what a made or a failed moon moves the score


def _bidding_score(ruleset: Ruleset, score: int, moon: bool, made: bool, numeric_bid: Any,
                   taken_b: int, side_best: int) -> tuple[int, str | None]:
    """One bidding unit's new score, and "win"/"lose" when the hand decides the game.
    ``side_best``: the best score on the bidding side (the unit's own with four players)."""
    if moon:
        if made:
            if ruleset.moon_made == "plus20":
                return score + MOON_SWING, None
            if ruleset.moon_made == "win_game":
                return score + taken_b, "win"
            if side_best > 0 or (side_best == 0 and ruleset.moon_zero_score == "to_target"):
                return max(score, ruleset.target), "win"
            return 0, None
        if ruleset.moon_failed == "minus20":
            return score - MOON_SWING, None
        if ruleset.moon_failed == "lose_game":
            return score, "lose"
        return score - int(numeric_bid), None
    if made:
        gained = taken_b if ruleset.made_bid_scores == "taken" else int(numeric_bid)
        return score + gained, None
    return score - int(numeric_bid), None


def _bidding_event(ruleset: Ruleset, moon: bool, made: bool, bid: Any, taken_b: int, team: str) -> Event:
    params = {"team": team, "bid": bid, "taken": taken_b, "target": ruleset.target}
    if moon and ruleset.moon_made == "plus20":
        return Event("score.moon-twenty", params)
    if moon and ruleset.moon_made == "to_target":
        return Event("score.moon-to-target", params)
    if moon and made and ruleset.moon_made == "win_game":
        return Event("score.moon-wins", params)
    if not made:
        return Event("score.set", params)
    return Event("score.made-taken" if ruleset.made_bid_scores == "taken" else "score.made-bid", params)


def _winners(ruleset: Ruleset, after: list[int], bidders: list[int], instant: str | None) -> tuple[int, ...]:
    units = range(len(after))
    if instant == "win":
        return tuple(bidders)
    if instant == "lose":
        return tuple(u for u in units if u not in bidders)
    reached = [u for u in units if after[u] >= ruleset.target]
    if len(reached) <= 1 or ruleset.both_reach == "bidder_wins" and any(u in bidders for u in reached):
        if len(reached) > 1:
            return tuple(u for u in reached if u in bidders)
        return tuple(reached)
    best = max(after[u] for u in reached)
    return tuple(u for u in reached if after[u] == best)
