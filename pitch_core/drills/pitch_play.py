"""Drills of the play: which cards may be played, who takes the trick, who plays and leads next,
where the 2's point goes, whether the hand goes on."""

from __future__ import annotations

import random
from typing import Callable, Iterator

from ..pitch.actions import Action
from ..pitch.state import HandState
from ..pitch.actions import PLAY
from ..pitch.hand_types import PLAY_PHASE
from .model import CARDS, CHOICE, Choice, Drill
from .pitch_deals import (codes, dealt, label, new_events, position, seat_drill, team_choices,
                          team_of, walk, yes_no_drill)
from .register import maker

BASIC_GAMES = ("ten-point", "pitch31", "thirteen-point-partner")


def _trick_ends(rng: random.Random, preset: str) -> Iterator[tuple[HandState, Action, HandState, list]]:
    """Each play that completes a trick: (hand before, the play, hand after, the trick's events)."""
    for before, action, after in walk(dealt(rng, preset), rng):
        if before.phase == PLAY_PHASE and action.kind == PLAY and len(after.tricks) > len(before.tricks):
            yield before, action, after, new_events(before, after)


def _trick_winner(rule: str, presets: tuple[str, ...], wants: Callable[[list, list], bool]) -> Callable:
    """Who takes this trick? At the first finished trick whose plays and events ``wants``."""
    def make(rng: random.Random) -> Drill | None:
        for before, _action, after, events in _trick_ends(rng, rng.choice(presets)):
            trick = after.tricks[-1]
            if not wants(list(trick.plays), events):
                continue
            data = position(before, hands=[], trick=trick.plays)
            cited = [e for e in events if e.rule_id in (rule, "play.highest-wins", "play.first-joker-high")]
            cited.sort(key=lambda e: e.rule_id != rule)
            explanation = tuple((e.rule_id, e.params) for e in cited)
            if rule not in {e.rule_id for e in cited}:
                explanation = ((rule, {}),) + explanation
            return seat_drill(rule, after, data, ("drill.q.trick-winner", {}), trick.winner, explanation,
                              [seat for seat, _ in trick.plays])
        return None
    return make


def _has_event(rule: str) -> Callable[[list, list], bool]:
    return lambda plays, events: any(e.rule_id == rule for e in events)


maker("play.highest-wins")(_trick_winner("play.highest-wins", BASIC_GAMES,
                                         lambda plays, events: len(plays) >= 3))
maker("play.reverse-order")(_trick_winner("play.reverse-order", ("ten-point+reverse",),
                                          lambda plays, events: len(plays) >= 3))
maker("play.first-joker-high")(_trick_winner("play.first-joker-high", ("thirteen-point-partner",),
                                             lambda plays, events: any(c.is_joker for _, c in plays)))


def _deuce_point(rule: str, preset: str) -> Callable:
    """Who gets the point of the 2 of trump played in this trick?"""
    def make(rng: random.Random) -> Drill | None:
        for before, _action, after, events in _trick_ends(rng, preset):
            trick = after.tricks[-1]
            deuce = next((c for s, c in trick.plays if c.rank is not None and c.rank == 2
                          and c.natural_suit == after.trump and s != trick.winner
                          and after.side_of(s) != after.side_of(trick.winner)), None)
            if deuce is None:
                continue
            credit = next(c for c in after.credits if c.card == deuce)
            seat = next(s for s in range(after.players) if after.side_of(s) == credit.side)
            data = position(before, hands=[], trick=trick.plays)
            explanation = tuple((e.rule_id, e.params) for e in events if e.rule_id in (rule, "play.highest-wins"))
            if rule not in {r for r, _ in explanation}:
                explanation = ((rule, {}),) + explanation
            return Drill(rule, "pitch", preset, CHOICE, data, ("drill.q.deuce-point", {"card": deuce}),
                         team_of(after, seat), explanation, team_choices(after))
        return None
    return make


maker("play.deuce-returns")(_deuce_point("play.deuce-returns", "ten-point"))
maker("play.deuce-captured")(_deuce_point("play.deuce-captured", "ten-point+dirty"))


@maker("play.only-trump")
def legal_plays(rng: random.Random) -> Drill | None:
    """Which cards may the player to act play? (Only trump, whatever was led.)"""
    for before, _action, _after in walk(dealt(rng, rng.choice(BASIC_GAMES)), rng):
        if before.phase != PLAY_PHASE:
            continue
        seat = before.current_player
        hand = before.hands[seat]
        off = [c for c in hand if not before.is_trump(c)]
        if not off or len(off) == len(hand):
            continue
        legal = sorted(a.card.code for a in before.legal_actions() if a.card is not None)
        return Drill("play.only-trump", "pitch", before.ruleset.name, CARDS,
                     position(before, hands=[seat], to_move=label(before, seat)),
                     ("drill.q.legal-plays", {"seat": label(before, seat)}), legal,
                     (("play.only-trump", {"card": rng.choice(off)}),),
                     tuple(Choice(code) for code in codes(hand)))
    return None


@maker("play.called-card-leads")
def called_card_leads(rng: random.Random) -> Drill | None:
    """Five-handed: the called card was in the blind, so the bidder took it; what may he lead?"""
    for before, _action, _after in walk(dealt(rng, "ten-point+five-handed"), rng):
        if before.phase != PLAY_PHASE:
            continue
        called = before.called
        seat = before.current_player
        if called is None or before.partner is not None or seat != before.bidder or called not in before.hands[seat]:
            return None  # the called card was dealt to a player: he is the partner
        legal = sorted(a.card.code for a in before.legal_actions() if a.card is not None)
        data = position(before, hands=[seat], to_move=label(before, seat), called=called.code)
        return Drill("play.called-card-leads", "pitch", before.ruleset.name, CARDS, data,
                     ("drill.q.legal-plays", {"seat": label(before, seat)}), legal,
                     (("play.called-card-leads", {"card": called}),),
                     tuple(Choice(code) for code in codes(before.hands[seat])))
    return None


def _next_player(rule: str, skipped: bool) -> Callable:
    """Whose turn is it after this card? (clockwise, past any player out of trump)"""
    def make(rng: random.Random) -> Drill | None:
        for before, action, after in walk(dealt(rng, rng.choice(BASIC_GAMES)), rng):
            if before.phase != PLAY_PHASE or after.phase != PLAY_PHASE or not after.trick:
                continue
            clockwise = (action.seat + 1) % after.players
            nxt = after.current_player
            if (nxt != clockwise) != skipped:
                continue
            if skipped:
                explanation: tuple = (("play.out-of-trump", {"seat": label(after, clockwise)}),)
            else:
                explanation = (("drill.why.clockwise", {"seat": label(after, action.seat),
                                                        "expected": label(after, nxt)}),)
            data = position(after, hands=range(after.players))
            return seat_drill(rule, after, data, ("drill.q.next-turn", {}), nxt, explanation)
        return None
    return make


maker("turn.order")(_next_player("turn.order", skipped=False))
maker("play.out-of-trump")(_next_player("play.out-of-trump", skipped=True))


def _next_leader(rule: str, preset: str) -> Callable:
    """Who leads the next trick, when the trick's winner has no trump left?"""
    def make(rng: random.Random) -> Drill | None:
        for _before, _action, after, events in _trick_ends(rng, preset):
            event = next((e for e in events if e.rule_id == rule), None)
            if event is None or after.phase != PLAY_PHASE:
                continue
            data = position(after, hands=range(after.players), trick=after.tricks[-1].plays)
            return seat_drill(rule, after, data, ("drill.q.next-leader", {}), after.current_player,
                              ((rule, event.params),))
        return None
    return make


maker("play.lead-next-clockwise")(_next_leader("play.lead-next-clockwise", "ten-point"))
maker("play.lead-partner")(_next_leader("play.lead-partner", "thirteen-point-partner"))


@maker("play.bidder-leads")
def first_leader(rng: random.Random) -> Drill | None:
    for before, _action, after in walk(dealt(rng, rng.choice(BASIC_GAMES)), rng):
        if before.phase != PLAY_PHASE and after.phase == PLAY_PHASE:
            data = position(after, hands=[])
            return seat_drill("play.bidder-leads", after, data, ("drill.q.first-leader", {}),
                              after.current_player, (("play.bidder-leads", {}),))
    return None


@maker("hand.team-out")
def hand_ends(rng: random.Random) -> Drill | None:
    """Does the hand end after this trick? (It ends when one team is out of trump.)"""
    want_end = rng.random() < 0.5
    for _before, _action, after, events in _trick_ends(rng, "pitch31"):
        event = next((e for e in events if e.rule_id == "hand.team-out"), None)
        ends = event is not None
        if ends != want_end or (not ends and after.phase != PLAY_PHASE):
            continue
        data = position(after, trick=after.tricks[-1].plays)  # the hands after it: who holds trump
        explanation = ((event.rule_id, event.params),) if event else (("drill.why.play-on", {}),)
        return yes_no_drill("hand.team-out", after, data, ("drill.q.hand-ends", {}), ends, explanation)
    return None


