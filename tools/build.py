"""Prepare each language's data for the browser tools at build time.

``site/tools-data/<lang>.json`` holds everything a tool page shows before the engine has
started: its words (``tools/ui.toml``, translated in the ``tutorial`` catalog under
``tools.<key>``), card and suit names, where each rule lives on the rules pages, and every
preset's scoring facts, so the score keeper's form and the game setup are ready at once. Only
the answers (a score, a move, a deadwood count) wait for the engine.
"""

from __future__ import annotations

import tomllib
from functools import lru_cache
from itertools import combinations
from pathlib import Path
from typing import Any, Callable

from pitch_core import game_names, games
from pitch_core.catalogs import translate
from pitch_core.card_entry import MAX_ENTRY_CHARS, card_key
from pitch_core.cards import ALL_CARDS, SUITS
from pitch_core.pitch import get_ruleset, modifier_names, preset_names
from pitch_core.pitch.actions import SEAT_LABELS
from pitch_core.rulebook import RULES
from pitch_core.three_thirteen import preset_names as three_thirteen_presets
from pitch_core.webtools.house_rules_page import house_rules_data
from pitch_core.three_thirteen import get_ruleset as three_thirteen_ruleset
from pitch_core.bots import LEVELS
from pitch_core.drills.pages import PRACTICE_PAGES, practice_rules
from pitch_core.drills.registry import COURSE_GAMES
from pitch_core.webtools.scoresheet import sheet_rules
from pitch_core.webtools.share import MAX_RECORD_BYTES
from sitegen import cards as card_names
from tutorial.build import rule_link

from .plural_words import Word, localise, plain

HERE = Path(__file__).resolve().parent
TOOL_PAGES = {"play": "play/", "hand-viewer": "tools/hand-viewer/", "score-keeper": "tools/score-keeper/",
              "meld-calculator": "tools/meld-calculator/", "house-rules": "tools/house-rules/", **PRACTICE_PAGES}


@lru_cache(maxsize=None)
def ui_forms() -> dict[str, Word]:
    """The words as ui.toml writes them: a string, or a counted word's forms ({one, other})."""
    return tomllib.loads((HERE / "ui.toml").read_text(encoding="utf-8"))


def ui_english() -> dict[str, str]:
    """Every word as one English string (a counted word by its ``other`` form)."""
    return {key: plain(english) for key, english in ui_forms().items()}


def ui_strings(lang: str) -> dict[str, Word]:
    """The words in ``lang``; a counted word as its text per CLDR plural category (tools/plural_words.py)."""
    return {key: localise(lang, f"tools.{key}", english) for key, english in ui_forms().items()}


def pitch_variants() -> list[str]:
    """Every preset with every combination of modifiers, in the engine's own spelling."""
    names = []
    for base in preset_names():
        for count in range(len(modifier_names()) + 1):
            for chosen in combinations(modifier_names(), count):
                names.append(get_ruleset("+".join([base, *chosen])).name)
    return names


def preset_facts() -> dict[str, dict[str, Any]]:
    def facts(name: str) -> dict[str, Any]:
        players = get_ruleset(name).players
        return {**sheet_rules(name), "players": players, "seats": list(SEAT_LABELS[players])}

    return {name: facts(name) for name in pitch_variants()}


def modifier_titles(lang: str) -> dict[str, str]:
    return {m: game_names.modifier_title(m, _say(lang)) for m in modifier_names()}


def preset_titles(lang: str) -> dict[str, str]:
    """Every game's title in the reader's language ("Ten-point Pitch + Dirty Pitch"), said by the
    engine (pitch_core.game_names, the one place a game is named), so the page never takes a
    preset's name apart."""
    return {name: game_names.game_title(name, lang) for name in [*pitch_variants(), *three_thirteen_presets()]}


def _say(lang: str) -> Callable[[str, str], str]:
    return lambda context, english: translate(context, english, lang)


def play_tables() -> dict[str, dict[str, Any]]:
    """What Play's setup asks of each game it offers, from that game's entry in the registry
    (pitch_core.games): whether it takes modifiers, the table sizes the reader may choose, the
    usual one, and the seats of each size (a Pitch preset's seats are in ``presets``)."""
    tables = {}
    for name in [*preset_names(), *three_thirteen_presets()]:
        game = games.for_preset(name)
        tables[name] = {"modifiers": game.takes_modifiers, "players": list(game.player_counts),
                        "default_players": game.default_players,
                        "seats": {str(n): [game.seat_label(seat, n) for seat in range(n)] for n in game.player_counts}}
        rules = game.ruleset(name)
        if hasattr(rules, "decks"):  # a game whose pack grows with the table (Three Thirteen)
            tables[name]["packs"] = {str(n): rules.decks(n) for n in game.player_counts}
    return tables


def three_thirteen_rounds() -> dict[str, list[dict[str, Any]]]:
    """Each preset's rounds as its ruleset deals them: the hand size and the wild rank's letter
    (the meld calculator's round list; web/tools/meld-calculator.js)."""
    rounds = {}
    for name in three_thirteen_presets():
        rules = three_thirteen_ruleset(name)
        rounds[name] = [{"round": n, "cards": rules.hand_size(n), "wild": rules.wild_rank(n).letter}
                        for n in range(1, rules.rounds + 1)]
    return rounds


def build_language(lang: str) -> dict[str, Any]:
    prefix = "" if lang == "en" else f"{lang}/"
    ui = ui_strings(lang)
    return {
        "lang": lang,
        "ui": ui,
        "card_names": card_names.names_by_code(lang),
        # the names in the forms a sentence asks for ({card:acc}) and the index letters of the
        # reader's cards (pitch_core/grammar.py; web/common/cards.js uses both)
        "card_forms": card_names.forms_by_code(lang),
        "card_index": card_names.index_letters(lang),
        "rank_forms": card_names.rank_forms(lang),
        # the pack as the engine lists it, for the card pickers, and the letters a reader may type
        # (pitch_core/card_entry.py), shown beside a card field as its key
        "deck": [c.code for c in ALL_CARDS if not c.joker],
        "card_key": card_key(lang).to_dict(),
        "card_entry_limit": MAX_ENTRY_CHARS,  # the engine reads no longer card field
        "suit_names": {s.letter: card_names.suit_name(s, lang) for s in SUITS},
        "rules": {rule_id: rule_link(rule_id, lang)["url"] for rule_id in RULES},
        "rule_titles": {rule_id: rule_link(rule_id, lang)["title"] for rule_id in RULES},
        "pages": {tool: prefix + path for tool, path in TOOL_PAGES.items()},
        "pitch_presets": preset_names(),
        "modifiers": modifier_names(),
        "three_thirteen_presets": three_thirteen_presets(),
        "three_thirteen_rounds": three_thirteen_rounds(),
        "levels": list(LEVELS),
        "presets": preset_facts(),
        "preset_titles": preset_titles(lang),
        "modifier_titles": modifier_titles(lang),
        # a table's house rules (pitch_core.pitch.house_rules): the house-rules page and every tool
        # that takes a game read and check a name's ~point=choice parts with it (game-choice.js)
        "house_rules": house_rules_data(lang, pitch_variants()),
        "tables": play_tables(),
        "share_limit": MAX_RECORD_BYTES,
        # the rules each game's practice offers, by preset: the course games and every game without
        # modifiers (a combination with modifiers is asked of the engine; web/practice/)
        "practice": practice_rules(),
        "practice_courses": list(COURSE_GAMES),  # the games with a practice page of their own
    }
