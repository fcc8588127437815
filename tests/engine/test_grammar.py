"""Card, rank, seat and team parameters in the form their sentence asks for (``{card:acc}``), and
cards written with the reader's index letters (pitch_core/grammar.py, forms from the catalogs)."""

from __future__ import annotations

import re

import pytest

pytest.importorskip("mkdocs", reason="the catalogs' sources are checked on CPython, beside the site build")

from babel.messages.pofile import read_po

from pitch_core import grammar, message_params as mp
from pitch_core.cards import ALL_CARDS, Card, Rank
from pitch_core.messages import render
from sitegen.languages import translations
from translations.extract import HERE as CATALOGS

FORM_FIELD = re.compile(r"\{(\w+):(\w+)\}")
DECLINABLE = {mp.CARD, mp.CARDS, mp.SEAT, mp.TEAM, mp.RANK, mp.SUIT}  # a suit with a form is said by its name


def _catalog(lang: str, domain: str):
    with (CATALOGS / lang / "LC_MESSAGES" / f"{domain}.po").open("rb") as handle:
        return read_po(handle, locale=lang)


def test_the_issue_examples_read_natively():
    assert render("play.highest-wins", {"card": "HJ", "seat": "W"}, "de").startswith("Der große Joker ist")
    assert render("exchange.card-not-held", {"card": "LJ", "seat": "S"}, "de") == "Süd hat den kleinen Joker nicht auf der Hand."
    assert render("play.highest-wins", {"card": "HJ", "seat": "W"}, "ro").startswith("Jokerul mare este")
    assert render("play.highest-wins", {"card": "HJ", "seat": "W"}, "mk").startswith("Големиот џокер е")
    assert "Mit 3 Trümpfen" in render("hint.exchange.take-rest", {"count": 3}, "de")
    assert "Im Stich liegt 1 Punkt" in render("hint.play.contest", {"card": "JD", "winner": "QH", "points": 1}, "de")
    one = render("score.defenders-taken", {"team": "NS", "taken": 1}, "mk")
    assert "Север–Југ не лицитираа и пишуваат 1, колку што зедоа" in one, one  # a team takes a plural verb
    zero = render("score.defenders-taken", {"team": "NS", "taken": 0}, "ro")
    assert "cele 0" not in zero and "0 puncte" not in zero and "niciun punct" in zero, zero  # nobody says „0 puncte”


def test_english_keeps_its_plain_words():
    assert render("play.highest-wins", {"card": "QH", "seat": "W"}, "en") == \
        "Q♥ is the highest trump in the trick, so West takes it."
    assert render("tt.wild.rank", {"round": 10, "rank": "Q"}, "en").startswith("In round 10 the Qs are wild")


@pytest.mark.parametrize("lang, queen, jack", [("de", "D", "B"), ("ro", "D", "V"), ("cs", "D", "J"), ("mk", "Д", "Џ")])
def test_sentences_write_cards_with_the_readers_index_letters(lang, queen, jack):
    text = render("play.highest-wins", {"card": "QH", "seat": "W"}, lang)
    assert f"{queen}♥" in text and "Q♥" not in text
    assert grammar.symbol(Card.parse("JD"), lang) == f"{jack}♦"
    assert grammar.index(Rank.TEN, lang) == "10" and grammar.index(Rank.NINE, lang) == "9"


@pytest.mark.parametrize("lang", translations())
def test_every_forms_entry_names_known_forms(lang):
    contexts = {grammar.CARD_FORMS, grammar.SYMBOL_FORMS, grammar.RANK_FORMS, grammar.SEAT_FORMS, grammar.TEAM_FORMS}
    for message in _catalog(lang, "pitch_core"):
        if message.context in contexts and message.string:
            for part in message.string.split(" | "):
                form, sep, text = part.partition(":")
                if sep and " " not in form.strip():  # a pair; a name alone is the same in every form
                    assert form.strip() in (*grammar.FORMS, grammar.AGREEMENT) and text.strip(), (lang, message.id, part)


@pytest.mark.parametrize("lang", translations())
def test_every_card_has_the_forms_the_languages_templates_ask_for(lang):
    wanted = set()
    for domain in ("pitch_core", "tutorial"):
        for message in _catalog(lang, domain):
            strings = message.string if isinstance(message.string, tuple) else (message.string or "",)
            for name, form in (f for s in strings for f in FORM_FIELD.findall(s)):
                code = message.context or ""
                # the tutorial's and tools' words are filled by name, their "other" a card like the quizzes'
                kind = mp.param_type("quiz." + code if code.startswith(("tools.", "ui.")) else code, name)
                assert form in grammar.FORMS, (lang, code, name, form)
                assert kind in DECLINABLE, f"{lang} {code}: {{{name}:{form}}} has no forms ({kind})"
                if kind in (mp.CARD, mp.CARDS):
                    wanted.add(form)
    from sitegen.cards import english_name

    for card in ALL_CARDS:
        forms = grammar.forms(grammar.CARD_FORMS, english_name(card), lang)
        missing = wanted - set(forms)
        assert not missing or not forms, f"{lang} {card.code}: no {sorted(missing)} form"
