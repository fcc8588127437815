"""How long "Learn from your mistakes" takes after a hand in Play or the tutorial's free hand:
the review ``webapi.review_hand`` runs (``webtools.review.review_hand`` and its page data) on a
finished hand, the reader's calls, trump, exchange choices and card
plays each judged on sampled deals (``webtools.review.CHOICE_SAMPLES`` for a choice,
``SAMPLES`` for a card) and each costly one explained.

    python bench/review.py [--hands 8] [--seed 1]

Each hand is a Play game's first hand (``webapi.new_game``, heuristic bots). The reader makes
his calls, trump and exchange as the engine's hint says (so he is often the bidder, and names
trump and exchanges) and plays his first legal card every time, a weak card player who gives
the review work to do. Times are CPU seconds of the one thread: ``bench/review_pyodide.mjs`` runs
the same report inside Pyodide with the Node process's own CPU clock (Pyodide's ``process_time``
is the wall clock, which on a busy machine counts the other processes' turns too); on an idle
machine that is what the reader waits. Columns: the review's time per hand (median, worst, mean), the decisions reviewed per
hand (choices and cards), the costly ones found, and the deals a reviewed choice was judged on
(on average: its node budget may stop it before ``CHOICE_SAMPLES``).
"""

from __future__ import annotations

import argparse
import platform
import statistics
import time
from typing import Callable

from pitch_core import webapi
from pitch_core.pitch.actions import parse_seat
from pitch_core.pitch.record import read_record
from pitch_core.solver.choices import ChoiceDecision
from pitch_core.webtools.review import (CHOICE_BUDGET, CHOICE_SAMPLES, REASON_BUDGET, REASON_DEALS, SAMPLES,
                                        VALUE_BUDGET, review_hand)

GAMES = (("pitch31", "S"), ("ten-point", "S"), ("thirteen-point-partner", "S"), ("16-point", "S"),
         ("ten-point+five-handed", "3"))


def played_hand(preset: str, seat: str, seed: int) -> str:
    """A game whose first hand the reader played to its end: the engine's calls, trump and
    exchange, and his first legal card each time."""
    view = webapi.new_game(preset, seat, seed=seed)
    game = view["session"]
    while not view["hand_over"]:
        if not view["your_turn"]:
            view = webapi.bot_move(game)
        elif view["phase"] == "play":
            view = webapi.game_act(game, view["legal"][0]["move"])
        else:
            view = webapi.game_act(game, webapi.hint(game)["move"]["move"])
    return game


Clock = Callable[[], float]


def figures(preset: str, seat: str, hands: int, seed: int, clock: Clock = time.process_time) -> str:
    times: list[float] = []
    choices = cards = mistakes = deals = 0
    for number in range(hands):
        game = played_hand(preset, seat, seed + number)
        record = read_record(webapi.export_record(game)["record"])
        webapi.drop(game)
        started = clock()
        review = review_hand(record, parse_seat(seat, record.ruleset.players))  # what webapi.review_hand runs
        shown = review.to_dict("en")
        times.append(clock() - started)
        judged = [d for d in review.decisions if isinstance(d, ChoiceDecision)]
        choices += len(judged)
        cards += len(review.decisions) - len(judged)
        deals += sum(d.samples for d in judged)
        mistakes += len(shown["mistakes"])
    return (f"{statistics.median(times):>9.2f}{max(times):>9.2f}{sum(times) / len(times):>9.2f}"
            f"{choices / hands:>9.1f}{cards / hands:>7.1f}{mistakes / hands:>10.1f}"
            f"{deals / max(choices, 1):>8.1f}")


def report(hands: int, seed: int, clock: Clock = time.process_time) -> str:
    lines = [f"{platform.python_implementation()} {platform.python_version()}: a hand's review, {hands} hands a game, "
             f"seed {seed}; a choice on up to {CHOICE_SAMPLES} deals ({CHOICE_BUDGET} positions), a card on up to "
             f"{SAMPLES} ({VALUE_BUDGET} positions), reasons on up to {REASON_DEALS} ({REASON_BUDGET} positions)",
             f"{'game':<28}{'median s':>9}{'worst s':>9}{'mean s':>9}{'choices':>9}{'cards':>7}{'mistakes':>10}"
             f"{'deals':>8}"]
    for preset, seat in GAMES:
        lines.append(f"{preset:<28}" + figures(preset, seat, hands, seed, clock))
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=8)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(report(args.hands, args.seed))


if __name__ == "__main__":
    main()
