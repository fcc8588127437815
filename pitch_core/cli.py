"""``python -m pitch_core`` / ``pitch-core``: the engine from the command line.

Subcommands print JSON on stdout. Bad input prints one clear line on stderr and exits with 2;
nothing ends in a traceback. That covers the command line itself (an argument argparse refuses is
one line too, not the usage text), a file that cannot be read or is not UTF-8 (its byte offset
and line are named; a UTF-8 byte-order mark is simply skipped), and everything the engine
refuses. Text echoed from a record is printed with control and formatting characters escaped, so
a hostile file cannot move the terminal's cursor or turn text around. When the reader of stdout
goes away early (``replay x | head -1``) the command stops quietly with exit code 1.
"""

from __future__ import annotations

import argparse
import codecs
import json
import os
import sys
from typing import Any, NoReturn, Sequence

from .errors import NotationError, PitchError
from . import games
from .pitch import describe, modifier_names, preset_names
from .record_syntax import MAX_RECORD_CHARS, visible

EXIT_BAD_INPUT = 2
EXIT_OUTPUT_CLOSED = 1  # stdout's reader left early; as Python's own docs suggest for SIGPIPE
MAX_GAME_HANDS = 50  # a simulated game is started afresh after this many hands
MAX_SIMULATED = 1_000_000  # hands (or games) one simulate run may be asked for
# A record is at most MAX_RECORD_CHARS characters: at most 4 bytes each in UTF-8, and a BOM.
_MAX_RECORD_BYTES = 4 * MAX_RECORD_CHARS + len(codecs.BOM_UTF8)


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


def _languages() -> list[str]:
    """English and every language the engine's messages are translated into."""
    from .catalogs import LOCALE_DIR

    compiled = sorted(p.name for p in LOCALE_DIR.iterdir() if (p / "LC_MESSAGES").is_dir()) if LOCALE_DIR.is_dir() else []
    return ["en", *compiled]


def cmd_replay(args: argparse.Namespace) -> int:
    text = read_record_source(args.file)
    game = games.of_record(text)
    _print_json(with_texts(game.replay_report(text), args.lang, game.scoring_codes))
    return 0


def with_texts(report: dict[str, Any], lang: str, scoring: tuple[str, ...]) -> dict[str, Any]:
    """Each event, and the result, gain ``text``: the engine's explanation in ``lang``, the same
    words the site shows, so a table settling an argument from a record file reads its own language.
    The result's text is its scoring events' explanations."""
    from .messages import render

    for event in report["events"]:
        event["text"] = render(event["rule"], event["params"], lang)
    if isinstance(report.get("result"), dict):
        # a rule cited twice (an early set, noted when it happens and again at the scoring) is said once
        texts = dict.fromkeys(e["text"] for e in report["events"] if e["rule"].startswith(scoring))
        report["result"]["text"] = " ".join(texts)
    return report


def read_record_source(path: str) -> str:
    """The text of a record file (``-``: standard input), read as bytes and decoded here so that
    a bad byte is named, never a ``UnicodeDecodeError``; at most a record's worth is read."""
    source = "standard input" if path == "-" else path
    try:
        if path == "-":
            data = sys.stdin.buffer.read(_MAX_RECORD_BYTES + 1)
        else:
            with open(path, "rb") as handle:
                data = handle.read(_MAX_RECORD_BYTES + 1)
    except OSError as error:
        raise PitchError("cli.cannot-read", source=source, reason=error.strerror) from None
    if len(data) > _MAX_RECORD_BYTES:
        raise NotationError("record.too-large", size=f"more than {MAX_RECORD_CHARS}", limit=MAX_RECORD_CHARS)
    return decode_record_bytes(data, source)


def decode_record_bytes(data: bytes, source: str) -> str:
    """UTF-8 text, with a leading byte-order mark (as Notepad writes) skipped."""
    skipped = len(codecs.BOM_UTF8) if data.startswith(codecs.BOM_UTF8) else 0
    try:
        return data[skipped:].decode("utf-8")
    except UnicodeDecodeError as error:
        offset = skipped + error.start
        raise NotationError("record.not-utf8", source=source, offset=offset,
                            line=data.count(b"\n", 0, offset) + 1) from None


def simulate_pitch(preset: str, hands: int, seed: int) -> dict[str, Any]:
    """Random legal play of whole hands with the invariants checked; returns the figures."""
    from .pitch.game import PITCH

    return PITCH.simulate(preset, hands, seed, MAX_GAME_HANDS)


def cmd_simulate(args: argparse.Namespace) -> int:
    _print_json(games.for_preset(args.preset).simulate(args.preset, args.hands, args.seed))
    return 0


class _OneLineParser(argparse.ArgumentParser):
    """argparse, but a refused argument is one line (what and where), not the usage text."""

    def error(self, message: str) -> NoReturn:
        print(one_line(f"error: {self.prog}: {message} (see {self.prog} --help) [cli.bad-input]"),
              file=sys.stderr)
        sys.exit(EXIT_BAD_INPUT)


def _count(text: str) -> int:
    """A positive whole number of hands or games, in ASCII digits and within reason."""
    token = text.strip()
    if not (token.isascii() and token.isdigit() and len(token) <= 7) or not 1 <= int(token) <= MAX_SIMULATED:
        raise argparse.ArgumentTypeError(f"“{text[:20]}” is not a whole number from 1 to {MAX_SIMULATED:,}")
    return int(token)


def build_parser() -> argparse.ArgumentParser:
    parser = _OneLineParser(prog="pitch-core", description="The Learn Pitch rules engine.")
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("presets", help="list the presets and modifiers").set_defaults(run=cmd_presets)
    describe_cmd = sub.add_parser("describe", help="a preset's trump order, points, bids and target")
    describe_cmd.add_argument("preset")
    describe_cmd.add_argument("--trump", default="H", help="trump suit: S, H, D or C (default H)")
    describe_cmd.set_defaults(run=cmd_describe)
    replay_cmd = sub.add_parser("replay", help="replay a hand record (FILE, or - for stdin)")
    replay_cmd.add_argument("file")
    replay_cmd.add_argument("--lang", default="en", choices=_languages(),
                            help="the language of each event's and the result's text (default: en)")
    replay_cmd.set_defaults(run=cmd_replay)
    simulate_cmd = sub.add_parser("simulate", help="random legal play; prints hands per second")
    simulate_cmd.add_argument("--preset", default="pitch31")
    simulate_cmd.add_argument("--hands", type=_count, default=1000,
                              help=f"hands (Pitch) or games (Three Thirteen), 1 to {MAX_SIMULATED:,}")
    simulate_cmd.add_argument("--seed", type=int, default=1)
    simulate_cmd.set_defaults(run=cmd_simulate)
    _register_three_thirteen(sub)
    from .drills.cli import register as register_drill

    register_drill(sub, _languages())
    from .solver.cli import register as register_solver

    register_solver(sub, _languages(), read_record_source)
    return parser


def _register_three_thirteen(sub: Any) -> None:
    try:
        from .three_thirteen.cli import register
    except ImportError:  # the Three Thirteen engine is optional while it is being built
        return
    register(sub)


def one_line(text: str) -> str:
    """``text`` safe to print as one line: line breaks, control and formatting characters
    (escape sequences, a right-to-left override, zero-width characters) are shown escaped."""
    return visible(text, keep="")


def report_error(error: PitchError) -> int:
    print(one_line(f"error: {error.message()} [{error.code}]"), file=sys.stderr)
    return EXIT_BAD_INPUT


def main(argv: Sequence[str] | None = None) -> int:
    try:
        parser = build_parser()
        args = parser.parse_args(argv)
        try:
            status = args.run(args)
        except PitchError as error:
            return report_error(error)
        sys.stdout.flush()  # a closed pipe shows here, inside the try, not at interpreter exit
        return status
    except BrokenPipeError:
        # Python would complain again when it flushes stdout at exit: point stdout at nothing.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return EXIT_OUTPUT_CLOSED


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
