"""Properties over every preset and modifier and many random hands (hypothesis)."""

import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, example, given, settings, strategies as st

from pitch_core.cards import ALL_CARDS, SUITS
from pitch_core.errors import IllegalAction, NotationError, PitchError
from pitch_core.pitch import MOON, get_ruleset, preset_names
from pitch_core.pitch.actions import (BID, CLAIM, DEAL, DONE, DROP, GIVE_REST, PASS, PLAY, SKIP, STOP, SWAP,
                                      TAKE_REST, TRUMP, Action, parse_action)
from pitch_core.pitch.record import read_record, record_from_state, write_record
from pitch_core.pitch.state import HandState

VARIANTS = preset_names() + ["ten-point+dirty", "pitch31+dirty", "16-point+reverse",
                             "thirteen-point-partner+reverse", "ten-point+five-handed",
                             "14-point+five-handed+dirty"]
SETTINGS = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def random_hand(preset: str, seed: int, stop_after: int | None = None) -> HandState:
    ruleset = get_ruleset(preset)
    rng = random.Random(seed)
    state = HandState.new(ruleset, dealer=seed % ruleset.players)
    while state.is_chance:
        state.deal_random(rng)
    steps = 0
    while not state.is_terminal and (stop_after is None or steps < stop_after):
        state.apply(rng.choice(state.legal_actions()))
        steps += 1
    return state


def every_candidate(state: HandState) -> list[Action]:
    """Every action of any kind the current player could try, legal or not."""
    seat = state.current_player
    bids = [Action(BID, seat, bid=b) for b in [*range(0, 18), MOON]]
    words = [Action(k, seat) for k in (PASS, TAKE_REST, GIVE_REST, DONE, SKIP, STOP)]
    cards = [Action(k, seat, card=c) for k in (PLAY, DROP, CLAIM, SWAP) for c in ALL_CARDS]
    trumps = [Action(TRUMP, seat, suit=s) for s in SUITS]
    trumps += [Action(TRUMP, seat, suit=s, card=c) for s in SUITS for c in ALL_CARDS]
    return bids + words + cards + trumps


def accepts(state: HandState, action: Action) -> bool:
    trial = state.copy()
    try:
        trial.apply(action)
    except IllegalAction:
        return False
    return True


@pytest.mark.parametrize("preset", VARIANTS)
@SETTINGS
@given(seed=st.integers(0, 10**6))
def test_cards_and_points_are_conserved(preset, seed):
    state = random_hand(preset, seed)
    ruleset = state.ruleset
    assert sum(c.points for c in state.credits) == ruleset.total_points
    assert state.result is not None
    deal_hands, deal_widow = state.deals[-1]
    dealt = Counter(c for h in (*deal_hands, deal_widow) for c in h)
    assert dealt == Counter(ruleset.deck())
    played = [c for t in state.tricks for _, c in t.plays]
    assert len(played) == len(set(played))
    taken_b, taken_d = state.taken()
    burned = sum(c.points for c in state.credits if c.side is None)
    assert taken_b + taken_d + burned == ruleset.total_points


@pytest.mark.parametrize("preset", ["pitch31", "ten-point", "thirteen-point-partner", "16-point+reverse",
                                    "ten-point+five-handed"])
@settings(max_examples=8, deadline=None)
@given(seed=st.integers(0, 10**6), depth=st.integers(0, 40))
def test_legal_actions_are_exactly_what_apply_accepts(preset, seed, depth):
    state = random_hand(preset, seed, stop_after=depth)
    if state.is_terminal:
        return
    legal = set(state.legal_actions())
    accepted = {a for a in every_candidate(state) if accepts(state, a)}
    assert legal == accepted


@pytest.mark.parametrize("preset", ["pitch31", "ten-point", "thirteen-point-partner", "ten-point+five-handed"])
@SETTINGS
@given(seed=st.integers(0, 10**6), depth=st.integers(1, 40))
def test_undo_restores_the_state(preset, seed, depth):
    state = random_hand(preset, seed, stop_after=depth)
    before = state.copy()
    before_view = state.to_dict()
    if state.is_terminal:
        return
    action = random.Random(seed).choice(state.legal_actions())
    state.apply(action)
    assert state.undo() == action
    assert state.to_dict() == before_view
    assert state.history == before.history


@pytest.mark.parametrize("preset", VARIANTS)
@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 10**6))
@example(seed=165)  # pitch31 deals again at this seed: a thrown-in deal is not part of the record
def test_record_round_trip(preset, seed):
    state = random_hand(preset, seed)
    text = write_record(record_from_state(state, {0: "first call"}))
    record = read_record(text)
    assert write_record(record) == text
    replayed = record.replay()
    # A record keeps the deal that counts; deals thrown in for a redeal are not part of the hand,
    # so the replay equals the same hand played from its last deal on.
    expected = HandState.new(state.ruleset, dealer=state.dealer)
    last_deal = max(i for i, action in enumerate(state.history) if action.kind == DEAL)
    for action in state.history[last_deal:]:
        expected.apply(action)
    assert replayed.to_dict() == expected.to_dict()
    assert replayed.history == expected.history


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=300))
def test_the_record_reader_raises_only_its_documented_error(text):
    try:
        read_record(text).replay()
    except NotationError:
        pass


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet='[]"{};:=,. \nNESWAKQJT98765432HDCSLJgameGmdlrtsp', max_size=400))
def test_record_like_garbage_raises_only_notation_errors(text):
    try:
        read_record('[Game "pitch31"]\n[Dealer "N"]\n' + text).replay()
    except NotationError:
        pass


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=30))
def test_action_parser_raises_only_notation_errors(text):
    try:
        parse_action(text, 0)
    except NotationError:
        pass
    except PitchError as error:  # pragma: no cover - a wrong error type is a failure
        raise AssertionError(error.code) from error
