"""Where each game's practice lives on the site, and which rules it offers: the rules pages'
"Try it" and "See it" links, the tools' data and the worksheets read this, so a rule no drill
covers gets no link, and a link always opens the practice of one game.

* Each course game (``COURSE_GAMES``) has its own practice page, ``practice/<preset>/``, and its
  own worksheet, ``practice/worksheet-<preset>/``.
* Every other game (any preset with its modifiers, ``ten-point+dirty``) is practised on the "any
  game" page, ``practice/pitch/``, which takes the game in its fragment:
  ``#game=ten-point+dirty&rule=play.reverse-order``.
* A rules page that belongs to one game (``pitch/pitch31``) links to that game's practice; any
  other page (``pitch/basics``, the clarifications) to the rule's default game (its first course
  game, ``registry.default_preset``).
"""

from __future__ import annotations

from .registry import COURSE_GAMES, default_preset, plays, rules_of_preset

ANY_GAME_PAGE = "practice/pitch/"
# The page of each game's practice (docs/practice/<preset>.md), without the language prefix.
PRACTICE_PAGES = {**{f"practice-{preset}": f"practice/{preset}/" for preset in COURSE_GAMES},
                  "practice-any": ANY_GAME_PAGE}
WORKSHEET_PAGES = {preset: f"practice/worksheet-{preset}/" for preset in COURSE_GAMES}
# The rules pages that belong to one game, by their source path without ".md" (docs/pitch/pitch31.md)
PAGE_GAMES = {"pitch/pitch31": "pitch31", "pitch/ten-point": "ten-point",
              "pitch/thirteen-point-partner": "thirteen-point-partner", "three-thirteen": "three-thirteen"}


def base_presets() -> list[str]:
    """Every game without modifiers, Pitch's presets first (as Play offers them)."""
    from ..pitch import preset_names
    from ..three_thirteen import preset_names as three_thirteen_presets

    return [*preset_names(), *three_thirteen_presets()]


def practice_rules() -> dict[str, list[str]]:
    """The rules each course game and each game without modifiers plays and a drill covers, by
    preset (a combination with modifiers is asked of the engine: ``webapi.practice_rules``)."""
    return {preset: rules_of_preset(preset) for preset in dict.fromkeys([*COURSE_GAMES, *base_presets()])}


def practice_game(rule_id: str, page: str | None = None) -> str | None:
    """The game whose practice a link to ``rule_id`` opens from ``page`` (``pitch/pitch31``): the
    page's own game when it plays the rule, else the rule's default game; None when no drill
    covers the rule."""
    own = PAGE_GAMES.get(page or "")
    if own is not None and plays(own, rule_id):
        return own
    try:
        return default_preset(rule_id)
    except Exception:  # no maker, or no game plays it: no link
        return None


def practice_page_of(preset: str) -> str:
    """The practice page of the game ``preset``: its own for a course game, else the "any game" page."""
    return f"practice/{preset}/" if preset in COURSE_GAMES else ANY_GAME_PAGE


def practice_link(rule_id: str, page: str | None = None, show: bool = False) -> str | None:
    """The address (from the language's root) of the practice of ``rule_id`` as a link from
    ``page`` gives it: ``practice/pitch31/#rule=bid.must-beat``, or with ``show`` one position
    with its answer (``#show=``); on the "any game" page the game comes first
    (``practice/pitch/#game=ten-point+reverse&rule=play.reverse-order``). None: no drill."""
    preset = practice_game(rule_id, page)
    if preset is None:
        return None
    target = practice_page_of(preset)
    fragment = f"{'show' if show else 'rule'}={rule_id}"
    if target == ANY_GAME_PAGE:
        fragment = f"game={preset}&{fragment}"
    return f"{target}#{fragment}"


def practice_page(rule_id: str, page: str | None = None) -> str | None:
    """The practice page (``practice/pitch31/``) a link to ``rule_id`` from ``page`` opens, or None."""
    link = practice_link(rule_id, page)
    return None if link is None else link.split("#", 1)[0]


__all__ = ["ANY_GAME_PAGE", "PAGE_GAMES", "PRACTICE_PAGES", "WORKSHEET_PAGES", "base_presets", "practice_game",
           "practice_link", "practice_page", "practice_page_of", "practice_rules"]
