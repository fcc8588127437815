"""Whole games of Three Thirteen played by simple players, with the engine's invariants checked.

Two players are built in:

* ``random``: any legal draw and discard, but it goes out whenever it can (a player who never
  goes out would keep a round alive for ever, since the stock is rebuilt when it runs out);
* ``greedy``: draws the top discard when it lowers the best deadwood it can reach, discards the
  card that leaves the least deadwood, and goes out as soon as it can.

``simulate`` returns figures (games per second and how the rounds went) and raises
``AssertionError`` if any invariant breaks: the pack is conserved, hands have the round's size,
a player to act always has a legal action, each round's scores are the laid-out hands' deadwood
and the totals add up.
"""

from __future__ import annotations

import random
import time
from collections import Counter
from typing import Any, Callable, Sequence

from ..cards import Card, Rank
from .actions import OUT, PILE, STOCK, Action
from .ruleset import Ruleset, get_ruleset
from .solver import deadwood, discard_options
from .state import DISCARD_PHASE, DRAW_PHASE, GameState

MAX_ACTIONS_PER_GAME = 200_000  # a safety net: no game of these players comes near it

Policy = Callable[[GameState, random.Random], Action]


def random_policy(state: GameState, rng: random.Random) -> Action:
    actions = state.legal_actions()
    outs = [a for a in actions if a.kind == OUT]
    return outs[0] if outs else rng.choice(actions)


def greedy_policy(state: GameState, rng: random.Random) -> Action:
    seat = state.current_player  # a seat: policies are asked only on a player's turn
    actions = state.legal_actions()
    if state.phase == DRAW_PHASE:
        return greedy_draw(state.hands[seat], state.top_discard, actions, state.wild_rank, state.ruleset)
    outs = [a for a in actions if a.kind == OUT]
    if outs:
        return outs[0]
    values = state.discard_values()
    best = min(values[a.named_card] for a in actions)
    return rng.choice([a for a in actions if values[a.named_card] == best])


def greedy_draw(hand: Sequence[Card], top: Card | None, actions: Sequence[Action], wild_rank: Rank,
                rules: Ruleset) -> Action:
    """The top discard when it lowers the least deadwood the hand can reach, else the stock
    (``actions``: the legal draws). It needs only what the drawing seat sees."""
    by_source = {a.source: a for a in actions}
    if PILE not in by_source or top is None:
        return by_source[STOCK]
    if STOCK not in by_source:
        return by_source[PILE]
    now = deadwood(hand, wild_rank, rules)
    with_top = min(discard_options([*hand, top], wild_rank, rules).values())
    return by_source[PILE] if with_top < now else by_source[STOCK]


POLICIES: dict[str, Policy] = {"random": random_policy, "greedy": greedy_policy}


def play_game(rules: Ruleset, players: int, rng: random.Random, policy: Policy = random_policy,
              dealer: int = 0, check: bool = True) -> tuple[GameState, dict[str, int]]:
    """Play one game to the end; returns the final state and counts of what happened."""
    state = GameState.new(rules, players=players, dealer=dealer)
    counts = Counter({"actions": 0, "reshuffles": 0, "rounds_out": 0, "rounds_stock": 0})
    rounds_seen = 0
    while not state.is_terminal:
        if counts["actions"] >= MAX_ACTIONS_PER_GAME:
            raise AssertionError("a game ran past the safety limit of actions")
        if state.is_chance:
            action = state.chance_random(rng)
            counts["reshuffles"] += action.kind == "reshuffle"
        else:
            if check:
                check_invariants(state)
            state.apply(policy(state, rng))
            counts["actions"] += 1
        if len(state.results) > rounds_seen:
            rounds_seen = len(state.results)
            result = state.results[-1]
            counts["rounds_out" if result.out_seat is not None else "rounds_stock"] += 1
            if check:
                check_round(state)
    if check:
        check_game(state)
    return state, dict(counts)


def check_invariants(state: GameState) -> None:
    """Mid-round: the pack is all there, the hands have their size, the player can act."""
    held = Counter(c for hand in state.hands for c in hand) + Counter(state.stock) + Counter(state.pile)
    assert held == Counter(state.pack), "cards were created or lost"
    for seat, hand in enumerate(state.hands):
        extra = 1 if state.phase == DISCARD_PHASE and seat == state.to_move else 0
        assert len(hand) == state.hand_size + extra, "a hand has the wrong size"
    assert state.legal_actions(), "the player to act has no legal action"


def check_round(state: GameState) -> None:
    """A scored round: each score is that hand's deadwood, the layout is the hand, totals add up."""
    result = state.results[-1]
    before = state.results[-2].totals if len(state.results) > 1 else state.first_totals
    for seat_score in result.seats:
        layout = seat_score.arrangement
        laid = [c for meld in layout.melds for c in meld.cards] + list(layout.leftover)
        assert len(laid) == state.ruleset.hand_size(result.round), "a layout lost cards"
        pens = sum(state.ruleset.penalty(c, result.wild_rank) for c in layout.leftover)
        assert pens == seat_score.points, "a score is not its leftover cards' penalty"
        if seat_score.went_out:
            assert seat_score.points == 0, "the player who went out scored points"
    assert all(t == b + s for t, b, s in zip(result.totals, before, result.scores))


def check_game(state: GameState) -> None:
    assert len(state.results) == state.ruleset.rounds - state.first_round + 1
    assert state.totals == state.results[-1].totals
    low = min(state.totals)
    assert state.winners() == [s for s, t in enumerate(state.totals) if t == low]


def simulate(preset: str | Ruleset, games: int, seed: int, players: int | None = None,
             policy: str = "random", check: bool = True) -> dict[str, Any]:
    """Play ``games`` whole games (2, 3 and 4 players in turn unless ``players`` is given) and
    return the figures: games per second, actions, how rounds ended, reshuffles, totals."""
    rules = preset if isinstance(preset, Ruleset) else get_ruleset(preset)
    rng = random.Random(seed)
    play = POLICIES[policy]
    totals: Counter[str] = Counter()
    winning: list[int] = []
    started = time.perf_counter()
    for game in range(games):
        table = players if players is not None else 2 + game % 3
        state, counts = play_game(rules, table, rng, play, dealer=game % table, check=check)
        totals.update(counts)
        winning.append(min(state.totals))
    seconds = time.perf_counter() - started
    rounds = totals["rounds_out"] + totals["rounds_stock"]
    return {
        "preset": rules.name,
        "policy": policy,
        "games": games,
        "players": players if players is not None else "2-4",
        "seed": seed,
        "seconds": round(seconds, 3),
        "games_per_second": round(games / seconds, 2) if seconds else None,
        "actions": totals["actions"],
        "actions_per_second": round(totals["actions"] / seconds) if seconds else None,
        "rounds": rounds,
        "rounds_ended_by_going_out": totals["rounds_out"],
        "rounds_ended_by_empty_stock": totals["rounds_stock"],
        "reshuffles": totals["reshuffles"],
        "mean_winning_total": round(sum(winning) / len(winning), 1) if winning else None,
        "invariants_checked": check,
    }
