"""``python -m pitch_core`` / ``pitch-core``: the engine from the command line.

Subcommands print JSON on stdout. Bad input prints one clear line on stderr and exits with 2;
nothing ends in a traceback.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from typing import Any, Sequence

from .errors import PitchError
from .pitch import describe, get_ruleset, modifier_names, preset_names
from .pitch.game import Game
from .pitch.record import replay_text

EXIT_BAD_INPUT = 2
MAX_GAME_HANDS = 50  # a simulated game is started afresh after this many hands


def _print_json(data: Any) -> None:
    json.dump(data, sys.stdout, indent=2, ensure_ascii=False)
    sys.stdout.write("\n")


def cmd_presets(args: argparse.Namespace) -> int:
    from .three_thirteen.ruleset import preset_names as three_thirteen_presets

    _print_json({"pitch": preset_names(), "modifiers": modifier_names(),
                 "three_thirteen": three_thirteen_presets()})
    return 0


def cmd_describe(args: argparse.Namespace) -> int:
    _print_json(describe(args.preset, args.trump))
    return 0


def cmd_replay(args: argparse.Namespace) -> int:
    text = sys.stdin.read() if args.file == "-" else _read_file(args.file)
    if _is_three_thirteen_record(text):
        from .three_thirteen.cli import replay_report

        _print_json(replay_report(text))
        return 0
    _record, state = replay_text(text)
    view = state.to_dict()
    _print_json({"preset": view["preset"], "phase": view["phase"], "bidder": view["bidder"],
                 "bid": view["bid"], "trump": view["trump"], "taken": view["taken"],
                 "result": view["result"], "events": view["events"]})
    return 0


def _is_three_thirteen_record(text: str) -> bool:
    from .record_syntax import parse_record_text
    from .three_thirteen.ruleset import is_three_thirteen

    game = parse_record_text(text).tag("Game")
    return game is not None and is_three_thirteen(game.value)


def _read_file(path: str) -> str:
    try:
        with open(path, encoding="utf-8") as handle:
            return handle.read()
    except OSError as error:
        raise PitchError("cli.bad-input", detail=f"cannot read {path}: {error.strerror}") from None


def simulate_pitch(preset: str, hands: int, seed: int) -> dict[str, Any]:
    """Random legal play of whole hands with the invariants checked; returns the figures."""
    ruleset = get_ruleset(preset)
    rng = random.Random(seed)
    game = Game(ruleset)
    started = time.process_time()  # CPU time of this one thread: a fair figure on a busy machine
    for _ in range(hands):
        _check_invariants(game.play_random_hand(rng))
        if game.is_over or len(game.hands) >= MAX_GAME_HANDS:  # random games may never end
            game = Game(ruleset, dealer=game.dealer)
    seconds = time.process_time() - started
    return {"preset": ruleset.name, "hands": hands, "seconds": round(seconds, 3),
            "hands_per_second": round(hands / seconds, 1) if seconds else None}


def _check_invariants(hand: Any) -> None:
    accounted = sum(credit.points for credit in hand.credits)
    if accounted != hand.ruleset.total_points:
        raise AssertionError(f"{accounted} of {hand.ruleset.total_points} points accounted for")
    if any(hand.trump_in_hand(seat) for seat in range(hand.players)) and \
            hand.ruleset.end_when_team_out == "play_on" and not hand.set_early:
        raise AssertionError("the hand ended with trump still in hand")


def cmd_simulate(args: argparse.Namespace) -> int:
    from .three_thirteen.ruleset import is_three_thirteen

    if is_three_thirteen(args.preset):
        from .three_thirteen.cli import simulate

        _print_json(simulate(args.preset, args.hands, args.seed))
    else:
        _print_json(simulate_pitch(args.preset, args.hands, args.seed))
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="pitch-core", description="The Learn Pitch rules engine.")
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("presets", help="list the presets and modifiers").set_defaults(run=cmd_presets)
    describe_cmd = sub.add_parser("describe", help="a preset's trump order, points, bids and target")
    describe_cmd.add_argument("preset")
    describe_cmd.add_argument("--trump", default="H", help="trump suit: S, H, D or C (default H)")
    describe_cmd.set_defaults(run=cmd_describe)
    replay_cmd = sub.add_parser("replay", help="replay a hand record (FILE, or - for stdin)")
    replay_cmd.add_argument("file")
    replay_cmd.set_defaults(run=cmd_replay)
    simulate_cmd = sub.add_parser("simulate", help="random legal play; prints hands per second")
    simulate_cmd.add_argument("--preset", default="pitch31")
    simulate_cmd.add_argument("--hands", type=int, default=1000,
                              help="hands (Pitch) or games (Three Thirteen)")
    simulate_cmd.add_argument("--seed", type=int, default=1)
    simulate_cmd.set_defaults(run=cmd_simulate)
    _register_three_thirteen(sub)
    return parser


def _register_three_thirteen(sub: Any) -> None:
    try:
        from .three_thirteen.cli import register
    except ImportError:  # the Three Thirteen engine is optional while it is being built
        return
    register(sub)


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        return args.run(args)
    except PitchError as error:
        print(f"error: {error.message()} [{error.code}]", file=sys.stderr)
        return EXIT_BAD_INPUT


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
