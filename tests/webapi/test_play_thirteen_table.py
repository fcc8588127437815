"""What Play's Three Thirteen table is drawn from: the reader's hand grouped into the melds the
engine finds (the meld calculator's own answer), going out offered only when the rules allow it
(else the rule that refuses it), and a scored round shown as that round, not the next one."""

from __future__ import annotations

import json
import random
from typing import Any, Iterator

import pytest

from pitch_core import webapi
from pitch_core.cards import HIGH_JOKER, Card, Rank
from pitch_core.three_thirteen.solver import is_wild
from pitch_core.errors import IllegalAction


def reader_turns(view: dict[str, Any], rng: random.Random, rounds: int = 2,
                 max_steps: int = 5000) -> Iterator[dict[str, Any]]:
    """Every view of a game where it is the reader's turn, over the first ``rounds`` rounds; the
    reader goes out whenever he can, else plays the hint's move or (one move in four) a random
    legal one, so both kinds of turn come up."""
    game = view["session"]
    for _ in range(max_steps):
        json.dumps(view)
        if view["hand_over"]:
            if view["game_over"] or len(view["rounds_played"]) >= rounds:
                return
            view = webapi.next_hand(game)
        elif view["your_turn"]:
            yield view
            outs = [m["move"] for m in view["legal"] if m["kind"] == "out"]
            if outs:
                move = outs[0]
            elif rng.random() < 0.25:
                move = rng.choice(view["legal"])["move"]
            else:
                move = webapi.hint(game)["move"]["move"]
            view = webapi.game_act(game, move)
        else:
            view = webapi.bot_move(game)
    raise AssertionError("the rounds did not end")


def new_game(players: int = 3, seed: int = 5, preset: str = "three-thirteen") -> dict[str, Any]:
    webapi.set_language("en")
    return webapi.new_game(preset, "1", players=players, seed=seed)


@pytest.mark.parametrize("preset, players, seed", [("three-thirteen", 3, 5), ("three-thirteen-aces-both", 2, 9)])
def test_the_hand_is_grouped_as_the_meld_calculator_lays_it_out(preset, players, seed):
    seen = 0
    for view in reader_turns(new_game(players, seed, preset), random.Random(seed), rounds=3):
        melds = view["your_melds"]
        calculator = webapi.deadwood(view["round"], view["hand"], preset)
        for key in ("deadwood", "melds", "leftover", "wild_rank", "penalties"):
            assert melds[key] == calculator[key], key
        grouped = [c for m in melds["melds"] for c in m["cards"]] + melds["leftover"]
        assert sorted(grouped) == sorted(view["hand"])  # every card once, in a meld or left over
        seen += 1
    assert seen > 4


def test_going_out_is_offered_exactly_when_the_engine_allows_it():
    offered = refused = 0
    for view in reader_turns(new_game(2, 11), random.Random(3), rounds=4):
        go_out = view["go_out"]
        if view["phase"] == "draw":
            assert go_out is None
            continue
        legal_outs = [m["card"] for m in view["legal"] if m["kind"] == "out"]
        assert go_out["cards"] == sorted(legal_outs, key=lambda code: view["hand"].index(code))
        assert go_out["can"] == bool(legal_outs)
        if go_out["can"]:
            offered += 1
            assert "message" not in go_out
            continue
        refused += 1
        assert go_out["message"]
        if go_out["rule"] == "tt.go-out.once":  # someone else is out: the last turn only discards
            with pytest.raises(IllegalAction) as caught:
                webapi.game_act(view["session"], f"1:out={view['hand'][0]}")
            assert caught.value.code == "tt.go-out.once"
            continue
        # the explanation is the engine's own refusal of going out with the best discard
        with pytest.raises(IllegalAction) as caught:
            webapi.game_act(view["session"], f"1:out={go_out['best']}")
        assert caught.value.code == go_out["rule"] == "tt.go-out.all-melded"
        assert caught.value.params["points"] == go_out["points"] > 0
        best = min(webapi.deadwood(view["round"], [c for i, c in enumerate(view["hand"]) if i != k])["deadwood"]
                   for k in range(len(view["hand"])))
        assert go_out["points"] == best
    assert refused > 0 and offered > 0


def test_a_scored_round_is_shown_as_that_round_until_the_next_is_dealt():
    game = new_game(3, 7)
    rng = random.Random(1)
    for _ in reader_turns(game, rng, rounds=1):
        pass
    view = webapi.game_view(game["session"])
    assert view["hand_over"] and not view["game_over"]
    last = view["rounds_played"][-1]
    assert view["round"] == last["round"] == 1
    assert view["wild_rank"] == last["wild_rank"] == "3"
    assert view["dealer"] == last["dealer"]
    assert view["next_round"] == 2 and view["hand_size"] == 3
    assert view["totals"] == last["totals"]
    assert view["your_melds"] is None and view["go_out"] is None
    dealt = webapi.next_hand(game["session"])
    assert dealt["round"] == 2 and dealt["wild_rank"] == "4" and "next_round" not in dealt
    assert dealt["your_melds"]["deadwood"] == webapi.deadwood(2, dealt["hand"])["deadwood"]



def test_the_view_names_the_rounds_wild_cards_so_the_page_need_not_know_the_rule():
    view = webapi.new_game("three-thirteen", "1", players=3)
    rank = Rank.parse(view["wild_rank"])
    assert view["wild_cards"] == sorted(f"{rank.letter}{suit}" for suit in "CDHS")
    assert is_wild(HIGH_JOKER, rank) and not is_wild(Card.parse("AS" if rank.letter != "A" else "KS"), rank)
