"""The command line with bad input, as a user runs it (a subprocess): one line on stderr that says
what and where, exit code 2, never a traceback."""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

import pytest

from .samples import PITCH_DEAL, PITCH_POSITION, THIRTEEN, byte_mutations

HUGE = "9" * 4301


def run(*args: str, stdin: bytes | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "pitch_core", *args], input=stdin,
                          capture_output=True, timeout=120)


def assert_one_line_error(result: subprocess.CompletedProcess, *needles: str) -> str:
    err = result.stderr.decode("utf-8")
    assert result.returncode == 2, err
    assert "Traceback" not in err and err.count("\n") == 1 and err.startswith("error: "), err
    for needle in needles:
        assert needle.lower() in err.lower(), err  # a message may open with the word, capitalised
    return err


@pytest.fixture
def write(tmp_path: Path):
    def write_file(data: bytes | str, name: str = "hand.pitch") -> str:
        path = tmp_path / name
        path.write_bytes(data if isinstance(data, bytes) else data.encode("utf-8"))
        return str(path)

    return write_file


def test_a_file_that_is_not_utf8_names_the_byte_and_line(write):
    path = write(b'[Game "pitch31"]\n[Dealer \xff"N"]\n')
    assert_one_line_error(run("replay", path), "not UTF-8", "offset 25", "line 2", "[record.not-utf8]")


def test_standard_input_that_is_not_utf8():
    assert_one_line_error(run("replay", "-", stdin=b"\x80"), "standard input", "offset 0", "line 1")


def test_a_byte_order_mark_is_simply_accepted(write):
    result = run("replay", write(b"\xef\xbb\xbf" + PITCH_DEAL.encode()))
    assert result.returncode == 0 and b'"phase": "done"' in result.stdout


def test_a_closed_pipe_ends_quietly(write):
    path = write(PITCH_DEAL)
    command = f'"{sys.executable}" -m pitch_core replay "{path}" | head -c 1'
    result = subprocess.run(command, shell=True, capture_output=True, timeout=120)
    assert b"Traceback" not in result.stderr and b"BrokenPipe" not in result.stderr


@pytest.mark.parametrize("args, needles", [
    (("simulate", "--hands", "-5"), ("--hands", "-5", "1 to")),
    (("simulate", "--hands", "0"), ("--hands",)),
    (("simulate", "--hands", "²"), ("--hands",)),
    (("simulate", "--hands", HUGE), ("--hands",)),
    (("simulate", "--seed", "x"), ("--seed",)),
    (("describe", "pitch31+dirty+dirty"), ("given twice", "[preset.repeated-modifier]")),
    (("describe", "pitch31+spicy"), ("[preset.bad-modifier]",)),
    (("describe", "pitch31", "--trump", "Q"), ("[notation.unknown-suit]",)),
    (("deadwood", "--round", "²", "AS"), ("--round",)),
    (("deadwood", "--round", HUGE, "AS"), ("--round",)),
    (("deadwood", "--round", "99", "AS"), ("[tt.round.count]",)),
    (("deadwood", "--round", "1", "AS", "ZZ", "KS"), ("ZZ",)),
    (("replay",), ("file",)),
    (("replay", "/nonexistent/hand.pitch"), ("cannot read",)),
    (("nonsense",), ("nonsense",)),
])
def test_bad_arguments(args, needles):
    assert_one_line_error(run(*args), *needles)


@pytest.mark.parametrize("text, name, needles", [
    (PITCH_POSITION.replace('[Game "pitch31"]', '[Game "thirteen-point-partner"]').replace(
        '[Bid "10"]', '[Bid "moon"]'), "moon.pitch", ("Line 7", "bid.moon-is-thirteen")),
    (THIRTEEN.replace('[Dealer "1"]', '[Dealer "²"]'), "seat.313", ("Line 6", "Dealer")),
    (THIRTEEN.replace('2:draw=stock', '²:draw=stock', 1), "move.313", ("²",)),
    (THIRTEEN.replace('[Players "2"]', '[Players "999999999999"]'), "players.313", ("Players", "2 to 6")),
    (PITCH_POSITION.replace('[Bid "10"]', f'[Bid "{HUGE}"]'), "bid.pitch", ("Bid", "…")),
    (PITCH_POSITION.replace('[Dealer "S"]', '[Dealer "S"]\n[Game "pitch31"]'), "twice.pitch",
     ("[record.repeated-tag]",)),
    ('[Game "pitch31"]\n[Dealer "\x1b[2J\u202e"]\n', "escape.pitch", ("\\u001b", "\\u202e")),
    ("x" * 60_000, "big.pitch", ("[record.too-large]",)),
])
def test_bad_records(write, text, name, needles):
    err = assert_one_line_error(run("replay", write(text, name)), *needles)
    assert "\x1b" not in err and "\u202e" not in err


@pytest.mark.parametrize("seed", range(24))
def test_byte_damaged_records_exit_0_or_2_with_one_line(write, seed):
    rng = random.Random(seed)
    source = (PITCH_DEAL, PITCH_POSITION, THIRTEEN)[seed % 3]
    data = byte_mutations(source.encode("utf-8"), rng, rng.randint(1, 4))
    result = run("replay", write(data, f"damaged{seed}.txt"))
    if result.returncode != 0:
        assert_one_line_error(result)
