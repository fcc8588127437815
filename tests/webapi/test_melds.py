"""The meld calculator: the solver's minimum, with each wild and what it stands for."""

from __future__ import annotations

import pytest

from pitch_core import webapi
from pitch_core.cards import Rank, parse_cards
from pitch_core.errors import NotationError
from pitch_core.three_thirteen.solver import deadwood as solver_deadwood


def test_the_spec_example():
    result = webapi.deadwood(4, "8S 9S TS TH TD 2C")
    assert result["deadwood"] == 19 and result["wild_rank"] == "6"
    assert result["melds"] == [{"kind": "set", "cards": ["TS", "TH", "TD"], "stands_for": ["TS", "TH", "TD"],
                                "wilds": []}]
    assert sorted(result["leftover"]) == ["2C", "8S", "9S"]
    assert result["events"][-1]["rule"] == "tt.score.values"


def test_each_wild_says_what_it_stands_for():
    result = webapi.deadwood(4, ["6S", "6H", "4D", "5D", "2C", "7D"])
    assert result["deadwood"] == 2
    wilds = [w for meld in result["melds"] for w in meld["wilds"]]
    assert {w["card"] for w in wilds} == {"6S", "6H"}
    assert all(w["as"] not in ("6S", "6H") for w in wilds)
    assert sum(e["rule"] == "tt.wild.any-card" for e in result["events"]) == 2


def test_a_drawn_card_is_allowed_and_aces_follow_the_preset():
    low = webapi.deadwood(1, "QS KS AS 9D", "three-thirteen")
    both = webapi.deadwood(1, "QS KS AS 9D", "three-thirteen-aces-both")
    assert low["deadwood"] > both["deadwood"] == 9


@pytest.mark.parametrize("round_number", range(1, 12))
def test_agrees_with_the_solver_in_every_round(round_number):
    cards = "AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS".split()[: round_number + 2]
    cards[-1] = "KD"
    result = webapi.deadwood(round_number, cards)
    assert result["deadwood"] == solver_deadwood(parse_cards(cards), Rank(round_number + 2))


@pytest.mark.parametrize("args, code", [
    ({"round": 4, "cards": ""}, "melds.no-cards"),
    ({"round": 4, "cards": "8S 9S"}, "melds.hand-size"),
    ({"round": 12, "cards": "8S 9S TS"}, "tt.round.count"),
    ({"round": "4", "cards": "8S 9S TS TH TD 2C"}, "tt.round.count"),
    ({"round": 1, "cards": "8S 9S XX"}, "notation.unknown-card"),
    ({"round": 1, "cards": "8S 9S TS", "preset": "pitch31"}, "preset.unknown"),
])
def test_a_hand_that_cannot_be_counted_says_why(args, code):
    with pytest.raises(NotationError) as caught:
        webapi.deadwood(**args)
    assert caught.value.code == code
