"""The Pitch double-dummy solver's speed: positions searched per second, the time to solve a
first lead (median and worst over random deals), and the time to review one seat's card plays.

    python bench/solver.py [--deals 30] [--reviews 8] [--samples 20] [--seed 1]

Positions, every card known, the player to move's every legal card solved exactly:

* **full**: every trump of the scheme dealt at random, at most six a hand (the most a Pitch hand
  holds in the play): 16-point's twenty trump four ways (6-6-4-4, 5-5-5-5, ...) is the largest
  first lead any preset can reach; ten-point's sixteen; 16-point five-handed.
* **dealt**: real first leads: a random deal, then the heuristic bots' calls, trump and exchange.

The review: a hand played out by the heuristic bots at every seat, its bidder's card plays
reviewed with ``--samples`` sampled deals each. Times are CPU seconds of the one thread, as in
``bench/pitch_hands.py`` (a shared machine's load shows less there than on the wall clock;
inside Pyodide that clock is the wall clock); positions per second counts the search's nodes.
``bench/solver_pyodide.mjs`` runs the same report inside Pyodide.
"""

from __future__ import annotations

import argparse
import platform
import random
import statistics
import time
from functools import partial
from typing import Callable

from pitch_core.bots import choose
from pitch_core.cards import SUITS
from pitch_core.pitch.presets import get_ruleset
from pitch_core.pitch.record import record_from_state
from pitch_core.pitch.state import HandState
from pitch_core.solver.review import review_record
from pitch_core.solver.search import solve

MOST = 6  # trump a hand holds in the play, at most
DEALT = ("pitch31", "ten-point", "thirteen-point-partner", "16-point", "ten-point+five-handed")
FULL = ("16-point", "ten-point", "16-point+five-handed")


def full_deal(game: str, rng: random.Random) -> HandState:
    """Every trump of the scheme in the hands, at most six each; any contract, the bidder leads."""
    ruleset = get_ruleset(game)
    trump = rng.choice(SUITS)
    hands: list[list] = [[] for _ in range(ruleset.players)]
    for card in rng.sample(ruleset.trump_order(trump), len(ruleset.trump_order(trump))):
        room = [seat for seat in range(ruleset.players) if len(hands[seat]) < MOST]
        if room:
            hands[rng.choice(room)].append(card)
    bidder = rng.randrange(ruleset.players)
    called = None
    if ruleset.called_partner:
        called = rng.choice([c for c in ruleset.trump_order(trump) if c not in hands[bidder]])
    return HandState.from_position(ruleset, dealer=(bidder + 1) % ruleset.players, bidder=bidder,
                                   bid=rng.choice(ruleset.bid_ladder), trump=trump, hands=hands, called=called)


def bots_hand(game: str, rng: random.Random, *, to_the_end: bool) -> HandState:
    """A random deal, bid and exchanged by the heuristic bots; played out by them if ``to_the_end``."""
    while True:
        state = HandState.new(get_ruleset(game), dealer=rng.randrange(get_ruleset(game).players))
        state.deal_random(rng)
        while not state.is_terminal and (to_the_end or state.phase != "play"):
            state.apply(choose(state, state.current_player))
        if to_the_end or state.phase == "play":
            return state


def solve_figures(positions: Callable[[random.Random], HandState], deals: int, seed: int) -> str:
    rng = random.Random(seed)
    times: list[float] = []
    nodes: list[int] = []
    shapes: list[int] = []
    for _ in range(deals):
        state = positions(rng)
        shapes.append(max(len(state.trump_in_hand(s)) for s in range(state.players)))
        started = time.process_time()
        solution = solve(state)
        times.append(time.process_time() - started)
        nodes.append(solution.nodes)
    return (f"{statistics.median(times):>9.3f}{max(times):>9.3f}{statistics.median(nodes):>10.0f}{max(nodes):>9}"
            f"{sum(nodes) / sum(times):>10.0f}{statistics.mean(shapes):>7.1f}")


def review_figures(game: str, hands: int, samples: int, seed: int) -> str:
    rng = random.Random(seed)
    times: list[float] = []
    plays = 0
    for _ in range(hands):
        state = bots_hand(game, rng, to_the_end=True)
        record = record_from_state(state)
        started = time.process_time()
        plays += len(review_record(record, state.bidder or 0, samples, seed))
        times.append(time.process_time() - started)
    return f"{statistics.median(times):>9.2f}{max(times):>9.2f}{plays / hands:>9.1f}"


def report(deals: int, reviews: int, samples: int, seed: int) -> str:
    lines = [f"{platform.python_implementation()} {platform.python_version()}, {deals} deals each, seed {seed}",
             f"{'solve: first lead':<38}{'median s':>9}{'worst s':>9}{'nodes md':>10}{'worst':>9}"
             f"{'nodes/s':>10}{'hand':>7}"]
    for game in FULL:
        lines.append(f"{'full ' + game:<38}" + solve_figures(partial(full_deal, game), deals, seed))
    for game in DEALT:
        lines.append(f"{'dealt ' + game:<38}" + solve_figures(partial(bots_hand, game, to_the_end=False), deals, seed))
    lines.append(f"{'review: the bidder, ' + str(samples) + ' deals a play':<38}{'median s':>9}{'worst s':>9}"
                 f"{'plays':>9}")
    for game in DEALT:
        lines.append(f"{game:<38}" + review_figures(game, reviews, samples, seed))
    lines.append("(hand: the longest hand's trump, on average)")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=30)
    parser.add_argument("--reviews", type=int, default=8)
    parser.add_argument("--samples", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(report(args.deals, args.reviews, args.samples, args.seed))


if __name__ == "__main__":
    main()
