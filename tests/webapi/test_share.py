"""Share links: the record and the position survive the round trip, and a link is untrusted input:
whatever a fragment holds, opening it answers with a result or a documented engine error."""

from __future__ import annotations

import base64
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from pitch_core import webapi
from pitch_core.errors import NotationError, PitchError
from pitch_core.messages import all_codes
from pitch_core.webtools.share import MAX_FRAGMENT_CHARS, MAX_RECORD_BYTES, decode_fragment

ROOT = Path(__file__).resolve().parents[2]
GUIDED = (ROOT / "tutorial" / "hands" / "guided-pitch31.pitch").read_text(encoding="utf-8")
THIRTEEN = next((ROOT / "tests" / "records" / "three-thirteen").glob("*.313")).read_text(encoding="utf-8")
FUZZ = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode("ascii").rstrip("=")


def encode_fragment(record: str, at: int | None = None) -> str:
    """A link's fragment spelled as the page writes it: web/tools/share-link.js is the only writer
    (these tests run inside Pyodide too, without Node), and tests/tools/test_share_link.py holds
    it to this spelling."""
    return f"r={b64(record.encode('utf-8'))}" + ("" if at is None else f"&m={at}")


@pytest.mark.parametrize("at", [None, 0, 7])
def test_a_record_and_its_position_survive_the_round_trip(at):
    fragment = encode_fragment(GUIDED, at)
    opened = webapi.open_shared("#" + fragment)
    hand = opened["hands"][0]
    assert hand["record"] == GUIDED
    assert opened["at"] == (hand["total"] if at is None else at)


def test_the_fragment_is_url_safe_and_names_its_fields():
    fragment = encode_fragment("[Game \"pitch31\"]\n{ü ♥ <b>}", 3)
    token = fragment.removeprefix("r=").removesuffix("&m=3")
    assert set(token) <= set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
    assert decode_fragment(fragment).record == "[Game \"pitch31\"]\n{ü ♥ <b>}"


def test_fields_come_in_any_order_unknown_ones_are_ignored_and_padding_is_optional():
    token = base64.urlsafe_b64encode(GUIDED.encode()).decode()  # with its padding
    shared = decode_fragment(f"v=2&m=4&r={token}")
    assert (shared.record, shared.at) == (GUIDED, 4)


def test_a_three_thirteen_record_opens_too():
    opened = webapi.open_shared(encode_fragment(THIRTEEN, 2))
    assert opened["hands"][0]["game"] == "three-thirteen" and opened["at"] == 2


def test_a_position_beyond_the_end_opens_at_the_end():
    opened = webapi.open_shared(encode_fragment(GUIDED, 9999))
    assert opened["at"] == opened["hands"][0]["total"]


@pytest.mark.parametrize("typed, quoted", [("%3Cb%3E", "<b>"), ("1%2E5", "1.5"), ("%zz", "%zz"),
                                           ("9" * 40, "9" * 12 + "…")])
def test_a_move_count_that_cannot_be_read_is_quoted_back_as_the_reader_typed_it(typed, quoted):
    """The browser percent-encodes what the reader typed after "#": the note quotes it decoded,
    cut short, as text (the page never inserts it as markup)."""
    shared = decode_fragment(encode_fragment(GUIDED) + "&m=" + typed)
    assert shared.at is None
    assert shared.note == {"code": "share.move-count-ignored", "params": {"value": quoted}}


@pytest.mark.parametrize("fragment, code, part", [
    ("", "share.corrupt", "r"),
    ("#m=3", "share.corrupt", "r"),
    ("r=", "share.corrupt", "r"),
    ("r=abc$", "share.corrupt", "r"),
    ("r=a", "share.corrupt", "r"),                         # a length base64 cannot have
    ("r=" + b64(b"\xff\xfe not utf-8"), "share.corrupt", "r"),
    ("r=" + b64(b"   \n"), "share.corrupt", "r"),
])
def test_a_broken_link_names_the_broken_part(fragment, code, part):
    with pytest.raises(NotationError) as caught:
        webapi.open_shared(fragment)
    assert caught.value.code == code and caught.value.params["part"] == part


def test_size_is_checked_before_decoding_and_after():
    with pytest.raises(NotationError) as caught:
        decode_fragment("r=" + "A" * MAX_FRAGMENT_CHARS)
    assert caught.value.code == "share.too-large"
    with pytest.raises(NotationError) as caught:
        decode_fragment("r=" + b64(b"[" * (MAX_RECORD_BYTES + 1)))
    assert caught.value.code == "share.too-large" and caught.value.params["limit"] == MAX_RECORD_BYTES


def test_a_record_with_an_illegal_move_names_its_line_and_rule():
    broken = GUIDED.replace("W:AH {Lead", "W:KC {Lead")
    with pytest.raises(NotationError) as caught:
        webapi.open_shared(encode_fragment(broken))
    assert caught.value.code == "record.illegal-move"
    assert caught.value.params["rule"] == "play.card-not-held"


def test_markup_in_a_record_comes_back_as_the_same_text():
    """The engine never escapes or interprets text: the page shows it with textContent."""
    hostile = GUIDED.replace("{East, left", "{<img src=x onerror=alert(1)> East, left")
    opened = webapi.open_shared(encode_fragment(hostile))
    assert "<img src=x onerror=alert(1)>" in opened["hands"][0]["moves"][0]["comment"]


# -- fuzzing ---------------------------------------------------------------------------------------

KNOWN_CODES = set(all_codes())


def assert_opens_or_fails_cleanly(fragment: str) -> None:
    try:
        opened = webapi.open_shared(fragment)
    except PitchError as error:
        assert error.code in KNOWN_CODES, error.code
        assert error.message("cs") and error.message("en")
        return
    webapi.drop(opened["session"])


@FUZZ
@given(st.text(max_size=300))
def test_any_fragment_text_opens_or_fails_with_a_documented_error(fragment):
    assert_opens_or_fails_cleanly(fragment)


@FUZZ
@given(st.binary(max_size=600), st.one_of(st.none(), st.text(max_size=8)))
def test_any_bytes_in_a_link_open_or_fail_with_a_documented_error(data, at):
    fragment = "r=" + b64(data) + ("" if at is None else "&m=" + at)
    assert_opens_or_fails_cleanly(fragment)


def mutations(text: str) -> st.SearchStrategy[str]:
    """A real record with a few characters changed, deleted or inserted: the kind of damage a
    link suffers, and deep enough to reach the record reader and the replay."""
    alphabet = st.sampled_from(list(" \n[]{}\";:=+-0123456789ASKQJTHDCNEWLmoonpastrump"))

    @st.composite
    def mutated(draw):
        chars = list(text)
        for _ in range(draw(st.integers(1, 6))):
            where = draw(st.integers(0, len(chars)))
            action = draw(st.sampled_from(["replace", "delete", "insert"]))
            if action == "insert" or where == len(chars):
                chars.insert(where, draw(alphabet))
            elif action == "delete":
                del chars[where]
            else:
                chars[where] = draw(alphabet)
        return "".join(chars)

    return mutated()


@FUZZ
@given(mutations(GUIDED))
def test_a_damaged_pitch_record_opens_or_fails_with_a_documented_error(text):
    assert_opens_or_fails_cleanly(encode_fragment(text) if len(text.encode()) <= MAX_RECORD_BYTES else "r=")


@FUZZ
@given(mutations(THIRTEEN))
def test_a_damaged_three_thirteen_record_opens_or_fails_with_a_documented_error(text):
    assert_opens_or_fails_cleanly(encode_fragment(text) if len(text.encode()) <= MAX_RECORD_BYTES else "r=")
