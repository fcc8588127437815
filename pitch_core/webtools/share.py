"""Share links: a hand record and a position, carried in the fragment of a hand-viewer URL.

Format (written only by the page's ``web/tools/share-link.js``, so the tutorial shares a
position without waiting for the engine; this module only reads it, and
``tests/tools/test_share_link.py`` holds the two to one format)::

    tools/hand-viewer/#r=<record>&m=<moves>

* ``r``: the record's UTF-8 bytes in base64url (RFC 4648 section 5: ``A-Z a-z 0-9 - _``),
  padding optional. At most ``MAX_RECORD_BYTES`` once decoded.
* ``m``: optional, how many of the record's moves to show (``0`` is the deal). Absent, the
  viewer opens at the end; a number beyond the end opens at the end too. A value that is no
  move count (``-1``, ``1.5``, ``NaN``, seven digits) does not spoil a good record: the link
  opens at the end, with the note ``share.move-count-ignored`` (a code and its params, for the
  page to say in the reader's language).

Fields may come in any order; unknown fields are ignored, so a later version can add some. A
fragment is untrusted input (anyone can write one), so it is checked before any work is done:
its length first, then each character of the encoding, then the UTF-8, and only then is the
record given to the record reader. Every failure is a ``NotationError``: ``share.too-large``,
``share.corrupt`` (of the ``r`` part), or the record reader's own error naming the line.

Why base64url and not percent-encoding: it is one opaque token that survives being pasted into
chat programs and e-mail (no ``%`` or spaces to mangle), and it is only a third longer.
"""

from __future__ import annotations

import base64
import binascii
import re
from dataclasses import dataclass
from typing import Any
from urllib.parse import unquote

from ..errors import NotationError

MAX_RECORD_BYTES = 8 * 1024
# Base64 turns 3 bytes into 4 characters; allow the field names and a few separators on top.
MAX_FRAGMENT_CHARS = (MAX_RECORD_BYTES + 2) // 3 * 4 + 64
_BASE64URL = re.compile(r"[A-Za-z0-9_-]*={0,2}")
_MOVE_COUNT = re.compile(r"[0-9]{1,6}")
MOVE_COUNT_IGNORED = "share.move-count-ignored"
_ECHO = 12  # characters of a bad move count repeated in the note


@dataclass(frozen=True)
class SharedPosition:
    record: str
    at: int | None  # None: the end of the record
    note: dict[str, Any] | None = None  # {"code", "params"}: something the page should mention


def decode_fragment(fragment: str) -> SharedPosition:
    """Read a fragment (with or without its ``#``); raise ``share.*`` codes on any problem."""
    if not isinstance(fragment, str):
        raise NotationError("share.corrupt", part="#")
    if len(fragment) > MAX_FRAGMENT_CHARS:
        raise NotationError("share.too-large", size=len(fragment) * 3 // 4, limit=MAX_RECORD_BYTES)
    fields = _fields(fragment.strip().removeprefix("#"))
    if "r" not in fields:
        raise NotationError("share.corrupt", part="r")
    record = _decode_record(fields["r"])
    at, note = _decode_move_count(fields.get("m"))
    return SharedPosition(record, at, note)


def _fields(text: str) -> dict[str, str]:
    fields: dict[str, str] = {}
    for pair in text.split("&"):
        name, _, value = pair.partition("=")
        fields.setdefault(name, value)  # the first of repeated fields wins, like URLSearchParams.get
    return fields


def _decode_record(token: str) -> str:
    if not _BASE64URL.fullmatch(token):
        raise NotationError("share.corrupt", part="r")
    bare = token.rstrip("=")
    if (len(bare) + 3) // 4 * 3 > MAX_RECORD_BYTES + 2:
        raise NotationError("share.too-large", size=len(bare) * 3 // 4, limit=MAX_RECORD_BYTES)
    try:
        # validate=True: the standard decoder would otherwise skip stray characters silently.
        data = base64.b64decode(bare + "=" * (-len(bare) % 4), altchars=b"-_", validate=True)
    except (binascii.Error, ValueError):
        raise NotationError("share.corrupt", part="r") from None
    if len(data) > MAX_RECORD_BYTES:
        raise NotationError("share.too-large", size=len(data), limit=MAX_RECORD_BYTES)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise NotationError("share.corrupt", part="r") from None
    if not text.strip():
        raise NotationError("share.corrupt", part="r")
    return text


def _decode_move_count(value: str | None) -> tuple[int | None, dict[str, Any] | None]:
    """The position to open at, and a note when ``m`` cannot be read (the end is shown then)."""
    if value is None or value == "":
        return None, None
    if not _MOVE_COUNT.fullmatch(value):
        typed = unquote(value)  # as the reader typed it: the browser percent-encodes "<", spaces...
        shown = typed if len(typed) <= _ECHO else typed[:_ECHO] + "…"
        return None, {"code": MOVE_COUNT_IGNORED, "params": {"value": shown}}
    return int(value), None
