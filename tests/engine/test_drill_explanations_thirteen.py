"""Three Thirteen's drill explanations reach their answer (issue 31, round-5 native readings).

Read over many seeds, each explanation says a rule once, names the cards the hand holds (a wild
card, not the card it replaces), never has a card stand for itself, works out the number it
asks for, keeps to the drill's own round, person and packs, and leaves the answer to a wrong
pick to that pick's "why". Each test names the faults the readers found in the generated text.
"""

from __future__ import annotations

import re
from collections import Counter
from typing import Any

import pytest

from pitch_core.cards import Card, Rank
from pitch_core.drills.registry import make_drill
from pitch_core.three_thirteen.ruleset import get_ruleset

SEEDS = range(40)
PRESET = "three-thirteen"
RULES = get_ruleset(PRESET)
MELDS = {f"drill.tt.meld.{kind}{how}" for kind in ("set", "run") for how in ("", "-wild", "-twins")}
HAND_DRILLS = ("tt.score.deadwood", "tt.score.fewest-points", "tt.wild.any-card", "tt.wild.several",
               "tt.go-out.all-melded", "tt.meld.one-per-card")
ONE_MELD = ("tt.wild.all-wild", "tt.wild.no-all-wild", "tt.wild.per-meld-limit", "tt.wild.own-place-free",
            "tt.wild.own-place-counts")
EVERY_TT = HAND_DRILLS + ONE_MELD + (
    "tt.score.totals", "tt.score.wild-fixed", "tt.deck.jokers", "tt.deck.no-jokers", "tt.deal.pack",
    "tt.turn.order", "tt.stock.end-round", "tt.wild.rank", "tt.jokers.wild")


def drills(rule: str, seeds: range = SEEDS) -> list[Any]:
    return [make_drill(rule, seed, 0, PRESET) for seed in seeds]


def sentences(text: str) -> list[str]:
    return [s.strip() for s in re.split(r"(?<=[.:;])\s+", text) if s.strip()]


def said(drill: Any) -> list[str]:
    """The English explanation and every wrong pick's why."""
    shown = drill.to_dict("en")
    return [shown["explanation"], *shown["why"].values()]


def as_list(value: Any) -> list[Any]:
    return list(value) if isinstance(value, (list, tuple)) else [value]


def card(value: Any) -> Card:
    return value if isinstance(value, Card) else Card.parse(str(value))


@pytest.mark.parametrize("rule", EVERY_TT)
def test_no_sentence_is_said_twice_in_one_explanation(rule):
    """The wild-card rule came once per wild card ("A wild card can stand for any card ... itself
    included" three times), the turn's rule after its own explanation."""
    for drill in drills(rule):
        for text in said(drill):
            parts = sentences(text)
            assert len(parts) == len(set(parts)), text


@pytest.mark.parametrize("rule", HAND_DRILLS + ONE_MELD)
def test_no_card_stands_for_itself_and_a_meld_names_the_cards_held(rule):
    """"4♠ stands for 4♠", and "7♥, 7♥ and 7♠ make a set" where the hand holds 10♥, not 7♠."""
    for drill in drills(rule):
        hand = Counter(drill.scene.view["hand"])
        messages = [*drill.explanation, *(m for _, reasons in drill.why for m in reasons)]
        for code, params in messages:
            assert code != "tt.wild.any-card", "the rule with one card's substitution, said per card"
            if "stands_for" in params:
                pairs = list(zip(as_list(params["card"]) * (2 if code.endswith("-twins") else 1),
                                 as_list(params["stands_for"])))
                assert pairs and all(card(a) != card(b) for a, b in pairs), (code, params)
            if code in MELDS:
                held = Counter(card(c).code for c in params["cards"])
                assert not held - hand, (code, params, hand)
        for text in said(drill):
            assert not re.search(r"(\S+) stands? for \1\b", text), text
            assert "itself included" not in text, text


def test_two_identical_wild_cards_are_both_and_a_joker_is_never_both():
    seen = 0
    for drill in drills("tt.wild.several", range(80)):
        for code, params in drill.explanation:
            if code.endswith("-twins"):
                seen += 1
                assert isinstance(params["card"], Card) and not params["card"].is_joker
                assert len(params["stands_for"]) == 2
    assert seen


@pytest.mark.parametrize("rule", ("tt.score.deadwood", "tt.score.fewest-points", "tt.wild.any-card", "tt.wild.several",
                                  "tt.meld.one-per-card", "tt.score.totals", "tt.score.wild-fixed", "tt.deck.jokers"))
def test_the_number_asked_for_is_worked_out(rule):
    """One card in a set and a run, two cards at a fixed price, a pack with jokers, a new total:
    the explanation stopped before the number asked for."""
    for drill in drills(rule):
        explanation = drill.to_dict("en")["explanation"]
        assert re.search(rf"(?<![\d]){drill.answer}(?![\d])", explanation), (drill.answer, explanation)


def test_a_wrong_total_is_named_and_told_why():
    """"That counts every card of the hand" named no number: the why says the reader's."""
    told = 0
    for drill in drills("tt.score.fewest-points") + drills("tt.wild.any-card"):
        for value, reasons in drill.why:
            told += 1
            code, params = reasons[0]
            assert code == "drill.tt.why.melds-cost-nothing" and str(params["points"]) == value
    assert told


def test_the_wrong_answer_of_one_card_in_two_melds_is_not_the_explanation_again():
    for drill in drills("tt.meld.one-per-card"):
        for value, reasons in drill.why:
            assert reasons != drill.explanation
            assert reasons[0][0] == "drill.tt.why.counted-twice" and str(reasons[0][1]["points"]) == value


def test_going_out_is_said_of_the_player_with_the_best_discard_and_what_it_leaves():
    """The question's "this player" became "you", and "without K♠" hid that K♠ is the best discard."""
    for drill in drills("tt.go-out.all-melded"):
        explanation = drill.to_dict("en")["explanation"]
        assert not re.search(r"\byou\b", explanation, re.IGNORECASE)
        code, params = drill.explanation[0]
        wild = Rank.parse(drill.scene.view["wild_rank"])
        if drill.answer == "no":
            assert code == "drill.tt.why.cannot-go-out"
            assert sum(RULES.penalty(card(c), wild) for c in params["cards"]) == params["points"]
        else:
            hand = drill.scene.view["hand"]
            twin = hand.count(card(params["card"]).code) == 2
            assert code == ("drill.tt.why.may-go-out-twin" if twin else "drill.tt.why.may-go-out")


@pytest.mark.parametrize("rule", ("tt.wild.own-place-free", "tt.wild.own-place-counts"))
def test_a_card_in_its_own_place_is_of_this_round(rule):
    """The example was always 8♥ in 8♥ 9♥ 10♥, whatever the round."""
    for drill in drills(rule):
        wild = RULES.wild_rank(drill.question[1]["round"])
        explanation = drill.to_dict("en")["explanation"]
        assert "8♥ 9♥ 10♥" not in explanation or wild is Rank.EIGHT, explanation
        for code, params in drill.explanation:
            if code.startswith("drill.tt.wild.own-place"):
                assert all(card(c).rank is wild for c in as_list(params["card"])), (code, params)


def test_both_jokers_are_named_when_both_are_the_answer():
    """Only one of two right answers was explained ("the high joker is not in the pack")."""
    both = 0
    for drill in drills("tt.deck.no-jokers"):
        (code, params), = drill.explanation
        if len(drill.answer) == 2:
            assert code == "drill.tt.why.no-jokers"
        elif drill.answer:
            assert code == "tt.deck.no-jokers" and [params["card"].code] == drill.answer
        else:
            assert code == "drill.tt.why.no-joker-shown"
        both += len(drill.answer) == 2
    assert both


def test_the_right_answer_to_whose_turn_is_not_told_it_is_wrong():
    for drill in drills("tt.turn.order"):
        explanation = drill.to_dict("en")["explanation"]
        assert "not player" not in explanation, explanation
        assert {value for value, _ in drill.why} == {c.value for c in drill.choices} - {drill.answer}


def test_an_empty_stock_is_said_in_words():
    """"The stock holds 0 cards"."""
    for drill in drills("tt.stock.end-round"):
        shown = drill.to_dict("en")
        assert not re.search(r"\b0 cards\b", shown["question"] + shown["explanation"]), shown["question"]


def test_a_table_of_several_decks_is_not_called_the_deck():
    for drill in drills("tt.deal.pack"):
        players = drill.question[1]["players"]
        explanation = drill.to_dict("en")["explanation"]
        decks = RULES.decks(players)
        reason = sentences(explanation)[0]
        if decks > 1:
            assert f"{decks} decks" in reason and "the deck" not in reason, explanation
        else:
            assert "the deck" in reason, explanation


def test_the_wild_rank_is_tied_to_the_cards_dealt():
    for drill in drills("tt.wild.rank", range(15)) + drills("tt.jokers.wild", range(15)):
        (code, params), = [m for m in drill.explanation if m[0] == "drill.tt.why.wild-rank"]
        assert params["hand_size"] == RULES.hand_size(params["round"]) == params["rank"].pip
