"""A Pitch ruleset: every point where the sources disagree (docs/clarifications.md), as one frozen value.

The game (this ruleset) is separate from the state of a hand: ``HandState`` reads its parameters
and never branches on a preset's name. A ruleset also describes itself for the rules pages: the
trump order for a trump suit, the point cards and their values, the bid ladder and the target.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from functools import lru_cache
from typing import Any, Literal, Mapping, get_args, get_origin, get_type_hints

from ..cards import HIGH_JOKER, LOW_JOKER, Card, Rank, Suit

MOON = "moon"  # the bid that promises every point of the scheme


@dataclass(frozen=True)
class PointScheme:
    """Which cards are trump and what each is worth (rules trump.cards and point-schemes, docs/pitch/basics.md#trump-cards).

    ``values`` maps a *role* to points. Roles: ``A K Q J 10 9 ... 2`` for the trump suit's own
    cards, ``OA OJ O10 O3 O2`` for the off-cards (same-colour suit), ``HJ LJ`` for the jokers.
    A role absent from ``off_cards`` or with 0 points is still trump if it is a natural or joker.
    """

    name: str
    off_cards: tuple[str, ...]  # which off-cards are trump: subset of ("OA", "OJ", "O10", "O3", "O2")
    values: tuple[tuple[str, int], ...]

    @property
    def total(self) -> int:
        return sum(points for _, points in self.values)

    def points_of(self, role: str) -> int:
        return dict(self.values).get(role, 0)


def _scheme(name: str, off: str, **values: int) -> PointScheme:
    base = {"A": 1, "J": 1, "OJ": 1, "HJ": 1, "LJ": 1, "10": 1, "3": 3, "2": 1}
    base.update({key.replace("_", ""): v for key, v in values.items()})
    roles = tuple((role, pts) for role, pts in base.items() if pts)
    return PointScheme(name, tuple(off.split()), roles)


# The point schemes (docs/pitch/variants.md#point-schemes), column by column. Keyword names: O3 -> "O3", "_10" -> "10".
POINT_SCHEMES: dict[str, PointScheme] = {
    "5": _scheme("5", "OJ", HJ=0, LJ=0, **{"3": 0}),
    "7": _scheme("7", "OJ", **{"3": 0}),
    "8": _scheme("8", "OJ", HJ=0, LJ=0),
    "10": _scheme("10", "OJ"),
    "11": _scheme("11", "OJ O3", HJ=0, LJ=0, O3=3),
    "13": _scheme("13", "OJ O3", O3=3),
    "13p": _scheme("13p", "OJ O3", O3=3),
    "14": _scheme("14", "OA OJ O10 O3 O2", HJ=0, LJ=0, OA=1, O10=1, O3=3, O2=1),
    "15": _scheme("15", "OA OJ O10 O3 O2", OA=1, O10=1, O3=3),
    "16": _scheme("16", "OA OJ O10 O3 O2", OA=1, O10=1, O3=3, O2=1),
}

# The natural order of the trump suit, jokers between J and 10; each off-card sits right below
# its counterpart (rule trump.cards).
_NATURAL_ROLES = ("A", "K", "Q", "J", "HJ", "LJ", "10", "9", "8", "7", "6", "5", "4", "3", "2")
_ROLE_RANK = {"A": Rank.ACE, "K": Rank.KING, "Q": Rank.QUEEN, "J": Rank.JACK, "10": Rank.TEN,
              **{str(n): Rank(n) for n in range(2, 10)}}

# The choice fields the bots' trump facts are keyed on, named so those can be typed too.
JokerIdentity = Literal["fixed", "first_played_high"]
RankOrder = Literal["normal", "reverse"]
DeuceTo = Literal["player", "trick_winner"]


@dataclass(frozen=True)
class Ruleset:
    """Every point where the sources disagree (docs/clarifications.md). Defaults are ten-point's; presets override what differs."""

    name: str = "ten-point"
    players: Literal[4, 5] = 4
    point_scheme: str = "10"
    jokers_in_deck: bool = True
    joker_identity: JokerIdentity = "fixed"
    rank_order: RankOrder = "normal"
    deal_packet: int = 3
    hand_size: int = 9
    redeal_low_cards: bool = False  # pitch31: a hand of only 4s to 9s is dealt again
    min_bid: int = 4
    max_numeric_bid: int = 10
    moon_bid: Literal["above_max", "equals_max"] = "above_max"  # 13p: a bid of 13 is the moon
    dealer_may_match: frozenset = frozenset()  # bids the dealer may match, e.g. {10, MOON}
    moon_min_team_score: int | None = None
    all_pass_dealer: Literal["must_bid", "exactly_4", "at_least_5"] = "exactly_4"
    exchange: Literal["pitch31", "tenpoint", "thirteen_partner", "five_handed"] = "tenpoint"
    remainder_to_partner: Literal["none", "unseen_all", "unseen_rest"] = "unseen_all"
    bidder_swap: Literal["any", "point_cards_only"] = "any"
    excess_trump: Literal["to_opponents", "burn", "middle_pickable"] = "burn"
    lead_when_out: Literal["next_clockwise", "partner"] = "next_clockwise"
    deuce_to: DeuceTo = "player"
    off_two_protected: bool = False
    end_when_team_out: Literal["end_credit_holders", "end_credit_opponents", "play_on"] = "play_on"
    made_bid_scores: Literal["taken", "bid"] = "bid"
    defenders_score: Literal["taken"] = "taken"
    moon_made: Literal["plus20", "to_target", "win_game"] = "to_target"
    moon_failed: Literal["minus20", "lose_game", "minus_bid"] = "lose_game"
    moon_zero_score: Literal["to_target", "to_zero"] = "to_target"  # a made moon at a score of exactly 0
    early_set: bool = False  # pitch31: a 10 or moon is set at the defenders' first point
    early_set_stop: Literal["continue", "stop"] = "continue"
    target: int = 52  # a team at or above the target after a hand has reached it
    both_reach: Literal["bidder_wins", "higher_wins"] = "bidder_wins"
    called_partner: bool = False  # five-handed: the bidder calls a card; its holder partners him
    # Parameters with one way of playing in every source. They are fields so that each
    # ruleset states them, but the engine plays only the value shown (see the clarifications page).
    discard_face_up: bool = False  # 13-point partner: discards go face up into the middle
    discarded_trump: Literal["forbid"] = "forbid"  # a player never throws away trump except beyond six
    no_trump_player: Literal["sits_out"] = "sits_out"
    set_penalty: Literal["minus_bid"] = "minus_bid"
    aliases: tuple[str, ...] = field(default=(), compare=False)
    source: str = field(default="", compare=False)

    def __post_init__(self) -> None:
        for name, allowed in _choices().items():
            if getattr(self, name) not in allowed:
                raise ValueError(f"{name} = {getattr(self, name)!r}: this engine plays {' or '.join(map(repr, allowed))}")

    # -- derived facts ------------------------------------------------------------------------
    @property
    def scheme(self) -> PointScheme:
        return POINT_SCHEMES[self.point_scheme]

    @property
    def total_points(self) -> int:
        """Points in every hand: the scheme's, less the jokers' if they are left out of the deck."""
        return sum(points for _, points in _card_points(self.point_scheme, self.jokers_in_deck, Suit.SPADES))

    @property
    def widow_size(self) -> int:
        """Cards left after the deal: the widow (four players) or the blind (five)."""
        return len(self.deck()) - self.players * self.hand_size

    @property
    def moon_value(self) -> int | str:
        """The bid that is the moon: the string ``moon`` or, in 13-point partner, the number 13."""
        return self.max_numeric_bid if self.moon_bid == "equals_max" else MOON

    @property
    def bid_ladder(self) -> tuple[int | str, ...]:
        numbers = tuple(range(self.min_bid, self.max_numeric_bid + 1))
        return numbers if self.moon_bid == "equals_max" else numbers + (MOON,)

    def bid_level(self, bid: int | str) -> int:
        """A bid's height for comparisons: the moon sits above every number."""
        return self.max_numeric_bid + 1 if bid == MOON else int(bid)

    def is_moon(self, bid: int | str | None) -> bool:
        return bid is not None and bid == self.moon_value

    @property
    def teams_fixed(self) -> bool:
        return not self.called_partner

    def with_changes(self, **changes: Any) -> "Ruleset":
        return replace(self, **changes)

    # -- trump ---------------------------------------------------------------------------------
    def trump_order(self, trump: Suit) -> tuple[Card, ...]:
        """Every trump card for this trump suit, highest first (rule trump.cards)."""
        return _trump_order(self.point_scheme, self.jokers_in_deck, self.rank_order, trump)

    def trump_ranks(self, trump: Suit) -> Mapping[Card, int]:
        """Each trump's place in the order, 0 the highest. One table shared by every hand (a
        plain dict because the engine's hot loop reads it): never change it."""
        return _trump_ranks(self.point_scheme, self.jokers_in_deck, self.rank_order, trump)

    def point_table(self, trump: Suit) -> Mapping[Card, int]:
        """``card_points`` as one table shared by every hand, for the hot loop: never change it."""
        return _point_table(self.point_scheme, self.jokers_in_deck, trump)

    def trump_roles(self, trump: Suit) -> dict[Card, str]:
        return dict(_trump_roles(self.point_scheme, self.jokers_in_deck, trump))

    def card_points(self, trump: Suit) -> dict[Card, int]:
        """Points of every point card for this trump suit (cards worth 0 are left out)."""
        return dict(_card_points(self.point_scheme, self.jokers_in_deck, trump))

    def is_protected_deuce(self, card: Card, trump: Suit) -> bool:
        """True if this card goes back to whoever played it (rule play.deuce-returns)."""
        if self.deuce_to != "player" or card.is_joker:
            return False
        if card.rank is not Rank.TWO:
            return False
        return card.suit is trump or (self.off_two_protected and card.suit is trump.same_colour
                                      and "O2" in self.scheme.off_cards)

    def deck(self) -> tuple[Card, ...]:
        from ..cards import DECK_WITH_JOKERS, STANDARD_DECK

        return DECK_WITH_JOKERS if self.jokers_in_deck else STANDARD_DECK


@lru_cache(maxsize=None)
def _choices() -> dict[str, tuple[Any, ...]]:
    """The values each choice field allows: its ``Literal`` type's arguments (the point scheme: a
    known scheme's name). One source, so the type checker and the check at construction agree."""
    hints = get_type_hints(Ruleset)
    allowed = {name: get_args(hint) for name, hint in hints.items() if get_origin(hint) is Literal}
    allowed["point_scheme"] = tuple(POINT_SCHEMES)
    return allowed


@lru_cache(maxsize=None)
def _trump_roles(point_scheme: str, jokers_in_deck: bool, trump: Suit) -> tuple[tuple[Card, str], ...]:
    """(card, role) for every trump, highest first in the normal order."""
    off_cards = POINT_SCHEMES[point_scheme].off_cards
    off_suit = trump.same_colour
    result: list[tuple[Card, str]] = []
    for role in _NATURAL_ROLES:
        if role in ("HJ", "LJ"):
            if jokers_in_deck:
                result.append((HIGH_JOKER if role == "HJ" else LOW_JOKER, role))
            continue
        result.append((Card.of(_ROLE_RANK[role], trump), role))
        if "O" + role in off_cards:
            result.append((Card.of(_ROLE_RANK[role], off_suit), "O" + role))
    return tuple(result)


@lru_cache(maxsize=None)
def _trump_order(point_scheme: str, jokers_in_deck: bool, rank_order: str, trump: Suit) -> tuple[Card, ...]:
    cards = tuple(card for card, _ in _trump_roles(point_scheme, jokers_in_deck, trump))
    return cards[::-1] if rank_order == "reverse" else cards


@lru_cache(maxsize=None)
def _card_points(point_scheme: str, jokers_in_deck: bool, trump: Suit) -> tuple[tuple[Card, int], ...]:
    scheme = POINT_SCHEMES[point_scheme]
    return tuple((card, scheme.points_of(role))
                 for card, role in _trump_roles(point_scheme, jokers_in_deck, trump)
                 if scheme.points_of(role))


@lru_cache(maxsize=None)
def _trump_ranks(point_scheme: str, jokers_in_deck: bool, rank_order: str, trump: Suit) -> Mapping[Card, int]:
    order = _trump_order(point_scheme, jokers_in_deck, rank_order, trump)
    return {card: i for i, card in enumerate(order)}


@lru_cache(maxsize=None)
def _point_table(point_scheme: str, jokers_in_deck: bool, trump: Suit) -> Mapping[Card, int]:
    return dict(_card_points(point_scheme, jokers_in_deck, trump))
