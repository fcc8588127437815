"""Actions built in-process (bots, tests, a caller of ``HandState.apply``) that no table could
make: a seat outside the table, or a move carrying what its kind does not carry. Each is refused
with a specific, localised error and leaves the hand as it was; none is stored as given."""

from __future__ import annotations

import random

import pytest

from pitch_core.cards import Card, Suit
from pitch_core.errors import NotationError
from pitch_core.pitch import get_ruleset
from pitch_core.pitch.actions import BID, PASS, PLAY, TRUMP, Action
from pitch_core.pitch.state import HandState

LANGS = ("en", "ro", "de", "cs", "mk")


def dealt(preset: str = "pitch31", seed: int = 3) -> HandState:
    state = HandState.new(get_ruleset(preset), dealer=0)
    rng = random.Random(seed)
    while state.is_chance:
        state.deal_random(rng)
    return state


def refused(state: HandState, action: Action) -> NotationError:
    before = (list(state.history), state.to_dict())
    with pytest.raises(NotationError) as caught:
        state.apply(action)
    assert (list(state.history), state.to_dict()) == before  # the hand is as it was
    for lang in LANGS:
        assert "{" not in caught.value.message(lang)
    return caught.value


@pytest.mark.parametrize("preset", ["pitch31", "thirteen-point-partner", "ten-point"])
@pytest.mark.parametrize("seat", [-2, -1, 4, 5, 99, True, "1", None])
def test_a_seat_outside_the_table_is_named_not_an_index_error(preset: str, seat: object):
    state = dealt(preset)
    assert state.players == 4  # four-handed games: seats 0 to 3
    error = refused(state, Action(PASS, seat))  # type: ignore[arg-type]
    assert error.code == "notation.unknown-seat" and error.params["token"] == str(seat)


def test_the_seat_in_turn_but_with_stray_fields_is_refused():
    state = dealt()
    seat = state.to_move
    for action in (Action(PASS, seat, card=Card.parse("AS"), bid=5), Action(PASS, seat, suit=Suit.HEARTS),
                   Action(BID, seat, bid=2, card=Card.parse("AS")), Action(PLAY, seat, bid=2),
                   Action(TRUMP, seat, bid=3, suit=Suit.HEARTS), Action("shout", seat, bid=2)):
        assert refused(state, action).code == "notation.unknown-action"
    state.apply(Action(PASS, seat))  # the same move without them is a pass
    assert state.history[-1] == Action(PASS, seat)
