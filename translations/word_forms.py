"""Matching a word in any of its forms, so that a forbidden entry catches the forms nobody listed.

``forbidden.tsv`` names a word once ("zavřít hru", "Prohlížeč her"), but a sentence uses it
declined or conjugated: "zavírá hru", "v prohlížeči her". Without a dictionary the forms are
found by their *skeleton*: the word folded to lower case without diacritics, its inflectional
ending cut off (the language's own list below), and the vowels after the first letter dropped.
Slavic stems alternate their vowels (zavřít / zavírá, hra / her) and their endings vary, but the
consonants of the stem stay, so two forms of one word share a skeleton. A skeleton of fewer than
three letters says too little and only matches when the whole folded stem is the same.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

# Inflectional endings, folded (no diacritics), longest first; a stem keeps at least 3 letters.
ENDINGS: dict[str, tuple[str, ...]] = {
    "cs": ("ovi", "ami", "ech", "ich", "ymi", "eho", "emu", "ym", "ou", "am", "ach", "em", "at", "it",
           "et", "i", "a", "e", "y", "o", "u"),
    "mk": ("ите", "ата", "ото", "от", "та", "то", "ов", "ев", "и", "а", "о", "е"),
    "ro": ("ului", "ilor", "elor", "lor", "ul", "ua", "ei", "le", "a", "e", "i"),
    "de": ("en", "er", "es", "em", "n", "e", "s"),
}
VOWELS = set("aeiouyаеиоуѐѝ")
MIN_SKELETON = 3
_WORD = re.compile(r"\w+")


def fold(word: str) -> str:
    """Lower case without diacritics (Cyrillic letters keep theirs: ѓ and ќ are letters of their own)."""
    if any("\u0400" <= ch <= "\u04ff" for ch in word):
        return unicodedata.normalize("NFC", word.casefold())
    decomposed = unicodedata.normalize("NFD", word.casefold())
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def stem(word: str, lang: str) -> str:
    folded = fold(word)
    for ending in sorted(ENDINGS.get(lang, ()), key=len, reverse=True):
        if folded.endswith(ending) and len(folded) - len(ending) >= 3:
            return folded[: -len(ending)]
    return folded


@lru_cache(maxsize=4096)
def skeleton(word: str, lang: str) -> str:
    base = stem(word, lang)
    return base[:1] + "".join(ch for ch in base[1:] if ch not in VOWELS)


def same_word(entry_word: str, text_word: str, lang: str) -> bool:
    """Is ``text_word`` a form of ``entry_word``? (``entry_word`` may end in ``*``: any word it begins)"""
    if entry_word.endswith("*"):
        return fold(text_word).startswith(fold(entry_word[:-1]))
    if fold(entry_word) == fold(text_word) or stem(entry_word, lang) == stem(text_word, lang):
        return True
    shape = skeleton(entry_word, lang)
    return len(shape) >= MIN_SKELETON and shape == skeleton(text_word, lang) \
        and fold(entry_word)[:2] == fold(text_word)[:2]


def find_phrase(phrase: str, text: str, lang: str) -> list[tuple[int, int]]:
    """Where ``text`` says ``phrase`` (its words in order, each in any of its forms): (start, end)."""
    wanted = phrase.split()
    words = list(_WORD.finditer(text))
    return [(words[i].start(), words[i + len(wanted) - 1].end())
            for i in range(len(words) - len(wanted) + 1)
            if all(same_word(w, words[i + k].group(0), lang) for k, w in enumerate(wanted))]
