"""Fill the catalogs from translation drafts: JSON files of ``{msgctxt: {lang: text}}``.

A helper who adds or rewords messages writes their translations as a draft (plural messages: a
list of forms per language, in the catalog's order). A message without a context (the site's
``N_()`` strings) is keyed by its English, optionally written ``site:<English>`` instead of editing the catalogs while others extract;
after ``python -m translations.extract`` this fills every entry of those contexts that is empty
or fuzzy. A translation a reviewer already fixed in a catalog is kept: pass ``--force`` to let the
drafts win anyway.

    python -m translations.extract
    python -m translations.merge_drafts .cache/drill-translations/*.json
    python -m translations.compile
"""

from __future__ import annotations

import argparse
import io
import json
from pathlib import Path
from typing import Any

from babel.messages.pofile import read_po, write_po

from sitegen import languages

from .extract import HERE, WIDTH


def load_drafts(paths: list[Path]) -> dict[str, dict[str, Any]]:
    drafts: dict[str, dict[str, Any]] = {}
    for path in paths:
        for context, by_lang in json.loads(path.read_text(encoding="utf-8")).items():
            drafts.setdefault(context, {}).update(by_lang)
    return drafts


def _fits(message: Any, text: Any) -> bool:
    """A draft fits an entry of the same shape: forms for a plural entry, one text otherwise."""
    plural = isinstance(message.id, (list, tuple))
    return isinstance(text, list) == plural and bool(text)


def _draft_of(message: Any, drafts: dict[str, dict[str, Any]]) -> dict[str, Any]:
    if message.context:
        return drafts.get(message.context, {})
    english = message.id[0] if isinstance(message.id, (list, tuple)) else message.id
    return drafts.get(english) or drafts.get(f"site:{english}", {})


def merge_language(lang: str, drafts: dict[str, dict[str, Any]], force: bool = False) -> int:
    filled = 0
    for path in sorted((HERE / lang / "LC_MESSAGES").glob("*.po")):
        with path.open("rb") as handle:
            catalog = read_po(handle, locale=lang, domain=path.stem)
        changed = 0
        for message in catalog:
            text = _draft_of(message, drafts).get(lang) if message.id else None
            if text is None or not _fits(message, text):
                continue
            empty = not any(message.string) if isinstance(message.string, (list, tuple)) else not message.string
            if not (force or empty or message.fuzzy):
                continue
            new = tuple(text) if isinstance(text, list) else text
            if new != message.string or message.fuzzy:
                message.string = new
                message.flags.discard("fuzzy")
                message.previous_id = []
                changed += 1
        if changed:
            buffer = io.BytesIO()
            write_po(buffer, catalog, width=WIDTH, omit_header=False, sort_output=False,
                     include_previous=True, include_lineno=False)
            path.write_bytes(buffer.getvalue())
            filled += changed
    return filled


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("drafts", nargs="+", type=Path)
    parser.add_argument("--force", action="store_true", help="let the drafts replace translations already there")
    arguments = parser.parse_args()
    drafts = load_drafts(arguments.drafts)
    for lang in languages.translations():
        print(f"{lang}: {merge_language(lang, drafts, arguments.force)} entries filled")


if __name__ == "__main__":
    main()
