"""How long "Learn from your mistakes" takes after a hand in Play: ``webapi.review_hand`` on a
finished hand, the reader's card plays each judged on ``webtools.review.SAMPLES`` deals and each
costly one explained (both lines played out on some of those deals).

    python bench/review.py [--hands 8] [--seed 1]

Each hand is a Play game's first hand (``webapi.new_game``, heuristic bots), the reader playing
his first legal move every time, a weak player who gives the review work to do. Times are CPU
seconds of the one thread (inside Pyodide that clock is the wall clock: what the reader waits);
``bench/review_pyodide.mjs`` runs the same report inside Pyodide.
"""

from __future__ import annotations

import argparse
import platform
import statistics
import time

from pitch_core import webapi
from pitch_core.webtools.review import REASON_BUDGET, REASON_DEALS, SAMPLES, VALUE_BUDGET

GAMES = (("pitch31", "S"), ("ten-point", "S"), ("thirteen-point-partner", "S"), ("16-point", "S"),
         ("ten-point+five-handed", "3"))


def played_hand(preset: str, seat: str, seed: int) -> str:
    """A game whose first hand the reader played (his first legal move each time) to its end."""
    view = webapi.new_game(preset, seat, seed=seed)
    game = view["session"]
    while not view["hand_over"]:
        view = webapi.game_act(game, view["legal"][0]["move"]) if view["your_turn"] else webapi.bot_move(game)
    return game


def figures(preset: str, seat: str, hands: int, seed: int) -> str:
    times: list[float] = []
    plays = mistakes = 0
    for number in range(hands):
        game = played_hand(preset, seat, seed + number)
        started = time.process_time()
        review = webapi.review_hand(game)
        times.append(time.process_time() - started)
        plays += review["reviewed"]
        mistakes += len(review["mistakes"])
        webapi.drop(game)
    return (f"{statistics.median(times):>9.2f}{max(times):>9.2f}{sum(times) / len(times):>9.2f}"
            f"{plays / hands:>8.1f}{mistakes / hands:>10.1f}")


def report(hands: int, seed: int) -> str:
    lines = [f"{platform.python_implementation()} {platform.python_version()}: a hand's review, {hands} hands a game, "
             f"up to {SAMPLES} deals a play ({VALUE_BUDGET} positions), reasons on up to {REASON_DEALS} "
             f"({REASON_BUDGET} positions), seed {seed}",
             f"{'game':<28}{'median s':>9}{'worst s':>9}{'mean s':>9}{'plays':>8}{'mistakes':>10}"]
    for preset, seat in GAMES:
        lines.append(f"{preset:<28}" + figures(preset, seat, hands, seed))
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=8)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(report(args.hands, args.seed))


if __name__ == "__main__":
    main()
