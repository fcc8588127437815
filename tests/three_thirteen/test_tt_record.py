"""Three Thirteen round records: the files in tests/records/three-thirteen replay to the worked examples'
values, write back exactly, and every problem names its line and rule."""

from __future__ import annotations

import random
from collections import Counter
from pathlib import Path

import pytest

from pitch_core.cards import parse_cards
from pitch_core.errors import NotationError
from pitch_core.record_syntax import MAX_MOVES, MAX_RECORD_CHARS
from pitch_core.three_thirteen.record import (FILE_SUFFIX, read_record, record_from_state,
                                              replay_text, write_record)
from pitch_core.three_thirteen.ruleset import get_ruleset
from pitch_core.three_thirteen.simulate import play_game, random_policy
from pitch_core.three_thirteen.state import GameState

from .reference import brute_force_deadwood

RECORDS = Path(__file__).resolve().parent.parent / "records" / "three-thirteen"
FILES = sorted(RECORDS.glob("*" + FILE_SUFFIX))


def text_of(name: str) -> str:
    return (RECORDS / name).read_text(encoding="utf-8")


def test_there_are_records():
    assert len(FILES) >= 5


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_records_replay_and_round_trip(path: Path):
    text = path.read_text(encoding="utf-8")
    record, state = replay_text(text)  # checks the Out and Result tags where present
    assert state.results, "the round is complete"
    again = write_record(record)
    assert write_record(read_record(again)) == again
    assert replay_text(again)[1].results[0].scores == state.results[0].scores


@pytest.mark.parametrize("name,scores", [
    ("t2-round4-set-or-run.313", (19, 0)),  # worked example T2
    ("t1-aces-both-go-out.313", (0, 2 + 5 + 9)),  # worked example T1, aces high or low
    ("t3-round6-wilds.313", (26, 0)),  # worked example T3
    ("t3-round6-one-wild-a.313", (35, 0)),  # worked example T3, one wild per meld, reading (a)
    ("t3-round6-one-wild-b.313", (60, 0)),  # worked example T3, reading (b)
])
def test_spec_values(name: str, scores: tuple[int, int]):
    _record, state = replay_text(text_of(name))
    assert state.results[0].scores == scores


def test_t1_with_aces_low_cannot_go_out():
    text = text_of("t1-aces-both-go-out.313").replace(
        '[Game "three-thirteen-aces-both"]', '[Game "three-thirteen"]')
    with pytest.raises(NotationError) as info:
        replay_text(text)
    assert info.value.code == "record.illegal-move"
    assert info.value.params["rule"] == "tt.go-out.all-melded"
    assert info.value.params["move"] == "1:out=7C"
    assert "14 points" in str(info.value.params["reason"])  # worked example T1: A 1 + K 10 + 3


def test_the_generated_record_reshuffles_and_scores_by_the_brute_force():
    record, state = replay_text(text_of("random-round3-reshuffle.313"))
    assert sum(1 for a in state.history if a.kind == "reshuffle") == 1
    result = state.results[0]
    for seat_score in result.seats:
        layout = seat_score.arrangement
        hand = [c for m in layout.melds for c in m.cards] + list(layout.leftover)
        assert seat_score.points == (0 if seat_score.went_out else
                                     brute_force_deadwood(hand, result.wild_rank, record.ruleset))


def test_records_of_every_round_of_a_game_replay():
    rules = get_ruleset("three-thirteen").with_changes(max_wilds_per_meld=2, jokers_per_deck=1)
    state, _ = play_game(rules, 3, random.Random(11), random_policy)
    for round_number in range(1, 12):
        record = record_from_state(state, round_number, comments={0: "first move"})
        text = write_record(record)
        assert "[Settings" in text and "{first move}" in text
        again, replayed = replay_text(text)
        assert replayed.results[0] == state.results[round_number - 1]
        assert write_record(again) == text


def test_a_record_of_an_unfinished_round():
    rules = get_ruleset("three-thirteen")
    state, _ = play_game(rules, 2, random.Random(3), random_policy)
    record = record_from_state(state, 5)
    record.moves = record.moves[:4]  # two whole turns
    record.out = record.result = None
    _again, replayed = replay_text(write_record(record))
    assert not replayed.results and replayed.phase == "draw"
    record.result = (0, 0)
    with pytest.raises(NotationError) as info:
        replay_text(write_record(record))
    assert info.value.code == "tt.record.unfinished"


@pytest.mark.parametrize("change,code", [
    (('[Result "1 19, 2 0"]', '[Result "1 18, 2 0"]'), "tt.record.result-mismatch"),
    (('[Out "2"]', '[Out "1"]'), "tt.record.result-mismatch"),
    (('[Round "4"]', '[Round "12"]'), "record.bad-value"),
    (('[Players "2"]', '[Players "2"]\n[Colour "blue"]'), "record.unknown-tag"),
    (('[Upcard "QD"]\n', ''), "record.missing-tag"),
    (('[Dealer "1"]', '[Dealer "3"]'), "record.bad-value"),
    (('[Game "three-thirteen"]', '[Game "three-thirteen"]\n[Settings "aces=sideways"]'),
     "record.bad-value"),
    (('1:discard=4H', '1:discard=4H 2:draw=stock'), "tt.record.after-round"),
])
def test_problems_are_named(change: tuple[str, str], code: str):
    text = text_of("t2-round4-set-or-run.313")
    assert change[0] in text
    with pytest.raises(NotationError) as info:
        replay_text(text.replace(*change, 1))
    assert info.value.code == code


def test_an_illegal_move_names_its_line_and_rule():
    text = text_of("t2-round4-set-or-run.313").replace("2:out=4H", "2:out=9C")
    line = next(i for i, row in enumerate(text.splitlines(), 1) if "2:out=9C" in row)
    with pytest.raises(NotationError) as info:
        replay_text(text)
    assert info.value.params["line"] == line
    assert info.value.params["rule"] == "tt.go-out.all-melded"


def test_a_deal_that_is_not_the_pack():
    text = text_of("t2-round4-set-or-run.313").replace('[Upcard "QD"]', '[Upcard "8S"]')
    with pytest.raises(NotationError) as info:
        replay_text(text)
    assert info.value.params["rule"] == "tt.deal.pack"


def test_settings_round_trip():
    record = read_record(text_of("t3-round6-one-wild-b.313"))
    assert record.ruleset.max_wilds_per_meld == 1 and record.ruleset.cap_counts_natural_wilds
    text = write_record(record)
    assert '[Settings "max_wilds_per_meld=1, cap_counts_natural_wilds=true"]' in text
    assert Counter(read_record(text).hands[0]) == Counter(parse_cards("8S 8H 8C KD 2C 9H JS 5D"))


def first_round(moves_before_out: int, seed: int):
    """Round 1 of a two-handed game played at random, where nobody goes out before
    ``moves_before_out`` moves (the stock is reshuffled again and again meanwhile)."""
    state = GameState.new(get_ruleset("three-thirteen"), players=2, dealer=0)
    rng = random.Random(seed)
    moves = 0
    while not state.results:
        if state.is_chance:
            state.chance_random(rng)  # (deals, or reshuffles an empty stock)
            continue
        actions = state.legal_actions()
        outs = [a for a in actions if a.kind == "out"]
        state.apply(outs[0] if outs and moves >= moves_before_out else rng.choice([a for a in actions if a.kind != "out"]))
        moves += 1
    return state


@pytest.mark.parametrize("moves_before_out", [0, 100, MAX_MOVES - 20, MAX_MOVES + 1, 5_000])
def test_every_round_record_the_engine_writes_its_reader_reads_back(moves_before_out: int):
    state = first_round(moves_before_out, seed=moves_before_out)
    record = record_from_state(state, 1)
    try:
        text = write_record(record)
    except NotationError as error:  # longer than the reader takes: refused when written, with its limit
        assert error.code in ("record.too-long-to-write", "record.too-large"), error.code
        assert len(record.moves) > MAX_MOVES or error.params["size"] > MAX_RECORD_CHARS
        assert moves_before_out >= MAX_MOVES - 20
        return
    assert replay_text(text)[1].results[0] == state.results[0]
    assert moves_before_out < MAX_MOVES
