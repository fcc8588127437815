"""The heuristic player's card play in Pitch: lead winners, save points, give nothing away.

Every decision looks at the trick from the seat's chair only (``pitch_view``): its own trump,
the trump it has not seen, the seats still to play after it and which of them it knows to be
partners. A card is *safe* when no unseen trump could beat it in the hands of an opponent still
to play to this trick.

* Leading: lead the highest safe card (a winner) to take the trick and draw the others' trump;
  without one, lead the cheapest card.
* Following: a partner's safe winner gets the seat's loose point cards (the 3 above all); an
  opponent's trick is taken with a safe winner if it holds points, contested with a cheap card
  that beats it, or else given the cheapest card: the 2 first, since it comes back anyway
  (unless Dirty Pitch), then the lowest card without points.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Iterable

from ..cards import Card
from ..pitch.actions import PLAY, Action
from .advice import Advice
from .pitch_view import (TrumpFacts, called_holder_from, dropped_in_the_open, facts_of, my_trump,
                         plays_so_far, seats_after, seats_out, teammates_from, unseen_from)

if TYPE_CHECKING:
    from ..pitch.state import HandState

HIGHEST_WINS = "play.highest-wins"
DEUCE_RETURNS = "play.deuce-returns"
NO_CARD = 1 << 30  # the rank of "nothing played yet": anything beats it


class Situation:
    """One seat's view of the trick it is about to play to.

    ``dropped``: the trump given up in the open before the play, when the caller knows them
    already (the Monte Carlo player's worlds do not carry the exchange's events)."""

    def __init__(self, state: "HandState", seat: int, dropped: Iterable[Card] | None = None) -> None:
        facts = facts_of(state)
        self.facts: TrumpFacts = facts
        self.seat = seat
        self.trump = state.trump
        self.hand = my_trump(state, seat, facts)
        plays = plays_so_far(state)
        if dropped is None:
            dropped = [card for _, card in dropped_in_the_open(state.events)]
        seen = set(state.hands[seat])
        seen.update(card for _, card in plays)
        seen.update(dropped)
        seen.update(card for _, card in state.middle)
        self.unseen = unseen_from(facts, seen)
        holder = called_holder_from(state.called, seat, state.hands[seat], plays)
        self.team = teammates_from(state.players, state.ruleset.teams_fixed, seat, state.bidder, holder)
        self.after = seats_after(state, seat, seats_out(state))
        self.opponents_after = any(s not in self.team for s in self.after)
        self.jokers = sum(1 for _, card in plays if card.is_joker)
        # The best rank among the unseen trump, if no joker / one more joker is played first
        # (the same unless the first joker played is the high one).
        best = self._best_unseen_rank(self.jokers)
        self._best_unseen = (best, self._best_unseen_rank(self.jokers + 1) if facts.first_played_high else best)
        self.winner: int | None = None  # who holds the trick so far, with which card
        self.winning_card: Card | None = None
        self.best = NO_CARD  # the rank of that card
        self.trick_points = 0  # points the trick's winner will take
        self._trick_so_far(state.trick)

    def _best_unseen_rank(self, jokers: int) -> int:
        if not self.unseen:
            return NO_CARD
        if not self.facts.first_played_high:
            return self.facts.rank[self.unseen[0]]  # unseen is in trump order, highest first
        return min(self.facts.trick_rank(c, jokers) for c in self.unseen)

    def _trick_so_far(self, trick: list[tuple[int, Card]]) -> None:
        facts = self.facts
        jokers = self.jokers - sum(1 for _, c in trick if c.is_joker)
        for seat, card in trick:
            rank = facts.trick_rank(card, jokers)
            jokers += card.is_joker
            if rank < self.best:
                self.winner, self.winning_card, self.best = seat, card, rank
            self.trick_points += facts.capturable(card)

    def rank_of(self, card: Card) -> int:
        """The rank the card would have if played now."""
        return self.facts.trick_rank(card, self.jokers)

    def beaten_later(self, rank: int, joker_in_trick: bool = False) -> bool:
        """Could an opponent still to play beat a card of this rank with a trump we have not seen?"""
        return self.opponents_after and self._best_unseen[joker_in_trick] < rank

    def safe(self, card: Card) -> bool:
        return not self.beaten_later(self.rank_of(card), card.is_joker)

    def boss(self, card: Card) -> bool:
        """Outranks every trump we have not seen, wherever they are."""
        return self._best_unseen[card.is_joker] > self.rank_of(card)

    def sure(self, card: Card) -> bool:
        """Nobody still to play to this trick, partner or opponent, can beat it."""
        return not self.after or self.boss(card)

    def wins_now(self, card: Card) -> bool:
        return self.rank_of(card) < self.best

    def deuce_returns(self, card: Card) -> bool:
        """The 2 of trump that goes back to its player (rule play.deuce-returns); a protected
        off-two comes back too, but that rule does not name it."""
        return card in self.facts.returning and card.suit is self.trump

    def cost(self, card: Card) -> tuple[int, int]:
        """What a card gives away in a lost trick (lower is cheaper): a 2 that comes back costs
        nothing, then the fewest points, then the lowest card."""
        if card in self.facts.returning:
            return (-1, 0)
        return (self.facts.capturable(card), -self.facts.rank[card])


def play_advice(state: "HandState", seat: int, dropped: Iterable[Card] | None = None) -> Advice:
    legal = state.legal_actions()
    if len(legal) == 1:
        return _forced(state, legal[0])
    situation = Situation(state, seat, dropped)
    if not state.trick:
        return _lead(situation)
    return _follow(situation)


# Each hint's sentence is chosen by the facts that make it true (the card's points, who holds the
# trick, who is still to play), never by the branch of the decision alone: the same low card is
# "gives nothing away" only when it carries no points (tests/bots/test_hint_claims.py).
def _forced(state: "HandState", action: Action) -> Advice:
    if action.card is state.called and not state.tricks and not state.trick:
        return Advice(action, "play.called-card-leads", {"card": action.card}, "play.called-card-leads")
    return Advice(action, "hint.play.only-card", {"card": action.card})


def _play(s: Situation, card: Card, reason: str, rule: str | None = None, **params: Any) -> Advice:
    return Advice(Action(PLAY, s.seat, card=card), reason, {"card": card, **params}, rule)


def _lead(s: Situation) -> Advice:
    if not s.opponents_after:  # nobody left who could take anything from us
        card = min(s.hand, key=lambda c: s.facts.rank[c])
        return _play(s, card, "hint.play.all-tricks-ours", HIGHEST_WINS)
    winners = [c for c in s.hand if s.safe(c)]
    if winners:
        card = min(winners, key=s.rank_of)  # the highest pulls the most trump
        return _play(s, card, "hint.play.lead-winner", HIGHEST_WINS)
    partner_to_play = any(seat in s.team for seat in s.after)
    return _cheapest(s, "hint.play.lead-low" if partner_to_play else "hint.play.lead-low-alone")


def _follow(s: Situation) -> Advice:
    partner_winning = s.winner in s.team
    partner_safe = partner_winning and not s.beaten_later(s.best)
    if partner_safe:
        return _save_points(s)
    winners = [c for c in s.hand if s.wins_now(c) and s.safe(c)]
    worth_taking = s.trick_points > 0 or not partner_winning
    if winners and worth_taking:
        # Win with the card that brings the most points home, else the lowest that does it.
        return _take(s, max(winners, key=lambda c: (s.facts.capturable(c), s.facts.rank[c])))
    if not partner_winning and s.trick_points > 0:
        contest = [c for c in s.hand if s.wins_now(c) and not s.facts.capturable(c)]
        if contest:
            card = max(contest, key=lambda c: s.facts.rank[c])
            return _play(s, card, "hint.play.contest", HIGHEST_WINS, points=s.trick_points,
                         winner=s.winning_card)
    if winners:  # the partner is ahead in a trick without points: no need to overtake him
        return _cheapest(s, "hint.play.partner-ahead", winner=s.winning_card)
    return _cheapest(s, "hint.play.give-nothing")


def _take(s: Situation, card: Card) -> Advice:
    """Take the trick with a card no opponent still to play can beat. Only when nobody at all
    can beat it (a partner still to play included) does the hint say the card itself wins."""
    points = s.trick_points + s.facts.capturable(card)
    sure = s.sure(card)
    if points:
        reason = "hint.play.take-trick" if sure else "hint.play.take-trick-side"
        return _play(s, card, reason, HIGHEST_WINS, points=points)
    keeps_the_lead = sure and len(s.hand) > 1  # it wins, and we still hold trump to lead
    return _play(s, card, "hint.play.take-lead" if keeps_the_lead else "hint.play.take-empty",
                 HIGHEST_WINS)


def _save_points(s: Situation) -> Advice:
    """Partner's card will win this trick: put on it a point card we could lose later."""
    loose = [c for c in s.hand if s.facts.capturable(c) and not s.boss(c)]
    if loose:
        card = max(loose, key=lambda c: (s.facts.capturable(c), s.facts.rank[c]))
    else:
        card = min(s.hand, key=s.cost)
    points = s.facts.capturable(card)
    if points:  # a loose point card, or every card we hold is a point card: they all stay with us
        return _play(s, card, "hint.play.save-on-partner", HIGHEST_WINS, points=points,
                     winner=s.winning_card)
    if s.deuce_returns(card):
        return _play(s, card, DEUCE_RETURNS, DEUCE_RETURNS)
    if any(s.facts.capturable(c) for c in s.hand):  # point cards that win tricks of their own
        return _play(s, card, "hint.play.partner-wins-keep", winner=s.winning_card)
    return _play(s, card, "hint.play.partner-wins", winner=s.winning_card)


def _cheapest(s: Situation, reason: str, **params: Any) -> Advice:
    """The card that gives the least away: a 2 that comes back, else the fewest points. ``reason``
    (which says the card risks nothing) is used only for a card without points."""
    card = min(s.hand, key=s.cost)
    if s.deuce_returns(card):
        return _play(s, card, DEUCE_RETURNS, DEUCE_RETURNS)
    points = s.facts.capturable(card)
    if points:  # every card we may play carries points
        return _play(s, card, "hint.play.least-points", points=points)
    return _play(s, card, reason, **params)
