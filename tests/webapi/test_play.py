"""Games against bots through the JSON functions the page calls: every preset to its end, the
reader's illegal moves explained by their rule, undo, hints and export."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from pitch_core import webapi
from pitch_core.errors import IllegalAction, NotationError
from pitch_core.pitch import modifier_names, preset_names
from pitch_core.rulebook import RULES

PITCH_GAMES = [(p, "S") for p in preset_names()] + [
    ("ten-point+dirty", "N"), ("pitch31+reverse", "E"), ("16-point+reverse+dirty", "W"),
    ("ten-point+five-handed", "3"), ("pitch31+five-handed+dirty", "1")]


def play_to_the_end(view: dict, rng: random.Random, max_steps: int = 20_000) -> dict:
    """The reader plays random legal moves, the bots their own; hand after hand to the winner."""
    game = view["session"]
    for _ in range(max_steps):
        json.dumps(view)  # every answer must cross the worker boundary as JSON
        if view["game_over"]:
            return view
        if view["hand_over"]:
            view = webapi.next_hand(game)
        elif view["your_turn"]:
            view = webapi.game_act(game, rng.choice(view["legal"])["move"])
        else:
            view = webapi.bot_move(game)
            assert view["moved"] is not None
    raise AssertionError("the game did not end")


def test_every_modifier_is_offered():
    assert set(modifier_names()) == {"dirty", "reverse", "five-handed"}


@pytest.mark.parametrize("preset, seat", PITCH_GAMES)
def test_a_whole_pitch_game_reaches_a_winner(preset, seat):
    view = play_to_the_end(webapi.new_game(preset, seat, seed=3), random.Random(preset))
    assert view["winners"] and set(view["winners"]) <= set(view["units"])
    last = view["history"][-1]
    assert last["scores"] == view["result"]["scores"]
    assert [h["number"] for h in view["history"]] == list(range(1, view["hand_number"] + 1))


@pytest.mark.parametrize("preset, players", [("three-thirteen", 2), ("three-thirteen-aces-both", 4)])
def test_a_whole_three_thirteen_game_reaches_a_winner(preset, players):
    view = play_to_the_end(webapi.new_game(preset, "1", players=players, seed=8), random.Random(2))
    assert view["round"] == 11 and len(view["rounds_played"]) == 11
    assert view["winners"]


def test_the_reader_sees_only_his_own_cards():
    view = webapi.new_game("pitch31", "S", seed=1)
    assert "hands" not in view and len(view["hand"]) == 9
    assert view["human"] == "S" and view["unit"] == "NS"


def first_card_play_with_an_illegal_card(seed: int) -> tuple[Any, dict, str | None]:
    """The reader's first turn to play a card in the game dealt from ``seed``, and a card of his
    hand he may not play there (None if the deal leaves him none)."""
    game = webapi.new_game("pitch31", "S", seed=seed)["session"]
    view = webapi.game_view(game)
    while not view["your_turn"] or view["phase"] != "play":
        view = webapi.bot_move(game) if not view["your_turn"] else webapi.game_act(game, view["legal"][0]["move"])
        if view["hand_over"]:
            view = webapi.next_hand(game)
    illegal = next((c["move"] for c in view["candidates"] if c["move"] not in legal_moves(view)), None)
    return game, view, illegal


def test_an_illegal_move_is_refused_with_its_rule_and_changes_nothing():
    # Some deals leave the reader only trump at his first turn: take the first seed that does not
    # (the same on CPython and in Pyodide, where this test runs too).
    game, view, illegal = next(found for seed in range(1, 50) if (found := first_card_play_with_an_illegal_card(seed))[2])
    with pytest.raises(IllegalAction) as caught:
        webapi.game_act(game, illegal)
    assert caught.value.code == "play.only-trump"
    assert webapi.game_view(game)["hand"] == view["hand"]


def test_candidates_offer_every_bid_so_a_low_one_can_be_explained():
    game = webapi.new_game("ten-point", "S", seed=4)
    view = game
    while not view["your_turn"]:
        view = webapi.bot_move(game["session"])
    assert view["phase"] == "bidding"
    bids = [c["bid"] for c in view["candidates"] if c["kind"] == "bid"]
    assert bids == [4, 5, 6, 7, 8, 9, 10, "moon"]


def test_the_reader_cannot_move_for_a_bot():
    view = webapi.new_game("pitch31", "S", seed=2)
    game = view["session"]
    while view["your_turn"]:
        view = webapi.game_act(game, view["legal"][0]["move"])
    bot = view["to_move"]
    with pytest.raises(IllegalAction) as caught:
        webapi.game_act(game, f"{bot}:pass")
    assert caught.value.code == "turn.order"


def test_a_bot_does_not_move_on_the_readers_turn():
    view = webapi.new_game("pitch31", "S", seed=2)
    while not view["your_turn"]:
        view = webapi.bot_move(view["session"])
    again = webapi.bot_move(view["session"])
    assert again["moved"] is None and again["moves"] == view["moves"]


def test_undo_takes_back_the_readers_move_and_the_bots_after_it():
    view = webapi.new_game("ten-point", "W", seed=6)
    game = view["session"]
    while not view["your_turn"]:
        view = webapi.bot_move(game)
    before = view["moves"]
    view = webapi.game_act(game, view["legal"][0]["move"])
    while not view["your_turn"] and not view["hand_over"]:
        view = webapi.bot_move(game)
    undone = webapi.game_undo(game)
    assert undone["moves"] == before and undone["your_turn"]
    assert not undone["can_undo"]
    with pytest.raises(NotationError) as caught:
        webapi.game_undo(game)
    assert caught.value.code == "play.nothing-to-undo"


def test_undo_reaches_back_into_the_previous_hand():
    view = webapi.new_game("pitch31", "S", seed=9)
    game = view["session"]
    rng = random.Random(0)
    last_moves = None
    while not view["hand_over"]:
        if view["your_turn"]:
            last_moves = view["moves"]
            view = webapi.game_act(game, rng.choice(view["legal"])["move"])
        else:
            view = webapi.bot_move(game)
    view = webapi.next_hand(game)
    assert view["hand_number"] == 2
    view = webapi.game_undo(game)
    assert view["hand_number"] == 1 and view["moves"] == last_moves


def test_the_next_hand_waits_for_the_end_of_this_one():
    game = webapi.new_game("pitch31", "S", seed=2)["session"]
    with pytest.raises(NotationError) as caught:
        webapi.next_hand(game)
    assert caught.value.code == "play.hand-not-over"


def test_no_hint_on_a_bots_turn():
    view = webapi.new_game("pitch31", "S", seed=2)
    while view["your_turn"]:
        view = webapi.game_act(view["session"], view["legal"][0]["move"])
    with pytest.raises(NotationError) as caught:
        webapi.hint(view["session"])
    assert caught.value.code == "play.no-hint"


@pytest.mark.parametrize("preset, seat, players", [("pitch31", "S", None), ("ten-point+five-handed", "2", None),
                                                   ("three-thirteen", "1", 3)])
def test_a_hint_is_a_legal_move_with_a_reason_in_the_readers_language(preset, seat, players):
    view = webapi.new_game(preset, seat, players=players, seed=2)
    for _ in range(40):  # a few of the reader's turns, in different phases
        if view["hand_over"]:
            break
        if not view["your_turn"]:
            view = webapi.bot_move(view["session"])
            continue
        advice = webapi.hint(view["session"])
        assert advice["move"]["move"] in legal_moves(view)
        assert advice["message"] and "{" not in advice["message"]
        assert advice["rule"] is None or advice["rule"] in RULES
        webapi.set_language("cs")
        try:
            assert webapi.hint(view["session"])["reason"] == advice["reason"]
        finally:
            webapi.set_language("en")
        view = webapi.game_act(view["session"], advice["move"]["move"])


@pytest.mark.parametrize("preset, seat, players", [("pitch31", "S", None), ("three-thirteen", "2", 3)])
def test_an_exported_hand_replays_to_the_same_position(preset, seat, players):
    view = webapi.new_game(preset, seat, players=players, seed=12)
    game = view["session"]
    for _ in range(9):
        view = webapi.bot_move(game) if not view["your_turn"] else webapi.game_act(game, view["legal"][0]["move"])
    exported = webapi.export_record(game)
    opened = webapi.open_records(exported["record"])
    assert opened["hands"][0]["total"] == exported["at"]
    position = webapi.record_step(opened["session"], exported["at"])
    seat_index = view["seats"].index(seat)
    hands = position["hands"]
    own = hands[seat] if isinstance(hands, dict) else hands[seat_index]
    assert sorted(own) == sorted(view["hand"])


def test_the_whole_game_exports_as_one_record_per_hand():
    view = play_to_the_end(webapi.new_game("ten-point", "S", seed=5), random.Random(5))
    text = webapi.export_game(view["session"])["text"]
    opened = webapi.open_records(text)
    assert len(opened["hands"]) == view["hand_number"]


def test_a_game_that_was_dropped_is_gone():
    game = webapi.new_game("pitch31", "S", seed=2)["session"]
    webapi.drop(game)
    with pytest.raises(NotationError) as caught:
        webapi.game_view(game)
    assert caught.value.code == "session.gone"


@pytest.mark.parametrize("args, code", [
    ({"preset": "no-such-game", "seat": "S"}, "preset.unknown"),
    ({"preset": "pitch31", "seat": "X"}, "notation.unknown-seat"),
    ({"preset": "three-thirteen", "seat": "1", "players": 9}, "tt.players.count"),
    ({"preset": "three-thirteen", "seat": "5", "players": 3}, "tt.notation.unknown-seat"),
])
def test_a_game_that_cannot_be_set_up_says_why(args, code):
    with pytest.raises(Exception) as caught:
        webapi.new_game(**args)
    assert getattr(caught.value, "code", None) == code


def legal_moves(view: dict) -> list[str]:
    """The legal moves of a view, in notation (views carry moves as structured data)."""
    return [move["move"] for move in view["legal"]]
