"""Reading built pages back: ids, links, generated tables and text, with the standard library."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from html.parser import HTMLParser
from pathlib import Path

VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source",
        "track", "wbr"}


@dataclass
class Tag:
    name: str
    attrs: dict[str, str]


@dataclass
class GeneratedTable:
    kind: str
    arguments: dict[str, str]
    rows: list[list[str]] = field(default_factory=list)        # cell text
    row_cards: list[list[str]] = field(default_factory=list)   # data-card codes per row


@dataclass
class Page:
    path: Path
    ids: set[str] = field(default_factory=set)
    heading_ids: list[str] = field(default_factory=list)
    tags: list[Tag] = field(default_factory=list)
    text: str = ""
    main_text: str = ""
    tables: list[GeneratedTable] = field(default_factory=list)
    styles: list[str] = field(default_factory=list)  # <style> blocks and style="" attributes


class _Parser(HTMLParser):
    def __init__(self, page: Page) -> None:
        super().__init__(convert_charrefs=True)
        self.page = page
        self.stack: list[str] = []
        self.text: list[str] = []
        self.main: list[str] = []
        self.in_article = 0
        self.table: GeneratedTable | None = None
        self.table_depth = 0
        self.cell: list[str] | None = None
        self.row: list[str] | None = None
        self.cards: list[str] | None = None
        self.in_style = False

    def handle_starttag(self, tag: str, attrs: list) -> None:
        attributes = {key: value or "" for key, value in attrs}
        self.page.tags.append(Tag(tag, attributes))
        if "id" in attributes:
            self.page.ids.add(attributes["id"])
            if tag in ("h1", "h2", "h3", "h4", "h5", "h6"):
                self.page.heading_ids.append(attributes["id"])
        if "style" in attributes:
            self.page.styles.append(attributes["style"])
        if tag == "style":
            self.in_style = True
        if tag == "article":
            self.in_article += 1
        if tag == "table" and self.table is None:
            self.table, self.table_depth = GeneratedTable("", {}), len(self.stack)
        elif self.table is not None:
            if tag == "tr":
                self.row, self.cards = [], []
            elif tag in ("td", "th"):
                self.cell = []
            if "data-table" in attributes:
                self.table.kind = attributes["data-table"]
                self.table.arguments = {k[5:]: v for k, v in attributes.items()
                                        if k.startswith("data-") and k != "data-table"}
            if "data-card" in attributes and self.cards is not None:
                self.cards.append(attributes["data-card"])
        if tag not in VOID:
            self.stack.append(tag)

    def handle_endtag(self, tag: str) -> None:
        if tag in VOID:
            return
        while self.stack:
            if self.stack.pop() == tag:
                break
        if tag == "style":
            self.in_style = False
        if tag == "article":
            self.in_article -= 1
        if self.table is not None:
            if tag in ("td", "th") and self.cell is not None and self.row is not None:
                self.row.append(" ".join("".join(self.cell).split()))
                self.cell = None
            elif tag == "tr" and self.row is not None:
                if any(cell for cell in self.row):
                    self.table.rows.append(self.row)
                    self.table.row_cards.append(self.cards or [])
                self.row = self.cards = None
            elif tag == "table" and len(self.stack) == self.table_depth:
                if self.table.kind:
                    self.page.tables.append(self.table)
                self.table = None

    def handle_data(self, data: str) -> None:
        if self.in_style:
            self.page.styles.append(data)
            return
        if self.stack and self.stack[-1] == "script":
            return
        self.text.append(data)
        if self.in_article:
            self.main.append(data)
        if self.cell is not None:
            self.cell.append(data)


@lru_cache(maxsize=None)
def parse(path: Path) -> Page:
    page = Page(path)
    parser = _Parser(page)
    parser.feed(path.read_text(encoding="utf-8"))
    page.text = " ".join("".join(parser.text).split())
    page.main_text = " ".join("".join(parser.main).split())
    return page
