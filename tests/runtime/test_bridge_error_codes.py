"""Each way a tool's call can name something that is not there answers its own code, rendered in
the reader's language: an unknown hand or game, a computer level, a hand or round number."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

from pitch_core.messages import english_template, render

BRIDGE_FILE = Path(__file__).resolve().parents[2] / "web" / "runtime" / "pitch_bridge.py"
LANGS = ("en", "ro", "de", "cs", "mk")


@pytest.fixture(scope="module")
def bridge():
    spec = importlib.util.spec_from_file_location("pitch_bridge_codes", BRIDGE_FILE)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def ask(bridge, fn: str, args: dict, lang: str) -> dict:
    return json.loads(bridge.call(fn, json.dumps(args), lang))


def new_game(bridge, preset: str, lang: str) -> str:
    return ask(bridge, "new_game", {"preset": preset, "seat": "S" if preset != "three-thirteen" else "1",
                                    "seed": 5}, lang)["result"]["session"]


CASES = [
    ("view", lambda bridge, lang: {"session": "h999"}, "session.gone"),
    ("game_view", lambda bridge, lang: {"game": "g999"}, "session.gone"),
    ("new_game", lambda bridge, lang: {"preset": "pitch31", "seat": "S", "level": "grandmaster"},
     "play.unknown-level"),
    ("export_record", lambda bridge, lang: {"game": new_game(bridge, "pitch31", lang), "hand": 9},
     "play.no-such-hand"),
    ("export_record", lambda bridge, lang: {"game": new_game(bridge, "three-thirteen", lang), "hand": 9},
     "play.no-such-round"),
]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("fn, args, code", CASES, ids=[case[2] + "-" + case[0] for case in CASES])
def test_a_missing_thing_is_named_by_its_own_code_in_the_readers_language(bridge, fn, args, code, lang):
    error = ask(bridge, fn, args(bridge, lang), lang)["error"]
    assert error["code"] == code
    assert english_template(code) is not None
    assert error["message"] == render(code, error["params"], lang)
    if lang != "en":  # translated, not the English fallback
        assert error["message"] != render(code, error["params"], "en")
