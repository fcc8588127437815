"""One seat's information set during the play of a Pitch hand, and deals sampled from it.

``SeatKnowledge.read`` takes nothing but the ruleset (the table's rules, public) and the
seat's ``PitchObservation``: its own hand, the tricks, the card counts, the public
events. The Monte Carlo player builds everything from it, so two positions that look the same
from the seat's chair give the same sampled worlds and the same choice.

``sample_world`` deals the trump the seat has not seen among the other hands, consistently with
what it has seen: a seat seen to be out of trump gets none; a hand the rules made all trump
(the pitch31 bidder after throwing his non-trump, whoever absorbed the ten-point widow, every
five-handed player) holds trump only; trump go out of play unseen only where the preset lets
them (13-point partner's pack). The world is a real ``HandState`` at the same point of the play:
the hands as they were at the first lead, then every card played so far, replayed.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import cached_property
from typing import Sequence

from ..cards import Card, Suit
from ..pitch.actions import PLAY, Action
from ..pitch.exchange import all_trump_seats
from ..pitch.hand_types import KEEP, Credit
from ..pitch.observation import PitchObservation
from ..pitch.ruleset import Ruleset
from ..pitch.state import HandState
from .pitch_view import (TrickSeen, TrumpFacts, partner_leads, seats_out_from,
                         trump_facts, unseen_from)

ATTEMPTS = 20  # samples tried before giving up on a world (only near-impossible constraints fail)


@dataclass(frozen=True)
class SeatKnowledge:
    ruleset: Ruleset
    seat: int
    dealer: int
    scores: tuple[int, ...]
    bidder: int
    bid: int | str
    trump: Suit
    called: Card | None
    hand: tuple[Card, ...]
    tricks: tuple[TrickSeen, ...]
    trick: tuple[tuple[int, Card], ...]
    to_move: int | None
    counts: tuple[int, ...]
    drops: tuple[tuple[int, Card, str], ...]  # (seat, card, rule) of trump given up in the open
    rest_to_partner: bool  # ten-point: the bidder handed the rest of the widow to his partner

    @classmethod
    def read(cls, ruleset: Ruleset, seen: PitchObservation) -> "SeatKnowledge":
        assert seen.seat is not None and seen.bidder is not None and seen.trump is not None, \
            "a seat's observation during the play"
        assert seen.bid is not None, "a bid stands once trump is named"
        return cls(
            ruleset=ruleset, seat=seen.seat, dealer=seen.dealer, scores=seen.scores,
            bidder=seen.bidder, bid=seen.bid,
            trump=seen.trump, called=seen.called, hand=seen.hand,
            tricks=tuple(TrickSeen(t.leader, t.winner, t.plays) for t in seen.tricks),
            trick=seen.trick, to_move=seen.to_move, counts=seen.card_counts, drops=seen.open_drops,
            rest_to_partner=seen.rest_receiver is not None and seen.rest_receiver != seen.bidder,
        )

    @property
    def facts(self) -> TrumpFacts:
        return trump_facts(self.ruleset, self.trump)

    # Worked out once per move: every sampled world asks again.
    @cached_property
    def plays(self) -> tuple[tuple[int, Card], ...]:
        return tuple(play for trick in self.tricks for play in trick.plays) + self.trick

    @cached_property
    def unseen(self) -> tuple[Card, ...]:
        seen = list(self.hand) + [c for _, c in self.plays] + [c for _, c, _ in self.drops]
        return tuple(unseen_from(self.facts, seen))

    @cached_property
    def seats_out(self) -> frozenset[int]:
        return frozenset(seats_out_from(self.ruleset.players, self.tricks, self.trick, self.to_move,
                                        self.counts, self.bidder, partner_leads(self.ruleset)))

    @cached_property
    def all_trump_seats(self) -> frozenset[int]:
        """Seats whose every card is trump: by the preset's exchange, and whoever gave up trump
        beyond six (he kept six trump, so he drew nothing)."""
        full = {seat for seat, _, _ in self.drops}
        full |= all_trump_seats(self.ruleset, self.bidder, self.rest_to_partner)
        return frozenset(full)

    def may_hold_called(self, seat: int) -> bool:
        """Five-handed: the bidder holds the called card only if it came with the blind, and then
        he had to lead it to the first trick."""
        if seat != self.bidder:
            return True
        return not self.plays or self.plays[0][1] is self.called




# -- sampling worlds -------------------------------------------------------------------------------
def sample_world(knowledge: SeatKnowledge, rng: random.Random) -> HandState | None:
    """A full position consistent with the seat's knowledge, or None if none was found."""
    for _ in range(ATTEMPTS):
        hands, out_of_play = _deal_unseen(knowledge, rng)
        if hands is None:
            continue
        world = _replay(knowledge, hands, out_of_play)
        if world is not None:
            return world
    return None


def _deal_unseen(k: SeatKnowledge, rng: random.Random) -> tuple[list[list[Card]] | None, list[Card]]:
    players = k.ruleset.players
    unseen = list(k.unseen)
    rng.shuffle(unseen)
    hands: list[list[Card]] = [[] for _ in range(players)]
    hands[k.seat] = list(k.hand)
    others = [s for s in range(players) if s != k.seat and s not in k.seats_out]
    full = [s for s in others if s in k.all_trump_seats]
    for seat in full:
        need = k.counts[seat]
        hands[seat], unseen = unseen[:need], unseen[need:]
    slots = [s for s in others if s not in full for _ in range(k.counts[s])]
    spare = _out_of_play_slots(k) if k.ruleset.exchange == "thirteen_partner" else 0
    places = rng.sample(slots + [-1] * spare, min(len(unseen), len(slots) + spare))
    out_of_play = unseen[len(places):]
    for card, seat in zip(unseen, places):
        (out_of_play if seat == -1 else hands[seat]).append(card)
    if not _called_card_fits(k, hands):
        return None, []
    return hands, out_of_play


def _out_of_play_slots(k: SeatKnowledge) -> int:
    """About how many cards of the pack were left unused (13-point partner): the pack after the
    deal, less the draws that brought every hand back to six from the trump it kept, on average."""
    r = k.ruleset
    trump_share = len(k.facts.order) / len(r.deck())
    kept = r.players * r.hand_size * trump_share
    return max(0, round(r.widow_size - (KEEP * r.players - kept)))


def _called_card_fits(k: SeatKnowledge, hands: list[list[Card]]) -> bool:
    if k.called is None:
        return True
    holder = next((s for s, hand in enumerate(hands) if k.called in hand), None)
    return holder is None or k.may_hold_called(holder)


def _replay(k: SeatKnowledge, hands: list[list[Card]], out_of_play: Sequence[Card]) -> HandState | None:
    """The world at the first lead, then every card played since; None if it does not lead to
    this seat's turn (the sample contradicts what the seat saw)."""
    facts = k.facts
    start = [list(hand) for hand in hands]
    for seat, card in k.plays:
        start[seat].append(card)
    credits = [_drop_credit(k, seat, card, rule) for seat, card, rule in k.drops]
    credits += [Credit(c, facts.points[c], None, "exchange.look-through") for c in out_of_play
                if facts.points.get(c)]
    credits = [c for c in credits if c.points]
    world = HandState.from_position(k.ruleset, dealer=k.dealer, bidder=k.bidder, bid=k.bid,
                                    trump=k.trump, hands=start, scores=k.scores, called=k.called,
                                    credits=credits)
    # from_position takes the credits as given: a pitch31 10 or moon set before the play by
    # trump handed to the defenders must be marked set here, as the exchange would have.
    world.set_early = k.ruleset.early_set and _bid_is_high(k) and any(c.side == 1 for c in credits)
    for seat, card in k.plays:
        if world.is_terminal or world.to_move != seat:
            return None
        world.apply(Action(PLAY, seat, card=card))
    return world if world.to_move == k.seat else None


def _drop_credit(k: SeatKnowledge, seat: int, card: Card, rule: str) -> Credit:
    points = k.facts.points.get(card, 0)
    if rule == "exchange.excess-to-opponents":  # fixed teams only (pitch31)
        dropper_side = 0 if seat % 2 == k.bidder % 2 else 1
        return Credit(card, points, 1 - dropper_side, rule, seat)
    return Credit(card, points, None, rule, seat)


def _bid_is_high(k: SeatKnowledge) -> bool:
    return k.bid == 10 or k.ruleset.is_moon(k.bid)

