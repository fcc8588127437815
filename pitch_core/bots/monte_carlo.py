"""The determinised Monte Carlo Pitch player.

At a decision it samples *worlds*, full positions consistent with what its seat knows, tries
each candidate action in every world, finishes the hand with the heuristic player at every
seat, and keeps the action with the best average result for its side: the hand's score change
for its side less the other side's, plus a game's worth (the target) when the hand ends the
game. Every candidate is tried in the same worlds, so they are compared on equal deals.

* Card play: worlds from ``information.sample_world`` (the unseen trump dealt consistently with
  everything seen). Cards that touch are tried once (``equivalent_plays``).
* The auction and the trump call: worlds from ``auction_worlds`` (the unseen cards dealt at
  random, the calls replayed). The bids tried are the heuristic's and its neighbours, passing,
  and the cheapest bid; the trump calls, one per suit.
* The exchange is the heuristic player's.

``samples`` bounds the work; ``budget_ms`` stops earlier on a slow machine (a browser): no world
is started that would likely end past it, but the first is always played. With
``budget_ms=None`` the choice depends only on the seat's information and the seed.
"""

from __future__ import annotations

import random
import time
from typing import TYPE_CHECKING, Callable, Iterable

from ..cards import SUITS, Card
from ..pitch.actions import BID, PASS, TRUMP, Action
from .advice import Advice
from .auction_worlds import AuctionKnowledge, sample_auction_world
from .information import SeatKnowledge, sample_world
from .pitch_bidding import best_suit, card_to_call, makeable_bid, trump_advice
from .pitch_heuristic import heuristic_advice
from .pitch_play import play_advice
from .pitch_view import TrumpFacts, trump_facts

if TYPE_CHECKING:
    from ..pitch.state import HandState

DEFAULT_SAMPLES = 40
DEFAULT_BUDGET_MS = 200.0

Sampler = Callable[[random.Random], "HandState | None"]


def monte_carlo_advice(state: "HandState", seat: int, rng: random.Random,
                       samples: int = DEFAULT_SAMPLES, budget_ms: float | None = DEFAULT_BUDGET_MS) -> Advice:
    clock = _Clock(budget_ms)
    heuristic = heuristic_advice(state, seat)
    legal = state.legal_actions()
    if len(legal) == 1:
        return heuristic
    search = _SEARCHES.get(state.phase)
    if search is None:
        return heuristic
    return search(state, seat, legal, heuristic, rng, samples, clock)


class _Clock:
    """The move's time budget, counted from the start of the move (None: no clock)."""

    def __init__(self, budget_ms: float | None) -> None:
        self.budget_ms = budget_ms
        self.started = self.worlds_started = time.perf_counter()

    def start_worlds(self) -> None:
        self.worlds_started = time.perf_counter()

    def next_world_too_late(self, worlds: int) -> bool:
        """Whether one world more would likely end past the budget (worlds take about as long
        as each other)."""
        if self.budget_ms is None:
            return False
        now = time.perf_counter()
        per_world = (now - self.worlds_started) / worlds
        return (now + per_world - self.started) * 1000 > self.budget_ms


# -- card play ---------------------------------------------------------------------------------------
def _search_play(state: "HandState", seat: int, legal: list[Action], heuristic: Advice,
                 rng: random.Random, samples: int, clock: _Clock) -> Advice:
    knowledge = SeatKnowledge.read(state.ruleset, state.observation(seat))
    same_as = equivalent_plays(knowledge, legal)
    choices = list(dict.fromkeys(same_as.values()))
    if len(choices) == 1:
        return heuristic
    dropped = [card for _, card, _ in knowledge.drops]  # worlds do not carry the exchange's events
    totals, worlds = _evaluate(lambda r: sample_world(knowledge, r), choices, seat, rng, samples,
                               clock, dropped)
    mine = same_as[heuristic.action]
    best = _best(choices, totals, mine)
    if not worlds or best == mine:
        return heuristic
    return Advice(best, "hint.play.best-in-samples",
                  {"card": best.card, "samples": worlds, "gain": _gain(totals, best, mine, worlds),
                   "other": heuristic.action.card})


def equivalent_plays(knowledge: SeatKnowledge, legal: list[Action]) -> dict[Action, Action]:
    """Each legal play mapped to the first of its kind: cards that touch (no trump we have not
    seen ranks between them) and are worth the same do the same work, so one is tried for all."""
    facts = knowledge.facts
    unseen_ranks = sorted(facts.rank[c] for c in knowledge.unseen)
    same_as: dict[Action, Action] = {}
    representative: Action | None = None
    for action in sorted(legal, key=lambda a: facts.rank[a.named_card]):
        if representative is None or not _touching(facts, representative.named_card, action.named_card,
                                                   unseen_ranks):
            representative = action
        same_as[action] = representative
    return {action: same_as[action] for action in legal}


def _touching(facts: TrumpFacts, higher: Card, lower: Card, unseen_ranks: list[int]) -> bool:
    if facts.first_played_high and (higher.is_joker or lower.is_joker):
        return False  # a joker's place depends on when it is played
    if facts.capturable(higher) != facts.capturable(lower) or (higher in facts.returning) != (
            lower in facts.returning):
        return False
    top, bottom = facts.rank[higher], facts.rank[lower]
    return not any(top < rank < bottom for rank in unseen_ranks)


# -- the auction and the trump call -----------------------------------------------------------------
def _search_auction(state: "HandState", seat: int, legal: list[Action], heuristic: Advice,
                    rng: random.Random, samples: int, clock: _Clock) -> Advice:
    knowledge = AuctionKnowledge.read(state.ruleset, state.observation(seat))
    choices = (_bids_worth_trying(state, seat, legal, heuristic.action) if state.phase == "bidding"
               else _trump_calls(state, seat))
    if len(choices) == 1:
        return heuristic
    totals, worlds = _evaluate(lambda r: sample_auction_world(knowledge, r), choices, seat, rng,
                               samples, clock)
    best = _best(choices, totals, heuristic.action)
    if not worlds or best == heuristic.action:
        return heuristic
    gain = _gain(totals, best, heuristic.action, worlds)
    if best.kind == TRUMP:
        return Advice(best, "hint.trump.best-in-samples",
                      {"suit": best.suit, "samples": worlds, "gain": gain}, "trump.bidder-names")
    if best.kind == PASS:
        return Advice(best, "hint.bid.pass-in-samples", {"samples": worlds, "gain": gain})
    return Advice(best, "hint.bid.best-in-samples", {"bid": best.bid, "samples": worlds, "gain": gain})


def _bids_worth_trying(state: "HandState", seat: int, legal: list[Action], usual: Action) -> list[Action]:
    """Passing, the cheapest bid, and bids within a point of what the heuristic could make."""
    ruleset = state.ruleset
    reach = makeable_bid(best_suit(state.hands[seat], ruleset), ruleset)
    bids = [a for a in legal if a.kind == BID]
    cheapest = min(bids, key=lambda a: ruleset.bid_level(a.named_bid), default=None)
    near = [a for a in bids if abs(ruleset.bid_level(a.named_bid) - reach) <= 1 and not ruleset.is_moon(a.bid)]
    passing = [a for a in legal if a.kind == PASS]
    return list(dict.fromkeys([usual, *passing, *([cheapest] if cheapest else []), *near]))


def _trump_calls(state: "HandState", seat: int) -> list[Action]:
    """One call per suit; five-handed with the card the heuristic would call in that suit."""
    usual = trump_advice(state, seat).action
    if not state.ruleset.called_partner:
        return [usual] + [Action(TRUMP, seat, suit=s) for s in SUITS if s is not usual.suit]
    hand = state.hands[seat]
    return [usual] + [Action(TRUMP, seat, suit=s, card=card_to_call(hand, trump_facts(state.ruleset, s)))
                      for s in SUITS if s is not usual.suit]


# -- shared ---------------------------------------------------------------------------------------------
def _evaluate(sample: Sampler, choices: list[Action], seat: int, rng: random.Random, samples: int,
              clock: _Clock, dropped: Iterable[Card] | None = None) -> tuple[dict[Action, float], int]:
    """Total result of each choice over the worlds played, and how many worlds that was."""
    totals = dict.fromkeys(choices, 0.0)
    worlds = 0
    clock.start_worlds()
    for _ in range(samples):
        world = sample(rng)
        if world is None:
            continue
        for action in choices:
            trial = world.copy()
            trial.apply(action)
            play_out(trial, dropped)
            totals[action] += side_result(trial, seat)
        worlds += 1
        if clock.next_world_too_late(worlds):
            break
    return totals, worlds


def _best(choices: list[Action], totals: dict[Action, float], usual: Action) -> Action:
    """The best total; among equals the heuristic's own choice, then the first in order."""
    return max(choices, key=lambda a: (totals[a], a == usual))


def _gain(totals: dict[Action, float], best: Action, usual: Action, worlds: int) -> float:
    return round((totals[best] - totals[usual]) / worlds, 1)


def play_out(world: "HandState", dropped: Iterable[Card] | None = None) -> None:
    """Finish the hand with the heuristic player at every seat."""
    while not world.is_terminal:
        seat = world.current_player  # a seat: the hand is dealt and not over
        if world.phase == "play":
            world.apply(play_advice(world, seat, dropped).action)
        else:
            world.apply(heuristic_advice(world, seat).action)


def side_result(world: "HandState", seat: int) -> float:
    """The finished hand for ``seat``'s side: its score change less the other side's (averaged
    over the scoring units of a side), and a game's worth if the hand ended the game."""
    result = world.result
    assert result is not None
    mine = world.side_of(seat)
    ours: list[int] = []
    theirs: list[int] = []
    for unit, change in enumerate(result.changes):  # scoring unit u is team u or seat u
        (ours if world.side_of(unit) == mine else theirs).append(change)
    value = sum(ours) / len(ours) - (sum(theirs) / len(theirs) if theirs else 0.0)
    if result.winners:
        won = world.unit_of(seat) in result.winners
        value += world.ruleset.target if won else -world.ruleset.target
    return value


_SEARCHES = {"play": _search_play, "bidding": _search_auction, "trump": _search_auction}
