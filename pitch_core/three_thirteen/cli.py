"""Three Thirteen on the command line: the ``deadwood`` subcommand, and ``simulate`` figures.

    python -m pitch_core deadwood --round 6 8S 8H 8C KD 2C 9H JS 5D
    python -m pitch_core deadwood --round 1 --preset three-thirteen-aces-both AS KS 3H
    python -m pitch_core deadwood --round 4 --after-draw 8S 9S TS TH TD 2C 5H

``deadwood`` prints JSON: the minimum ``deadwood``, one arrangement (``melds``, each a set or run
with what each wild stands for, and the ``leftover`` cards), the round's wild rank and hand size.
With ``--after-draw`` the hand has one card more than the round deals, and the answer is for the
best discard (``discard``, and ``can_go_out``). A card that cannot be read, or a card count that
does not fit the round, prints one line on stderr and exits with code 2.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from ..cards import parse_cards
from ..errors import IllegalAction
from .pack_limits import check_copies
from .record import replay_text
from .ruleset import get_ruleset, preset_names
from .simulate import simulate as _simulate
from .solver import best_discard, discard_options, min_deadwood


def register(subparsers: Any) -> None:
    """Add ``deadwood`` to the main CLI's subcommands."""
    cmd = subparsers.add_parser(
        "deadwood", help="Three Thirteen: the fewest penalty points a hand can leave",
        description="The minimum deadwood of a Three Thirteen hand, with one best arrangement.")
    cmd.add_argument("--round", type=int, required=True, metavar="K",
                     help="the round, 1 to 11 (round K deals K+2 cards; K+2s are wild)")
    cmd.add_argument("--preset", default="three-thirteen",
                     help=f"rules: {', '.join(preset_names())} (default three-thirteen)")
    cmd.add_argument("--after-draw", action="store_true",
                     help="the hand holds one card more (just drawn): find the best discard")
    cmd.add_argument("cards", nargs="+", metavar="CARD", help="cards such as AS 10H TD 8♣")
    cmd.set_defaults(run=run_deadwood)


def run_deadwood(args: argparse.Namespace) -> int:
    """A ``PitchError`` goes up to the main CLI, which prints it as one line and exits with 2."""
    result = deadwood_report(args.round, args.cards, args.preset, args.after_draw)
    json.dump(result, sys.stdout, indent=2, ensure_ascii=False)
    sys.stdout.write("\n")
    return 0


def deadwood_report(round_number: int, card_texts: list[str], preset: str = "three-thirteen",
                    after_draw: bool = False) -> dict[str, Any]:
    """The JSON-ready answer of ``deadwood`` (raises ``PitchError`` on bad input)."""
    rules = get_ruleset(preset)
    size = rules.hand_size(round_number)
    cards = parse_cards(card_texts)
    check_copies(cards, rules)  # no joker the rules leave out, no fourth A♠
    held = len(cards) - 1 if after_draw else len(cards)  # the hand without the card drawn
    if held != size:
        raise IllegalAction("tt.round.hand-size", round=round_number, hand_size=size, count=held)
    wild_rank = rules.wild_rank(round_number)
    report: dict[str, Any] = {"preset": rules.name, "round": round_number, "hand_size": size,
                              "cards": [c.code for c in cards]}
    if after_draw:
        discard, arrangement = best_discard(cards, wild_rank, rules)
        options = discard_options(cards, wild_rank, rules)
        report.update(discard=discard.code, can_go_out=arrangement.deadwood == 0,
                      discards={c.code: v for c, v in options.items()})
    else:
        arrangement = min_deadwood(cards, wild_rank, rules)
    report.update(arrangement.to_dict())
    return report


def simulate(preset: str, games: int, seed: int) -> dict[str, Any]:
    """Figures for the main CLI's ``simulate``: random whole games, invariants checked."""
    return _simulate(preset, games, seed)


def replay_report(text: str) -> dict[str, Any]:
    """For the main CLI's ``replay`` of a Three Thirteen record (``*.313``): the round's outcome
    and every event, as JSON-ready data (raises ``PitchError`` naming the bad line)."""
    record, state = replay_text(text)
    view = state.to_dict()
    played = state.results[0].to_dict() if state.results else None
    return {"game": "three-thirteen", "preset": record.ruleset.name, "round": record.round,
            "phase": "scored" if played else view["phase"], "result": played,
            "events": view["events"]}


