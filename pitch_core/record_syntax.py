"""The shared syntax of hand records, in the spirit of PGN and PBN.

A record is tag pairs, one per line, then move text::

    [Game "pitch31"]
    [Dealer "W"]
    ; a line comment
    S:AS W:8S N:5S E:4S {S takes the ace}
    S:KS W:2S ...

* A tag pair is ``[Name "value"]``; inside the value ``\\"`` is a quote and ``\\\\`` a backslash.
* Move text is whitespace-separated tokens. Move numbers such as ``1.`` or ``12.`` are allowed for
  the reader's sake and ignored.
* ``{...}`` is a comment attached to the move before it (or to the record, before any move);
  ``;`` starts a comment that runs to the end of the line.

What a token means is up to each game's record module; this module only reads and writes the
syntax, and names the line of every problem.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Callable

from .errors import NotationError

MAX_RECORD_CHARS = 50_000  # records arrive from URLs and pasted text: bound the work

_TAG = re.compile(r'\[\s*([A-Za-z][A-Za-z0-9_]*)\s+"((?:[^"\\]|\\.)*)"\s*\]')
_MOVE_NUMBER = re.compile(r"\d+\.+")


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


def parse_record_text(text: str) -> RecordText:
    if len(text) > MAX_RECORD_CHARS:
        raise NotationError("record.too-large", size=len(text), limit=MAX_RECORD_CHARS)
    record = RecordText()
    in_comment: list[str] | None = None
    comment_line = 0
    for line_no, raw_line in enumerate(text.splitlines(), start=1):
        rest = raw_line
        while rest:
            if in_comment is not None:
                end = rest.find("}")
                if end < 0:
                    in_comment.append(rest)
                    break
                in_comment.append(rest[:end])
                _attach_comment(record, " ".join(part.strip() for part in in_comment if part.strip()))
                in_comment, rest = None, rest[end + 1:]
                continue
            rest = rest.lstrip()
            if not rest or rest.startswith(";"):
                break
            if rest.startswith("{"):
                in_comment, comment_line, rest = [], line_no, rest[1:]
                continue
            if rest.startswith("["):
                rest = _read_tag(record, rest, line_no)
                continue
            rest = _read_move(record, rest, line_no)
    if in_comment is not None:
        raise NotationError("record.syntax", line=comment_line, text="{ …")
    return record


def _read_tag(record: RecordText, rest: str, line_no: int) -> str:
    match = _TAG.match(rest)
    if match is None:
        raise NotationError("record.syntax", line=line_no, text=rest.strip()[:60])
    if record.moves:
        raise NotationError("record.syntax", line=line_no, text=match.group(0))
    value = re.sub(r"\\(.)", r"\1", match.group(2))
    record.tags.append(Tag(match.group(1), value, line_no))
    return rest[match.end():]


def _read_move(record: RecordText, rest: str, line_no: int) -> str:
    token = re.match(r"[^\s{};\[]+", rest)
    if token is None:
        raise NotationError("record.syntax", line=line_no, text=rest.strip()[:60])
    word = token.group(0)
    if not _MOVE_NUMBER.fullmatch(word):
        record.moves.append(MoveToken(word, line_no))
    return rest[token.end():]


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
        raise NotationError("record.bad-value", line=tag.line, tag=tag.name, value=tag.value,
                            reason=error.message()) from None


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
