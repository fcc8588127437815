"""Every word a reader sees that counts something takes the plural form its number needs, in every
language: Romanian 1 / 2-19 / 20+ "de" ("21 de pași"), Czech 1 / 2-4 / 5+ ("5 kroků"), German 1 /
other, Macedonian 1 and 21 / other. A widget or tool word whose English puts a number before the
thing it counts ("{points} points") must be a counted word ({one, other} in its ui.toml: a gettext
plural entry); the engine's messages are plural entries by the same test (message_params)."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest
from babel import Locale

from pitch_core.message_params import PARAM_TYPES, COUNT, NUMBER, plural_entry
from pitch_core.messages import all_codes
from tools.plural_words import localise

ROOT = Path(__file__).resolve().parents[2]
UI_FILES = {"ui": ROOT / "tutorial" / "ui.toml", "tools": ROOT / "tools" / "ui.toml"}
LANGUAGES = ("ro", "de", "cs", "mk")
SAMPLES = (1, 2, 5, 21)
NUMBER_FIELDS = {name for name, kind in PARAM_TYPES.items() if kind in (COUNT, NUMBER)} | {"n", "seconds"}
# a number, then the word it counts: "{n} steps", "{after} points", "{seconds} seconds"
COUNTED = re.compile(r"\{(\w+)\} (?!of\b|to\b|or\b|per\b|and\b|is\b|are\b|in\b)([a-z]+)")


def ui_words() -> dict[str, object]:
    words: dict[str, object] = {}
    for prefix, path in UI_FILES.items():
        words.update({f"{prefix}.{key}": value for key, value in tomllib.loads(path.read_text("utf-8")).items()})
    return words


def counts_something(english: str) -> bool:
    return any(m.group(1) in NUMBER_FIELDS and m.group(1) != "round" for m in COUNTED.finditer(english))


def test_every_word_that_counts_something_is_a_counted_word() -> None:
    plain = [key for key, english in ui_words().items() if isinstance(english, str) and counts_something(english)]
    assert not plain, f"these words put a number before what it counts but have one form only: {plain}"


# score.made-bid and drill.tt.why.total are false hits of this pattern ("{taken} it took"): the
# noun after the number is not what it counts.
NOT_COUNTS = {"score.made-bid", "drill.tt.why.total"}


def test_every_engine_message_that_counts_something_is_a_plural_entry() -> None:
    plain = [code for code, english in all_codes().items()
             if counts_something(english) and plural_entry(english) is None and code not in NOT_COUNTS]
    assert not plain, f"engine messages that count something without plural forms: {plain}"


def counted() -> list[tuple[str, dict[str, str]]]:
    return [(key, english) for key, english in ui_words().items() if isinstance(english, dict)]


def form_for(lang: str, key: str, english: dict[str, str], n: int) -> str:
    word = localise(lang, key, english)
    assert isinstance(word, dict), f"{lang}: {key} has no plural forms"
    return word.get(Locale.parse(lang).plural_form(n), word["other"])


@pytest.mark.parametrize("lang", LANGUAGES)
def test_counted_words_take_their_languages_forms_for_1_2_5_21(lang: str) -> None:
    """Where a translation puts the number before the word it counts, the forms differ as the
    language's grammar says (and a translation may avoid the count: "Lecții terminate: 3 din 12")."""
    wrong = []
    for key, english in counted():
        forms = {n: form_for(lang, key, english, n) for n in SAMPLES}
        fields = re.findall(r"\{(\w+)\}", english["other"])
        field = english.get("count") or next((name for name in fields if name in NUMBER_FIELDS), fields[0])
        # the word right after the number, in each form: "{n} pași", "{n} de pași"
        after = {n: re.search(r"\{%s\} (\S+)" % field, text) for n, text in forms.items()}
        if not all(after.values()):
            continue  # this translation says the number on its own: nothing to agree with
        word = {n: m.group(1) for n, m in after.items() if m}
        expected_same, expected_different = {
            "ro": ([(2, 5)], [(1, 2), (5, 21)]),   # 21 de pași
            "cs": ([], [(1, 2), (2, 5)]),          # 1 krok, 2 kroky, 5 kroků
            "de": ([(2, 5), (5, 21)], [(1, 2)]),
            "mk": ([(1, 21), (2, 5)], [(1, 2)]),   # 1 чекор, 21 чекор, 2 чекори
        }[lang]
        for a, b in expected_same:
            if word[a] != word[b]:
                wrong.append(f"{key}: {a} and {b} should agree: {forms[a]!r} / {forms[b]!r}")
        for a, b in expected_different:
            if word[a] == word[b] and forms[a] == forms[b]:
                wrong.append(f"{key}: {a} and {b} need different forms, both say {forms[a]!r}")
    assert not wrong, "\n".join(wrong)


def test_romanian_says_de_from_twenty_on() -> None:
    for key, english in counted():
        text = form_for("ro", key, english, 21)
        few = form_for("ro", key, english, 5)
        if re.search(r"\{\w+\} (?!de )\w", few) and text != few:
            assert re.search(r"\{\w+\} de ", text), f"{key}: 21 without “de”: {text}"


def engine_forms(lang: str, code: str, english: str) -> tuple[str, dict[int, str]]:
    from pitch_core.catalogs import catalog
    from pitch_core.messages import plural_template

    plural = plural_template(code, english)
    assert plural is not None
    name, singular, many = plural
    return name, {n: catalog(lang).npgettext(code, singular, many, n) for n in SAMPLES}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_engine_plural_entries_agree_where_the_language_says_the_same_form(lang: str) -> None:
    """The word after the count is the same for numbers of one CLDR category (ro 2 and 5, mk 1 and
    21, de 2, 5 and 21), and Romanian says "de" from twenty on: a form filled into the wrong slot
    of a plural entry shows here."""
    same = {"ro": [(2, 5)], "cs": [], "de": [(2, 5), (5, 21)], "mk": [(1, 21), (2, 5)]}[lang]
    wrong = []
    for code, english in all_codes().items():
        if plural_entry(english) is None:
            continue
        name, forms = engine_forms(lang, code, english)
        after = {n: re.search(r"\{%s\} (\S+)" % name, text) for n, text in forms.items()}
        if not all(after.values()):
            continue  # the translation says the number on its own
        word = {n: m.group(1) for n, m in after.items() if m}
        wrong += [f"{code}: {a} and {b} should agree: {forms[a]!r} / {forms[b]!r}"
                  for a, b in same if word[a] != word[b]]
        if lang == "ro" and word[5] != word[21] and word[21] != "de":
            wrong.append(f"{code}: 21 without “de”: {forms[21]!r}")
    assert not wrong, "\n".join(wrong)
