"""Pitch drill explanations reach their answer (issue 31, the round-5 native readings).

An explanation stuck together from rule sentences repeated itself, stopped short of the number
asked, named a card the question never showed, hedged ("not a point card or full") or talked of
turns where the question asked who names trump. These tests read every Pitch drill over many
seeds, in English, the language every translation is made from.
"""

from __future__ import annotations

import re

import pytest

from pitch_core.drills import make_drill
from pitch_core.drills.model import NUMBER
from pitch_core.drills.registry import practisable_rules, presets_of_rule
from pitch_core.message_params import format_number

SEEDS = range(12)
PITCH_RULES = [rule for rule in practisable_rules() if not rule.startswith("tt.")]
SCORE_RULES = ("score.made-bid", "score.made-taken", "score.set", "score.defenders-taken", "score.moon-twenty",
               "score.early-set", "score.moon-to-target")


def _drills(*rules: str):
    return [make_drill(rule, seed, 0, preset) for rule in rules for preset in presets_of_rule(rule)
            for seed in SEEDS]


def _sentences(text: str) -> list[str]:
    return [s.strip() for s in re.split(r"(?<=[.!?])\s+", text) if s.strip()]


@pytest.mark.parametrize("rule", PITCH_RULES)
def test_no_explanation_says_a_sentence_twice(rule):
    for drill in _drills(rule):
        shown = drill.to_dict("en")
        for text in (shown["explanation"], *shown["why"].values()):
            sentences = _sentences(text)
            assert len(sentences) == len(set(sentences)), (rule, drill.preset, text)


@pytest.mark.parametrize("rule", [r for r in SCORE_RULES if r in PITCH_RULES])
def test_a_score_explanation_reaches_the_total_asked(rule):
    for drill in _drills(rule):
        if drill.kind != NUMBER:
            continue  # a missed moon that loses the game asks who wins
        text = drill.to_dict("en")["explanation"]
        total = format_number(drill.answer, "en")
        assert text.rstrip(".").endswith(f"= {total}") or text.rstrip(".").endswith(f"now has {total}"), (rule, text)
        assert "-" not in re.sub(r"[A-Za-z]–[A-Za-z]", "", text).replace("off-", ""), text  # a minus sign, no hyphen


def test_a_made_bid_taken_exactly_is_not_set_against_itself():
    for drill in _drills("game.both-reach", "game.target"):
        text = drill.to_dict("en")["explanation"]
        for bid, taken in re.findall(r"scores the bid, (\d+), not the (\d+) it took", text):
            assert bid != taken, text


def test_a_game_winner_is_named_after_the_rules():
    for drill in _drills("game.both-reach"):
        codes = [code for code, _params in drill.explanation]
        assert codes.index("game.target") < codes.index("game.both-reach"), codes
        assert drill.explanation[-1] == ("drill.why.game-winner", {"team": drill.answer})


def test_a_yes_no_explanation_never_says_the_opposite():
    """The auction's and the claim's answers: a "no" never says "may", a "yes" never "may not"."""
    rules = ("bid.dealer-may-match", "bid.moon-needs-score", "bid.maximum", "exchange.claim-point-card",
             "deal.redeal-low-cards")
    for drill in _drills(*[r for r in rules if r in PITCH_RULES]):
        text = drill.to_dict("en")["explanation"]
        if drill.answer == "yes":
            assert "may not" not in text and "not dealt again" not in text, text
        else:
            assert not re.search(r"\bso (it|he) may\b|is allowed|may take it\.", text), text
        # one reason, never "X or Y" (the rule's own "10 or the moon", "1 or more" aside)
        assert " or " not in re.sub(r"10 or the moon|or more", "", text), text


def test_who_names_trump_is_not_told_as_a_turn():
    for drill in _drills("trump.bidder-names"):
        for value, reasons in drill.why:
            assert [code for code, _params in reasons] == ["drill.why.names-trump"], (value, reasons)


def test_the_count_drawn_is_worked_out_and_no_other_card_is_named():
    for drill in _drills("exchange.draw-to-six"):
        codes = [code for code, _params in drill.explanation]
        assert "exchange.discard-non-trump" not in codes
        params = drill.explanation[-1][1]
        assert params["drawn"] == drill.answer == 6 - params.get("count", 0)


def test_the_kept_cards_are_the_answer_never_six_when_fewer():
    for drill in _drills("exchange.bidder-takes-widow", "exchange.remainder-to-partner", "exchange.blind-to-bidder"):
        code, params = drill.explanation[-1]
        if code == "drill.why.keeps-trump":
            assert sorted(card.code for card in params["cards"]) == drill.answer
        assert "keeps six" not in drill.to_dict("en")["explanation"]


def test_the_lead_names_every_seat_it_passes_over():
    seat_names = {"N": "North", "E": "East", "S": "South", "W": "West"}
    order = "NESW"
    for drill in _drills("play.lead-next-clockwise"):
        (_, event), *rest = drill.explanation
        if drill.preset.endswith("five-handed") or event["winner"] not in order:
            continue
        start, end = order.index(event["winner"]), order.index(event["seat"])
        passed = [order[(start + k) % 4] for k in range(1, (end - start) % 4)]
        text = drill.to_dict("en")["explanation"]
        assert all(seat_names[s] in text.split(", so")[1] for s in passed), text
        assert bool(rest) == bool(passed)


def test_the_worksheets_print_scores_below_zero_with_a_minus_sign():
    """The printed sheet's scores before the hand and the key's numbers: "−7", never "-7"."""
    pytest.importorskip("mkdocs", reason="the site build runs on CPython, not inside Pyodide")
    from sitegen.worksheet import GAMES, worksheet

    for preset in [game for game in GAMES if not game.startswith("three")]:
        page = worksheet("ro", [preset], "")
        assert not re.search(r"(?<![\w&#-])-\d", re.sub(r"<[^>]*>", " ", page)), preset
