"""A generated table, written as a Markdown pipe table so that it also works indented inside an
admonition or a tab (a raw HTML block would not). Cells hold inline HTML (cards) or escaped text.

The first header cell carries ``data-table`` and the table's arguments, so tests and scripts can
find a generated table in the built page and read it back.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from html import escape


def text(value: object) -> str:
    """A plain-text cell: HTML-escaped, with the pipe escaped for the table syntax."""
    return escape(str(value)).replace("|", "&#124;")


@dataclass
class Table:
    kind: str                          # "trump-order", "glossary", ...
    headers: list[str]                 # cell HTML
    rows: list[list[str]] = field(default_factory=list)
    arguments: dict[str, str] = field(default_factory=dict)
    numeric: set[int] = field(default_factory=set)  # column indexes aligned right

    def markdown(self, indent: str = "") -> str:
        attributes = "".join(f' data-{key}="{escape(value)}"' for key, value in self.arguments.items())
        first = f'<span data-table="{self.kind}"{attributes}>{self.headers[0]}</span>'
        header = [first, *self.headers[1:]]
        rule = ["---:" if i in self.numeric else "---" for i in range(len(header))]
        lines = [header, rule, *self.rows]
        return "\n".join(f"{indent}| " + " | ".join(cells) + " |" for cells in lines)
