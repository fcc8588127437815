"""Drills of Three Thirteen: deadwood, going out, sets and runs, wild cards, what a card costs,
the deal, the totals and the winner. Hands are drawn from the table's own pack; the answers come
from the engine's solver and state."""

from __future__ import annotations

import random
from collections import Counter
from functools import lru_cache
from typing import Any, Callable, Sequence

from ..cards import HIGH_JOKER, LOW_JOKER, SUITS, Card, Rank
from ..three_thirteen.actions import DISCARD, OUT, STOCK, Action, seat_label
from ..three_thirteen.ruleset import Ruleset, get_ruleset
from ..three_thirteen.scoring import explain_hand, game_end_event, winners
from ..three_thirteen.solver import RUN, SET, best_discard, can_go_out, min_deadwood
from ..three_thirteen.state import GameState
from .model import CARDS, CHOICE, NUMBER, Choice, Drill, Message
from .register import maker

GAME = "three-thirteen"
PRESETS = ("three-thirteen", "three-thirteen-aces-both")


@lru_cache(maxsize=None)
def table(preset: str, **changes: Any) -> Ruleset:
    """A preset, with table rules changed where a rule only exists at such a table (jokers...)."""
    rules = get_ruleset(preset)
    return rules.with_changes(**changes) if changes else rules


def _codes(cards: Sequence[Card]) -> list[str]:
    return [c.code for c in cards]


def _position(rules: Ruleset, round_number: int, players: int, cards: Sequence[Card] = (), **extra: Any) -> dict:
    data: dict[str, Any] = {"round": round_number, "players": players,
                            "wild": rules.wild_rank(round_number).letter, "hand": _codes(cards), **extra}
    text = [rules.name, f"round={round_number}", f"players={players}", f"wild={data['wild']}"]
    if cards:
        text.append("hand=" + ",".join(_codes(cards)))
    for key in ("totals", "scores"):
        if key in extra:
            text.append(f"{key}=" + ",".join(str(v) for v in extra[key]))
    data["text"] = " ".join(text)
    return data


def _drill(rule: str, rules: Ruleset, kind: str, data: dict, question: Message, answer: Any,
           explanation: tuple[Message, ...], choices: tuple[Choice, ...] = ()) -> Drill:
    return Drill(rule, GAME, rules.name, kind, data, question, answer, explanation, choices)


def _random_hand(rng: random.Random, rules: Ruleset, round_number: int, players: int, extra: int = 0) -> list[Card]:
    return rng.sample(list(rules.pack(players)), rules.hand_size(round_number) + extra)


def _events(rules: Ruleset, cards: Sequence[Card], round_number: int) -> tuple[Message, ...]:
    arrangement = min_deadwood(cards, rules.wild_rank(round_number), rules)
    return tuple((e.rule_id, e.params) for e in explain_hand(rules, 0, arrangement))


# -- how much deadwood ---------------------------------------------------------------------------
def _deadwood(rule: str, wants: Callable[[Any], bool], **changes: Any) -> Callable:
    def make(rng: random.Random) -> Drill | None:
        rules = table(rng.choice(PRESETS), **changes)
        round_number = rng.randrange(1, rules.rounds + 1)
        players = rng.randrange(2, 5)
        hand = sorted(_random_hand(rng, rules, round_number, players))
        arrangement = min_deadwood(hand, rules.wild_rank(round_number), rules)
        if not wants(arrangement):
            return None
        explanation = _events(rules, hand, round_number)
        explanation = tuple(sorted(explanation, key=lambda m: m[0] != rule))
        if rule not in {code for code, _ in explanation}:
            explanation = ((rule, {}),) + explanation
        return _drill(rule, rules, NUMBER, _position(rules, round_number, players, hand),
                      ("drill.tt.q.deadwood", {"round": round_number}), arrangement.deadwood, explanation)
    return make


def _wilds_in_a_meld(at_least: int) -> Callable[[Any], bool]:
    return lambda a: any(len(m.wilds) >= at_least for m in a.melds)


maker("tt.score.deadwood", GAME)(_deadwood("tt.score.deadwood", lambda a: a.deadwood > 0 and a.melds == ()))
maker("tt.score.fewest-points", GAME)(_deadwood("tt.score.fewest-points", lambda a: a.deadwood > 0 and bool(a.melds)))
maker("tt.wild.any-card", GAME)(_deadwood("tt.wild.any-card", _wilds_in_a_meld(1)))
maker("tt.wild.several", GAME)(_deadwood("tt.wild.several", _wilds_in_a_meld(2)))


# -- can you go out? -----------------------------------------------------------------------------
def _meld_hand(rng: random.Random, rules: Ruleset, size: int, pack: Counter) -> list[Card] | None:
    """``size`` cards that are all sets and runs, taken from ``pack`` (None if the pack runs short)."""
    parts: list[int] = []
    left = size
    while left:
        part = left if left < 6 else rng.randrange(3, left - 2)
        parts.append(part)
        left -= part
    cards: list[Card] = []
    for part in parts:
        if part <= 4 and rng.random() < 0.5:
            rank = rng.choice(list(Rank))
            group = [Card.of(rank, suit) for suit in rng.sample(SUITS, part)]
        else:
            start = rng.randrange(1, 14 - part + 1)
            suit = rng.choice(SUITS)
            group = [Card.of(Rank(v) if v > 1 else Rank.ACE, suit) for v in range(start, start + part)]
        for card in group:
            if pack[card] == 0:
                return None
            pack[card] -= 1
        cards += group
    return cards


@maker("tt.go-out.all-melded", GAME)
def go_out(rng: random.Random) -> Drill | None:
    rules = table(rng.choice(PRESETS))
    round_number = rng.randrange(1, rules.rounds + 1)
    players = rng.randrange(2, 5)
    size = rules.hand_size(round_number)
    pack = Counter(rules.pack(players))
    if rng.random() < 0.5:
        melded = _meld_hand(rng, rules, size, pack)
        if melded is None:
            return None
        extra = rng.choice([c for c, n in pack.items() if n])
        pack[extra] -= 1
        hand = melded + [extra]
    else:
        hand = rng.sample(list(pack.elements()), size + 1)
        for card in hand:
            pack[card] -= 1
    hand.sort()
    wild = rules.wild_rank(round_number)
    answer = can_go_out(hand, wild, rules)
    card, kept = best_discard(hand, wild, rules)
    explanation: tuple[Message, ...] = (("tt.go-out.all-melded", {"card": card, "points": kept.deadwood}),)
    return _drill("tt.go-out.all-melded", rules, CHOICE, _position(rules, round_number, players, hand),
                  ("drill.tt.q.go-out", {"round": round_number}), "yes" if answer else "no", explanation,
                  (Choice("yes", ("drill.yes", {})), Choice("no", ("drill.no", {}))))


def going_out_by_play(rules: Ruleset, round_number: int, players: int, hand: Sequence[Card]) -> bool:
    """The engine's own verdict, by playing it: deal ``hand`` (after the draw) to player 1, draw,
    and see whether going out is among the legal moves. (Tests use it to check the solver's answer.)"""
    size = rules.hand_size(round_number)
    rest = Counter(rules.pack(players))
    rest.subtract(Counter(hand))
    others = list(rest.elements())
    state = GameState.new(rules, players=players, dealer=players - 1, round_number=round_number)
    order: list[Card] = []
    for i in range(size * players):
        order.append(hand[i // players] if i % players == 0 else others.pop())
    order += [others.pop(), hand[size]] + others
    state.apply(state.deal_from_order(order))
    state.apply(Action.draw(0, STOCK))
    return any(a.kind == OUT for a in state.legal_actions())


# -- sets and runs -------------------------------------------------------------------------------
def _meld_kind(rule: str, candidates: Callable[[random.Random], list[Card]], presets: Sequence[str],
               **changes: Any) -> Callable:
    """Are these cards a set, a run, or neither? (No card of them is wild in the round chosen.)"""
    def make(rng: random.Random) -> Drill | None:
        rules = table(rng.choice(presets), **changes)
        cards = candidates(rng)
        ranks = {c.rank for c in cards}
        rounds = [r for r in range(1, rules.rounds + 1) if rules.wild_rank(r) not in ranks]
        round_number = rng.choice(rounds)
        arrangement = min_deadwood(cards, rules.wild_rank(round_number), rules)
        kinds = [m.kind for m in arrangement.melds]
        answer = kinds[0] if arrangement.deadwood == 0 and len(kinds) == 1 else "neither"
        explanation: tuple[Message, ...] = (
            ((("tt.meld.run" if answer == RUN else "tt.meld.set"), {"cards": cards}),)
            if answer != "neither" else (("drill.tt.why.neither", {}),))
        if rule in ("tt.meld.aces-low", "tt.meld.aces-high-or-low", "tt.meld.duplicates"):
            explanation += ((rule, {}),)
        choices = tuple(Choice(v, (f"drill.tt.{v}", {})) for v in (SET, RUN, "neither"))
        players = 3 if changes.get("set_duplicates", True) else 2
        return _drill(rule, rules, CHOICE, _position(rules, round_number, players, cards),
                      ("drill.tt.q.meld", {}), answer, explanation, choices)
    return make


def _rank(value: int) -> Rank:
    return Rank.ACE if value in (1, 14) else Rank(value)


def _set_like(rng: random.Random) -> list[Card]:
    rank = rng.choice(list(Rank))
    cards = [Card.of(rank, s) for s in rng.sample(SUITS, rng.randrange(3, 5))]
    if rng.random() < 0.4:  # one card off: not a set
        cards[-1] = Card.of(_rank(rng.randrange(2, 14)), cards[-1].natural_suit)
    return sorted(cards)


def _run_like(rng: random.Random) -> list[Card]:
    length = rng.randrange(3, 6)
    start = rng.randrange(1, 14 - length + 1)
    suit = rng.choice(SUITS)
    cards = [Card.of(_rank(v), suit) for v in range(start, start + length)]
    if rng.random() < 0.4:  # a gap or a card of another suit
        i = rng.randrange(length)
        other = rng.choice([s for s in SUITS if s != suit])
        cards[i] = Card.of(cards[i].natural_rank, other) if rng.random() < 0.5 else Card.of(_rank((start + length + 1) % 13 + 1), suit)
    return sorted(cards)


def _ace_run(rng: random.Random) -> list[Card]:
    suit = rng.choice(SUITS)
    values = rng.choice(((1, 2, 3), (12, 13, 14), (13, 14, 15), (1, 2, 3, 4), (11, 12, 13, 14)))
    return [Card.of(_rank(v if v <= 14 else v - 13), suit) for v in values]


def _duplicate_set(rng: random.Random) -> list[Card]:
    rank = rng.choice(list(Rank))
    suits = rng.sample(SUITS, 2)
    return sorted([Card.of(rank, suits[0]), Card.of(rank, suits[0]), Card.of(rank, suits[1])])


maker("tt.meld.set", GAME)(_meld_kind("tt.meld.set", _set_like, PRESETS))
maker("tt.meld.run", GAME)(_meld_kind("tt.meld.run", _run_like, PRESETS))
maker("tt.meld.aces-low", GAME)(_meld_kind("tt.meld.aces-low", _ace_run, ("three-thirteen",)))
maker("tt.meld.aces-high-or-low", GAME)(_meld_kind("tt.meld.aces-high-or-low", _ace_run, ("three-thirteen-aces-both",)))
maker("tt.meld.duplicates", GAME)(_meld_kind("tt.meld.duplicates", _duplicate_set, PRESETS))


# -- wild cards ----------------------------------------------------------------------------------
def _which_wild(rule: str, **changes: Any) -> Callable:
    def make(rng: random.Random) -> Drill | None:
        rules = table(rng.choice(PRESETS), **changes)
        round_number = rng.randrange(1, rules.rounds + 1)
        players = rng.randrange(2, 5)
        hand = sorted(_random_hand(rng, rules, round_number, players))
        wild = rules.wild_rank(round_number)
        answer = sorted({c.code for c in hand if c.is_joker or c.rank is wild})
        if rule == "tt.jokers.wild" and not any(c.is_joker for c in hand):
            return None
        if not answer and rng.random() < 0.7:
            return None
        explanation: tuple[Message, ...] = (("tt.wild.rank", {"round": round_number, "rank": wild}),)
        if rule == "tt.jokers.wild":
            explanation = (("tt.jokers.wild", {}),) + explanation
        return _drill(rule, rules, CARDS, _position(rules, round_number, players, hand),
                      ("drill.tt.q.wild", {"round": round_number}), answer, explanation,
                      tuple(Choice(code) for code in dict.fromkeys(_codes(hand))))
    return make


maker("tt.wild.rank", GAME)(_which_wild("tt.wild.rank"))
maker("tt.jokers.wild", GAME)(_which_wild("tt.jokers.wild", jokers_per_deck=2))


# -- the deal ------------------------------------------------------------------------------------
@maker("tt.round.hand-size", GAME)
def hand_size(rng: random.Random) -> Drill | None:
    rules = table(rng.choice(PRESETS))
    round_number = rng.randrange(1, rules.rounds + 1)
    players = rng.randrange(2, 6)
    state = GameState.new(rules, players=players, dealer=rng.randrange(players), round_number=round_number)
    state.chance_random(rng)
    dealt = len(state.hands[0])
    return _drill("tt.round.hand-size", rules, NUMBER, _position(rules, round_number, players),
                  ("drill.tt.q.hand-size", {"round": round_number}), dealt,
                  (("tt.deal.cards", {"hand_size": dealt}),))


@maker("tt.deck.count", GAME)
def deck_count(rng: random.Random) -> Drill | None:
    rules = table(rng.choice(PRESETS))
    players = rng.randrange(2, 13)
    round_number = rng.randrange(1, rules.rounds + 1)
    decks = len(rules.pack(players)) // 52
    return _drill("tt.deck.count", rules, NUMBER, _position(rules, round_number, players),
                  ("drill.tt.q.decks", {"players": players}), decks,
                  (("tt.deck.count", {"players": players, "decks": decks}),))


# -- what a card costs ---------------------------------------------------------------------------
def _card_cost(rule: str, pick: Callable[[Ruleset, Rank, random.Random], Card], **changes: Any) -> Callable:
    def make(rng: random.Random) -> Drill | None:
        rules = table(rng.choice(PRESETS), **changes)
        round_number = rng.randrange(1, rules.rounds + 1)
        wild = rules.wild_rank(round_number)
        card = pick(rules, wild, rng)
        cost = min_deadwood([card], wild, rules).deadwood  # the solver prices a lone card
        explanation: tuple[Message, ...] = {  # type: ignore[assignment]
            "tt.score.values": (("tt.score.values", {"ace": rules.ace_penalty, "court": rules.court_penalty}),),
            "tt.score.wild-face-value": (("tt.score.wild-face-value", {"card": card, "points": cost}),),
            "tt.score.joker": (("tt.score.joker", {"points": cost}),),
        }[rule]
        return _drill(rule, rules, NUMBER, _position(rules, round_number, 2, [card]),
                      ("drill.tt.q.card-cost", {"round": round_number, "card": card}), cost, explanation)
    return make


def _plain_card(rules: Ruleset, wild: Rank, rng: random.Random) -> Card:
    return Card.of(rng.choice([r for r in Rank if r is not wild]), rng.choice(SUITS))


def _wild_card(rules: Ruleset, wild: Rank, rng: random.Random) -> Card:
    return Card.of(wild, rng.choice(SUITS))


maker("tt.score.values", GAME)(_card_cost("tt.score.values", _plain_card))
maker("tt.score.wild-face-value", GAME)(_card_cost("tt.score.wild-face-value", _wild_card))
maker("tt.score.joker", GAME)(_card_cost("tt.score.joker", lambda rules, wild, rng: rng.choice((HIGH_JOKER, LOW_JOKER)),
                                         jokers_per_deck=2))


# -- totals and the winner -----------------------------------------------------------------------
def _winner(rule: str, tie: bool) -> Callable:
    def make(rng: random.Random) -> Drill | None:
        rules = table(rng.choice(PRESETS))
        players = rng.randrange(2, 6)
        totals = [rng.randrange(20, 140) for _ in range(players)]
        if tie:
            totals[rng.randrange(players)] = min(totals)
            others = [s for s in range(players) if totals[s] != min(totals)]
            if len(winners(totals)) < 2 and others:
                totals[others[0]] = min(totals)
        best = winners(totals)
        if (len(best) > 1) != tie:
            return None
        event = game_end_event(totals)
        choices = tuple(Choice(seat_label(s)) for s in range(players))
        data = _position(rules, rules.rounds, players, totals=totals)
        return _drill(rule, rules, CARDS, data, ("drill.tt.q.winner", {}),
                      sorted(seat_label(s) for s in best), ((event.rule_id, event.params),), choices)
    return make


maker("tt.game.winner", GAME)(_winner("tt.game.winner", tie=False))
maker("tt.game.tie", GAME)(_winner("tt.game.tie", tie=True))


@maker("tt.score.totals", GAME)
def total_after(rng: random.Random) -> Drill | None:
    """A whole round played by the engine's random moves from given totals; a player's new total."""
    rules = table(rng.choice(PRESETS))
    players = rng.randrange(2, 4)
    round_number = rng.randrange(1, 5)
    before = [rng.randrange(0, 80) for _ in range(players)]
    state = GameState.new(rules, players=players, dealer=rng.randrange(players), round_number=round_number,
                          totals=before)
    while not state.results:
        if state.is_chance:
            state.chance_random(rng)
            continue
        actions = state.legal_actions()
        outs = [a for a in actions if a.kind == OUT]
        discards = [a for a in actions if a.kind == DISCARD]
        if outs:
            state.apply(outs[0])
        elif discards:  # the engine's best discard, so a round ends in a few turns
            values = state.discard_values()
            state.apply(min(discards, key=lambda a: values[a.named_card]))
        else:
            state.apply(rng.choice(actions))
    result = state.results[-1]
    seat = rng.randrange(players)
    scores = list(result.scores)
    data = _position(rules, round_number, players, totals=before, scores=scores)
    return _drill("tt.score.totals", rules, NUMBER, data, ("drill.tt.q.total", {"seat": seat_label(seat)}),
                  state.totals[seat], (("drill.tt.why.total", {"before": before[seat], "points": scores[seat]}),
                                       ("tt.score.totals", {"round": round_number,
                                                            "totals": ", ".join(f"{seat_label(s)}: {t}" for s, t in enumerate(state.totals))})))


@maker("tt.discard.taken-card", GAME)
def taken_card(rng: random.Random) -> Drill | None:
    """At a table where the card just taken from the pile may not go straight back: which may?"""
    rules = table("three-thirteen", discard_taken_card=False)
    players = rng.randrange(2, 5)
    round_number = rng.randrange(1, rules.rounds + 1)
    state = GameState.new(rules, players=players, dealer=rng.randrange(players), round_number=round_number)
    state.chance_random(rng)
    seat = state.current_player
    taken = state.top_discard
    state.apply(Action.draw(seat, "discard"))
    hand = sorted(state.hands[seat])
    if taken is None or hand.count(taken) > 1:
        return None
    answer = sorted({a.named_card.code for a in state.legal_actions() if a.kind == DISCARD})
    data = _position(rules, round_number, players, hand, taken=taken.code if taken else None)
    return _drill("tt.discard.taken-card", rules, CARDS, data, ("drill.tt.q.discards", {"seat": seat_label(seat)}),
                  answer, (("tt.discard.taken-card", {"card": taken}),),
                  tuple(Choice(code) for code in dict.fromkeys(_codes(hand))))
