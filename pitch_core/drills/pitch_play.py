"""Drills of the play: which cards may be played, who takes the trick, who plays and leads next,
where the 2's point goes, whether the hand goes on.

Every maker plays the hand of the ruleset it is given; ``applies`` names the games whose fields
make the rule true (the 2 goes back only where ``deuce_to`` says so, the lead passes to the
partner only where ``lead_when_out`` does).
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any, Callable, Iterator, NamedTuple

from ..cards import HIGH_JOKER, LOW_JOKER, Card
from ..pitch.actions import PLAY, Action
from ..pitch.hand_types import PLAY_PHASE, TRUMP_PHASE, Trick
from ..pitch.ruleset import Ruleset
from ..pitch.state import HandState
from .model import CARDS, CHOICE, LAST_TRICK, Choice, Drill, Message
from .pitch_deals import (Policy, Why, codes, dealt, label, move_or_refusal, pitch_drill, random_policy, refusals,
                          see_it, seat_drill, team_choices, team_of, walk, wrong_turns, yes_no_drill)
from .register import maker


class TrickEnd(NamedTuple):
    """A play that completed a trick: the hand when the trick was led, the hand before its last
    card, the hand after it (the trick just taken), and the events of that last card."""

    start: HandState
    before: HandState
    after: HandState
    events: list

    @property
    def trick(self) -> Trick:
        return self.after.tricks[-1]

    def steps(self, shown: tuple[int, ...] | None = ()) -> tuple:
        """"See it": the trick's cards played one by one from its lead, the last one taking it."""
        return see_it(self.start, [Action(PLAY, seat, card) for seat, card in self.trick.plays], shown=shown)


def _trick_ends(rng: random.Random, rules: Ruleset, policy: Policy = random_policy) -> Iterator[TrickEnd]:
    """Each play that completes a trick (the hand after it is the walk's, moved on by the next)."""
    start: HandState | None = None
    for before, action, after in walk(dealt(rng, rules), rng, policy):
        if before.phase != PLAY_PHASE or action.kind != PLAY:
            continue
        if not before.trick:
            start = before
        if len(after.tricks) > len(before.tricks):
            assert start is not None
            yield TrickEnd(start, before, after, [event for _, event in after.events[len(before.events):]])


def _has_joker(trick: Trick) -> bool:
    return any(card.is_joker for _, card in trick.plays)


def _winner_shown(rules: Ruleset, trick: Trick) -> bool:
    """Whether the trick alone shows who takes it. Where the first joker played in the hand is the
    high one, a joker's rank depends on the tricks before, which a drill does not show."""
    return rules.joker_identity == "fixed" or not _has_joker(trick)


def _any_trick(rules: Ruleset, trick: Trick) -> bool:
    return len(trick.plays) >= 3 and _winner_shown(rules, trick)


def _trick_winner(rule: str, wants: Callable[[Ruleset, HandState, Trick], bool],
                  policy: Policy = random_policy) -> Callable:
    """Who takes this trick? At the first finished trick that ``wants`` (ruleset, hand after, trick):
    the trick just taken lies on the table, no hand face up."""
    def make(rng: random.Random, rules: Ruleset) -> Drill | None:
        for end in _trick_ends(rng, rules, policy):
            trick = end.trick
            if not wants(rules, end.after, trick):
                continue
            return seat_drill(rule, end.after, ("drill.q.trick-winner", {}), trick.winner,
                              _trick_explanation(rule, rules, trick, end.events), [seat for seat, _ in trick.plays],
                              trick=LAST_TRICK, steps=end.steps(), why=_beaten(end.after, trick))
        return None
    return make


def _as_ranked(rules: Ruleset, trick: Trick, card: Card) -> Card:
    """The card as it ranks in the trick: where the jokers look alike, the first one played is the
    high joker (a trick a drill shows holds both or neither)."""
    if not card.is_joker or rules.joker_identity != "first_played_high":
        return card
    first = next(played for _, played in trick.plays if played.is_joker)
    return HIGH_JOKER if card is first else LOW_JOKER


def _beaten(state: HandState, trick: Trick) -> Why:
    """Why each other seat of the trick does not take it: the winner's card beats his."""
    rules, winner = state.ruleset, trick.winner
    best = _as_ranked(rules, trick, next(card for seat, card in trick.plays if seat == winner))
    return tuple((label(state, seat) or "", (("drill.why.trick-beaten", {
        "seat": label(state, seat), "winner": label(state, winner), "card": best,
        "played": _as_ranked(rules, trick, card)}),)) for seat, card in trick.plays if seat != winner)


def _trick_explanation(rule: str, rules: Ruleset, trick: Trick, events: list) -> tuple[Message, ...]:
    """The drill's rule first, then who holds the highest card, and the order turned upside down
    where it is."""
    params = dict(next(e.params for e in events if e.rule_id == "play.highest-wins"))
    jokers = [seat for seat, card in trick.plays if card.is_joker]
    if rules.joker_identity == "first_played_high" and trick.winner in jokers:
        # the jokers look alike: the winner's joker is the high one if it came first
        params["card"] = HIGH_JOKER if trick.winner == jokers[0] else LOW_JOKER
    why: list[Message] = [] if rule == "play.highest-wins" else [(rule, {})]
    why.append(("play.highest-wins", params))
    if rules.rank_order == "reverse" and rule != "play.reverse-order":
        why.append(("play.reverse-order", {}))
    return tuple(why)


def _reversed_decides(rules: Ruleset, after: HandState, trick: Trick) -> bool:
    """The normal order would give the trick to someone else: the reverse order decides it."""
    if not _any_trick(rules, trick) or after.trump is None:
        return False
    normal = rules.with_changes(rank_order="normal").trump_ranks(after.trump)
    normal_winner = min(trick.plays, key=lambda play: normal[play[1]])[0]
    return normal_winner != trick.winner


def _both_jokers_decide(rules: Ruleset, after: HandState, trick: Trick) -> bool:
    """Both jokers in one trick (so neither was played before) and one of them takes it: the
    first played is the high joker, which the trick shows."""
    jokers = [seat for seat, card in trick.plays if card.is_joker]
    return len(jokers) == 2 and trick.winner in jokers


def _joker_on_joker(state: HandState, rng: random.Random) -> Action:
    """Random play, but a player holding a joker plays it onto the other joker: the tricks the
    first-joker rule decides come up within a few deals."""
    legal = state.legal_actions()
    if state.phase == PLAY_PHASE and any(card.is_joker for _, card in state.trick):
        jokers = [action for action in legal if action.card is not None and action.card.is_joker]
        if jokers:
            return jokers[0]
    return rng.choice(legal)


maker("play.highest-wins")(_trick_winner(
    "play.highest-wins", lambda rules, after, trick: _any_trick(rules, trick)))
maker("play.reverse-order", applies=lambda r: r.rank_order == "reverse")(_trick_winner(
    "play.reverse-order", _reversed_decides))
maker("play.first-joker-high", applies=lambda r: r.joker_identity == "first_played_high" and r.jokers_in_deck)(
    _trick_winner("play.first-joker-high", _both_jokers_decide, _joker_on_joker))


def _deuce_lost(after: HandState, trick: Trick) -> Card | None:
    """The 2 of trump, played in this trick by a player of the other side than its winner."""
    return next((card for seat, card in trick.plays if card.rank is not None and card.rank == 2
                 and card.natural_suit == after.trump and after.side_of(seat) != after.side_of(trick.winner)),
                None)


def _deuce_point(rule: str) -> Callable:
    """Who gets the point of the 2 of trump played in this trick and taken by the other side?"""
    def make(rng: random.Random, rules: Ruleset) -> Drill | None:
        for end in _trick_ends(rng, rules):
            after, trick = end.after, end.trick
            deuce = _deuce_lost(after, trick)
            if deuce is None or not _winner_shown(rules, trick):
                continue
            played_by = next(seat for seat, card in trick.plays if card == deuce)
            credit = next(c for c in after.credits if c.card == deuce)
            explanation = ((rule, {}),) + tuple((e.rule_id, e.params) for e in end.events
                                                if e.rule_id == "play.highest-wins")
            table: dict[str, Any] = {"trick": LAST_TRICK, "highlight": (deuce,), "steps": end.steps()}
            if rules.teams_fixed:
                seat = next(s for s in range(after.players) if after.side_of(s) == credit.side)
                answer = team_of(after, seat)
                return pitch_drill(rule, after, CHOICE, ("drill.q.deuce-point", {"card": deuce}), answer, explanation,
                                   choices=team_choices(after), why=_other_teams(after, answer, explanation), **table)
            # Five-handed the sides are the bidder's and the rest, not teams: whose side is it?
            gets = played_by if after.side_of(played_by) == credit.side else trick.winner
            question = ("drill.q.deuce-side", {"card": deuce, "seat": label(after, played_by),
                                               "winner": label(after, trick.winner)})
            other = trick.winner if gets == played_by else played_by
            return seat_drill(rule, after, question, gets, explanation, sorted({played_by, trick.winner}),
                              why=((label(after, other) or "", explanation),), **table)
        return None
    return make


def _other_teams(state: HandState, answer: str, explanation: tuple[Message, ...]) -> Why:
    """The other team is wrong for the reasons the engine gives for the answer."""
    return tuple((team, explanation) for team in state.unit_names() if team != answer)


# In the reverse order the 2 is the highest trump and always wins its own trick: its return is
# never seen, so only the normal order drills it.
maker("play.deuce-returns", applies=lambda r: r.deuce_to == "player" and r.rank_order == "normal")(
    _deuce_point("play.deuce-returns"))
maker("play.deuce-captured", applies=lambda r: r.deuce_to == "trick_winner" and r.rank_order == "normal")(
    _deuce_point("play.deuce-captured"))


def _legal_cards(state: HandState) -> list[str]:
    return sorted(a.card.code for a in state.legal_actions() if a.card is not None)


def _may_play(rule: str, state: HandState, explained: Card) -> Drill:
    """Which cards may the player to act play? His hand face up; "See it" tries ``explained``,
    which the engine refuses (unless it is the one card he holds), then plays a card it allows;
    every card it refuses says why."""
    seat = state.current_player
    hand = state.hands[seat]
    tries = [Action(PLAY, seat, card) for card in hand]
    tried, allowed = Action(PLAY, seat, explained), state.legal_actions()[0]
    steps = (move_or_refusal(state, tried, seat, (seat,)) if tried != allowed else ()) + see_it(state, [allowed], seat, (seat,))
    # every card left out named, not only the one "See it" tries
    others = [card for card in hand if card != explained and not state.is_trump(card)] if rule == "play.only-trump" else []
    also: tuple[Message, ...] = (("drill.why.also-not-trump", {"cards": others}),) if others else ()
    return pitch_drill(rule, state, CARDS, ("drill.q.legal-plays", {"seat": label(state, seat)}), _legal_cards(state),
                       ((rule, {"card": explained}), *also), seat=seat, shown=(seat,), highlight=(seat,),
                       choices=tuple(Choice(code) for code in codes(hand)), steps=steps,
                       why=refusals(state, tries, lambda move: move.card.code if move.card else ""))


# Five-handed every player throws away all his cards that are not trump before the play, so no
# hand in play ever holds one to tell apart: the rule is true there, but has no position.
@maker("play.only-trump", applies=lambda r: r.exchange != "five_handed")
def legal_plays(rng: random.Random, rules: Ruleset) -> Drill | None:
    """Which cards may the player to act play? (Only trump, whatever was led.)"""
    for before, _action, _after in walk(dealt(rng, rules), rng):
        if before.phase != PLAY_PHASE:
            continue
        seat = before.current_player
        hand = before.hands[seat]
        off = [c for c in hand if not before.is_trump(c)]
        legal = _legal_cards(before)
        if not off or len(off) == len(hand) or legal != sorted(c.code for c in hand if before.is_trump(c)):
            continue  # no choice to make, or the called card must lead (a rule of its own)
        return _may_play("play.only-trump", before, rng.choice(off))
    return None


def _calling_from_the_blind(state: HandState, rng: random.Random) -> Action:
    """Random moves, but the bidder calls a card that lies in the blind when one is trump there:
    the bidder who takes the called card from the blind comes up at once."""
    legal = state.legal_actions()
    if state.phase == TRUMP_PHASE:
        in_blind = [action for action in legal if action.card is not None and action.card in state.widow]
        if in_blind:
            return rng.choice(in_blind)
    return rng.choice(legal)


@maker("play.called-card-leads", applies=lambda r: r.called_partner)
def called_card_leads(rng: random.Random, rules: Ruleset) -> Drill | None:
    """Five-handed: the called card was in the blind, so the bidder took it; what may he lead?"""
    for before, _action, _after in walk(dealt(rng, rules), rng, _calling_from_the_blind):
        if before.phase != PLAY_PHASE:
            continue
        called = before.called
        seat = before.current_player
        if called is None or before.partner is not None or seat != before.bidder or called not in before.hands[seat]:
            return None  # the called card was dealt to a player: he is the partner
        other = next((card for card in before.hands[seat] if card is not called), called)
        drill = _may_play("play.called-card-leads", before, other)
        return replace(drill, explanation=(("play.called-card-leads", {"card": called}),))
    return None


def _skipped(state: HandState, played: int, nxt: int) -> list[int]:
    """The seats clockwise between the one who played and the one to play next."""
    seats = []
    seat = (played + 1) % state.players
    while seat != nxt:
        seats.append(seat)
        seat = (seat + 1) % state.players
    return seats


def _next_player(rule: str, skipped: bool) -> Callable:
    """Whose turn is it after this card? (clockwise, past any player out of trump) Every hand face
    up, the card just played marked; "See it": the next player plays."""
    def make(rng: random.Random, rules: Ruleset) -> Drill | None:
        for before, action, after in walk(dealt(rng, rules), rng):
            if before.phase != PLAY_PHASE or after.phase != PLAY_PHASE or not after.trick:
                continue
            nxt = after.current_player
            passed = _skipped(after, action.seat, nxt)
            if bool(passed) != skipped:
                continue
            sitting_out = {label(after, s): ("play.out-of-trump", {"seat": label(after, s)}) for s in passed}
            if skipped:  # the rule once, then the other seats it passes over: no sentence said twice
                first, *others = sitting_out
                explanation: tuple = (sitting_out[first],) + (
                    (("drill.why.also-out", {"team": " & ".join(map(str, others))}),) if others else ())
            else:
                explanation = (("drill.why.clockwise", {"seat": label(after, action.seat),
                                                        "expected": label(after, nxt)}),)
            why = tuple((seat, ((sitting_out[seat],) if seat in sitting_out else ()) + reasons)
                        for seat, reasons in wrong_turns(after, range(after.players)))
            return seat_drill(rule, after, ("drill.q.next-turn", {}), nxt, explanation, shown=None,
                              highlight=(action.card, action.seat), why=why,
                              steps=see_it(after, after.legal_actions()[:1], shown=None))
        return None
    return make


maker("turn.order")(_next_player("turn.order", skipped=False))
maker("play.out-of-trump")(_next_player("play.out-of-trump", skipped=True))


def _next_leader(rule: str) -> Callable:
    """Who leads the next trick, when the trick's winner has no trump left? Every hand face up
    and the trick just taken on the table; "See it": the trick, card by card."""
    def make(rng: random.Random, rules: Ruleset) -> Drill | None:
        for end in _trick_ends(rng, rules):
            after = end.after
            event = next((e for e in end.events if e.rule_id == rule), None)
            if event is None or after.phase != PLAY_PHASE or not _winner_shown(rules, end.trick):
                continue
            # every seat the lead passes over is out of trump too: named, or the count looks wrong
            passed = _skipped(after, end.trick.winner, after.current_player) if rule == "play.lead-next-clockwise" else []
            also: tuple[Message, ...] = ((("drill.why.also-out", {"team": " & ".join(
                label(after, s) or "" for s in passed)}),) if passed else ())
            return seat_drill(rule, after, ("drill.q.next-leader", {}), after.current_player,
                              ((rule, event.params), *also), shown=None, trick=LAST_TRICK,
                              steps=end.steps(shown=None))
        return None
    return make


# Where the lead passes to the partner (13-point partner), a partner out of trump too means his
# team is out and the hand ends (hand.team-out): the lead never passes on clockwise there.
maker("play.lead-next-clockwise", applies=lambda r: r.lead_when_out == "next_clockwise")(
    _next_leader("play.lead-next-clockwise"))
maker("play.lead-partner", applies=lambda r: r.lead_when_out == "partner" and r.teams_fixed)(
    _next_leader("play.lead-partner"))


@maker("play.bidder-leads")
def first_leader(rng: random.Random, rules: Ruleset) -> Drill | None:
    """Who leads the first trick? The table once the exchange is over; "See it": the lead."""
    for before, _action, after in walk(dealt(rng, rules), rng):
        if before.phase != PLAY_PHASE and after.phase == PLAY_PHASE:
            if after.current_player != after.bidder:
                return None  # the bidder holds no trump: the lead passes by another rule
            return seat_drill("play.bidder-leads", after, ("drill.q.first-leader", {}), after.current_player,
                              (("play.bidder-leads", {}),), highlight=(after.bidder,),
                              steps=see_it(after, after.legal_actions()[:1]))
    return None


@maker("hand.team-out", applies=lambda r: r.end_when_team_out != "play_on")
def hand_ends(rng: random.Random, rules: Ruleset) -> Drill | None:
    """Does the hand end after this trick? (It ends when one team is out of trump.) Every hand
    face up after the trick, which lies on the table; "See it": the trick, card by card."""
    want_end = rng.random() < 0.5
    for end in _trick_ends(rng, rules):
        event = next((e for e in end.events if e.rule_id == "hand.team-out"), None)
        ends = event is not None
        if ends != want_end or (not ends and end.after.phase != PLAY_PHASE):
            continue
        explanation = ((event.rule_id, event.params),) if event else (("drill.why.play-on", {}),)
        return yes_no_drill("hand.team-out", end.after, ("drill.q.hand-ends", {}), ends, explanation,
                            shown=None, trick=LAST_TRICK, steps=end.steps(shown=None))
    return None
