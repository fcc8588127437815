"""Cards typed in the reader's language (pitch_core/card_entry.py): every language's letters read
back to the cards they name, the notation keeps working beside them, and no token means two cards."""

from __future__ import annotations

import pytest

from pitch_core.card_entry import _NOTATION_RANKS, _NOTATION_SUITS, card_key, parse_cards
from pitch_core.cards import ALL_CARDS, Card
from pitch_core.errors import NotationError
from pitch_core.catalogs import LOCALE_DIR

# every language the engine ships a catalog for, and English
LANGS = ["en", *sorted(p.name for p in LOCALE_DIR.iterdir() if (p / "LC_MESSAGES" / "pitch_core.mo").is_file())]
NATURAL = [c for c in ALL_CARDS if not c.joker]


def test_five_languages() -> None:
    assert set(LANGS) == {"en", "ro", "de", "cs", "mk"}


@pytest.mark.parametrize("lang, text, codes", [
    ("en", "AS 10H J♦ qc 7s", ["AS", "TH", "JD", "QC", "7S"]),
    ("de", "DK BH KKr AP 10H", ["QD", "JH", "KC", "AS", "TH"]),       # Dame, Bube, Karo, Kreuz, Pik
    ("de", "KK KD", ["KD", "KD"]),                                    # König Karo, and the notation's KD
    ("cs", "KSr DKá DKa JKř 10Pi", ["KH", "QD", "QD", "JC", "TS"]),   # srdce is Sr: S stays spades
    ("cs", "AS ksr", ["AS", "KH"]),
    ("ro", "PPi DCa VTr AI 10Tr", ["KS", "QD", "JC", "AH", "TC"]),    # popă, damă, valet; pică, caro, treflă
    ("mk", "ППи ДКа ЏТ АХ", ["KS", "QD", "JC", "AH"]),                 # поп, дама, џандар, кец; пик, каро, треф, херц
    ("mk", "KH 10♠", ["KH", "TS"]),
])
def test_localised_letters_and_the_notation(lang: str, text: str, codes: list[str]) -> None:
    assert [c.code for c in parse_cards(text, lang)] == codes


@pytest.mark.parametrize("lang", LANGS)
def test_every_card_reads_back_from_the_languages_own_letters(lang: str) -> None:
    key = card_key(lang)
    for card in NATURAL:
        assert card.rank is not None and card.suit is not None
        rank = key.typed.get(card.rank.letter, "10" if card.rank.letter == "T" else card.rank.letter)
        assert parse_cards(rank + key.typed[card.suit.value], lang) == [card], (lang, card)


@pytest.mark.parametrize("lang", LANGS)
def test_no_letter_means_one_thing_in_the_language_and_another_in_the_notation(lang: str) -> None:
    key = card_key(lang)
    for spelling, rank in key.ranks.items():
        notation = {k.casefold(): r for k, r in _NOTATION_RANKS.items()}.get(spelling)
        assert notation in (None, rank), (lang, spelling)
    for spelling, suit in key.suits.items():
        notation_suit = {k.casefold(): s for k, s in _NOTATION_SUITS.items()}.get(spelling)
        assert notation_suit in (None, suit), (lang, spelling)
    # and a token the notation reads is never read as another card with the language's letters
    for rank_spelling, rank in key.ranks.items():
        for suit_spelling, suit in key.suits.items():
            token = rank_spelling + suit_spelling
            try:
                notation_card = Card.parse(token)
            except NotationError:
                continue
            assert notation_card == Card.of(rank, suit), (lang, token)


@pytest.mark.parametrize("lang", LANGS)
def test_the_key_shows_eight_entries_in_the_language(lang: str) -> None:
    key = card_key(lang)
    assert len(key.shown) == 8 and all(" = " in entry for entry in key.shown)
    if lang != "en":
        assert not set(key.shown) & {"J = jack", "S = spades", "H = hearts"}


def test_a_token_neither_reads_is_the_notations_error() -> None:
    with pytest.raises(NotationError):
        parse_cards("AS XY", "de")
