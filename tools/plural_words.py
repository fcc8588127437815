"""Counted words for the browser: "1 card", "2 cards", in every language's own plural forms.

A word of ``tools/ui.toml`` that counts something is written with its English forms,
``cards_count = {one = "{n} card", other = "{n} cards"}``, and is a gettext plural entry in the
``tutorial`` catalog (msgctxt ``tools.<key>``, msgid the ``one`` form, msgid_plural the ``other``),
so each translator gives the forms the language's ``Plural-Forms`` header asks for (Czech four:
1 karta, 2 karty, 5 karet and the decimal's 1,5 karty).

The browser chooses a form with ``Intl.PluralRules``, which names CLDR categories (one, few,
many, other), not gettext's numbered forms. So the build ships, per language, one text per CLDR
category: for each category it takes a number of that category (CLDR's rules from Babel) and
asks the catalog's own ``Plural-Forms`` expression which form that number takes. The front end
(web/common/plural.js) then picks ``words[category]`` for the count and writes the number with
``Intl.NumberFormat``. A plain string stays a plain string.
"""

from __future__ import annotations

import gettext as stdlib_gettext
import warnings
from functools import lru_cache
from typing import Any, Callable, Union

from babel import Locale

from sitegen.catalogs import load, translated

Word = Union[str, dict[str, str]]  # a plain word, or the forms of a counted one by CLDR category
DOMAIN = "tutorial"
# Where a sample of each category is looked for: whole numbers first, then fractions (Czech "many")
_SAMPLES: tuple[float, ...] = (*range(0, 200), 0.5, 1.5, 2.5, 5.5, 10.5, 21.5)


def is_counted(english: Any) -> bool:
    return isinstance(english, dict) and "one" in english and "other" in english


def plain(english: Word) -> str:
    """The word as one string (the ``other`` form of a counted word), for checks and fallbacks."""
    return english["other"] if isinstance(english, dict) else english


@lru_cache(maxsize=None)
def category_samples(lang: str) -> dict[str, float]:
    """One number of each CLDR plural category of ``lang``: ``{"one": 1, "few": 2, "many": 0.5, "other": 0}``."""
    rule = Locale.parse(lang).plural_form
    samples: dict[str, float] = {}
    for n in _SAMPLES:
        samples.setdefault(rule(n), n)
    return samples


def _plural_index(expression: str) -> Callable[[float], int]:
    plural = stdlib_gettext.c2py(expression)

    def index(n: float) -> int:
        if float(n).is_integer():
            return plural(int(n))
        with warnings.catch_warnings():  # gettext still evaluates a fraction, as "n % 1" needs
            warnings.simplefilter("ignore", DeprecationWarning)
            fraction: Any = n
            return plural(fraction)

    return index


def counted_forms(lang: str, context: str, english: dict[str, str], domain: str = DOMAIN) -> dict[str, str]:
    """The text for each CLDR category of ``lang``; English where the catalog has no full entry."""
    if lang == "en":
        return {"one": english["one"], "other": english["other"]}
    catalog = load(lang, domain)
    entry = catalog.get(english["one"], context=context) if catalog is not None else None
    forms = entry.string if entry is not None and not entry.fuzzy else None
    if catalog is None or not isinstance(forms, tuple) or not all(forms):
        return {"one": english["one"], "other": english["other"]}
    index = _plural_index(catalog.plural_expr)
    return {category: forms[min(index(n), len(forms) - 1)] for category, n in category_samples(lang).items()}


def localise(lang: str, context: str, english: Word, domain: str = DOMAIN) -> Word:
    """A word of a ui.toml in ``lang``: a string, or the forms of a counted word by CLDR category."""
    if isinstance(english, dict):
        forms = counted_forms(lang, context, {"one": english["one"], "other": english["other"]}, domain)
        # the field the word counts, where it is not the template's first number ("from {before} to {after} points")
        return {**forms, "count": english["count"]} if "count" in english else forms
    if lang == "en":
        return english
    return translated(lang, english, context, domain) or english
