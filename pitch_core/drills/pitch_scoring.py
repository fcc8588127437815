"""Drills of the scoring: what a side's score is after the hand, and who wins the game."""

from __future__ import annotations

import random
from typing import Callable

from ..pitch.actions import BID, Action
from ..pitch.hand_types import BIDDING_PHASE
from ..pitch.ruleset import MOON
from ..pitch.state import HandState
from .model import CHOICE, NUMBER, Choice, Drill
from ..pitch.actions import seat_label
from ..pitch.scoring import score_hand
from .pitch_deals import dealt, position, position_text, random_policy, team_of, walk
from .register import maker


def _bid_first(bid: int | str) -> Callable:
    """A policy that makes the first player who may bid ``bid`` bid it, else plays at random."""
    def policy(state: HandState, rng: random.Random) -> Action:
        if state.phase == BIDDING_PHASE:
            wanted = Action(BID, state.current_player, bid=bid)
            if wanted in state.legal_actions():
                return wanted
        return random_policy(state, rng)
    return policy


def _one_low_bid(state: HandState, rng: random.Random) -> Action:
    """The first player bids the lowest bid and everyone else passes: a bid that is often made."""
    if state.phase == BIDDING_PHASE:
        legal = state.legal_actions()
        if state.bid is None:
            return next(a for a in legal if a.kind == BID)
        return next((a for a in legal if a.kind != BID), legal[0])
    return random_policy(state, rng)


def _played_out(rng: random.Random, preset: str, scores: tuple[int, ...] | None = None,
                policy: Callable = random_policy) -> HandState:
    state = dealt(rng, preset, scores)
    for _ in walk(state, rng, policy):
        pass
    return state


def _summary(state: HandState) -> dict:
    result = state.result
    assert result is not None and state.bidder is not None
    bidders = team_of(state, state.bidder)
    other = next(u for u in state.unit_names() if u != bidders)
    data = position(state, hands=[], taken={bidders: result.taken[0], other: result.taken[1]})
    data["scores"] = dict(zip(state.unit_names(), result.scores_before))
    data["text"] = data["text"].replace("trick=", "last-trick=")
    data["trick"] = []
    return data


def _score_after(rule: str, presets: tuple[str, ...], *, bidders: bool = True, bid: int | str | None = None,
                 scores: Callable[[random.Random], tuple[int, int]] | None = None) -> Callable:
    """What is this side's score after the hand? (bid, points taken and scores before shown)"""
    def make(rng: random.Random) -> Drill | None:
        preset = rng.choice(presets)
        policy = _bid_first(bid) if bid is not None else rng.choice((random_policy, _one_low_bid))
        state = _played_out(rng, preset, scores(rng) if scores else None, policy)
        result = state.result
        assert result is not None and state.bidder is not None
        cited = [e for e in result.events if e.rule_id == rule]
        if not cited:
            return None
        seat = state.bidder if bidders else (state.bidder + 1) % state.players
        unit = state.unit_of(seat)
        events = sorted(result.events, key=lambda e: e.rule_id != rule)
        explanation = tuple((e.rule_id, e.params) for e in events if e.rule_id != "game.target")
        return Drill(rule, "pitch", preset, NUMBER, _summary(state),
                     ("drill.q.score-after", {"team": state.unit_names()[unit]}),
                     result.scores_after[unit], explanation)
    return make


def _positive(rng: random.Random) -> tuple[int, int]:
    return rng.randrange(1, 20), rng.randrange(1, 20)


maker("score.made-taken")(_score_after("score.made-taken", ("pitch31",)))
maker("score.made-bid")(_score_after("score.made-bid", ("ten-point",)))
maker("score.set")(_score_after("score.set", ("ten-point", "pitch31")))
maker("score.defenders-taken")(_score_after("score.defenders-taken", ("ten-point", "pitch31"), bidders=False))
maker("score.moon-twenty")(_score_after("score.moon-twenty", ("pitch31",), bid=MOON, scores=_positive))
maker("score.moon-to-target")(_score_after("score.moon-to-target", ("ten-point",), bid=MOON, scores=_positive))
maker("score.early-set")(_score_after("score.early-set", ("pitch31",), bid=10, scores=_positive))


def _game_winner(rule: str, wants_both: bool) -> Callable:
    """Who wins the game after this hand? Both sides start near the target."""
    def make(rng: random.Random) -> Drill | None:
        preset = rng.choice(("ten-point", "pitch31"))
        target = dealt(random.Random(0), preset).ruleset.target
        scores = (target - rng.randrange(1, 6), target - rng.randrange(1, 6))
        state = _played_out(rng, preset, scores, rng.choice((random_policy, _one_low_bid)))
        result = state.result
        assert result is not None
        both = any(e.rule_id == "game.both-reach" for e in result.events)
        if both != wants_both or (not wants_both and rng.random() < 0.3 and result.winners):
            return None
        names = state.unit_names()
        answer = names[result.winners[0]] if result.winners else "none"
        choices = tuple(Choice(u, ("drill.team", {"team": u})) for u in names) + (Choice("none", ("drill.nobody-yet", {})),)
        events = sorted(result.events, key=lambda e: e.rule_id != rule)
        explanation = tuple((e.rule_id, e.params) for e in events)
        if not any(r == "game.target" for r, _ in explanation):
            explanation += (("game.target", {"target": target}),)
        return Drill(rule, "pitch", preset, CHOICE, _summary(state), ("drill.q.game-winner", {}),
                     answer, explanation, choices)
    return make


maker("game.target")(_game_winner("game.target", wants_both=False))
maker("game.both-reach")(_game_winner("game.both-reach", wants_both=True))


@maker("score.moon-wins")
def moon_wins(rng: random.Random) -> Drill | None:
    """13-point partner: a side bid 13 and took every point, or nearly: who wins the game? A made
    moon is rare in play, so the bid and the points taken are set and the engine scores them."""
    state = dealt(rng, "thirteen-point-partner", (rng.randrange(-10, 50), rng.randrange(-10, 50)))
    rules = state.ruleset
    bidder = rng.randrange(state.players)
    names = state.unit_names()
    bidders = state.unit_of(bidder)
    total = rules.total_points
    taken_b = total if rng.random() < 0.6 else total - rng.randrange(1, 4)
    unit_side = [0 if unit == bidders else 1 for unit in range(len(names))]
    result = score_hand(rules, bid=rules.moon_value, unit_side=unit_side, taken=(taken_b, total - taken_b),
                        scores=tuple(state.scores), set_early=False, burned=0, unit_names=names)
    other = names[1 - bidders]
    data = position(state, hands=[], taken={names[bidders]: taken_b, other: total - taken_b})
    data.update(bidder=seat_label(bidder, state.players), bid=rules.moon_value)
    data["text"] = position_text(rules.name, data)
    answer = names[result.winners[0]] if result.winners else "none"
    choices = tuple(Choice(u, ("drill.team", {"team": u})) for u in names) + (Choice("none", ("drill.nobody-yet", {})),)
    explanation = tuple((e.rule_id, e.params) for e in sorted(result.events, key=lambda e: e.rule_id != "score.moon-wins"))
    if not result.made:
        explanation = (("score.moon-wins", {"team": names[bidders], "bid": rules.moon_value, "taken": taken_b,
                                             "target": rules.target}),) + explanation
    question = ("drill.q.moon-game", {"team": names[bidders], "bid": rules.moon_value, "taken": taken_b, "points": total})
    return Drill("score.moon-wins", "pitch", rules.name, CHOICE, data, question, answer, explanation, choices)
