"""Every message the engine can produce, by stable code, rendered in the reader's language.

Rule messages come from ``pitch_core.rulebook`` (the code is the rule ID). Messages that are not
rules (bad notation, bad records, bad command-line input) are listed here. English is the source;
other languages come from the compiled gettext catalogs (``pitch_core/locale``, built from
``translations/``) with the code as message context. A code or language without a translation
falls back to English, and a missing parameter is left visible, so rendering never fails.
"""

from __future__ import annotations

import re
import warnings
from typing import Any, Callable, Mapping

from . import errors
from .catalogs import catalog, translate
from .rulebook import RULES


NOTATION_MESSAGES: dict[str, str] = {
    "notation.unknown-card": "“{token}” is not a card: write the rank and then the suit, like JD, TS or HJ.",
    "cards.too-long": "The cards entered are {length} characters long, but a hand needs at most {limit}: write each "
                      "card as its rank and then its suit, like 8S 9S TS TH.",
    "notation.unknown-suit": "“{token}” is not a suit: use S, H, D or C.",
    "notation.unknown-rank": "“{token}” is not a rank: use A K Q J T 9 8 7 6 5 4 3 2.",
    "notation.unknown-seat": "“{token}” is not a seat: use N, E, S or W.",
    "notation.unknown-action": "“{token}” is not a move here.",
    "notation.duplicate-card": "{card} appears more than once.",
    "record.syntax": "Line {line}: cannot read “{text}”.",
    "record.unknown-tag": "Line {line}: unknown tag “{tag}”.",
    "record.missing-tag": "The record has no [{tag}] tag.",
    "record.bad-value": "Line {line}: “{value}” is not a valid {tag}. {reason}",
    "record.illegal-move": "Line {line}, move “{move}”: {reason} (rule {rule})",
    "record.too-large": "The record is too long ({size} characters; at most {limit}).",
    "record.deal-incomplete": "The deal does not give every seat its cards: {detail}.",
    "notation.number-range": "“{token}” is not a whole number from {low} to {high}.",
    "record.repeated-tag": "Line {line}: the [{tag}] tag is given twice (first on line {first}).",
    "record.too-many-moves": "Line {line}: the record has more than {limit} moves.",
    "record.too-long-to-write": "This round is longer than a record can hold (at most {limit} moves), so it cannot "
                                "be written down as a record.",
    "record.tag-not-for-game": "Line {line}: a record of {game} has no [{tag}] tag.",
    "record.tag-not-for-start": "Line {line}: a record with [Start \"{start}\"] has no [{tag}] tag.",
    "record.bad-position": "Line {line}, [{tag}]: this position cannot be played: {reason}",
    "record.position-rule": "Line {line}, [{tag}]: no hand reaches this position: {reason} (rule {rule})",
    "record.card-not-in-deck": "{card} is not in the deck of {game}.",
    "record.called-fixed-partners": "{game} is played with fixed partners: no card is called.",
    "record.credit-syntax": "“{token}” is not a credit: write SEAT:CARD>TEAM, or SEAT:CARD>burned, "
                            ">middle or >pack.",
    "record.credit-no-points": "{card} is worth no points with {trump} trump: only point cards are "
                               "credited before play.",
    "record.result-mismatch": "The record's [{tag}] says {recorded}, but replaying the moves gives "
                              "{computed}.",
    "record.unfinished": "The record's moves stop before the hand is over, but it has a [{tag}] tag.",
    "record.not-utf8": "{source} is not UTF-8 text: the byte at offset {offset} (line {line}) cannot be read.",
    "preset.unknown": "“{name}” is not a known game. Known games: {known}.",
    "preset.repeated-modifier": "“{name}” is given twice in “{preset}”.",
    "preset.bad-modifier": "“{name}” cannot be combined with {base}.",
    "cli.bad-input": "{detail}",
    "cli.cannot-read": "Cannot read {source}: {reason}.",
    # The browser tools (pitch_core.webtools): links, sessions, the score keeper, the meld calculator
    "share.too-large": "The link carries too much to be a hand record: about {size} bytes, at most {limit}.",
    "share.move-count-ignored": "The link's move number “{value}” cannot be read, so the hand opens "
                                "at its end.",
    "share.corrupt": "The link is damaged: its “{part}” part cannot be read. It may have been cut short "
                     "when it was copied.",
    "records.none": "There is no hand record in this text: a record starts with a [Game \"...\"] tag.",
    "records.too-many": "The text holds {count} hand records; at most {limit} can be opened at once.",
    "session.gone": "This game or record is no longer open; start it again.",
    "play.nothing-to-undo": "There is no move of yours to take back.",
    "play.no-hint": "No hint now: it is not your turn.",
    "play.hand-not-over": "The hand is still being played.",
    "play.game-over": "The game is over.",
    "play.unknown-level": "“{level}” is not a level of the computer players: choose {known}.",
    "play.no-such-hand": "This game has no hand {number}: its hands are numbered 1 to {count}.",
    "play.no-such-round": "This game has no round {number}: its rounds so far are numbered 1 to {count}.",
    "saved.bad-field": "The game kept in this browser cannot be continued: part of it is missing or "
                       "cannot be read.",
    "saved.bad-hand": "The game kept in this browser cannot be continued: hand {hand} does not replay. "
                      "{reason}",
    "saved.other-deal": "The game kept in this browser cannot be continued: hand {hand} is not the deal "
                        "this game dealt.",
    "saved.bad-round": "The game kept in this browser cannot be continued: round {round} does not replay. "
                       "{reason}",
    "saved.other-round": "The game kept in this browser cannot be continued: round {round} is not the deal "
                         "this game dealt.",
    "score.bad-taken": "The points taken ({taken}) do not fit: the two sides share at most {total} points, "
                       "and neither can take fewer than 0.",
    "score.all-points": "In this game every point goes to one side or the other, so the points taken "
                        "({taken}) must add up to {total}.",
    "score.bad-bidders": "“{bidders}” cannot be the bidding side here: choose {known}.",
    "score.bad-scores": "The scores must be whole numbers, one for each of {known}.",
    "melds.no-cards": "Enter the cards of the hand, like 8S 9S TS TH.",
    "melds.hand-size": "Round {round} is played with {hand_size} cards (or {drawn} after drawing), not {count}.",
}


def _other_messages() -> dict[str, str]:
    """Messages that are not rules, from every game."""
    try:
        from .three_thirteen.messages import MESSAGES as three_thirteen
    except ImportError:  # the game defines no messages of its own
        three_thirteen = {}
    from .bots.messages import MESSAGES as hints
    from .drills.messages import MESSAGES as drills
    from .pitch.house_rules import MESSAGES as house_rules
    from .webtools.review_messages import MESSAGES as review

    return {**NOTATION_MESSAGES, **three_thirteen, **hints, **drills, **review, **house_rules}


def english_template(code: str) -> str | None:
    rule = RULES.get(code)
    if rule is not None:
        return rule.text
    return _other_messages().get(code)


def all_codes() -> dict[str, str]:
    """Every message code with its English template (for the catalogs and their tests)."""
    codes = {rule_id: rule.text for rule_id, rule in RULES.items()}
    codes.update(_other_messages())
    return codes


class _KeepMissing(dict):
    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


def _display(value: Any) -> str:
    symbol = getattr(value, "symbol", None)
    if isinstance(symbol, str):
        return symbol
    if isinstance(value, (list, tuple)):
        return " ".join(_display(v) for v in value)
    return str(value)


def _say(lang: str) -> Callable[[str, str], str]:
    return lambda context, english: translate(context, english, lang)


# Three Thirteen's messages: their jokers are the printed cards, alike and wild, named apart from
# Pitch's high and low joker (a Czech table says "joker" for the card and "žolík" for any wild card).
THREE_THIRTEEN_CODES = ("tt.", "drill.tt.", "hint.tt.", "melds.")
TT_CARD_NAME, TT_CARD_FORMS = "tt-card-name", "tt-card-forms"
TT_JOKER = "joker"


def _card_sayer(lang: str, form: str | None = None, code: str = "") -> Callable[[Any], str]:
    """How a card is said in a sentence: a joker by its name, a natural card by its index and suit
    (``B♦`` in German), each in ``form`` when the catalog gives one (``pitch_core.grammar``). A
    joker in a plain ``{card}`` takes its ``nom`` form where the language gives one: a symbol
    stands alone ("A♥ ist …"), but a name needs its article ("Der große Joker ist …",
    "Jokerul mare este …", "Големиот џокер е …"). In a Three Thirteen message (by its ``code``)
    both jokers are the game's printed joker."""
    from . import grammar

    printed = code.startswith(THREE_THIRTEEN_CODES)

    def say(card: Any) -> str:
        if card.joker and lang == "en":  # a name takes its article, as the other languages' nom forms do
            return "the " + (TT_JOKER if printed else {"HJ": "high joker", "LJ": "low joker"}[card.joker])
        if card.joker and printed:
            name = translate(TT_CARD_NAME, TT_JOKER, lang)
            return grammar.in_form(TT_CARD_FORMS, TT_JOKER, name, form or grammar.NAME_FORM, lang)
        if card.joker:
            english = {"HJ": "high joker", "LJ": "low joker"}[card.joker]
            name = translate("card-name", english, lang)
            return grammar.in_form(grammar.CARD_FORMS, english, name, form or grammar.NAME_FORM, lang)
        return grammar.symbol_in_form(card, form, lang)
    return say


def format_param(code: str, name: str, value: Any, lang: str, form: str | None = None) -> str:
    """One parameter in the reader's language, by its declared type (``message_params``), in the
    grammatical ``form`` the sentence asks for (``{card:acc}``), where the language has one."""
    from . import grammar
    from . import message_params as mp
    from .cards import Rank

    if isinstance(value, errors.PitchError):  # a nested reason says itself in the same language
        return value.message(lang)
    kind = mp.param_type(code, name)
    say = _say(lang)
    if kind == mp.SEAT:
        english = mp.SEAT_NAMES.get(str(value))
        plain = mp.format_seat(value, say)
        return grammar.in_form(grammar.SEAT_FORMS, english, plain, form, lang) if english else plain
    if kind == mp.TEAM:
        english = mp.TEAM_NAMES.get(str(value))
        plain = mp.format_team(value, say, lambda items: grammar.join_list(items, lang))
        return grammar.in_form(grammar.TEAM_FORMS, english, plain, form, lang) if english else plain
    if kind == mp.SOURCE:
        source = mp.DRAW_SOURCES.get(str(value))
        return render(source, {}, lang) if source else _display(value)
    if kind == mp.PHASE:
        return say(mp.PHASE_CONTEXT, mp.PHASE_NAMES.get(str(value), str(value)))
    if kind == mp.BID:
        return mp.format_bid(value, say, lang)
    if kind in (mp.CARD, mp.CARDS):
        return mp.format_cards(value, _card_sayer(lang, form, code), lambda items: grammar.join_list(items, lang))
    if kind == mp.RANK:
        try:
            return grammar.rank_in_form(value if isinstance(value, Rank) else Rank.parse(str(value)), form, lang)
        except (ValueError, errors.PitchError):
            return _display(value)
    if kind == mp.SUIT:
        return grammar.suit_in_form(value, form, lang)
    if kind == mp.NUMBERS:
        return grammar.join_list([part.strip() for part in str(value).split(",")], lang)
    if kind == mp.RULE:
        return rule_title(str(value), lang)
    if kind == mp.GAME:
        from .game_names import title_of

        return title_of(str(value), say)
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return mp.format_number(value, lang)
    return _display(value)


# "{card:acc}": a parameter and the form its sentence needs (pitch_core.grammar)
_FORM_FIELD = re.compile(r"\{(\w+):(\w+)\}")
# "{team|pl=haben|hat}": words chosen by what a parameter agrees as (its tags: a team's "sg" or
# "pl", a count's plural category "one", "few", "other" or the count itself, "1"); the first
# alternative whose tag the value has, else the one without a tag. An alternative may hold fields
# ("{held|one=o singură dată|de {held} ori}").
_ALTERNATIVE = r"(?:[^{}|]|\{\w+(?::\w+)?\})*"
_SELECT_FIELD = re.compile(r"\{(\w+)((?:\|%s)+)\}" % _ALTERNATIVE)
_TAGGED = re.compile(r"(\w+)=(.*)", re.DOTALL)


def agreement(code: str, name: str, value: Any, lang: str) -> frozenset[str]:
    """The tags a message may choose its words by for this parameter's value."""
    from . import grammar
    from . import message_params as mp

    kind = mp.param_type(code, name)
    if kind == mp.TEAM:
        return mp.team_agreement(value, lang)
    if kind in (mp.CARD, mp.CARDS):
        return mp.cards_agreement(value)
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        count = mp.plural_count(value)
        return frozenset({grammar.plural_category(count, lang), mp.format_number(value, lang)})
    return frozenset({"sg"})


def _select(template: str, code: str, params: Mapping[str, Any], lang: str) -> str:
    def choose(match: re.Match[str]) -> str:
        name, alternatives = match.group(1), match.group(2)[1:].split("|")
        if name not in params:
            return "{" + name + "}"
        tags = agreement(code, name, params[name], lang)
        default = ""
        for alternative in alternatives:
            tagged = _TAGGED.fullmatch(alternative)
            if tagged is None:
                default = default or alternative
            elif tagged.group(1) in tags:
                return tagged.group(2)
        return default
    return _SELECT_FIELD.sub(choose, template)


def fill(template: str, code: str, params: Mapping[str, Any], lang: str) -> str:
    """``template`` with its parameters said in ``lang``, each in the form its field names and
    its words chosen by what it agrees as; a field without a value stays visible (``{seat}``),
    so rendering never fails."""
    template = _select(template, code, params, lang)
    fields = {f"{name}__{form}": format_param(code, name, params[name], lang, form)
              for name, form in _FORM_FIELD.findall(template) if name in params}
    values = _KeepMissing({key: format_param(code, key, value, lang) for key, value in params.items()})
    values.update(fields)
    flat = _FORM_FIELD.sub(lambda m: "{%s__%s}" % m.groups() if m.group(1) in params else "{%s}" % m.group(1),
                           template)
    return flat.format_map(values)


def rule_title(rule_id: str, lang: str = "en") -> str:
    """A rule as a reader names it: its localised title where it has one, else its ID."""
    rule = RULES.get(rule_id)
    title = getattr(rule, "title", None)
    return translate(f"rule-title:{rule_id}", title, lang) if title else rule_id


def plural_template(code: str, english: str) -> tuple[str, str, str] | None:
    """``(count parameter, singular, plural)`` for a message that counts something."""
    from .message_params import COUNTED_BY, plural_entry

    entry = plural_entry(english, COUNTED_BY.get(code))
    return None if entry is None else (entry[0], entry[1], english)


def _template(code: str, english: str, params: Mapping[str, Any], lang: str) -> str:
    from .message_params import plural_count

    plural = plural_template(code, english)
    if plural is None:
        return translate(code, english, lang)
    name, singular, many = plural
    n = plural_count(params.get(name, 5))
    if lang == "en":
        return singular if n == 1 else many
    if isinstance(n, int):
        return catalog(lang).npgettext(code, singular, many, n)
    # A fraction: the standard library's gettext (3.11 and 3.14 alike) still evaluates the catalog's
    # Plural-Forms expression on it, with a DeprecationWarning, and that is what "n % 1" needs.
    fraction: Any = n
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        return catalog(lang).npgettext(code, singular, many, fraction)


def render(code: str, params: Mapping[str, Any], lang: str = "en") -> str:
    english = english_template(code)
    if english is None:
        return code
    template = _template(code, english, params, lang)
    try:
        text = fill(template, code, params, lang)
    except (ValueError, IndexError, KeyError):  # a broken translation must never break the engine
        text = fill(english, code, params, lang)
    return text[:1].upper() + text[1:]  # a sentence may start with a parameter ("velký žolík")


errors.set_renderer(render)
