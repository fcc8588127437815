"""What one seat may know during a Pitch hand: its own cards and what happened in the open.

The Pitch bots read a ``HandState`` only through this module, so that no decision can depend on
a hidden card. A seat knows its own hand, the tricks, the public events (a trump given up beyond
six is announced with its card), the seats seen to be out of trump, and its partner when the
rules let it know him. Ranks and points come from the ruleset, cached per trump suit
(``TrumpFacts``), because the bots ask for them thousands of times per move.

The reasoning functions (``*_from``) take plain facts, so that the Monte Carlo player can apply
them to what it reads from an observation, and the heuristic player to a ``HandState``.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Iterable, NamedTuple, Sequence

from ..cards import HIGH_JOKER, LOW_JOKER, Card, Suit

if TYPE_CHECKING:
    from ..pitch.hand_types import Trick
    from ..pitch.ruleset import DeuceTo, JokerIdentity, RankOrder, Ruleset
    from ..pitch.state import HandState

# Events that name trump a player gave up in the open before the play.
PUBLIC_DROPS = ("exchange.burn", "exchange.excess-to-opponents")


@dataclass(frozen=True)
class TrumpFacts:
    """The trump cards of one ruleset and trump suit: order, rank (0 is the highest), points."""

    order: tuple[Card, ...]
    rank: dict[Card, int]
    points: dict[Card, int]
    returning: frozenset[Card]  # cards whose points go back to whoever played them (the 2)
    first_played_high: bool  # the first joker played in the hand takes the high joker's place
    joker_places: tuple[int, int]  # ranks of the high and low joker places (first_played_high)

    def trick_rank(self, card: Card, jokers_before: int) -> int:
        """The rank a card has in a trick, given how many jokers were played before it."""
        if self.first_played_high and card.is_joker:
            return self.joker_places[0 if jokers_before == 0 else 1]
        return self.rank[card]

    def capturable(self, card: Card) -> int:
        """Points the trick's winner takes with this card (none for a 2 that goes back)."""
        return 0 if card in self.returning else self.points.get(card, 0)


def trump_facts(ruleset: "Ruleset", trump: Suit) -> TrumpFacts:
    return _facts(ruleset.point_scheme, ruleset.jokers_in_deck, ruleset.rank_order,
                  ruleset.deuce_to, ruleset.off_two_protected, ruleset.joker_identity, trump)


@lru_cache(maxsize=None)
def _facts(point_scheme: str, jokers: bool, rank_order: RankOrder, deuce_to: DeuceTo, off_two: bool,
           joker_identity: JokerIdentity, trump: Suit) -> TrumpFacts:
    from ..pitch.ruleset import Ruleset

    # A throwaway ruleset holding just what the trump order and points depend on.
    rules = Ruleset(point_scheme=point_scheme, jokers_in_deck=jokers, rank_order=rank_order,
                    deuce_to=deuce_to, off_two_protected=off_two, joker_identity=joker_identity)
    order = rules.trump_order(trump)
    rank = {card: i for i, card in enumerate(order)}
    returning = frozenset(c for c in order if rules.is_protected_deuce(c, trump))
    places = (rank.get(HIGH_JOKER, 0), rank.get(LOW_JOKER, 0))
    return TrumpFacts(order, rank, rules.card_points(trump), returning,
                      joker_identity == "first_played_high", places)


# -- reasoning on plain facts ----------------------------------------------------------------------
def unseen_from(facts: TrumpFacts, seen: Iterable[Card]) -> list[Card]:
    """Trump not among the cards seen (in other hands, or out of play unseen), highest first."""
    seen = set(seen)
    return [c for c in facts.order if c not in seen]


class TrickSeen(NamedTuple):
    leader: int
    winner: int
    plays: Sequence[tuple[int, Card]]


def seats_out_from(players: int, tricks: Sequence[TrickSeen | Trick], trick: Sequence[tuple[int, Card]],
                   to_move: int | None, counts: Sequence[int], bidder: int,
                   partner_leads: bool) -> set[int]:
    """Seats seen to hold no trump (nobody gains trump during the play):

    * skipped in a trick, or holding no cards at all;
    * passed over for a lead: the bidder leads first and each trick's winner the next, unless
      he has no trump; the lead then goes to his partner (``partner_leads``) or clockwise to the
      first player holding trump, so everyone it passed over is out."""
    out = {s for s in range(players) if not counts[s]}
    everyone = set(range(players))
    for seen in tricks:
        if len(seen.plays) < players:  # most tricks: everyone played
            out |= everyone - {s for s, _ in seen.plays}
    if trick:
        out |= _skipped_before(trick[0][0], to_move, trick, players)
    leaders = [t.leader for t in tricks] + [trick[0][0] if trick else to_move]
    should_lead = [bidder] + [t.winner for t in tricks]
    for should, did in zip(should_lead, leaders):
        if did is not None:
            out |= _passed_over(should, did, players, partner_leads)
    return out


def _skipped_before(leader: int, to_move: int | None, trick: Sequence[tuple[int, Card]],
                    players: int) -> set[int]:
    """Seats between the leader and the player to move that did not play to this trick."""
    played = {s for s, _ in trick}
    skipped: set[int] = set()
    seat = leader
    for _ in range(players - 1):
        seat = (seat + 1) % players
        if seat == to_move:
            break
        if seat not in played:
            skipped.add(seat)
    return skipped


def _passed_over(should: int, did: int, players: int, partner_leads: bool) -> set[int]:
    if should == did:
        return set()
    passed = {should}
    if partner_leads:
        partner = (should + 2) % players
        if did == partner:
            return passed
        passed.add(partner)
    seat = (should + 1) % players
    while seat != did:
        passed.add(seat)
        seat = (seat + 1) % players
    return passed


def called_holder_from(called: Card | None, seat: int, hand: Iterable[Card],
                       plays: Iterable[tuple[int, Card]]) -> int | None:
    """Five-handed: who holds the called card, if this seat can know.

    Its holder knows (the bidder too, when the card came to him with the blind); everybody learns
    it when the card is played. Otherwise the partner stays secret, even from the bidder
    (docs/pitch/variants.md#five-handed)."""
    if called is None:
        return None
    if called in hand:
        return seat
    return next((s for s, card in plays if card is called), None)


def teammates_from(players: int, teams_fixed: bool, seat: int, bidder: int | None,
                   called_holder: int | None) -> set[int]:
    """Seats this seat knows to be on its side (itself excluded)."""
    if teams_fixed:
        return {(seat + 2) % players}
    if called_holder is None or bidder is None:
        return set()
    bidding_side = {bidder, called_holder}
    if seat in bidding_side:
        return bidding_side - {seat}
    return set(range(players)) - bidding_side - {seat}


def dropped_in_the_open(events: Iterable) -> list[tuple[str, Card]]:
    """(seat label, card) of every trump given up beyond six, which the table saw."""
    dropped: list[tuple[str, Card]] = []
    for _, event in events:
        if event.rule_id in PUBLIC_DROPS:
            dropped.extend((event.params.get("seat", ""), card) for card in event.params.get("cards", ()))
    return dropped


# -- the same, read from a HandState -----------------------------------------------------------------
def facts_of(state: "HandState") -> TrumpFacts:
    assert state.trump is not None, "trump is not named yet"
    return trump_facts(state.ruleset, state.trump)


def my_trump(state: "HandState", seat: int, facts: TrumpFacts) -> list[Card]:
    return [c for c in state.hands[seat] if c in facts.rank]


def plays_so_far(state: "HandState") -> list[tuple[int, Card]]:
    """Every (seat, card) played this hand, in order, the trick in progress last."""
    plays = [play for trick in state.tricks for play in trick.plays]
    return plays + list(state.trick)


def seats_out(state: "HandState") -> set[int]:
    counts = [len(hand) for hand in state.hands]  # card counts are public
    if state.bidder is None:  # the auction is on: nobody has played
        return {s for s, count in enumerate(counts) if not count}
    # The engine's Trick has the leader, winner and plays that TrickSeen names.
    return seats_out_from(state.players, state.tricks, state.trick, state.to_move, counts, state.bidder,
                          partner_leads(state.ruleset))


def partner_leads(ruleset: "Ruleset") -> bool:
    """Whether a trick's winner without trump hands the lead to his partner (as the engine does)."""
    return ruleset.lead_when_out == "partner" and ruleset.teams_fixed


def seats_after(state: "HandState", seat: int, out: set[int]) -> list[int]:
    """Seats still to play to the current trick after this seat, as far as it can tell."""
    leader = state.trick[0][0] if state.trick else seat
    after: list[int] = []
    current = seat
    for _ in range(state.players - 1):
        current = (current + 1) % state.players
        if current == leader:
            break
        if current not in out:
            after.append(current)
    return after

