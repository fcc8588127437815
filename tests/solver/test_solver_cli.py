"""``python -m pitch_core solve`` and ``analyse``: one JSON object, JSON lines (a seat's calls,
trump, exchange and card plays), and a bad record, a position not in play or a bad argument
refused in one localised line with exit code 2."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from pitch_core.cli import main
from pitch_core.pitch.record import read_record
from pitch_core.solver.review import review_record

from .test_review import DEALT, POSITION

HANDS = Path(__file__).resolve().parents[2] / "tutorial" / "hands"


@pytest.fixture
def position(tmp_path: Path) -> Path:
    path = tmp_path / "position.pitch"
    path.write_text(POSITION.format(credits="", **DEALT), encoding="utf-8")
    return path


def test_solve_prints_the_seat_to_move_and_each_cards_value(capsys, tmp_path):
    record = (HANDS / "save-the-three.pitch").read_text(encoding="utf-8")
    path = tmp_path / "three.pitch"
    path.write_text(record.replace("S:3H", "").replace("W:7H", ""), encoding="utf-8")
    assert main(["solve", str(path)]) == 0
    assert json.loads(capsys.readouterr().out) == {"to_move": "S", "values": {"TH": 0, "4H": -11, "3H": 0}}


def test_analyse_prints_one_json_line_per_card_the_seat_played(capsys, position):
    assert main(["analyse", str(position), "--seat", "S", "--samples", "4", "--seed", "9"]) == 0
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    record = read_record(position.read_text(encoding="utf-8"))
    assert lines == [d.to_dict(4) for d in review_record(record, 2, 4, 9)]
    assert [(line["move"], line["seat"], line["played"]) for line in lines] == [(1, "S", "JH"), (7, "S", "JD")]
    for line in lines:
        assert set(line) == {"move", "seat", "decision", "played", "best", "values", "lost", "verdict", "samples"}
        assert line["decision"] == "card"


def test_analyse_prints_the_calls_trump_and_exchange_of_a_whole_hand_in_its_order(capsys):
    path = HANDS / "guided-ten-point.pitch"
    assert main(["analyse", str(path), "--seat", "S", "--samples", "3", "--seed", "2"]) == 0
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    record = read_record(path.read_text(encoding="utf-8"))
    assert lines == [d.to_dict(4) for d in review_record(record, 2, 3, 2, choices=True)]
    assert [line["decision"] for line in lines[:4]] == ["bid", "trump", "exchange", "card"]
    assert [line["played"] for line in lines[:4]] == ["6", "trump=S", "take-rest", "AS"]
    assert [line["move"] for line in lines] == sorted(line["move"] for line in lines)
    bid = lines[0]
    assert {"pass", "5", "6", "7"} <= set(bid["values"]) and bid["best"] in bid["values"]


@pytest.mark.parametrize("args,code,words", [
    (["solve", "{finished}", "--lang", "de"], "turn.phase", "Das geht jetzt nicht"),
    (["solve", "{missing}"], "cli.cannot-read", "Cannot read"),
    (["solve", "{garbled}", "--lang", "cs"], "record.missing-tag", ""),
    (["analyse", "{position}", "--seat", "X"], "notation.unknown-seat", "is not a seat"),
    (["analyse", "{position}", "--seat", "S", "--samples", "0", "--lang", "ro"], "notation.number-range", ""),
    (["analyse", "{position}", "--seat", "S", "--seed", "-1"], "notation.number-range", "not a whole number"),
])
def test_bad_input_gets_one_localised_line(capsys, tmp_path, position, args, code, words):
    finished = HANDS / "guided-ten-point.pitch"
    garbled = tmp_path / "garbled.pitch"
    garbled.write_text("S:AS W:4S\n", encoding="utf-8")
    paths = {"finished": str(finished), "missing": str(tmp_path / "none.pitch"), "garbled": str(garbled),
             "position": str(position)}
    assert main([arg.format(**paths) for arg in args]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    (line,) = captured.err.splitlines()
    assert f"[{code}]" in line and words in line and "Traceback" not in line
