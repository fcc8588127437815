"""The shared syntax of hand records, in the spirit of PGN and PBN.

A record is tag pairs, one per line, then move text::

    [Game "pitch31"]
    [Dealer "W"]
    ; a line comment
    S:AS W:8S N:5S E:4S {S takes the ace}
    S:KS W:2S ...

* A tag pair is ``[Name "value"]``; inside the value ``\\"`` is a quote and ``\\\\`` a backslash.
  Each tag is given at most once (names are case-insensitive).
* Move text is whitespace-separated tokens. Move numbers such as ``1.`` or ``12.`` are allowed for
  the reader's sake and ignored.
* ``{...}`` is a comment attached to the move before it (or to the record, before any move);
  ``;`` starts a comment that runs to the end of the line.

What a token means is up to each game's record module; this module only reads and writes the
syntax, and names the line of every problem.

Records arrive from files, pasted text and share links anyone can write, so the work is bounded
before it starts: a record is at most ``MAX_RECORD_CHARS`` characters and ``MAX_MOVES`` moves,
the scanner reads each character once, and every number goes through ``parse_int``, which takes
ASCII digits only and checks the range before ``int()`` ever sees a long string.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from typing import Any, Callable

from .errors import NotationError, PitchError, excerpt

MAX_RECORD_CHARS = 50_000  # records arrive from URLs and pasted text: bound the work
# The longest Pitch hand is well under a hundred moves; a Three Thirteen round of 300 turns is
# far beyond any table's (a round between random players has a median of about 160 moves). The
# hand viewer, which replays a record twice and keeps a snapshot per move, opens a record of
# this many moves in under 50 ms (bench/hostile_records.py).
MAX_MOVES = 600

_TAG = re.compile(r'\[\s*([A-Za-z][A-Za-z0-9_]{0,31})\s+"((?:[^"\\]|\\.)*)"\s*\]')
_MOVE = re.compile(r"[^\s{};\[]+")
_SPACE = re.compile(r"\s*")
_MOVE_NUMBER = re.compile(r"[0-9]+\.+")
_INTEGER = re.compile(r"[+-]?[0-9]+")  # [0-9], not \d: int() would take "٣" and choke on "²"
_MAX_DIGITS = 9  # every number a record may hold fits; longer strings never reach int()


@dataclass(frozen=True)
class Tag:
    name: str
    value: str
    line: int


@dataclass(frozen=True)
class MoveToken:
    text: str
    line: int
    comment: str = ""


@dataclass
class RecordText:
    tags: list[Tag] = field(default_factory=list)
    moves: list[MoveToken] = field(default_factory=list)
    comment: str = ""  # a comment before the first move

    def tag(self, name: str) -> Tag | None:
        wanted = name.lower()
        return next((t for t in self.tags if t.name.lower() == wanted), None)


_UNPRINTED = {"Cc", "Cf", "Zl", "Zp", "Cs", "Co", "Cn"}


def visible(text: str, keep: str = "\n") -> str:
    """``text`` with control and formatting characters (escape sequences, a right-to-left
    override, zero-width characters) shown escaped as ``\\u202e``, so a comment cannot turn the
    text around it backwards; the characters in ``keep`` (line breaks) stay as they are."""
    return "".join(f"\\u{ord(ch):04x}" if ch not in keep and unicodedata.category(ch) in _UNPRINTED else ch
                   for ch in text)


def quoted_reason(error: PitchError) -> PitchError:
    """``error`` with every long text it quotes cut to an excerpt, for embedding as another
    message's reason (the card reader, for one, repeats the whole bad token). It stays an error,
    not a sentence, so the outer message renders it in the reader's language."""
    params = {key: excerpt(value) if isinstance(value, str) else value for key, value in error.params.items()}
    return type(error)(error.code, **params)


def parse_int(text: str, low: int, high: int) -> int:
    """A whole number from ``low`` to ``high``, written in ASCII digits with an optional sign."""
    token = text.strip()
    if _INTEGER.fullmatch(token) is None or len(token.lstrip("+-")) > _MAX_DIGITS:
        raise NotationError("notation.number-range", token=excerpt(text), low=low, high=high)
    value = int(token)
    if not low <= value <= high:
        raise NotationError("notation.number-range", token=excerpt(text), low=low, high=high)
    return value


# A byte-order mark some editors put before a file's first line: not part of the record.
BYTE_ORDER_MARK = "\ufeff"


def parse_record_text(text: str) -> RecordText:
    text = text.removeprefix(BYTE_ORDER_MARK)
    if len(text) > MAX_RECORD_CHARS:
        raise NotationError("record.too-large", size=len(text), limit=MAX_RECORD_CHARS)
    reader = _Reader()
    for line_no, line in enumerate(text.splitlines(), start=1):
        reader.read_line(line, line_no)
    return reader.finish()


class _Reader:
    """Reads a record line by line; positions move forward only, so the work is linear."""

    def __init__(self) -> None:
        self.record = RecordText()
        self.seen: dict[str, int] = {}  # tag name (lower case) -> its line
        self.comment: list[str] | None = None  # the parts of an open {comment}
        self.comment_line = 0

    def read_line(self, line: str, line_no: int) -> None:
        pos, end = 0, len(line)
        while pos < end:
            if self.comment is not None:
                close = line.find("}", pos)
                if close < 0:
                    self.comment.append(line[pos:])
                    return
                self.comment.append(line[pos:close])
                _attach_comment(self.record, " ".join(p.strip() for p in self.comment if p.strip()))
                self.comment, pos = None, close + 1
                continue
            blanks = _SPACE.match(line, pos)  # \s* always matches
            pos = blanks.end() if blanks else pos
            if pos >= end or line[pos] == ";":
                return
            if line[pos] == "{":
                self.comment, self.comment_line, pos = [], line_no, pos + 1
            elif line[pos] == "[":
                pos = self._tag(line, pos, line_no)
            else:
                pos = self._move(line, pos, line_no)

    def _tag(self, line: str, pos: int, line_no: int) -> int:
        match = _TAG.match(line, pos)
        if match is None:
            raise NotationError("record.syntax", line=line_no, text=excerpt(line[pos:].strip()))
        if self.record.moves:
            raise NotationError("record.syntax", line=line_no, text=excerpt(match.group(0)))
        name = match.group(1)
        if name.lower() in self.seen:  # which of two [Game] tags would count? Neither: refuse.
            raise NotationError("record.repeated-tag", line=line_no, tag=name,
                                first=self.seen[name.lower()])
        self.seen[name.lower()] = line_no
        value = re.sub(r"\\(.)", r"\1", match.group(2))
        self.record.tags.append(Tag(name, value, line_no))
        return match.end()

    def _move(self, line: str, pos: int, line_no: int) -> int:
        token = _MOVE.match(line, pos)
        if token is None:  # a stray "}" or ";"-less junk the move pattern cannot take
            raise NotationError("record.syntax", line=line_no, text=excerpt(line[pos:].strip()))
        word = token.group(0)
        if not _MOVE_NUMBER.fullmatch(word):
            if len(self.record.moves) >= MAX_MOVES:
                raise NotationError("record.too-many-moves", line=line_no, limit=MAX_MOVES)
            self.record.moves.append(MoveToken(word, line_no))
        return token.end()

    def finish(self) -> RecordText:
        if self.comment is not None:
            raise NotationError("record.syntax", line=self.comment_line, text="{ …")
        return self.record


def read_tag(tags: dict[str, Tag], name: str, parse: Callable[[str], Any], required: bool = True) -> Any:
    """The parsed value of tag ``name`` (lower case) from ``{name: Tag}``; a missing required tag
    or a value ``parse`` rejects is a ``NotationError`` naming the tag and its line."""
    tag = tags.get(name)
    if tag is None:
        if required:
            raise NotationError("record.missing-tag", tag=name.capitalize())
        return None
    try:
        return parse(tag.value)
    except NotationError as error:
        raise NotationError("record.bad-value", line=tag.line, tag=tag.name, value=excerpt(tag.value),
                            reason=quoted_reason(error)) from None


def _attach_comment(record: RecordText, comment: str) -> None:
    if not record.moves:
        record.comment = f"{record.comment} {comment}".strip()
        return
    last = record.moves[-1]
    joined = f"{last.comment} {comment}".strip()
    record.moves[-1] = MoveToken(last.text, last.line, joined)


def _quote(value: str) -> str:
    return value.replace("\\", "\\\\").replace('"', '\\"')


def _comment(text: str) -> str:
    return "{" + text.replace("{", "(").replace("}", ")") + "}"


def format_record_text(tags: list[tuple[str, str]], moves: list[MoveToken], comment: str = "",
                       moves_per_line: int = 4) -> str:
    """Write tags and moves back; ``parse_record_text`` reads the result to the same values."""
    lines = [f'[{name} "{_quote(value)}"]' for name, value in tags]
    if comment:
        lines.append(_comment(comment))
    current: list[str] = []
    for move in moves:
        current.append(move.text + (" " + _comment(move.comment) if move.comment else ""))
        if len(current) == moves_per_line or move.comment:
            lines.append(" ".join(current))
            current = []
    if current:
        lines.append(" ".join(current))
    return "\n".join(lines) + "\n"
