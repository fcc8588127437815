"""The Three Thirteen worked examples and the deadwood edge cases (docs/three-thirteen.md), on the solver."""

from __future__ import annotations

import pytest

from pitch_core.cards import Card, Rank, parse_cards
from pitch_core.three_thirteen.solver import (RUN, SET, best_discard, can_go_out, deadwood,
                                              going_out_discards, min_deadwood)

from .reference import meld_is_valid
from .variants import ACES_BOTH, STANDARD


def cards(text: str) -> list[Card]:
    return parse_cards(text)


def solve(text: str, round_number: int, rules=STANDARD):
    return min_deadwood(cards(text), rules.wild_rank(round_number), rules)


def only_meld(result):
    assert len(result.melds) == 1
    return result.melds[0]


def codes(seq) -> list[str]:
    return [c.code for c in seq]


# -- worked examples -----------------------------------------------------------------------------
class TestWorkedExamples:
    def test_t1_aces_low_no_meld(self):
        result = solve("AS KS 3H", 1)
        assert result.deadwood == 14  # A 1 + K 10 + the unmelded wild 3 at face value
        assert result.melds == ()

    def test_t1_aces_high_or_low_queen_king_ace(self):
        result = solve("AS KS 3H", 1, ACES_BOTH)
        assert result.deadwood == 0
        meld = only_meld(result)
        assert meld.kind == RUN
        assert codes(meld.stands_for) == ["QS", "KS", "AS"]
        assert meld.wilds == ((Card.parse("3H"), Card.parse("QS")),)

    def test_t1_the_player_could_have_gone_out(self):
        hand = cards("AS KS 7C 3H")  # after drawing the 3H
        assert can_go_out(hand, Rank.THREE, ACES_BOTH)
        assert going_out_discards(hand, Rank.THREE, ACES_BOTH) == [Card.parse("7C")]
        assert not can_go_out(hand, Rank.THREE, STANDARD)

    def test_t2_the_set_beats_the_run(self):
        result = solve("8S 9S 10S 10H 10D 2C", 4)
        assert result.deadwood == 19
        meld = only_meld(result)
        assert meld.kind == SET and sorted(codes(meld.cards)) == ["TD", "TH", "TS"]
        assert sorted(codes(result.leftover)) == ["2C", "8S", "9S"]

    def test_t3_any_number_of_wilds(self):
        result = solve("8S 8H 8C KD 2C 9H JS 5D", 6)
        assert result.deadwood == 26
        melded = [c for m in result.melds for c in m.cards]
        assert sum(1 for c in melded if c.rank is Rank.EIGHT) == 3  # the third wild joins too
        assert len([c for c in melded if c.rank is not Rank.EIGHT]) == 1  # one natural melded

    def test_t3_one_wild_per_meld_reading_a(self):
        rules = STANDARD.with_changes(max_wilds_per_meld=1)
        result = solve("8S 8H 8C KD 2C 9H JS 5D", 6, rules)
        assert result.deadwood == 35
        meld = only_meld(result)
        assert meld.kind == RUN and len(meld.wilds) == 1
        assert Card.parse("9H") in meld.cards

    def test_t3_one_wild_per_meld_reading_b(self):
        rules = STANDARD.with_changes(max_wilds_per_meld=1, cap_counts_natural_wilds=True)
        result = solve("8S 8H 8C KD 2C 9H JS 5D", 6, rules)
        assert result.deadwood == 60
        assert result.melds == ()

    def test_t3b_a_lone_wild_stays_deadwood(self):
        result = solve("4S 9H JC 2D", 2)
        assert result.deadwood == 25
        assert result.melds == ()

    def test_property_3_two_optimal_arrangements_one_value(self):
        # 8C 9C 10C 9D 9H (no wild held): the run or the set of nines, 18 either way
        assert deadwood(cards("8C 9C 10C 9D 9H"), Rank.SIX, STANDARD) == 18


# -- edge cases --------------------------------------------------------------------------------
class TestEdgeCases:
    def test_two_wilds_and_a_seven_meld(self):
        result = solve("3S 3H 7C", 1)
        assert result.deadwood == 0
        stands = only_meld(result).stands_for
        seven_set = {c.rank for c in stands} == {Rank.SEVEN}
        club_run = {c.suit for c in stands} == {Card.parse("7C").suit}
        assert seven_set or club_run

    def test_three_wilds_alone_with_all_wild_melds(self):
        jokers = STANDARD.with_changes(jokers_per_deck=2)
        assert solve("HJ HJ LJ", 1, jokers).deadwood == 0
        no_all_wild = jokers.with_changes(allow_all_wild_meld=False)
        assert solve("HJ HJ LJ", 1, no_all_wild).deadwood == 3 * no_all_wild.joker_penalty

    def test_wild_fills_an_inner_gap(self):
        meld = only_meld(solve("5S 3H 7S", 1))
        assert codes(meld.stands_for) == ["5S", "6S", "7S"]  # the 3H's suit does not matter

    def test_wild_extends_an_end(self):
        meld = only_meld(solve("9H 10H 3C", 1))
        assert meld.kind == RUN
        assert codes(meld.stands_for) in (["8H", "9H", "TH"], ["9H", "TH", "JH"])

    def test_runs_end_at_the_ace(self):
        assert codes(only_meld(solve("AS 2S 3D", 1)).stands_for) == ["AS", "2S", "3S"]
        assert codes(only_meld(solve("QS KS 3D", 1)).stands_for) == ["JS", "QS", "KS"]

    def test_no_wrap_around(self):
        # K A W: aces low cannot make it; high-or-low reads it as Q-K-A, never K-A-2
        assert solve("KS AS 3D", 1).deadwood == 10 + 1 + 3
        assert codes(only_meld(solve("KS AS 3D", 1, ACES_BOTH)).stands_for) == ["QS", "KS", "AS"]
        assert solve("KS AS 2S", 4, ACES_BOTH).deadwood == 10 + 15 + 2  # K-A-2 is no run

    def test_wild_rank_cards_as_naturals(self):
        no_wilds_a = STANDARD.with_changes(max_wilds_per_meld=0)  # reading (a): own place is free
        assert solve("8H 9H 10H", 6, no_wilds_a).deadwood == 0
        assert solve("8S 8H 8C", 6, no_wilds_a).deadwood == 0
        no_wilds_b = no_wilds_a.with_changes(cap_counts_natural_wilds=True)
        assert solve("8H 9H 10H", 6, no_wilds_b).deadwood == 8 + 9 + 10

    def test_all_wild_meld_is_also_a_natural_set(self):
        assert solve("4S 4H 4D", 2).deadwood == 0
        assert solve("4S 4H 4D", 2, STANDARD.with_changes(allow_all_wild_meld=False)).deadwood == 0

    def test_two_decks_duplicates_in_a_set(self):
        meld = only_meld(solve("9S 9S 9D", 11))
        assert meld.kind == SET and sorted(codes(meld.cards)) == ["9D", "9S", "9S"]
        assert solve("9S 9S 9D", 11, STANDARD.with_changes(set_duplicates=False)).deadwood == 27

    def test_two_decks_duplicates_never_in_a_run(self):
        assert solve("5H 5H 6H", 11).deadwood == 16  # no wild held: not a run
        result = solve("5H 5H 6H 3C", 1)
        assert result.deadwood == 5
        assert codes(result.leftover) == ["5H"]

    def test_a_card_is_in_one_meld_only(self):
        assert solve("8S 9S 10S 10H 10D 2C", 4).deadwood == 19  # T2: 10S is not shared

    def test_going_out_needs_a_discard(self):
        assert not can_go_out(cards("5S 6S 7S"), Rank.THREE, STANDARD)  # no card left to discard
        assert can_go_out(cards("5S 6S 7S KD"), Rank.THREE, STANDARD)
        assert going_out_discards(cards("5S 6S 9D 7S"), Rank.THREE, STANDARD) == [Card.parse("9D")]
        assert set(going_out_discards(cards("5S 6S 7S 8S"), Rank.THREE, STANDARD)) == set(
            cards("5S 8S"))

    def test_aces_both_unmatched_ace_costs_fifteen(self):
        assert solve("AS 7D 9C", 1, ACES_BOTH).deadwood == 15 + 7 + 9
        assert solve("AS 7D 9C", 1).deadwood == 1 + 7 + 9

    def test_aces_both_one_ace_high_or_low_not_both(self):
        # Q K A and A 2 both want the one ace: it goes where it saves most (Q-K-A, the 2 is left)
        result = solve("AS 2S QS KS", 4, ACES_BOTH)
        assert result.deadwood == 2
        assert codes(only_meld(result).stands_for) == ["QS", "KS", "AS"]
        # with a second ace of spades (two decks) both runs are possible with one wild
        assert solve("AS AS 2S QS KS 6D", 4, ACES_BOTH).deadwood == 0

    @pytest.mark.parametrize("round_number,wild", [(9, "JH"), (10, "QH"), (11, "KH")])
    def test_late_round_wilds_are_face_cards(self, round_number, wild):
        result = solve(f"{wild} 2C 5D", round_number)
        assert result.deadwood == 10 + 2 + 5
        assert Card.parse(wild) in result.leftover


class TestDiscards:
    def test_best_discard_leaves_the_minimum(self):
        hand = cards("8S 9S 10S 10H 10D 2C 5H")
        card, kept = best_discard(hand, Rank.SIX, STANDARD)
        rest = list(hand)
        rest.remove(card)
        assert kept.deadwood == deadwood(rest, Rank.SIX, STANDARD)
        for other in hand:
            others = list(hand)
            others.remove(other)
            assert kept.deadwood <= deadwood(others, Rank.SIX, STANDARD)

    def test_melds_returned_are_valid(self):
        result = solve("8S 8H 8C KD 2C 9H JS 5D", 6)
        for meld in result.melds:
            assert meld_is_valid(meld.cards, Rank.EIGHT, STANDARD)
