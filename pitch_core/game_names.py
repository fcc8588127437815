"""Every game's name in the reader's language ("Ten-point Pitch + Dirty Pitch"), said from the
preset's canonical name: the one place a game is named, for drills, worksheets, the CLI and the
tools' data alike. The words live in the ``pitch_core`` catalog under ``game-name``."""

from __future__ import annotations

from typing import Callable

GAME_CONTEXT = "game-name"
BASE_TITLES = {
    "pitch31": "Pitch 31",
    "ten-point": "Ten-point Pitch",
    "thirteen-point-partner": "13-point partner Pitch",
    "three-thirteen": "Three Thirteen",
    "three-thirteen-aces-both": "Three Thirteen, aces high or low",
}
N_POINT = "{n}-point Pitch"  # 5-point, 7-point ... 16-point
MODIFIER_TITLES = {"dirty": "Dirty Pitch", "reverse": "reverse order", "five-handed": "five players"}

Say = Callable[[str, str], str]  # (context, English word) -> the word in the reader's language


def words() -> list[str]:
    """Every word a game's name is made of (for the catalogs)."""
    return [*BASE_TITLES.values(), N_POINT, *MODIFIER_TITLES.values()]


def base_title(base: str, say: Say) -> str:
    if base in BASE_TITLES:
        return say(GAME_CONTEXT, BASE_TITLES[base])
    points = base.removesuffix("-point")
    if points.isdigit():
        return say(GAME_CONTEXT, N_POINT).replace("{n}", points)
    return base


def modifier_title(modifier: str, say: Say) -> str:
    return say(GAME_CONTEXT, MODIFIER_TITLES[modifier]) if modifier in MODIFIER_TITLES else modifier


HOUSE_TITLE = "{name}, house rules"  # a game with a table's own choices (pitch_core.pitch.house_rules)
HOUSE_MARK = "~"  # where a canonical name's house rules start: ten-point~stuck=5


def title_of(preset: str, say: Say) -> str:
    """The name of the game ``preset`` (canonical: ``ten-point+dirty``) as the reader says it; a game
    with house rules (``ten-point~stuck=5``) is "Ten-point Pitch, house rules", its choices said by
    ``pitch_core.pitch.house_rules.subtitle``."""
    head, house, _ = preset.partition(HOUSE_MARK)
    base, *modifiers = head.split("+")
    title = " + ".join([base_title(base, say), *(modifier_title(m, say) for m in modifiers)])
    return say("house.game-title", HOUSE_TITLE).replace("{name}", title) if house else title


def game_title(preset: str, lang: str) -> str:
    from .catalogs import translate

    return title_of(preset, lambda context, english: translate(context, english, lang))


__all__ = ["BASE_TITLES", "GAME_CONTEXT", "MODIFIER_TITLES", "N_POINT", "game_title", "title_of", "words"]
