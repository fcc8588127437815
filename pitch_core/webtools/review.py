""""Learn from your mistakes": a finished hand's decisions of one seat, reviewed for the page.

The judging is the solver's: at each card the seat played (``pitch_core.solver.review``) and at
each of its calls, its trump and its exchange choices (``pitch_core.solver.choices``), deals of
the cards it had not seen are drawn from its own view and solved exactly, and each option's
values are averaged. This module turns that into what the page shows, in the reader's language:

* each **costly decision** (points lost at or above the inaccuracy line, ``solver.review.VERDICTS``)
  with the position as the seat saw it (its observation, the shape Play's table draws), what it
  did, the best option(s), the points lost and the verdict;
* the **reason**. For a card: which point cards the best card wins or keeps. On some of the same
  sampled deals both lines are played out with best play at every seat (each move solved
  exactly), and the cards whose points change sides between them, in most of those deals, are
  named, with the rule that scores them (a trick's winner, the 2 going back) and, where it
  changes, the bid made or set (rule ``score.set``). For a call, the trump or an exchange
  choice: how often the seat's side is set after it and after the best one, how often it plays
  the contract, the points it takes, or what a made bid scores (from the same deals' results);
  and, after a call or a trump whose best gives the seat's side the contract, where its points
  come from: each point card the seat holds with how often it ends with its side, and what the
  side takes of the others, on some of the same deals played out with best play;
* a **summary** of where the hand's points went and what the decisions cost, the calls, trump
  and exchange apart from the card play;
* ``judge_try``: whether what the learner tries instead is as good as the best.

Nothing here looks at a card the seat could not see: the deals come from its view and a seed
(the move's number), so two hands that look the same from its chair get the same review.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field, replace
from typing import Any
from weakref import WeakKeyDictionary

from ..bots.information import SeatKnowledge, sample_world
from ..cards import Card
from ..errors import NotationError
from ..messages import render
from ..json_values import plain
from ..pitch.actions import BID, PASS, PLAY, TRUMP, Action, parse_action, seat_label
from ..bots.pitch_heuristic import heuristic_advice
from ..pitch.hand_types import PLAY_PHASE, Credit
from ..pitch.record import HandRecord, record_from_state, write_record
from ..pitch.scoring import BIDDING
from ..pitch.state import HandState
from ..solver.choices import ChoiceDecision, PlayCache, is_choice, review_choice, value_on
from ..solver.review import GOOD, Decision, public_drops, review_play, verdict
from ..solver.board import Board
from ..solver.search import Search

# Deals sampled per card played. Each is solved exactly; 12 keeps a whole hand's review within
# a few seconds in the browser (bench/review_pyodide.mjs) and its averages steady enough that
# a point lost in half the deals shows.
SAMPLES = 12
# Deals for a call, the trump or an exchange choice: every option is solved from the first lead
# in each, so fewer deals than for a card, within CHOICE_BUDGET positions once CHOICE_LEAST are
# done (bench/review.py).
CHOICE_SAMPLES = 8
CHOICE_LEAST, CHOICE_BUDGET = 3, 20_000
SEED = 0  # the review's seed: a constant, so it depends on the seat's view alone
# Deals (of the sampled ones) on which both lines are played out to find the reason.
REASON_DEALS = 6
# A count of positions searched, not a clock, so a review is the same on any machine: the
# deals solved for one card played stop at VALUE_BUDGET once VALUE_LEAST are, and the deals
# played out for one reason at REASON_BUDGET once REASON_LEAST are (bench/review.py).
VALUE_LEAST, VALUE_BUDGET = 4, 12_000
REASON_LEAST, REASON_BUDGET = 2, 8_000
# A retry is as good as the best when it loses less than this (the inaccuracy line).
TRY_TOLERANCE = 0.5
# A card is named in the reason when its points change sides in at least this share of deals.
MAJORITY = 0.5
OFTEN = 0.25  # ... and the bid made or set "more often" when it changes in at least this share
_SAME = 1e-9


@dataclass
class Mistake:
    """One costly decision, as the page shows it."""

    decision: Decision | ChoiceDecision
    state: HandState  # the hand just before the decision (the real one: only its seat's view is shown)
    trick: int  # the trick's number, 1-based (the first trick's before the play)
    best: list[Any]  # every option as good as the best: cards, or calls, trumps, exchange choices
    reasons: list[tuple[str, dict[str, Any], str | None]] = field(default_factory=list)  # (code, params, rule)
    worlds: list[HandState] = field(default_factory=list)  # a choice's deals, to weigh a retry on
    cache: PlayCache | None = None

    @property
    def is_card(self) -> bool:
        return isinstance(self.decision, Decision)

    def value_of(self, action: Action) -> float:
        """What ``action`` (a legal move at this decision) is worth on the decision's deals."""
        values: dict[Any, float] = self.decision.values
        key = action.card if self.is_card else action
        if key not in values:  # a choice the review did not weigh (a bid far from the one made)
            assert self.cache is not None
            values[key] = value_on(self.worlds, action, self.decision.seat, self.cache)
        return values[key]


@dataclass
class HandReview:
    seat: int
    players: int
    decisions: list[Decision | ChoiceDecision]
    mistakes: list[Mistake]
    taken: int  # points the seat's side took, pre-play credits included
    total: int  # points that went to a side
    samples: int
    finished: bool = True  # a record may stop before the hand's end: then no summary of its points

    def to_dict(self, lang: str) -> dict[str, Any]:
        lost = sum(d.lost for d in self.decisions)
        summary = [_said("review.summary", {"taken": self.taken, "total": self.total}, lang)] if self.finished else []
        if lost >= TRY_TOLERANCE:
            calls = round(sum(d.lost for d in self.decisions if isinstance(d, ChoiceDecision)), 1)
            cards = round(lost - calls, 1)
            if not calls:
                summary.append(_said("review.summary.cost", {"points": round(lost, 1)}, lang))
            else:
                summary.append(_said("review.summary.lost", {"points": round(lost, 1)}, lang))
                if cards > 0:  # where they went, when both parts of the hand cost something
                    summary.append(_said("review.summary.split", {"before": calls, "after": cards}, lang))
        return {
            "seat": seat_label(self.seat, self.players),
            "reviewed": len(self.decisions),
            "samples": self.samples,
            "summary": summary,
            "lost": round(lost, 2),
            "mistakes": [self._mistake(i, m, lang) for i, m in enumerate(self.mistakes)],
        }

    def _mistake(self, step: int, mistake: Mistake, lang: str) -> dict[str, Any]:
        decision = mistake.decision
        view: dict[str, Any] = {**mistake.state.observation(self.seat).to_dict()}  # the table's extras go in
        del view["events"], view["moves"]  # the table does not draw them; the review does not need them
        view.update({"human": seat_label(self.seat, self.players), "your_turn": True,
                     "candidates": [a.to_dict(self.players) for a in mistake.state.candidate_actions(self.seat)]})
        shown = {
            "step": step, "move": decision.move, "trick": mistake.trick, "view": view,
            "lost": round(decision.lost, 2), "verdict": decision.verdict,
            "reasons": [_said(code, params, lang, rule) for code, params, rule in mistake.reasons],
            "samples": decision.samples,
        }
        if isinstance(decision, Decision):
            played = decision.played
            return {**shown, "decision": "card", "played": played.code, "best": [c.code for c in mistake.best],
                    "values": {card.code: round(value, 2) for card, value in decision.values.items()},
                    "headline": _said("review.played", {"played": played, "points": round(decision.lost, 1)}, lang),
                    "how": _said("review.how", {"samples": decision.samples}, lang)}
        players = self.players
        return {**shown, "decision": decision.kind, "played": decision.played.notation(players),
                "best": [action.notation(players) for action in mistake.best],
                "played_move": decision.played.to_dict(players),
                "best_moves": [action.to_dict(players) for action in mistake.best],
                "values": {action.notation(players): round(value, 2) for action, value in decision.values.items()},
                "headline": _said(*_choice_headline(decision), lang),
                "how": _said("review.how.choice", {"samples": decision.samples}, lang)}

    def judge(self, step: int, move: str, lang: str) -> dict[str, Any]:
        """The learner's retry at costly decision ``step``: a move the rules refuse raises the
        rule's own ``IllegalAction``; else whether it is as good as the best."""
        if isinstance(step, bool) or not isinstance(step, int) or not 0 <= step < len(self.mistakes):
            raise NotationError("notation.number-range", token=str(step)[:20], low=0, high=max(0, len(self.mistakes) - 1))
        mistake = self.mistakes[step]
        state = mistake.state
        action = parse_action(str(move)[:40], self.seat, self.players)
        if mistake.is_card and (action.kind != PLAY or action.card is None):
            raise NotationError("notation.unknown-action", token=str(move)[:40])
        state.copy().apply(action)  # a move the rules refuse: their reason, the hand unchanged
        decision = mistake.decision
        lost = max(decision.values.values()) - mistake.value_of(action)
        played = action == decision.played or (mistake.is_card and action.card == decision.played)
        kind = "played" if played and lost >= TRY_TOLERANCE else "best" if lost < TRY_TOLERANCE else "worse"
        params: dict[str, Any] = {"card": action.card} if mistake.is_card else {}
        if kind == "worse":
            params["points"] = round(lost, 1)
        code = f"review.try.{kind}" if mistake.is_card else f"review.try.choice.{kind}"
        shown = action.card.code if mistake.is_card and action.card else action.notation(self.players)
        best = [c.code if isinstance(c, Card) else c.notation(self.players) for c in mistake.best]
        return {"step": step, "card": shown, "good": lost < TRY_TOLERANCE, "lost": round(lost, 2),
                "verdict": kind, "message": render(code, params, lang), "code": code, "best": best}


def _choice_headline(decision: ChoiceDecision) -> tuple[str, dict[str, Any]]:
    """What the seat did, and what it cost: a call, the trump, an exchange choice."""
    points = round(decision.lost, 1)
    played = decision.played
    if played.kind == PASS:
        return "review.chose.pass", {"points": points}
    if played.kind == BID:
        return "review.chose.bid", {"bid": played.bid, "points": points}
    if played.kind == TRUMP:
        return "review.chose.trump", {"trump": played.suit, "points": points}
    return "review.chose.exchange", {"points": points}


def _said(code: str, params: dict[str, Any], lang: str, rule: str | None = None) -> dict[str, Any]:
    return {"code": code, "params": plain(params), "rule": rule, "message": render(code, params, lang)}


# -- the review -------------------------------------------------------------------------------------
def review_hand(record: HandRecord, seat: int, samples: int = SAMPLES, seed: int = SEED,
                reason_deals: int = REASON_DEALS, budget: int | None = VALUE_BUDGET,
                choice_samples: int = CHOICE_SAMPLES) -> HandReview:
    """Every decision of ``seat`` in the record's hand: each card played judged on up to
    ``samples`` deals, each call, trump and exchange choice on up to ``choice_samples`` (as
    ``solver.review.review_record`` judges them, with the same seeds; ``budget=None``: all of
    them, exactly its figures), and each costly one explained."""
    final = record.replay()
    state = record.initial_state()
    drops = public_drops(record)
    cache = PlayCache()
    decisions: list[Decision | ChoiceDecision] = []
    mistakes: list[Mistake] = []
    for number, action in enumerate(final.history[len(state.history):], start=1):
        if action.seat == seat:
            rng = random.Random(f"review:{seed}:{number}")
            if action.kind == PLAY and action.card is not None:
                decision = review_play(state, seat, action.card, samples, rng, number, drops, budget, VALUE_LEAST)
                decisions.append(decision)
                if decision.verdict != GOOD:
                    mistakes.append(_explained(state.copy(), decision, samples, seed, drops, reason_deals))
            elif is_choice(state, action):
                worlds: list[HandState] = []
                choice = review_choice(state, seat, action, choice_samples, rng, number,
                                       None if budget is None else CHOICE_BUDGET, CHOICE_LEAST, cache, worlds)
                if choice is not None:
                    decisions.append(choice)
                    if choice.verdict != GOOD:
                        mistakes.append(_chosen(state.copy(), choice, worlds, cache))
        state.apply(action)
    our_side = final.side_of(seat)
    taken = sum(c.points for c in final.credits if c.side == our_side)
    total = sum(c.points for c in final.credits if c.side is not None)
    return HandReview(seat, final.players, decisions, mistakes, taken, total, samples, final.is_terminal)


def _explained(state: HandState, decision: Decision, samples: int, seed: int, drops: tuple,
               deals: int) -> Mistake:
    values = decision.values
    top = max(values.values())
    best = [card for card, value in values.items() if value >= top - _SAME]
    mistake = Mistake(decision, state, len(state.tricks) + 1, best)
    worlds = _worlds(state, decision, samples, seed, drops, deals)
    mistake.reasons = _reasons(state, decision, worlds)
    return mistake


def _chosen(state: HandState, decision: ChoiceDecision, worlds: list[HandState], cache: PlayCache) -> Mistake:
    values = decision.values
    top = max(values.values())
    best = [action for action, value in values.items() if value >= top - _SAME]
    mistake = Mistake(decision, state, 1, best, worlds=worlds, cache=cache)
    mistake.reasons = _choice_reasons(state, decision) + _ground(decision, worlds)
    return mistake


def _ground(decision: ChoiceDecision, worlds: list[HandState]) -> list[tuple[str, dict[str, Any], str | None]]:
    """Where the points come from after the best call or trump, when it gives the seat's side the
    contract: on some of the same deals in which the seat itself plays it, played out with best
    play at every seat, how often each point card the seat holds now (a trump in the suit it then
    names) ends with its side, and what the side takes of the cards it does not hold, on average.
    (The bidding hint's "about 8 points" with its ground.)"""
    tally = decision.tallies[decision.best]
    if decision.kind not in ("bid", "trump") or tally.contracts < MAJORITY * decision.samples:
        return []
    seat = decision.seat
    ours: dict[Card, int] = {}  # the seat's point cards at the first lead: deals they ended with its side
    worth: dict[Card, int] = {}
    rest = deals = nodes = 0
    for world in worlds:
        if deals >= REASON_LEAST and nodes >= REASON_BUDGET:
            break
        start = world.copy()
        start.apply(decision.best)
        while not start.is_terminal and start.phase != PLAY_PHASE:
            start.apply(heuristic_advice(start, start.current_player).action)
        if start.is_terminal or start.bidder != seat:
            continue  # the ground of the seat's own contract: its cards as it holds them now, in its trump
        held = {card for card in world.hands[seat] if start.is_trump(card)}
        end, spent = played_out(start.copy())
        nodes += spent
        deals += 1
        side = end.side_of(seat)
        for credit in end.credits:
            if credit.card in held:
                worth[credit.card] = credit.points
                ours[credit.card] = ours.get(credit.card, 0) + (credit.side == side)
            elif credit.side == side:
                rest += credit.points
    if not deals:
        return []
    cards = sorted(ours, key=lambda card: (-worth[card], card.index))
    lines: list[tuple[str, dict[str, Any], str | None]] = [
        ("review.reason.ground.card", {"card": card, "points": worth[card], "count": ours[card], "samples": deals},
         None) for card in cards]
    lines.append(("review.reason.ground.rest", {"points": round(rest / deals, 1), "samples": deals}, None))
    return lines


def _choice_reasons(state: HandState, decision: ChoiceDecision) -> list[tuple[str, dict[str, Any], str | None]]:
    """Why the best option beats the one taken, from the same deals' results: the seat's side set
    more often after it, the contract lost to the other side, fewer points taken, or (a made bid
    scoring the bid) a lower bid made as often; and always the average worth."""
    played, best, deals = decision.tallies[decision.played], decision.tallies[decision.best], decision.samples
    reasons: list[tuple[str, dict[str, Any], str | None]] = []
    sets_played, sets_best = played.contracts - played.made, best.contracts - best.made
    if sets_played - sets_best >= OFTEN * deals:
        reasons.append(("review.reason.choice.set", {"count": sets_played, "held": sets_best, "samples": deals},
                        "score.set"))
    if decision.kind == "bid" and best.contracts - played.contracts >= MAJORITY * deals:
        reasons.append(("review.reason.choice.contract", {"count": deals - played.contracts,
                                                          "held": best.contracts, "samples": deals}, None))
    if _bid_scores_higher(state, decision) and best.made >= played.made - OFTEN * deals:
        reasons.append(("review.reason.choice.bid-higher", {"bid": decision.best.bid, "standing": decision.played.bid,
                                                            "held": best.made, "count": played.made, "samples": deals},
                        "score.made-bid"))
    if played.counted and best.counted:
        before, after = played.points / played.counted, best.points / best.counted
        if after - before >= TRY_TOLERANCE:
            reasons.append(("review.reason.choice.points", {"before": round(before, 1), "after": round(after, 1),
                                                            "samples": deals}, None))
    reasons.append(("review.reason.choice.average", {"points": round(decision.lost, 1), "samples": deals}, None))
    return reasons


def _bid_scores_higher(state: HandState, decision: ChoiceDecision) -> bool:
    """A higher bid than the one made is best, where a made bid scores what was bid."""
    ruleset, played, best = state.ruleset, decision.played, decision.best
    return (decision.kind == "bid" and ruleset.made_bid_scores == "bid" and played.kind == BID and best.kind == BID
            and ruleset.bid_level(best.named_bid) > ruleset.bid_level(played.named_bid))


def _worlds(state: HandState, decision: Decision, samples: int, seed: int, drops: tuple,
            deals: int) -> list[HandState]:
    """The first ``deals`` of the very deals the decision was judged on (the same seeded draws,
    as ``solver.review.review_play`` makes them)."""
    knowledge = SeatKnowledge.read(state.ruleset, state.observation(decision.seat))
    if drops:
        knowledge = replace(knowledge, drops=knowledge.drops + drops)
    rng = random.Random(f"review:{seed}:{decision.move}")
    worlds: list[HandState] = []
    deals = min(deals, decision.samples)  # those the decision was judged on
    for _ in range(samples if deals else 0):
        world = sample_world(knowledge, rng)
        if world is not None:
            worlds.append(world)
            if len(worlds) == deals:
                break
    return worlds


def best_line(world: HandState, first: Card, table: dict | None = None) -> tuple[HandState, int]:
    """The hand played out from ``world`` after ``first``, every seat playing its best (each move
    solved exactly; among equal cards the one with the fewest points, then the lowest), and the
    positions searched. ``table`` carries the search's bounds from one move to the next, and
    between two lines from one deal: its entries are positions at a trick's start with every
    card known, which the same deal reaches again."""
    state = world.copy()
    state.apply(Action(PLAY, state.to_move, card=first))  # type: ignore[arg-type]
    return played_out(state, table)


def played_out(state: HandState, table: dict | None = None) -> tuple[HandState, int]:
    """``state`` (a hand in its play, changed in place) played to its end with best play at every
    seat, as ``best_line`` plays it; the positions searched."""
    points = state.ruleset.point_table(state.trump) if state.trump is not None else {}
    table = {} if table is None else table
    nodes = 0
    while not state.is_terminal:
        legal = [action.named_card for action in state.legal_actions()]
        if len(legal) == 1:
            state.apply(Action(PLAY, state.to_move, card=legal[0]))  # type: ignore[arg-type]
            continue
        search = Search(Board.of(state))
        search.table = table
        solution = search.solve(legal)
        nodes += solution.nodes
        top = solution.best()
        choice = min((card for card, value in solution.values.items() if value >= top - _SAME),
                     key=lambda card: (points.get(card, 0), -_order(state, card)))
        state.apply(Action(PLAY, state.to_move, card=choice))  # type: ignore[arg-type]
    return state, nodes


def _order(state: HandState, card: Card) -> int:
    assert state.trump is not None
    return state.ruleset.trump_ranks(state.trump)[card]


def _fates(before: HandState, after: HandState) -> dict[Card, Credit]:
    """The point cards credited after ``before``, each with its credit."""
    already = len(before.credits)
    return {credit.card: credit for credit in after.credits[already:]}


def _reasons(state: HandState, decision: Decision, worlds: list[HandState]) -> list[tuple[str, dict[str, Any], str | None]]:
    """Which points the best card wins or keeps against the card played, on these deals: a card
    whose points change sides in most of them, else the points at stake on average; and the bid,
    when the best card makes it (or sets it) in more of them."""
    seat, played, best = decision.seat, decision.played, decision.best
    ours = state.side_of(seat)
    if not worlds or best == played:
        return []
    gain: dict[Card, int] = {}  # deals in which the card is the seat's side's with the best card and not with the played
    points: dict[Card, int] = {}
    rules: dict[Card, dict[str, int]] = {}
    made_best = made_played = nodes = 0
    deals = 0
    for world in worlds:
        if deals >= REASON_LEAST and nodes >= REASON_BUDGET:
            break
        table: dict = {}
        (worse, spent), (better, more) = best_line(world, played, table), best_line(world, best, table)
        nodes += spent + more
        deals += 1
        lost_fates, kept_fates = _fates(world, worse), _fates(world, better)
        for card in set(lost_fates) | set(kept_fates):
            with_best = card in kept_fates and kept_fates[card].side == ours
            with_played = card in lost_fates and lost_fates[card].side == ours
            gain[card] = gain.get(card, 0) + (with_best - with_played)
            points[card] = (kept_fates.get(card) or lost_fates[card]).points
            if with_best:
                tally = rules.setdefault(card, {})
                tally[kept_fates[card].rule_id] = tally.get(kept_fates[card].rule_id, 0) + 1
        made_best += bool(better.result and better.result.made)
        made_played += bool(worse.result and worse.result.made)
    reasons: list[tuple[str, dict[str, Any], str | None]] = []
    at_stake = sorted((card for card in gain if gain[card] > 0),
                      key=lambda c: (-gain[c] * points[c], -points[c], _order(state, c)))
    if at_stake and gain[at_stake[0]] / deals >= MAJORITY:
        card = at_stake[0]
        rule = max(rules[card].items(), key=lambda item: (item[1], item[0]))[0]
        code = "review.reason.keeps" if _ours_now(state, seat, card) else "review.reason.wins"
        reasons.append((code, {"played": played, "card": card, "points": points[card], "best": [best]}, rule))
    elif at_stake and sum(gain[c] * points[c] for c in gain) > 0:
        average = sum(gain[c] * points[c] for c in gain) / deals
        rule = max((r for c in at_stake[:3] for r in rules[c].items()), key=lambda item: (item[1], item[0]))[0]
        reasons.append(("review.reason.cards", {"best": [best], "played": played, "points": round(average, 1),
                                                "cards": at_stake[:3]}, rule))
    swing = (made_best - made_played) / deals * (1 if ours == BIDDING else -1)
    if swing >= MAJORITY:
        code = "review.reason.bid-made" if ours == BIDDING else "review.reason.bid-set"
        reasons.append((code, {"best": [best], "played": played, "bid": state.bid}, "score.set"))
    elif swing >= OFTEN:
        code = "review.reason.bid-made-often" if ours == BIDDING else "review.reason.bid-set-often"
        reasons.append((code, {"best": [best], "played": played, "bid": state.bid}, "score.set"))
    if not reasons:
        reasons.append(("review.reason.average", {"best": [best], "played": played,
                                                  "points": round(decision.lost, 1)}, None))
    return reasons


def _ours_now(state: HandState, seat: int, card: Card) -> bool:
    """Whether the seat's side holds ``card`` in the seat's sight: in its hand, or played to the
    trick by a seat of its side."""
    if card in state.hands[seat]:
        return True
    return any(c == card and state.side_of(s) == state.side_of(seat) for s, c in state.trick)


# -- Play's hands ---------------------------------------------------------------------------------
# A table's reviews, by hand and by the hand's record (an undo after the hand's end changes it).
_REVIEWS: "WeakKeyDictionary[Any, dict[tuple[int, str], HandReview]]" = WeakKeyDictionary()


def table_review(table: Any, number: int | None = None) -> tuple[int, HandReview]:
    """The review of the reader's decisions in hand ``number`` of a Pitch game in Play (default:
    the last one), once that hand is over; kept, so a retry is judged at once."""
    hands = getattr(table, "hands", None)
    if hands is None:  # Three Thirteen: no card play to review
        raise NotationError("review.pitch-only")
    index = len(hands) if number is None else number
    if isinstance(index, bool) or not isinstance(index, int) or not 1 <= index <= len(hands):
        raise NotationError("play.no-such-hand", number=number, count=len(hands))
    hand = hands[index - 1]
    if not hand.is_terminal:
        raise NotationError("play.hand-not-over")
    record = record_from_state(hand)
    key = (index, write_record(record))
    kept = _REVIEWS.setdefault(table, {})
    if key not in kept:
        kept.clear()  # one hand's review at a time
        kept[key] = review_hand(record, table.human)
    return index, kept[key]


__all__ = ["CHOICE_SAMPLES", "HandReview", "Mistake", "SAMPLES", "best_line", "played_out", "review_hand", "table_review",
           "verdict"]
