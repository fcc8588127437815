"""The meld calculator: the solver's minimum, with each wild and what it stands for."""

from __future__ import annotations

from collections import Counter

import pytest

from pitch_core import webapi
from pitch_core.card_entry import MAX_ENTRY_CHARS
from pitch_core.cards import Rank, parse_cards
from pitch_core.errors import MAX_ECHO_CHARS, IllegalAction, NotationError
from pitch_core.three_thirteen.record import MAX_PLAYERS
from pitch_core.three_thirteen.ruleset import get_ruleset
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


# -- what no pack deals, and what no hand is written in ------------------------------------------


def largest_pack(preset: str = "three-thirteen") -> Counter:
    """How often the largest pack the rules deal holds each card (the engine's own pack)."""
    return Counter(card.code for card in get_ruleset(preset).pack(MAX_PLAYERS))


def test_a_hand_may_hold_a_card_as_often_as_the_largest_pack_does():
    copies = largest_pack()["AS"]
    result = webapi.deadwood(copies - 2, " ".join(["AS"] * copies))  # the round that deals that many
    assert result["deadwood"] == 0 and result["cards"] == ["AS"] * copies


@pytest.mark.parametrize("cards", [["AS"] * 13, ["AS"] * 4 + ["KD"] * 9, ["7H", "7H", "AS", "7H", "7H"]])
def test_more_copies_of_a_card_than_any_pack_holds_are_refused(cards):
    with pytest.raises(IllegalAction) as caught:
        webapi.deadwood(len(cards) - 2, cards)
    error = caught.value
    assert error.code == "tt.notation.too-many-copies"
    card = error.params["card"]
    assert error.params["count"] == cards.count(card.code) and error.params["held"] == largest_pack()[card.code]
    for lang in ("en", "ro", "de", "cs", "mk"):  # said in the reader's language, naming the card
        text = error.message(lang)
        assert str(error.params["held"]) in text and "{" not in text


def test_a_joker_is_refused_where_the_rules_deal_none():
    with pytest.raises(IllegalAction) as caught:
        webapi.deadwood(1, "AS KS HJ")
    assert caught.value.code == "tt.deck.no-jokers"


@pytest.mark.parametrize("cards", ["A" * 100_000, "AS " * 10_000, ["AS"] * 10_000])
def test_a_pasted_wall_of_text_is_refused_before_it_is_read(cards):
    with pytest.raises(NotationError) as caught:
        webapi.deadwood(1, cards)
    assert caught.value.code == "cards.too-long"
    assert caught.value.params["limit"] == MAX_ENTRY_CHARS and len(caught.value.message()) < 200


def test_a_long_bad_token_is_named_by_an_excerpt():
    token = "Q" * (MAX_ENTRY_CHARS - 10)
    with pytest.raises(NotationError) as caught:
        webapi.deadwood(1, f"AS KS {token}")
    assert caught.value.code == "notation.unknown-card"
    assert caught.value.params["token"] == token[:MAX_ECHO_CHARS] + "…"
    assert len(caught.value.message()) < 200
