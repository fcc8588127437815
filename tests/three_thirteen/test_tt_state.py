"""The Three Thirteen state machine: deal, turns, going out, last turns, the stock, scoring,
rejected actions with their rule IDs, undo, copies and what one player sees."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from pitch_core.cards import Card, Rank, parse_cards
from pitch_core.errors import IllegalAction
from pitch_core.rulebook import RULES
from pitch_core.three_thirteen.actions import OUT, PILE, STOCK, Action, parse_action
from pitch_core.three_thirteen.ruleset import END_ROUND
from pitch_core.three_thirteen.simulate import check_invariants, random_policy
from pitch_core.three_thirteen.state import (DEAL_PHASE, DISCARD_PHASE, DONE_PHASE, DRAW_PHASE,
                                             RESHUFFLE_PHASE, GameState)

from .reference import brute_force_deadwood
from .variants import ACES_BOTH, STANDARD


def deal(state: GameState, hands: list[str], upcard: str, stock_top: str = "") -> None:
    """Deal these hands and upcard; the stock starts with ``stock_top``, then the rest of the pack."""
    fixed = [parse_cards(h) for h in hands]
    up = Card.parse(upcard)
    top = parse_cards(stock_top) if stock_top else []
    rest = Counter(state.pack)
    rest.subtract([c for h in fixed for c in h] + [up] + top)
    stock = top + sorted(rest.elements())
    state.apply(Action.deal(fixed, up, stock))


def final_hand(seat_score) -> list[Card]:
    """The hand a round was scored on: its melds and its leftover cards."""
    layout = seat_score.arrangement
    return [c for meld in layout.melds for c in meld.cards] + list(layout.leftover)


def play(state: GameState, *moves: str) -> None:
    for move in moves:
        state.apply(parse_action(move, state.to_move, state.players))


def rejected(state: GameState, move: str | Action) -> str:
    action = move if isinstance(move, Action) else parse_action(move, state.to_move, state.players)
    before = state.to_dict()
    with pytest.raises(IllegalAction) as info:
        state.apply(action)
    assert state.to_dict() == before, "a rejected action changed the state"
    assert info.value.rule_id in RULES
    return info.value.rule_id


@pytest.fixture
def t2_round() -> GameState:
    """Round 4 (6s wild), two players; player 2 can go out at once (see the T2 record)."""
    state = GameState.new(STANDARD, players=2, dealer=0, round_number=4)
    deal(state, ["8S 9S TS TH TD 2C", "4H 5H 7H 9C 9D 9H"], "QD", stock_top="6C KC")
    return state


class TestSetup:
    def test_decks_by_player_count(self):
        assert [STANDARD.decks(n) for n in (2, 3, 4, 5, 6, 8)] == [1, 2, 2, 3, 3, 4]
        assert len(GameState.new(STANDARD, players=2).pack) == 52
        assert len(GameState.new(STANDARD, players=4).pack) == 104

    def test_rounds_deal_three_to_thirteen_with_matching_wilds(self):
        assert [STANDARD.hand_size(k) for k in range(1, 12)] == list(range(3, 14))
        assert [STANDARD.wild_rank(k) for k in (1, 8, 9, 10, 11)] == [
            Rank.THREE, Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING]

    def test_needs_two_players(self):
        with pytest.raises(IllegalAction) as info:
            GameState.new(STANDARD, players=1)
        assert info.value.rule_id == "tt.players.count"

    def test_random_deal_is_dealt_from_the_dealers_left(self):
        state = GameState.new(STANDARD, players=3, dealer=1)
        order = list(state.pack)
        random.Random(2).shuffle(order)
        state.apply(state.deal_from_order(order))
        assert state.hands[2] == order[0:9:3] and state.hands[0] == order[1:9:3]
        assert state.pile == [order[9]] and state.stock[-1] == order[10]  # the top of the stock
        assert state.phase == DRAW_PHASE and state.to_move == 2
        assert ("tt.wild.rank", {"round": 1, "rank": "3"}) in [
            (e.rule_id, e.params) for _, e in state.events]

    def test_a_deal_must_use_the_pack(self, t2_round):
        state = GameState.new(STANDARD, players=2, round_number=4)
        good = t2_round.history[0]
        doubled = Action.deal(good.hands, good.hands[0][0], good.stock)  # 8S twice, QD missing
        assert rejected(state, doubled) == "tt.deal.pack"
        short = Action.deal([good.hands[0][:5], good.hands[1]], good.card, good.stock)
        assert rejected(state, short) == "tt.round.hand-size"


class TestTurns:
    def test_legal_actions_draw_then_discard(self, t2_round):
        assert [a.notation() for a in t2_round.legal_actions()] == ["2:draw=stock", "2:draw=discard"]
        play(t2_round, "draw=discard")
        actions = t2_round.legal_actions()
        assert {a.card.code for a in actions if a.kind == "discard"} == {
            "4H", "5H", "7H", "9C", "9D", "9H", "QD"}
        assert not [a for a in actions if a.kind == OUT]  # QD does not complete anything

    def test_out_is_offered_exactly_when_the_rest_melds(self, t2_round):
        play(t2_round, "2:draw=stock")  # the wild 6C
        outs = {a.card.code for a in t2_round.legal_actions() if a.kind == OUT}
        assert outs == {"4H", "7H"}  # 5H 6C 7H or 4H 5H 6C, with 9C 9D 9H

    @pytest.mark.parametrize("move,rule", [
        ("1:draw=stock", "tt.turn.order"),
        ("2:discard=4H", "tt.turn.draw-first"),
        ("2:out=4H", "tt.turn.draw-first"),
    ])
    def test_rejected_before_the_draw(self, t2_round, move, rule):
        assert rejected(t2_round, move) == rule

    @pytest.mark.parametrize("move,rule", [
        ("2:draw=stock", "tt.turn.discard"),
        ("2:discard=AS", "tt.discard.not-held"),
        ("2:out=9C", "tt.go-out.all-melded"),
        ("1:discard=8S", "tt.turn.order"),
    ])
    def test_rejected_after_the_draw(self, t2_round, move, rule):
        play(t2_round, "2:draw=stock")
        assert rejected(t2_round, move) == rule

    def test_going_out_message_names_the_points_left(self, t2_round):
        play(t2_round, "2:draw=stock")
        with pytest.raises(IllegalAction) as info:
            play(t2_round, "2:out=9C")
        assert info.value.params["points"] == brute_force_deadwood(
            parse_cards("4H 5H 7H 9D 9H 6C"), Rank.SIX, STANDARD)

    def test_taken_card_may_not_go_straight_back_at_such_tables(self):
        rules = STANDARD.with_changes(discard_taken_card=False)
        state = GameState.new(rules, players=2, round_number=4)
        deal(state, ["8S 9S TS TH TD 2C", "4H 5H 7H 9C 9D 9H"], "QD")
        play(state, "2:draw=discard")
        assert "2:discard=QD" not in [a.notation() for a in state.legal_actions()]
        assert rejected(state, "2:discard=QD") == "tt.discard.taken-card"
        play(state, "2:discard=4H")

    def test_chance_and_player_actions_in_the_wrong_place(self, t2_round):
        fresh = GameState.new(STANDARD, players=2)
        assert fresh.is_chance and fresh.legal_actions() == []
        assert rejected(fresh, Action.draw(1, STOCK)) == "tt.deal.first"
        assert rejected(t2_round, t2_round.history[0]) == "tt.turn.draw-first"
        assert rejected(t2_round, Action.draw(1, "hand")) == "tt.draw.source"


class TestGoingOut:
    def test_others_get_one_last_turn_then_the_round_is_scored(self):
        state = GameState.new(STANDARD, players=3, dealer=0, round_number=4)
        deal(state, ["8S 9S TS TH TD 2C", "4H 5H 7H 9C 9D 9H", "AS 2S 3S KC KD QH"], "QD",
             stock_top="JC 6C 5D 7D")
        play(state, "2:draw=stock", "2:discard=JC", "3:draw=stock", "3:out=QH")  # 6C: A-2-3, K K 6
        assert state.out_seat == 2 and state.final_turns == 2
        play(state, "1:draw=stock")
        assert rejected(state, "1:out=5D") == "tt.go-out.once"
        play(state, "1:discard=5D")
        assert state.to_move == 1  # the seat that went out is skipped, then player 2
        play(state, "2:draw=discard", "2:discard=5D")
        result = state.results[0]
        assert result.out_seat == 2 and result.scores[2] == 0
        assert Counter(final_hand(result.seats[0])) == Counter(parse_cards("8S 9S TS TH TD 2C"))
        assert result.scores[0] == 19  # worked example T2 (t2-round4-set-or-run.313)
        assert Counter(final_hand(result.seats[1])) == Counter(parse_cards("4H 5H 7H 9C 9D 9H"))
        assert result.scores[1] == brute_force_deadwood(final_hand(result.seats[1]), Rank.SIX, STANDARD)
        assert state.phase == DEAL_PHASE and state.round_number == 5 and state.dealer == 1
        rules_cited = [e.rule_id for _, e in state.events]
        for rule in ("tt.go-out.last-turns", "tt.score.went-out", "tt.score.deadwood",
                     "tt.score.totals", "tt.meld.set"):
            assert rule in rules_cited

    def test_a_player_melded_on_his_last_turn_scores_zero(self, t2_round):
        play(t2_round, "2:draw=stock", "2:out=4H", "1:draw=stock", "1:discard=KC")
        assert t2_round.results[0].scores == (19, 0)
        state = GameState.new(STANDARD, players=2, round_number=4)
        deal(state, ["8S 9S TS TH TD 2C", "4H 5H 7H 9C 9D 9H"], "QD", stock_top="6C 6D")
        play(state, "2:draw=stock", "2:out=4H", "1:draw=stock", "1:discard=2C")
        assert state.results[0].scores == (0, 0)  # 8-9-10 of spades, TH TD and the wild 6D
        assert "tt.score.all-melded" in [e.rule_id for _, e in state.events]


class TestStock:
    def _exhaust(self, rules):
        state = GameState.new(rules, players=2, dealer=0, round_number=1)
        deal(state, ["2S 5H 9C", "4D 7C JH"], "KD")
        rng = random.Random(1)
        while (state.stock or state.phase == DISCARD_PHASE) and not state.results:
            if state.phase == DRAW_PHASE:
                play(state, "draw=stock")
            else:  # throw back the drawn card: nobody ever melds
                play(state, f"discard={state.drawn[1].code}")
        return state, rng

    def test_an_empty_stock_is_rebuilt_from_the_pile(self):
        state, rng = self._exhaust(STANDARD)
        assert not state.results
        assert state.phase == RESHUFFLE_PHASE and state.is_chance and state.to_move is None
        top, under = state.pile[-1], Counter(state.pile[:-1])
        assert rejected(state, "draw=discard") == "tt.stock.reshuffle"
        bad = Action.reshuffle([top] + list(state.pile[:-2]))
        assert rejected(state, bad) == "tt.stock.reshuffle-cards"
        action = state.chance_random(rng)
        assert Counter(action.stock) == under and state.pile == [top]
        assert state.phase == DRAW_PHASE and state.to_move == 0  # the 45th draw was player 2's

    def test_or_ends_the_round_where_the_table_says_so(self):
        state, _ = self._exhaust(STANDARD.with_changes(stock_exhausted=END_ROUND))
        assert state.results and state.results[0].out_seat is None
        assert state.results[0].scores == (2 + 5 + 9, 4 + 7 + 10)


class TestScoringAndEnd:
    def test_whole_game_totals_and_winners(self):
        rng = random.Random(7)
        state = GameState.new(ACES_BOTH, players=3, dealer=2)
        while not state.is_terminal:
            if state.is_chance:
                state.chance_random(rng)
            else:
                check_invariants(state)
                state.apply(random_policy(state, rng))
        assert state.phase == DONE_PHASE and len(state.results) == 11
        assert [r.dealer for r in state.results] == [(2 + k) % 3 for k in range(11)]
        for result in state.results:
            for seat_score in result.seats:
                if not seat_score.went_out:
                    hand = final_hand(seat_score)
                    assert seat_score.points == brute_force_deadwood(hand, result.wild_rank, ACES_BOTH)
        assert state.totals == tuple(sum(r.scores[s] for r in state.results) for s in range(3))
        assert state.winners() == [s for s in range(3) if state.totals[s] == min(state.totals)]
        assert state.returns() == [1.0 if s in state.winners() else -1.0 for s in range(3)]
        assert rejected(state, Action.draw(0, STOCK)) == "tt.game.over"

    def test_a_tie_is_a_shared_win(self):
        state = GameState.new(STANDARD, players=2, dealer=1, round_number=11, totals=(40, 30))
        deal(state, ["AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS 2H",
                     "AH 9H 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD"], "9C", stock_top="KC 4C")
        play(state, "1:draw=stock", "1:out=2H")  # the wild KC is the king: A to K of spades
        play(state, "2:draw=stock", "2:discard=4C")  # AH and 9H left over: 10
        assert state.is_terminal and state.results[-1].scores == (0, 10)
        assert state.totals == (40, 40) and state.winners() == [0, 1]
        assert state.events[-1][1].rule_id == "tt.game.tie"


def _candidates(state: GameState) -> list[Action]:
    """Actions a player might try now: both draws, and discarding or going out with every card
    of the pack, held or not."""
    seat = state.current_player
    cards = sorted(set(state.pack))
    return ([Action.draw(seat, STOCK), Action.draw(seat, PILE)]
            + [Action.discard(seat, c) for c in cards] + [Action.out(seat, c) for c in cards])


class TestApiContract:
    def _walk(self, rules, players: int, seed: int, steps: int):
        rng = random.Random(seed)
        state = GameState.new(rules, players=players, dealer=seed % players)
        for _ in range(steps):
            if state.is_terminal:
                break
            if state.is_chance:
                state.chance_random(rng)
                continue
            yield state, rng
            state.apply(random_policy(state, rng))

    @pytest.mark.parametrize("rules,players", [(STANDARD, 2), (ACES_BOTH, 3)])
    def test_legal_actions_are_exactly_what_apply_accepts(self, rules, players):
        for state, _rng in self._walk(rules, players, seed=players, steps=400):
            legal = set(state.legal_actions())
            for action in _candidates(state):
                trial = state.copy()
                try:
                    trial.apply(action)
                    accepted = True
                except IllegalAction as error:
                    assert error.rule_id in RULES
                    accepted = False
                assert accepted == (action in legal), action.notation()

    def test_undo_steps_back_exactly(self):
        seen_chance = False
        for state, rng in self._walk(STANDARD.with_changes(others_final_turns=2), 3, seed=5,
                                     steps=600):
            before = state.to_dict()
            snapshot = state.copy()
            state.apply(random_policy(state, rng))
            if state.is_chance:  # step over the deal or reshuffle too, then undo both
                state.chance_random(rng)
                state.undo()
                seen_chance = True
            state.undo()
            assert state.to_dict() == before
            assert state.history == snapshot.history
        assert seen_chance

    def test_copies_are_independent(self, t2_round):
        twin = t2_round.copy()
        play(twin, "2:draw=stock", "2:out=4H")
        assert t2_round.phase == DRAW_PHASE and len(t2_round.hands[1]) == 6
        assert twin.out_seat == 1 and t2_round.out_seat is None

    def test_what_one_player_sees(self, t2_round):
        play(t2_round, "2:draw=stock")
        mine = t2_round.observation(1).to_dict()
        theirs = t2_round.observation(0).to_dict()
        assert mine["hand"] == sorted(mine["hand"], key=lambda c: Card.parse(c).index)
        assert set(mine["hand"]) == {"4H", "5H", "7H", "9C", "9D", "9H", "6C"}
        assert mine["drawn"] == {"source": "stock", "card": "6C"} and "drawn" not in theirs
        assert "4H" not in theirs["hand"] and "6C" not in str(theirs)
        assert theirs["hand_sizes"] == [6, 7] and theirs["legal"] == []
        assert "2:out=4H" in [move["move"] for move in mine["legal"]]
        assert "hands" not in theirs and "stock" not in theirs
        assert theirs["stock_size"] == len(t2_round.stock) and theirs["top_discard"] == "QD"

    def test_a_reshuffled_order_stays_hidden(self):
        state, rng = TestStock()._exhaust(STANDARD)
        action = state.chance_random(rng)
        seen = state.observation(0).to_dict()
        assert seen["moves"][-1] == {"move": "reshuffle", "kind": "reshuffle", "seat": None}
        assert action.notation().startswith("reshuffle=") and action.notation() not in str(seen)
