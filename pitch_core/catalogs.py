"""The engine's compiled gettext catalogs (``pitch_core/locale``, built from ``translations/``),
looked up by message context: the one place that reads them, for the messages, the card words
(``grammar``) and card entry alike."""

from __future__ import annotations

import gettext
from pathlib import Path

DOMAIN = "pitch_core"
LOCALE_DIR = Path(__file__).parent / "locale"

_catalogs: dict[str, gettext.NullTranslations] = {}


def catalog(lang: str) -> gettext.NullTranslations:
    if lang not in _catalogs:
        _catalogs[lang] = gettext.translation(
            DOMAIN, localedir=str(LOCALE_DIR), languages=[lang], fallback=True
        )
    return _catalogs[lang]


def translate(code: str, english: str, lang: str) -> str:
    if lang == "en":
        return english
    return catalog(lang).pgettext(code, english)


def languages() -> tuple[str, ...]:
    """English and every language whose engine catalog is compiled here."""
    compiled = sorted(p.parent.parent.name for p in LOCALE_DIR.glob(f"*/LC_MESSAGES/{DOMAIN}.mo"))
    return ("en", *compiled)


__all__ = ["DOMAIN", "LOCALE_DIR", "catalog", "languages", "translate"]
