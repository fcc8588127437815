"""A fraction takes the form its language gives it: Czech "9,6 bodu" (genitive singular, CLDR's
"many"), never "bodů"; the others their own form, with the decimal comma."""

from __future__ import annotations

import warnings

import pytest

from pitch_core.cards import Suit
from pitch_core.messages import render


@pytest.mark.parametrize("lang, points, expected", [
    ("en", 9.6, "9.6 points"), ("en", 1, "1 point"),
    ("cs", 9.6, "9,6 bodu"), ("cs", 25.5, "25,5 bodu"), ("cs", 1, "1 bod"), ("cs", 3, "3 body"),
    ("cs", 7, "7 bodů"), ("cs", 3.0, "3 body"),
    ("ro", 9.6, "9,6 puncte"), ("ro", 25.5, "25,5 puncte"), ("ro", 25, "25 de puncte"), ("ro", 1, "1 punct"),
    ("de", 9.6, "9,6 Punkten"), ("de", 1, "1 Punkt"),
    ("mk", 9.6, "9,6 поени"), ("mk", 1, "1 поен"),
])
def test_fraction_takes_its_languages_form(lang: str, points: float, expected: str) -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # the engine keeps gettext's deprecation to itself
        text = render("hint.bid.estimate", {"suit": Suit.HEARTS, "points": points, "bid": 5}, lang)
    assert expected in text


def test_czech_penalty_points_after_a_decimal() -> None:
    assert "trestných bodů, 9,5 bodu" in render("hint.tt.discard-least", {"card": "KS", "points": 9.5}, "cs")
