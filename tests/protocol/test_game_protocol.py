"""Both games answer one protocol (pitch_core.game): the same random-play loop drives every
preset of Pitch and of Three Thirteen to its end, chance steps included."""

from __future__ import annotations

import json
import random

import pytest

from pitch_core.event import Event
from pitch_core.game import CHANCE, TERMINAL, GameState, SeatObservation, play_randomly
from pitch_core.pitch import get_ruleset, modifier_names, preset_names
from pitch_core.pitch.actions import Action
from pitch_core.pitch.state import HandState
from pitch_core.three_thirteen import preset_names as three_thirteen_presets
from pitch_core.three_thirteen.ruleset import get_ruleset as get_tt_ruleset
from pitch_core.three_thirteen.state import GameState as ThirteenState

PITCH_PRESETS = preset_names() + [f"ten-point+{m}" for m in modifier_names()] + ["16-point+reverse+dirty"]


def new_pitch(name: str, dealer: int = 0) -> HandState:
    return HandState.new(get_ruleset(name), dealer=dealer)


def new_thirteen(name: str, players: int = 3) -> ThirteenState:
    return ThirteenState.new(get_tt_ruleset(name), players=players)


STATES = ([pytest.param(lambda n=n: new_pitch(n), id=n) for n in PITCH_PRESETS]
          + [pytest.param(lambda n=n: new_thirteen(n), id=n) for n in three_thirteen_presets()])


@pytest.mark.parametrize("make", STATES)
def test_one_loop_plays_every_preset_of_both_games_to_the_end(make):
    for seed in range(3):
        state = make()
        assert isinstance(state, GameState) and state.is_chance and state.current_player == CHANCE
        assert state.legal_actions() == []  # chance outcomes are sampled, not listed
        play_randomly(state, random.Random(seed))
        assert state.is_terminal and state.current_player == TERMINAL
        returns = state.returns()
        assert len(returns) == state.players and any(returns)
        assert state.events and all(type(event) is Event for _, event in state.events)  # one type for both games
        assert state.legal_actions() == [] and state.candidate_actions() == []


def readme_loop(name: str, seed: int) -> HandState:
    """The README's loop, exactly: deal_random, then random legal actions until the end."""
    state = HandState.new(get_ruleset(name), dealer=seed % get_ruleset(name).players)
    state.deal_random(random.Random(seed))
    while not state.is_terminal:
        state.apply(random.choice(state.legal_actions()))
    return state


def test_the_readme_loop_finishes_a_thousand_pitch31_hands_redeals_included():
    hands = [readme_loop("pitch31", seed) for seed in range(1000)]
    assert all(hand.result is not None for hand in hands)
    assert sum(len(hand.deals) > 1 for hand in hands) > 0  # some deals were thrown in and dealt again


@pytest.mark.parametrize("name", PITCH_PRESETS)
def test_the_readme_loop_finishes_every_preset(name):
    assert all(readme_loop(name, seed).result is not None for seed in range(100))


def test_a_thrown_in_deal_goes_through_apply_and_undo_like_a_move():
    state = HandState.new(get_ruleset("pitch31"), dealer=3)
    state.deal_random(random.Random(165))  # seed 165 throws the first deal in (all 4s to 9s)
    assert len(state.deals) == 2 and state.history[0].kind == state.history[1].kind == "deal"
    assert state.events[0][1].rule_id == "deal.redeal-low-cards"
    last = state.history[-1]
    assert state.undo() == last and state.is_chance and len(state.deals) == 1
    assert state.undo() is not None and state.history == [] and state.undo() is None
    state.apply(last)
    assert state.current_player == state.to_move and state.phase == "bidding"


def test_the_deal_is_not_a_move_of_the_record():
    state = new_pitch("ten-point")
    state.deal_random(random.Random(2))
    state.apply(state.legal_actions()[0])
    assert [a.kind for a in state.history] == ["deal", state.moves[0].kind] and len(state.moves) == 1
    assert Action.deal(*state.deals[0]) == state.history[0]


@pytest.mark.parametrize("make", STATES)
def test_candidates_hold_every_legal_action_and_only_the_player_to_act_has_any(make):
    rng = random.Random(7)
    state = make()
    for _ in range(60):
        if state.is_terminal:
            break
        if state.is_chance:
            state.chance_random(rng)
            continue
        seat = state.current_player
        legal, candidates = state.legal_actions(), state.candidate_actions()
        assert set(legal) <= set(candidates)
        assert all(state.candidate_actions(other) == [] for other in range(state.players) if other != seat)
        state.apply(rng.choice(legal))


@pytest.mark.parametrize("make", STATES)
def test_an_observation_is_one_typed_value_with_one_json_shape(make):
    rng = random.Random(3)
    state = make()
    for step in range(40):
        if state.is_terminal:
            break
        if state.is_chance:
            state.chance_random(rng)
        else:
            state.apply(rng.choice(state.legal_actions()))
        if step % 5 == 0:
            for seat in range(state.players):
                seen = state.observation(seat)
                data = json.loads(json.dumps(seen.to_dict()))
                assert isinstance(seen, SeatObservation)  # one core: seats, to move, hand, moves, events, legal
                core = seen.core_dict()
                assert {key: data[key] for key in core} == json.loads(json.dumps(core))
                assert seen.hands[seat] is not None and all(h is None for s, h in enumerate(seen.hands) if s != seat)
                assert (seen.to_move == seat) == bool(seen.legal) or state.is_chance
                assert data["hand"] == [c.code for c in seen.hand]
                assert "hands" not in data and data["seat"] is not None
                assert all(isinstance(move, dict) and "kind" in move for move in data["moves"] + data["legal"])
            assert "hands" in state.observation(None).to_dict()
