"""A printable worksheet per course game and language, made at build time by the drill generator
(``[[worksheet pitch31]]``, ``[[worksheet three-thirteen]]``): the game named at the top, a dozen
positions of that game, each numbered and titled by what it asks (never by the rule that answers
it), with room to write, then the answer key on a page of its own when printed, each answer with
its reason and its game.

The positions, questions, answers and explanations are the engine's (``pitch_core.drills``), made
for the sheet's game only (``make_drill(rule, SEED, 0, preset)`` over ``rules_of_preset``), the
same a teacher gets from ``python -m pitch_core drill --preset``; the sheet is the same on every
build (seed 1), so a printed copy and the site agree.

Each item says its table in words from the drill's scene alone (``Drill.scene``: the engine's own
view, the hands face up, what it points at, the trick on the table), and gives the answer the room
its kind needs, as the one table of answer kinds says (``ANSWER_KINDS``: cards to circle, a box
for each seat or choice, a box for a number, numbered blanks for an order), which also says the
answer in the key.
"""

from __future__ import annotations

from html import escape
from typing import Any, Callable, NamedTuple

from pitch_core import grammar
from pitch_core.cards import ALL_CARDS, Rank
from pitch_core.drills import make_drill
from pitch_core.drills.model import CARD, CARDS, CHOICE, LAST_TRICK, NUMBER, ORDER, SEAT, Drill
from pitch_core.drills.registry import COURSE_GAMES, rules_of_preset
from pitch_core.game_names import game_title
from pitch_core import games
from pitch_core.message_params import BID_CONTEXT, BID_WORDS, format_number, format_seat, format_team
from pitch_core.messages import render, translate

from .cards import cards_html, jokers_drawn_alike, jokers_of_view
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
MIDDLE = N_("In the middle, face up: {cards}")
TURNED_UP = N_("Turned up from the pack: {card}")
DRAWN = N_("Just drawn: {card}")
TAKEN_CARD = N_("Just taken from the discard pile: {card}")
PILE = N_("Top of the discard pile: {card}")
STOCK = N_("Cards in the stock: {n}")
WENT_OUT = N_("{seat} went out.")
LAID_DOWN = N_("Laid down: {melds}")
IN_QUESTION = N_("The cards in question: {cards}")
GAME = N_("Game: {game}")
EVERY_QUESTION = N_("Every question on this sheet is asked under the rules of {game}.")
NAME = N_("Name:")
DATE = N_("Date:")
YOUR_ANSWER = N_("Your answer:")
CIRCLE = N_("Circle your answer:")
TICK = N_("Tick your answer:")
IN_ORDER = N_("Your answer, in order:")
KEY = N_("Answer key: {game}")
ANSWER = N_("Answer: {answer}")
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
    # A Pitch sheet follows a table's house-rules link (#game=ten-point~stuck=5): web/tools/house-sheet.js
    # says the table's choices above it and marks the questions they change
    house_box = f'<div class="lp-tool" data-tool="house-sheet" data-game="{preset}" markdown="0"></div>'
    follows = [house_box] if games.for_preset(preset).takes_house_rules else []
    lines = [*follows, '<div class="lp-worksheet" markdown="0" data-preset="' + preset + '">',
             '<div class="lp-worksheet-head">',
             f'<p class="lp-worksheet-game">{_say_html(lang, GAME, game=f"<strong>{escape(game)}</strong>")}</p>',
             f'<p class="lp-worksheet-rules">{escape(_say(lang, EVERY_QUESTION, game=game))}</p>',
             f'<p class="lp-worksheet-who"><span class="lp-worksheet-field">{escape(gettext(lang, NAME))}'
             f'<span class="lp-worksheet-line"></span></span><span class="lp-worksheet-field">'
             f'{escape(gettext(lang, DATE))}<span class="lp-worksheet-line"></span></span></p>',
             '</div>']
    alike = next((jokers_of_view(drill.scene.view) for drill in drills if jokers_of_view(drill.scene.view)), None)
    with jokers_drawn_alike(alike):
        lines += _items_and_key(drills, game, lang)
    lines += ["</ol>", "</div>", "</div>"]
    return "\n".join(indent + line if line else line for line in lines)


def _items_and_key(drills: list[Drill], game: str, lang: str) -> list[str]:
    """Every question, then the answer key, the cards drawn as the game's table shows them."""
    lines: list[str] = []
    for number, drill in enumerate(drills, start=1):
        lines += _item(number, drill, lang)
    lines += ['<div class="lp-worksheet-key">',
              f'<h2 id="answer-key">{escape(_say(lang, KEY, game=game))}</h2>',
              '<ol class="lp-worksheet-answers">']
    for drill in drills:
        shown = drill.to_dict(lang)
        kind = escape(gettext(lang, question_kind(drill.rule)))
        lines.append(f'<li data-rule="{drill.rule}" data-preset="{drill.preset}">'
                     f'<span class="lp-worksheet-key-kind">{kind} · {escape(shown["game_name"])}</span> '
                     f'<span class="lp-worksheet-key-answer">'
                     f'{_say_html(lang, ANSWER, answer="<strong>" + _answer_words(drill, lang) + "</strong>")}</span> '
                     f'<span class="lp-worksheet-key-why">{escape(shown["explanation"])}</span></li>')
    return lines


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


def _item(number: int, drill: Drill, lang: str) -> list[str]:
    """One question: its number and what it asks, the table in words, the question, the room to answer."""
    shown = drill.to_dict(lang)
    title = escape(gettext(lang, question_kind(drill.rule)))
    return [f'<section class="lp-worksheet-item" data-rule="{drill.rule}" data-preset="{drill.preset}">',
            f'<h2 class="lp-worksheet-title" id="q{number}"><span class="lp-worksheet-number">{number}.</span> {title}</h2>',
            '<ul class="lp-worksheet-facts">', *(f"<li>{_sentence(fact)}</li>" for fact in _facts(drill, lang)), "</ul>",
            f'<p class="lp-worksheet-question"><strong>{escape(shown["question"])}</strong></p>',
            *ANSWER_KINDS[drill.kind].area(drill, lang),
            "</section>"]


def _sentence(fact: str) -> str:
    """A fact starts with a capital, also where it starts with a seat ("player 1's cards")."""
    return fact[:1].upper() + fact[1:]


def _facts(drill: Drill, lang: str) -> list[str]:
    if drill.scene is None:
        raise ValueError(f"the drill of {drill.rule} in {drill.preset} gives no scene to print")
    return TABLE_FACTS[drill.game](drill, drill.scene.view, lang)


def _cards(codes: list[str], lang: str) -> str:
    return cards_html(" ".join(codes), lang)


def _units(units: list[str], lang: str) -> str:
    """Scoring units said together: a team, or five-handed the players of one side."""
    return _team(" & ".join(units), lang)


def _face_up(drill: Drill, view: Any) -> dict[str, list[str]]:
    """The hands that lie face up, by seat: those of the scene's ``shown`` the view holds."""
    assert drill.scene is not None
    held = view["hands"] if "hands" in view else {view["seat"]: view["hand"]}
    if isinstance(held, list):  # Three Thirteen's open view lists the hands in seat order
        held = dict(zip(view["seats"], held))
    shown = drill.scene.shown
    return {seat: cards for seat, cards in held.items() if cards and (shown is None or seat in shown)}


def _pitch_facts(drill: Drill, view: Any, lang: str) -> list[str]:
    """A Pitch table in words: the dealer, trump, the auction so far (until trump is named) or the
    contract, the trick on the table, the hands face up, the points each side took once the hand
    is scored, the scores before the hand (then, or once a game is under way), the face-up middle
    and the card turned up from the pack."""
    assert drill.scene is not None
    facts = [escape(_say(lang, DEALER, seat=_seat(view["dealer"], lang)))]
    if view["trump"]:
        facts.append(escape(_say(lang, TRUMP, suit={"S": "♠", "H": "♥", "D": "♦", "C": "♣"}[view["trump"]])))
    if view["phase"] in ("bidding", "trump") and view["calls"]:  # every call so far, not who won it
        calls = ", ".join(f"{_seat(call['seat'], lang)} {_bid(call['bid'], lang)}" for call in view["calls"])
        facts.append(escape(_say(lang, CALLS, calls=calls)))
    elif view["bidder"] and view["bid"] is not None:
        facts.append(escape(_say(lang, CONTRACT, seat=_seat(view["bidder"], lang), bid=_bid(view["bid"], lang))))
    trick = (view["last_trick"] or {"cards": []})["cards"] if drill.scene.trick == LAST_TRICK else view["trick"]
    if trick:
        plays = ", ".join(f"{escape(_seat(play['seat'], lang))} {cards_html(play['card'], lang)}" for play in trick)
        facts.append(_say(lang, escape(gettext(lang, TRICK)), plays=plays))
    for seat, cards in _face_up(drill, view).items():
        facts.append(_say(lang, escape(gettext(lang, HAND)), seat=escape(_seat(seat, lang)), cards=_cards(cards, lang)))
    result = view["result"]
    if result:  # the scored hand: the points of the bidding side and of the other
        bidding = result["bidding_units"]
        others = [unit for unit in view["units"] if unit not in bidding]
        taken = f"{_units(bidding, lang)} {view['taken'][0]}, {_units(others, lang)} {view['taken'][1]}"
        facts.append(escape(_say(lang, TAKEN, taken=taken)))
    if result or any(view["scores"].values()):
        # a score below zero with the minus sign the engine's sentences print (−7), not a hyphen
        scores = ", ".join(f"{_team(unit, lang)} {format_number(points, lang)}" for unit, points in view["scores"].items())
        facts.append(escape(_say(lang, SCORES, scores=scores)))
    if view["middle"]:  # 13-point partner's exchange: what lies face up
        facts.append(_say_html(lang, MIDDLE, cards=_cards(view["middle"], lang)))
    if view.get("looking_at"):
        facts.append(_say_html(lang, TURNED_UP, card=cards_html(view["looking_at"], lang)))
    return facts


def _wild(letter: str, lang: str) -> str:
    """The wild rank as the sentence needs it: English "Ks are wild" takes the index; every other
    language says the rank's word in the plural with its article ("die Könige", "popii")."""
    rank = Rank.parse(letter)
    if lang == "en":
        return "10" if letter == "T" else letter
    return grammar.rank_in_form(rank, "pl", lang)


def _thirteen_facts(drill: Drill, view: Any, lang: str) -> list[str]:
    """A Three Thirteen table in words (``ThirteenObservation.to_dict``): the round, the table's
    size and the wild rank; the totals and the round's points once a round is scored; who went
    out and what he laid down; the hands face up; the card just drawn or taken; the top of the
    pile and the stock while a round is played; and the cards the question is about."""
    facts = [escape(_say(lang, ROUND, round=str(view["round"]), players=str(view["players"]),
                         wild=_wild(view["wild_rank"], lang)))]
    per_seat = lambda values: ", ".join(f"{_seat(seat, lang)} {format_number(v, lang)}" for seat, v in zip(view["seats"], values))
    played = view["rounds_played"]
    if any(view["totals"]) or played:
        facts.append(escape(_say(lang, TOTALS, totals=per_seat(view["totals"]))))
    if played and played[-1]["round"] == view["round"]:  # this round has just been scored
        facts.append(escape(_say(lang, ROUND_SCORES, scores=per_seat(played[-1]["scores"]))))
    if view["went_out"]:
        facts.append(escape(_say(lang, WENT_OUT, seat=_seat(view["went_out"], lang))))
    if view["out_melds"] and view["out_melds"]["melds"]:
        melds = " · ".join(_cards(meld["cards"], lang) for meld in view["out_melds"]["melds"])
        facts.append(_say_html(lang, LAID_DOWN, melds=melds))
    for seat, cards in _face_up(drill, view).items():
        facts.append(_say_html(lang, HAND, seat=escape(_seat(seat, lang)), cards=_cards(cards, lang)))
    drawn = view.get("drawn")
    if drawn:
        facts.append(_say_html(lang, TAKEN_CARD if drawn["source"] == "discard" else DRAWN,
                               card=cards_html(drawn["card"], lang)))
    if view["phase"] in ("draw", "discard"):
        if view["top_discard"]:
            facts.append(_say_html(lang, PILE, card=cards_html(view["top_discard"], lang)))
        facts.append(escape(_say(lang, STOCK, n=str(view["stock_size"]))))
    assert drill.scene is not None
    marked = [mark for mark in drill.scene.highlight if mark in CARD_CODES]
    if marked:
        facts.append(_say_html(lang, IN_QUESTION, cards=_cards(marked, lang)))
    return facts


# How a worksheet says a table of each game in words (a sheet's game picks its table, nothing else)
TABLE_FACTS: dict[str, Callable[[Drill, Any, str], list[str]]] = {"pitch": _pitch_facts, "three-thirteen": _thirteen_facts}


# -- the answer: its room on the sheet and its words in the key, by the kind of answer -------------
def _value_words(drill: Drill, value: str, lang: str) -> str:
    """A choice as HTML: its label, else the card it names, else the seat."""
    label = next((render(*c.label, lang=lang) for c in drill.choices if c.value == value and c.label), None)
    if label:
        return escape(label)
    if value in CARD_CODES:
        return cards_html(value, lang)
    return escape(_seat(value, lang))


def _all_cards(drill: Drill) -> bool:
    return bool(drill.choices) and all(choice.value in CARD_CODES for choice in drill.choices)


def _write(kind: str, prompt: str, lang: str, *room: str) -> list[str]:
    return [f'<div class="lp-worksheet-write lp-worksheet-answer--{kind}">'
            f'<span class="lp-worksheet-prompt">{escape(gettext(lang, prompt))}</span>', *room, "</div>"]


def _circle_or_tick(drill: Drill, lang: str) -> list[str]:
    """Cards to circle (printed as cards), or a box to tick before each choice that is not a card."""
    if not _all_cards(drill):
        return _tick(drill, lang)
    cards = "".join(f'<span class="lp-worksheet-circle">{cards_html(c.value, lang)}</span>' for c in drill.choices)
    return _write(drill.kind, CIRCLE, lang, f'<span class="lp-worksheet-options">{cards}</span>')


def _tick(drill: Drill, lang: str) -> list[str]:
    boxes = "".join(f'<span class="lp-worksheet-option"><span class="lp-worksheet-box" aria-hidden="true"></span> '
                    f'{_value_words(drill, c.value, lang)}</span>' for c in drill.choices)
    return _write(drill.kind, TICK, lang, f'<span class="lp-worksheet-options">{boxes}</span>')


def _number_box(drill: Drill, lang: str) -> list[str]:
    return _write(drill.kind, YOUR_ANSWER, lang, '<span class="lp-worksheet-line lp-worksheet-number-box"></span>')


def _numbered_blanks(drill: Drill, lang: str) -> list[str]:
    """The cards (or choices) to put in order, then a numbered blank for each."""
    options = "".join(f'<span class="lp-worksheet-option">{_value_words(drill, c.value, lang)}</span>' for c in drill.choices)
    blanks = "".join(f'<span class="lp-worksheet-blank">{n}. <span class="lp-worksheet-line"></span></span>'
                     for n in range(1, len(drill.choices) + 1))
    return _write(drill.kind, IN_ORDER, lang, f'<span class="lp-worksheet-options">{options}</span>',
                  f'<span class="lp-worksheet-blanks">{blanks}</span>')


def _one_words(drill: Drill, lang: str) -> str:
    return _value_words(drill, str(drill.answer), lang)


def _several_words(drill: Drill, lang: str) -> str:
    if not drill.answer:
        return "–"
    if _all_cards(drill):
        return _cards(drill.answer, lang)
    return ", ".join(_value_words(drill, str(value), lang) for value in drill.answer)


def _order_words(drill: Drill, lang: str) -> str:
    return " ".join(f"{n}. {_value_words(drill, str(value), lang)}" for n, value in enumerate(drill.answer, start=1))


class AnswerKind(NamedTuple):
    area: Callable[[Drill, str], list[str]]  # the room to answer on the sheet, as HTML lines
    words: Callable[[Drill, str], str]  # the engine's answer in the key, as HTML


ANSWER_KINDS: dict[str, AnswerKind] = {
    CARD: AnswerKind(_circle_or_tick, _one_words),
    CARDS: AnswerKind(_circle_or_tick, _several_words),
    SEAT: AnswerKind(_tick, _one_words),
    CHOICE: AnswerKind(_tick, _one_words),
    NUMBER: AnswerKind(_number_box, lambda drill, lang: format_number(drill.answer, lang)),
    ORDER: AnswerKind(_numbered_blanks, _order_words),
}


def _answer_words(drill: Drill, lang: str) -> str:
    return ANSWER_KINDS[drill.kind].words(drill, lang)
