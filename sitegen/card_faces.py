"""Card faces as SVG, drawn at build time from the engine's card model: one sprite for the whole site.

``<site>/assets/cards/cards.svg`` holds one ``<symbol>`` per card ``pitch_core.cards`` knows
(``ALL_CARDS``: the 52 natural cards and the two jokers) in two sizes, and the card back:

* ``card-JD``: the whole face (200 x 280, a poker card's proportions): corner indices (rank over a
  small suit pip, the language's letters, A K Q J and ``10`` in English, A K D B in German) top left and, turned, bottom
  right; the pips of a number card laid out as on a real card; a framed letter under a crown for
  J, Q and K; the jokers with ``JOKER`` down the corner and a star: a filled gold star and red
  letters for the high joker, a hollow star and black letters for the low one, so the two differ
  in shape as well as colour. Where a game's two jokers look alike (13-point partner: the first
  one played is the high one), ``card-JK``/``mini-JK`` draw the one joker both are: a gold star in
  black ink, like neither of the other two.
* ``mini-JD``: the index alone on a small card (64 x 100), for a card named inside a sentence or a
  table on the rules pages, where a whole face would be too small to read.
* ``card-back``: a face-down card.

Pages draw a card with ``<svg><use href=".../assets/cards/cards.svg#card-JD"/></svg>`` and give
it its accessible name themselves (``sitegen/cards.py``, ``web/common/cards.js``); the sprite only
draws. It names no web font: the text uses the reader's own sans-serif. Only presentation
attributes are used (no gradients, patterns or references between symbols), so a ``<use>`` from
another document draws it the same in every browser, and a page's own styles cannot reach inside.
"""

from __future__ import annotations

import math
from html import escape
from pathlib import Path

from pitch_core import grammar
from pitch_core.cards import ALL_CARDS, Card, Rank, Suit

from . import cards, languages
from .cards import BACK_ID, FACE_VIEWBOX, MINI_VIEWBOX, mini_id, symbol_id

WIDTH, HEIGHT = (int(n) for n in FACE_VIEWBOX.split()[2:])
MINI_WIDTH, MINI_HEIGHT = (int(n) for n in MINI_VIEWBOX.split()[2:])

RED = "#c62828"        # 5.6:1 on the white face
BLACK = "#1b1b1b"
FACE = "#ffffff"
EDGE = "#80868b"       # the card's thin border
GOLD = "#f4b400"
COURT_TINT = {"red": "#fdeceb", "black": "#eceff3"}
JOKER_INK = {"HJ": RED, "LJ": BLACK, cards.ALIKE_JOKER: BLACK}
FONT = ("system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', "
        "'Liberation Sans', sans-serif")

# Suit pips drawn in a 100 x 100 box, point or stem down.
PIP_PATHS = {
    Suit.HEARTS: ("M50 93C36 79 4 59 4 31C4 14 16 5 29 5C39 5 46 11 50 20C54 11 61 5 71 5"
                  "C84 5 96 14 96 31C96 59 64 79 50 93Z"),
    Suit.DIAMONDS: "M50 2C62 20 75 35 90 50C75 65 62 80 50 98C38 80 25 65 10 50C25 35 38 20 50 2Z",
    Suit.SPADES: ("M50 3C62 22 96 40 96 64C96 78 86 86 74 86C64 86 57 81 54 75C55 85 58 92 67 98"
                  "H33C42 92 45 85 46 75C43 81 36 86 26 86C14 86 4 78 4 64C4 40 38 22 50 3Z"),
    Suit.CLUBS: ("M50 4A22 22 0 0 1 69 37A22 22 0 1 1 56 73C57 85 60 92 68 98H32C40 92 43 85 44 73"
                 "A22 22 0 1 1 31 37A22 22 0 0 1 50 4Z"),
}

# Where a number card's pips go: (column, height from 0 = top row to 1 = bottom row).
_L, _C, _R = 73, 100, 127
_PIP_ROWS = (50, 230)  # the centres of the top and bottom rows
PIP_LAYOUTS: dict[int, tuple[tuple[int, float], ...]] = {
    2: ((_C, 0), (_C, 1)),
    3: ((_C, 0), (_C, .5), (_C, 1)),
    4: ((_L, 0), (_R, 0), (_L, 1), (_R, 1)),
    5: ((_L, 0), (_R, 0), (_C, .5), (_L, 1), (_R, 1)),
    6: ((_L, 0), (_R, 0), (_L, .5), (_R, .5), (_L, 1), (_R, 1)),
    7: ((_L, 0), (_R, 0), (_C, .25), (_L, .5), (_R, .5), (_L, 1), (_R, 1)),
    8: ((_L, 0), (_R, 0), (_C, .25), (_L, .5), (_R, .5), (_C, .75), (_L, 1), (_R, 1)),
    9: ((_L, 0), (_R, 0), (_L, 1 / 3), (_R, 1 / 3), (_C, .5), (_L, 2 / 3), (_R, 2 / 3), (_L, 1), (_R, 1)),
    10: ((_L, 0), (_R, 0), (_C, 1 / 6), (_L, 1 / 3), (_R, 1 / 3), (_L, 2 / 3), (_R, 2 / 3), (_C, 5 / 6),
         (_L, 1), (_R, 1)),
}
PIP_SIZE = 30

# Crowns over the court cards' letters, in a 100 x 40 box.
CROWNS = {
    Rank.KING: "M8 38L4 6L28 22L50 2L72 22L96 6L92 38Z",
    Rank.QUEEN: "M12 38L6 12L26 24L38 8L50 20L62 8L74 24L94 12L88 38Z",
    Rank.JACK: "M14 38C14 20 30 8 50 8C70 8 86 20 86 38Z",
}


def _num(value: float) -> str:
    return f"{value:.2f}".rstrip("0").rstrip(".")


def ink(card: Card) -> str:
    """The colour a card's indices and pips are drawn in."""
    if card.joker:
        return JOKER_INK[card.joker]
    return RED if card.natural_suit.is_red else BLACK


def rank_text(card: Card, lang: str = "en") -> str:
    """The index: ``"10"`` for a ten, else the rank's letter in the language (A K Q J 9 ... 2 in
    English, A K D B in German: ``pitch_core.grammar.index``, from the catalogs)."""
    return grammar.index(card.natural_rank, lang)


def pip(suit: Suit, cx: float, cy: float, size: float, colour: str, upside_down: bool = False) -> str:
    """A suit pip ``size`` units tall, centred on (cx, cy)."""
    scale = size / 100
    turn = " rotate(180 50 50)" if upside_down else ""
    return (f'<path d="{PIP_PATHS[suit]}" fill="{colour}" '
            f'transform="translate({_num(cx - size / 2)} {_num(cy - size / 2)}) scale({_num(scale)}){turn}"/>')


def star(cx: float, cy: float, outer: float, fill: str, stroke: str, width: float) -> str:
    inner = outer * 0.45
    points = []
    for i in range(10):
        radius = outer if i % 2 == 0 else inner
        angle = math.pi / 2 + i * math.pi / 5
        points.append(f"{_num(cx + radius * math.cos(angle))},{_num(cy - radius * math.sin(angle))}")
    return (f'<polygon points="{" ".join(points)}" fill="{fill}" stroke="{stroke}" '
            f'stroke-width="{_num(width)}" stroke-linejoin="round"/>')


def _text(x: float, y: float, size: float, colour: str, content: str, fit: float | None = None,
          weight: int = 700) -> str:
    fitted = f' textLength="{_num(fit)}" lengthAdjust="spacingAndGlyphs"' if fit else ""
    return (f'<text x="{_num(x)}" y="{_num(y)}" font-size="{_num(size)}" font-weight="{weight}" '
            f'fill="{colour}" text-anchor="middle"{fitted}>{escape(content)}</text>')


def _outline(width: float, height: float, radius: float, stroke_width: float) -> str:
    inset = stroke_width / 2
    return (f'<rect x="{_num(inset)}" y="{_num(inset)}" width="{_num(width - stroke_width)}" '
            f'height="{_num(height - stroke_width)}" rx="{_num(radius)}" fill="{FACE}" stroke="{EDGE}" '
            f'stroke-width="{_num(stroke_width)}"/>')


def _index(card: Card, lang: str) -> str:
    """The corner index, top left: rank over a small pip, or ``JOKER`` down the corner and a star."""
    colour = ink(card)
    if card.joker:
        return _joker_index(card.joker)
    rank = rank_text(card, lang)
    return (_text(26, 56, 56, colour, rank, fit=46 if len(rank) > 1 else None)
            + pip(card.natural_suit, 26, 85, 30, colour))


def _joker_index(kind: str) -> str:
    letters = "".join(_text(26, 42 + 28 * i, 30, JOKER_INK[kind], letter) for i, letter in enumerate("JOKER"))
    return letters + _joker_star(kind, 26, 182, 17, 3)


def _joker_star(kind: str, cx: float, cy: float, outer: float, width: float) -> str:
    """The high joker's star is gold in red ink, the low one's hollow in black, the look-alike's gold in black."""
    fill = FACE if kind == "LJ" else GOLD
    return star(cx, cy, outer, fill, JOKER_INK[kind], width)


def _number_pips(card: Card) -> str:
    suit, colour, rank = card.natural_suit, ink(card), card.natural_rank
    if rank is Rank.ACE:
        return pip(suit, 100, 140, 104 if suit is Suit.SPADES else 88, colour)
    top, bottom = _PIP_ROWS
    return "".join(pip(suit, x, top + (bottom - top) * t, PIP_SIZE, colour, upside_down=t > .5)
                   for x, t in PIP_LAYOUTS[int(rank)])


def _court(card: Card, lang: str) -> str:
    """J, Q, K: a tinted frame, a crown, the letter and a large pip."""
    colour, tint = ink(card), COURT_TINT[cards.colour(card)]
    frame = (f'<rect x="56" y="30" width="88" height="220" rx="8" fill="{tint}" stroke="{colour}" '
             f'stroke-width="2.5"/>')
    crown = (f'<path d="{CROWNS[card.natural_rank]}" fill="{GOLD}" stroke="{colour}" stroke-width="3" '
             f'stroke-linejoin="round" transform="translate(70 46) scale(.6)"/>')
    letter = _text(100, 150, 80, colour, rank_text(card, lang))
    return frame + crown + letter + pip(card.natural_suit, 100, 198, 50, colour)


def _joker_centre(kind: str) -> str:
    colour = JOKER_INK[kind]
    frame_fill = "#f1f1f1" if kind == "LJ" else "#fff6dc"
    frame = (f'<rect x="56" y="30" width="88" height="220" rx="8" fill="{frame_fill}" stroke="{colour}" '
             f'stroke-width="2.5"/>')
    stars = _joker_star(kind, 100, 132, 38, 4)
    if kind == "HJ":
        stars += star(100, 132, 14, RED, RED, 1)
    return frame + stars + _text(100, 222, 24, colour, "JOKER", fit=72)


def joker_face(kind: str) -> str:
    """A joker's whole face: ``HJ``, ``LJ`` or the look-alike ``JK``."""
    corner = _joker_index(kind)
    return (_outline(WIDTH, HEIGHT, 14, 3) + f'<g font-family="{FONT}">' + _joker_centre(kind) + corner
            + f'<g transform="rotate(180 {WIDTH // 2} {HEIGHT // 2})">{corner}</g></g>')


def joker_mini(kind: str) -> str:
    return _outline(MINI_WIDTH, MINI_HEIGHT, 9, 2.5) + _joker_star(kind, 32, 52, 28, 3.5)


def face(card: Card, lang: str = "en") -> str:
    """The whole face of ``card`` as the inside of its ``<symbol>``, with the language's letters."""
    if card.joker:
        return joker_face(card.joker)
    corner = _index(card, lang)
    middle = _court(card, lang) if card.natural_rank in CROWNS else _number_pips(card)
    return (_outline(WIDTH, HEIGHT, 14, 3) + f'<g font-family="{FONT}">' + middle + corner
            + f'<g transform="rotate(180 {WIDTH // 2} {HEIGHT // 2})">{corner}</g></g>')


def mini(card: Card, lang: str = "en") -> str:
    """The index alone on a small card: rank over pip, or the joker's star."""
    if card.joker:
        return joker_mini(card.joker)
    colour = ink(card)
    outline = _outline(MINI_WIDTH, MINI_HEIGHT, 9, 2.5)
    rank = rank_text(card, lang)
    text = _text(32, 46, 52, colour, rank, fit=56 if len(rank) > 1 else None)
    return (outline + f'<g font-family="{FONT}">{text}</g>'
            + pip(card.natural_suit, 32, 75, 34, colour))


def _clip(x0: float, y0: float, dx: float, dy: float, box: tuple[float, float, float, float]
          ) -> tuple[float, float, float, float] | None:
    """The part of the line through (x0, y0) with direction (dx, dy) inside ``box``."""
    left, top, right, bottom = box
    low, high = -math.inf, math.inf
    for start, delta, lo, hi in ((x0, dx, left, right), (y0, dy, top, bottom)):
        if delta == 0:
            if not lo <= start <= hi:
                return None
            continue
        a, b = (lo - start) / delta, (hi - start) / delta
        low, high = max(low, min(a, b)), min(high, max(a, b))
    if low >= high:
        return None
    return x0 + low * dx, y0 + low * dy, x0 + high * dx, y0 + high * dy


def back() -> str:
    """A face-down card: a white border round a burgundy field with a diamond lattice."""
    box = (14.0, 14.0, WIDTH - 14.0, HEIGHT - 14.0)
    lines = []
    step = 20
    for offset in range(-HEIGHT, WIDTH + HEIGHT, step):
        for dx, dy in ((1, 1), (1, -1)):
            segment = _clip(offset, 0, dx, dy, box)
            if segment:
                lines.append("M{} {}L{} {}".format(*(_num(v) for v in segment)))
    field = (f'<rect x="{box[0]}" y="{box[1]}" width="{box[2] - box[0]}" height="{box[3] - box[1]}" rx="8" '
             f'fill="#8e1b2e"/>')
    lattice = f'<path d="{"".join(lines)}" stroke="#c4566a" stroke-width="2" fill="none"/>'
    frame = (f'<rect x="{box[0] + 6}" y="{box[1] + 6}" width="{box[2] - box[0] - 12}" '
             f'height="{box[3] - box[1] - 12}" rx="5" fill="none" stroke="#f6e3c8" stroke-width="2.5"/>')
    emblem = ('<ellipse cx="100" cy="140" rx="34" ry="46" fill="#8e1b2e" stroke="#f6e3c8" stroke-width="3"/>'
              + pip(Suit.SPADES, 100, 140, 44, "#f6e3c8"))
    return _outline(WIDTH, HEIGHT, 14, 3) + field + lattice + frame + emblem


def _symbol(ident: str, width: int, height: int, body: str, colour: str) -> str:
    """One symbol. No ``<title>``: a page names each card in its own language, and a title inside
    a ``<use>`` could show as an English tooltip."""
    return f'<symbol id="{ident}" viewBox="0 0 {width} {height}" data-colour="{colour}">{body}</symbol>'


def sprite(lang: str = "en") -> str:
    """A language's whole sprite: ``card-XX`` and ``mini-XX`` for every card, and ``card-back``."""
    symbols = []
    for card in ALL_CARDS:
        colour = cards.colour(card)
        symbols.append(f"<!-- {cards.english_name(card)} -->")
        symbols.append(_symbol(symbol_id(card), WIDTH, HEIGHT, face(card, lang), colour))
        symbols.append(_symbol(mini_id(card), MINI_WIDTH, MINI_HEIGHT, mini(card, lang), colour))
    symbols.append("<!-- the jokers where they look alike -->")
    symbols.append(_symbol(f"card-{cards.ALIKE_JOKER}", WIDTH, HEIGHT, joker_face(cards.ALIKE_JOKER), "joker"))
    symbols.append(_symbol(f"mini-{cards.ALIKE_JOKER}", MINI_WIDTH, MINI_HEIGHT, joker_mini(cards.ALIKE_JOKER), "joker"))
    symbols.append(_symbol(BACK_ID, WIDTH, HEIGHT, back(), "back"))
    return ('<svg xmlns="http://www.w3.org/2000/svg">\n'
            "<!-- Learn Pitch card faces, generated by sitegen/card_faces.py from pitch_core.cards -->\n"
            + "\n".join(symbols) + "\n</svg>\n")


def write(site_dir: Path) -> list[Path]:
    """Write every language's sprite (``assets/cards/cards.svg``, ``cards.de.svg`` ...): the faces
    differ only in their index letters, and a page draws from its own language's."""
    written = []
    for lang in languages.codes():
        target = site_dir / cards.sprite_path(lang)
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(sprite(lang), encoding="utf-8")
        written.append(target)
    return written
