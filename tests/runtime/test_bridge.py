"""The worker's Python half (web/runtime/pitch_bridge.py), on CPython: every request gets
exactly one JSON answer, and errors keep their codes. The browser tests cover the same path
through the real worker."""

from __future__ import annotations

import base64
import importlib.util
import json
from pathlib import Path

import pytest

from pitch_core import webapi
from pitch_core.errors import NotationError

BRIDGE_FILE = Path(__file__).resolve().parents[2] / "web" / "runtime" / "pitch_bridge.py"


@pytest.fixture(scope="module")
def bridge():
    spec = importlib.util.spec_from_file_location("pitch_bridge", BRIDGE_FILE)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def ask(bridge, fn: str, args: object = None, lang: str = "en", raw: str | None = None) -> dict:
    answer = bridge.call(fn, raw if raw is not None else json.dumps(args or {}), lang)
    return json.loads(answer)


def test_describe_answers_with_a_result(bridge) -> None:
    answer = ask(bridge, "describe", {"preset": "pitch31", "trump": "H"})

    assert answer["result"]["preset"] == "pitch31"
    assert len(answer["result"]["trump_order"]) == 16


def test_engine_errors_keep_code_and_params(bridge) -> None:
    error = ask(bridge, "describe", {"preset": "no-such-game"})["error"]

    assert error["code"] == "preset.unknown"
    assert error["params"]["name"] == "no-such-game"
    assert "no-such-game" in error["message"]


@pytest.mark.parametrize(
    ("fn", "raw", "code"),
    [
        ("no_such_function", "{}", "runtime.unknown-function"),
        ("__name__", "{}", "runtime.unknown-function"),
        ("describe", "not json", "runtime.bad-arguments"),
        ("describe", "[1, 2]", "runtime.bad-arguments"),
        ("describe", "{}", "runtime.bad-arguments"),
        ("describe", '{"preset": "pitch31", "colour": "red"}', "runtime.bad-arguments"),
    ],
)
def test_bad_requests_get_runtime_codes(bridge, fn: str, raw: str, code: str) -> None:
    assert ask(bridge, fn, raw=raw)["error"]["code"] == code


def test_the_readers_language_reaches_functions_that_take_it(bridge, monkeypatch) -> None:
    monkeypatch.setattr(webapi, "echo_lang", lambda lang="en": {"lang": lang}, raising=False)
    monkeypatch.setattr(webapi, "__all__", ["echo_lang"], raising=False)

    assert ask(bridge, "echo_lang", lang="ro")["result"] == {"lang": "ro"}
    assert ask(bridge, "echo_lang", {"lang": "de"}, lang="ro")["result"] == {"lang": "de"}


def test_webapi_language_setting_follows_the_reader(bridge) -> None:
    ask(bridge, "describe", {"preset": "pitch31"}, lang="mk")

    assert webapi.language() == "mk"
    ask(bridge, "describe", {"preset": "pitch31"}, lang="en")


def test_engine_error_messages_use_the_readers_language(bridge, monkeypatch) -> None:
    def refuse() -> None:
        raise NotationError("notation.unknown-suit", token="X")

    monkeypatch.setattr(webapi, "refuse", refuse, raising=False)
    monkeypatch.setattr(webapi, "__all__", ["refuse"], raising=False)
    monkeypatch.setattr(NotationError, "message", lambda self, lang="en": f"[{lang}] unknown suit")

    error = ask(bridge, "refuse", lang="cs")["error"]

    assert error == {"code": "notation.unknown-suit", "params": {"token": "X"}, "message": "[cs] unknown suit"}


@pytest.mark.parametrize("broken", [lambda: 1 / 0, lambda: {"card": object()}])
def test_engine_bugs_become_runtime_internal(bridge, monkeypatch, capsys, broken) -> None:
    monkeypatch.setattr(webapi, "broken", broken, raising=False)
    monkeypatch.setattr(webapi, "__all__", ["broken"], raising=False)

    error = ask(bridge, "broken")["error"]

    assert error["code"] == "runtime.internal"
    assert "Traceback" in capsys.readouterr().err  # the worker's console shows where it broke


def test_info_lists_the_callable_functions(bridge) -> None:
    info = json.loads(bridge.info())

    assert "describe" in info["functions"]
    assert info["python"].count(".") == 2


def test_after_restore_reseeds_the_random_generator(bridge) -> None:
    # A browser restored from the build's snapshot must not deal what every other reader is dealt.
    import random

    random.seed(12345)
    frozen = random.random()
    random.seed(12345)

    bridge.after_restore()

    assert random.random() != frozen


# -- wrongly typed calls: a specific answer, never "engine bug" -----------------------------------
# Each public function is called with valid arguments, except one replaced by a value of another
# type (or a number no page can send exactly). Every answer must be the engine refusing it with a
# code of its own or runtime.bad-arguments naming the argument, never runtime.internal.

WRONG_VALUES = [None, True, 0, -1, 10**30, 1.5, "", "x" * 5000, "9" * 5000, [], [None], [0], [0] * 7, {},
                {"a": [1]}]


def _a_finished_hand(bridge) -> str:
    """A Play game whose first hand the bots have played to its end (the review needs one)."""
    game = ask(bridge, "new_game", {"preset": "pitch31", "seat": "S", "seed": 5, "level": "heuristic"})["result"]["session"]
    view = ask(bridge, "game_view", {"game": game})["result"]
    for _ in range(200):
        if view["hand_over"]:
            return game
        call = ("game_act", {"game": game, "move": view["legal"][0]["move"]}) if view["your_turn"] else ("bot_move", {"game": game})
        view = ask(bridge, *call)["result"]
    raise AssertionError("the hand did not end")


def valid_calls(bridge) -> dict[str, dict]:
    """Arguments each public function accepts, with real sessions behind the keys."""
    game = ask(bridge, "new_game", {"preset": "pitch31", "seat": "S", "seed": 1})["result"]["session"]
    exported = ask(bridge, "export_record", {"game": game})["result"]["record"]
    viewer = ask(bridge, "open_records", {"text": exported})["result"]["session"]
    hand = ask(bridge, "new_hand", {"preset": "pitch31", "seed": 2})["result"]["session"]
    saved = ask(bridge, "save_game", {"game": game})["result"]
    finished = _a_finished_hand(bridge)
    # A share link's fragment as the page writes it (web/tools/share-link.js, the only writer)
    fragment = "r=" + base64.urlsafe_b64encode(exported.encode("utf-8")).decode("ascii").rstrip("=")
    return {
        "presets": {}, "describe": {"preset": "pitch31", "trump": "H"},
        "new_hand": {"preset": "pitch31", "seed": 3, "dealer": "E", "scores": [1, 2], "seat": "N"},
        "load_record": {"text": exported, "seat": "N", "upto": 1},
        "act": {"session": hand, "move": "N:pass", "seat": "N"}, "undo": {"session": hand, "seat": "N"},
        "view": {"session": hand, "seat": "N"}, "record": {"session": hand}, "drop": {"session": "h999"},
        "message": {"code": "notation.unknown-suit", "params": {"token": "X"}},
        "new_game": {"preset": "pitch31", "seat": "S", "level": "heuristic", "players": None, "seed": 4},
        "game_view": {"game": game}, "game_act": {"game": game, "move": "S:pass"}, "bot_move": {"game": game},
        "next_hand": {"game": game}, "game_undo": {"game": game}, "hint": {"game": game},
        "export_record": {"game": game, "hand": 0}, "export_game": {"game": game}, "save_game": {"game": game},
        "restore_game": {"saved": saved}, "open_records": {"text": exported}, "open_shared": {"fragment": fragment},
        "record_step": {"viewer": viewer, "at": 1, "hand": 0},
        "score_rules": {"preset": "pitch31"},
        "score_hand": {"preset": "pitch31", "scores": [0, 0], "bidders": ["NS"], "bid": 2, "taken": [3, 1]},
        "deadwood": {"round": 1, "cards": "AS KS QS", "preset": "three-thirteen"},
        "drill": {"rule": "play.highest-wins", "seed": 1, "index": 0},
        "check_drill": {"rule": "play.highest-wins", "seed": 1, "index": 0, "given": "N", "preset": "ten-point"},
        "practice_rules": {"preset": "ten-point+dirty"},
        "review_hand": {"game": finished, "hand": 0},
        "judge_try": {"game": finished, "step": 0, "move": "S:AH", "hand": 0},  # no costly step: refused by code
    }


def test_every_public_function_has_valid_arguments_here(bridge) -> None:
    assert set(valid_calls(bridge)) == set(json.loads(bridge.info())["functions"])


def test_a_wrongly_typed_argument_gets_a_specific_answer(bridge) -> None:
    internal = []
    for fn, args in valid_calls(bridge).items():
        assert ask(bridge, fn, args).get("error", {}).get("code") != "runtime.internal", fn
        for name in args:
            for wrong in WRONG_VALUES:
                answer = ask(bridge, fn, {**args, name: wrong})
                if answer.get("error", {}).get("code") == "runtime.internal":
                    internal.append(f"{fn}({name}={str(wrong)[:20]}): {answer['error']['params']['detail'][:80]}")
    assert not internal, f"{len(internal)} calls answered runtime.internal:\n" + "\n".join(internal)


def test_a_wrong_type_names_the_argument_and_quotes_no_long_value(bridge) -> None:
    error = ask(bridge, "open_records", {"text": None})["error"]
    assert error["code"] == "runtime.bad-arguments" and error["params"]["name"] == "text"
    error = ask(bridge, "score_rules", {"preset": ["x" * 5000]})["error"]
    assert error["code"] == "runtime.bad-arguments" and len(error["message"]) < 300


def test_arguments_nested_too_deep_are_bad_arguments(bridge) -> None:
    deep = '{"preset": ' + "[" * 100_000 + "]" * 100_000 + "}"
    assert ask(bridge, "describe", raw=deep)["error"]["code"] == "runtime.bad-arguments"


def test_a_fraction_where_a_whole_number_belongs_is_the_engines_to_explain(bridge) -> None:
    # The score keeper's "points taken" field can hold 1.5: the reader gets the engine's reason, in German.
    error = ask(bridge, "score_hand", {"preset": "pitch31", "scores": [0, 0], "bidders": ["NS"], "bid": 5,
                                      "taken": [1.5, 8.5]}, lang="de")["error"]
    assert error["code"] == "score.bad-taken" and error["message"] == NotationError(
        "score.bad-taken", **error["params"]).message("de")
