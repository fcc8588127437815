"""Drills of Three Thirteen: deadwood, going out, sets and runs, wild cards, what a card costs,
the deal, the totals and the winner. Each drill is made for one preset's ruleset; where a rule is
a house rule no preset plays (jokers, a card taken not thrown back), the drill's table adds it and
its question says so in words. Hands are drawn from the table's own pack; the answers come from
the engine's solver and state.

Every drill's table is a real game state and its scene is that state's observation (a seat's view,
or the open view where the question shows several hands): a hand asked about on its own is dealt
by the engine (``GameState.from_hands``), the rest of the pack going to the other hands and the
stock. Where the position is reached by play, the drill carries the round's record; where a move
decides the answer, "See it" plays that move (``_step``)."""

from __future__ import annotations

import random
from collections import Counter
from functools import lru_cache
from typing import Any, Callable, Iterable, Sequence

from ..cards import HIGH_JOKER, LOW_JOKER, SUITS, Card, Rank
from ..errors import PitchError
from ..event import seen_events
from ..three_thirteen.actions import DISCARD, OUT, PILE, STOCK, Action, seat_label
from ..three_thirteen.record import record_from_state, write_record
from ..three_thirteen.ruleset import ACES_HIGH_OR_LOW, ACES_LOW, Ruleset, get_ruleset
from ..three_thirteen.scoring import explain_hand, game_end_event
from ..three_thirteen.solver import RUN, SET, best_discard, min_deadwood
from ..three_thirteen.state import DISCARD_PHASE, DRAW_PHASE, GameState
from .model import CARDS, CHOICE, NUMBER, Choice, Drill, Message, Scene, Step
from .register import maker

GAME = "three-thirteen"
HOUSE_JOKERS = 2  # jokers per deck where a drill's table adds them (no preset plays with jokers)
Why = tuple[tuple[str, tuple[Message, ...]], ...]


@lru_cache(maxsize=None)
def table(preset: str, **changes: Any) -> Ruleset:
    """A preset with a table's house rules: tests rebuild a drill's rules with it."""
    rules = get_ruleset(preset)
    return rules.with_changes(**changes) if changes else rules


def house(rules: Ruleset, **changes: Any) -> Ruleset:
    """The preset's rules with a table's house rules (the question says them; the record, where
    the drill has one, carries them in its Settings tag)."""
    return rules.with_changes(**changes)


def with_jokers(rules: Ruleset) -> Ruleset:
    """The preset's rules with jokers in the pack (its own count if it has any)."""
    return house(rules, jokers_per_deck=rules.jokers_per_deck or HOUSE_JOKERS)


def aces_low(rules: Ruleset) -> bool:
    return rules.aces == ACES_LOW


def aces_both_ways(rules: Ruleset) -> bool:
    return rules.aces == ACES_HIGH_OR_LOW


def refusal(state: GameState, action: Action) -> PitchError | None:
    """The engine's refusal of ``action`` here (its rule and params), or None if it accepts it
    (asked on a copy)."""
    trial = state.copy()
    try:
        trial.apply(action)
    except PitchError as error:
        return error
    return None


def _codes(cards: Iterable[Card]) -> list[str]:
    return [c.code for c in cards]


# -- what the table shows: the engine's observation, See it's moves, the record ------------------
def _marks(marked: Iterable[Card | str]) -> tuple[str, ...]:
    """Card codes and seat labels a scene points at, each once."""
    return tuple(dict.fromkeys(m.code if isinstance(m, Card) else str(m) for m in marked))


def scene_of(state: GameState, seat: int | None, highlight: Iterable[Card | str] = (),
          shown: Sequence[str] | None = None) -> Scene:
    """The table as ``seat`` sees it (None: the open view, every hand face up unless ``shown``
    names fewer)."""
    return Scene(state.observation(seat).to_dict(), None if shown is None else tuple(shown), _marks(highlight))


def _events_of_move(state: GameState, index: int, seat: int | None) -> tuple[Message, ...]:
    """What the engine said of the move at ``index`` of the history, as ``seat`` hears it."""
    return tuple((event.rule_id, event.params) for at, event in seen_events(state.events, seat) if at == index)


def played(state: GameState, action: Action, seat: int | None, highlight: Iterable[Card | str] = (),
           shown: Sequence[str] | None = None) -> tuple[GameState, Step]:
    """One move of See it, played on a copy: the scene after it and what the engine said of it.
    A move the engine refuses leaves the table as it was, and the step says the refusal."""
    after = state.copy()
    try:
        after.apply(action)
    except PitchError as error:
        return state, Step(scene_of(state, seat, highlight, shown), ((error.code, error.params),))
    return after, Step(scene_of(after, seat, highlight, shown), _events_of_move(after, len(state.history), seat))


def record_text(state: GameState) -> str:
    """The round being played (or the last one) as a record the engine reads back."""
    return write_record(record_from_state(state))


def replayed(state: GameState, moves: int | None = None, totals: Sequence[int] | None = None) -> GameState:
    """The game of ``state`` played again from its start: its first ``moves`` actions (default all),
    from other starting ``totals`` if given (a round's scores do not depend on them)."""
    again = GameState.new(state.ruleset, players=state.players, dealer=state.first_dealer,
                          round_number=state.first_round, totals=state.first_totals if totals is None else totals)
    for action in state.history[:moves]:
        again.apply(action)
    return again


def before_last_move(state: GameState) -> GameState:
    return replayed(state, len(state.history) - 1)


def _drill(rule: str, rules: Ruleset, kind: str, table_scene: Scene, question: Message, answer: Any,
           explanation: tuple[Message, ...], choices: tuple[Choice, ...] = (), *, steps: tuple[Step, ...] = (),
           record: str | None = None, why: Why = ()) -> Drill:
    return Drill(rule, GAME, rules.name, kind, table_scene, question, answer, explanation, choices,
                 steps=steps, record=record, why=why)


# -- a hand on its own, dealt by the engine -------------------------------------------------------
def dealt_hand(rng: random.Random, rules: Ruleset, round_number: int, players: int, hand: Sequence[Card],
               seat: int = 0) -> GameState:
    """A round just dealt in which ``seat`` holds ``hand`` and is first to draw."""
    return GameState.from_hands(rules, {seat: hand}, rng, players=players, round_number=round_number)


def hand_around(rng: random.Random, rules: Ruleset, round_number: int, players: int,
                cards: Sequence[Card]) -> list[Card] | None:
    """A hand of the round that holds ``cards`` and, around them, cards of the pack that are none
    of them, no joker and no wild card, so the cards a question points at stand out (None when the
    round deals fewer cards)."""
    size = rules.hand_size(round_number)
    if len(cards) > size:
        return None
    wild, marked = rules.wild_rank(round_number), set(cards)
    rest = Counter(rules.pack(players))
    rest.subtract(Counter(cards))
    pool = [c for c in rest.elements() if c not in marked and not c.is_joker and c.rank is not wild]
    return sorted([*cards, *rng.sample(pool, size - len(cards))])


def _random_hand(rng: random.Random, rules: Ruleset, round_number: int, players: int, extra: int = 0) -> list[Card]:
    return rng.sample(list(rules.pack(players)), rules.hand_size(round_number) + extra)


def _meld_rules(arrangement: Any) -> tuple[Message, ...]:
    """Each set or run of an arrangement without wild cards, with the rule that makes it one."""
    return tuple(("tt.meld.run" if meld.kind == RUN else "tt.meld.set", {"cards": list(meld.cards)})
                 for meld in arrangement.melds)


def own_place(meld: Any, wild: Rank) -> list[Card]:
    """The cards of the wild rank that lie in their own place in a meld (4♠ as 4♠), whether the
    solver counts them as wild or not: they replace nothing."""
    return [card for card, stands_for in zip(meld.cards, meld.stands_for) if card == stands_for and card.rank is wild]


def _meld_sentence(meld: Any) -> Message:
    """One set or run as the hand holds it (the wild card, not the card it replaces), and what its
    wild cards stand for in one clause: "7♥, 7♥ and 10♥ make a set, 10♥ standing for 7♠"; two
    identical wild cards are "both K♣". A wild card in its own place stands for nothing."""
    kind = "run" if meld.kind == RUN else "set"
    swaps = [(card, stands_for) for card, stands_for in meld.wilds if card != stands_for]
    if not swaps:
        return f"drill.tt.meld.{kind}", {"cards": list(meld.cards)}
    wilds = [card for card, _ in swaps]
    twins = len(wilds) == 2 and wilds[0] == wilds[1] and not wilds[0].is_joker
    return (f"drill.tt.meld.{kind}-twins" if twins else f"drill.tt.meld.{kind}-wild",
            {"cards": list(meld.cards), "card": wilds[0] if twins else wilds,
             "stands_for": [stands_for for _, stands_for in swaps]})


def meld_sentences(arrangement: Any, own_place_code: str = "drill.tt.wild.own-place") -> tuple[Message, ...]:
    """Each set or run of an arrangement in one sentence, then the wild cards that lie in their
    own place (``own_place_code`` says it as the table's limit of wild cards counts them)."""
    said = tuple(_meld_sentence(meld) for meld in arrangement.melds)
    in_place = [card for meld in arrangement.melds for card in own_place(meld, arrangement.wild_rank)]
    return said + (((own_place_code, {"card": in_place}),) if in_place else ())


# What a hand's scoring says of the cards left over (its melds are said by meld_sentences)
LEFTOVER_RULES = ("tt.score.joker", "tt.score.wild-face-value", "tt.score.wild-fixed", "tt.score.deadwood",
                  "tt.score.all-melded")


def _leftover_sentences(rules: Ruleset, arrangement: Any) -> tuple[Message, ...]:
    """What the cards left over cost: a wild card's or joker's price (each said once), then the
    player's points (the engine's scoring events)."""
    said = [(e.rule_id, e.params) for e in explain_hand(rules, 0, arrangement)
            if e.rule_id in LEFTOVER_RULES]
    return tuple({repr(m): m for m in said}.values())


def _wild_rule(rule: str) -> tuple[Message, ...]:
    """The rule a drill of wild cards practises, said once before its melds."""
    return (("drill.tt.wild.any-card", {}),) if rule == "tt.wild.any-card" else ((rule, {}),)


def _face_value(cards: Sequence[Card], wild: Rank, rules: Ruleset) -> int:
    """What the cards cost all left over (a reader who forgets the melds counts this)."""
    return sum(rules.penalty(card, wild) for card in cards)


# -- playing a round out --------------------------------------------------------------------------
def random_turn(rng: random.Random, state: GameState, from_stock: bool = False) -> None:
    """One move at random: a draw from either pile (``from_stock``: from the stock while it
    lasts), or a discard of any card (never going out, so a round runs on until the stock is out)."""
    seat = state.current_player
    if state.phase == DRAW_PHASE:
        sources = [s for s, cards in ((STOCK, state.stock), (PILE, state.pile)) if cards]
        if from_stock and state.stock:
            sources = [STOCK]
        state.apply(Action.draw(seat, rng.choice(sources)))
    else:
        state.apply(Action.discard(seat, rng.choice(state.hands[seat])))


def best_throw(state: GameState) -> Action:
    """The discard that leaves the player to move the fewest points (the engine's own figures)."""
    values = state.discard_values()
    return min((a for a in state.legal_actions() if a.kind == DISCARD), key=lambda a: (values[a.named_card], a.named_card))


def round_gone_out(rng: random.Random, rules: Ruleset, players: int, round_number: int, melded_others: float,
                   totals: Sequence[int] | None = None) -> tuple[GameState, int] | None:
    """A round where the first player holds sets and runs only and goes out on his first turn,
    throwing away the card he draws; each other player holds melds only with chance
    ``melded_others``. The others then take their last turns, each throwing away the card that
    leaves him the fewest points; returns the scored state and the seat that went out."""
    size = rules.hand_size(round_number)
    state = GameState.new(rules, players=players, dealer=rng.randrange(players), round_number=round_number,
                          totals=totals)
    pack = Counter(rules.pack(players))
    first = (state.dealer + 1) % players
    hands = []
    for seat in range(players):
        left = pack.copy()  # _meld_hand takes cards from it even when it fails
        melded = _meld_hand(rng, rules, size, left) if seat == first or rng.random() < melded_others else None
        if melded is not None:
            pack = left
        else:
            melded = rng.sample(list(pack.elements()), size)
            pack.subtract(Counter(melded))
        hands.append(melded)
    rest = list(pack.elements())
    rng.shuffle(rest)
    order = [hands[(state.dealer + 1 + i) % players][i // players] for i in range(size * players)]
    state.apply(state.deal_from_order(order + rest))
    state.apply(Action.draw(first, STOCK))
    drawn = state.hands[first][-1]
    outs = [a for a in state.legal_actions() if a.kind == OUT]
    if not outs:
        return None
    state.apply(next((a for a in outs if a.card == drawn), outs[0]))
    while not state.results:  # the last turns
        if state.phase == DISCARD_PHASE:
            state.apply(best_throw(state))
        else:
            random_turn(rng, state)
    return state, first


# -- how much deadwood ---------------------------------------------------------------------------
def _partial_meld(rng: random.Random, wild: Rank, size: int) -> list[Card]:
    """``size`` natural cards (none of the wild rank) that wild cards can complete: one rank in
    different suits, or neighbours in one suit."""
    ranks = [r for r in Rank if r is not wild]
    if size == 1 or rng.random() < 0.5:
        rank = rng.choice(ranks)
        return [Card.of(rank, s) for s in rng.sample(SUITS, size)]
    suit = rng.choice(SUITS)
    starts = [v for v in range(1, 14 - size + 1) if all(_rank(x) is not wild for x in range(v, v + size))]
    start = rng.choice(starts)
    return [Card.of(_rank(v), suit) for v in range(start, start + size)]


def _hand_with_wilds(rng: random.Random, rules: Ruleset, round_number: int, players: int, wilds: int) -> list[Card]:
    """A hand of the round holding ``wilds`` cards of the wild rank and the naturals they make a
    set or run with; its other cards come at random from the rest of the pack."""
    wild = rules.wild_rank(round_number)
    core = [Card.of(wild, s) for s in rng.sample(SUITS, wilds)] + _partial_meld(rng, wild, max(1, 3 - wilds))
    rest = Counter(rules.pack(players))
    rest.subtract(Counter(core))
    return core + rng.sample(list(rest.elements()), rules.hand_size(round_number) - len(core))


def _deadwood(rule: str, wants: Callable[[Any], bool], wilds: int = 0) -> Callable:
    """How many points are left over? ``wilds``: the hand is dealt that many wild cards and the
    cards they meld with (a random hand rarely uses two wilds in one meld). A reader who counts
    every card is told that the cards in sets and runs cost nothing."""
    def make(rng: random.Random, rules: Ruleset) -> Drill | None:
        round_number = rng.randrange(1, rules.rounds + 1)
        players = rng.randrange(2, 5)
        if wilds:
            hand = sorted(_hand_with_wilds(rng, rules, round_number, players, rng.randrange(wilds, 3)))
        else:
            hand = sorted(_random_hand(rng, rules, round_number, players))
        wild = rules.wild_rank(round_number)
        arrangement = min_deadwood(hand, wild, rules)
        if not wants(arrangement):
            return None
        melds = meld_sentences(arrangement)
        explanation = (_wild_rule(rule) if arrangement.melds else ()) + melds + _leftover_sentences(rules, arrangement)
        every_card = _face_value(hand, wild, rules)
        why: Why = ((str(every_card), (("drill.tt.why.melds-cost-nothing", {"points": every_card}),) + melds),
                    ) if arrangement.melds and every_card != arrangement.deadwood else ()
        state = dealt_hand(rng, rules, round_number, players, hand)
        return _drill(rule, rules, NUMBER, scene_of(state, 0), ("drill.tt.q.deadwood", {"round": round_number}),
                      arrangement.deadwood, explanation, why=why)
    return make


def _wilds_in_a_meld(at_least: int) -> Callable[[Any], bool]:
    return lambda a: any(len(m.wilds) >= at_least for m in a.melds)


maker("tt.score.deadwood", GAME)(_deadwood("tt.score.deadwood", lambda a: a.deadwood > 0 and a.melds == ()))
maker("tt.score.fewest-points", GAME)(_deadwood("tt.score.fewest-points", lambda a: a.deadwood > 0 and bool(a.melds)))
maker("tt.wild.any-card", GAME)(_deadwood("tt.wild.any-card", _wilds_in_a_meld(1), wilds=1))
maker("tt.wild.several", GAME)(_deadwood("tt.wild.several", _wilds_in_a_meld(2), wilds=2))


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


def _go_out_hand(rng: random.Random, rules: Ruleset, round_number: int, players: int) -> list[Card] | None:
    """A hand after the draw: half the time sets and runs and one card more, else at random."""
    size = rules.hand_size(round_number)
    pack = Counter(rules.pack(players))
    if rng.random() < 0.5:
        melded = _meld_hand(rng, rules, size, pack)
        if melded is None:
            return None
        extra = rng.choice([c for c, n in pack.items() if n])
        return sorted(melded + [extra])
    return sorted(rng.sample(list(pack.elements()), size + 1))


@maker("tt.go-out.all-melded", GAME)
def go_out(rng: random.Random, rules: Ruleset) -> Drill | None:
    """Can this player go out? The engine is asked to let him go out throwing away the card that
    leaves the fewest points: it accepts, or refuses with the points left over. See it plays
    that move."""
    round_number = rng.randrange(1, rules.rounds + 1)
    players = rng.randrange(2, 5)
    hand = _go_out_hand(rng, rules, round_number, players)
    if hand is None:
        return None
    card, kept = best_discard(hand, rules.wild_rank(round_number), rules)
    state = after_the_draw(rules, round_number, players, hand, rng)
    refused = refusal(state, Action.out(0, card))
    explanation: tuple[Message, ...] = (
        (("drill.tt.why.may-go-out-twin" if hand.count(card) == 2 else "drill.tt.why.may-go-out", {"card": card}),)
        + meld_sentences(kept) if refused is None
        else (("drill.tt.why.cannot-go-out", {**refused.params, "cards": list(kept.leftover)}),))
    drawn = hand[-1]
    _, step = played(state, Action.out(0, card), 0, (card,))
    return _drill("tt.go-out.all-melded", rules, CHOICE, scene_of(state, 0, (drawn,)),
                  ("drill.tt.q.go-out", {"round": round_number}), "yes" if refused is None else "no", explanation,
                  (Choice("yes", ("drill.yes", {})), Choice("no", ("drill.no", {}))),
                  steps=(step,), record=record_text(state))


def after_the_draw(rules: Ruleset, round_number: int, players: int, hand: Sequence[Card],
                   rng: random.Random | None = None) -> GameState:
    """A round where player 1 holds ``hand`` (after the draw) and is to throw a card away: the
    others' hands and the stock come from the rest of the pack (shuffled by ``rng``); the last
    card of ``hand`` is the one drawn from the stock."""
    size = rules.hand_size(round_number)
    state = GameState.from_hands(rules, {0: hand[:size]}, rng or random.Random(0), players=players,
                                 round_number=round_number, stock_top=hand[size:])
    state.apply(Action.draw(0, STOCK))
    return state


def going_out_by_play(rules: Ruleset, round_number: int, players: int, hand: Sequence[Card]) -> bool:
    """The engine's own verdict, by playing it: deal ``hand`` (after the draw) to player 1, draw,
    and see whether going out is among the legal moves. (Tests use it to check the answer.)"""
    state = after_the_draw(rules, round_number, players, hand)
    return any(a.kind == OUT for a in state.legal_actions())


# -- sets and runs -------------------------------------------------------------------------------
def _meld_kind(rule: str, candidates: Callable[[random.Random], list[Card]]) -> Callable:
    """Are these cards a set, a run, or neither? (No card of them is wild in the round chosen.)
    The cards lie in a hand of that round, marked."""
    def make(rng: random.Random, rules: Ruleset) -> Drill | None:
        cards = candidates(rng)
        ranks = {c.rank for c in cards}
        rounds = [r for r in range(1, rules.rounds + 1)
                  if rules.wild_rank(r) not in ranks and rules.hand_size(r) >= len(cards)]
        round_number = rng.choice(rounds)
        arrangement = min_deadwood(cards, rules.wild_rank(round_number), rules)
        kinds = [m.kind for m in arrangement.melds]
        answer = kinds[0] if arrangement.deadwood == 0 and len(kinds) == 1 else "neither"
        explanation: tuple[Message, ...] = (
            _meld_rules(arrangement) if answer != "neither" else (("drill.tt.why.neither", {}),))
        if rule in ("tt.meld.aces-low", "tt.meld.aces-high-or-low", "tt.meld.duplicates"):
            explanation += ((rule, {}),)
        choices = tuple(Choice(v, (f"drill.tt.{v}", {})) for v in (SET, RUN, "neither"))
        hand = hand_around(rng, rules, round_number, 3, cards)
        assert hand is not None  # the round deals at least as many cards
        state = dealt_hand(rng, rules, round_number, 3, hand)
        return _drill(rule, rules, CHOICE, scene_of(state, 0, cards), ("drill.tt.q.meld", {}), answer, explanation, choices)
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


maker("tt.meld.set", GAME)(_meld_kind("tt.meld.set", _set_like))
maker("tt.meld.run", GAME)(_meld_kind("tt.meld.run", _run_like))
maker("tt.meld.aces-low", GAME, applies=aces_low)(_meld_kind("tt.meld.aces-low", _ace_run))
maker("tt.meld.aces-high-or-low", GAME, applies=aces_both_ways)(_meld_kind("tt.meld.aces-high-or-low", _ace_run))
maker("tt.meld.duplicates", GAME, applies=lambda r: r.set_duplicates)(_meld_kind("tt.meld.duplicates", _duplicate_set))


# -- wild cards ----------------------------------------------------------------------------------
def _not_wild(hand: Sequence[Card], round_number: int, wild: Rank, jokers: bool) -> Why:
    """Why each card of the hand that is not wild is not: the round's wild rank (and the jokers)."""
    code = "drill.tt.why.not-wild-jokers" if jokers else "drill.tt.why.not-wild"
    return tuple((card.code, ((code, {"card": card, "round": round_number, "rank": wild}),))
                 for card in dict.fromkeys(hand) if not (card.is_joker or card.rank is wild))


def _wild_rank_said(rules: Ruleset, round_number: int) -> Message:
    """Which rank is wild, from the cards the round deals (the wild rank is the hand's size)."""
    return ("drill.tt.why.wild-rank", {"round": round_number, "hand_size": rules.hand_size(round_number),
                                       "rank": rules.wild_rank(round_number)})


@maker("tt.wild.rank", GAME)
def which_wild(rng: random.Random, rules: Ruleset) -> Drill | None:
    round_number = rng.randrange(1, rules.rounds + 1)
    players = rng.randrange(2, 5)
    hand = sorted(_random_hand(rng, rules, round_number, players))
    wild = rules.wild_rank(round_number)
    answer = sorted({c.code for c in hand if c.is_joker or c.rank is wild})
    if not answer and rng.random() < 0.7:
        return None
    state = dealt_hand(rng, rules, round_number, players, hand)
    return _drill("tt.wild.rank", rules, CARDS, scene_of(state, 0), ("drill.tt.q.wild", {"round": round_number}), answer,
                  (_wild_rank_said(rules, round_number),),
                  tuple(Choice(code) for code in dict.fromkeys(_codes(hand))),
                  why=_not_wild(hand, round_number, wild, bool(rules.jokers_per_deck)))


@maker("tt.jokers.wild", GAME)
def jokers_are_wild(rng: random.Random, rules: Ruleset) -> Drill | None:
    """At a table with jokers (the question says so): which cards of a hand holding one are wild?"""
    rules = with_jokers(rules)
    round_number = rng.randrange(1, rules.rounds + 1)
    players = rng.randrange(2, 5)
    joker = rng.choice((HIGH_JOKER, LOW_JOKER)[: rules.jokers_per_deck])
    rest = Counter(rules.pack(players))
    rest[joker] -= 1
    hand = sorted([joker] + rng.sample(list(rest.elements()), rules.hand_size(round_number) - 1))
    wild = rules.wild_rank(round_number)
    answer = sorted({c.code for c in hand if c.is_joker or c.rank is wild})
    state = dealt_hand(rng, rules, round_number, players, hand)
    return _drill("tt.jokers.wild", rules, CARDS, scene_of(state, 0),
                  ("drill.tt.q.wild-jokers", {"round": round_number, "jokers": rules.jokers_per_deck}), answer,
                  (("tt.jokers.wild", {}), _wild_rank_said(rules, round_number)),
                  tuple(Choice(code) for code in dict.fromkeys(_codes(hand))),
                  why=_not_wild(hand, round_number, wild, True))


# -- the deal ------------------------------------------------------------------------------------
@maker("tt.round.hand-size", GAME)
def hand_size(rng: random.Random, rules: Ruleset) -> Drill | None:
    """The table before the deal; See it deals."""
    round_number = rng.randrange(1, rules.rounds + 1)
    players = rng.randrange(2, 6)
    state = GameState.new(rules, players=players, dealer=rng.randrange(players), round_number=round_number)
    after, step = played(state, state.random_deal(rng), 0)
    dealt = len(after.hands[0])
    return _drill("tt.round.hand-size", rules, NUMBER, scene_of(state, 0),
                  ("drill.tt.q.hand-size", {"round": round_number}), dealt,
                  (("tt.deal.cards", {"hand_size": dealt}),), steps=(step,))


# The rule's message says one deck for two players, two for three or four.
@maker("tt.deck.count", GAME, applies=lambda r: r.players_per_deck == 2)
def deck_count(rng: random.Random, rules: Ruleset) -> Drill | None:
    players = rng.randrange(2, 13)
    round_number = rng.randrange(1, rules.rounds + 1)
    decks = rules.decks(players)
    state = GameState.new(rules, players=players, round_number=round_number)
    return _drill("tt.deck.count", rules, NUMBER, scene_of(state, None),
                  ("drill.tt.q.decks", {"players": players}), decks,
                  (("tt.deck.count", {"players": players, "decks": decks}),))


# -- what a card costs ---------------------------------------------------------------------------
def _card_cost(rng: random.Random, rules: Ruleset, rule: str, card_of: Callable[[Rank, random.Random], Card],
               question: str, jokers: bool = False) -> Drill | None:
    """What one card costs left over, the card marked in a hand of the round. ``jokers``: the
    table adds jokers (a joker's price is asked as "this joker", the question saying so)."""
    round_number = rng.randrange(1, rules.rounds + 1)
    wild = rules.wild_rank(round_number)
    card = card_of(wild, rng)
    cost = min_deadwood([card], wild, rules).deadwood  # the solver prices a lone card
    explanation: tuple[Message, ...] = {  # type: ignore[assignment]
        "tt.score.values": (("tt.score.values", {"ace": rules.ace_penalty, "court": rules.court_penalty}),),
        "tt.score.wild-face-value": (("tt.score.wild-face-value", {"card": card, "points": cost}),),
        "tt.score.joker": (("tt.score.joker", {"points": cost}),),
    }[rule]
    asked: dict[str, Any] = {"round": round_number, "jokers": rules.jokers_per_deck} if jokers else {
        "round": round_number, "card": card}
    hand = hand_around(rng, rules, round_number, 2, [card])
    assert hand is not None
    state = dealt_hand(rng, rules, round_number, 2, hand)
    return _drill(rule, rules, NUMBER, scene_of(state, 0, (card,)), (question, asked), cost, explanation)


def _plain_card(wild: Rank, rng: random.Random) -> Card:
    return Card.of(rng.choice([r for r in Rank if r is not wild]), rng.choice(SUITS))


def _wild_card(wild: Rank, rng: random.Random) -> Card:
    return Card.of(wild, rng.choice(SUITS))


# The message names the price of an ace and of a court card: a table that counts courts 11 to 13
# has no such price, and one with a fixed price for wilds prices the wild rank otherwise.
@maker("tt.score.values", GAME, applies=lambda r: r.court_penalty is not None)
def plain_card_cost(rng: random.Random, rules: Ruleset) -> Drill | None:
    return _card_cost(rng, rules, "tt.score.values", _plain_card, "drill.tt.q.card-cost")


@maker("tt.score.wild-face-value", GAME, applies=lambda r: r.wild_penalty is None)
def wild_card_cost(rng: random.Random, rules: Ruleset) -> Drill | None:
    return _card_cost(rng, rules, "tt.score.wild-face-value", _wild_card, "drill.tt.q.card-cost")


@maker("tt.score.joker", GAME)
def joker_cost(rng: random.Random, rules: Ruleset) -> Drill | None:
    """A joker left over, at a table that adds jokers (the question says so)."""
    rules = with_jokers(rules)
    jokers = (HIGH_JOKER, LOW_JOKER)[: rules.jokers_per_deck]
    return _card_cost(rng, rules, "tt.score.joker", lambda wild, r: r.choice(jokers), "drill.tt.q.joker-cost", True)


# -- totals and the winner -----------------------------------------------------------------------
def _winner(rule: str, tie: bool) -> Callable:
    """Who wins the game? The last round is played out (someone goes out) from totals chosen so
    that one seat (``tie``: several) ends lowest; the table is the game's end, See it its last move."""
    def make(rng: random.Random, rules: Ruleset) -> Drill | None:
        players = rng.randrange(2, 6)
        made = round_gone_out(rng, rules, players, rules.rounds, 0.3)
        if made is None:
            return None
        scores = made[0].results[-1].scores
        before = [rng.randrange(10, 120) for _ in range(players)]
        totals = [b + s for b, s in zip(before, scores)]
        if tie:  # the lowest seat draws level with the next one
            low, second = sorted(range(players), key=lambda s: totals[s])[:2]
            before[low] += totals[second] - totals[low]
        state = replayed(made[0], totals=before)
        best = state.winners()
        if (len(best) > 1) != tie:
            return None
        low_total = min(state.totals)
        event = game_end_event(state.totals)
        why: Why = tuple((seat_label(s), (("drill.tt.why.not-lowest", {"seat": seat_label(s), "points": t, "low": low_total}),))
                         for s, t in enumerate(state.totals) if s not in best)
        _, step = played(before_last_move(state), state.history[-1], None)
        return _drill(rule, rules, CARDS, scene_of(state, None), ("drill.tt.q.winner", {}),
                      sorted(seat_label(s) for s in best), ((event.rule_id, event.params),),
                      tuple(Choice(seat_label(s)) for s in range(players)),
                      steps=(step,), record=record_text(state), why=why)
    return make


maker("tt.game.winner", GAME)(_winner("tt.game.winner", tie=False))
maker("tt.game.tie", GAME)(_winner("tt.game.tie", tie=True))


@maker("tt.score.totals", GAME)
def total_after(rng: random.Random, rules: Ruleset) -> Drill | None:
    """A whole round played by the engine's random moves from given totals; a player's new total.
    The table is the round before its last move, with the totals before it; the question says
    what the player scores this round (no table shows both the old total and the round's score
    without the new total); See it plays the last move and scores the round."""
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
        if outs:
            state.apply(outs[0])
        elif state.phase == DISCARD_PHASE:  # the engine's best discard, so a round ends in a few turns
            state.apply(best_throw(state))
        else:
            state.apply(rng.choice(actions))
    result = state.results[-1]
    seat = rng.randrange(players)
    scores = list(result.scores)
    last = before_last_move(state)
    _, step = played(last, state.history[-1], seat)
    return _drill("tt.score.totals", rules, NUMBER, scene_of(last, seat),
                  ("drill.tt.q.total-points", {"seat": seat_label(seat), "points": scores[seat]}),
                  state.totals[seat], (("drill.tt.why.total", {"before": before[seat], "points": scores[seat],
                                                               "total": state.totals[seat]}),),
                  steps=(step,), record=record_text(last))


@maker("tt.discard.taken-card", GAME)
def taken_card(rng: random.Random, rules: Ruleset) -> Drill | None:
    """At a table where the card just taken from the pile may not go straight back (the question
    says so): which cards may go? See it tries to throw it back."""
    rules = house(rules, discard_taken_card=False)
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
    rule: Message = ("tt.discard.taken-card", {"card": taken})
    _, step = played(state, Action.discard(seat, taken), seat, (taken,))
    return _drill("tt.discard.taken-card", rules, CARDS, scene_of(state, seat, (taken,)),
                  ("drill.tt.q.discards-taken", {"seat": seat_label(seat), "card": taken}),
                  answer, (rule,), tuple(Choice(code) for code in dict.fromkeys(_codes(hand))),
                  steps=(step,), record=record_text(state), why=((taken.code, (rule,)),))
