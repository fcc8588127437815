"""The Three Thirteen bots: no peeking at another hand or at the stock's order."""

import random

import pytest

from pitch_core.bots import HEURISTIC, LEVELS, advise, choose
from pitch_core.bots.three_thirteen import advice_from, choice_from
from pitch_core.three_thirteen import Action, GameState, get_ruleset, preset_names
from pitch_core.three_thirteen.actions import DEAL


def decisions(preset: str, players: int, seeds: range):
    """Every decision of heuristic-played games' first rounds: (state, seat to move)."""
    for seed in seeds:
        rng = random.Random(seed)
        state = GameState.new(get_ruleset(preset), players=players, dealer=seed % players,
                              round_number=1 + seed % 11)
        round_number = state.round_number
        while not state.is_terminal and state.round_number == round_number:
            if state.is_chance:
                state.chance_random(rng)
                continue
            yield state, state.current_player
            state.apply(choose(state, state.current_player, rng=seed))


def with_hidden_cards_swapped(state: GameState, seat: int, rng: random.Random) -> GameState | None:
    """The same position from ``seat``'s chair, with a card of another hand traded for a stock
    card, and the stock reordered."""
    others = [s for s in range(state.players) if s != seat and state.hands[s]]
    if not others or not state.stock:
        return None
    twin = state.copy()
    other = rng.choice(others)
    i, j = rng.randrange(len(twin.hands[other])), rng.randrange(len(twin.stock))
    twin.hands[other][i], twin.stock[j] = twin.stock[j], twin.hands[other][i]
    rng.shuffle(twin.stock)
    if twin.hands == state.hands and twin.stock == state.stock:
        return None
    return twin


def dealt_otherwise(state: GameState, seat: int, rng: random.Random) -> GameState | None:
    """The same game replayed from a deal that differs only where ``seat`` cannot see: a card
    another seat still holds traded for the stock's bottom card (not drawn yet)."""
    deal_at = max(i for i, action in enumerate(state.history) if action.kind == DEAL)
    deal = state.history[deal_at]
    if len(state.stock) < 2 or any(a.is_chance for a in state.history[deal_at + 1:]):
        return None
    others = [s for s in range(state.players) if s not in (seat, state.out_seat)]  # laid down: seen
    if not others:
        return None
    other = rng.choice(others)
    held = [card for card in deal.hands[other] if card in state.hands[other]]
    if not held:
        return None
    card, bottom = rng.choice(held), deal.stock[-1]
    hands = [list(h) for h in deal.hands]
    hands[other][hands[other].index(card)] = bottom
    stock = list(deal.stock[:-1]) + [card]
    assert state._origin is not None
    twin = state._origin.copy()  # the game as it was before its first action
    for action in state.history[:deal_at]:
        twin.apply(action)
    twin.apply(Action.deal(hands, deal.named_card, stock))
    for action in state.history[deal_at + 1:]:
        twin.apply(action)
    return twin


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("preset", preset_names())
def test_a_seat_sees_the_same_whatever_was_dealt_to_the_others(preset, players):
    """A seat's observation, as a value and as JSON, is the same for two deals that differ
    only in cards it cannot see: nothing in it (its moves included) carries another hand or
    the stock's order."""
    rng = random.Random(3)
    checked = 0
    for state, seat in decisions(preset, players, range(3)):
        twin = dealt_otherwise(state, seat, rng)
        if twin is None:
            continue
        assert twin.hands != state.hands
        assert twin.observation(seat) == state.observation(seat)
        assert twin.observation(seat).to_dict() == state.observation(seat).to_dict()
        checked += 1
    assert checked > 5


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("players", [2, 3])
def test_bots_never_read_hidden_cards(level, players):
    """Two positions that look the same from the seat's chair get the same move and the same
    reason, seed for seed."""
    rng = random.Random(11)
    checked = 0
    for number, (state, seat) in enumerate(decisions("three-thirteen", players, range(4))):
        twin = with_hidden_cards_swapped(state, seat, rng)
        if twin is None:
            continue
        assert choose(twin, seat, level, rng=number) == choose(state, seat, level, rng=number)
        assert advise(twin, seat, level, rng=number) == advise(state, seat, level, rng=number)
        checked += 1
    assert checked > 20


@pytest.mark.parametrize("level", LEVELS)
def test_the_bots_decide_from_the_seats_observation_and_the_rules_alone(level):
    """The decision functions take the observation, not the game: what they are given is all
    they can read, and it is what ``choose`` and ``advise`` give them."""
    search = level != HEURISTIC  # the solver level searches as the Monte Carlo one does in Three Thirteen
    for number, (state, seat) in enumerate(decisions("three-thirteen", 3, range(2))):
        seen = state.observation(seat)
        assert choice_from(seen, state.ruleset, random.Random(number), search) == choose(state, seat, level, rng=number)
        assert advice_from(seen, state.ruleset, random.Random(number), search) == advise(state, seat, level, rng=number)
