"""Drills of Three Thirteen on what makes a meld at tables with their own wild-card rules (all
wild or not, a limit of wilds per meld, a wild in its own place free or counted), identical
cards in a set, one card in one meld only, and what a round's end scores: going out, every card
in melds, no laying off, a wild left over at a fixed price. A house rule no preset plays is the
drill's table's, said in its question (and in the record's Settings, where the drill has one).
The answers are the solver's and the engine's scoring.

The cards a meld question asks about lie marked in a hand of its round, dealt by the engine; a
round's end is shown before its last move, and See it plays that move and scores the round."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any, Callable

from ..cards import HIGH_JOKER, LOW_JOKER, SUITS, Card, Rank, Suit
from ..three_thirteen.actions import OUT, seat_label
from ..three_thirteen.ruleset import Ruleset
from ..three_thirteen.solver import RUN, SET, min_deadwood
from ..three_thirteen.state import GameState
from .model import CARDS, CHOICE, NUMBER, SEAT, Choice, Drill, Message, Step
from .register import maker
from .thirteen import (GAME, HOUSE_JOKERS, Why, _drill, _face_value, _rank, before_last_move, dealt_hand, hand_around,
                       house, meld_sentences, played, record_text, replayed, round_gone_out, scene_of)
from .thirteen_table import YES_NO, _seats, _yes


def _natural_meld(rng: random.Random, wild: Rank, size: int) -> list[Card]:
    """``size`` natural cards (none of the wild rank) that make a set or a run."""
    if rng.random() < 0.4:
        rank = rng.choice([r for r in Rank if r is not wild])
        return [Card.of(rank, s) for s in rng.sample(SUITS, size)]
    suit = rng.choice(SUITS)
    starts = [v for v in range(1, 14 - size + 1) if all(_rank(x) is not wild for x in range(v, v + size))]
    start = rng.choice(starts)
    return [Card.of(_rank(v), suit) for v in range(start, start + size)]


def _wild_card(rng: random.Random, wild: Rank, jokers: bool) -> Card:
    if jokers and rng.random() < 0.6:
        return rng.choice((HIGH_JOKER, LOW_JOKER))
    return Card.of(wild, rng.choice(SUITS))


# -- can these cards be one meld? ----------------------------------------------------------------
def _one_meld_at(cards: list[Card], wild: Rank, rules: Ruleset) -> bool:
    arrangement = min_deadwood(cards, wild, rules)
    return arrangement.deadwood == 0 and len(arrangement.melds) == 1


def _rule_params(code: str, rules: Ruleset) -> dict[str, Any]:
    return {"limit": rules.max_wilds_per_meld} if code == "tt.wild.per-meld-limit" else {}


def _own_place_example(wild: Rank) -> dict[str, Any]:
    """A card of this round's wild rank in its own place in a run of hearts (4♥ in 3♥ 4♥ 5♥)."""
    low = min(wild.pip - 1, 11)
    run = [Card.of(_rank(v), Suit.HEARTS) for v in range(low, low + 3)]
    return {"card": Card.of(wild, Suit.HEARTS), "cards": run}


# How each one-meld drill says its own rule after the meld or the refusal, where the meld or the
# refusal has not said it already: the limit, said by "only with 2 wild cards ... allows 1", is
# not said again; a wild card in its own place is said as the table counts it (a card of this
# hand, or an example of this round, never another round's); "wild cards alone can form a set
# or run" explains no "no".
OWN_PLACE_SAID = {"tt.wild.own-place-free": "drill.tt.wild.own-place-free",
                  "tt.wild.own-place-counts": "drill.tt.wild.own-place-counts"}


def _one_meld_explanation(rule: str, cards: list[Card], wild: Rank, rules: Ruleset) -> tuple[Message, ...]:
    arrangement = min_deadwood(cards, wild, rules)
    if arrangement.deadwood == 0 and len(arrangement.melds) == 1:
        said = meld_sentences(arrangement, OWN_PLACE_SAID.get(rule, "drill.tt.wild.own-place"))
        in_place = any(code in OWN_PLACE_SAID.values() for code, _ in said)
        if rule == "tt.wild.own-place-free" and not in_place:
            return said + (("drill.tt.wild.own-place-example", _own_place_example(wild)),)
        if rule in OWN_PLACE_SAID and in_place:
            return said
        return said + ((rule, _rule_params(rule, rules)),)
    reason = _why_not_one_meld(cards, wild, rules)
    if reason[0] == rule or rule == "tt.wild.all-wild":
        return (reason,)
    if reason[0] == "drill.tt.why.wilds-needed" and rule == "tt.wild.per-meld-limit":
        return (reason,)
    if rule == "tt.wild.own-place-free":
        return (reason, ("drill.tt.wild.own-place-example", _own_place_example(wild)))
    return (reason, (rule, _rule_params(rule, rules)))


def _why_not_one_meld(cards: list[Card], wild: Rank, rules: Ruleset) -> Message:
    """Why these cards are no single meld at this table: they need more wild cards than its limit
    allows (counted as the table counts them), or only wild cards alone would make them one, or
    no wild card can join them at all."""
    limit = rules.max_wilds_per_meld
    if limit is not None:
        needed = next((n for n in range(limit + 1, len(cards) + 1)
                       if _one_meld_at(cards, wild, rules.with_changes(max_wilds_per_meld=n))), None)
        if needed is not None:
            return "drill.tt.why.wilds-needed", {"count": needed, "limit": limit}
    if not rules.allow_all_wild_meld and _one_meld_at(cards, wild, rules.with_changes(allow_all_wild_meld=True)):
        return "tt.wild.no-all-wild", {}
    naturals = [c for c in cards if not (c.is_joker or c.rank is wild)]
    return "drill.tt.why.no-meld", {"cards": naturals}


def _one_meld(rule: str, cards_for: Callable[[random.Random, Ruleset, Rank], list[Card]], question: str,
              changes: dict[str, Any]) -> Callable:
    """Can these cards be laid down as one set or run, at a table with the house rules
    ``changes`` (said in the question)? A yes shows the meld; a no says which rule refuses it."""
    players = 3

    def make(rng: random.Random, preset_rules: Ruleset) -> Drill | None:
        rules = house(preset_rules, **changes)
        round_number = rng.randrange(1, rules.rounds + 1)
        wild = rules.wild_rank(round_number)
        cards = sorted(cards_for(rng, rules, wild))
        if Counter(cards) - Counter(rules.pack(players)):
            return None  # more copies than the pack holds
        hand = hand_around(rng, rules, round_number, players, cards)
        if hand is None:
            return None  # round 1 deals three cards
        arrangement = min_deadwood(cards, wild, rules)
        melds = arrangement.deadwood == 0 and len(arrangement.melds) == 1
        explanation = _one_meld_explanation(rule, cards, wild, rules)
        asked = {"round": round_number}
        if rules.jokers_per_deck:
            asked["jokers"] = rules.jokers_per_deck
        if rules.max_wilds_per_meld is not None:
            asked["limit"] = rules.max_wilds_per_meld
        state = dealt_hand(rng, rules, round_number, players, hand)
        return _drill(rule, rules, CHOICE, scene_of(state, 0, cards), (question, asked), _yes(melds), explanation, YES_NO)
    return make


def _mostly_wild(rng: random.Random, rules: Ruleset, wild: Rank) -> list[Card]:
    """Three cards, one to three of them wild (jokers among them): where all-wild melds matter."""
    wilds = rng.choice((1, 2, 3, 3))
    cards = [_wild_card(rng, wild, True) for _ in range(wilds)]
    if rng.random() < 0.5:  # only jokers: no card can stand for itself
        cards = [rng.choice((HIGH_JOKER, LOW_JOKER)) for _ in range(wilds)]
    naturals = _natural_meld(rng, wild, 3)
    if rng.random() < 0.5:  # two naturals that nothing joins
        naturals = [naturals[0], Card.of(_rank((naturals[0].natural_rank.pip + 5) % 13 + 1), rng.choice(SUITS))]
        if naturals[1].rank is wild:
            naturals[1] = naturals[0]
    return cards + naturals[: 3 - wilds]


def _some_wilds(rng: random.Random, rules: Ruleset, wild: Rank) -> list[Card]:
    """A set or run of three or four with none, one or two of its cards replaced by wilds."""
    cards = _natural_meld(rng, wild, rng.choice((3, 4)))
    for i in rng.sample(range(len(cards)), rng.choice((0, 1, 1, 2, 2))):
        cards[i] = _wild_card(rng, wild, False)
    return cards


def _own_place(rng: random.Random, rules: Ruleset, wild: Rank) -> list[Card]:
    """A run of four through the wild rank's own card (8♥ in 7♥ 8♥ 9♥ 10♥), with none, one or
    two of its other cards replaced by wild-rank cards of other suits."""
    suit = rng.choice(SUITS)
    value = wild.pip
    start = rng.randrange(max(1, value - 3), min(value, 10) + 1)
    cards = [Card.of(_rank(v), suit) for v in range(start, start + 4)]
    others = [i for i, c in enumerate(cards) if c.rank is not wild]
    for i in rng.sample(others, rng.choice((0, 1, 1, 2))):
        cards[i] = Card.of(wild, rng.choice([s for s in SUITS if s != suit]))
    return cards


JOKERS = {"jokers_per_deck": HOUSE_JOKERS}
LIMIT = {"max_wilds_per_meld": 1}

maker("tt.wild.all-wild", GAME, applies=lambda r: r.allow_all_wild_meld)(
    _one_meld("tt.wild.all-wild", _mostly_wild, "drill.tt.q.one-meld-jokers", JOKERS))
maker("tt.wild.no-all-wild", GAME)(
    _one_meld("tt.wild.no-all-wild", _mostly_wild, "drill.tt.q.one-meld-no-all-wild",
              JOKERS | {"allow_all_wild_meld": False}))
maker("tt.wild.per-meld-limit", GAME)(
    _one_meld("tt.wild.per-meld-limit", _some_wilds, "drill.tt.q.one-meld-limit", LIMIT))
maker("tt.wild.own-place-free", GAME)(
    _one_meld("tt.wild.own-place-free", _own_place, "drill.tt.q.one-meld-own-place-free", LIMIT))
maker("tt.wild.own-place-counts", GAME)(
    _one_meld("tt.wild.own-place-counts", _own_place, "drill.tt.q.one-meld-own-place-counts",
              LIMIT | {"cap_counts_natural_wilds": True}))


@maker("tt.meld.no-duplicates", GAME)
def no_duplicates(rng: random.Random, rules: Ruleset) -> Drill | None:
    """Two decks at a table where a set may not hold two identical cards (the question says so):
    set, run or neither?"""
    rules = house(rules, set_duplicates=False)
    round_number = rng.randrange(1, rules.rounds + 1)
    wild = rules.wild_rank(round_number)
    rank = rng.choice([r for r in Rank if r is not wild])
    suits = rng.sample(SUITS, 3)
    if rng.random() < 0.6:
        suits[rng.randrange(1, 3)] = suits[0]  # a twin from the second deck
    cards = sorted(Card.of(rank, s) for s in suits)
    arrangement = min_deadwood(cards, wild, rules)
    answer = SET if arrangement.deadwood == 0 else "neither"
    explanation: tuple[Message, ...] = ((("tt.meld.set", {"cards": cards}),) if answer == SET
                                        else (("tt.meld.no-duplicates", {}),))
    choices = tuple(Choice(v, (f"drill.tt.{v}", {})) for v in (SET, RUN, "neither"))
    hand = hand_around(rng, rules, round_number, 3, cards)
    assert hand is not None  # every round deals three cards or more
    state = dealt_hand(rng, rules, round_number, 3, hand)
    return _drill("tt.meld.no-duplicates", rules, CHOICE, scene_of(state, 0, cards),
                  ("drill.tt.q.meld-no-duplicates", {}), answer, explanation, choices)


@maker("tt.meld.one-per-card", GAME)
def one_meld_per_card(rng: random.Random, rules: Ruleset) -> Drill | None:
    """A card that fits both a set and a run (7♠ in 7♠ 7♥ 7♦ and 5♠ 6♠ 7♠): how much is left over?
    A reader who puts the card in both melds is told it belongs to one only."""
    round_number = rng.randrange(3, 7)
    wild = rules.wild_rank(round_number)
    suit = rng.choice(SUITS)
    value = rng.randrange(3, 13)
    if any(_rank(v) is wild for v in range(value - 2, value + 1)):
        return None
    run = [Card.of(_rank(v), suit) for v in range(value - 2, value + 1)]
    shared = run[-1]
    group = [Card.of(shared.natural_rank, s) for s in rng.sample([s for s in SUITS if s != suit], 2)]
    hand = run + group
    pack = Counter(rules.pack(2))
    pack.subtract(Counter(hand))
    hand += rng.sample([c for c in pack.elements() if not (c.is_joker or c.rank is wild)],
                       rules.hand_size(round_number) - len(hand))
    hand.sort()
    arrangement = min_deadwood(hand, wild, rules)
    leftover: tuple[Message, ...] = ((("tt.score.deadwood", {"seat": seat_label(0), "cards": list(arrangement.leftover),
                                                             "points": arrangement.deadwood}),)
                                     if arrangement.deadwood else (("tt.score.all-melded", {"seat": seat_label(0)}),))
    explanation: tuple[Message, ...] = (("tt.meld.one-per-card", {}),) + meld_sentences(arrangement) + leftover
    twice = min_deadwood([*hand, shared], wild, rules).deadwood  # the card counted in both melds
    why: Why = ((str(twice), (("drill.tt.why.counted-twice", {"points": twice, "card": shared}),)),
                ) if twice != arrangement.deadwood else ()
    state = dealt_hand(rng, rules, round_number, 2, hand)
    return _drill("tt.meld.one-per-card", rules, NUMBER, scene_of(state, 0, (shared,)),
                  ("drill.tt.q.one-per-card", {"round": round_number, "card": shared}), arrangement.deadwood,
                  explanation, why=why)


# -- a wild card left over at a fixed price ------------------------------------------------------
@maker("tt.score.wild-fixed", GAME)
def wild_fixed(rng: random.Random, rules: Ruleset) -> Drill | None:
    """Two cards left over, one of the wild rank, at a table with a fixed price for a wild card
    (the question says so). A reader who prices the wild card at its face value is told the
    table's price."""
    price = rng.choice((15, 20, 25, 50))
    rules = house(rules, wild_penalty=price)
    round_number = rng.randrange(1, rules.rounds + 1)
    wild = rules.wild_rank(round_number)
    cards = sorted([Card.of(wild, rng.choice(SUITS)),
                    Card.of(rng.choice([r for r in Rank if r is not wild]), rng.choice(SUITS))])
    cost = min_deadwood(cards, wild, rules).deadwood  # two cards make no meld: both left over
    face = _face_value(cards, wild, rules.with_changes(wild_penalty=None))
    wild_card = next(c for c in cards if c.rank is wild)
    other = next(c for c in cards if c != wild_card)
    why: Why = ((str(face), (("drill.tt.why.wild-face", {"card": wild_card, "points": price}),)),) if face != cost else ()
    total: Message = ("drill.tt.why.two-cards", {"card": wild_card, "points": rules.penalty(wild_card, wild),
                                                 "played": other, "after": rules.penalty(other, wild), "total": cost})
    hand = hand_around(rng, rules, round_number, 2, cards)
    assert hand is not None  # every round deals three cards or more
    state = dealt_hand(rng, rules, round_number, 2, hand)
    return _drill("tt.score.wild-fixed", rules, NUMBER, scene_of(state, 0, cards),
                  ("drill.tt.q.wild-fixed", {"round": round_number, "points": price}), cost,
                  (("tt.score.wild-fixed", {"points": price}),
                   ("tt.score.values", {"ace": rules.ace_penalty, "court": rules.court_penalty}), total), why=why)


# -- the end of a round when someone goes out ----------------------------------------------------
def _gone_out(rng: random.Random, rules: Ruleset, melded_others: float, fewest: int = 2) -> tuple[GameState, int] | None:
    """A round in rounds 1 to 5 where the first player goes out on his first turn (at a table of
    at least ``fewest`` players); the others take their last turns, each throwing away the card
    that leaves him the fewest points. The scored state and the seat that went out."""
    players = rng.randrange(2, 5)
    round_number = rng.randrange(1, 6)
    if players < fewest:
        return None
    return round_gone_out(rng, rules, players, round_number, melded_others)


def _last_turn(state: GameState) -> tuple[GameState, int, Step]:
    """The round before its last move (open view), the seat that makes it, and See it's step: that
    move and the round's scores."""
    before = before_last_move(state)
    last = state.history[-1].seat
    assert last is not None
    _, step = played(before, state.history[-1], None)
    return before, last, step


@maker("tt.score.went-out", GAME)
def went_out(rng: random.Random, rules: Ruleset) -> Drill | None:
    """Who scores 0? Every hand face up, the round before its last move: the last player has drawn
    and throws away the card that leaves him the fewest points (the question says so)."""
    made = _gone_out(rng, rules, 0.3)
    if made is None:
        return None
    state, out = made
    (result,) = state.results
    before, last, step = _last_turn(state)
    zero = sorted(seat_label(s.seat) for s in result.seats if s.points == 0)
    why: Why = tuple((seat_label(s.seat), (("tt.score.deadwood", {"seat": seat_label(s.seat), "points": s.points,
                                                                   "cards": list(s.arrangement.leftover)}),))
                     for s in result.seats if s.points)
    return _drill("tt.score.went-out", state.ruleset, CARDS, scene_of(before, None, (seat_label(out), seat_label(last))),
                  ("drill.tt.q.who-scores-zero-last", {"seat": seat_label(out), "expected": seat_label(last)}),
                  zero, (("tt.score.went-out", {"seat": seat_label(out)}),) + tuple(
                      ("tt.score.all-melded", {"seat": seat_label(s.seat)}) for s in result.seats
                      if s.points == 0 and s.seat != out), _seats(state.players),
                  steps=(step,), record=record_text(before), why=why)


def _someone_elses_points(rule: str, melded_others: float) -> Callable:
    """How many points does a player score who did not go out? Asked of a player whose last turn
    is over (so at a table of three or four), every hand face up, the round before its last move."""
    def make(rng: random.Random, rules: Ruleset) -> Drill | None:
        made = _gone_out(rng, rules, melded_others, fewest=3)
        if made is None:
            return None
        state, out = made
        (result,) = state.results
        before, last, step = _last_turn(state)
        other = rng.choice([s for s in range(state.players) if s not in (out, last)])
        points = result.scores[other]
        explanation: tuple[Message, ...] = ((rule, {"seat": seat_label(other)}),) if rule != "tt.score.all-melded" or not points else ()
        if points:
            explanation += (("tt.score.deadwood", {"seat": seat_label(other), "cards": list(result.seats[other].arrangement.leftover),
                                                   "points": points}),)
        return _drill(rule, state.ruleset, NUMBER, scene_of(before, None, (seat_label(other),)),
                      ("drill.tt.q.points-after-last-turn", {"seat": seat_label(out), "expected": seat_label(other)}),
                      points, explanation, steps=(step,), record=record_text(before))
    return make


maker("tt.score.all-melded", GAME)(_someone_elses_points("tt.score.all-melded", 0.6))
maker("tt.meld.no-laying-off", GAME)(_someone_elses_points("tt.meld.no-laying-off", 0.0))


# The message says every other player has one more turn.
@maker("tt.go-out.last-turns", GAME, applies=lambda r: r.others_final_turns == 1)
def last_turn(rng: random.Random, rules: Ruleset) -> Drill | None:
    """Who takes the last turn? The table just after the player went out, as he sees it; See it
    plays every last turn, move by move."""
    made = _gone_out(rng, rules, 0.0)
    if made is None:
        return None
    state, out = made
    last = state.history[-1]
    assert last.seat is not None
    went = next(i for i, action in enumerate(state.history) if action.kind == OUT) + 1
    at_out = replayed(state, went)
    steps, now = [], at_out
    for action in state.history[went:]:
        now, step = played(now, action, out)
        steps.append(step)
    return _drill("tt.go-out.last-turns", state.ruleset, SEAT, scene_of(at_out, out, (seat_label(out),)),
                  ("drill.tt.q.last-turn", {"seat": seat_label(out)}), seat_label(last.seat),
                  (("tt.go-out.last-turns", {"seat": seat_label(out)}),), _seats(state.players),
                  steps=tuple(steps), record=record_text(at_out))
