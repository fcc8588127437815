"""Every message code renders in every language with no raw code in the sentence.

Each parameter gets a sample of its declared type (``pitch_core.message_params``); the rendered
text must not show a seat letter, a team code, a card code, an English phase name or bid word, or
a decimal point where the language writes a comma. A failure names the code, the language and
the text, so the fix (a type in the schema, a word in the catalog) is plain.
"""

from __future__ import annotations

import json
import re

import pytest

from pitch_core import message_params as mp
from pitch_core.cards import Suit
from pitch_core.errors import IllegalAction
from pitch_core.catalogs import LOCALE_DIR
from pitch_core.messages import all_codes, render

# Every language the engine ships a catalog for (the same list in CPython and in Pyodide, where
# the site's own packages are not installed).
LANGS = ["en", *sorted(p.name for p in LOCALE_DIR.iterdir() if (p / "LC_MESSAGES" / "pitch_core.mo").is_file())]
SAMPLES = {
    mp.SEAT: "E", mp.TT_SEAT: "2", mp.TEAM: "NS & EW", mp.PHASE: "bidding", mp.BID: "moon",
    mp.CARD: "HJ", mp.CARDS: ["TS", "LJ", "7H"], mp.RANK: "K", mp.SUIT: Suit.SPADES,
    mp.NUMBER: 9.6, mp.COUNT: 1, mp.RULE: "play.card-not-held",
    mp.MESSAGE: IllegalAction("play.card-not-held", seat="W", card="7H"), mp.TEXT: "xyz",
    mp.GAME: "ten-point+dirty", mp.SOURCE: "hand", mp.NUMBERS: "2, 3",
}
# Messages that teach the notation itself: their letters are the notation, shown on purpose.
NOTATION_KEYS = {"notation.unknown-card", "notation.unknown-suit", "notation.unknown-rank",
                 "notation.unknown-seat", "record.credit-syntax", "tt.notation.unknown-action", "melds.no-cards",
                 "cards.too-long"}
SEAT_OR_TEAM = re.compile(r"(?<![\w\[\"“„])(N|E|S|W|NS|EW)(?![\w\]])")
CZECH_WITH = re.compile(r"^S(?= [a-zá-ž])")  # the Czech preposition "s" (with) opening a sentence
CARD_CODE = re.compile(r"(?<!\w)(?:10|[2-9TJQKA])[SHDC](?!\w)|(?<!\w)[HL]J(?!\w)")
ENGLISH_WORDS = re.compile(r"\b(bidding|exchange|reshuffle|moon|pass|cards|points)\b")
DECIMAL_POINT = re.compile(r"\d\.\d")


def sample_params(code: str, template: str) -> dict:
    names = dict.fromkeys(re.findall(r"\{(\w+)\}", template))
    return {name: SAMPLES[mp.param_type(code, name)] for name in names}


@pytest.mark.parametrize("lang", LANGS)
def test_every_message_renders_without_raw_codes(lang: str) -> None:
    problems = []
    for code, template in all_codes().items():
        text = render(code, sample_params(code, template), lang)
        checked = CZECH_WITH.sub("", text) if lang == "cs" else text
        found = [] if code in NOTATION_KEYS else SEAT_OR_TEAM.findall(checked) + CARD_CODE.findall(text)
        if lang != "en":
            found += ENGLISH_WORDS.findall(text) + DECIMAL_POINT.findall(text)
        if "{" in text:
            found.append("an unfilled {parameter}")
        if found:
            problems.append(f"{code}: {found} in “{text}”")
    assert not problems, f"{lang}: raw codes in {len(problems)} messages:\n" + "\n".join(problems)


@pytest.mark.parametrize("count, lang, expected", [
    (1, "cs", "1 trestný bod"), (3, "cs", "3 trestné body"), (7, "cs", "7 trestných bodů"),
    (1, "de", "1 Punkt"), (2, "de", "2 Punkte"), (1, "en", "1 point"), (2, "en", "2 points")])
def test_counts_take_the_language_plural(count: int, lang: str, expected: str) -> None:
    assert expected in render("tt.score.deadwood", {"seat": "1", "cards": ["KS"], "points": count}, lang)


def test_a_nested_reason_is_in_the_callers_language() -> None:
    reason = IllegalAction("play.card-not-held", seat="W", card="7H")
    text = render("record.illegal-move", {"line": 15, "move": "W:7H", "reason": reason,
                                          "rule": "play.card-not-held"}, "cs")
    assert "Západ" in text and "does not hold" not in text


def test_numbers_use_the_languages_decimal_separator() -> None:
    params = {"suit": Suit.HEARTS, "points": 9.6, "bid": 5}
    assert "9,6" in render("hint.bid.estimate", params, "ro")
    assert "9.6" in render("hint.bid.estimate", params, "en")


def test_one_way_to_make_a_value_json_ready_for_events_errors_and_advice():
    from pitch_core.bots.advice import Advice
    from pitch_core.cards import SUITS, Rank, parse_cards
    from pitch_core.errors import NotationError
    from pitch_core.event import Event
    from pitch_core.json_values import plain

    cards = parse_cards("QH HJ")
    value = {"cards": tuple(cards), "suit": SUITS[0], "rank": Rank.QUEEN, "seen": {1: [cards[0]]}, "n": 3, "none": None}
    said = plain(value)
    assert said == {"cards": ["QH", "HJ"], "suit": "S", "rank": "Q", "seen": {"1": ["QH"]}, "n": 3, "none": None}
    assert json.loads(json.dumps(said)) == said
    # the event, the error and the bot's advice say their params that same one way
    assert Event("score.set", value).to_dict()["params"] == said
    assert NotationError("cards.unknown", **value).to_dict()["params"] == said
    class Move:  # what advice needs of an action: its notation
        def notation(self) -> str:
            return "S:QH"

    assert Advice(Move(), "score.set", value).to_dict()["params"] == said
