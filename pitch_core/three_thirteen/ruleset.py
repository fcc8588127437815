"""A Three Thirteen ruleset: every table rule (docs/clarifications.md#clar-three-thirteen-settings) as one frozen value, and the presets.

The state machine and the solver read parameters only; they never branch on a preset's name, so
another table's rules are a ``with_changes(...)`` away, not a fork::

    rules = get_ruleset("three-thirteen")
    strict = rules.with_changes(max_wilds_per_meld=1)      # "one wild per meld" tables
    get_ruleset("313-aces-both").ace_penalty               # 15

Defaults follow docs/three-thirteen.md; where the sources are silent (see docs/clarifications.md, or
not covered at all) the choice is a parameter with the default written next to it.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields, replace
from typing import Any, Literal, get_args

from ..cards import HIGH_JOKER, LOW_JOKER, STANDARD_DECK, Card, Rank
from ..errors import NotationError, excerpt

Aces = Literal["low", "high_or_low"]  # no wrap-around either way
StockExhausted = Literal["reshuffle", "end_round"]
ACES_LOW: Aces = "low"
ACES_HIGH_OR_LOW: Aces = "high_or_low"
RESHUFFLE: StockExhausted = "reshuffle"  # an empty stock is rebuilt from the discard pile (rule tt.stock.reshuffle, the default)
END_ROUND: StockExhausted = "end_round"  # an empty stock ends the round; every hand is scored as it stands

MIN_MELD = 3  # "three or more cards" for sets and runs alike


@dataclass(frozen=True)
class Ruleset:
    """Every table rule of Three Thirteen (and the few the sources leave open). Defaults are the
    ``three-thirteen`` preset's."""

    name: str = "three-thirteen"
    rounds: int = 11
    first_hand_size: int = 3  # round k deals k + 2 cards; the wild rank equals the hand size
    min_players: int = 2
    players_per_deck: int = 2  # 1 deck for 2 players, 2 for 3-4, "enough decks" beyond
    jokers_per_deck: int = 0  # 0, 1 (HJ) or 2 (HJ, LJ): optional permanent wilds [ref: TR313]
    aces: Aces = ACES_LOW
    ace_penalty: int = 1
    court_penalty: int | None = 10  # J, Q, K; None counts them 11, 12, 13 [ref: TIF313]
    wild_penalty: int | None = None  # an unmelded wild-rank card; None = its face value [assumption]
    joker_penalty: int = 15  # an unmelded joker [assumption: no source prices it]
    allow_all_wild_meld: bool = True
    max_wilds_per_meld: int | None = None  # None = any number
    # With a per-meld cap: does a wild-rank card standing for itself count as a wild?
    # docs/clarifications.md#clar-wilds-per-meld: False is reading (a), the default; True is (b).
    cap_counts_natural_wilds: bool = False
    set_duplicates: bool = True  # two decks: 9S 9S 9D is a set; False also caps sets at 4 cards
    others_final_turns: int = 1  # turns each other player gets after someone goes out
    stock_exhausted: StockExhausted = RESHUFFLE  # [assumption: the source is silent]
    discard_taken_card: bool = True  # may a card taken from the discard pile go straight back?
    aliases: tuple[str, ...] = field(default=(), compare=False)
    source: str = field(default="", compare=False)

    def __post_init__(self) -> None:
        problems = {
            "rounds": 1 <= self.rounds and self.first_hand_size + self.rounds - 1 <= 13,
            "first_hand_size": self.first_hand_size >= 2,
            "min_players": self.min_players >= 2,
            "players_per_deck": self.players_per_deck >= 1,
            "jokers_per_deck": 0 <= self.jokers_per_deck <= 2,
            "aces": self.aces in get_args(Aces),
            "max_wilds_per_meld": self.max_wilds_per_meld is None or self.max_wilds_per_meld >= 0,
            "others_final_turns": self.others_final_turns >= 0,
            "stock_exhausted": self.stock_exhausted in get_args(StockExhausted),
        }
        for name, ok in problems.items():
            if not ok:
                raise NotationError("tt.ruleset.bad-value", name=name, value=getattr(self, name))

    # -- rounds ------------------------------------------------------------------------------
    def hand_size(self, round_number: int) -> int:
        """Cards dealt in round ``round_number`` (1-based): k + 2 in the standard game."""
        self._check_round(round_number)
        return self.first_hand_size + round_number - 1

    def wild_rank(self, round_number: int) -> Rank:
        """The round's wild rank: the rank equal to the hand size (3s in round 1 ... Ks in 11)."""
        return Rank(self.hand_size(round_number))

    def _check_round(self, round_number: int) -> None:
        if not 1 <= round_number <= self.rounds:
            raise NotationError("tt.round.count", round=round_number, rounds=self.rounds)

    # -- the pack ----------------------------------------------------------------------------
    def decks(self, players: int) -> int:
        """52-card decks for this many players: one per ``players_per_deck`` players, and always
        enough that the last round can be dealt with a stock left over."""
        decks = max(1, -(-players // self.players_per_deck))
        last_deal = players * self.hand_size(self.rounds) + 2  # hands, the upcard, one stock card
        while decks * (52 + self.jokers_per_deck) < last_deal:
            decks += 1
        return decks

    def pack(self, players: int) -> tuple[Card, ...]:
        """Every card in play for this many players (a multiset: two decks repeat each card)."""
        jokers = (HIGH_JOKER, LOW_JOKER)[: self.jokers_per_deck]
        return (STANDARD_DECK + jokers) * self.decks(players)

    # -- penalties ---------------------------------------------------------------------------
    def penalty(self, card: Card, wild_rank: Rank) -> int:
        """Points an unmelded card costs (rule tt.score.values); wild cards included."""
        if card.is_joker:
            return self.joker_penalty
        if card.rank is wild_rank and self.wild_penalty is not None:
            return self.wild_penalty
        if card.rank is None:  # a joker, priced above
            return self.joker_penalty
        pip = card.rank.pip
        if pip == 1:
            return self.ace_penalty
        if pip >= 11:
            return pip if self.court_penalty is None else self.court_penalty
        return pip

    @property
    def run_top(self) -> int:
        """The highest value a run may reach: K (13), or the ace above it (14)."""
        return 14 if self.aces == ACES_HIGH_OR_LOW else 13

    def with_changes(self, **changes: Any) -> "Ruleset":
        return replace(self, **changes)

    def parameters(self) -> dict[str, Any]:
        """Every rule parameter as JSON-ready data."""
        skip = {"name", "aliases", "source"}
        return {f.name: getattr(self, f.name) for f in fields(self) if f.name not in skip}


THREE_THIRTEEN = Ruleset(
    name="three-thirteen",
    aliases=("313", "3-13", "three13", "three-13", "three-thirteen-aces-low"),
    source="mk seed (Complete Game Rules for Three Thirteen, The Spruce Crafts)",
)

THREE_THIRTEEN_ACES_BOTH = Ruleset(
    name="three-thirteen-aces-both",
    aliases=("313-aces-both", "three-thirteen-aces-high-or-low", "three13-aces-both",
             "three-thirteen-aces-high"),
    source="mk seed, its variant: aces high or low, an unmatched ace costs 15",
    aces=ACES_HIGH_OR_LOW,
    ace_penalty=15,
)

PRESETS: dict[str, Ruleset] = {r.name: r for r in (THREE_THIRTEEN, THREE_THIRTEEN_ACES_BOTH)}
_BY_ALIAS = {alias.lower(): name for name, r in PRESETS.items() for alias in (name, *r.aliases)}


def preset_names() -> list[str]:
    return list(PRESETS)


def is_three_thirteen(name: str) -> bool:
    """True if ``name`` (or an alias) is a Three Thirteen preset."""
    return name.strip().lower() in _BY_ALIAS


def get_ruleset(name: str) -> Ruleset:
    """A preset by name or alias, case-insensitive."""
    canonical = _BY_ALIAS.get(name.strip().lower())
    if canonical is None:
        raise NotationError("preset.unknown", name=excerpt(name), known=", ".join(PRESETS))
    return PRESETS[canonical]

