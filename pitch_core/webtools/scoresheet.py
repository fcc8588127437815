"""The score keeper's arithmetic: one hand played at a real table, scored by its preset's rules.

The players at the table enter what happened (who bid, the bid, the points each side took) and
this applies the preset's own scoring, ``pitch_core.pitch.scoring.score_hand``: made or set,
what a moon pays and who may bid it, a 10 or moon set early, the target, and who wins when both
sides reach it. Nothing is re-implemented here; the inputs are only checked and shaped.

Scoring units are the two teams (``NS``, ``EW``) or, five-handed, each player (``1`` to ``5``);
the bidding side is one team, or five-handed the bidder and the partner he called (one unit if
he called his own card or one in the blind).
"""

from __future__ import annotations

from typing import Any, Sequence

from ..errors import IllegalAction, NotationError
from ..pitch import get_ruleset
from ..pitch.actions import SEAT_LABELS, TEAM_LABELS
from ..pitch.exchange import every_point_scored
from ..pitch.ruleset import MOON, Ruleset
from ..pitch.scoring import BIDDING, DEFENDERS, score_hand
from .events import event_view


def units(ruleset: Ruleset) -> list[str]:
    return list(TEAM_LABELS) if ruleset.teams_fixed else list(SEAT_LABELS[ruleset.players])


def sheet_rules(preset: str) -> dict[str, Any]:
    """What the score keeper's form needs to know about a preset."""
    ruleset = get_ruleset(preset)
    return {
        "preset": ruleset.name,
        "units": units(ruleset),
        "teams": ruleset.teams_fixed,
        "bid_ladder": list(ruleset.bid_ladder),
        "moon": ruleset.moon_value,
        "moon_min_score": ruleset.moon_min_team_score,
        "total_points": ruleset.total_points,
        "target": ruleset.target,
        "early_set": ruleset.early_set,
    }


_MAX_BID_DIGITS = 4  # a longer number is no bid, and int() of 5,000 digits refuses to run


def score_entry(preset: str, scores: Sequence[int], bidders: Sequence[str], bid: int | str,
                taken: Sequence[int], lang: str = "en") -> dict[str, Any]:
    """Score one hand. ``taken`` is ``[bidding side, defenders]``; returns the new scores, each
    side's change, the winners if the game is over, and the events that explain it all."""
    ruleset = get_ruleset(preset)
    names = units(ruleset)
    before = _scores(scores, names)
    sides = _sides(bidders, names, ruleset)
    value = _bid(bid, ruleset)
    taken_b, taken_d = _taken(taken, ruleset)
    _check_moon_allowed(ruleset, value, before, sides, names)
    # Rule score.early-set: a 10 or a moon is set the moment the defenders take a point (pitch31's early set).
    set_early = ruleset.early_set and (value == 10 or ruleset.is_moon(value)) and taken_d > 0
    if every_point_scored(ruleset) and not set_early and taken_b + taken_d != ruleset.total_points:
        # the hand is played to its end and no point goes to nobody: the two sides took them all
        raise NotationError("score.all-points", taken=f"{taken_b} + {taken_d}", total=ruleset.total_points)
    result = score_hand(ruleset, bid=value, unit_side=sides, taken=(taken_b, taken_d), scores=before,
                        set_early=set_early, burned=0, unit_names=names)
    return {
        "preset": ruleset.name,
        "bidders": [names[u] for u, side in enumerate(sides) if side == BIDDING],
        "bid": value,
        "taken": [taken_b, taken_d],
        "made": result.made,
        "moon": result.moon,
        "set_early": result.set_early,
        "changes": dict(zip(names, result.changes)),
        "scores": dict(zip(names, result.scores_after)),
        "winners": [names[u] for u in result.winners],
        "events": [event_view(event, lang) for event in result.events],
    }


def _scores(scores: Sequence[int], names: list[str]) -> tuple[int, ...]:
    if (not isinstance(scores, (list, tuple)) or len(scores) != len(names)
            or not all(isinstance(s, int) and not isinstance(s, bool) for s in scores)):
        raise NotationError("score.bad-scores", known=", ".join(names))
    return tuple(scores)


def _sides(bidders: Sequence[str], names: list[str], ruleset: Ruleset) -> list[int]:
    chosen = {str(b).strip().upper() for b in bidders} if isinstance(bidders, (list, tuple)) else set()
    most = 1 if ruleset.teams_fixed else 2  # a team, or the bidder and his called partner
    if not chosen or not chosen <= set(names) or len(chosen) > most:
        shown = " ".join(map(str, bidders)) if isinstance(bidders, (list, tuple)) else str(bidders)
        raise NotationError("score.bad-bidders", bidders=shown, known=", ".join(names))
    return [BIDDING if name in chosen else DEFENDERS for name in names]


def _bid(bid: int | str, ruleset: Ruleset) -> int | str:
    word = str(bid).strip().lower()
    if word.isascii() and word.isdigit() and len(word) > _MAX_BID_DIGITS:  # no ladder goes this high
        raise IllegalAction("bid.maximum", max_bid=ruleset.max_numeric_bid)
    value: int | str = MOON if word == MOON else int(word) if word.isascii() and word.isdigit() else word
    if value not in ruleset.bid_ladder:
        if value == MOON and ruleset.moon_bid == "equals_max":
            raise IllegalAction("bid.moon-is-thirteen")
        if isinstance(value, int) and value > ruleset.max_numeric_bid:
            raise IllegalAction("bid.maximum", max_bid=ruleset.max_numeric_bid)
        raise IllegalAction("bid.minimum", min_bid=ruleset.min_bid)
    return value


def _taken(taken: Sequence[int], ruleset: Ruleset) -> tuple[int, int]:
    total = ruleset.total_points
    ok = (isinstance(taken, (list, tuple)) and len(taken) == 2
          and all(isinstance(t, int) and not isinstance(t, bool) for t in taken))
    if not ok or min(taken) < 0 or sum(taken) > total:
        raise NotationError("score.bad-taken", taken=" + ".join(map(str, taken)) if ok else str(taken),
                            total=total)
    return taken[0], taken[1]


def _check_moon_allowed(ruleset: Ruleset, bid: int | str, scores: tuple[int, ...], sides: list[int],
                        names: list[str]) -> None:
    """pitch31: only a team with a score of at least 1 may shoot the moon."""
    needed = ruleset.moon_min_team_score
    if not ruleset.is_moon(bid) or needed is None:
        return
    for unit, side in enumerate(sides):
        if side == BIDDING and scores[unit] < needed:
            raise IllegalAction("bid.moon-needs-score", min_score=needed, team=names[unit], score=scores[unit])
