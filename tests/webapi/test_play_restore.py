"""A game of Play kept in the browser and brought back: ``save_game`` gives its settings and its
hands as records, ``restore_game`` replays every move through the engine into the same view, at
any point of a hand, for Pitch (with modifiers) and Three Thirteen. Undo and hints work after it,
later deals are the ones the game would have dealt, and a damaged save is refused with a
``saved.*`` error in the reader's language, never a traceback."""

from __future__ import annotations

import json
import random
from typing import Callable

import pytest

from pitch_core import webapi
from pitch_core.errors import NotationError

PITCH_GAMES = [("pitch31", "S", None), ("ten-point+dirty", "N", None), ("16-point+reverse", "E", None),
               ("pitch31+five-handed+dirty", "3", None)]
THIRTEEN_GAMES = [("three-thirteen", "1", 3), ("three-thirteen-aces-both", "2", 2)]


def same(view: dict) -> dict:
    """A view without what differs between two sessions of one game."""
    return {k: v for k, v in view.items() if k not in ("session", "restored", "moved")}


def step(game: str, view: dict, rng: random.Random) -> dict:
    if view["hand_over"]:
        return webapi.next_hand(game)
    if view["your_turn"]:
        return webapi.game_act(game, rng.choice(view["legal"])["move"])
    return webapi.bot_move(game)


def play_until(preset: str, seat: str, players: int | None, stop: Callable[[dict], bool],
               seed: int = 21) -> tuple[str, dict]:
    view = webapi.new_game(preset, seat, players=players, seed=seed)
    game, rng = view["session"], random.Random(preset)
    for _ in range(20_000):
        if stop(view):
            return game, view
        assert not view["game_over"], "the game ended before the point wanted"
        view = step(game, view, rng)
    raise AssertionError("never reached the point wanted")


def round_trip(game: str) -> dict:
    """Save (through JSON, as the page keeps it) and restore; the view must be the same."""
    saved = json.loads(json.dumps(webapi.save_game(game)))
    restored = webapi.restore_game(saved)
    json.dumps(restored)
    assert restored["restored"] is True and restored["session"] != game
    assert same(restored) == same(webapi.game_view(game))
    return restored


def mid_auction(view: dict) -> bool:
    return view["phase"] == "bidding" and len(view["calls"]) >= 1 and view["your_turn"]


def mid_trick(view: dict) -> bool:
    return view["phase"] == "play" and len(view["trick"]) >= 1 and view["your_turn"]


def second_hand_mid_trick(view: dict) -> bool:
    return view["hand_number"] == 2 and mid_trick(view)


def hand_over(view: dict) -> bool:
    return view["hand_over"] and not view["game_over"]


def game_over(view: dict) -> bool:
    return view["game_over"]


@pytest.mark.parametrize("preset, seat, players", PITCH_GAMES)
@pytest.mark.parametrize("point", [mid_auction, mid_trick, second_hand_mid_trick, hand_over, game_over],
                         ids=lambda f: f.__name__)
def test_a_pitch_game_comes_back_at_every_point(preset, seat, players, point):
    game, _ = play_until(preset, seat, players, point)
    round_trip(game)


@pytest.mark.parametrize("preset, seat, players", THIRTEEN_GAMES)
@pytest.mark.parametrize("point", [
    lambda v: v["your_turn"] and v["phase"] == "draw" and v["round"] == 1,
    lambda v: v["your_turn"] and v["phase"] == "discard" and v["round"] == 3,
    hand_over, game_over], ids=["round-1-draw", "round-3-discard", "round-over", "game-over"])
def test_a_three_thirteen_game_comes_back_at_every_point(preset, seat, players, point):
    game, _ = play_until(preset, seat, players, point)
    round_trip(game)


def test_a_reshuffle_the_seed_did_not_make_is_refused():
    """A reshuffle is a chance move: the saved one must be the one the table made from its seed."""
    game, _ = play_until("three-thirteen", "1", 3, lambda v: v["round"] == 1 and v["your_turn"] and v["phase"] == "discard")
    saved = webapi.save_game(game)
    lines = saved["text"].split("\n")
    at = next(i for i, line in enumerate(lines) if line.strip() and not line.startswith("["))
    lines[at] = lines[at].replace(" ", " reshuffle=AS,2C ", 1) if " " in lines[at] else lines[at] + " reshuffle=AS,2C"
    with pytest.raises(NotationError) as caught:
        webapi.restore_game({**saved, "text": "\n".join(lines)})
    assert caught.value.code == "saved.other-round" and caught.value.params == {"round": 1}


def test_undo_and_hints_work_after_a_restore_as_before():
    game, view = play_until("pitch31", "S", None, second_hand_mid_trick)
    restored = round_trip(game)["session"]
    assert webapi.hint(restored) == webapi.hint(game)
    for _ in range(4):  # back through the hand and into the one before
        before, after = webapi.game_undo(game), webapi.game_undo(restored)
        assert same(after) == same(before)
    assert webapi.game_view(restored)["can_undo"]


def test_the_next_hands_are_dealt_as_the_game_would_have_dealt_them():
    game, view = play_until("ten-point", "S", None, hand_over)
    restored = round_trip(game)["session"]
    assert same(webapi.next_hand(restored)) == same(webapi.next_hand(game))
    assert webapi.export_record(restored)["record"] == webapi.export_record(game)["record"]


def test_the_reader_plays_on_in_the_restored_game():
    game, view = play_until("pitch31", "S", None, mid_trick)
    restored = webapi.restore_game(webapi.save_game(game))
    move = restored["legal"][0]["move"]
    assert same(webapi.game_act(restored["session"], move)) == same(webapi.game_act(game, move))


def test_save_names_the_settings():
    game = webapi.new_game("pitch31+dirty", "E", level="monte-carlo", seed=77)["session"]
    saved = webapi.save_game(game)
    assert {k: saved[k] for k in ("preset", "seat", "level", "players", "seed")} == {
        "preset": "pitch31+dirty", "seat": "E", "level": "monte-carlo", "players": None, "seed": 77}
    assert saved["text"].startswith('[Game "pitch31+dirty"]')
    thirteen = webapi.save_game(webapi.new_game("three-thirteen", "2", players=5, seed=3)["session"])
    assert (thirteen["preset"], thirteen["seat"], thirteen["players"]) == ("three-thirteen", "2", 5)


# -- a damaged save ---------------------------------------------------------------------------------
def saved_mid_trick() -> dict:
    game, _ = play_until("pitch31", "S", None, second_hand_mid_trick)
    return webapi.save_game(game)


def swap_first_cards(text: str) -> str:
    """The first hand's North and East holdings trade their first cards: another deal."""
    lines = text.split("\n")
    north = next(i for i, line in enumerate(lines) if line.startswith("[North"))
    east = north + 1
    a, b = lines[north].split('"')[1].split(), lines[east].split('"')[1].split()
    a[0], b[0] = b[0], a[0]
    lines[north], lines[east] = f'[North "{" ".join(a)}"]', f'[East "{" ".join(b)}"]'
    return "\n".join(lines)


def change_a_move(text: str) -> str:
    """The first hand's first recorded bid becomes a bid of 99, which no ladder has."""
    lines = text.split("\n")
    at = next(i for i, line in enumerate(lines) if line.strip() and not line.startswith("["))
    first = lines[at].split()[0]
    lines[at] = lines[at].replace(first, first.split(":")[0] + ":99", 1)
    return "\n".join(lines)


BROKEN = {
    "not-an-object": lambda s: ["pitch31"],
    "no-text": lambda s: {k: v for k, v in s.items() if k != "text"},
    "text-a-number": lambda s: {**s, "text": 5},
    "seed-a-string": lambda s: {**s, "seed": "21"},
    "seed-a-boolean": lambda s: {**s, "seed": True},
    "seed-negative": lambda s: {**s, "seed": -1},
    "seed-too-large": lambda s: {**s, "seed": 1 << 60},
    "unknown-level": lambda s: {**s, "level": "grandmaster"},
    "unknown-preset": lambda s: {**s, "preset": "pinochle"},
    "seat-of-nobody": lambda s: {**s, "seat": "Q"},
    "players-for-pitch-a-string": lambda s: {**s, "players": "four"},
    "other-seed": lambda s: {**s, "seed": s["seed"] + 1},
    "other-game": lambda s: {**s, "preset": "ten-point"},
    "cards-swapped": lambda s: {**s, "text": swap_first_cards(s["text"])},
    "illegal-move": lambda s: {**s, "text": change_a_move(s["text"])},
    "cut-short": lambda s: {**s, "text": s["text"][: len(s["text"]) // 3]},
    "garbage": lambda s: {**s, "text": "\x00{not a record}"},
    "empty": lambda s: {**s, "text": ""},
    "huge": lambda s: {**s, "text": "x" * 2_000_000},
}


@pytest.mark.parametrize("damage", BROKEN.values(), ids=BROKEN.keys())
def test_a_damaged_save_is_refused_with_a_saved_error(damage):
    saved = damage(saved_mid_trick())
    with pytest.raises(NotationError) as caught:
        webapi.restore_game(saved)
    error = caught.value
    assert error.code in {"saved.bad-field", "saved.bad-hand", "saved.other-deal"}
    json.dumps(error.to_dict())
    for lang in ("en", "ro", "de", "cs", "mk"):
        text = error.message(lang)
        assert text and "{" not in text and "Traceback" not in text


def test_a_replay_error_names_the_hand_and_links_the_rule():
    saved = saved_mid_trick()
    with pytest.raises(NotationError) as caught:
        webapi.restore_game({**saved, "text": change_a_move(saved["text"])})
    assert caught.value.code == "saved.bad-hand"
    assert caught.value.params["hand"] == 1 and caught.value.params["rule"].startswith("bid.")
    assert "hand 1" in caught.value.message("en")


def test_other_cards_are_never_played_on():
    saved = saved_mid_trick()
    with pytest.raises(NotationError) as caught:
        webapi.restore_game({**saved, "text": swap_first_cards(saved["text"])})
    assert caught.value.code == "saved.other-deal" and caught.value.params == {"hand": 1}


def test_a_damaged_three_thirteen_save_names_the_round():
    game, _ = play_until("three-thirteen", "1", 3, lambda v: v["round"] == 2 and v["your_turn"])
    saved = webapi.save_game(game)
    with pytest.raises(NotationError) as caught:
        webapi.restore_game({**saved, "seed": saved["seed"] + 1})
    assert caught.value.code == "saved.other-round" and caught.value.params == {"round": 1}
    with pytest.raises(NotationError) as caught:
        webapi.restore_game({**saved, "text": ""})
    assert caught.value.code == "saved.bad-round" and caught.value.params["round"] == 1
    second = saved["text"].rindex("[Game")
    broken = saved["text"][:second] + saved["text"][second:].replace("draw=stock", "draw=sideways", 1)
    if broken != saved["text"]:
        with pytest.raises(NotationError) as caught:
            webapi.restore_game({**saved, "text": broken})
        assert caught.value.code == "saved.bad-round" and caught.value.params["round"] == 2


@pytest.mark.parametrize("preset, seat, players", [("pitch31", "S", None), ("three-thirteen", "1", 3)])
def test_a_save_damaged_anywhere_restores_or_says_why(preset, seat, players):
    """Characters dropped, changed or added at random: the engine either replays what is left
    (a comment, a space) or refuses it with a saved.* error; nothing else escapes."""
    game, _ = play_until(preset, seat, players, lambda v: v["your_turn"] and len(v["moves"]) > 8)
    saved = webapi.save_game(game)
    rng = random.Random(preset)
    for _ in range(120):
        text = list(saved["text"])
        for _ in range(rng.randint(1, 3)):
            at = rng.randrange(len(text))
            if rng.random() < 0.5:
                del text[at]
            else:
                text[at] = rng.choice('ASHDC2349TJQK =:[]"\n,x-')
        try:
            webapi.drop(webapi.restore_game({**saved, "text": "".join(text)})["session"])
        except NotationError as error:
            assert error.code.startswith("saved."), error.code
            assert "{" not in error.message("mk")
