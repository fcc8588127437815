"""Hostile and extreme records: the worst time to refuse or answer, per input class.

    python bench/hostile_records.py [--mutations 300] [--seed 1]

Issue 9 asks that any record of either game be refused or answered within 50 ms. Each input is
run three times and its best time kept (a shared machine's hiccup is not the engine's cost);
the table prints, per class, how many inputs there were, how many were refused, and the worst
of those best times, for the record reader and replay (``replay``) and for the hand viewer's
whole opening of it (``viewer``: the replay, plus a snapshot after every move). Classes: the
reliability probe's denial-of-service records, numbers of thousands of digits in every numeric
tag, the longest legal Three Thirteen rounds the move cap allows, texts at the size cap, and
byte-level mutations of valid records of both games.
"""

from __future__ import annotations

import argparse
import pathlib
import random
import sys
import time
from typing import Callable, Iterator

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))

from pitch_core.cli import decode_record_bytes
from pitch_core.errors import IllegalAction, NotationError
from pitch_core.record_syntax import MAX_MOVES, MAX_RECORD_CHARS
from pitch_core.three_thirteen.record import record_from_state, write_record
from pitch_core.three_thirteen.ruleset import get_ruleset
from pitch_core.three_thirteen.state import GameState
from pitch_core.webtools.records import RecordedHand
from pitch_core.webtools.records import split_records

ROOT = pathlib.Path(__file__).resolve().parent.parent
TARGET_MS = 50.0
PITCH_DEAL = (ROOT / "tutorial/hands/guided-pitch31.pitch").read_text(encoding="utf-8")
PITCH_POSITION = (ROOT / "tutorial/hands/examples/p6-pitch31-early-set.pitch").read_text(encoding="utf-8")
THIRTEEN = (ROOT / "tests/records/three-thirteen/t2-round4-set-or-run.313").read_text(encoding="utf-8")
RESHUFFLE = (ROOT / "tests/records/three-thirteen/random-round3-reshuffle.313").read_text(encoding="utf-8")
HUGE = "9" * 4301


def denial_of_service() -> Iterator[str]:
    tt = '[Game "three-thirteen"]\n'
    yield tt + '[Players "99999999"]\n'
    yield tt + '[Players "999999999999"]\n[Round "1"]\n'
    yield tt + '[Players "1000000"]\n' + '[Event ""]\n' * 600
    yield tt + '[Players "1000000"]\n' + "".join(f'[E{i} ""]\n' for i in range(600))


def huge_numbers() -> Iterator[str]:
    for old, new in (('[Players "2"]', f'[Players "{HUGE}"]'), ('[Round "4"]', f'[Round "{HUGE}"]'),
                     ('[Scores "1 0, 2 0"]', f'[Scores "1 {HUGE}, 2 0"]'),
                     ('[Players "2"]', f'[Players "2"]\n[Settings "ace_penalty={HUGE}"]'),
                     ('[Dealer "1"]', '[Dealer "²"]'), ("2:draw=stock", f"{HUGE}:draw=stock")):
        yield THIRTEEN.replace(old, new, 1)
    for old, new in (('[Bid "10"]', f'[Bid "{HUGE}"]'), ('[Scores "NS 27, EW 13"]', f'[Scores "NS {HUGE}, EW 0"]'),
                     ("S:AD", f"S:{HUGE}")):
        yield PITCH_POSITION.replace(old, new, 1)


def longest_rounds() -> Iterator[str]:
    """Legal rounds in which nobody goes out, cut at the move cap (many reshuffles with two
    players in round 1; six players' big hands in round 11)."""
    for players, round_number in ((2, 1), (6, 11), (4, 6)):
        rng = random.Random(players)
        state = GameState.new(get_ruleset("three-thirteen"), players=players, dealer=0,
                              round_number=round_number)
        moves = 0
        while moves < MAX_MOVES:
            if state.is_chance:
                state.chance_random(rng)
                continue
            state.apply(rng.choice([a for a in state.legal_actions() if a.kind != "out"]))
            moves += 1
        record = record_from_state(state)
        record.moves = record.moves[:MAX_MOVES]  # reshuffles are moves too
        text = write_record(record)
        while len(text) > MAX_RECORD_CHARS:  # a reshuffle is long: keep the record under the cap
            record.moves = record.moves[: len(record.moves) * 9 // 10]
            text = write_record(record)
        yield text


def size_cap() -> Iterator[str]:
    room = MAX_RECORD_CHARS - 200
    yield PITCH_DEAL + "{" + "x" * room + "}"
    yield PITCH_DEAL + "1. " * (room // 3)
    yield '[Game "pitch31"]\n[Dealer "N"]\n' + "N:pass " * (MAX_MOVES + 10)
    yield THIRTEEN.replace('[Upcard "QD"]', '[Upcard "QD"]\n[Note "' + "AS " * (room // 3) + '"]')
    yield '[Game "pitch31"]\n[Dealer "N"]\n[North "' + "AS " * (room // 3) + '"]\n'
    yield "[" * room


def mutations(count: int, seed: int) -> Iterator[bytes]:
    rng = random.Random(seed)
    sources = [text.encode("utf-8") for text in (PITCH_DEAL, PITCH_POSITION, THIRTEEN, RESHUFFLE)]
    for _ in range(count):
        data = bytearray(rng.choice(sources))
        for _ in range(rng.randint(1, 8)):
            where = rng.randrange(len(data) + 1)
            if where == len(data) or rng.random() < 0.3:
                data.insert(where, rng.randrange(256))
            elif rng.random() < 0.5:
                del data[where]
            else:
                data[where] = rng.randrange(256)
        yield bytes(data)


def replay(data: bytes | str) -> bool:
    """Read and replay one record; True if it was refused (with a documented error)."""
    from pitch_core.webtools.records import game_of
    from pitch_core.pitch.record import replay_text as pitch_replay
    from pitch_core.three_thirteen.record import replay_text as tt_replay

    try:
        text = data if isinstance(data, str) else decode_record_bytes(data, "bench")
        (tt_replay if game_of(text) == "three-thirteen" else pitch_replay)(text)
    except (NotationError, IllegalAction):
        return True
    return False


def viewer(data: bytes | str) -> bool:
    try:
        text = data if isinstance(data, str) else decode_record_bytes(data, "bench")
        for part in split_records(text):
            RecordedHand(part)
    except (NotationError, IllegalAction):
        return True
    return False


def best_ms(run: Callable[[bytes | str], bool], data: bytes | str) -> tuple[float, bool]:
    times, refused = [], False
    for _ in range(3):
        started = time.perf_counter()
        refused = run(data)
        times.append((time.perf_counter() - started) * 1000)
    return min(times), refused


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mutations", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    classes: dict[str, list[bytes | str]] = {
        "denial of service (D1)": list(denial_of_service()),
        "4,301-digit numbers, ² (D2)": list(huge_numbers()),
        f"longest legal .313 ({MAX_MOVES} moves)": list(longest_rounds()),
        f"texts at the size cap ({MAX_RECORD_CHARS:,})": list(size_cap()),
        "byte mutations of valid records": list(mutations(args.mutations, args.seed)),
    }
    replay(PITCH_DEAL), viewer(THIRTEEN)  # warm the imports and caches
    print(f"{'input class':42} {'inputs':>6} {'refused':>7} {'replay ms':>10} {'viewer ms':>10}")
    worst_overall = 0.0
    for name, inputs in classes.items():
        worst = {"replay": 0.0, "viewer": 0.0}
        refused = 0
        for data in inputs:
            ms, was_refused = best_ms(replay, data)
            worst["replay"] = max(worst["replay"], ms)
            refused += was_refused
            worst["viewer"] = max(worst["viewer"], best_ms(viewer, data)[0])
        worst_overall = max(worst_overall, *worst.values())
        print(f"{name:42} {len(inputs):>6} {refused:>7} {worst['replay']:>10.1f} {worst['viewer']:>10.1f}")
    verdict = "within" if worst_overall <= TARGET_MS else "OVER"
    print(f"worst {worst_overall:.1f} ms: {verdict} the {TARGET_MS:.0f} ms target")


if __name__ == "__main__":
    main()
