"""The house-rules page's data (docs/tools/house-rules.md, web/tools/house-rules.js), in the
reader's language, from ``pitch_core.pitch.house_rules``: the points a table chooses, each choice's
words, the rule that states it, which source games play it, and what each game plays itself.
The page builds a game's name from it as the engine spells it, so every tool that takes a preset
follows the table's choices."""

from __future__ import annotations

from typing import Any, Iterable

from ..game_names import game_title
from ..messages import render
from ..pitch import get_ruleset
from ..pitch.house_rules import HOUSE_RULES, house_rules_for
from .scoresheet import sheet_rules

# The seed sources' games (SPEC 2.16), each with the languages whose source it is. A choice names
# each source once: the first of its games that offers the point (16-point only for the off-two).
SOURCE_GAMES: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("pitch31", ("en",)),
    ("ten-point", ("de", "cs")),
    ("ten-point+dirty", ("de", "cs")),
    ("16-point", ("de", "cs")),
    ("thirteen-point-partner", ("ro",)),
)
SHEET_BASE = "ten-point"  # the game each choice's score-keeper facts are read on


def house_rules_data(lang: str, games: Iterable[str]) -> dict[str, Any]:
    """Everything the house-rules page and the tools need to name, check and show a table's choices:
    ``points`` in the canonical order, ``games`` (each game's own choice per point it offers),
    ``sheet`` (what a choice changes in the score keeper's facts), ``title`` ("{name}, house rules")."""
    return {
        "title": render("house.game-title", {}, lang),  # {name} kept for the page to fill
        "points": [_point(rule, lang) for rule in HOUSE_RULES],
        "games": {game: _own_choices(game) for game in games},
        "sheet": _sheet_changes(),
    }


def _point(rule: Any, lang: str) -> dict[str, Any]:
    return {
        "key": rule.key,
        "title": render(rule.code, {}, lang),
        "rules": list(rule.rules),
        "choices": [{
            "word": choice.word,
            "text": render(rule.choice_code(choice), {}, lang),
            "rule": choice.rule,
            "sources": [{"game": game, "name": game_title(game, lang), "assumed": not set(langs) <= set(choice.plays)}
                        for game, langs in _source_games(rule, choice)],
        } for choice in rule.choices],
    }


def _source_games(rule: Any, choice: Any) -> list[tuple[str, tuple[str, ...]]]:
    """The source games that play ``choice``, each source once (its first game offering the point)."""
    found: list[tuple[str, tuple[str, ...]]] = []
    offered: set[tuple[str, ...]] = set()
    for game, langs in SOURCE_GAMES:
        ruleset = get_ruleset(game)
        if not rule.applies(ruleset) or (langs in offered and rule.played_by(ruleset) != choice):
            continue
        if rule.played_by(ruleset) == choice and all(langs != seen for _, seen in found):
            found.append((game, langs))
        offered.add(langs)
    return found


def _own_choices(game: str) -> dict[str, str | None]:
    """The choice ``game`` plays at each point it offers (None: a value no choice names)."""
    ruleset = get_ruleset(game)
    result: dict[str, str | None] = {}
    for rule in house_rules_for(ruleset):
        played = rule.played_by(ruleset)
        result[rule.key] = played.word if played else None
    return result


def _sheet_changes() -> dict[str, dict[str, dict[str, Any]]]:
    """For each point that changes the score keeper's facts (the target, the moon's score floor),
    each choice's facts, so a tool can say a house game's facts without asking the engine."""
    base = get_ruleset(SHEET_BASE)
    changes: dict[str, dict[str, dict[str, Any]]] = {}
    for rule in house_rules_for(base):
        facts = {choice.word: sheet_rules(f"{SHEET_BASE}~{rule.key}={choice.word}") for choice in rule.choices}
        differing = {field for field in sheet_rules(SHEET_BASE) if field != "preset"
                     and len({repr(f[field]) for f in facts.values()}) > 1}
        if differing:
            changes[rule.key] = {word: {field: f[field] for field in sorted(differing)} for word, f in facts.items()}
    return changes


__all__ = ["SOURCE_GAMES", "house_rules_data"]
