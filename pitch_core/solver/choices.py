"""A seat's bid, trump call and exchange choices reviewed from what it could see, as its card
plays are (``review``).

At each such decision, deals of the cards the seat had not seen are drawn from what it saw
(``worlds.sample_world``). In every deal each option is tried: the rest of the calls, the trump
and the exchange are then made by the engine's own player at every seat (the seat's own later
choices too, so that each decision is judged on its own), and the play is solved exactly, every
seat playing its best (``search.Search.worth``, one search of the first lead). An option's value is its hand's worth to the
seat's side averaged over the deals, in the units the card review uses, and the same lines say
what a loss is called (``verdicts.VERDICTS``).

The options weighed:

* a **call** in the auction: passing, the call made, the engine player's call, the cheapest bid,
  and every bid within ``BID_REACH`` of one of those (a moon only if made or advised): a bid far
  from them is a different hand's bid, and each weighed call costs a search of every deal;
* the **trump**: the suit named and the ``TRUMP_SUITS`` suits the engine's player rates best for
  the hand (``pitch_bidding.estimate``): a suit it rates below those is no candidate a player
  weighs, and each suit weighed costs a search of every deal (five-handed, each suit with the card
  the engine's player would call in it, and the call made);
* an **exchange** choice: every legal one, cards that do the same work tried once (any card that
  is not trump, given up in a swap, is as dead as another). In the 13-point partner look through
  the pack, only a card that may be swapped in is a decision: passing a card by or stopping is
  not judged on its own (it is part of the look's next decision that matters).

Plays that lead to the same position at the first lead are solved once (``PlayCache``): a bid
outbid by another seat, or a bid of 5 and of 6 that both win the auction, lead to the same play.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from ..bots.pitch_bidding import card_to_call, estimate
from ..bots.pitch_heuristic import heuristic_advice
from ..bots.pitch_view import trump_facts
from ..cards import SUITS
from ..pitch.actions import BID, PASS, PLAY, SKIP, STOP, SWAP, TRUMP, Action, seat_label
from ..pitch.hand_types import BIDDING_PHASE, EXCHANGE, PLAY_PHASE, TRUMP_PHASE
from ..pitch.scoring import BIDDING
from ..pitch.state import HandState
from .board import Board
from .search import Search, Worth
from .values import seat_value
from .worlds import SeatPast, sample_world
from .verdicts import GOOD, DealBudget, judged, verdict

BID_REACH = 1  # bids within this many steps of the ladder around the calls weighed
TRUMP_SUITS = 2  # suits weighed besides the one named: those the engine's player rates best
KINDS = {BIDDING_PHASE: "bid", TRUMP_PHASE: "trump", EXCHANGE: "exchange"}  # decisions by phase
LOOKING = (SKIP, STOP, SWAP)  # a 13-point partner look through the pack


@dataclass
class Tally:
    """One option's results summed over the deals: its worth to the seat's side, the deals in
    which the seat's side played the contract and made it, and the points the side took (where
    the search counted them)."""

    value: float = 0.0
    contracts: int = 0
    made: int = 0
    points: int = 0
    counted: int = 0

    def add(self, value: float, ours: bool, made: bool | None, points: int | None) -> None:
        self.value += value
        self.contracts += ours
        self.made += bool(ours and made)
        if points is not None:
            self.points += points
            self.counted += 1


@dataclass(frozen=True)
class ChoiceDecision:
    """One reviewed call, trump or exchange choice: each option's average value for the seat's side."""

    move: int  # the move's number in the record
    seat: int
    kind: str  # "bid", "trump" or "exchange"
    played: Action
    best: Action
    values: dict[Action, float]
    lost: float
    verdict: str
    samples: int  # deals the options were tried on
    tallies: dict[Action, Tally] = field(default_factory=dict, compare=False)

    def to_dict(self, players: int) -> dict[str, Any]:
        def name(action: Action) -> str:
            return action.notation(players, with_seat=False)

        return {"move": self.move, "seat": seat_label(self.seat, players), "decision": self.kind,
                "played": name(self.played), "best": name(self.best),
                "values": {name(action): round(v, 2) for action, v in self.values.items()},
                "lost": round(self.lost, 2), "verdict": self.verdict, "samples": self.samples}


def is_choice(state: HandState, action: Action) -> bool:
    """Whether ``action`` is a decision this module reviews: a call, the trump or an exchange
    choice, with something else the seat could have done (in a look through the pack, a card it
    could swap in: module docstring)."""
    if action.kind == PLAY or state.phase not in KINDS:
        return False
    legal = state.legal_actions()
    if action.kind in LOOKING:
        return any(option.kind == SWAP for option in legal)
    return len(legal) > 1


class PlayCache:
    """Positions at the first lead already solved in one review, by everything the play depends
    on (each seat's trump, who leads, the sides, the points gone before): the bidding side's
    points to come with best play, which do not depend on the bid where the search only counts
    points (``Search.additive``), so a bid of 5 and of 6 that both win the auction share one
    search. Other positions are kept with their bid."""

    def __init__(self) -> None:
        self._future: dict[tuple, int] = {}
        self._known: dict[tuple, Worth] = {}

    def worth(self, state: HandState) -> tuple[Worth, int]:
        """The position's worth, and the positions searched for it now (0 if known)."""
        key = (state.trump, state.bidder, state.called, state.partner, state.to_move, state.set_early,
               tuple(frozenset(state.trump_in_hand(seat)) for seat in range(state.players)),
               tuple(sorted((credit.card.index, credit.side) for credit in state.credits)))
        search = Search(Board.of(state))
        if search.additive and key in self._future:
            return search.worth_of(self._future[key]), 0
        whole = (key, state.bid, state.scores)
        found = self._known.get(whole)
        if found is not None:
            return found, 0
        found = search.worth([action.named_card for action in state.legal_actions()])
        if search.additive:
            self._future[key] = int(search.future)
        else:
            self._known[whole] = found
        return found, found.nodes


def review_choice(state: HandState, seat: int, played: Action, samples: int, rng: random.Random,
                  number: int = 0, budget: int | None = None, least: int = 1,
                  cache: PlayCache | None = None, worlds: list[HandState] | None = None) -> ChoiceDecision | None:
    """``played`` (the seat's call, trump or exchange choice in ``state``) reviewed on up to
    ``samples`` deals drawn from the seat's view; with a ``budget`` (positions searched) no
    further deal is tried once it is spent and ``least`` deals are. The deals are added to
    ``worlds`` (to weigh another option on them later, ``value_on``). None if there is nothing to
    weigh it against."""
    options = options_for(state, seat, played)
    if len(options) < 2:
        return None
    past = SeatPast.read(state, seat)
    cache = cache or PlayCache()
    tallies = {option: Tally() for option in options}
    spent = DealBudget(samples, budget, least)
    for world in spent.deals(lambda: sample_world(past, rng)):
        for option in options:
            spent.nodes += _try(world, option, seat, cache, tallies[option])
        if worlds is not None:
            worlds.append(world)
    kind, solved = KINDS[state.phase], spent.solved
    if not solved:
        return ChoiceDecision(number, seat, kind, played, played, {}, 0.0, GOOD, 0, tallies)
    values = {option: tally.value / solved for option, tally in tallies.items()}
    best, lost = judged(values, played)
    return ChoiceDecision(number, seat, kind, played, best, values, lost, verdict(lost), solved, tallies)


def value_on(worlds: list[HandState], option: Action, seat: int, cache: PlayCache) -> float:
    """``option``'s average value for the seat's side on these deals (those a decision was judged on)."""
    tally = Tally()
    for world in worlds:
        _try(world, option, seat, cache, tally)
    return tally.value / len(worlds) if worlds else 0.0


def _try(world: HandState, option: Action, seat: int, cache: PlayCache, tally: Tally) -> int:
    """Play ``option`` in the deal, the rest of the calls and exchange by the engine's player and
    the play exactly; its result added to ``tally``. The positions searched."""
    trial = world.copy()
    trial.apply(option)
    while not trial.is_terminal and trial.phase != PLAY_PHASE:
        trial.apply(heuristic_advice(trial, trial.current_player).action)
    if trial.is_terminal:  # a hand that ends before a card is played (nobody holds trump)
        assert trial.result is not None
        ours = trial.side_of(seat) == BIDDING
        side_points = trial.result.taken[0 if ours else 1]
        tally.add(seat_value(trial, seat), ours, trial.result.made, side_points)
        return 0
    worth, nodes = cache.worth(trial)
    ours = trial.side_of(seat) == BIDDING
    points = None if worth.taken is None else worth.taken[0 if ours else 1]
    tally.add(worth.value if ours else -worth.value, ours, worth.made, points)
    return nodes


# -- the options ----------------------------------------------------------------------------------
def options_for(state: HandState, seat: int, played: Action) -> list[Action]:
    """The options weighed against ``played`` (module docstring), the one played first."""
    legal = state.legal_actions()
    if state.phase == BIDDING_PHASE:
        chosen = _calls(state, seat, legal, played)
    elif state.phase == TRUMP_PHASE:
        chosen = _trump_calls(state, seat, legal)
    else:
        chosen = _exchange_choices(state, legal)
    return list(dict.fromkeys([played, *(option for option in chosen if option in legal)]))


def _calls(state: HandState, seat: int, legal: list[Action], played: Action) -> list[Action]:
    ruleset = state.ruleset
    advised = heuristic_advice(state, seat).action
    bids = [action for action in legal if action.kind == BID]
    if not bids:
        return [action for action in legal if action.kind == PASS]
    ladder = sorted({ruleset.bid_level(action.named_bid) for action in bids})
    anchors = {ladder[0]} | {ruleset.bid_level(call.named_bid) for call in (played, advised) if call.kind == BID}
    steps = {ladder.index(level) for level in anchors if level in ladder}
    near = {ladder[i] for step in steps for i in range(step - BID_REACH, step + BID_REACH + 1) if 0 <= i < len(ladder)}
    weighed = [action for action in bids if ruleset.bid_level(action.named_bid) in near
               and (not ruleset.is_moon(action.bid) or action in (played, advised))]
    passing = [action for action in legal if action.kind == PASS]
    return [advised, *passing, *weighed]


def _trump_calls(state: HandState, seat: int, legal: list[Action]) -> list[Action]:
    hand = state.hands[seat]
    ruleset = state.ruleset
    rated = sorted(SUITS, key=lambda suit: -estimate(hand, suit, ruleset).points)[:TRUMP_SUITS]
    if not ruleset.called_partner:
        return [Action(TRUMP, seat, suit=suit) for suit in rated]
    return [Action(TRUMP, seat, suit=suit, card=card_to_call(hand, trump_facts(ruleset, suit))) for suit in rated]


def _exchange_choices(state: HandState, legal: list[Action]) -> list[Action]:
    """Every legal choice, one swap of a card that is not trump for all of them."""
    chosen: list[Action] = []
    dead_swap = False
    for action in legal:
        if action.kind == SWAP and action.card is not None and not state.is_trump(action.card):
            if dead_swap:
                continue
            dead_swap = True
        chosen.append(action)
    return chosen
