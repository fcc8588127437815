"""``python -m pitch_core drill``: the practisable rules one a line, drills as JSON lines in the
chosen language, and a bad argument refused in that language in one line, without a traceback."""

from __future__ import annotations

import json

import pytest

from pitch_core.cli import main
from pitch_core.drills import drill_series, practisable_rules


def test_list_prints_the_practisable_rule_ids_one_a_line(capsys):
    assert main(["drill", "--list"]) == 0
    assert capsys.readouterr().out.splitlines() == practisable_rules()


def test_drills_are_json_lines_with_every_field_in_the_chosen_language(capsys):
    assert main(["drill", "--rule", "play.highest-wins", "--count", "3", "--seed", "7", "--lang", "de"]) == 0
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    expected = [d.to_dict("de") for d in drill_series("play.highest-wins", 7, 3)]
    assert lines == expected
    for line in lines:
        assert set(line) >= {"rule", "scene", "steps", "record", "question", "choices", "answer", "explanation"}
        assert line["question"] == "Wer bekommt diesen Stich?"
        assert line["scene"]["view"]["preset"] == line["preset"]  # the engine's own view of the table
        assert line["record"].startswith(f'[Game "{line["preset"]}"]')  # the hand as the engine reads it back


@pytest.mark.parametrize("args,code,words", [
    (["--rule", "no.such", "--lang", "cs"], "drill.unknown-rule", "není pravidlo"),
    (["--rule", "tt.meld.run", "--count", "0", "--lang", "ro"], "drill.bad-count", "nu este un număr întreg"),
    (["--rule", "tt.meld.run", "--seed", "x1", "--lang", "mk"], "drill.bad-seed", "не е цел број"),
    (["--lang", "de"], "drill.unknown-rule", "keine Regel"),
])
def test_bad_arguments_get_one_localised_line(capsys, args, code, words):
    assert main(["drill", *args]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    (line,) = captured.err.splitlines()
    assert f"[{code}]" in line and words in line and "Traceback" not in line
