"""A Pitch seat's observation holds nothing it cannot see: replay the same public moves from a
deal that differs only in cards the seat has not seen, and its observation is the same at every
step (as Three Thirteen's test does, tests/bots/test_three_thirteen_bots.py).

The other deal trades two cards between places the seat cannot see: two other hands, or another
hand and the widow (the blind) while nobody has taken from it or, five-handed, when only the
bidder takes it and the seat is not the bidder. A card the seat has seen stays where it was:
one it held, one played, given up or claimed, one in the face-up middle, one it looked at. Once
trump is named the two cards are both trump or both not, since how many trump each seat keeps is
in sight of the table. The moves must still be legal from the other deal (the seat saw them made).

Five-handed this covers the called card: lying in the blind or in another hand, it looks the
same to a defender until it is led. The hand's end, where the scoring shows the cards, is left out."""

from __future__ import annotations

import random
from typing import Iterator

import pytest

from pitch_core.cards import Card
from pitch_core.errors import PitchError
from pitch_core.pitch import get_ruleset
from pitch_core.pitch.actions import CLAIM, DEAL, DROP, PLAY, SWAP, Action
from pitch_core.pitch.hand_types import EXCHANGE
from pitch_core.pitch.state import HandState

PRESETS = ["pitch31", "ten-point", "thirteen-point-partner", "16-point+reverse+dirty",
           "ten-point+five-handed", "14-point+five-handed+dirty", "thirteen-point-partner+five-handed"]
WIDOW = -1  # the widow (blind) as a place, beside the seats' hands
NAMED_CARD_MOVES = (PLAY, DROP, CLAIM, SWAP)  # moves that show their card (a swap: to the bidder)


def random_hand(preset: str, seed: int) -> HandState:
    ruleset = get_ruleset(preset)
    rng = random.Random(seed)
    state = HandState.new(ruleset, dealer=seed % ruleset.players)
    state.deal_random(rng)
    while not state.is_terminal:
        state.apply(rng.choice(state.legal_actions()))
    return state


def steps(hand: HandState, history: list[Action] | None = None) -> Iterator[HandState]:
    """The hand from its start, after each action of ``history`` (default: its own): one state,
    changed in place from one step to the next."""
    state = HandState.new(hand.ruleset, hand.dealer, hand.scores)
    for action in hand.history if history is None else history:
        state.apply(action)
        yield state


def after(hand: HandState, upto: int) -> HandState:
    """The hand after its first ``upto`` actions."""
    state = HandState.new(hand.ruleset, hand.dealer, hand.scores)
    for action in hand.history[:upto]:
        state.apply(action)
    return state


def seen_by(hand: HandState, seat: int, upto: int) -> set[Card]:
    """Every card ``seat`` has seen in the first ``upto`` actions of ``hand``."""
    seen: set[Card] = set()
    for number, state in enumerate(steps(hand), 1):
        if number > upto:
            break
        action = hand.history[number - 1]
        if action.kind in NAMED_CARD_MOVES and action.card is not None:
            seen.add(action.card)
        seen.update(state.hands[seat])
        seen.update(card for _, card in state.middle)
        if state.looking and state.to_move == seat:
            seen.add(state.looking[0])
    return seen


def hidden_places(hand: HandState, seat: int, trump_named: bool) -> list[int]:
    """The places whose cards ``seat`` never sees as a whole: the other hands, and the widow
    until someone may take from it (five-handed, only the bidder takes the blind)."""
    places = [other for other in range(hand.players) if other != seat]
    widow_unseen = not trump_named or (hand.ruleset.exchange == "five_handed" and seat != hand.bidder)
    return places + ([WIDOW] if widow_unseen else [])


def redealt(hand: HandState, seat: int, upto: int, rng: random.Random) -> tuple[Action, bool] | None:
    """The hand's last deal with two cards ``seat`` has not seen traded between two places it
    cannot see, and whether one of them is the called card going to or from the blind."""
    deal_at = max(i for i, action in enumerate(hand.history) if action.kind == DEAL)
    deal = hand.history[deal_at]
    at_point = after(hand, upto)
    seen = seen_by(hand, seat, upto)
    places: dict[int, list[Card]] = {p: list(deal.widow if p == WIDOW else deal.hands[p])
                                     for p in hidden_places(hand, seat, at_point.trump is not None)}

    def kind(card: Card) -> bool | None:  # trump or not, once trump is named
        return at_point.is_trump(card) if at_point.trump is not None else None

    unseen = [(place, card) for place, cards in places.items() for card in cards if card not in seen]
    called = [(place, card) for place, card in unseen if card is at_point.called]
    first = called[0] if called and rng.random() < 0.5 else rng.choice(unseen) if unseen else None
    if first is None:
        return None
    partners = [(place, card) for place, card in unseen if place != first[0] and kind(card) == kind(first[1])]
    if not partners:
        return None
    second = rng.choice(partners)
    swap = {first[1]: second[1], second[1]: first[1]}
    hands = [[swap.get(card, card) for card in cards] for cards in deal.hands]
    widow = [swap.get(card, card) for card in deal.widow]
    called_moves = at_point.called in swap and WIDOW in (first[0], second[0])
    return Action.deal(hands, widow), called_moves


def compare(hand: HandState, seat: int, upto: int, other_deal: Action) -> bool:
    """Whether the hand's moves replay from ``other_deal`` (False if not); asserts that ``seat``
    sees the same after each of the first ``upto`` actions."""
    deal_at = max(i for i, action in enumerate(hand.history) if action.kind == DEAL)
    history = hand.history[:deal_at] + [other_deal] + hand.history[deal_at + 1:upto]
    twin_steps = steps(hand, history)
    for number, state in enumerate(steps(hand), 1):
        if number > upto:
            break
        try:
            twin = next(twin_steps)
        except PitchError:  # a move the other deal makes illegal: not a deal the seat could suspect
            return False
        if number <= deal_at:
            continue
        seen, twin_seen = state.observation(seat), twin.observation(seat)
        where = f"seat {seat} after {number} actions ({state.phase}) of {hand.ruleset.name}"
        assert twin_seen.to_dict() == seen.to_dict(), where
        assert twin_seen == seen, where
    return True


def points(hand: HandState, rng: random.Random, count: int = 4) -> list[tuple[int, int]]:
    """(seat, number of actions) to check the hand at: ``count`` points in phases drawn at random,
    and the last one before the first lead (the exchange may have no choice to stop at), for
    every defender too when the called card lies in the blind."""
    deal_at = max(i for i, action in enumerate(hand.history) if action.kind == DEAL)
    by_phase: dict[str, list[int]] = {}
    for number, state in enumerate(steps(hand), 1):
        if deal_at < number < len(hand.history):  # after the deal stands, before the hand is scored
            by_phase.setdefault(state.phase, []).append(number)
    chosen = [(rng.randrange(hand.players), rng.choice(by_phase[rng.choice(sorted(by_phase))]))
              for _ in range(count)]
    first_lead = next((i for i, action in enumerate(hand.history) if action.kind == PLAY), None)
    if first_lead is not None and first_lead > deal_at:
        chosen.append((rng.randrange(hand.players), first_lead))
        if hand.called is not None and hand.called in hand.history[deal_at].widow:
            chosen += [(seat, first_lead) for seat in range(hand.players) if seat != hand.bidder]
    return chosen


@pytest.mark.parametrize("preset", PRESETS)
def test_a_seat_sees_the_same_whatever_lies_where_it_cannot_see(preset):
    """At every phase (bidding, trump, the exchange, play), a seat's observation as a value and
    as JSON is the same for two deals that differ only in cards that seat has not seen."""
    rng = random.Random(5)
    checked, phases, called_card_moved = 0, set(), 0
    for seed in range(40):
        hand = random_hand(preset, seed)
        for seat, upto in points(hand, rng):
            other = redealt(hand, seat, upto, rng)
            if other is None or not compare(hand, seat, upto, other[0]):
                continue
            checked += 1
            phases.add(after(hand, upto).phase)
            called_card_moved += other[1]
    assert checked > 60
    assert {"bidding", "play"} <= phases
    if get_ruleset(preset).called_partner:
        assert called_card_moved > 0  # a defender cannot tell the called card in the blind from in a hand
        assert EXCHANGE in phases or "trump" in phases
