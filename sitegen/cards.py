"""Cards as accessible HTML: a small card face from the site's card sprite, named in the page's
language for screen readers.

A card on a rules page is ``<span class="lp-card lp-card--red" role="img" aria-label="jack of
diamonds" data-card="JD">``: a mini face (the index alone, ``sitegen/card_faces.py`` draws it) as
``<svg><use href=".../assets/cards/cards.svg#mini-JD"/></svg>``, and ``J♦`` as visually hidden text,
so copying a sentence, the search index and a page read without styles keep the card. Pages live
at different depths (``ro/pitch/pitch31/``), so the sprite's address is relative to the page:
``sitegen/hooks.py`` passes the way up to the site's root to ``directives.expand``, which holds it
in ``site_root`` while the page's cards are drawn.

English card names are built here; translated names come from the ``pitch_core`` catalog
(msgctxt ``card-name``), because word order and grammatical gender differ from language to
language ("kárový kluk", "valet de caro"), so a name is translated whole, never assembled.
"""

from __future__ import annotations

from contextlib import contextmanager
from contextvars import ContextVar
from html import escape
from typing import Any, Iterator, Mapping

from pitch_core import grammar
from pitch_core.cards import ALL_CARDS, Card, Rank, Suit, parse_cards
from pitch_core.messages import TT_CARD_FORMS, TT_CARD_NAME, TT_JOKER

from .catalogs import ENGINE, gettext

CARD_NAME = "card-name"
SUIT_NAME = "suit-name"

SUIT_NAMES = {Suit.SPADES: "spades", Suit.HEARTS: "hearts", Suit.DIAMONDS: "diamonds",
              Suit.CLUBS: "clubs"}
RANK_NAMES = {Rank.ACE: "ace", Rank.KING: "king", Rank.QUEEN: "queen", Rank.JACK: "jack",
              Rank.TEN: "ten", Rank.NINE: "nine", Rank.EIGHT: "eight", Rank.SEVEN: "seven",
              Rank.SIX: "six", Rank.FIVE: "five", Rank.FOUR: "four", Rank.THREE: "three",
              Rank.TWO: "two"}
JOKER_NAMES = {"HJ": "high joker", "LJ": "low joker"}
JOKER_TEXT = {"HJ": "★", "LJ": "☆"}

SPRITE_PATH = "assets/cards/cards.svg"  # relative to the site's root; the default language's faces
BACK_ID = "card-back"
ALIKE_JOKER = "JK"  # the face both jokers show where they look alike (13-point partner): not a card code
TT_JOKER_NAME = "JK-tt"  # the painter's key for Three Thirteen's printed joker's name (drawn as ALIKE_JOKER)
FACE_VIEWBOX = "0 0 200 280"             # a whole face's size, as card_faces draws it
MINI_VIEWBOX = "0 0 64 100"              # the mini face's size

# The way from the page being built up to the site's root: "" on the home page, "../../" on
# pitch/pitch31/; sitegen/hooks.py sets it per page (directives.expand(..., root=...)).
_site_root: ContextVar[str] = ContextVar("site_root", default="")


@contextmanager
def site_root(root: str) -> Iterator[None]:
    """Draw the cards of one page, which is ``root`` (``"../../"``) below the site's root."""
    token = _site_root.set(root)
    try:
        yield
    finally:
        _site_root.reset(token)


# Where a game's jokers look alike (13-point partner, Three Thirteen), a page draws both as the
# one joker (``ALIKE_JOKER``): which of them is high is settled by the order of play, not by the
# card; Three Thirteen's are its printed jokers, named as that game names them.
ALIKE, PRINTED = "alike", "printed"  # the jokers drawn alike; and named as the printed joker
_jokers_alike: ContextVar[str | None] = ContextVar("jokers_alike", default=None)


def jokers_of_view(view: Mapping[str, Any]) -> str | None:
    """How a view's table draws its jokers: ``PRINTED`` (Three Thirteen's), ``ALIKE`` (13-point
    partner's), or None (each its own face)."""
    if view.get("printed_jokers"):
        return PRINTED
    return ALIKE if view.get("jokers_alike") else None


@contextmanager
def jokers_drawn_alike(kind: str | None) -> Iterator[None]:
    """Draw and name the two jokers as one (``ALIKE``, or ``PRINTED`` as Three Thirteen names
    them; None: each joker its own) while this block writes cards."""
    token = _jokers_alike.set(kind)
    try:
        yield
    finally:
        _jokers_alike.reset(token)


def _alike_joker_name(kind: str, lang: str) -> str:
    if kind == PRINTED:
        return gettext(lang, TT_JOKER, TT_CARD_NAME, ENGINE)
    return gettext(lang, english_names()[ALIKE_JOKER], CARD_NAME, ENGINE)


def symbol_id(card: Card) -> str:
    """The whole face's symbol in the sprite: ``card-JD``."""
    return f"card-{card.code}"


def mini_id(card: Card) -> str:
    """The mini face's symbol (the index alone): ``mini-JD``."""
    return f"mini-{card.code}"


def sprite_path(lang: str) -> str:
    """The sprite of a language's faces (its own index letters: ``B`` for the jack in German):
    ``assets/cards/cards.svg`` for English, ``assets/cards/cards.de.svg`` for German."""
    return SPRITE_PATH if lang == "en" else SPRITE_PATH.replace(".svg", f".{lang}.svg")


def sprite_href(symbol: str, lang: str = "en") -> str:
    """The address of a symbol of the language's sprite from the page being built."""
    return f"{_site_root.get()}{sprite_path(lang)}#{symbol}"


def english_name(card: Card) -> str:
    if card.joker:
        return JOKER_NAMES[card.joker]
    return f"{RANK_NAMES[card.natural_rank]} of {SUIT_NAMES[card.natural_suit]}"


def english_names() -> dict[str, str]:
    """Every face's English name by code, for the catalogs: ``{"JD": "jack of diamonds", ...}``,
    and the look-alike joker's (``JK``: "joker")."""
    return {card.code: english_name(card) for card in ALL_CARDS} | {ALIKE_JOKER: "joker"}


def name(card: Card, lang: str) -> str:
    return gettext(lang, english_name(card), CARD_NAME, ENGINE)


def names_by_code(lang: str) -> dict[str, str]:
    """Every face's name in ``lang`` by code, the look-alike joker's too, and Three Thirteen's
    printed joker's (``TT_JOKER_NAME``): the tools' card painter."""
    names = {code: gettext(lang, english, CARD_NAME, ENGINE) for code, english in english_names().items()}
    return names | {TT_JOKER_NAME: gettext(lang, TT_JOKER, TT_CARD_NAME, ENGINE)}


def forms_by_code(lang: str) -> dict[str, dict[str, str]]:
    """Every face's word forms by code, where the language has any (``{card:acc}``)."""
    forms = {code: grammar.card_name_forms(english, lang) for code, english in english_names().items()}
    forms[TT_JOKER_NAME] = dict(grammar.forms(TT_CARD_FORMS, TT_JOKER, lang))
    return {code: found for code, found in forms.items() if found}


def name_forms(card: Card, lang: str) -> dict[str, str]:
    """The card's name in the forms the language's sentences ask for (``pitch_core.grammar``)."""
    return grammar.card_name_forms(english_name(card), lang)


def rank_forms(lang: str) -> dict[str, dict[str, str]]:
    """Each rank's word forms by its notation letter (``{"Q": {"pl": "die Damen"}}``), for the tools."""
    forms = {rank.letter: dict(grammar.forms(grammar.RANK_FORMS, grammar.RANK_WORDS[rank], lang)) for rank in Rank}
    return {letter: found for letter, found in forms.items() if found}


def index_letters(lang: str) -> dict[str, str]:
    """The language's index for each lettered rank, by its notation letter: ``{"Q": "D", "T": "10"}``."""
    return {rank.letter: grammar.index(rank, lang) for rank in grammar.LETTERED}


def suit_name(suit: Suit, lang: str) -> str:
    return gettext(lang, SUIT_NAMES[suit], SUIT_NAME, ENGINE)


def colour(card: Card) -> str:
    if card.joker:
        return "joker"
    return "red" if card.natural_suit.is_red else "black"


def text_form(card: Card, lang: str = "en") -> str:
    """The card as text, for copying, search and print, with the language's index letters: ``J♦``
    (``B♦`` in German), ``10♥``; the jokers as their stars, filled for the high joker and hollow
    for the low one, as their faces show them."""
    return JOKER_TEXT.get(card.code) or grammar.symbol(card, lang)


def face_svg(symbol: str, css_class: str, viewbox: str, lang: str = "en") -> str:
    """A decorative ``<svg>`` drawing one symbol of the language's sprite; the element around it names it."""
    return (f'<svg class="{css_class}" viewBox="{viewbox}" aria-hidden="true" focusable="false">'
            f'<use href="{escape(sprite_href(symbol, lang))}"></use></svg>')


def card_html(card: Card, lang: str) -> str:
    """``<span class="lp-card lp-card--red" role="img" aria-label="jack of diamonds" data-card="JD">``
    holding the mini face and ``J♦`` as hidden text."""
    said, symbol, text = name(card, lang), mini_id(card), text_form(card, lang)
    alike = _jokers_alike.get()
    if card.joker and alike:
        said = _alike_joker_name(alike, lang)
        symbol, text = f"mini-{ALIKE_JOKER}", said
    return (f'<span class="lp-card lp-card--{colour(card)}" role="img" aria-label="{escape(said)}"'
            f' data-card="{card.code}">{face_svg(symbol, "lp-mini", MINI_VIEWBOX, lang)}'
            f'<span class="lp-card__text">{escape(text)}</span></span>')


def cards_html(text: str, lang: str) -> str:
    """Several cards, e.g. ``"AH KH QH"``, in one group that wraps as a whole line of cards."""
    return '<span class="lp-cards">' + " ".join(card_html(c, lang) for c in parse_cards(text)) + "</span>"


def fan_html(text: str, lang: str) -> str:
    """A fanned hand of whole faces, for show (the home page's hero): decorative, hidden from screen
    readers, since the text beside it says what the site offers; the faces are the language's."""
    cards = parse_cards(text)
    faces = "".join(f'<span class="lp-fan__card" data-card="{card.code}">'
                    f'{face_svg(symbol_id(card), "lp-face", FACE_VIEWBOX, lang)}</span>' for card in cards)
    return f'<span class="lp-fan" aria-hidden="true" data-cards="{len(cards)}">{faces}</span>'
