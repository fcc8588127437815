"""Translated words for generated content, from the gettext catalogs in ``translations/``.

Strings that sitegen renders are marked with ``N_`` where they are written, so that
``python -m translations.extract`` finds them, and looked up at render time with ``gettext`` in
the page's language. The build reads the ``.po`` sources directly (not compiled ``.mo`` files),
so a translator's edit shows on the next build (``mkdocs serve`` too) without an extra step. A missing or empty
translation falls back to English.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po

CATALOG_DIR = Path(__file__).resolve().parent.parent / "translations"
SITE = "site"
ENGINE = "pitch_core"


def N_(message: str) -> str:
    """Mark a string for extraction into ``site.pot``; it is translated when rendered."""
    return message


def load(lang: str, domain: str) -> Catalog | None:
    path = CATALOG_DIR / lang / "LC_MESSAGES" / f"{domain}.po"
    if not path.exists():
        return None
    return _read(path, lang, path.stat().st_mtime_ns)  # re-read only when the file changed


@lru_cache(maxsize=None)
def _read(path: Path, lang: str, _mtime: int) -> Catalog:
    with path.open("rb") as handle:
        return read_po(handle, locale=lang)


def translated(lang: str, message: str, context: str | None = None, domain: str = SITE) -> str | None:
    """The translation, or None when the catalog lacks it (or it is fuzzy or empty)."""
    catalog = load(lang, domain)
    if catalog is None:
        return None
    entry = catalog.get(message, context=context)
    if entry is None or entry.fuzzy or not entry.string:
        return None
    return entry.string if isinstance(entry.string, str) else entry.string[0]


def gettext(lang: str, message: str, context: str | None = None, domain: str = SITE) -> str:
    return translated(lang, message, context, domain) or message
