"""Fuzzing the record readers of both games, and share links: whatever the bytes, the answer is a
replay or one of the documented errors (NotationError, IllegalAction), never another exception.

The work per input is bounded by construction, not timed here: a record is refused past
MAX_RECORD_CHARS characters or MAX_MOVES moves, and every number is range-checked before it is
converted (``bench/hostile_records.py`` measures the worst times)."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings, strategies as st

from pitch_core import webapi
from pitch_core.cli import decode_record_bytes
from pitch_core.messages import all_codes
from pitch_core.webtools.records import RecordedHand
from pitch_core.webtools.share import MAX_RECORD_BYTES

from .samples import DOCUMENTED, VALID_RECORDS, byte_mutations, share_fragment

FUZZ = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
KNOWN_CODES = set(all_codes())
SOURCES = st.sampled_from(sorted(VALID_RECORDS))
# Characters that reach the number and seat readers: ASCII and other digits, signs, separators.
NUMBERISH = st.sampled_from(list("0123456789²³٣߃+-., :=\"[]\n") + ["9" * 4301, "moon", "Players", "Bid"])


def opens_or_fails_cleanly(data: bytes) -> None:
    try:
        RecordedHand(decode_record_bytes(data, "fuzz"))
    except DOCUMENTED as error:
        assert error.code in KNOWN_CODES, error.code
        assert error.message("en") and error.message("cs")


@FUZZ
@given(SOURCES, st.integers(0, 2**32), st.integers(1, 8))
def test_byte_damaged_records_of_both_games(name, seed, damage):
    data = byte_mutations(VALID_RECORDS[name].encode("utf-8"), random.Random(seed), damage)
    opens_or_fails_cleanly(data)


@st.composite
def number_damaged(draw) -> str:
    text = VALID_RECORDS[draw(SOURCES)]
    for _ in range(draw(st.integers(1, 4))):
        where = draw(st.integers(0, len(text)))
        cut = draw(st.integers(0, 3))
        text = text[:where] + draw(NUMBERISH) + text[where + cut:]
    return text


@FUZZ
@given(number_damaged())
def test_numbers_and_seats_of_any_size_and_script(text):
    opens_or_fails_cleanly(text.encode("utf-8"))


@FUZZ
@given(number_damaged(), st.one_of(st.none(), st.text(max_size=10), st.integers(-10**9, 10**9).map(str)))
def test_share_links_with_any_record_and_move_count(text, move_count):
    data = text.encode("utf-8")
    if len(data) > MAX_RECORD_BYTES:
        return
    fragment = share_fragment(text) + ("" if move_count is None else "&m=" + move_count)
    try:
        opened = webapi.open_shared(fragment)
    except DOCUMENTED as error:
        assert error.code in KNOWN_CODES, error.code
        return
    assert 0 <= opened["at"] <= opened["hands"][0]["total"]
    if "note" in opened:
        assert opened["note"]["code"] in KNOWN_CODES
    webapi.drop(opened["session"])


def test_a_good_record_with_a_bad_move_count_opens_at_its_end_with_a_note():
    fragment = share_fragment(VALID_RECORDS["pitch deal"])
    for move_count in ("-1", "1.5", "NaN", "1234567", "٣"):
        opened = webapi.open_shared(f"{fragment}&m={move_count}")
        assert opened["at"] == opened["hands"][0]["total"]
        assert opened["note"]["code"] == "share.move-count-ignored"
        assert opened["note"]["params"]["value"] == move_count
        webapi.drop(opened["session"])
    assert "note" not in webapi.open_shared(f"{fragment}&m=3")
