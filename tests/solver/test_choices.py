"""The review of a seat's calls, trump and exchange choices (``solver.choices``, ``solver.worlds``):
deals drawn from what the seat saw and nothing else, each option's value, a clear mistake found,
and a position's value in one search equal to its best card's."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from pitch_core.bots.pitch_bidding import estimate
from pitch_core.bots.pitch_heuristic import heuristic_advice
from pitch_core.cards import Suit
from pitch_core.pitch.actions import BID, PASS, TRUMP, parse_action
from pitch_core.pitch.presets import get_ruleset
from pitch_core.pitch.record import read_record
from pitch_core.pitch.scoring import BIDDING
from pitch_core.pitch.state import HandState
from pitch_core.solver.choices import is_choice, options_for
from pitch_core.solver.review import review_record
from pitch_core.solver.search import position_value, solve
from pitch_core.solver.worlds import SeatPast, sample_world, sight

from .positions import RULESETS, played_down

HANDS = Path(__file__).resolve().parents[2] / "tutorial" / "hands"
GUIDED = (HANDS / "guided-ten-point.pitch").read_text(encoding="utf-8")
SOUTH = 2
PRESETS = ["pitch31", "ten-point", "thirteen-point-partner", "16-point", "ten-point+five-handed"]


def choices(text: str, seat: int = SOUTH, samples: int = 6, seed: int = 1) -> list[dict]:
    record = read_record(text)
    return [d.to_dict(record.ruleset.players) for d in review_record(record, seat, samples, seed, choices=True)
            if d.to_dict(record.ruleset.players)["decision"] != "card"]


def stopped_after(text: str, last_move: str) -> str:
    """The record's moves up to and with ``last_move`` (a record may stop before the hand's end)."""
    head, _, _ = text.partition(f"\n{last_move} ")
    return f"{head}\n{last_move}\n"


# -- no peeking -------------------------------------------------------------------------------------
# Cards South never saw, dealt otherwise: East's K♦ and West's 7♣ trade places (both thrown away,
# spades being trump), and so do two widow cards North and East draw (the K♣ and the 6♥, dead
# cards either way): every count South watches is the same.
OTHER_HIDDEN = GUIDED.replace('[East "AH KD', '[East "AH 7C').replace('2D 7C 4C"]', '2D KD 4C"]').replace(
    '[Widow "4S 8S KC 6H', '[Widow "4S 8S 6H KC')


def test_the_other_deal_has_the_same_public_moves_and_south_sees_the_same_at_every_move():
    real, other = read_record(GUIDED), read_record(OTHER_HIDDEN)
    assert real.hands[1] != other.hands[1] and real.widow != other.widow
    first, second = real.initial_state(), other.initial_state()
    assert sight(first, SOUTH) == sight(second, SOUTH)
    for token in real.moves:
        for state in (first, second):
            state.apply(parse_action(token.text, state.to_move or 0, 4))
        assert sight(first, SOUTH) == sight(second, SOUTH)


def test_hidden_cards_the_seat_never_saw_do_not_change_its_calls_trump_and_exchange_review():
    first, second = choices(GUIDED), choices(OTHER_HIDDEN)
    assert [line["decision"] for line in first] == ["bid", "trump", "exchange"]
    assert first == second


def test_the_review_is_the_seeds():
    assert choices(GUIDED, seed=4) == choices(GUIDED, seed=4)
    assert choices(GUIDED, samples=8, seed=4) != choices(GUIDED, samples=8, seed=5)


# -- the worlds -------------------------------------------------------------------------------------
def decisions_of(preset: str, seed: int, seat: int = SOUTH):
    """Each of ``seat``'s decisions before the play in a hand the engine's players play: the real
    hand at that moment."""
    ruleset = get_ruleset(preset)
    state = HandState.new(ruleset, dealer=seed % ruleset.players)
    state.deal_random(random.Random(seed))
    while not state.is_terminal and state.phase != "play":
        if state.to_move == seat and len(state.legal_actions()) > 1:
            yield state.copy()
        state.apply(heuristic_advice(state, state.current_player).action)


@pytest.mark.parametrize("preset", PRESETS)
def test_a_world_is_a_hand_the_seat_cannot_tell_from_the_real_one(preset):
    """At every decision: the same sight after every move so far, its own cards, the cards it saw
    go face up in the same hands; and the worlds are found."""
    found = tried = 0
    for seed in range(12):
        for real in decisions_of(preset, seed):
            past = SeatPast.read(real, SOUTH)
            rng = random.Random(seed)
            for _ in range(3):
                tried += 1
                world = sample_world(past, rng)
                if world is None:
                    continue
                found += 1
                assert sight(world, SOUTH) == sight(real, SOUTH)
                assert sorted(world.hands[SOUTH]) == sorted(real.hands[SOUTH])
                assert world.phase == real.phase and world.to_move == SOUTH
                assert [a.kind for a in world.moves] == [a.kind for a in real.moves]
                for holder, card in past.shown:
                    assert card in world.history[0].hands[holder] or card in dict(world.middle).values() \
                        or any(a.card == card and a.seat == holder for a in world.moves)
    assert tried and found >= 0.9 * tried


def test_a_world_never_uses_the_real_hidden_cards():
    """The deals of the others differ from the real ones (they are drawn, not copied)."""
    real = next(decisions_of("ten-point", 3))
    past = SeatPast.read(real, SOUTH)
    rng = random.Random(0)
    worlds = [sample_world(past, rng) for _ in range(5)]
    assert all(w is not None for w in worlds)
    assert any(w.history[-1 - len(w.moves)].hands[0] != real.history[-1 - len(real.moves)].hands[0] for w in worlds)


# -- the options ------------------------------------------------------------------------------------
def test_the_calls_weighed_are_passing_the_call_made_and_the_bids_around_it():
    record = read_record(GUIDED)
    state = record.initial_state()
    for token in record.moves[:2]:  # N:pass E:4, South to call
        state.apply(parse_action(token.text, state.to_move or 0, 4))
    six = parse_action("S:6", SOUTH)
    options = options_for(state, SOUTH, six)
    assert options[0] == six
    assert {a.kind for a in options} == {BID, PASS}
    levels = sorted(a.bid for a in options if a.kind == BID)
    assert {5, 6, 7} <= set(levels) and max(levels) <= 8  # the cheapest bid (5), 6 and its neighbours


def test_the_trump_weighed_are_the_suit_named_and_the_two_the_engine_rates_best():
    record = read_record(GUIDED)
    state = record.initial_state()
    for token in record.moves[:4]:
        state.apply(parse_action(token.text, state.to_move or 0, 4))
    hearts = parse_action("S:trump=H", SOUTH)
    options = options_for(state, SOUTH, hearts)
    assert options[0] == hearts and all(a.kind == TRUMP for a in options)
    rated = sorted("SHDC", key=lambda suit: -estimate(state.hands[SOUTH], Suit.parse(suit), state.ruleset).points)
    assert [a.suit.letter for a in options[1:]] == [suit for suit in rated[:2] if suit != "H"]
    assert options[1].suit.letter == "S"  # six spades with the ace, king and jack


def test_a_look_through_the_pack_is_judged_where_a_card_may_be_swapped_in():
    """13-point partner: the bidder passing a card he could not take is no decision of its own."""
    judged = []
    for real in decisions_of("thirteen-point-partner", 1, seat=real_bidder("thirteen-point-partner", 1)):
        if real.looking:
            can_swap = any(a.kind == "swap" for a in real.legal_actions())
            assert is_choice(real, parse_action("skip", real.to_move)) == can_swap
            judged.append(can_swap)
    assert True in judged and False in judged


def real_bidder(preset: str, seed: int) -> int:
    ruleset = get_ruleset(preset)
    state = HandState.new(ruleset, dealer=seed % ruleset.players)
    state.deal_random(random.Random(seed))
    while state.phase == "bidding":
        state.apply(heuristic_advice(state, state.current_player).action)
    assert state.bidder is not None
    return state.bidder


# -- the verdicts -----------------------------------------------------------------------------------
def test_naming_a_suit_south_barely_holds_is_a_blunder_and_spades_are_best():
    """South holds six spades with the ace, king and jack, and one heart: hearts trump costs a lot."""
    text = stopped_after(GUIDED.replace("S:trump=S", "S:trump=H"), "S:trump=H")
    (bid, trump) = choices(text, samples=6)
    assert (trump["played"], trump["best"], trump["verdict"]) == ("trump=H", "trump=S", "blunder")
    assert trump["lost"] >= 4
    assert trump["values"]["trump=S"] == max(trump["values"].values())


def test_each_line_names_the_options_values_the_points_lost_and_the_deals():
    for line in choices(GUIDED):
        assert line["played"] in line["values"] and line["best"] in line["values"]
        best = max(line["values"].values())
        assert line["values"][line["best"]] == best
        assert line["lost"] == pytest.approx(best - line["values"][line["played"]], abs=0.011)
        assert line["samples"] == 6


# -- one search for a position's worth --------------------------------------------------------------
@pytest.mark.parametrize("game", RULESETS)
def test_a_positions_value_is_its_best_cards_value(game):
    rng = random.Random(f"value:{game}")
    for _ in range(3):
        state = played_down(game, rng, cards_left=12)  # at a trick's start or within one
        solution = solve(state)
        worth = position_value(state)
        mover_bids = state.side_of(state.to_move) == BIDDING
        assert worth.value == pytest.approx(solution.best() if mover_bids else -solution.best())
        if worth.taken is not None:
            taken_b, taken_d = worth.taken
            assert taken_b + taken_d <= state.ruleset.total_points
