"""Every text the engine generates for a learner, in every language, read for the faults native
readers found (issue 31, "done when"): a leftover ``{placeholder}``, a raw card, seat or team
code, an English table word or rank letter in another language, a wild rank said as a bare letter
or number, a count in the wrong form, a word the termbase forbids, a slip out of the language's
register (Czech says *vy*, Macedonian *ти*), a list of cards with a singular verb, a German card
without its article, and a word that does not agree with the card it stands for.

The texts are the practice drills and the bots' hints. Drills: three of every practisable rule in
every course game that plays it (or in its first game, where no course game does), with their
question, choice labels, explanation and game name, as ``Drill.to_dict`` renders them. Hints:
every move's advice over a few dealt hands of each course game, at both levels; a hint or drill
line none of these reach is rendered with sample parameters of its kinds. Each message is
also rendered again with its counts set to 1, 2 and 5, so a form that only a count of one shows
("de 1 ori") is found even when no drill happens to deal it, and with its card made the high
joker, whose name shows the gender and case a card's symbol hides ("kolik stojí velký žolík, když
zůstane nevyložená").

A failure names the message code, where it was met, how often, and the whole sentence, so the fix
(a catalog entry, or the engine where the English or a parameter is at fault) is plain.
"""

from __future__ import annotations

import random
import re
from pathlib import Path
from functools import lru_cache
from typing import Any, Callable, Iterator, NamedTuple

import pytest

import pitch_core
from pitch_core import message_params as mp
from pitch_core.catalogs import languages
from pitch_core.drills.registry import COURSE_GAMES, make_drill, practisable_rules, presets_of_rule
from pitch_core.messages import all_codes, render

# The words are the catalogs' and the termbase's, the same under any interpreter: checked on
# CPython beside the catalogs' sources (the Pyodide run has the engine's wheel, not translations/).
find_forbidden = pytest.importorskip("translations.termbase", reason="the termbase is read on CPython").find_forbidden

LANGS = list(languages())  # English first, then every translation
SEEDS = range(3)
COUNT_VARIANTS = (1, 2, 5)
# Values a count never takes: no game is played alone, and Three Thirteen is eleven rounds.
CANNOT_BE = {("players", 1), *(("rounds", n) for n in COUNT_VARIANTS)}
MELDS = {"tt.meld.set", "tt.meld.run",  # three cards or more, never one
         *(f"drill.tt.meld.{kind}{how}" for kind in ("set", "run") for how in ("", "-wild", "-twins"))}


class Piece(NamedTuple):
    where: str  # "drill tt.deal.pack@three-thirteen explanation", "hint in pitch31"
    code: str
    params: dict


class Text(NamedTuple):
    where: str
    code: str
    text: str


@lru_cache(maxsize=None)
def drills() -> tuple[Any, ...]:
    made: list[Any] = []
    for rule in practisable_rules():
        games = [preset for preset in presets_of_rule(rule) if preset in COURSE_GAMES]
        for preset in games or presets_of_rule(rule)[:1]:  # a variant's own rule: its first game
            made.extend(make_drill(rule, seed, 0, preset) for seed in SEEDS)
    return tuple(made)


def _hint_pieces() -> Iterator[Piece]:
    """The advice the bots give over whole hands of each course game (the same way as
    ``tests/bots/test_hints.py``): both levels, a few hands, every seat's every move."""
    yield from _pitch_hints()
    yield from _three_thirteen_hints()


def _pitch_hints() -> Iterator[Piece]:
    from pitch_core.bots import advise
    from pitch_core.pitch import get_ruleset
    from pitch_core.pitch.state import HandState

    for preset in ("pitch31", "ten-point", "thirteen-point-partner", "ten-point+five-handed"):
        ruleset = get_ruleset(preset)
        for level, hands in (("heuristic", 4), ("monte-carlo", 1)):
            rng = random.Random(3)
            for hand in range(hands):
                state = HandState.new(ruleset, dealer=hand % ruleset.players)
                while state.is_chance:
                    state.deal_random(rng)
                while not state.is_terminal:
                    seat = state.to_move
                    assert seat is not None
                    advice = advise(state, seat, level, rng=hand, samples=4, budget_ms=None)
                    yield Piece(f"hint in {preset}", advice.reason_rule_id, dict(advice.params))
                    state.apply(advice.action)


def _three_thirteen_hints() -> Iterator[Piece]:
    from pitch_core.bots import advise
    from pitch_core.three_thirteen import GameState, get_ruleset

    rules = get_ruleset("three-thirteen")
    for level in ("heuristic", "monte-carlo"):
        rng = random.Random(2)
        for players in (2, 3):
            state = GameState.new(rules, players=players)
            while state.round_number <= 3:  # the first rounds: short hands, quick to solve
                if state.is_chance:
                    state.chance_random(rng)
                    continue
                seat = state.to_move
                assert seat is not None
                advice = advise(state, seat, level, rng=1)
                yield Piece("hint in three-thirteen", advice.reason_rule_id, dict(advice.params))
                state.apply(advice.action)


@lru_cache(maxsize=None)
def pieces() -> tuple[Piece, ...]:
    """Every message a drill or a hint is made of, once each (code and parameters)."""
    found: dict[tuple[str, str], Piece] = {}

    def add(piece: Piece) -> None:
        found.setdefault((piece.code, repr(sorted(piece.params.items()))), piece)

    for drill in drills():
        where = f"drill {drill.rule}@{drill.preset}"
        add(Piece(f"{where} question", *drill.question))
        for choice in drill.choices:
            if choice.label:
                add(Piece(f"{where} choice", *choice.label))
        for code, params in drill.explanation:
            add(Piece(f"{where} explanation", code, params))
    for piece in _hint_pieces():
        add(piece)
    reached = {code for code, _ in found}
    for code in sorted(spoken_lines() - reached):  # the hints and drill lines no deal above reached
        names = FIELD.findall(all_codes()[code])
        add(Piece("sample parameters", code, {name: _sample(code, name) for name in names}))
    return tuple(found.values())


@lru_cache(maxsize=None)
def spoken_lines() -> frozenset[str]:
    """Every hint and drill line the engine's code says (its code quoted outside the message
    tables), but for the command line's words about its own arguments."""
    package = Path(pitch_core.__file__).parent
    source = "\n".join(path.read_text(encoding="utf-8") for path in package.rglob("*.py")
                       if path.name != "messages.py")
    return frozenset(code for code in all_codes() if code.startswith(("hint.", "drill."))
                     and f'"{code}"' in source and code not in COMMAND_LINE)


# What the command line says about its own arguments: rule IDs and "python -m …" on purpose.
COMMAND_LINE = {"drill.unknown-rule", "drill.bad-seed", "drill.bad-count", "drill.not-in-game"}
FIELD = re.compile(r"\{(\w+)\}")


def _sample(code: str, name: str) -> object:
    """A value of the kind the parameter is (``message_params``), as a game would give it."""
    from pitch_core.cards import Suit

    return {mp.SEAT: "W", mp.TT_SEAT: "2", mp.TEAM: "NS", mp.BID: 5, mp.CARD: "9H", mp.CARDS: ["9S", "QH", "KH"],
            mp.RANK: "Q", mp.SUIT: Suit.HEARTS.symbol, mp.NUMBER: 2.5, mp.COUNT: 5}.get(mp.param_type(code, name), "x")


def _variants(piece: Piece) -> Iterator[Piece]:
    """The piece, then the piece with each count it carries set to 1, 2 and 5, with each card it
    names made the high joker (a masculine name where a symbol hides the card's gender: ro
    "jokerul mare", de "der große Joker", cs "velký žolík", mk "големиот џокер"), and with each
    list of cards cut to one card, as the trump a player holds beyond six often is."""
    yield piece
    for name, value in piece.params.items():
        if mp.param_type(piece.code, name) == mp.CARD and value != "HJ":
            yield Piece(f"{piece.where}, {name}=HJ", piece.code, {**piece.params, name: "HJ"})
        if (mp.param_type(piece.code, name) == mp.CARDS and isinstance(value, (list, tuple)) and len(value) > 1
                and piece.code not in MELDS):
            yield Piece(f"{piece.where}, {name}=one card", piece.code, {**piece.params, name: list(value)[:1]})
    for name, value in piece.params.items():
        if mp.param_type(piece.code, name) == mp.COUNT and isinstance(value, int) and not isinstance(value, bool):
            for n in COUNT_VARIANTS:
                if n != value and (name, n) not in CANNOT_BE:
                    yield Piece(f"{piece.where}, {name}={n}", piece.code, {**piece.params, name: n})


@lru_cache(maxsize=None)
def texts(lang: str) -> tuple[Text, ...]:
    found = [Text(piece.where, variant.code, render(variant.code, variant.params, lang))
             for piece in pieces() for variant in _variants(piece)]
    names = {drill.preset: drill.to_dict(lang)["game_name"] for drill in drills()}
    found += [Text(f"game name of {preset}", "game-name", name) for preset, name in names.items()]
    return tuple(found)


def test_the_texts_are_what_a_drill_shows() -> None:
    """The pieces scanned here, put together, are exactly what ``Drill.to_dict`` renders."""
    for drill in drills()[::7]:
        for lang in LANGS:
            shown = drill.to_dict(lang)
            code, params = drill.question
            assert shown["question"] == render(code, params, lang)
            assert shown["explanation"] == " ".join(render(c, p, lang) for c, p in drill.explanation)


def test_every_course_game_and_many_hints_are_scanned() -> None:
    assert {drill.preset for drill in drills()} >= set(COURSE_GAMES)
    assert len({drill.rule for drill in drills()}) == len(practisable_rules())
    assert len({piece.code for piece in pieces() if piece.where.startswith("hint")}) >= 25
    assert len(spoken_lines()) > 100 and spoken_lines() <= {piece.code for piece in pieces()}


# --- the faults ---------------------------------------------------------------------------------

Check = Callable[[str, str], list[str]]  # (language, text) -> what is wrong in it

PLACEHOLDER = re.compile(r"\{[^{}]*\}|[{}]")
CARD_CODE = re.compile(r"(?<![\w-])(?:10|[2-9TJQKA])[SHDC](?![\w-])|(?<![\w-])[HL]J(?![\w-])")
SEAT_OR_TEAM = re.compile(r"(?<![\w\[\"“„-])(?:N|E|S|W|NS|EW)(?![\w\]-])")
CZECH_WITH = re.compile(r"(?:^|(?<=[.:;!?] ))S(?= [a-zá-ž\d])")  # Czech "s" (with) opening a sentence
ROMANIAN_IS = re.compile(r"(?:^|(?<=[.:;!?] ))E(?= [a-zăâîșț])")  # Romanian "e" (is) opening a sentence
MESSAGE_CODE = re.compile(r"\b(?:hint|drill|tt|play|bid|score|trump|exchange|deal|turn|game)\.[a-z-]+\b")


def placeholders(lang: str, text: str) -> list[str]:
    return PLACEHOLDER.findall(text)


def raw_codes(lang: str, text: str) -> list[str]:
    checked = CZECH_WITH.sub("", text) if lang == "cs" else ROMANIAN_IS.sub("", text) if lang == "ro" else text
    return CARD_CODE.findall(text) + SEAT_OR_TEAM.findall(checked) + MESSAGE_CODE.findall(text)


# English table words, as whole words: none may stand in another language's sentence, except where
# the word is the language's own ("Hand" and "Stock" are German; "no" is a Czech particle) or a
# name the site keeps in English (Three Thirteen everywhere, de "Shoot the Moon", "Dirty Pitch").
ENGLISH_WORDS = ("hand", "hands", "trick", "tricks", "bid", "bids", "pass", "moon", "trump", "trumps",
                 "widow", "dealer", "round", "rounds", "stock", "discard", "player", "players", "points",
                 "yes", "no", "source", "card", "cards", "deck", "meld", "run", "set", "wild")
OWN_WORDS = {"de": {"hand", "stock", "set"}, "cs": {"no"}, "ro": set(), "mk": set()}
KEPT_NAMES = {lang: re.compile(r"Three Thirteen") for lang in ("en", "ro", "cs", "mk")}
KEPT_NAMES["de"] = re.compile(r"Shoot the Moon|Dirty Pitch|Three Thirteen")  # the termbase keeps them
LATIN_WORD = re.compile(r"[A-Za-z][A-Za-z'-]*")
MK_LATIN_ALLOWED = {"Pitch"}  # the game's name, as every Macedonian page writes it


def english_words(lang: str, text: str) -> list[str]:
    if lang == "en":
        return []
    checked = KEPT_NAMES[lang].sub(" ", text)
    words = set(ENGLISH_WORDS) - OWN_WORDS[lang]
    found = [word for word in re.findall(r"[^\W\d_]+", checked) if word.lower() in words]
    if lang == "mk":  # Macedonian is written in Cyrillic: any Latin word is English (or a code)
        found += [word for word in LATIN_WORD.findall(checked) if word not in MK_LATIN_ALLOWED and len(word) > 1]
    return found


# A rank in a sentence is a word ("popii sunt jokeri", "die Sechsen sind Joker"); the index letter
# belongs on a card, before its suit symbol (B♦), or in a run written with hyphens (D-K-A). A rank
# letter the language does not print is English wherever it stands ("Q-K-A" in Czech).
ENGLISH_INDEX = {"ro": "KQJT", "de": "QJT", "cs": "QT", "mk": "AKQJT"}
OWN_INDEX = {"ro": "APDV", "de": "AKDB", "cs": "AKDJ", "mk": "АПДЏ"}
SUIT = "♠♥♦♣"


def rank_letters(lang: str, text: str) -> list[str]:
    if lang == "en":
        return []
    english = re.findall(rf"(?<![\w])[{ENGLISH_INDEX[lang]}](?![\w])", text)
    alone = re.findall(rf"(?<![\w-])[{OWN_INDEX[lang]}](?![\w{SUIT}-])", text)
    if lang == "cs":  # "A" opening a sentence is the Czech "and", "K" the preposition "to"
        alone = [letter for letter in alone if letter not in "AK"] + re.findall(
            rf"(?<![.:;!?] )(?<!^)(?<![\w-])[AK](?![\w{SUIT}-])", text)
    return english + alone


# The wild rank as a bare number or letter where a word belongs: "die 6 sind Joker", "K sunt jokeri",
# "žolíci jsou K", "K се џокери".
RANK_TOKEN = r"(?:10|[2-9]|[A-ZА-Ш])"
BARE_WILD = {
    "ro": re.compile(rf"(?<![\w♠♥♦♣]){RANK_TOKEN} sunt jokeri|jokeri(?:i)? sunt {RANK_TOKEN}(?![\w♠♥♦♣])"),
    "de": re.compile(rf"(?:die )?{RANK_TOKEN} sind Joker|Joker sind (?:die )?{RANK_TOKEN}(?![\w♠♥♦♣])"),
    "cs": re.compile(rf"(?<![\w♠♥♦♣]){RANK_TOKEN} jsou žolíci|žolíci jsou {RANK_TOKEN}(?![\w♠♥♦♣])"),
    "mk": re.compile(rf"(?<![\w♠♥♦♣]){RANK_TOKEN} се џокери|џокери се {RANK_TOKEN}(?![\w♠♥♦♣])"),
    "en": re.compile(r"(?!)"),
}


def bare_wild_rank(lang: str, text: str) -> list[str]:
    return BARE_WILD[lang].findall(text)


# A count of one with a plural noun ("de 1 ori", "1 cards", "1-mal"), and in Czech a count of two
# to four with the genitive plural that only five and up take ("Hráčů je 4"), or a one-letter
# preposition before a number, which cannot know whether to vocalise ("v 3. kole": "ve 3. kole").
PLURAL_NOUNS = {
    "en": "times|cards|points|players|decks|rounds|tricks|trumps|jokers|moves",
    "ro": "ori|cărți|puncte|jucători|pachete|runde|levate|atuuri|jokeri|mutări|împărțiri",
    "de": "Karten|Punkte|Kartenspiele|Runden|Stiche|Trümpfe|Züge|mal",
    "cs": "karty|karet|body|bodů|hráči|hráčů|balíčky|balíčků|kola|kol|zdvihy|zdvihů|trumfy|trumfů|krát|žolíci|žolíků",
    "mk": "карти|поени|играчи|шпилови|рунди|штихови|адути|џокери|пати",
}
ROUND_WORDS = r"(?<!Round )(?<!round )(?<!Runde )(?<!runda )(?<!Runda )(?<!kolo )(?<!рунда )(?<!Рунда )"
CZECH_GENITIVE_WITH_FEW = re.compile(
    r"\b(?:hráčů|bodů|karet|balíčků|kol|zdvihů|trumfů|žolíků) (?:je|bylo|zbývá) [234]\b", re.IGNORECASE)
# A plural verb before a count of one ("höchstens 1 sind erlaubt", "sunt permiși cel mult 1"), and
# the Macedonian count form of a masculine noun after a number ("2 шпила", not "2 шпилови").
PLURAL_VERB_WITH_ONE = {
    "de": re.compile(r"\bsind (?:\w+ ){0,2}1\b(?![,.]\d)"), "ro": re.compile(r"\bsunt (?:\w+ ){0,3}1\b(?![,.]\d)"),
    "mk": re.compile(r"\bдозволени (?:\w+ )?1\b|\d шпилови\b"), "cs": re.compile(r"\bjsou (?:\w+ ){0,2}1\b(?![,.]\d)"),
    "en": re.compile(r"\bare (?:\w+ ){0,2}1\b(?![,.]\d)"),
}
# Said aloud, "ve 2. kole" (druhém), "ve 3" (třech), "se 4" (čtyřmi), "se 6" (šesti), "ze 7"
# (sedmi), "ke 2" (dvěma); "v 5. kole", "s 8", "z 10" stay. A card (8♥) is no number.
CZECH_UNVOCALISED = re.compile(
    r"(?<!\w)(?:[vVkK] [234]|[sSzZ] (?:[2-467]|1[2-467](?!\d)))\d*\.?(?![\d♠♥♦♣])")


def count_forms(lang: str, text: str) -> list[str]:
    found = re.findall(rf"{ROUND_WORDS}(?<![\d,.])\b1[ -](?:{PLURAL_NOUNS[lang]})\b", text)
    found += PLURAL_VERB_WITH_ONE[lang].findall(text)
    if lang == "cs":
        found += CZECH_GENITIVE_WITH_FEW.findall(text) + CZECH_UNVOCALISED.findall(text)
    return found


def forbidden(lang: str, text: str) -> list[str]:
    return [] if lang == "en" else [f"{found} (use {entry.instead})" for entry, found, _ in find_forbidden(text, lang)]


# The register. Czech speaks to the reader as *vy* on every page, so no *ty* form: the possessive
# and personal pronoun, "jsi", a verb in the second person singular (-š), or a *ty* imperative.
# Macedonian speaks as *ти* on every page (docs/*.mk.md: about 50 ти forms and no polite вие; the
# few "вашиот тим" are the reader and partner together, a true plural), so no plural imperative
# addressed to the one reader ("обидете се", "изберете").
CZECH_TY = re.compile(
    r"\b(?:tvůj|tvoje|tvoji|tvá|tvou|tvé|tvého|tvému|tvým|tvých|tvými|tebe|tobě|tebou|jsi)\b"
    r"|\b(?!(?:váš|náš|příliš|spíš|nejspíš)\b)\w+(?:eš|íš|áš)\b"
    r"|\b(?:hraj|zahraj|vynes|lízni|lízej|odhoď|vezmi|dej|zkus|klepni|napiš|vyměň|nech|přebij|namaž|"
    r"přihlas|pasuj|vylož|polož|počkej|zavolej|vyber|vyhoď|drž|ponech|zbav|odpověz|spočítej)\b",
    re.IGNORECASE)
MACEDONIAN_VIE = re.compile(
    r"(?<!\w)(?:обидете|изберете|кликнете|внесете|играјте|фрлете|влечете|земете|"
    r"лицитирајте|повикајте|пробајте|видете|почнете|затворите)(?!\w)", re.IGNORECASE)


def register(lang: str, text: str) -> list[str]:
    if lang == "cs":
        return CZECH_TY.findall(text)
    if lang == "mk":
        return MACEDONIAN_VIE.findall(text)
    return []


# A list of cards takes a plural verb: "A♠, 2♠ și 3♠ formează …", not "… este o secvență".
LIST_SINGULAR = {
    "ro": re.compile(r"[♠♥♦♣] și \S+ este\b"), "de": re.compile(r"[♠♥♦♣] und \S+ ist\b"),
    "cs": re.compile(r"[♠♥♦♣] a \S+ je\b"), "mk": re.compile(r"[♠♥♦♣] и \S+ е\b"),
    "en": re.compile(r"[♠♥♦♣] and \S+ is\b"),
}


def list_with_singular_verb(lang: str, text: str) -> list[str]:
    return LIST_SINGULAR[lang].findall(text)


# German puts the article before a card said by its symbol, as before any noun: "Der B♦ ist der
# linke Bube", "Wie viel kostet die 5♦?", not "B♦ ist …". A list of symbols may stand bare
# ("10♠, 10♥ und 10♦ bilden einen Satz"), and so may a card after a preposition that takes none.
GERMAN_BARE_CARD = re.compile(
    r"(?:^|(?<=[.:;!?] ))(?:10|[2-9AKDB])[♠♥♦♣](?= (?!und |oder )[a-zäöü])"
    r"|(?:\b(?:kostet|ist|war|spielt|spiel|wirf|nimm|tausche|gegen|für|als)|(?<![♠♥♦♣] )\bund)"
    r" (?:10|[2-9AKDB])[♠♥♦♣](?!\w| und| oder|, (?:10|[2-9AKDB])[♠♥♦♣])")


def card_without_article(lang: str, text: str) -> list[str]:
    return GERMAN_BARE_CARD.findall(text) if lang == "de" else []


# A card's name is masculine in every language here when it is a joker, so a word that agrees only
# with a feminine card, or a name left in the nominative where the sentence needs its object,
# shows on the joker (the reviews: "câte puncte costă jokerul mare dacă rămâne nefolosită", "nu o
# poate bate"; "Vyneste velký žolík: … ji nepřebije", "kromě velký žolík"; "ја повика големиот
# џокер"; "Schmier den großen Joker drauf, dann bleiben ihre Punkte"). A Macedonian definite
# object also takes its clitic ("го фрли големиот џокер", "играј го големиот џокер").
JOKER_AGREEMENT = {
    "ro": re.compile(r"\bjokerul (?:mare|mic)\b[^.?]*?\b(?:nefolosită|o poate bate|cu ea|arunc-o)(?!\w)"
                     r"|\blocul lui jokerul\b"),
    "cs": re.compile(r"\b(?:vyneste|zahrajte|odhoďte|vezměte si|vyměňte|zavolejte|zavolal|nemá|za|kromě|"
                     r"zastupuje|bez|zbavte se|přebijte) (?:velký|malý) žolík\b"
                     r"|(?<!kartou )(?<!kartu )(?<!karta )(?:velk|mal)\w+ žolík\w*[^.?]*?\b(?:ji nepřebije|nevyložená)\b"
                     r"|žolík\w*, se kterou\b", re.IGNORECASE),
    "mk": re.compile(r"\bја \w+ (?:големиот|малиот) џокер\b"
                     r"|(?<!\bго )\b(?:фрли|фрла|фрлај|зеде|зема|земи|играј|игра|одигра|повика|повикај|фрлајќи|"
                     r"превртува|отвора|замени|заменува) (?:големиот|малиот) џокер\b"
                     r"|џокер[^.?]*?\bфрли ја и\b", re.IGNORECASE),
    "de": re.compile(r"(?:großen|kleinen) Joker\b[^.?]*?\b(?:ihre Punkte|Wirf sie ab)\b"),
    "en": re.compile(r"(?!)"),
}


def joker_agreement(lang: str, text: str) -> list[str]:
    return JOKER_AGREEMENT[lang].findall(text)


# One card where the sentence has room for several: the words must not be plural ("4♦ trec la
# cealaltă echipă, cu punctele lor cu tot", "vyřadil ze hry 10♦: jejich body", "ги исфрли од игра
# 10♦: нивните поени"). Checked where the text names exactly one card.
ONE_CARD = re.compile(r"(?:10|[2-9AKQJTPDVBАПДЏ])[♠♥♦♣]|\b(?:jokerul|großen?|velk\w+|големиот) (?:mare|Joker|žolík\w*|џокер)\b")
PLURAL_WITH_ONE_CARD = {
    "ro": re.compile(r"[♠♥♦♣] trec\b|\bpunctele lor\b|\bîi rămân nefolosite\b"),
    "cs": re.compile(r"\bjejich body\b|\bKarty (?:10|[2-9AKDJ])[♠♥♦♣]|\bnad kartami\b"),
    "mk": re.compile(r"\bнивните поени\b|\bги исфрли\b|[♠♥♦♣] одат\b"),
    "de": re.compile(r"(?!)"), "en": re.compile(r"(?!)"),  # en "4♦ go to the other team": the source
}


def one_card_as_many(lang: str, text: str) -> list[str]:
    return PLURAL_WITH_ONE_CARD[lang].findall(text) if len(ONE_CARD.findall(text)) == 1 else []


CHECKS: dict[str, Check] = {
    "a leftover {placeholder}": placeholders,
    "a raw card, seat, team or message code": raw_codes,
    "an English word": english_words,
    "an English or stray rank letter": rank_letters,
    "a wild rank as a bare letter or number": bare_wild_rank,
    "a count in the wrong form": count_forms,
    "a word the termbase forbids": forbidden,
    "a slip out of the language's register": register,
    "a list of cards with a singular verb": list_with_singular_verb,
    "a card said without its article": card_without_article,
    "a word that does not agree with a joker": joker_agreement,
    "one card said as several": one_card_as_many,
}


def scan(lang: str, check: Check) -> list[str]:
    """One line per message code the check finds a fault in: how often, and the first text."""
    first: dict[str, str] = {}
    times: dict[str, int] = {}
    for where, code, text in texts(lang):
        hits = check(lang, text)
        if hits:
            first.setdefault(code, f"({where}): {hits} in “{text}”")
            times[code] = times.get(code, 0) + 1
    return [f"{code} ×{times[code]} {first[code]}" for code in sorted(first)]


@pytest.mark.parametrize("fault", list(CHECKS))
@pytest.mark.parametrize("lang", LANGS)
def test_no_generated_text_has_the_fault(lang: str, fault: str) -> None:
    found = scan(lang, CHECKS[fault])
    assert not found, f"{lang}: {fault} in {len(found)} messages:\n" + "\n".join(found)


# The checks themselves: each catches the fault the reviews quote, and passes the sentence a
# native wrote instead, so a check that stopped seeing its fault fails here.
@pytest.mark.parametrize("lang, check, faulty, right", [
    ("ro", placeholders, "Jucătorul {seat} trage.", "Jucătorul 2 trage."),
    ("de", raw_codes, "Nord spielt JD aus.", "Nord spielt den B♦ aus."),
    ("ro", raw_codes, "După W urmează N.", "E rândul lui Vest."),
    ("cs", raw_codes, "Hráč E vynáší.", "S tímhle nic nenaděláte."),
    ("ro", english_words, "„hand” nu este niciuna dintre ele.", "Din mâna altui jucător nu se trage."),
    ("mk", english_words, "„hand“ не е ниту едното.", "Шпилот за Pitch 31."),
    ("de", english_words, "Die Karte bleibt im pass.", "Die Karte bleibt auf der Hand, im Stock."),
    ("ro", rank_letters, "Runda 11, 3 jucători; K sunt jokeri.", "Popii sunt jokeri: P♠ și D-P-A."),
    ("cs", rank_letters, "Eso je nízké: A-2-3 je postupka, Q-K-A a K-A-2 nejsou.",
     "A pak: A-2-3 je postupka, D-K-A a K-A-2 nejsou. K tomu J♥."),
    ("mk", rank_letters, "K се џокери.", "Поповите се џокери: П♠."),
    ("de", bare_wild_rank, "Runde 4: die 6 sind Joker.", "Runde 4: die Sechsen sind Joker."),
    ("cs", bare_wild_rank, "žolíci jsou K.", "žolíci jsou králové."),
    ("ro", count_forms, "pachetul o are de 1 ori.", "pachetul o are o dată, 8♠ apare de 2 ori."),
    ("de", count_forms, "das Kartenspiel enthält sie 1-mal", "das Kartenspiel enthält sie einmal"),
    ("cs", count_forms, "Hráčů je 4, takže v 3. kole", "Při 4 hráčích ve 3. kole, v 5. kole, s 8 hráči, 8♥ v 8♥ 9♥"),
    ("cs", count_forms, "u stolu s 3 hráči, klesne z 25", "u stolu se 3 hráči, klesne ze 25, 9 z 10 bodů"),
    ("mk", count_forms, "во шпилот ја има 1 пати", "Во рунда 1 џокери се тројките."),
    ("de", count_forms, "an diesem Tisch sind höchstens 1 erlaubt", "an diesem Tisch ist die Höchstzahl 1"),
    ("mk", count_forms, "Со 4 играчи се игра со 2 шпилови", "Со 4 играчи се игра со 2 шпила"),
    ("cs", count_forms, "Hráčů je 4, takže", "Při 4 hráčích jsou potřeba 2 balíčky"),
    ("en", count_forms, "the pack has it 1 times", "the pack has it once, 11 times in all"),
    ("cs", forbidden, "Odložte kartu na odhazovací balíček.", "Odložte kartu na odhazovací hromádku."),
    ("cs", register, "Tvoje odpověď: máš pravdu, zahraj ji.", "Vaše odpověď: máte pravdu, zahrajte ji."),
    ("mk", register, "обидете се со друга", "обиди се со друга; вашиот тим зема 4 поени"),
    ("ro", list_with_singular_verb, "A♠, 2♠ și 3♠ este o secvență", "A♠, 2♠ și 3♠ formează o secvență"),
    ("de", list_with_singular_verb, "10♠, 10♥ und 10♦ ist ein Satz", "10♠, 10♥ und 10♦ bilden einen Satz"),
    ("de", card_without_article, "B♦ ist der linke Bube.", "Der B♦ ist der linke Bube."),
    ("de", card_without_article, "Runde 6: Wie viel kostet 5♦?", "Runde 6: Wie viel kostet die 5♦? 10♠, 10♥ und 10♦ bilden"),
    ("ro", joker_agreement, "câte puncte costă jokerul mare dacă rămâne nefolosită?",
     "câte puncte costă dama dacă rămâne nefolosită? jokerul mare dacă rămâne pe dinafară?"),
    ("ro", joker_agreement, "Deschide cu jokerul mare: niciun atu nu o poate bate.", "Deschide cu jokerul mare: e cel mai mare atu."),
    ("cs", joker_agreement, "Vyneste velký žolík: žádný trumf ji nepřebije.",
     "Vyneste velkého žolíka. Vezměte zdvih kartou velký žolík: nic ji nepřebije."),
    ("cs", joker_agreement, "Všechny karty kromě malý žolík se vejdou", "Všechny karty kromě malého žolíka se vejdou"),
    ("mk", joker_agreement, "Лицитантот ја повика големиот џокер.", "Лицитантот ја повика картата голем џокер."),
    ("mk", joker_agreement, "Играч 5 штотуку фрли големиот џокер.", "Играч 5 штотуку го фрли големиот џокер; играј го големиот џокер."),
    ("de", joker_agreement, "Schmier den großen Joker drauf, dann bleiben ihre Punkte (1) bei euch.",
     "Schmier den großen Joker drauf, dann bleiben die Punkte (1) bei euch."),
    ("ro", one_card_as_many, "Nord avea mai mult de șase atuuri: 4♦ trec la cealaltă echipă, cu punctele lor cu tot.",
     "Nord avea mai mult de șase atuuri: 4♦ și 5♦ trec la cealaltă echipă, cu punctele lor cu tot."),
    ("cs", one_card_as_many, "Jih vyřadil ze hry 10♦: jejich body nezíská nikdo.", "Jih vyřadil ze hry 10♦; ty body nezíská nikdo."),
    ("mk", one_card_as_many, "Југ ги исфрли од игра 10♦: нивните поени не се бројат никому.",
     "Југ го исфрли од игра вишокот (10♦): неговите поени не се бројат никому."),
])
def test_a_check_finds_the_fault_a_reader_found(lang: str, check: Check, faulty: str, right: str) -> None:
    assert check(lang, faulty), f"{check.__name__} misses “{faulty}”"
    assert not check(lang, right), f"{check.__name__} wrongly flags “{right}”: {check(lang, right)}"
