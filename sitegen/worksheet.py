"""A printable worksheet per course game and language, made at build time by the drill generator
(``[[worksheet pitch31]]``, ``[[worksheet three-thirteen]]``): the game named at the top, a dozen
positions of that game, each numbered and titled by what it asks (never by the rule that answers
it), with room to write, then the answer key on a page of its own when printed, each answer with
its reason and its game.

The positions, questions, answers and explanations are the engine's (``pitch_core.drills``), made
for the sheet's game only (``make_drill(rule, SEED, 0, preset)`` over ``rules_of_preset``), the
same a teacher gets from ``python -m pitch_core drill --preset``; the sheet is the same on every
build (seed 1), so a printed copy and the site agree.
"""

from __future__ import annotations

from html import escape
from typing import Any, Callable

from pitch_core import grammar
from pitch_core.cards import ALL_CARDS, Rank
from pitch_core.contract import DrillView
from pitch_core.drills import make_drill
from pitch_core.drills.model import Drill
from pitch_core.drills.registry import COURSE_GAMES, rules_of_preset
from pitch_core.game_names import game_title
from pitch_core.message_params import BID_CONTEXT, BID_WORDS, format_seat, format_team
from pitch_core.messages import translate

from .cards import cards_html
from .catalogs import N_, gettext

SEED = 1
POSITIONS = 12
GAMES = COURSE_GAMES  # one sheet per course game: docs/practice/worksheet-<preset>.md

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
MIDDLE = N_("In the middle, face up: {cards}")
TURNED_UP = N_("Turned up from the pack: {card}")
DRAWN = N_("Just drawn: {card}")
TAKEN_CARD = N_("Just taken from the discard pile: {card}")
PILE = N_("Top of the discard pile: {card}")
PILE_CARDS = N_("On the discard pile: {cards}")
STOCK = N_("Cards in the stock: {n}")
WENT_OUT = N_("{seat} went out.")
LAID_DOWN = N_("Laid down: {melds}")
GAME = N_("Game: {game}")
EVERY_QUESTION = N_("Every question on this sheet is asked under the rules of {game}.")
NAME = N_("Name:")
DATE = N_("Date:")
YOUR_ANSWER = N_("Your answer:")
KEY = N_("Answer key: {game}")
ANSWER = N_("Answer: {answer}")
PASS = "pass"
CARD_CODES = frozenset(card.code for card in ALL_CARDS)

# What an item asks, by the part of the game its rule belongs to: a neutral title that names the
# kind of question, never the rule that answers it ("Bidding", not "The highest bid, and the moon").
QUESTION_KINDS = {
    "turn": N_("Whose turn"), "deal": N_("The deal"), "bid": N_("Bidding"), "trump": N_("Trump"),
    "exchange": N_("The exchange"), "play": N_("Playing the cards"), "hand": N_("The end of the hand"),
    "score": N_("Scoring the hand"), "game": N_("Winning the game"),
    "tt.deck": N_("The pack"), "tt.players": N_("The players"), "tt.round": N_("The rounds"),
    "tt.deal": N_("The deal"), "tt.wild": N_("Wild cards"), "tt.jokers": N_("Wild cards"), "tt.meld": N_("Melds"),
    "tt.turn": N_("A player's turn"), "tt.draw": N_("A player's turn"), "tt.discard": N_("A player's turn"),
    "tt.stock": N_("The stock"), "tt.go-out": N_("Going out"), "tt.score": N_("Scoring the round"),
    "tt.game": N_("Winning the game"),
}
OTHER_KIND = N_("A question of the rules")


def question_kind(rule_id: str) -> str:
    """The English title of what a drill of ``rule_id`` asks (translated when rendered)."""
    parts = rule_id.split(".")
    part = ".".join(parts[:2]) if parts[0] == "tt" else parts[0]
    return QUESTION_KINDS.get(part, OTHER_KIND)


def worksheet(lang: str, arguments: list[str], indent: str) -> str:
    if len(arguments) != 1 or arguments[0] not in GAMES:
        raise ValueError(f"write [[worksheet GAME]] with GAME one of {', '.join(GAMES)}")
    preset = arguments[0]
    game = game_title(preset, lang)
    drills = _drills(preset)
    lines = ['<div class="lp-worksheet" markdown="0" data-preset="' + preset + '">',
             '<div class="lp-worksheet-head">',
             f'<p class="lp-worksheet-game">{_say_html(lang, GAME, game=f"<strong>{escape(game)}</strong>")}</p>',
             f'<p class="lp-worksheet-rules">{escape(_say(lang, EVERY_QUESTION, game=game))}</p>',
             f'<p class="lp-worksheet-who"><span class="lp-worksheet-field">{escape(gettext(lang, NAME))}'
             f'<span class="lp-worksheet-line"></span></span><span class="lp-worksheet-field">'
             f'{escape(gettext(lang, DATE))}<span class="lp-worksheet-line"></span></span></p>',
             '</div>']
    for number, drill in enumerate(drills, start=1):
        lines += _position(number, drill, lang)
    lines += ['<div class="lp-worksheet-key">',
              f'<h2 id="answer-key">{escape(_say(lang, KEY, game=game))}</h2>',
              '<ol class="lp-worksheet-answers">']
    for drill in drills:
        shown = drill.to_dict(lang)
        kind = escape(gettext(lang, question_kind(drill.rule)))
        lines.append(f'<li data-rule="{drill.rule}" data-preset="{drill.preset}">'
                     f'<span class="lp-worksheet-key-kind">{kind} · {escape(shown["game_name"])}</span> '
                     f'<span class="lp-worksheet-key-answer">'
                     f'{_say_html(lang, ANSWER, answer="<strong>" + _answer_words(drill, shown, lang) + "</strong>")}</span> '
                     f'<span class="lp-worksheet-key-why">{escape(shown["explanation"])}</span></li>')
    lines += ["</ol>", "</div>", "</div>"]
    return "\n".join(indent + line if line else line for line in lines)


def _drills(preset: str) -> list[Drill]:
    """The sheet's drills: ``POSITIONS`` of the game's rules spread evenly over its rulebook order
    (so every part of the game is asked), each the first drill of the fixed seed in that game."""
    rules = rules_of_preset(preset)
    if len(rules) > POSITIONS:
        rules = [rules[i * len(rules) // POSITIONS] for i in range(POSITIONS)]
    return [make_drill(rule, SEED, 0, preset) for rule in rules]


def _say_html(lang: str, template: str, **html_params: str) -> str:
    """A translated template escaped, its fields filled with ready HTML."""
    text = escape(gettext(lang, template))
    for key, value in html_params.items():
        text = text.replace("{" + key + "}", value)
    return text


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
    shown = drill.to_dict(lang)
    facts = POSITION_FACTS[drill.game](drill.position, lang)
    title = escape(gettext(lang, question_kind(drill.rule)))
    lines = [f'<section class="lp-worksheet-item" data-rule="{drill.rule}" data-preset="{drill.preset}">',
             f'<h2 class="lp-worksheet-title" id="q{number}"><span class="lp-worksheet-number">{number}.</span> {title}</h2>',
             '<ul class="lp-worksheet-facts">', *(f"<li>{fact}</li>" for fact in facts), "</ul>",
             f'<p class="lp-worksheet-question"><strong>{escape(shown["question"])}</strong></p>']
    if drill.choices and drill.kind != "cards":
        words = [_choice_words(drill, c.value, shown, lang) for c in drill.choices]
        lines.append(f'<p class="lp-worksheet-choices">{_say_html(lang, CHOICES, choices=" · ".join(words))}</p>')
    lines += [f'<p class="lp-worksheet-write">{escape(gettext(lang, YOUR_ANSWER))}<span class="lp-worksheet-line"></span></p>',
              "</section>"]
    return lines


def _pitch_facts(pos: dict[str, Any], lang: str) -> list[str]:
    facts = [escape(_say(lang, DEALER, seat=_seat(pos["dealer"], lang)))]
    if pos.get("trump"):
        facts.append(escape(_say(lang, TRUMP, suit={"S": "♠", "H": "♥", "D": "♦", "C": "♣"}[pos["trump"]])))
    if pos.get("calls") and not pos.get("trump"):  # the bidding is under way: every call so far
        calls = ", ".join(f"{_seat(seat, lang)} {_bid(call, lang)}" for seat, call in pos["calls"])
        facts.append(escape(_say(lang, CALLS, calls=calls)))
    elif pos.get("bidder") and pos.get("bid") is not None:
        facts.append(escape(_say(lang, CONTRACT, seat=_seat(pos["bidder"], lang), bid=_bid(pos["bid"], lang))))
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
    if pos.get("middle"):  # 13-point partner's exchange: what lies face up, seat by seat as thrown
        by_seat: dict[str, list[str]] = {}
        for seat, code in pos["middle"]:
            by_seat.setdefault(seat, []).append(code)
        cards = "; ".join(f"{escape(_seat(seat, lang))} {cards_html(' '.join(codes), lang)}" for seat, codes in by_seat.items())
        facts.append(_say_html(lang, MIDDLE, cards=cards))
    if pos.get("looking_at"):
        facts.append(_say_html(lang, TURNED_UP, card=cards_html(pos["looking_at"], lang)))
    return facts


def _wild(letter: str, lang: str) -> str:
    """The wild rank as the sentence needs it: English "Ks are wild" takes the index; every other
    language says the rank's word in the plural with its article ("die Könige", "popii")."""
    rank = Rank.parse(letter)
    if lang == "en":
        return "10" if letter == "T" else letter
    return grammar.rank_in_form(rank, "pl", lang)


def _thirteen_facts(pos: dict[str, Any], lang: str) -> list[str]:
    facts = [escape(_say(lang, ROUND, round=str(pos["round"]), players=str(pos["players"]), wild=_wild(pos["wild"], lang)))]
    per_seat = lambda values: ", ".join(f"{_seat(str(i + 1), lang)} {v}" for i, v in enumerate(values))
    if pos.get("totals"):
        facts.append(escape(_say(lang, TOTALS, totals=per_seat(pos["totals"]))))
    if pos.get("scores"):
        facts.append(escape(_say(lang, ROUND_SCORES, scores=per_seat(pos["scores"]))))
    if pos.get("went_out"):
        facts.append(escape(_say(lang, WENT_OUT, seat=_seat(str(pos["went_out"]), lang))))
    if pos.get("melds"):
        facts.append(_say_html(lang, LAID_DOWN, melds=" · ".join(cards_html(" ".join(meld), lang) for meld in pos["melds"])))
    for number, cards in enumerate(pos.get("hands") or [], start=1):
        if cards:
            facts.append(_say_html(lang, HAND, seat=escape(_seat(str(number), lang)), cards=cards_html(" ".join(cards), lang)))
    if pos.get("hand"):
        if pos.get("seat"):
            facts.append(_say_html(lang, HAND, seat=escape(_seat(str(pos["seat"]), lang)), cards=cards_html(" ".join(pos["hand"]), lang)))
        else:
            facts.append(_say_html(lang, CARDS, cards=cards_html(" ".join(pos["hand"]), lang)))
    if pos.get("drawn"):
        facts.append(_say_html(lang, DRAWN, card=cards_html(pos["drawn"], lang)))
    if pos.get("taken"):
        facts.append(_say_html(lang, TAKEN_CARD, card=cards_html(pos["taken"], lang)))
    if pos.get("pile"):
        facts.append(_say_html(lang, PILE, card=cards_html(pos["pile"], lang)))
    if pos.get("pile_top"):
        facts.append(_say_html(lang, PILE_CARDS, cards=cards_html(" ".join(pos["pile_top"]), lang)))
    if isinstance(pos.get("stock"), int) and not isinstance(pos.get("stock"), bool):
        facts.append(escape(_say(lang, STOCK, n=str(pos["stock"]))))
    return facts


def _choice_words(drill: Drill, value: str, shown: DrillView, lang: str) -> str:
    """A choice as HTML: its label, else the card it names, else the seat."""
    label = next((c["label"] for c in shown["choices"] if c["value"] == value and c["label"]), None)
    if label:
        return escape(label)
    if _is_card(value):
        return cards_html(value, lang)
    return escape(_seat(value, lang))


def _is_card(value: str) -> bool:
    return value in CARD_CODES


def _answer_words(drill: Drill, shown: DrillView, lang: str) -> str:
    answer = shown["answer"]
    if isinstance(answer, list):
        if drill.kind == "cards" and all(len(a) == 2 for a in answer):
            return cards_html(" ".join(answer), lang) if answer else "–"
        return ", ".join(_choice_words(drill, str(a), shown, lang) for a in answer) if answer else "–"
    if drill.kind == "number":
        return str(answer)
    return _choice_words(drill, str(answer), shown, lang)


# How a worksheet says a position of each game in words (a sheet's game picks its table, nothing else)
POSITION_FACTS: dict[str, Callable[[dict[str, Any], str], list[str]]] = {"pitch": _pitch_facts, "three-thirteen": _thirteen_facts}
