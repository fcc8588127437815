"""House rules: the points where the sources disagree and a table really chooses, as data.

Each point names the ruleset parameter it sets, its choices (the word a link spells, the value it
sets, which sources play it), the rules of ``pitch_core.rulebook`` it touches, and its words as
catalog messages (code ``house.<point>`` for the point, ``house.<point>.<choice>`` for a choice).

A game with house rules is a preset name with ``~point=choice`` suffixes after its modifiers:
``ten-point+dirty~stuck=5~target=31``. The suffix survives a URL fragment (no ``&``, ``#`` or
space), so every tool that takes a preset by name follows the table's choices; ``get_ruleset``
reads it (``pitch_core.pitch.presets``). The canonical name lists the points in the order below
and leaves out a choice the game already plays.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, Callable

from ..catalogs import translate
from ..errors import NotationError, excerpt

if TYPE_CHECKING:
    from .ruleset import Ruleset

SEPARATOR = "~"  # before each point: ten-point~deuce=winner
EQUALS = "="
SOURCE_LANGUAGES = ("en", "ro", "de", "cs")  # whose seed sources SPEC 2.16 compares


@dataclass(frozen=True)
class Choice:
    """One way a table plays a point: ``word`` in the link, the parameter's ``value`` (or a function
    of the game, when the value depends on it), the rule that states it, the source languages that play it (``plays``) or
    are read as playing it where their source says nothing (``assumed``)."""

    word: str
    value: Any
    rule: str | None = None  # the rulebook rule that states this choice (its heading on the rules pages)
    plays: tuple[str, ...] = ()
    assumed: tuple[str, ...] = ()

    def setting(self, ruleset: "Ruleset") -> Any:
        return self.value(ruleset) if callable(self.value) else self.value


@dataclass(frozen=True)
class HouseRule:
    """A point the table chooses: ``key`` in the link, the ruleset ``parameter`` it sets, the
    ``rules`` (rulebook IDs) it changes, its choices, and the games it is a choice in."""

    key: str
    parameter: str
    rules: tuple[str, ...]
    choices: tuple[Choice, ...]
    applies: Callable[["Ruleset"], bool] = lambda ruleset: True

    @property
    def code(self) -> str:
        return f"house.{self.key}"

    def choice_code(self, choice: Choice) -> str:
        return f"house.{self.key}.{choice.word}"

    def words(self) -> list[str]:
        return [choice.word for choice in self.choices]

    def choice(self, word: str) -> Choice | None:
        return next((choice for choice in self.choices if choice.word == word), None)

    def played_by(self, ruleset: "Ruleset") -> Choice | None:
        """The choice ``ruleset`` plays now (None: a value no choice names)."""
        current = getattr(ruleset, self.parameter)
        return next((choice for choice in self.choices if choice.setting(ruleset) == current), None)


def _top_bids(ruleset: "Ruleset") -> frozenset:
    """The bids a dealer may match: the highest number and the moon (Pitch 31: 10 and the moon)."""
    return frozenset({ruleset.max_numeric_bid, ruleset.moon_value})


def _fixed_teams(ruleset: "Ruleset") -> bool:
    return ruleset.teams_fixed


def _exchange_keeps_hands(ruleset: "Ruleset") -> bool:
    """Excess trump goes to the opponents or is burned only where no one throws face up into the
    middle (13-point partner's exchange is built on that middle)."""
    return ruleset.exchange != "thirteen_partner"


def _has_off_two(ruleset: "Ruleset") -> bool:
    return "O2" in ruleset.scheme.off_cards


HOUSE_RULES: tuple[HouseRule, ...] = (
    HouseRule("deuce", "deuce_to", ("play.deuce-returns", "play.deuce-captured"), (
        Choice("player", "player", rule="play.deuce-returns", plays=("en", "ro", "de", "cs")),
        Choice("winner", "trick_winner", rule="play.deuce-captured", plays=("de", "cs")),  # Dirty Pitch
    )),
    HouseRule("off2", "off_two_protected", ("play.deuce-returns",), (
        Choice("captured", False, assumed=("de", "cs")),
        Choice("returns", True, rule="play.deuce-returns"),
    ), applies=_has_off_two),
    HouseRule("stuck", "all_pass_dealer",
              ("bid.all-pass-dealer-bids", "bid.all-pass-dealer-four", "bid.all-pass-dealer-five"), (
        Choice("any", "must_bid", rule="bid.all-pass-dealer-bids", plays=("en",)),
        Choice("4", "exactly_4", rule="bid.all-pass-dealer-four", plays=("de", "cs")),
        Choice("5", "at_least_5", rule="bid.all-pass-dealer-five", plays=("ro",)),
    )),
    HouseRule("match", "dealer_may_match", ("bid.dealer-may-match",), (
        Choice("no", frozenset(), plays=("ro", "de", "cs")),
        Choice("yes", _top_bids, rule="bid.dealer-may-match", plays=("en",)),
    )),
    HouseRule("moonscore", "moon_min_team_score", ("bid.moon-needs-score",), (
        Choice("any", None, plays=("ro", "de", "cs")),
        Choice("positive", 1, rule="bid.moon-needs-score", plays=("en",)),
    ), applies=_fixed_teams),
    HouseRule("redeal", "redeal_low_cards", ("deal.redeal-low-cards",), (
        Choice("no", False, plays=("ro", "de", "cs")),
        Choice("yes", True, rule="deal.redeal-low-cards", plays=("en",)),
    )),
    HouseRule("joker", "joker_identity", ("trump.jokers", "play.first-joker-high"), (
        Choice("fixed", "fixed", rule="trump.jokers", plays=("en",), assumed=("de", "cs")),
        Choice("first", "first_played_high", rule="play.first-joker-high", plays=("ro",)),
    )),
    HouseRule("excess", "excess_trump", ("exchange.excess-to-opponents", "exchange.burn"), (
        Choice("opponents", "to_opponents", rule="exchange.excess-to-opponents", plays=("en",)),
        Choice("burn", "burn", rule="exchange.burn", plays=("de", "cs")),
    ), applies=_exchange_keeps_hands),
    HouseRule("out", "lead_when_out", ("play.lead-next-clockwise", "play.lead-partner"), (
        Choice("left", "next_clockwise", rule="play.lead-next-clockwise", plays=("en", "de", "cs")),
        Choice("partner", "partner", rule="play.lead-partner", plays=("ro",)),
    ), applies=_fixed_teams),
    HouseRule("made", "made_bid_scores", ("score.made-taken", "score.made-bid"), (
        Choice("taken", "taken", rule="score.made-taken", plays=("en",), assumed=("ro",)),
        Choice("bid", "bid", rule="score.made-bid", plays=("de", "cs")),
    )),
    HouseRule("moonmade", "moon_made", ("score.moon-twenty", "score.moon-to-target", "score.moon-wins"), (
        Choice("20", "plus20", rule="score.moon-twenty", plays=("en",)),
        Choice("target", "to_target", rule="score.moon-to-target", plays=("de", "cs")),
        Choice("win", "win_game", rule="score.moon-wins", plays=("ro",)),
    )),
    HouseRule("moonfailed", "moon_failed", ("score.moon-twenty", "score.set"), (
        Choice("20", "minus20", rule="score.moon-twenty", plays=("en",)),
        Choice("lose", "lose_game", rule="score.moon-to-target", plays=("de", "cs")),
        Choice("bid", "minus_bid", rule="score.set", assumed=("ro",)),
    )),
    HouseRule("target", "target", ("game.target",), (
        Choice("31", 31, rule="game.target", plays=("en",)),
        Choice("52", 52, rule="game.target", plays=("de", "cs")),
        Choice("54", 54, rule="game.target"),  # "more than 54" read as 54 or more (docs/clarifications.md)
        Choice("55", 55, rule="game.target", plays=("ro",)),
    )),
    HouseRule("both", "both_reach", ("game.both-reach",), (
        Choice("bidder", "bidder_wins", rule="game.both-reach", plays=("en",), assumed=("ro", "de", "cs")),
        Choice("higher", "higher_wins"),
    )),
)

BY_KEY = {rule.key: rule for rule in HOUSE_RULES}


def house_rules_for(ruleset: "Ruleset") -> list[HouseRule]:
    """The points a table of this game chooses (a five-handed table has no fixed partner to lead)."""
    return [rule for rule in HOUSE_RULES if rule.applies(ruleset)]


def split_name(name: str) -> tuple[str, list[str]]:
    """A game's name as its preset with modifiers and its house-rule parts (``key=word``)."""
    head, *parts = name.split(SEPARATOR)
    return head, parts


def apply(ruleset: "Ruleset", parts: list[str], asked: str) -> "Ruleset":
    """``ruleset`` with the table's choices (``["deuce=winner", ...]``), named canonically: the
    points in ``HOUSE_RULES`` order, a choice the game already plays left out. A bad part raises a
    ``NotationError`` that names it and says what is allowed."""
    chosen: dict[str, Choice] = {}
    for part in parts:
        key, word = _read_part(part)
        rule = BY_KEY.get(key)
        if rule is None:
            raise NotationError("house.unknown-point", point=excerpt(key), known=", ".join(BY_KEY))
        if key in chosen:
            raise NotationError("house.repeated-point", point=key, preset=excerpt(asked))
        if not rule.applies(ruleset):
            raise NotationError("house.not-here", point=key, game=ruleset.name)
        choice = rule.choice(word)
        if choice is None:
            raise NotationError("house.bad-choice", choice=excerpt(word), point=key, known=", ".join(rule.words()))
        chosen[key] = choice
    changes: dict[str, Any] = {}
    spelled: list[str] = []
    for rule in HOUSE_RULES:
        choice = chosen.get(rule.key)
        if choice is None or rule.played_by(ruleset) == choice:
            continue
        changes[rule.parameter] = choice.setting(ruleset)
        spelled.append(f"{SEPARATOR}{rule.key}{EQUALS}{choice.word}")
    return replace(ruleset, **changes, name=ruleset.name + "".join(spelled))


def _read_part(part: str) -> tuple[str, str]:
    key, equals, word = part.strip().lower().partition(EQUALS)
    if not equals or not key.strip() or not word.strip():
        raise NotationError("house.syntax", part=excerpt(part))
    return key.strip(), word.strip()


def choices_of(name: str) -> list[tuple[HouseRule, Choice]]:
    """The house rules a canonical name spells, in order (``ten-point~deuce=winner``: the deuce)."""
    result = []
    for part in split_name(name)[1]:
        key, word = _read_part(part)
        rule = BY_KEY[key]
        choice = rule.choice(word)
        if choice is not None:
            result.append((rule, choice))
    return result


def subtitle(name: str, lang: str) -> list[str]:
    """The table's choices in a game's canonical name, one sentence each in the reader's language
    ("When everyone passes, the dealer must bid at least 5."), to say under the game's title
    (``game_names.title_of``: "Ten-point Pitch, house rules"); none for a plain game."""
    return [_say(rule.choice_code(choice), lang) for rule, choice in choices_of(name)]


def _say(code: str, lang: str) -> str:
    return translate(code, MESSAGES[code], lang)


def catalogue(ruleset: "Ruleset") -> list[dict[str, Any]]:
    """The points of this game as plain data for the house-rules page: each point's key, message
    code, rules and choices (word, code, the sources that play it, whether the game plays it)."""
    points = []
    for rule in house_rules_for(ruleset):
        played = rule.played_by(ruleset)
        points.append({
            "key": rule.key, "code": rule.code, "parameter": rule.parameter, "rules": list(rule.rules),
            "choices": [{"word": choice.word, "code": rule.choice_code(choice), "plays": list(choice.plays),
                         "assumed": list(choice.assumed), "rule": choice.rule, "game": choice == played} for choice in rule.choices],
        })
    return points


# The words of every point and choice, and the errors of a bad suffix. English is the source;
# the catalogs translate them by code like every engine message.
MESSAGES: dict[str, str] = {
    "house.game-title": "{name}, house rules",
    "house.syntax": "“{part}” is not a house rule: write each as ~point=choice, like ~deuce=winner.",
    "house.unknown-point": "“{point}” is not a point a table chooses. The points: {known}.",
    "house.repeated-point": "“{point}” is chosen twice in “{preset}”.",
    "house.not-here": "“{point}” is not a choice in {game}.",
    "house.bad-choice": "“{choice}” is not a choice for “{point}”: choose {known}.",
    "house.deuce": "The 2 of trump",
    "house.deuce.player": "The 2 of trump scores for the side that played it.",
    "house.deuce.winner": "The 2 of trump scores for the side that takes the trick (Dirty Pitch).",
    "house.off2": "The off-two",
    "house.off2.captured": "The off-two scores for the side that takes the trick.",
    "house.off2.returns": "The off-two scores for the side that played it, like the 2 of trump.",
    "house.stuck": "When everyone passes",
    "house.stuck.any": "When everyone passes, the dealer must bid, any bid from 4 up.",
    "house.stuck.4": "When everyone passes, the dealer must bid exactly 4.",
    "house.stuck.5": "When everyone passes, the dealer must bid at least 5.",
    "house.match": "The dealer matching a bid",
    "house.match.no": "The dealer must bid higher, like everyone else.",
    "house.match.yes": "The dealer may match the highest number bid and the moon.",
    "house.moonscore": "Shooting the moon with a low score",
    "house.moonscore.any": "A team may shoot the moon whatever its score.",
    "house.moonscore.positive": "A team may shoot the moon only with a score above 0.",
    "house.redeal": "A hand of only 4s to 9s",
    "house.redeal.no": "A hand of only 4s to 9s is played.",
    "house.redeal.yes": "A hand of only 4s to 9s is dealt again by the same dealer.",
    "house.joker": "Which joker is high",
    "house.joker.fixed": "The high joker is always above the low joker.",
    "house.joker.first": "The joker played first in a trick is the high one.",
    "house.excess": "Trump beyond six",
    "house.excess.opponents": "Trump given up beyond six go to the opponents, with their points.",
    "house.excess.burn": "Trump given up beyond six are out of the hand; nobody scores their points.",
    "house.out": "Who leads when the leader is out of trump",
    "house.out.left": "The next player clockwise who still holds trump leads.",
    "house.out.partner": "The leader's partner leads.",
    "house.made": "What a made bid scores",
    "house.made.taken": "A made bid scores every point the bidders took.",
    "house.made.bid": "A made bid scores the bid, no more.",
    "house.moonmade": "A moon made",
    "house.moonmade.20": "A moon made scores 20.",
    "house.moonmade.target": "A moon made takes the team to the target (or to 0 from below 0).",
    "house.moonmade.win": "A moon made wins the game.",
    "house.moonfailed": "A moon failed",
    "house.moonfailed.20": "A moon failed costs 20.",
    "house.moonfailed.lose": "A moon failed loses the game.",
    "house.moonfailed.bid": "A moon failed costs as many points as it bid.",
    "house.target": "The target",
    "house.target.31": "The game is won at 31 points.",
    "house.target.52": "The game is won at 52 points.",
    "house.target.54": "The game is won at 54 points.",
    "house.target.55": "The game is won at 55 points.",
    "house.both": "Both teams reach the target",
    "house.both.bidder": "If both teams reach the target in the same hand, the bidders win.",
    "house.both.higher": "If both teams reach the target in the same hand, the higher score wins.",
}

__all__ = ["BY_KEY", "HOUSE_RULES", "MESSAGES", "Choice", "HouseRule", "apply", "catalogue", "choices_of",
           "house_rules_for", "split_name", "subtitle"]
