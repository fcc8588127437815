"""A card, rank, seat or team said in the form its sentence needs, and cards written with the
reader's own index letters.

A message names the form it needs after the parameter: ``{card:acc}`` in German ("West spielt
den großen Joker"), ``{card:def}`` in Romanian and Macedonian ("jokerul mare", "големиот џокер"),
``{card:ins}`` in Czech ("velkým žolíkem"), ``{card:cl}`` for the Macedonian clitic ("го"). The catalog entry chooses the form, so each language
asks for what its grammar needs and English keeps its plain ``{card}``. The forms live in the
``pitch_core`` catalog next to the names, one entry per word, as ``form: text`` pairs separated by
`` | `` (msgctxt ``card-forms``, msgid the English card name: ``"nom: der Kreuz-Bube | acc: den
Kreuz-Buben | dat: dem Kreuz-Buben"``). An entry without pairs is the word in every form. A form
the entry lacks falls back to the plain word, so a missing form never leaves a gap.

The engine's sentences show a natural card by its index and suit symbol (``B♦``), so its forms
are per rank (msgctxt ``card-symbol-forms``, ``"acc: den {card} | dat: dem {card}"``); a joker is
said by its name's forms. The index letters themselves are translations too (msgctxt
``card-index``: ``Q`` is ``D`` in German, ``Д`` in Macedonian); the record notation (``QH``)
stays the same in every language.
"""

from __future__ import annotations

import warnings
from functools import lru_cache

from .cards import Card, Rank

CARD_FORMS, SYMBOL_FORMS, RANK_FORMS = "card-forms", "card-symbol-forms", "rank-forms"
SEAT_FORMS, TEAM_FORMS = "seat-forms", "team-forms"
CARD_INDEX = "card-index"
# How a list ends in the language ("{first} and {last}": "B♦, D♦ und der große Joker"); the
# items before the last two are joined by LIST_SEPARATOR, as every language here writes them.
LIST_AND, LIST_PAIR = "list-and", "{first} and {last}"
LIST_SEPARATOR = ", "
# The forms the catalogs use; a message may only ask for these (tests/engine/test_grammar.py).
# "cl" is the clitic that doubles a definite object before the verb in Macedonian ("го игра
# џандарот треф": {card:cl} игра {card:def}).
FORMS = ("nom", "acc", "gen", "dat", "ins", "def", "pl", "cl")
# The form a card's name takes in a plain {card} (the subject of its sentence, or an item of a list)
NAME_FORM = "nom"
# How a word agrees, beside its forms: "agr: pl" in a team's forms entry says the language takes a
# plural verb after the team's name ("Nord–Sud au"); a name without it agrees as one ("sg").
AGREEMENT = "agr"
# The CLDR plural category of each index a catalog's Plural-Forms expression gives, per language
# (ro: 1 is "one", 0 and 2-19 "few", 20 and up "other"): a message chooses its words by a count's
# category ({held|one=o singură dată|de {held} ori}). tests/engine/test_agreement.py holds each
# row to the catalog's expression and to CLDR.
PLURAL_CATEGORIES: dict[str, tuple[str, ...]] = {
    "en": ("one", "other"),
    "ro": ("one", "few", "other"),
    "de": ("one", "other"),
    "cs": ("one", "few", "other", "many"),
    "mk": ("one", "other"),
}

RANK_WORDS = {Rank.ACE: "ace", Rank.KING: "king", Rank.QUEEN: "queen", Rank.JACK: "jack", Rank.TEN: "ten",
              Rank.NINE: "nine", Rank.EIGHT: "eight", Rank.SEVEN: "seven", Rank.SIX: "six",
              Rank.FIVE: "five", Rank.FOUR: "four", Rank.THREE: "three", Rank.TWO: "two"}
# Ranks whose index is a letter (or "10"): the ones a language may write differently.
LETTERED = (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN)
SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}


def english_index(rank: Rank) -> str:
    return "10" if rank is Rank.TEN else rank.letter


def _translate(context: str, english: str, lang: str) -> str:
    from .catalogs import translate

    return translate(context, english, lang)


def parse_forms(entry: str) -> dict[str, str]:
    """``"acc: den X | dat: dem X"`` -> ``{"acc": "den X", "dat": "dem X"}``; no pairs -> ``{}``."""
    found: dict[str, str] = {}
    for part in entry.split(" | "):
        form, sep, text = part.partition(":")
        if sep and form.strip() in FORMS and text.strip():
            found[form.strip()] = text.strip()
    return found


@lru_cache(maxsize=None)
def forms(context: str, english: str, lang: str) -> dict[str, str]:
    if lang == "en":
        return {}
    return parse_forms(_translate(context, english, lang))


@lru_cache(maxsize=None)
def agreement(context: str, english: str, lang: str) -> frozenset[str]:
    """What a word agrees as in ``lang``, from its forms entry (``"Nord–Sud | agr: pl"``: {"pl"})."""
    if lang == "en":
        return frozenset()
    for part in _translate(context, english, lang).split(" | "):
        key, sep, tags = part.partition(":")
        if sep and key.strip() == AGREEMENT:
            return frozenset(tags.split())
    return frozenset()


def plural_category(count: int | float, lang: str) -> str:
    """The CLDR plural category of ``count`` in ``lang``, by its catalog's Plural-Forms."""
    from .catalogs import catalog

    categories = PLURAL_CATEGORIES.get(lang, PLURAL_CATEGORIES["en"])
    choose = getattr(catalog(lang), "plural", None)
    if lang == "en" or choose is None:
        return "one" if count == 1 else "other"
    with warnings.catch_warnings():  # a fraction: see messages._template
        warnings.simplefilter("ignore", DeprecationWarning)
        index = choose(count)
    return categories[index] if index < len(categories) else categories[-1]


def in_form(context: str, english: str, plain: str, form: str | None, lang: str) -> str:
    """``plain`` (the word as it is) in ``form``, if the language's catalog gives that form."""
    if not form:
        return plain
    return forms(context, english, lang).get(form, plain)


@lru_cache(maxsize=None)
def index(rank: Rank, lang: str) -> str:
    """The index the reader's cards print for ``rank``: ``D`` for the queen in German."""
    english = english_index(rank)
    if rank not in LETTERED or lang == "en":
        return english
    return _translate(CARD_INDEX, english, lang) or english


def symbol(card: Card, lang: str) -> str:
    """A natural card as the reader's cards show it: ``B♦`` in German, ``10♥``; a joker's code."""
    if card.rank is None or card.suit is None:
        return card.code
    return index(card.rank, lang) + SUIT_SYMBOLS[card.suit.value]


def symbol_in_form(card: Card, form: str | None, lang: str) -> str:
    """A natural card's symbol in a sentence, with what its form adds (``den B♦``)."""
    plain = symbol(card, lang)
    if card.rank is None:
        return plain
    template = in_form(SYMBOL_FORMS, RANK_WORDS[card.rank], "{card}", form, lang)
    return template.replace("{card}", plain)


SUIT_NAME = "suit-name"
SUIT_WORDS = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
_SUIT_BY_SYMBOL = {symbol: letter for letter, symbol in SUIT_SYMBOLS.items()}


def suit_in_form(value: object, form: str | None, lang: str) -> str:
    """A suit by its symbol (``♥``), or, where the sentence asks for a form, by its name in the
    reader's language ("Sag Herz als Trumpf an", not "Sag ♥ an"): advice is said in words."""
    letter = str(getattr(value, "value", value))
    letter = _SUIT_BY_SYMBOL.get(letter, letter)
    if letter not in SUIT_WORDS:
        return str(value)
    if not form or lang == "en":
        return SUIT_SYMBOLS[letter]
    return _translate(SUIT_NAME, SUIT_WORDS[letter], lang)


def rank_in_form(rank: Rank, form: str | None, lang: str) -> str:
    """A rank by itself: its index (``D``), or a form of its word (``pl``: "die Damen")."""
    return in_form(RANK_FORMS, RANK_WORDS[rank], index(rank, lang), form, lang)


def join_list(items: list[str], lang: str) -> str:
    """Items said as a list of the language: "A", "A and B", "A, B and C" ("A, B și C")."""
    if len(items) < 2:
        return "".join(items)
    pair = _translate(LIST_AND, LIST_PAIR, lang)
    return pair.replace("{first}", LIST_SEPARATOR.join(items[:-1])).replace("{last}", items[-1])


def card_name_forms(name_english: str, lang: str) -> dict[str, str]:
    """Every form of a card's name the language gives (for the tools' data)."""
    return dict(forms(CARD_FORMS, name_english, lang))
