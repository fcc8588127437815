import pytest
from hypothesis import given, strategies as st

from pitch_core.cards import ALL_CARDS, HIGH_JOKER, Card, Rank, Suit, format_cards, parse_cards
from pitch_core.errors import NotationError


@pytest.mark.parametrize("text, code", [("JD", "JD"), ("j♦", "JD"), ("10s", "TS"), ("TS", "TS"),
                                        ("hj", "HJ"), ("LJ", "LJ"), ("a♡", "AH"), ("2c", "2C")])
def test_parse_accepts_every_spelling(text, code):
    assert Card.parse(text).code == code


def test_cards_are_interned_values():
    assert Card.parse("JD") is Card.parse("j♦")
    with pytest.raises(AttributeError):
        Card.parse("JD").rank = Rank.ACE


def test_round_trip_of_the_whole_deck():
    assert parse_cards(format_cards(ALL_CARDS)) == ALL_CARDS
    assert len(set(ALL_CARDS)) == 54


def test_display_symbols():
    assert Card.parse("TH").symbol == "10♥"
    assert HIGH_JOKER.symbol == "HJ"


def test_same_colour_suits():
    assert Suit.HEARTS.same_colour is Suit.DIAMONDS
    assert Suit.CLUBS.same_colour is Suit.SPADES


@pytest.mark.parametrize("bad", ["", "ZZ", "1S", "11H", "JX", "J", "HJJ"])
def test_unknown_token_is_named(bad):
    with pytest.raises(NotationError) as error:
        Card.parse(bad)
    assert error.value.code == "notation.unknown-card"
    assert error.value.params["token"] == bad


@given(st.text(max_size=12))
def test_parser_raises_only_notation_errors(text):
    try:
        card = Card.parse(text)
    except NotationError:
        return
    assert Card.parse(card.code) is card
