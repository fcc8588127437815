"""Where each game's practice lives on the site, and which rules it offers: the rules pages'
"Try it" and "See it" links and the practice pages read this, so a rule no drill covers gets no
link."""

from __future__ import annotations

from .registry import rules_of_game

GAMES = ("pitch", "three-thirteen")
# The page of each game's practice (docs/practice/<game>.md), without the language prefix.
PRACTICE_PAGES = {f"practice-{game}": f"practice/{game}/" for game in GAMES}


def practice_rules() -> dict[str, list[str]]:
    return {game: rules_of_game(game) for game in GAMES}


def practice_page(rule_id: str) -> str | None:
    """The practice page (``practice/pitch/``) that drills ``rule_id``, or None when none does."""
    for game, rules in practice_rules().items():
        if rule_id in rules:
            return PRACTICE_PAGES[f"practice-{game}"]
    return None
