"""The one directive syntax of the pages: ``[[name arguments]]``.

Block directives stand alone on their line (indentation is kept, so they work inside admonitions
and tabs) and become Markdown::

    [[table trump-order PRESET SUIT]]     [[table point-cards PRESET]]   [[table bid-ladder PRESET]]
    [[table preset-comparison]]           [[table point-schemes]]        [[table glossary]]
    [[table notation-key]]
    [[translation-status]]
    [[worksheet GAME]]                    (a printable worksheet, sitegen/worksheet.py)
    [[score-pad GAME]]                    (a blank score pad to print, sitegen/score_pad.py)
    [[house-rules]]                       (every point a table chooses, sitegen/house_rules.py)

Inline directives may sit anywhere in a line: ``[[card JD]]``, ``[[cards AH KH QH]]``, and
``[[fan JH HJ AH]]`` (a fanned hand of whole card faces, for show).

Anything else in double square brackets outside code is an error that names the page and line,
so a typo never reaches the reader as literal brackets.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Callable

from pitch_core.cards import Card
from pitch_core.errors import PitchError

from . import tables
from .cards import card_html, cards_html, fan_html, site_root
from .glossary import glossary
from .markdown_table import Table


class DirectiveError(Exception):
    def __init__(self, line: int, message: str) -> None:
        super().__init__(f"line {line}: {message}")
        self.line = line
        self.message = message


@dataclass(frozen=True)
class TableKind:
    render: Callable[..., Table]
    parameters: tuple[str, ...]


TABLES: dict[str, TableKind] = {
    "trump-order": TableKind(tables.trump_order, ("PRESET", "SUIT")),
    "point-cards": TableKind(tables.point_cards, ("PRESET",)),
    "bid-ladder": TableKind(tables.bid_ladder, ("PRESET",)),
    "preset-comparison": TableKind(tables.preset_comparison, ()),
    "point-schemes": TableKind(tables.point_schemes, ()),
    "glossary": TableKind(glossary, ()),
    "notation-key": TableKind(tables.notation_key, ()),
}


def _table(lang: str, arguments: list[str], indent: str) -> str:
    if not arguments or arguments[0] not in TABLES:
        known = ", ".join(TABLES)
        raise ValueError(f"[[table ...]] needs one of: {known}")
    kind = TABLES[arguments[0]]
    values = arguments[1:]
    if len(values) != len(kind.parameters):
        usage = " ".join(["table", arguments[0], *kind.parameters])
        raise ValueError(f"write [[{usage}]]")
    return kind.render(lang, *values).markdown(indent)


def _translation_status(lang: str, arguments: list[str], indent: str) -> str:
    if arguments:
        raise ValueError("[[translation-status]] takes no arguments")
    from .status_page import status_markdown  # reads the docs tree: only on the page that asks

    return status_markdown(lang, indent)


def _card(lang: str, arguments: list[str]) -> str:
    if len(arguments) != 1:
        raise ValueError("[[card X]] takes exactly one card; use [[cards ...]] for several")
    return card_html(Card.parse(arguments[0]), lang)


def _cards(lang: str, arguments: list[str]) -> str:
    if not arguments:
        raise ValueError("[[cards ...]] needs at least one card")
    return cards_html(" ".join(arguments), lang)


def _fan(lang: str, arguments: list[str]) -> str:
    if not 2 <= len(arguments) <= 7:
        raise ValueError("[[fan ...]] shows two to seven cards")
    return fan_html(" ".join(arguments), lang)


def _worksheet(lang: str, arguments: list[str], indent: str) -> str:
    from .worksheet import worksheet  # runs the drill generator: only on the pages that ask

    return worksheet(lang, arguments, indent)


def _score_pad(lang: str, arguments: list[str], indent: str) -> str:
    from .score_pad import score_pad

    return score_pad(lang, arguments, indent)


def _house_rules(lang: str, arguments: list[str], indent: str) -> str:
    from .house_rules import house_rules_reference

    return house_rules_reference(lang, arguments, indent)


BLOCK = {"table": _table, "translation-status": _translation_status, "worksheet": _worksheet,
         "score-pad": _score_pad, "house-rules": _house_rules}
INLINE = {"card": _card, "cards": _cards, "fan": _fan}

_ALONE = re.compile(r"^(?P<indent>[ \t]*)\[\[(?P<body>[^\[\]]*)\]\][ \t]*$")
_INLINE = re.compile(r"\[\[(?P<body>[^\[\]]*)\]\]")
_FENCE = re.compile(r"^[ \t]*(?P<mark>`{3,}|~{3,})")
_CODE_SPAN = re.compile(r"(`+).+?\1")


def _call(handler: Callable[..., str], line: int, body: str, lang: str, *extra: str) -> str:
    """Run ``handler(lang, arguments, *extra)``; a bad argument becomes a ``DirectiveError``."""
    _name, *arguments = body.split()
    try:
        return handler(lang, arguments, *extra)
    except (ValueError, PitchError) as error:
        raise DirectiveError(line, f"[[{body}]]: {error}") from None


def _expand_inline(text: str, lang: str, line: int) -> str:
    def replace(match: re.Match[str]) -> str:
        body = match.group("body").strip()
        name = body.split()[0] if body else ""
        if name in BLOCK:
            raise DirectiveError(line, f"[[{body}]] must stand alone on its own line")
        if name not in INLINE:
            raise DirectiveError(line, f"unknown directive [[{body}]]; known: "
                                       + ", ".join([*BLOCK, *INLINE]))
        return _call(INLINE[name], line, body, lang)

    expanded = _INLINE.sub(replace, text)
    if "[[" in expanded or "]]" in expanded:
        raise DirectiveError(line, f"malformed directive in: {text.strip()}")
    return expanded


def _expand_line(text: str, lang: str, line: int) -> str:
    # Code spans are left as written, so a page can show the syntax itself.
    pieces, last = [], 0
    for span in _CODE_SPAN.finditer(text):
        pieces.append(_expand_inline(text[last:span.start()], lang, line))
        pieces.append(span.group(0))
        last = span.end()
    pieces.append(_expand_inline(text[last:], lang, line))
    return "".join(pieces)


def expand(markdown: str, lang: str, root: str = "") -> str:
    """Replace every directive in a page's Markdown; raise ``DirectiveError`` on a bad one.
    ``root`` leads from the page up to the site's root (``"../../"``), for the card sprite."""
    with site_root(root):
        return _expand(markdown, lang)


def _expand(markdown: str, lang: str) -> str:
    out: list[str] = []
    fence: str | None = None
    for number, text in enumerate(markdown.split("\n"), start=1):
        opening = _FENCE.match(text)
        if fence:
            if opening and opening.group("mark").startswith(fence):
                fence = None
            out.append(text)
            continue
        if opening:
            fence = opening.group("mark")[0] * 3
            out.append(text)
            continue
        alone = _ALONE.match(text)
        name = alone.group("body").split()[0] if alone and alone.group("body").strip() else ""
        if alone and name in BLOCK:
            body, indent = alone.group("body").strip(), alone.group("indent")
            rendered = _call(BLOCK[name], number, body, lang, indent)
            # Blank lines around, so the table is a block of its own even inside a paragraph.
            out.append(f"\n{rendered}\n")
            continue
        out.append(_expand_line(text, lang, number) if "[[" in text or "]]" in text else text)
    return "\n".join(out)
