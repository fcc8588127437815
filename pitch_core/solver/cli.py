"""``python -m pitch_core solve`` and ``analyse``: the double-dummy solver and a seat's review.

    python -m pitch_core solve FILE
    python -m pitch_core analyse FILE --seat S [--samples 20] [--seed 0]

``solve`` reads a hand record whose moves stop in the play (a ``[Start "play"]`` position, or a
whole deal replayed so far) and prints one JSON object: the seat to move and each legal card's
exact value for that seat's side, every hand known (``{"to_move": "S", "values": {"AS": 4}}``).
``analyse`` prints one JSON line per decision of the seat, in the hand's order: its calls, its
trump, its exchange choices and the cards it played (``"decision"``: ``bid``, ``trump``,
``exchange`` or ``card``), each with the option taken, the best option, each option's value
averaged over deals drawn from what the seat could see, the points lost and the verdict.
A record that cannot be read, a position not in the play, or a bad argument prints one line in
``--lang`` on stderr and exits with code 2, as every command does.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any, Callable

from ..errors import PitchError
from ..pitch.actions import parse_seat, seat_label
from ..pitch.record import read_record
from ..record_syntax import parse_int, visible
from .review import DEFAULT_SAMPLES, MAX_SAMPLES, review_record
from .search import solve

EXIT_BAD_INPUT = 2
MAX_SEED = 10**9

ReadSource = Callable[[str], str]


def register(subparsers: Any, languages: list[str], read_source: ReadSource) -> None:
    """Add both commands; ``read_source`` reads a record file (``-``: standard input) as the
    other commands do."""
    solve_cmd = subparsers.add_parser("solve", help="each legal card's exact value, every hand known (JSON)")
    solve_cmd.add_argument("file", help="a hand record stopped in the play (or - for stdin)")
    solve_cmd.add_argument("--lang", default="en", choices=languages, help="the language of an error (default en)")
    solve_cmd.set_defaults(run=lambda args: _guarded(args, lambda: run_solve(args, read_source)))
    analyse_cmd = subparsers.add_parser("analyse", help="a seat's calls, trump, exchange and card plays reviewed "
                                                        "from its own view (JSON lines)")
    analyse_cmd.add_argument("file", help="a hand record, finished or not (or - for stdin)")
    analyse_cmd.add_argument("--seat", required=True, help="the seat to review: N, E, S, W (five-handed 1 to 5)")
    # Read here, not by argparse, so a bad number is refused in --lang's language.
    analyse_cmd.add_argument("--samples", default=str(DEFAULT_SAMPLES),
                             help=f"deals sampled per decision, 1 to {MAX_SAMPLES} (default {DEFAULT_SAMPLES})")
    analyse_cmd.add_argument("--seed", default="0", help=f"the sampling's seed, 0 to {MAX_SEED} (default 0)")
    analyse_cmd.add_argument("--lang", default="en", choices=languages, help="the language of an error (default en)")
    analyse_cmd.set_defaults(run=lambda args: _guarded(args, lambda: run_analyse(args, read_source)))


def run_solve(args: argparse.Namespace, read_source: ReadSource) -> int:
    record = read_record(read_source(args.file))
    state = record.replay()
    solution = solve(state)
    players = record.ruleset.players
    print(json.dumps({"to_move": seat_label(solution.to_move, players),
                      "values": {card.code: number(v) for card, v in solution.values.items()}}))
    return 0


def run_analyse(args: argparse.Namespace, read_source: ReadSource) -> int:
    samples = parse_int(args.samples, 1, MAX_SAMPLES)
    seed = parse_int(args.seed, 0, MAX_SEED)
    record = read_record(read_source(args.file))
    seat = parse_seat(args.seat, record.ruleset.players)
    for decision in review_record(record, seat, samples, seed, choices=True):
        print(json.dumps(decision.to_dict(record.ruleset.players)), flush=True)
    return 0


def number(value: float) -> int | float:
    """A value as JSON writes it best: whole numbers without a decimal point."""
    return int(value) if value == int(value) else round(value, 3)


def _guarded(args: argparse.Namespace, command: Callable[[], int]) -> int:
    try:
        return command()
    except PitchError as error:
        # one line, control characters shown escaped, as every command's errors (pitch_core.cli)
        print(visible(f"error: {error.message(args.lang)} [{error.code}]", keep=""), file=sys.stderr)
        return EXIT_BAD_INPUT
