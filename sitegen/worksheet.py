"""A printable worksheet per game and language, made at build time by the drill generator
(``[[worksheet pitch]]``, ``[[worksheet three-thirteen]]``): a dozen positions, one rule each,
with their questions and choices, then the answer key on a page of its own when printed.

The positions, questions, answers and explanations are the engine's (``pitch_core.drills``), the
same a teacher gets from ``python -m pitch_core drill``; the sheet is the same on every build
(seed 1), so a printed copy and the site agree.
"""

from __future__ import annotations

import re
from html import escape
from typing import Any, Callable

from pitch_core.drills import make_drill, rules_of_game
from pitch_core.drills.model import Drill
from pitch_core.message_params import BID_CONTEXT, BID_WORDS, format_seat, format_team
from pitch_core.messages import translate

from .cards import cards_html
from .catalogs import N_, gettext
from .rule_titles import rule_title

SEED = 1
POSITIONS = 12
GAMES = ("pitch", "three-thirteen")

TRUMP = N_("Trump: {suit}")
DEALER = N_("Dealer: {seat}")
CONTRACT = N_("Bid: {seat}, {bid}")
CALLS = N_("Bids so far: {calls}")
TRICK = N_("On the table: {plays}")
HAND = N_("{seat}'s cards: {cards}")
SCORES = N_("Scores before the hand: {scores}")
TAKEN = N_("Points taken this hand: {taken}")
ROUND = N_("Round {round}, {players} players; {wild}s are wild.")
TOTALS = N_("Totals: {totals}")
ROUND_SCORES = N_("Points for this round: {scores}")
CARDS = N_("Cards: {cards}")
CHOICES = N_("Choices: {choices}")
ANSWER_LINE = N_("Your answer: ______")
KEY = N_("Answer key")
PASS = "pass"


def worksheet(lang: str, arguments: list[str], indent: str) -> str:
    if len(arguments) != 1 or arguments[0] not in GAMES:
        raise ValueError(f"write [[worksheet GAME]] with GAME one of {', '.join(GAMES)}")
    drills = _drills(arguments[0])
    lines = []
    for number, drill in enumerate(drills, start=1):
        lines += _position(number, drill, lang)
    lines += ['<div class="lp-worksheet-key" markdown="1">', "", f"## {gettext(lang, KEY)}", ""]
    for number, drill in enumerate(drills, start=1):
        shown = drill.to_dict(lang)
        lines.append(f"{number}. **{_answer_words(drill, shown, lang)}**: {escape(shown['explanation'])}")
    lines += ["", "</div>"]
    return "\n".join(indent + line if line else line for line in lines)


def _drills(game: str) -> list[Drill]:
    rules = rules_of_game(game)
    step = max(1, len(rules) // POSITIONS)
    return [make_drill(rule, SEED, 0) for rule in rules[::step][:POSITIONS]]


def _say(lang: str, template: str, **params: str) -> str:
    text = gettext(lang, template)
    for key, value in params.items():
        text = text.replace("{" + key + "}", value)
    return text


def _seat(value: Any, lang: str) -> str:
    return format_seat(value, lambda context, english: translate(context, english, lang))


def _team(value: Any, lang: str) -> str:
    return format_team(value, lambda context, english: translate(context, english, lang))


def _bid(value: Any, lang: str) -> str:
    word = BID_WORDS.get(str(value))
    return translate(BID_CONTEXT, word, lang) if word else str(value)


def _position(number: int, drill: Drill, lang: str) -> list[str]:
    title = rule_title(drill.rule, lang) or drill.rule
    shown = drill.to_dict(lang)
    facts = POSITION_FACTS[drill.game](drill.position, lang)
    lines = [f"## {number}. {escape(title)}", ""]
    lines += [f"- {_not_a_list(fact)}" for fact in facts] + ["", f"**{escape(shown['question'])}**", ""]
    if drill.choices and drill.kind != "cards":
        words = [_choice_words(drill, c.value, shown, lang) for c in drill.choices]
        lines += [escape(_say(lang, CHOICES, choices=" · ".join(words))), ""]
    lines += [gettext(lang, ANSWER_LINE), ""]
    return lines


def _not_a_list(text: str) -> str:
    """A fact that opens with an ordinal ("4. kolo" in Czech) stays text: Markdown would read
    "4." as a numbered list and show "1."."""
    return re.sub(r"^(\d+)\.", r"\1\\.", text)


def _pitch_facts(pos: dict[str, Any], lang: str) -> list[str]:
    facts = [escape(_say(lang, DEALER, seat=_seat(pos["dealer"], lang)))]
    if pos.get("trump"):
        facts.append(escape(_say(lang, TRUMP, suit={"S": "♠", "H": "♥", "D": "♦", "C": "♣"}[pos["trump"]])))
    if pos.get("bidder") and pos.get("trump"):
        facts.append(escape(_say(lang, CONTRACT, seat=_seat(pos["bidder"], lang), bid=_bid(pos["bid"], lang))))
    elif pos.get("calls"):
        calls = ", ".join(f"{_seat(seat, lang)} {_bid(call, lang)}" for seat, call in pos["calls"])
        facts.append(escape(_say(lang, CALLS, calls=calls)))
    if pos.get("trick"):
        plays = ", ".join(f"{escape(_seat(seat, lang))} {cards_html(card, lang)}" for seat, card in pos["trick"])
        facts.append(_say(lang, escape(gettext(lang, TRICK)), plays=plays))
    for seat, cards in pos.get("hands", {}).items():
        if cards:
            facts.append(_say(lang, escape(gettext(lang, HAND)), seat=escape(_seat(seat, lang)), cards=cards_html(" ".join(cards), lang)))
    if pos.get("taken"):
        taken = ", ".join(f"{_team(unit, lang)} {points}" for unit, points in pos["taken"].items())
        facts.append(escape(_say(lang, TAKEN, taken=taken)))
    if pos.get("scores") and (pos.get("taken") or pos.get("calls")):
        scores = ", ".join(f"{_team(unit, lang)} {points}" for unit, points in pos["scores"].items())
        facts.append(escape(_say(lang, SCORES, scores=scores)))
    return facts


def _thirteen_facts(pos: dict[str, Any], lang: str) -> list[str]:
    wild = "10" if pos["wild"] == "T" else pos["wild"]
    facts = [escape(_say(lang, ROUND, round=str(pos["round"]), players=str(pos["players"]), wild=wild))]
    per_seat = lambda values: ", ".join(f"{_seat(str(i + 1), lang)} {v}" for i, v in enumerate(values))
    if pos.get("totals"):
        facts.append(escape(_say(lang, TOTALS, totals=per_seat(pos["totals"]))))
    if pos.get("scores"):
        facts.append(escape(_say(lang, ROUND_SCORES, scores=per_seat(pos["scores"]))))
    if pos.get("hand"):
        facts.append(_say(lang, escape(gettext(lang, CARDS)), cards=cards_html(" ".join(pos["hand"]), lang)))
    return facts


def _choice_words(drill: Drill, value: str, shown: dict[str, Any], lang: str) -> str:
    label = next((c["label"] for c in shown["choices"] if c["value"] == value and c["label"]), None)
    if label:
        return label
    return _seat(value, lang)


def _answer_words(drill: Drill, shown: dict[str, Any], lang: str) -> str:
    answer = shown["answer"]
    if isinstance(answer, list):
        if drill.kind == "cards" and all(len(a) == 2 for a in answer):
            return cards_html(" ".join(answer), lang) if answer else "–"
        return ", ".join(escape(_seat(a, lang)) for a in answer)
    if drill.kind == "number":
        return str(answer)
    return escape(_choice_words(drill, str(answer), shown, lang))


# How a worksheet says a position of each game in words (a sheet's game picks its table, nothing else)
POSITION_FACTS: dict[str, Callable[[dict[str, Any], str], list[str]]] = {"pitch": _pitch_facts, "three-thirteen": _thirteen_facts}
