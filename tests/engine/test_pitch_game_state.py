"""A whole game of Pitch is one state (``PitchGameState``): each hand's deal is a chance node
inside it, the deal rotates and the scores carry over, undo steps back across hands, and Play's
table holds that state rather than a game of its own."""

from __future__ import annotations

import random

import pytest

from pitch_core.errors import PitchError
from pitch_core.game import CHANCE, TERMINAL, GameState
from pitch_core.pitch import get_ruleset
from pitch_core.pitch.actions import Action
from pitch_core.pitch.game import PitchGameState
from pitch_core.webtools.play import new_table


def play_hand(game: PitchGameState, rng: random.Random) -> None:
    """Deal (through the game's chance node) and play the hand with random legal moves."""
    while game.is_chance:
        game.chance_random(rng)
    while not game.hand.is_terminal:
        game.apply(rng.choice(game.legal_actions()))


@pytest.mark.parametrize("preset", ["ten-point", "pitch31", "ten-point+five-handed"])
def test_between_two_hands_the_game_waits_at_a_chance_node_for_the_next_deal(preset):
    ruleset = get_ruleset(preset)
    game = PitchGameState.new(ruleset, dealer=1)
    assert isinstance(game, GameState) and game.current_player == CHANCE and game.legal_actions() == []
    rng = random.Random(5)
    for number in range(1, 6):
        play_hand(game, rng)
        if game.is_terminal:
            break
        finished = game.hand
        assert finished.is_terminal and finished.result is not None
        assert game.is_chance and game.current_player == CHANCE and game.to_move is None
        assert game.legal_actions() == [] and game.candidate_actions() == []
        assert game.observation(0) == finished.observation(0)  # the hand just scored stays in view
        assert game.scores == finished.result.scores_after
        assert game.dealer == (1 + number) % ruleset.players
        game.chance_random(rng)
        assert game.hand is not finished and game.hand.dealer == (1 + number) % ruleset.players
        assert game.hand.scores == finished.result.scores_after
        assert game.hands_played == number
    assert game.history == [a for hand in game.hands for a in hand.history]


def test_a_whole_game_ends_terminal_with_each_seat_returned_whether_its_side_won():
    game = PitchGameState.new(get_ruleset("ten-point"))
    game.play_random(random.Random(11), max_hands=2000)
    assert game.is_terminal and game.current_player == TERMINAL and game.winners
    assert not game.is_chance and game.legal_actions() == []
    assert game.returns() == [1.0 if seat % 2 in game.winners else -1.0 for seat in range(4)]
    assert [hand.dealer for hand in game.hands] == [i % 4 for i in range(len(game.hands))]


def test_undo_steps_back_across_the_next_deal_into_the_hand_before_and_copies_stay_apart():
    game = PitchGameState.new(get_ruleset("pitch31"))
    rng = random.Random(2)
    play_hand(game, rng)
    assert not game.is_terminal
    hand_one = list(game.hand.history)
    game.chance_random(rng)
    game.apply(game.legal_actions()[0])
    later = list(game.history)
    kept = game.copy()
    assert game.undo() == later[-1]  # the first call of hand two
    assert game.undo() == later[-2] and len(game.hands) == 1 and game.is_chance  # its deal
    assert game.undo() == hand_one[-1]  # the last card of hand one
    assert not game.hand.is_terminal and not game.is_chance
    assert kept.history == later and kept.hands[0].is_terminal  # the copy did not move
    game.apply(hand_one[-1])
    for action in later[len(hand_one):]:
        game.apply(action)
    assert game.history == later


def test_a_refused_deal_between_hands_leaves_the_game_as_it_was():
    game = PitchGameState.new(get_ruleset("pitch31"))
    play_hand(game, random.Random(4))
    hands, widow = game.hand.deals[-1]
    bad = Action.deal([list(hands[0]), list(hands[0]), *map(list, hands[2:])], widow)  # a seat's cards twice
    with pytest.raises(PitchError):
        game.apply(bad)
    assert len(game.hands) == 1 and game.is_chance and game.hand.is_terminal


def test_plays_table_holds_the_whole_game_and_undo_takes_back_across_the_next_deal():
    table = new_table("ten-point", "N", seed=3)
    assert isinstance(table.state, PitchGameState) and table.hands is table.state.hands
    while not table.hand.is_terminal:
        if table.state.to_move == table.human:
            table.act(table.hint("en")["move"]["move"])
        else:
            table.bot_move()
    first = table.export_all()
    table.next_hand()
    assert len(table.hands) == 2 and table.hand.dealer == (table.hands[0].dealer + 1) % 4
    while table.state.to_move != table.human:
        table.bot_move()
    table.act(table.hint("en")["move"]["move"])
    table.undo()  # the reader's first call of hand two
    assert table.export_all().startswith(first) and len(table.hands) == 2
