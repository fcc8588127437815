"""What the card table needs from an observation: who is known to be out of trump, the order a
hand is shown in, and which scoring units bid (pitch_core/pitch/observation.py)."""

from __future__ import annotations

import random

import pytest

from pitch_core.pitch import get_ruleset
from pitch_core.pitch.hand_types import PLAY_PHASE
from pitch_core.pitch.state import HandState


def played_hands(preset: str, seeds: range):
    """Random hands of a preset, yielding every state of play on the way."""
    ruleset = get_ruleset(preset)
    for seed in seeds:
        rng = random.Random(seed)
        state = HandState.new(ruleset, dealer=seed % ruleset.players)
        while not state.is_terminal:
            if state.is_chance:
                state.deal_random(rng)
                continue
            yield state
            state.apply(rng.choice(state.legal_actions()))
        yield state


@pytest.mark.parametrize("preset", ["pitch31", "ten-point", "thirteen-point-partner", "ten-point+five-handed"])
def test_out_of_trump_is_true_and_only_what_the_seat_could_know(preset):
    """Every seat named holds no trump, and the set a seat knows only grows during the hand."""
    known_before: dict[int, set[int]] = {}
    for state in played_hands(preset, range(12)):
        if state.phase != PLAY_PHASE:
            known_before = {}
            continue
        for seat in range(state.players):
            view = state.observation(seat)
            known = set(view.out_of_trump)
            assert all(not state.has_trump(s) for s in known)
            assert (seat in known) == (not state.has_trump(seat))  # a seat knows its own hand
            assert known >= known_before.get(seat, set())
            known_before[seat] = known
        assert set(state.observation(None).out_of_trump) == {s for s in range(state.players) if not state.has_trump(s)}


def test_a_seat_missing_from_a_finished_trick_is_known_out_to_all():
    for state in played_hands("pitch31", range(20)):
        if state.phase != PLAY_PHASE or not state.tricks:
            continue
        missing = set(range(state.players)) - {s for s, _ in state.tricks[-1].plays}
        for seat in range(state.players):
            assert missing <= set(state.observation(seat).out_of_trump)


def test_out_of_trump_is_empty_before_play_and_in_the_json():
    state = next(played_hands("pitch31", range(1)))
    assert state.observation(0).to_dict()["out_of_trump"] == []


@pytest.mark.parametrize("preset", ["pitch31", "ten-point", "ten-point+reverse"])
def test_cards_are_shown_trump_first_in_the_engine_order_then_by_suit(preset):
    for state in played_hands(preset, range(3)):
        order = state.observation(0).to_dict()["card_order"]
        deck = [c.code for c in state.ruleset.deck()]
        assert sorted(order) == sorted(deck)  # every card once
        if state.trump is None:
            assert order[0] == "HJ" if "HJ" in deck else True
            suits = [code[1] for code in order if code not in ("HJ", "LJ")]
            assert suits == sorted(suits, key="SHCD".index)
        else:
            trump = [c.code for c in state.ruleset.trump_order(state.trump)]
            assert order[:len(trump)] == trump


def test_the_result_names_the_bidding_units():
    for state in played_hands("ten-point", range(4)):
        if state.result is None:
            continue
        result = state.observation(0).to_dict()["result"]
        bidder_unit = state.unit_names()[state.unit_of(state.bidder)]
        assert bidder_unit in result["bidding_units"]
        assert set(result["bidding_units"]) < set(result["changes"])
