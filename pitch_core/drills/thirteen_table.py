"""Drills of Three Thirteen at the table: the deal, whose turn it is, what a player may do now,
the stock running out, and what comes after a round. Every position is a real game state the
engine reached from a seeded deal, shown as a seat's observation (or the open view); every answer
is what the engine does or refuses there, and See it plays that move."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any, Callable

from ..cards import HIGH_JOKER, LOW_JOKER, Card
from ..errors import PitchError
from ..three_thirteen.actions import DISCARD, DRAW, OUT, PILE, STOCK, Action, seat_label
from ..three_thirteen.ruleset import END_ROUND, RESHUFFLE, Ruleset
from ..three_thirteen.state import DISCARD_PHASE, DRAW_PHASE, RESHUFFLE_PHASE, GameState
from .model import CARD, CARDS, CHOICE, NUMBER, SEAT, Choice, Drill, Message
from .register import maker
from .thirteen import (GAME, Why, _drill, before_last_move, best_throw, house, played, random_turn,
                       record_text, refusal, round_gone_out, scene_of)

YES_NO = (Choice("yes", ("drill.yes", {})), Choice("no", ("drill.no", {})))


def _seats(players: int) -> tuple[Choice, ...]:
    return tuple(Choice(seat_label(s)) for s in range(players))


def _yes(flag: bool) -> str:
    return "yes" if flag else "no"


def _refusal(state: GameState, action: Action) -> str | None:
    """The rule that refuses ``action`` here, or None if the engine accepts it (on a copy)."""
    refused = refusal(state, action)
    return None if refused is None else refused.code


def _undealt(rng: random.Random, rules: Ruleset, rounds: tuple[int, int] = (1, 11),
             players: tuple[int, int] = (2, 5)) -> GameState:
    """A seeded table about to deal: its players, its dealer and its round."""
    count = rng.randrange(players[0], players[1] + 1)
    round_number = rng.randrange(rounds[0], min(rounds[1], rules.rounds) + 1)
    return GameState.new(rules, players=count, dealer=rng.randrange(count), round_number=round_number)


def _new_round(rng: random.Random, rules: Ruleset, rounds: tuple[int, int] = (1, 11),
               players: tuple[int, int] = (2, 5)) -> GameState:
    """A round just dealt at random."""
    state = _undealt(rng, rules, rounds, players)
    state.chance_random(rng)
    return state


def _mid_round(rng: random.Random, rules: Ruleset, moves: int) -> GameState:
    state = _new_round(rng, rules)
    for _ in range(moves):
        if state.phase not in (DRAW_PHASE, DISCARD_PHASE):
            break
        random_turn(rng, state)
    return state


def _finish_round(rng: random.Random, state: GameState) -> None:
    """Play the round out: each player throws away the card that leaves the least deadwood, and
    goes out when he can (the engine's own figures), so a round ends in a few turns."""
    while state.phase in (DRAW_PHASE, DISCARD_PHASE, RESHUFFLE_PHASE):
        if state.is_chance:
            state.chance_random(rng)
            continue
        actions = state.legal_actions()
        outs = [a for a in actions if a.kind == OUT]
        if outs:
            state.apply(outs[0])
        elif state.phase == DISCARD_PHASE:
            state.apply(best_throw(state))
        else:
            state.apply(rng.choice(actions))


def _last_mover(state: GameState) -> int:
    """The seat of the last move that had one (whose table a question between turns shows)."""
    return next((a.seat for a in reversed(state.history) if a.seat is not None), 0)


# -- the pack and the deal ------------------------------------------------------------------------
@maker("tt.deck.jokers", GAME)
def pack_with_jokers(rng: random.Random, rules: Ruleset) -> Drill | None:
    """The pack's size at a table that adds jokers (the question says how many)."""
    jokers = rng.choice((1, 2))
    rules = house(rules, jokers_per_deck=jokers)
    players = rng.randrange(2, 13)
    size = len(rules.pack(players))
    decks = rules.decks(players)
    state = GameState.new(rules, players=players)
    return _drill("tt.deck.jokers", rules, NUMBER, scene_of(state, None),
                  ("drill.tt.q.pack-jokers", {"players": players, "jokers": jokers}), size,
                  (("tt.deck.count", {"players": players, "decks": decks}), ("tt.deck.jokers", {"jokers": jokers}),
                   ("drill.tt.why.pack-size", {"decks": decks, "jokers": decks * jokers, "total": size})))


@maker("tt.deal.cards", GAME)
def first_card(rng: random.Random, rules: Ruleset) -> Drill | None:
    """Who gets the first card of the deal: the seat whose hand starts with the pack's top card.
    The table before the deal, the dealer marked; See it deals."""
    players = rng.randrange(2, 7)
    state = GameState.new(rules, players=players, dealer=rng.randrange(players),
                          round_number=rng.randrange(1, rules.rounds + 1))
    order = list(rules.pack(players))
    rng.shuffle(order)
    deal = state.deal_from_order(order)
    firsts = [s for s, hand in enumerate(deal.hands) if hand[0] == order[0]]
    if len(firsts) != 1:  # two decks: a twin of the first card started another hand too
        return None
    dealer = seat_label(state.dealer)
    _, step = played(state, deal, None, (seat_label(firsts[0]),), shown=())
    return _drill("tt.deal.cards", rules, SEAT, scene_of(state, None, (dealer,)), ("drill.tt.q.first-card", {"dealer": dealer}),
                  seat_label(firsts[0]), (("tt.deal.cards", {"hand_size": state.hand_size}),), _seats(players),
                  steps=(step,))


@maker("tt.deal.upcard", GAME)
def stock_after_deal(rng: random.Random, rules: Ruleset) -> Drill | None:
    """How many cards the stock holds after the deal: the table before it; See it deals."""
    state = _undealt(rng, rules, players=(2, 6))
    after, step = played(state, state.random_deal(rng), None, shown=())
    return _drill("tt.deal.upcard", rules, NUMBER, scene_of(state, None),
                  ("drill.tt.q.stock-size", {"round": state.round_number, "players": state.players}), len(after.stock),
                  (("tt.deal.upcard", {"card": after.top_discard}),
                   ("tt.deal.cards", {"hand_size": state.hand_size}),
                   ("tt.deck.count", {"players": state.players, "decks": rules.decks(state.players)})),
                  steps=(step,))


@maker("tt.deal.pack", GAME)
def dealt_from_pack(rng: random.Random, rules: Ruleset) -> Drill | None:
    """A hand someone says was dealt: does the pack hold each of its cards that often? The
    engine is handed that deal and accepts it or refuses it (naming the card and its counts).
    No table can hold a hand the pack cannot deal, so the question says the hand; the table is
    the one about to deal, and See it hands the engine that deal."""
    state = _new_round(rng, rules, players=(2, 4))
    seat = rng.randrange(state.players)
    hand = list(state.hands[seat])
    if rng.random() < 0.5:  # one card once more than the pack holds it
        card = rng.choice(hand)
        twins = Counter(rules.pack(state.players))[card] - hand.count(card) + 1
        keep = [c for c in hand if c != card][: len(hand) - hand.count(card) - twins]
        if len(keep) + hand.count(card) + twins != len(hand):
            return None
        hand = keep + [card] * (hand.count(card) + twins)
    rest = list((Counter(rules.pack(state.players)) - Counter(hand)).elements())
    rng.shuffle(rest)
    hands = [hand if s == seat else [rest.pop() for _ in range(state.hand_size)] for s in range(state.players)]
    trial = GameState.new(rules, players=state.players, dealer=state.dealer, round_number=state.round_number)
    deal = Action.deal(hands, rest[0], rest[1:])
    refused = refusal(trial, deal)
    if refused is not None and refused.code != "tt.deal.pack":
        return None
    hand = sorted(hand)
    decks = rules.decks(state.players)
    deck_count: Message = ("tt.deck.count", {"players": state.players, "decks": decks})
    fits: Message = ("drill.tt.why.deal-fits", {}) if decks == 1 else ("drill.tt.why.deal-fits-decks", {"decks": decks})
    explanation: tuple[Message, ...] = (
        (fits, deck_count) if refused is None
        else (("drill.tt.why.deal-too-many", {**refused.params, "decks": decks}), deck_count))
    _, step = played(trial, deal, None, shown=(seat_label(seat),))
    return _drill("tt.deal.pack", rules, CHOICE, scene_of(trial, None),
                  ("drill.tt.q.dealt-cards", {"players": state.players, "cards": hand}),
                  _yes(refused is None), explanation, YES_NO, steps=(step,))


@maker("tt.round.count", GAME)
def rounds_left(rng: random.Random, rules: Ruleset) -> Drill | None:
    """Round N has just been scored (someone went out): how many rounds are still to play?"""
    round_number = rng.randrange(1, rules.rounds + 1)
    players = rng.randrange(2, 6)
    made = round_gone_out(rng, rules, players, round_number, 0.0)
    if made is None:
        return None
    state = made[0]
    later = 0
    while True:  # the engine refuses a game that starts at a round that does not exist
        try:
            GameState.new(rules, players=players, round_number=round_number + later + 1)
        except PitchError:
            break
        later += 1
    return _drill("tt.round.count", rules, NUMBER, scene_of(state, None),
                  ("drill.tt.q.rounds-left", {"round": round_number}), later,
                  (("tt.round.count", {"rounds": rules.rounds, "round": rules.rounds + 1}),),
                  record=record_text(state))


@maker("tt.deal.rotation", GAME)
def next_dealer(rng: random.Random, rules: Ruleset) -> Drill | None:
    """Who deals next? The table is the round before its last move, its dealer marked; See it
    plays that move and deals the next round."""
    state = _new_round(rng, rules, rounds=(1, 4), players=(2, 5))
    dealer, round_number = state.dealer, state.round_number
    _finish_round(rng, state)
    last = before_last_move(state)
    seat = _last_mover(state)
    ended, scored = played(last, state.history[-1], seat)
    _, dealt = played(ended, ended.random_deal(rng), seat)
    return _drill("tt.deal.rotation", rules, SEAT, scene_of(last, seat, (seat_label(dealer),)),
                  ("drill.tt.q.next-dealer", {"dealer": seat_label(dealer), "round": round_number}),
                  seat_label(state.dealer),
                  (("tt.deal.rotation", {"dealer": seat_label(state.dealer), "round": state.round_number}),),
                  _seats(state.players), steps=(scored, dealt), record=record_text(last))


# -- a turn ---------------------------------------------------------------------------------------
@maker("tt.turn.order", GAME)
def whose_turn(rng: random.Random, rules: Ruleset) -> Drill | None:
    """A player throws a card away: whose turn is it then? The table is the moment before the
    discard (after it, the table itself would say whose turn it is); See it plays it."""
    state = _mid_round(rng, rules, rng.randrange(1, 12) * 2)
    last = state.history[-1]
    if state.phase != DRAW_PHASE or last.kind != DISCARD or last.seat is None:
        return None
    seat = state.to_move
    assert seat is not None
    before = before_last_move(state)
    card = last.named_card
    _, step = played(before, last, last.seat, (card,))
    return _drill("tt.turn.order", rules, SEAT, scene_of(before, last.seat, (card,)),
                  ("drill.tt.q.whose-turn-next", {"seat": seat_label(last.seat), "card": card}),
                  seat_label(seat), (("drill.tt.why.next-turn", {"seat": seat_label(last.seat), "expected": seat_label(seat)}),),
                  _seats(state.players), steps=(step,), record=record_text(before),
                  why=tuple((seat_label(s), (("tt.turn.order", {"expected": seat_label(seat), "seat": seat_label(s)}),))
                            for s in range(state.players) if s != seat))


def _turn_question(state: GameState, asked: str) -> str:
    """The question's code: it says where the turn stands (drawn or not), as the table shows it."""
    return f"drill.tt.q.{asked}-{'after' if state.phase == DISCARD_PHASE else 'before'}-draw"


def _may_now(rule: str, asked: str, action_of: Callable[[GameState, int, random.Random], Action],
             phases: tuple[str, ...] = (DRAW_PHASE, DISCARD_PHASE)) -> Callable:
    """May the player to move do this now (``asked``: "may-draw", "may-discard")? Asked before
    his draw or after it; the engine decides on a copy, and refuses with ``rule`` or accepts.
    See it tries the move."""
    def make(rng: random.Random, rules: Ruleset) -> Drill | None:
        state = _mid_round(rng, rules, rng.randrange(0, 16))
        if state.phase not in phases or state.to_move is None:
            return None
        seat = state.to_move
        action = action_of(state, seat, rng)
        refused = refusal(state, action)
        if refused is not None and refused.code != rule:
            return None
        params: dict[str, Any] = {"seat": seat_label(seat)}
        marked: tuple[Card, ...] = ()
        if action.card is not None:
            params["card"] = action.card
            if action.card in state.hands[seat]:  # a card he does not hold is nowhere on his table
                marked = (action.card,)
        explanation: tuple[Message, ...] = ((refused.code, refused.params),) if refused else (
            (_why_allowed(action), params),)
        _, step = played(state, action, seat, marked)
        return _drill(rule, rules, CHOICE, scene_of(state, seat, marked), (_turn_question(state, asked), params),
                      _yes(refused is None), explanation, YES_NO, steps=(step,), record=record_text(state))
    return make


def _why_allowed(action: Action) -> str:
    """Why the engine accepts this move: a draw opens the turn, a card held goes after the draw."""
    return "drill.tt.why.may-draw" if action.kind == DRAW else "drill.tt.why.may-discard"


def _discard_a_held_card(state: GameState, seat: int, rng: random.Random) -> Action:
    return Action.discard(seat, rng.choice(state.hands[seat]))


def _draw_a_card(state: GameState, seat: int, rng: random.Random) -> Action:
    """A draw from the discard pile, which is never empty when a turn starts (the stock may be)."""
    return Action.draw(seat, PILE)


def _discard_any_card(state: GameState, seat: int, rng: random.Random) -> Action:
    """A card of his hand, or one he does not hold: the pile's top, or a card of another hand."""
    others = [c for s, h in enumerate(state.hands) if s != seat for c in h if c not in state.hands[seat]]
    if state.top_discard is not None and state.top_discard not in state.hands[seat]:
        others.append(state.top_discard)
    pool = state.hands[seat] if rng.random() < 0.5 or not others else others
    return Action.discard(seat, rng.choice(pool))


maker("tt.turn.draw-first", GAME)(_may_now("tt.turn.draw-first", "may-discard", _discard_a_held_card))
maker("tt.turn.discard", GAME)(_may_now("tt.turn.discard", "may-draw", _draw_a_card))
maker("tt.discard.not-held", GAME)(_may_now("tt.discard.not-held", "may-discard", _discard_any_card, (DISCARD_PHASE,)))


# -- the stock runs out ---------------------------------------------------------------------------
def _until_stock_runs_out(rng: random.Random, rules: Ruleset) -> GameState | None:
    state = _new_round(rng, rules, players=(2, 4))
    for _ in range(600):
        if state.phase == RESHUFFLE_PHASE or state.results:
            return state
        random_turn(rng, state, from_stock=True)
    return None


def _at_reshuffle(rng: random.Random, rules: Ruleset) -> GameState | None:
    """A round whose stock has just run out and waits for the pile's reshuffle."""
    state = _until_stock_runs_out(rng, rules)
    if state is None or state.phase != RESHUFFLE_PHASE:
        return None
    return state


def reshuffles(rules: Ruleset) -> bool:
    return rules.stock_exhausted == RESHUFFLE


@maker("tt.stock.reshuffle", GAME, applies=reshuffles)
def new_stock(rng: random.Random, rules: Ruleset) -> Drill | None:
    state = _at_reshuffle(rng, rules)
    if state is None:
        return None
    seat = _last_mover(state)
    after, step = played(state, state.random_reshuffle(rng), seat)
    return _drill("tt.stock.reshuffle", rules, NUMBER, scene_of(state, seat),
                  ("drill.tt.q.new-stock", {"count": len(state.pile)}), len(after.stock),
                  (("tt.stock.reshuffle", {}),), steps=(step,), record=record_text(state))


@maker("tt.stock.reshuffle-cards", GAME, applies=reshuffles)
def card_that_stays(rng: random.Random, rules: Ruleset) -> Drill | None:
    state = _at_reshuffle(rng, rules)
    if state is None:
        return None
    shown = state.pile[-4:]  # the pile's last cards, bottom to top
    if len(set(shown)) < len(shown):
        return None
    seat = _last_mover(state)
    after, step = played(state, state.random_reshuffle(rng), seat)
    (stays,) = after.pile
    return _drill("tt.stock.reshuffle-cards", rules, CARD, scene_of(state, seat), ("drill.tt.q.pile-stays", {}), stays.code,
                  (("tt.stock.reshuffle", {}),), tuple(Choice(c.code) for c in shown),
                  steps=(step,), record=record_text(state))


@maker("tt.stock.end-round", GAME)
def empty_stock_ends(rng: random.Random, rules: Ruleset) -> Drill | None:
    """At a table where an empty stock ends the round (the question says so, and how many cards
    the stock holds): after this discard, is the round over? See it plays the discard."""
    rules = house(rules, stock_exhausted=END_ROUND)
    state = _new_round(rng, rules, players=(2, 4))
    stop = rng.randrange(0, 3)  # cards left in the stock when asked
    for _ in range(600):
        if state.phase == DISCARD_PHASE and len(state.stock) <= stop:
            break
        if state.results:
            return None
        random_turn(rng, state, from_stock=True)
    else:
        return None
    seat = state.to_move
    assert seat is not None
    card = rng.choice(state.hands[seat])
    stock = len(state.stock)
    after, step = played(state, Action.discard(seat, card), seat, (card,))
    ended = len(after.results) > len(state.results)
    explanation: tuple[Message, ...] = (("tt.stock.end-round", {}),) if ended else (
        ("drill.tt.why.stock-left", {"count": stock}), ("tt.stock.end-round", {}))
    asked = "drill.tt.q.round-ends-stock" if stock else "drill.tt.q.round-ends-empty-stock"
    question = (asked, {"seat": seat_label(seat), "card": card, "count": stock})
    return _drill("tt.stock.end-round", rules, CHOICE, scene_of(state, seat, (card,)), question, _yes(ended), explanation,
                  YES_NO, steps=(step,), record=record_text(state))


# -- after a round --------------------------------------------------------------------------------
@maker("tt.game.over", GAME)
def another_round(rng: random.Random, rules: Ruleset) -> Drill | None:
    """Round N has just been scored: is another one dealt? The table after the round; See it is
    its last move, with the round's scores (and the game's end)."""
    last = rng.random() < 0.5
    round_number = rules.rounds if last else rng.randrange(1, rules.rounds)
    players = rng.randrange(2, 5)
    state = GameState.new(rules, players=players, dealer=rng.randrange(players), round_number=round_number,
                          totals=[rng.randrange(0, 120) for _ in range(players)])
    state.chance_random(rng)
    _finish_round(rng, state)
    rounds: Message = ("tt.round.count", {"rounds": rules.rounds, "round": rules.rounds + 1})
    explanation: tuple[Message, ...] = (("tt.game.over", {}), rounds) if state.is_terminal else (
        ("drill.tt.why.rounds-left", {"round": round_number, "rounds": rules.rounds}),)
    _, step = played(before_last_move(state), state.history[-1], None)
    return _drill("tt.game.over", rules, CHOICE, scene_of(state, None), ("drill.tt.q.another-round", {"round": round_number}),
                  _yes(not state.is_terminal), explanation, YES_NO, steps=(step,), record=record_text(state))


@maker("tt.draw.source", GAME)
def draw_from(rng: random.Random, rules: Ruleset) -> Drill | None:
    """At the start of a turn: which of these places may the player draw from? The engine is
    asked for each (another player's hand is no source at all)."""
    state = _mid_round(rng, rules, rng.randrange(0, 12) * 2)
    if state.phase != DRAW_PHASE or state.to_move is None:
        return None
    seat = state.to_move
    sources = {STOCK: "drill.tt.from-stock", PILE: "drill.tt.from-pile", "hand": "drill.tt.from-hand"}
    answer = sorted(s for s in sources if _refusal(state, Action.draw(seat, s)) is None)
    why: Why = (("hand", (("drill.tt.why.not-from-hand", {}),)),)
    return _drill("tt.draw.source", rules, CARDS, scene_of(state, seat), ("drill.tt.q.draw-from", {"seat": seat_label(seat)}),
                  answer, (("tt.turn.draw-first", {}), ("drill.tt.why.not-from-hand", {})),
                  tuple(Choice(s, (code, {})) for s, code in sources.items()), record=record_text(state), why=why)


@maker("tt.deck.no-jokers", GAME, applies=lambda r: r.jokers_per_deck == 0)
def no_jokers(rng: random.Random, rules: Ruleset) -> Drill | None:
    """Cards shown at a table without jokers: which of them can its pack not hold? No table can
    hold a card its pack lacks, so the cards are the question's choices; the table is the one
    about to deal."""
    players = rng.randrange(2, 6)
    cards = rng.sample(list(dict.fromkeys(rules.pack(players))), rng.randrange(4, 7))
    cards += [HIGH_JOKER, LOW_JOKER][: rng.choice((0, 1, 1, 2))]
    cards.sort()
    held = set(rules.pack(players))
    answer = sorted(c.code for c in cards if c not in held)
    jokers = [c for c in cards if c.is_joker]
    explanation: Message = (("tt.deck.no-jokers", {"card": jokers[0]}) if len(jokers) == 1 else
                            ("drill.tt.why.no-jokers", {}) if jokers else ("drill.tt.why.no-joker-shown", {}))
    why: Why = tuple((c.code, (("drill.tt.why.in-pack", {"card": c}),)) for c in cards if c in held)
    state = GameState.new(rules, players=players)
    return _drill("tt.deck.no-jokers", rules, CARDS, scene_of(state, None),
                  ("drill.tt.q.not-in-pack", {}), answer, (explanation,),
                  tuple(Choice(c.code) for c in cards), why=why)

