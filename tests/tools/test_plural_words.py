"""Counted words in the reader's language: the tools' data carries a counted word's text per CLDR
plural category, and the browser's formatter (web/common/plural.js) picks the form with
Intl.PluralRules and writes numbers with Intl.NumberFormat."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tools.build import build_language, ui_forms  # noqa: E402
from tools.plural_words import category_samples, is_counted  # noqa: E402

COUNTED = [key for key, word in ui_forms().items() if is_counted(word)]


def test_some_words_are_counted_and_every_language_has_its_categories():
    assert {"cards_count", "opened_hands", "costs_points"} <= set(COUNTED)
    expected = {"en": {"one", "other"}, "de": {"one", "other"}, "mk": {"one", "other"},
                "ro": {"one", "few", "other"}, "cs": {"one", "few", "many", "other"}}
    for lang, categories in expected.items():
        assert set(category_samples(lang)) == categories
        ui = build_language(lang)["ui"]
        for key in COUNTED:
            forms = {category: form for category, form in ui[key].items() if category != "count"}
            assert set(forms) == categories, (lang, key)
            assert all(form.strip() for form in forms.values()), (lang, key)


def test_czech_cards_have_their_four_forms():
    cards = build_language("cs")["ui"]["cards_count"]
    assert cards == {"one": "{n} karta", "few": "{n} karty", "many": "{n} karty", "other": "{n} karet"}
    points = build_language("cs")["ui"]["costs_points"]
    assert (points["one"], points["few"], points["many"], points["other"]) == (
        "{points} bod", "{points} body", "{points} bodu", "{points} bodů")


def test_plain_words_stay_plain_strings():
    ui = build_language("de")["ui"]
    assert isinstance(ui["see_rule"], str) and isinstance(ui["seat_N"], str)


FORMATTER_CHECK = """
import { formatWords } from "./web/common/plural.js";
const data = JSON.parse(process.argv[1]);
const out = {};
for (const [lang, words] of Object.entries(data)) {
  out[lang] = [1, 2, 5, 21, 1.5].map((n) => formatWords(words, { n }, lang));
}
out.points = formatWords("Total: {points}", { points: 9.6 }, "cs");
console.log(JSON.stringify(out));
"""


def test_the_browser_formatter_picks_the_form_and_writes_numbers_natively():
    node = shutil.which("node")
    assert node, "node is needed (make node-deps)"
    words = {lang: build_language(lang)["ui"]["cards_count"] for lang in ("cs", "mk", "en")}
    result = subprocess.run([node, "--input-type=module", "-e", FORMATTER_CHECK, json.dumps(words)],
                            cwd=ROOT, capture_output=True, text=True, check=True)
    out = json.loads(result.stdout)
    assert out["cs"] == ["1 karta", "2 karty", "5 karet", "21 karet", "1,5 karty"]
    assert out["mk"] == ["1 карта", "2 карти", "5 карти", "21 карта", "1,5 карти"]
    assert out["en"] == ["1 card", "2 cards", "5 cards", "21 cards", "1.5 cards"]
    assert out["points"] == "Total: 9,6"


@pytest.mark.parametrize("lang", ["ro", "de", "cs", "mk"])
def test_the_tutorial_tables_words_are_counted_too(lang: str):
    from tutorial.build import table_words

    assert set(table_words(lang)["cards_count"]) == set(category_samples(lang))


SELECTOR_CHECK = """
import { formatWords, registerForms } from "./web/common/plural.js";
registerForms("Nord–Sud", { agr: "pl" });
const out = {
  ro: [1, 2, 20].map((n) => formatWords("trage {n|one=o carte|few={n} cărți|{n} de cărți}", { n }, "ro")),
  team: ["Nord–Sud", "Est"].map((team) => formatWords("{team} {team|pl=au|are} 5", { team }, "ro")),
  list: [["A♥"], ["A♥", "K♥"]].map((cards) => formatWords("{cards|pl=formează|formează singur}", { cards }, "ro")),
  missing: formatWords("{n|one=x|y}", {}, "ro"),
};
console.log(JSON.stringify(out));
"""


def test_the_browser_formatter_chooses_words_by_what_a_field_agrees_as():
    """The page's words take the engine's selectors (issue 31): a count by its CLDR category, a
    team by its registered agreement, a list by its number; a field not given stays as written."""
    node = shutil.which("node")
    assert node, "node is needed (make node-deps)"
    result = subprocess.run([node, "--input-type=module", "-e", SELECTOR_CHECK], cwd=ROOT, capture_output=True, text=True, check=True)
    out = json.loads(result.stdout)
    assert out["ro"] == ["trage o carte", "trage 2 cărți", "trage 20 de cărți"]
    assert out["team"] == ["Nord–Sud au 5", "Est are 5"]
    assert out["list"] == ["formează singur", "formează"]
    assert out["missing"] == "{n|one=x|y}"
