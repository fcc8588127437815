"""``python -m pitch_core drill``: drills for teachers, as JSON lines.

    python -m pitch_core drill --list --preset pitch31
    python -m pitch_core drill --rule play.highest-wins --preset ten-point --count 5 --seed 7 --lang de

Every drill is made for one game: ``--preset`` (a preset with its modifiers, ``ten-point+dirty``;
default: the rule's first course game) and ``--list --preset P`` lists only the rules P plays.
Each line is one drill (``Drill.to_dict``): the rule, its ``preset`` and ``game_name`` (in
``--lang``), the ``scene`` (the engine's own view of the table: ``view``, the hands face up, what
the question points at), the ``record`` of the hand up to that moment in the engine's notation
(``python -m pitch_core replay`` reads it back), "See it"'s ``steps``, the question, the choices,
the engine's ``answer``, the explanation and ``why`` a wrong pick is wrong, in the chosen language.
A rule, count or seed that cannot be used prints one line in that language on stderr and exits
with code 2.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from ..errors import PitchError
from ..record_syntax import visible
from .registry import MAX_DRILLS, MAX_SEED, canonical_preset, drill_series, practisable_rules, rules_of_preset

EXIT_BAD_INPUT = 2


def register(subparsers: Any, languages: list[str]) -> None:
    cmd = subparsers.add_parser("drill", help="practice drills for a rule, as JSON lines",
                                description="Drills the engine generates for one rule.")
    cmd.add_argument("--list", action="store_true", help="print the rule IDs that can be practised (in --preset)")
    cmd.add_argument("--preset", help="the game, like pitch31 or ten-point+dirty (default: the rule's first course game)")
    cmd.add_argument("--rule", help="the rule to practise, like play.highest-wins")
    # Count and seed are read here, not by argparse, so a bad one is refused in --lang's language.
    cmd.add_argument("--count", default="10", help=f"how many drills, 1 to {MAX_DRILLS} (default 10)")
    cmd.add_argument("--seed", default="1", help=f"the series, 0 to {MAX_SEED} (default 1)")
    cmd.add_argument("--lang", default="en", choices=languages, help="the language of the texts (default en)")
    cmd.set_defaults(run=run)


def _whole(text: str, code: str, name: str, low: int, high: int) -> int:
    token = text.strip()
    if not (token.isascii() and token.isdigit() and len(token) <= 16) or not low <= int(token) <= high:
        raise PitchError(code, **{name: text[:30], "high": high})
    return int(token)


def run(args: argparse.Namespace) -> int:
    try:
        preset = None if args.preset is None else canonical_preset(args.preset)
        if args.list:
            for rule_id in practisable_rules() if preset is None else rules_of_preset(preset):
                print(rule_id)
            return 0
        if not args.rule:
            raise PitchError("drill.unknown-rule", rule="")
        count = _whole(args.count, "drill.bad-count", "count", 1, MAX_DRILLS)
        seed = _whole(args.seed, "drill.bad-seed", "seed", 0, MAX_SEED)
        for drill in drill_series(args.rule, seed, count, preset):
            print(json.dumps(drill.to_dict(args.lang), ensure_ascii=False))
    except PitchError as error:
        # one line, control characters shown escaped, as every command's errors (pitch_core.cli)
        print(visible(f"error: {error.message(args.lang)} [{error.code}]", keep=""), file=sys.stderr)
        return EXIT_BAD_INPUT
    return 0
