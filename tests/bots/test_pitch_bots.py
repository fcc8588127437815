"""The Pitch bots: legal moves everywhere, no peeking, reproducible, and search beats rules of thumb."""

import random
from typing import Any

import pytest

from pitch_core.bots import LEVELS, advise, choose
from pitch_core.bots.information import SeatKnowledge, sample_world
from pitch_core.bots.match import play_match
from pitch_core.pitch import get_ruleset, preset_names
from pitch_core.pitch.state import HandState

VARIANTS = preset_names() + ["ten-point+dirty", "pitch31+dirty", "16-point+reverse",
                             "thirteen-point-partner+reverse", "ten-point+five-handed",
                             "14-point+five-handed+dirty", "thirteen-point-partner+five-handed"]
FAST_MC: dict[str, Any] = {"samples": 6, "budget_ms": None}  # small and clock-free: reproducible


def dealt(preset: str, seed: int) -> HandState:
    ruleset = get_ruleset(preset)
    state = HandState.new(ruleset, dealer=seed % ruleset.players)
    rng = random.Random(seed)
    while state.is_chance:
        state.deal_random(rng)
    return state


def play_hand(state: HandState, level: str, seed: int) -> HandState:
    rng = random.Random(seed)
    while not state.is_terminal:
        action = choose(state, state.current_player, level, rng=rng, **FAST_MC)
        assert action in state.legal_actions(), f"{action} is not legal in {state.ruleset.name}"
        state.apply(action)
    return state


@pytest.mark.parametrize("preset", VARIANTS)
def test_the_heuristic_player_only_makes_legal_moves(preset):
    for seed in range(40):
        play_hand(dealt(preset, seed), "heuristic", seed)


@pytest.mark.parametrize("preset", VARIANTS)
def test_the_monte_carlo_player_only_makes_legal_moves(preset):
    for seed in range(2):
        play_hand(dealt(preset, seed), "monte-carlo", seed)


def positions(preset: str, seeds: range):
    """Every decision of heuristic-played hands: (state, seat to move)."""
    for seed in seeds:
        state = dealt(preset, seed)
        while not state.is_terminal:
            yield state, state.to_move
            state.apply(choose(state, state.current_player))


def with_hidden_cards_swapped(state: HandState, seat: int, rng: random.Random) -> HandState | None:
    """The same position from ``seat``'s chair, with one card traded between two places it
    cannot see: two other hands, or another hand and the widow."""
    twin = state.copy()
    places = [twin.hands[s] for s in range(state.players) if s != seat and state.hands[s]]
    places += [twin.widow] if twin.widow else []
    if len(places) < 2:
        return None
    a, b = rng.sample(places, 2)
    i, j = rng.randrange(len(a)), rng.randrange(len(b))
    a[i], b[j] = b[j], a[i]
    if twin.observation(seat) != state.observation(seat) or (twin.hands, twin.widow) == (state.hands, state.widow):
        return None
    return twin


@pytest.mark.parametrize("preset", ["pitch31", "ten-point", "thirteen-point-partner",
                                    "ten-point+five-handed", "16-point+reverse+dirty"])
def test_bots_never_read_hidden_cards(preset):
    """Two positions that look the same from the seat's chair get the same move and the same
    hint (its reason and figures too), seed for seed, at every level."""
    rng = random.Random(7)
    checked = 0
    for number, (state, seat) in enumerate(positions(preset, range(3))):
        twin = with_hidden_cards_swapped(state, seat, rng)
        if twin is None:
            continue
        assert choose(twin, seat) == choose(state, seat)
        assert advise(twin, seat) == advise(state, seat)
        if state.phase in ("bidding", "trump", "play") and number % 3 == 0:
            assert (choose(twin, seat, "monte-carlo", rng=5, **FAST_MC)
                    == choose(state, seat, "monte-carlo", rng=5, **FAST_MC))
            assert (advise(twin, seat, "monte-carlo", rng=5, **FAST_MC)
                    == advise(state, seat, "monte-carlo", rng=5, **FAST_MC))
        checked += 1
    assert checked > 20


def test_the_information_set_comes_from_the_observation_alone():
    state = dealt("ten-point", 3)
    while state.phase != "play" or len(state.tricks) < 2:
        state.apply(choose(state, state.to_move))
    seat = state.to_move
    knowledge = SeatKnowledge.read(state.ruleset, state.observation(seat))
    assert knowledge.hand == tuple(state.hands[seat])
    hidden = {c for s in range(4) if s != seat for c in state.trump_in_hand(s)}
    assert hidden <= set(knowledge.unseen)
    for sample in range(20):
        world = sample_world(knowledge, random.Random(sample))
        assert world is not None and world.to_move == seat
        assert world.hands[seat] == state.hands[seat]
        assert world.observation(seat).tricks == state.observation(seat).tricks
        assert world.taken() == state.taken()
        assert sorted(c for s in range(4) if s != seat for c in world.trump_in_hand(s)) == sorted(hidden)


def test_a_seat_passed_over_for_the_lead_is_known_to_be_out():
    found = 0
    for state, seat in positions("pitch31", range(30)):
        if state.phase == "play" and _lead_passed(state):
            knowledge = SeatKnowledge.read(state.ruleset, state.observation(seat))
            assert state.tricks[-1].winner in knowledge.seats_out
            found += 1
    assert found


def _lead_passed(state: HandState) -> bool:
    return bool(state.tricks) and not state.trick and state.tricks[-1].winner != state.to_move


@pytest.mark.parametrize("level", LEVELS)
def test_the_same_seed_gives_the_same_hand(level):
    first = play_hand(dealt("thirteen-point-partner", 4), level, seed=9)
    second = play_hand(dealt("thirteen-point-partner", 4), level, seed=9)
    assert first.history == second.history


def test_monte_carlo_beats_the_heuristic_in_a_small_match():
    result = play_match("pitch31", games=8, seed=2, samples=10, budget_ms=None)
    assert result.games == 8 and result.unfinished == 0
    assert result.wins >= 5, f"monte-carlo won only {result.wins} of 8"
    low, high = result.wilson_interval()
    assert 0 <= low <= result.win_rate <= high <= 1
    assert result.move_ms


def test_an_unknown_level_is_refused():
    state = dealt("pitch31", 1)
    with pytest.raises(ValueError):
        choose(state, state.to_move, level="grandmaster")
    with pytest.raises(ValueError):
        advise(state, (state.to_move + 1) % 4)


def test_a_tiny_budget_still_gives_a_legal_move_after_one_world():
    for state, seat in positions("ten-point", range(2)):
        if state.phase == "play" and len(state.legal_actions()) > 2:
            advice = advise(state, seat, "monte-carlo", rng=1, budget_ms=0.001)
            assert advice.action in state.legal_actions()
            assert advice.params.get("samples", 1) == 1
            return
    pytest.fail("no position with a choice")
