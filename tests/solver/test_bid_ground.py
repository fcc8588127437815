"""Play's bidding hint from the review's analysis (pitch_core/solver/bid_ground.py): the call it
names is the analysis's best, its ground is every call weighed, it is the same for a seed and
never reads a card the seat cannot see."""

import random

import pytest

from pitch_core.messages import render
from pitch_core.pitch.actions import BID
from pitch_core.pitch.state import HandState
from pitch_core.bots.pitch_heuristic import heuristic_advice
from pitch_core.solver.bid_ground import HINT_DEALS, HINT_LEAST, HINT_POSITIONS, analysed_bid, first_calls
from pitch_core.solver.choices import review_choice

PRESETS = ["pitch31", "ten-point", "thirteen-point-partner", "ten-point+five-handed"]


def calls(preset: str, count: int = 4) -> list[tuple[HandState, int]]:
    return first_calls(preset, count, seed=3)


@pytest.mark.parametrize("preset", PRESETS)
def test_the_hint_names_the_analysis_best_call_with_each_call_weighed(preset):
    for state, seat in calls(preset):
        ground = analysed_bid(state, seat, seed=7)
        assert ground.advice.action in state.legal_actions()
        decision = review_choice(state, seat, heuristic_advice(state, seat).action, HINT_DEALS,
                                 random.Random(f"bid-hint:7:{len(state.history)}"), budget=HINT_POSITIONS,
                                 least=HINT_LEAST)
        if decision is None:  # one call only: the engine's
            assert ground.decision is None
            continue
        assert ground.advice.action == decision.best
        assert decision.values[decision.best] == max(decision.values.values())
        assert HINT_LEAST <= ground.advice.params["samples"] == decision.samples <= HINT_DEALS
        reasons = ground.reasons()
        assert len(reasons) == len(decision.values)  # one line per call weighed
        code, params = reasons[0]  # the best first, its worth the hint's
        assert params["points"] == ground.advice.params["points"]
        assert code == ("hint.bid.ground.pass" if decision.best.kind != BID else code)
        for code, params in reasons:
            if code == "hint.bid.ground.bid":
                assert 0 <= params["count"] <= params["total"] <= params["samples"] == decision.samples
                assert params["total"] > 0


def test_the_hint_is_the_same_for_a_seed_and_follows_the_seed():
    state, seat = calls("ten-point", 2)[1]
    first = analysed_bid(state, seat, seed=1)
    assert analysed_bid(state.copy(), seat, seed=1) == first
    assert any(analysed_bid(state, seat, seed=seed).decision != first.decision for seed in range(2, 5))


def swapped(state: HandState, seat: int, rng: random.Random) -> HandState | None:
    """The same auction from ``seat``'s chair, one card traded between two places it cannot see."""
    twin = state.copy()
    places = [twin.hands[s] for s in range(state.players) if s != seat] + ([twin.widow] if twin.widow else [])
    a, b = rng.sample(places, 2)
    i, j = rng.randrange(len(a)), rng.randrange(len(b))
    a[i], b[j] = b[j], a[i]
    return twin if twin.observation(seat) == state.observation(seat) and a != b else None


@pytest.mark.parametrize("preset", ["pitch31", "thirteen-point-partner"])
def test_the_hint_never_reads_a_card_the_seat_cannot_see(preset):
    rng = random.Random(1)
    checked = 0
    for state, seat in calls(preset, 3):
        twin = swapped(state, seat, rng)
        if twin is None or (twin.hands, twin.widow) == (state.hands, state.widow):
            continue
        ours, theirs = analysed_bid(state, seat, seed=2), analysed_bid(twin, seat, seed=2)
        assert ours == theirs
        assert ours.reasons() == theirs.reasons()
        checked += 1
    assert checked >= 2


def test_the_hint_and_its_ground_are_said_in_every_language():
    state, seat = calls("pitch31", 1)[0]
    ground = analysed_bid(state, seat, seed=4)
    for lang in ("en", "ro", "de", "cs", "mk"):
        said = [ground.advice.message(lang)] + [render(code, params, lang) for code, params in ground.reasons()]
        assert all(line and "{" not in line for line in said)


def test_the_hint_is_only_for_the_seat_to_move_in_the_auction():
    state, seat = calls("ten-point", 1)[0]
    with pytest.raises(ValueError):
        analysed_bid(state, (seat + 1) % state.players)


def test_play_gives_the_analysed_hint_in_the_auction():
    from pitch_core.webtools.play import new_table

    table = new_table("ten-point", "S", seed=5)
    while table.hand.to_move != table.human:
        table.bot_move()
    assert table.hand.phase == "bidding"
    hint = table.hint("de")
    ground = analysed_bid(table.hand, table.human, f"5/hand/{len(table.hands)}")
    assert hint["reason"] == ground.advice.reason_rule_id
    assert hint["message"] == ground.advice.message("de")
    assert [reason["reason"] for reason in hint["reasons"][:len(ground.reasons())]] == [
        code for code, _ in ground.reasons()]
    assert ground.advice.action in table.hand.legal_actions()
