"""Play's whole-hand log (pitch_core/webtools/hand_log.py): every move the reader saw, and after
the move that set the exchange going one entry per seat with what it threw away and drew, in
counts for the others and in cards for the reader, as the engine's hands changed."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from pitch_core import webapi
from pitch_core.pitch import preset_names
from pitch_core.pitch.actions import DEAL, SWAP
from pitch_core.webtools.hand_log import exchange_entries
from pitch_core.webtools.play import PitchTable, new_table, restore_table, saved_game


def play_hand(preset: str, seed: int, seat: str = "S"):
    """A table whose first hand the reader plays to its end with random legal moves; every view
    the reader got on the way, in order."""
    table = new_table(preset, seat, seed=seed)
    assert isinstance(table, PitchTable)
    rng = random.Random(seed)
    views = [table.view("en")]
    while not table.hand.is_terminal:
        if table.hand.to_move == table.human:
            table.act(rng.choice(table.view("en")["legal"])["move"])
        else:
            table.bot_move()
        views.append(table.view("en"))
    return table, views


@pytest.mark.parametrize("preset", preset_names())
def test_the_log_holds_every_move_seen_and_the_exchange_of_every_seat(preset):
    table, views = play_hand(preset, seed=11)
    hand = table.hand
    log = views[-1]["log"]
    moves = [entry["move"]["move"] for entry in log if entry["kind"] == "move"]
    seen = [a.notation(table.ruleset.players) for a in hand.moves if a.kind != SWAP or a.seat == table.human]
    assert moves == seen, "the log is not the hand's moves as the reader saw them"
    exchange = [entry for entry in log if entry["kind"] == "exchange"]
    seats = {entry["seat"] for entry in exchange}
    # Everybody throws away his non-trump at least (a seat that held only trump and drew nothing
    # has nothing to show): every seat whose hand changed in the exchange has its entry.
    dealt = hand.deals[-1][0]
    labels = views[-1]["seats"]
    trump_named = next(i for i, v in enumerate(views) if v["trump"])
    after = views[trump_named]
    for seat, cards in enumerate(dealt):
        label = labels[seat]
        if len(cards) != after["card_counts"][label] or label == views[-1]["human"] and set(cards) != set(after["hand"]):
            assert label in seats, f"{label}'s exchange is missing"


@pytest.mark.parametrize("preset", ["pitch31", "ten-point", "13-point-partner"])
def test_the_readers_own_exchange_names_his_cards_and_the_others_only_count(preset):
    table, views = play_hand(preset, seed=3)
    human = views[-1]["human"]
    before = next(v for v in views if v["trump"] is None and v["hand"])["hand"]
    trump_named = next(i for i, v in enumerate(views) if v["trump"])
    play_starts = next(v for v in views[trump_named:] if v["phase"] in ("play", "done"))
    mine = [e for e in play_starts["log"] if e["kind"] == "exchange" and e["seat"] == human]
    assert mine, "the reader's exchange is missing"
    held = Counter(before)
    for entry in mine:
        assert len(entry["thrown_cards"]) == entry["thrown"] and len(entry["drawn_cards"]) == entry["drawn"]
        # drawn first: the bidder who takes the rest of the widow throws away what of it is no trump
        held += Counter(entry["drawn_cards"])
        held -= Counter(entry["thrown_cards"])
    # what the log says he threw and drew, with his own moves in the exchange, gives his hand
    own_moves = [e["move"] for e in play_starts["log"] if e["kind"] == "move" and e["move"]["seat"] == human
                 and e["move"]["kind"] in ("drop", "claim")]
    for move in own_moves:
        held += Counter([move["card"]]) if move["kind"] == "claim" else Counter()
        held -= Counter([move["card"]]) if move["kind"] == "drop" else Counter()
    if not any(e["move"]["kind"] == "swap" for e in play_starts["log"] if e["kind"] == "move"):
        assert sorted(held.elements()) == sorted(play_starts["hand"])
    face_up = preset == "13-point-partner"  # thrown cards go face up into the middle there
    for entry in (e for e in play_starts["log"] if e["kind"] == "exchange" and e["seat"] != human):
        assert entry["drawn_cards"] is None, "another seat's drawn cards are shown"
        assert (entry["thrown_cards"] is not None) == face_up


def test_a_restored_game_has_the_whole_hand_in_its_log():
    table, views = play_hand("pitch31", seed=5)
    again = restore_table(saved_game(table))
    assert again.view("en")["log"] == views[-1]["log"]
    assert len(views[-1]["log"]) > 8


def test_more_than_six_trump_the_view_says_how_many_stay_and_where_the_rest_goes():
    view = webapi.new_game("pitch31", "S", seed=1)
    assert view["keep"] == 6 and view["excess_trump"] == "to_opponents"


@pytest.mark.parametrize("preset, seat", [("pitch31", "S"), ("ten-point", "S"), ("ten-point+five-handed", "3")])
@pytest.mark.parametrize("seed", range(6))
def test_every_card_that_leaves_the_widow_is_drawn_by_someone(preset, seat, seed):
    """The bidder who takes the rest of the widow draws it all, the cards he throws away at once
    included: a log that says 'draws nothing' of him would hide the rule it shows."""
    table, _ = play_hand(preset, seed=seed, seat=seat)
    replay = table.hand._origin.copy()
    for action in table.hand.history:
        before = replay.copy()
        replay.apply(action)
        if action.kind == DEAL:
            continue  # a new deal fills the widow
        entries = exchange_entries(before, replay, action, table.human)
        left_widow = len(before.widow) - len(replay.widow)
        if entries or left_widow:
            assert sum(entry["drawn"] for entry in entries) == left_widow, action
