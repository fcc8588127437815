"""The double-dummy solver: worked positions, the hand's value by the rules, cards that touch,
what it refuses; and a quick check against plain minimax on tiny endings for every ruleset (the
thorough one is ``test_crosscheck.py``)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from pitch_core.cards import Card, Suit, parse_cards
from pitch_core.errors import IllegalAction
from pitch_core.pitch.actions import parse_action
from pitch_core.pitch.presets import get_ruleset
from pitch_core.pitch.record import read_record
from pitch_core.pitch.scoring import HandScore
from pitch_core.pitch.state import HandState
from pitch_core.solver.search import solve
from pitch_core.solver.values import bidding_value

from .oracle import brute_values
from .positions import RULESETS, ending, first_lead

HANDS = Path(__file__).resolve().parents[2] / "tutorial" / "hands"


def after_moves(name: str, count: int) -> HandState:
    record = read_record((HANDS / name).read_text(encoding="utf-8"))
    state = record.initial_state()
    for token in record.moves[:count]:
        state.apply(parse_action(token.text, state.to_move or 0, state.players))
    return state


def codes(values: dict[Card, float]) -> dict[str, float]:
    return {card.code: value for card, value in values.items()}


@pytest.mark.parametrize("game", RULESETS)
@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**9))
def test_tiny_endings_have_the_brute_force_values(game, seed):
    state = ending(game, random.Random(seed), most=2, total=7)
    assert solve(state).values == brute_values(state)


def test_save_the_three_on_the_partners_ace():
    """Pitch 31, North bid 5 and led the ace. Double dummy, South keeps the 3 either by dropping it
    now or later with the 10; the 4 lets the defenders take both (11 points' swing)."""
    state = after_moves("save-the-three.pitch", 2)
    solution = solve(state)
    assert solution.to_move == 2
    assert codes(solution.values) == {"TH": 0, "4H": -11, "3H": 0}


def test_cards_that_touch_are_worth_the_same_and_all_are_listed():
    """South's K and Q touch (nothing between them in play, no points); his A and K do not (the
    ace is a point). Every legal card gets its value."""
    rules = get_ruleset("ten-point")
    hands = [parse_cards("JH 7H"), parse_cards("TH 5H"), parse_cards("AH KH QH"), parse_cards("3H 2H 4H")]
    state = HandState.from_position(rules, dealer=3, bidder=2, bid=4, trump=Suit.HEARTS, hands=hands)
    values = codes(solve(state).values)
    assert set(values) == {"AH", "KH", "QH"}
    assert values["KH"] == values["QH"]
    assert values == codes(brute_values(state))


def test_a_root_in_the_middle_of_a_trick_and_the_solver_leaves_the_state_alone():
    state = after_moves("save-the-three.pitch", 3)  # West to play, North's ace on the table
    before = (state.to_dict(), len(state.history))
    assert solve(state).values == brute_values(state)
    assert (state.to_dict(), len(state.history)) == before


def test_the_called_card_from_the_blind_is_the_only_lead():
    """Five-handed: the bidder who found the called card in the blind must lead it."""
    for seed in range(1000):
        state = first_lead("ten-point+five-handed", random.Random(seed))
        if state.partner is None and state.called in state.hands[state.bidder or 0]:
            break
    else:
        pytest.fail("no such deal in 1000")
    assert list(solve(state).values) == [state.called]


@pytest.mark.parametrize("phase", ["bidding", "done"])
def test_a_hand_not_in_its_play_is_refused_as_the_engine_refuses_a_card(phase):
    state = HandState.new(get_ruleset("ten-point"))
    state.deal_random(random.Random(1))
    rng = random.Random(2)
    while phase == "done" and not state.is_terminal:
        state.apply(rng.choice(state.legal_actions()))
    with pytest.raises(IllegalAction) as refused:
        solve(state)
    assert refused.value.code == "turn.phase"


def _score(moon: bool, made: bool, changes: tuple[int, ...]) -> HandScore:
    return HandScore("moon" if moon else 6, moon, made, False, (0, 0), changes, (0, 0), changes, (), ())


@pytest.mark.parametrize("game,moon,made,changes,value", [
    ("ten-point", False, True, (6, 3), 3),  # a made 6 less the defenders' 3
    ("ten-point", False, False, (-6, 4), -10),
    ("pitch31", True, False, (-20, 1), -21),  # the moon's 20 is a score like any other
    ("ten-point", True, False, (0, 2), -2 - 52),  # a failed moon loses the game: the target counts
    ("thirteen-point-partner", True, True, (13, 0), 13 + 55),  # a made 13 wins it
    ("ten-point", True, True, (40, 0), 40),  # to the target: the jump is the score change
])
def test_the_hand_is_worth_the_score_change_and_a_game_decided_outright(game, moon, made, changes, value):
    assert bidding_value(get_ruleset(game), _score(moon, made, changes), [0, 1]) == value


def test_five_handed_sides_are_averaged_over_their_players():
    """The bidder and his partner each score the bid; the three defenders each what they took."""
    result = HandScore(5, False, True, False, (7, 3), (5, 3, 5, 3, 3), (0,) * 5, (5, 3, 5, 3, 3), (), ())
    assert bidding_value(get_ruleset("ten-point+five-handed"), result, [0, 1, 0, 1, 1]) == 2
