"""Hostile records are refused before any work is done, with the documented error naming the line.

Each case is a valid record with one thing changed; the expected code says what the reader found.
The work is bounded by construction (every number is range-checked before ``int()``, Players is
at most 6, a record at most MAX_RECORD_CHARS characters and MAX_MOVES moves), so no case here
can run long; ``bench/hostile_records.py`` measures the times.
"""

from __future__ import annotations

import pytest

from pitch_core.errors import NotationError
from pitch_core.pitch.record import replay_text as replay_pitch
from pitch_core.record_syntax import MAX_MOVES, MAX_RECORD_CHARS, parse_int, parse_record_text
from pitch_core.three_thirteen.record import replay_text as replay_thirteen

from .samples import PITCH_DEAL, PITCH_POSITION, THIRTEEN

HUGE = "9" * 4301  # one digit beyond CPython's int-from-string limit


def short(value: object) -> str | None:
    """Test IDs that stay readable when a case holds thousands of characters."""
    return value[-24:].replace("\n", " ") if isinstance(value, str) else None


def refused(replay, text: str) -> NotationError:
    with pytest.raises(NotationError) as caught:
        replay(text)
    return caught.value


@pytest.mark.parametrize("old, new, code", [
    ('[Players "2"]', '[Players "99999999"]', "record.bad-value"),
    ('[Players "2"]', '[Players "999999999999"]', "record.bad-value"),
    ('[Players "2"]', '[Players "7"]', "record.bad-value"),
    ('[Players "2"]', '[Players "1"]', "record.bad-value"),
    ('[Players "2"]', '[Players "²"]', "record.bad-value"),
    ('[Players "2"]', f'[Players "{HUGE}"]', "record.bad-value"),
    ('[Players "2"]', '[Players "1000000"]\n' + '[Event ""]\n' * 600, "record.repeated-tag"),
    ('[Dealer "1"]', '[Dealer "²"]', "record.bad-value"),
    ('[Dealer "1"]', '[Dealer "٣"]', "record.bad-value"),
    ('[Round "4"]', f'[Round "{HUGE}"]', "record.bad-value"),
    ('[Scores "1 0, 2 0"]', f'[Scores "1 {HUGE}, 2 0"]', "record.bad-value"),
    ('[Scores "1 0, 2 0"]', '[Scores "1 5, 1 5"]', "record.bad-value"),
    ('[Scores "1 0, 2 0"]', '[Scores "1 ², 2 0"]', "record.bad-value"),
    ('[Players "2"]', f'[Players "2"]\n[Settings "ace_penalty={HUGE}"]', "record.bad-value"),
    ('[Players "2"]', '[Players "2"]\n[Settings "ace_penalty=²"]', "record.bad-value"),
    ('[Players "2"]', '[Players "2"]\n[Settings "rounds=99"]', "record.bad-value"),
    ('[Players "2"]', '[Players "2"]\n[Player3 "AS"]', "tt.record.seat-tag"),
    ('[Players "2"]', '[Players "2"]\n[Round "4"]', "record.repeated-tag"),
    ('[Players "2"]', '[Players "2"]\n[Game "three-thirteen"]', "record.repeated-tag"),
], ids=short)
def test_three_thirteen_numbers_and_tags(old, new, code):
    assert old in THIRTEEN
    assert refused(replay_thirteen, THIRTEEN.replace(old, new, 1)).code == code


@pytest.mark.parametrize("move", ["²:draw=stock", "٣:draw=stock", f"{HUGE}:draw=stock"], ids=short)
def test_three_thirteen_seats_in_moves(move):
    assert "2:draw=stock" in THIRTEEN
    error = refused(replay_thirteen, THIRTEEN.replace("2:draw=stock", move, 1))
    assert error.code == "record.illegal-move" and error.params["rule"] == "tt.notation.unknown-seat"
    assert len(error.params["move"]) < 50  # a long token is named, not repeated


@pytest.mark.parametrize("old, new, code", [
    ('[Scores "NS 27, EW 13"]', f'[Scores "NS {HUGE}, EW 13"]', "record.bad-value"),
    ('[Scores "NS 27, EW 13"]', '[Scores "NS 10000, EW 13"]', "record.bad-value"),
    ('[Scores "NS 27, EW 13"]', '[Scores "NS ², EW 13"]', "record.bad-value"),
    ('[Scores "NS 27, EW 13"]', '[Scores "NS 1, NS 2, EW 13"]', "record.bad-value"),
    ('[Bid "10"]', f'[Bid "{HUGE}"]', "record.bad-value"),
    ('[Bid "10"]', '[Bid "²"]', "record.bad-value"),
    ('[Dealer "S"]', '[Dealer "S"]\n[Game "pitch31"]', "record.repeated-tag"),
    ('[Dealer "S"]', '[Dealer "S"]\n[dealer "N"]', "record.repeated-tag"),
    ('[Dealer "S"]', '[Dealer "S"]\n[Widow "2S"]', "record.tag-not-for-start"),
    ('[Dealer "S"]', '[Dealer "S"]\n[Player1 "2S"]', "record.tag-not-for-game"),
], ids=short)
def test_pitch_numbers_and_tags(old, new, code):
    assert old in PITCH_POSITION
    assert refused(replay_pitch, PITCH_POSITION.replace(old, new, 1)).code == code


def test_a_bid_move_of_thousands_of_digits_is_notation_not_a_crash():
    error = refused(replay_pitch, PITCH_DEAL.replace("N:pass", f"N:{HUGE}", 1))
    assert error.code == "record.illegal-move" and error.params["rule"] == "notation.unknown-action"


def test_a_tag_of_a_deal_record_that_belongs_to_a_position_is_refused():
    text = PITCH_DEAL.replace('[Dealer', '[Bid "5"]\n[Dealer', 1)
    assert refused(replay_pitch, text).code == "record.tag-not-for-start"


def test_parse_int_takes_ascii_digits_in_range_only():
    assert parse_int(" -12 ", -99, 99) == -12 and parse_int("+7", 0, 9) == 7
    for bad in ("²", "٣", "1.5", "1e3", "", "-", HUGE, "10", "0x1"):
        with pytest.raises(NotationError) as caught:
            parse_int(bad, -9, 9)
        assert caught.value.code == "notation.number-range"
        assert len(caught.value.params["token"]) <= 41


def test_the_size_and_move_caps_refuse_before_reading_on():
    with pytest.raises(NotationError) as caught:
        parse_record_text("x" * (MAX_RECORD_CHARS + 1))
    assert caught.value.code == "record.too-large"
    with pytest.raises(NotationError) as caught:
        parse_record_text("N:pass " * (MAX_MOVES + 1))
    assert caught.value.code == "record.too-many-moves"
    assert len(parse_record_text("N:pass " * MAX_MOVES).moves) == MAX_MOVES


def test_one_long_line_of_tokens_is_read_in_one_pass():
    """The scanner moves forward through a line; it used to copy the rest of the line per token."""
    text = "1. " * (MAX_RECORD_CHARS // 3 - 1)  # move numbers only: read and dropped
    assert parse_record_text(text).moves == []


def test_an_error_repeats_at_most_a_short_excerpt_of_a_long_token():
    token = "Q" * 7000
    error = refused(replay_pitch, PITCH_POSITION.replace('[Trump "D"]', f'[Trump "{token}"]', 1))
    assert len(error.message()) < 300


@pytest.mark.parametrize("record", [PITCH_DEAL, PITCH_POSITION, THIRTEEN], ids=["pitch-deal", "pitch-position", "three-thirteen"])
def test_a_byte_order_mark_before_a_record_is_read_past_in_the_viewer_as_in_the_cli(record):
    """An editor's byte-order mark opens the same hands in the viewer (pasted, shared) as the CLI."""
    from pitch_core import webapi

    plain = webapi.open_records(record)
    marked = webapi.open_records("\ufeff" + record)
    assert [hand["title"] if "title" in hand else hand for hand in marked["hands"]] == \
           [hand["title"] if "title" in hand else hand for hand in plain["hands"]]
