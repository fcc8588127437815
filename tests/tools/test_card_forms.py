"""The browser says a card in the form its template asks for ("{seat} spielt {card:acc}." ->
"West spielt den großen Joker."), from the forms the tools' data carries, with the same renderer
every tool uses (web/common/plural.js), and writes cards with the reader's index letters."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tools.build import build_language  # noqa: E402

SAY_MOVES = """
import { readFileSync } from "node:fs";
import { formatWords, registerForms } from "./web/common/plural.js";
const data = JSON.parse(readFileSync(0, "utf-8"));
const out = {};
for (const [lang, words] of Object.entries(data)) {
  for (const [code, forms] of Object.entries(words.card_forms)) registerForms(words.card_names[code], forms);
  out[lang] = ["HJ", "JC", "QH"].map((code) => formatWords(words.ui.move_play, { seat: "W", card: words.card_names[code] }, lang));
  out[lang].push(formatWords(words.ui.looking_at, { card: words.card_names.JC }, lang));
  out[lang].push(formatWords("{card:nosuchform} / {other:acc}", { card: words.card_names.JC }, lang));
  for (const [letter, forms] of Object.entries(words.rank_forms)) registerForms(words.card_index[letter] ?? letter, forms);
  out[lang].push(formatWords(words.ui.wild_this_round, { rank: words.card_index.Q }, lang));
}
console.log(JSON.stringify(out));
"""


def test_the_browser_declines_cards_as_the_template_asks():
    node = shutil.which("node")
    assert node, "node is needed (make node-deps)"
    data = {lang: {key: build_language(lang)[key] for key in ("ui", "card_names", "card_forms", "rank_forms", "card_index")}
            for lang in ("de", "ro", "cs", "mk", "en")}
    result = subprocess.run([node, "--input-type=module", "-e", SAY_MOVES], input=json.dumps(data),
                            cwd=ROOT, capture_output=True, text=True, check=True)
    out = json.loads(result.stdout)
    assert out["de"][:4] == ["W spielt den großen Joker.", "W spielt den Kreuz-Buben.", "W spielt die Herz-Dame.",
                             "Du siehst dir den Kreuz-Buben an."]
    assert out["ro"][:2] == ["W joacă jokerul mare.", "W joacă valetul de treflă."]
    assert out["cs"][:2] == ["W hraje velkého žolíka.", "W hraje křížového kluka."]
    # Macedonian doubles a definite object with its clitic: he / she by the card's gender
    assert out["mk"][:3] == ["W го игра големиот џокер.", "W го игра џандарот треф.", "W ја игра дамата херц."]
    assert out["en"][:2] == ["W plays the high joker.", "W plays the jack of clubs."]
    # a form the language lacks says the word as it is; a field without a value stays visible
    assert out["de"][4] == "Kreuz-Bube / {other:acc}"
    # the wild rank in words, not the English letter: "In dieser Runde sind die Damen Joker."
    assert out["de"][5] == "In dieser Runde sind die Damen Joker."
    assert out["cs"][5] == "V tomto kole hrají jako žolíci dámy."
    assert "Q" not in out["ro"][5] and "damele" in out["ro"][5]


def test_the_data_carries_each_languages_index_letters():
    assert build_language("de")["card_index"] == {"A": "A", "K": "K", "Q": "D", "J": "B", "T": "10"}
    assert build_language("mk")["card_index"]["Q"] == "Д"
    assert build_language("en")["card_index"] == {"A": "A", "K": "K", "Q": "Q", "J": "J", "T": "10"}
    assert build_language("en")["card_forms"] == {}
