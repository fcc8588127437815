"""``python -m pitch_core replay FILE --lang LANG``: each event and the result gain a ``text``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from pitch_core.cli import main

ROOT = Path(__file__).resolve().parents[2]
PITCH = ROOT / "tutorial" / "hands" / "guided-pitch31.pitch"
THREE_THIRTEEN = ROOT / "tests" / "records" / "three-thirteen" / "t3-round6-one-wild-b.313"


def replay(capsys, path: Path, *lang: str) -> dict:
    assert main(["replay", str(path), *lang]) == 0
    return json.loads(capsys.readouterr().out)


@pytest.mark.parametrize("path", [PITCH, THREE_THIRTEEN])
def test_english_by_default_the_same_words_as_the_message(capsys, path: Path) -> None:
    report = replay(capsys, path)
    assert all(event["text"] == event["message"] for event in report["events"])
    assert report["result"]["text"]


def test_czech_texts_name_seats_and_teams_in_czech(capsys) -> None:
    report = replay(capsys, PITCH, "--lang", "cs")
    texts = " ".join(event["text"] for event in report["events"])
    assert "Západ" in texts and "bere W" not in texts
    assert "Sever–Jih" in report["result"]["text"]


def test_macedonian_three_thirteen(capsys) -> None:
    report = replay(capsys, THREE_THIRTEEN, "--lang", "mk")
    assert "Збир по рунда" in report["events"][-1]["text"]


def test_an_unknown_language_is_refused(capsys) -> None:
    with pytest.raises(SystemExit) as stopped:
        main(["replay", str(PITCH), "--lang", "xx"])
    assert stopped.value.code == 2
    assert "--lang" in capsys.readouterr().err
