"""The lessons' quizzes as drills of the one question system (``pitch_core.drills.model.Drill``).

A question in ``tutorial/quizzes/*.toml`` names its game (``preset``) and states only a fixed
position: the cards, the calls so far, a hand or round record. Its maker plays that position
through the engine and returns a ``Drill``: the answer, the rule it rests on, why each wrong pick
is wrong, the table as the engine's own observation, and "See it" where a move decides. Nothing
here knows a rule of Pitch or Three Thirteen: change the engine and every answer follows. The
lesson asks in its own words (``text``); everything else is the drill's (``tutorial/build.py``).

Kinds (the question's ``kind``) and the answer kind of their drill:

* ``trick-winner`` (card): ``trump``, ``plays`` ("N:JD E:HJ ..."): which card takes the trick?
* ``is-trump`` (cards): ``trump``, ``cards``: which of these cards are trump?
* ``hand-score`` (number): ``record`` (in ``tutorial/hands/``): what does the bidding team score?
* ``game-winner`` (choice): ``record`` and the ``scores`` it starts at: which team wins, if any?
* ``bid-legal`` (choice yes/no): ``dealer``, ``scores``, ``calls`` and a ``bid``: may he bid it?
* ``all-pass`` (choice): what must the dealer do when everyone else passes?
* ``deadwood`` (number, Three Thirteen): ``round``, ``cards``: the least deadwood this hand can
  leave; or ``record`` (in ``tutorial/rounds/``), ``upto`` and ``seat``: that seat's hand then.
* ``leftover`` (cards): the same hand: which cards does the best arrangement leave over?
"""

from __future__ import annotations

import random
from functools import lru_cache
from pathlib import Path
from typing import Any, Callable

from pitch_core import games
from pitch_core.cards import Card, Suit, parse_cards
from pitch_core.contract import PitchView
from pitch_core.drills.model import (CARD, CARDS, CHOICE, CURRENT_TRICK, LAST_TRICK, NUMBER, Choice, Drill, Message,
                                     Scene, Step)
from pitch_core.errors import IllegalAction
from pitch_core.pitch import get_ruleset
from pitch_core.pitch.actions import parse_action, parse_seat, seat_label
from pitch_core.pitch.record import HandRecord, position_record_from_state, read_record, record_from_state, write_record
from pitch_core.pitch.ruleset import Ruleset
from pitch_core.pitch.state import HandState

from .content import ContentError, questions

HERE = Path(__file__).resolve().parent

Question = dict[str, Any]
Why = tuple[tuple[str, tuple[Message, ...]], ...]

# What the dealer must do when everyone else passes, as the set of bids the engine allows him.
ALL_PASS_CHOICES = ("exactly-min", "at-least-5", "any-bid", "redeal")
NOBODY_WINS = "none"  # the game-winner quiz's answer when the game goes on
YES, NO = "yes", "no"
DEAL_SEED = 313  # the rest of the pack in a Three Thirteen question's deal (the question's cards are its own)
YES_NO = (Choice(YES, ("drill.yes", {})), Choice(NO, ("drill.no", {})))
# The rules a trick is decided by: what a trick quiz's steps say of each card played.
TRICK_RULES = "play."


# -- the questions -------------------------------------------------------------------------------
def quiz_drill(question: Question) -> Drill:
    """The drill a question makes: its position played through the engine."""
    maker = MAKERS.get(question["kind"])
    if maker is None:
        raise ContentError(f"question {question.get('id')}: unknown kind {question['kind']!r}")
    return maker(question)


@lru_cache(maxsize=None)
def lesson_drill(question_id: str) -> Drill:
    """The drill of a question of ``tutorial/quizzes/`` by id (made once a build)."""
    return quiz_drill(questions()[question_id])


def preset_of(question: Question) -> str:
    """The game a question names. Every question names it; a record's must be the game it holds."""
    preset = question.get("preset")
    if not preset:
        raise ContentError(f"question {question.get('id')}: no preset (every question names its game)")
    return str(preset)


def _pitch_rules(question: Question) -> Ruleset:
    return get_ruleset(preset_of(question))


def _drill(source: Question, state: Any, **fields: Any) -> Drill:
    """A quiz's drill (``fields``: the Drill's own): its rule is the first one its explanation gives."""
    explanation = tuple(fields.pop("explanation"))
    if not explanation:
        raise ContentError(f"question {source.get('id')}: the engine gives no rule for its answer")
    preset = state.ruleset.name
    return Drill(rule=explanation[0][0], game=games.for_preset(preset).name, preset=preset,
                 explanation=explanation, **fields)


def _messages(events: Any) -> tuple[Message, ...]:
    return tuple((event.rule_id, dict(event.params)) for event in events)


def _open_view(state: HandState) -> PitchView:
    return state.observation(None).to_dict()


# -- Pitch: the trick ----------------------------------------------------------------------------
def _plays(question: Question, rules: Ruleset) -> list[tuple[int, Card]]:
    plays = []
    for token in question["plays"].split():
        seat_text, _, card_text = token.partition(":")
        plays.append((parse_seat(seat_text, rules.players), Card.parse(card_text)))
    return plays


def _trick_winner(question: Question) -> Drill:
    """Play the trick through a real hand, the leader the bidder, each seat holding its card and a
    low trump more (face down: a hand that went on after the trick, not one the trick ends and
    scores); the trick just taken lies on the table. See it: the trick card by card, then taken."""
    rules = _pitch_rules(question)
    trump = Suit.parse(question["trump"])
    plays = _plays(question, rules)
    played = [card for _, card in plays]
    spare = [card for card in reversed(rules.trump_order(trump)) if not card.is_joker and card not in played]
    hands: list[list[Card]] = [[] for _ in range(rules.players)]
    for seat, card in plays:
        hands[seat] += [card, spare.pop(0)]
    leader = plays[0][0]
    state = HandState.from_position(rules, dealer=(leader - 1) % rules.players, bidder=leader,
                                    bid=rules.min_bid, trump=trump, hands=hands)
    steps = []
    for seat, card in plays:
        heard = len(state.events)
        state.apply(parse_action(card.code, seat, rules.players))
        said = _messages(e for _, e in state.events[heard:] if e.rule_id.startswith(TRICK_RULES))
        on_table = LAST_TRICK if state.tricks else CURRENT_TRICK
        steps.append(Step(Scene(_open_view(state), shown=(), trick=on_table), said))
    trick = state.tricks[0]
    winning = next(card for seat, card in trick.plays if seat == trick.winner)
    explanation = tuple(message for step in steps for message in step.says)
    return _drill(question, state, kind=CARD, question=("drill.q.which-card-wins", {}), answer=winning.code,
                  explanation=explanation, choices=tuple(Choice(card.code) for _, card in plays),
                  scene=steps[-1].scene, steps=tuple(steps), record=write_record(position_record_from_state(state)),
                  why=_why_not_winning(rules, trump, plays, winning, explanation))


def _why_not_winning(rules: Ruleset, trump: Suit, plays: list[tuple[int, Card]], winning: Card,
                     explanation: tuple[Message, ...]) -> Why:
    """Why each other card of the trick does not take it: the engine's rule that sends it away (the
    2 goes back, the joker played second is the low one), else a higher card played with it."""
    said = dict(explanation)
    order = list(rules.trump_order(trump))  # highest first
    why: list[tuple[str, tuple[Message, ...]]] = []
    for _, card in plays:
        if card == winning:
            continue
        if "play.deuce-returns" in said and rules.is_protected_deuce(card, trump):
            why.append((card.code, (("play.deuce-returns", {}),)))
        elif card.is_joker and "play.first-joker-high" in said:  # which joker is high: the order of play says
            why.append((card.code, (("play.first-joker-high", said["play.first-joker-high"]),)))
        else:
            higher = max((c for _, c in plays if order.index(c) < order.index(card)), key=order.index)
            why.append((card.code, (("drill.why.beaten", {"card": card.code, "other": higher.code}),)))
    return tuple(why)


def _is_trump(question: Question) -> Drill:
    """The cards as South's hand once trump is named. The other seats hold a low trump each, face
    down, so the hand goes on (a side out of trump would end it) and North, the bidder, leads."""
    rules = _pitch_rules(question)
    trump = Suit.parse(question["trump"])
    cards = parse_cards(question["cards"])
    order = rules.trump_order(trump)
    roles = rules.trump_roles(trump)
    viewer = parse_seat(question.get("seat", "S"), rules.players)
    spare = [card for card in reversed(order) if card not in cards]
    hands = [list(cards) if seat == viewer else [spare.pop(0)] for seat in range(rules.players)]
    bidder = (viewer + 2) % rules.players
    state = HandState.from_position(rules, dealer=(bidder - 1) % rules.players, bidder=bidder,
                                    bid=rules.min_bid, trump=trump, hands=hands)
    explanation: list[Message] = [("trump.cards", {"trump": trump.symbol, "cards": list(order)})]
    explanation += [("trump.off-jack", {"card": c}) for c in cards if roles.get(c) == "OJ"]
    explanation += [("trump.off-three", {"card": c}) for c in cards if roles.get(c) == "O3"]
    label = seat_label(viewer, rules.players)
    return _drill(question, state, kind=CARDS, question=("drill.q.which-trump", {"trump": trump}),
                  answer=sorted(c.code for c in cards if c in order), explanation=explanation,
                  choices=tuple(Choice(c.code) for c in cards),
                  scene=Scene(state.observation(viewer).to_dict(), shown=(label,)),
                  record=write_record(position_record_from_state(state)),
                  why=tuple((c.code, (("play.only-trump", {"card": c}),)) for c in cards if c not in order))


# -- Pitch: the score of a hand and the game ---------------------------------------------------
def _hand_record(question: Question) -> HandRecord:
    """The hand record a scoring question is about (``record``, under ``tutorial/hands/``)."""
    record = read_record((HERE / "hands" / question["record"]).read_text(encoding="utf-8"))
    if record.ruleset.name != preset_of(question):
        raise ContentError(f"question {question['id']}: preset {question['preset']!r}, "
                           f"but {question['record']} is {record.ruleset.name}")
    return record


def _finished(record: HandRecord, question: Question) -> HandState:
    state = record.replay()
    if state.result is None or state.bidder is None:
        raise ContentError(f"question {question['id']}: {question['record']} does not finish the hand")
    return state


def _hand_score(question: Question) -> Drill:
    """What the bidding team scores: the engine's score of the record's hand, the bidding team's
    own scoring first (made, set, the moon), then the defenders'. The table: the hand's end."""
    record = _hand_record(question)
    state = _finished(record, question)
    assert state.result is not None and state.bidder is not None  # _finished says so
    bidding = state.unit_names()[state.unit_of(state.bidder)]
    events = _messages(state.result.events)
    explanation = [m for m in events if m[1].get("team") == bidding] + [m for m in events if m[1].get("team") != bidding]
    return _drill(question, state, kind=NUMBER, question=("drill.q.hand-score", {"team": bidding}),
                  answer=state.result.changes[state.unit_of(state.bidder)], explanation=explanation,
                  scene=Scene(_open_view(state), trick=LAST_TRICK), record=write_record(record))


def _game_winner(question: Question) -> Drill:
    """Who wins the game with this hand, from the scores it starts at (``scores``, one a team):
    the engine scores the record's hand on top of them and says which team, if any, is out."""
    record = _hand_record(question)
    record.scores = tuple(question["scores"])
    state = _finished(record, question)
    result = state.result
    assert result is not None  # _finished says so
    units = state.unit_names()
    answer = units[result.winners[0]] if result.winners else NOBODY_WINS
    events = _messages(result.events)
    ending = [m for m in events if m[0].startswith("game.")]  # the game's end (or that it goes on) first
    choices = (*(Choice(unit, ("drill.team", {"team": unit})) for unit in units),
               Choice(NOBODY_WINS, ("drill.nobody-yet", {})))
    return _drill(question, state, kind=CHOICE, question=("drill.q.game-winner", {}), answer=answer,
                  explanation=ending + [m for m in events if m not in ending], choices=choices,
                  scene=Scene(_open_view(state), trick=LAST_TRICK), record=write_record(record),
                  why=_why_not_out(state, answer, ending))


def _why_not_out(state: HandState, answer: str, ending: list[Message]) -> Why:
    """Why a wrong pick is wrong: a team short of the target; a team at it that the game's rule
    passes over (the engine's event); "nobody yet" when a team is out."""
    result = state.result
    assert result is not None
    target = state.ruleset.target
    scores = dict(zip(state.unit_names(), result.scores_after))
    why: list[tuple[str, tuple[Message, ...]]] = []
    for unit, score in scores.items():
        if unit == answer:
            continue
        if score < target:
            why.append((unit, (("drill.why.game-short", {"team": unit, "score": score, "target": target}),)))
        elif ending:
            why.append((unit, tuple(ending)))
    if answer != NOBODY_WINS:
        why.append((NOBODY_WINS, (("drill.why.game-over", {"team": answer, "score": scores[answer],
                                                           "target": target}),)))
    return tuple(why)


# -- Pitch: the auction -------------------------------------------------------------------------
def _calls_state(question: Question) -> HandState:
    """The auction so far: a deal (any without a redeal will do: the cards play no part), then
    the question's calls."""
    rules = _pitch_rules(question)
    dealer = parse_seat(question.get("dealer", "W"), rules.players)
    scores = tuple(question.get("scores", (0,) * (2 if rules.teams_fixed else rules.players)))
    state = HandState.new(rules, dealer, scores)
    deck = list(rules.deck())
    state.apply_deal(*state.split_deck(deck[1::2] + deck[0::2]))
    for token in question.get("calls", "").split():
        state.apply(parse_action(token, state.current_player, rules.players))
    return state


def _auction_scene(state: HandState) -> Scene:
    """The auction as the seat to call sees it, the cards face down (they play no part)."""
    assert state.to_move is not None
    label = seat_label(state.to_move, state.players)
    return Scene(state.observation(state.to_move).to_dict(), shown=(), highlight=(label,))


def _bid_legal(question: Question) -> Drill:
    state = _calls_state(question)
    action = parse_action(question["bid"], state.current_player, state.players)
    asked = ("drill.q.may-bid", {"seat": seat_label(action.seat, state.players), "bid": action.bid})
    common = dict(kind=CHOICE, question=asked, choices=YES_NO, scene=_auction_scene(state),
                  record=write_record(record_from_state(state)))
    allowing = _allowing_rule(state, action.bid)
    try:
        state.copy().apply(action)
    except IllegalAction as error:
        reason = (error.rule_id, dict(error.params))
        return _drill(question, state, answer=NO, explanation=[reason], why=((YES, (reason,)),), **common)
    return _drill(question, state, answer=YES, explanation=[allowing], why=((NO, (allowing,)),), **common)


def _allowing_rule(state: HandState, bid: Any) -> Message:
    """The rule a bid the engine accepts rests on: matching the standing bid is the dealer's right;
    above it, a bid beats it; with no bid standing, it is at least the lowest bid."""
    rules = state.ruleset
    if state.bid is None:
        return ("bid.minimum", {"min_bid": rules.min_bid})
    if rules.bid_level(bid) == rules.bid_level(state.bid):
        return ("bid.dealer-may-match", {"standing": state.bid})
    return ("bid.must-beat", {"standing": state.bid})


def _all_pass(question: Question) -> Drill:
    """What the dealer must do when everyone else passes: the choice that names exactly the bids
    the engine allows him (or his pass)."""
    rules = _pitch_rules(question)
    state = _calls_state({**question, "calls": " ".join(["pass"] * (rules.players - 1))})
    legal = state.legal_actions()
    allowed = sorted(a.bid for a in legal if isinstance(a.bid, int))
    ladder = [b for b in rules.bid_ladder if isinstance(b, int)]
    claims = {"exactly-min": [rules.min_bid], "at-least-5": [b for b in ladder if b >= 5], "any-bid": ladder}
    may_pass = any(a.kind == "pass" for a in legal)
    answer = "redeal" if may_pass else next((c for c, bids in claims.items() if bids == allowed), None)
    if answer is None:
        raise ContentError(f"question {question['id']}: the dealer's bids {allowed} fit no choice")
    passing = parse_action("pass", state.current_player, state.players)
    try:
        trial = state.copy()
        heard = len(trial.events)
        trial.apply(passing)
        explanation = _messages(e for _, e in trial.events[heard:])  # his pass stands: what follows it
    except IllegalAction as error:
        explanation = ((error.rule_id, dict(error.params)),)
    why: list[tuple[str, tuple[Message, ...]]] = [] if may_pass else [("redeal", explanation)]
    for choice, claimed in claims.items():
        if choice != answer:
            reason = _claim_wrong(state, claimed, allowed)
            if reason:
                why.append((choice, (reason,)))
    choices = tuple(Choice(c, (f"drill.dealer.{c}", {"min_bid": rules.min_bid})) for c in ALL_PASS_CHOICES)
    dealer = seat_label(state.dealer, state.players)
    return _drill(question, state, kind=CHOICE, question=("drill.q.all-pass", {"seat": dealer}), answer=answer,
                  explanation=explanation, choices=choices, scene=_auction_scene(state),
                  record=write_record(record_from_state(state)), why=tuple(why))


def _claim_wrong(state: HandState, claimed: list[int], allowed: list[int]) -> Message | None:
    """Why a choice's bids are not the dealer's: a bid it allows that the engine refuses (the
    engine's reason), else a bid the engine allows that it leaves out."""
    refused = [b for b in claimed if b not in allowed]
    if refused:
        try:
            state.copy().apply(parse_action(str(refused[0]), state.current_player, state.players))
        except IllegalAction as error:
            return (error.rule_id, dict(error.params))
    left_out = [b for b in allowed if b not in claimed]
    if left_out:
        return ("drill.why.all-pass-also", {"bid": left_out[0], "low": allowed[0], "high": allowed[-1]})
    return None


# -- Three Thirteen --------------------------------------------------------------------------------
def _thirteen_position(question: Question) -> tuple[Any, int]:
    """A real game holding the question's hand, and the seat holding it: a seat's hand in a round
    record (``record`` in ``tutorial/rounds/``, ``upto`` moves played), or the typed ``cards``."""
    if "record" in question:
        from .thirteen_steps import replay_round

        state = replay_round(question["record"], question.get("upto"))
        if state.ruleset.name != preset_of(question):
            raise ContentError(f"question {question['id']}: preset {question['preset']!r}, "
                               f"but {question['record']} is {state.ruleset.name}")
        return state, int(question["seat"]) - 1
    return _dealt_thirteen(preset_of(question), int(question["round"]), parse_cards(question["cards"])), 0


def _dealt_thirteen(preset: str, round_number: int, cards: list[Card]) -> Any:
    """Two players, round ``round_number``, dealt by the engine (``GameState.from_hands``): player
    1 holds ``cards`` and is first to play; a card beyond the round's hand lies on top of the
    stock and is drawn. The rest of the pack is shuffled by a fixed seed: the same deal each build."""
    from pitch_core.three_thirteen.actions import STOCK, Action
    from pitch_core.three_thirteen.ruleset import get_ruleset as thirteen_ruleset
    from pitch_core.three_thirteen.state import GameState

    rules = thirteen_ruleset(preset)
    size = rules.hand_size(round_number)
    state = GameState.from_hands(rules, {0: cards[:size]}, random.Random(DEAL_SEED), players=2,
                                 round_number=round_number, stock_top=cards[size:])
    if len(cards) > size:
        state.apply(Action.draw(0, STOCK))
    return state


def _thirteen_drill(source: Question, state: Any, seat: int, **fields: Any) -> Drill:
    from pitch_core.three_thirteen.actions import seat_label as thirteen_label
    from pitch_core.three_thirteen.record import record_from_state as thirteen_record
    from pitch_core.three_thirteen.record import write_record as write_thirteen

    scene = Scene(state.observation(seat).to_dict(), shown=(thirteen_label(seat),))
    return _drill(source, state, scene=scene, record=write_thirteen(thirteen_record(state)), **fields)


def _best_arrangement(state: Any, seat: int) -> tuple[Any, tuple[Message, ...]]:
    """The meld calculator's own answer and explanation (the melds, what each wild stands for,
    what the leftover cards cost), so the quiz and the calculator never disagree."""
    from pitch_core.three_thirteen.solver import min_deadwood
    from pitch_core.webtools.melds import _explained as calculator_events

    best = min_deadwood(state.hands[seat], state.wild_rank, state.ruleset)
    return best, _messages(calculator_events(state.ruleset, best))


def _deadwood(question: Question) -> Drill:
    state, seat = _thirteen_position(question)
    best, explanation = _best_arrangement(state, seat)
    return _thirteen_drill(question, state, seat, kind=NUMBER, answer=best.deadwood, explanation=explanation,
                           question=("drill.tt.q.deadwood", {"round": state.round_number}))


def _leftover(question: Question) -> Drill:
    """Arrange the melds: which cards does the best arrangement leave over? Asked only of a hand
    whose best arrangements all leave the same cards (else the question has no one answer)."""
    from pitch_core.three_thirteen.solver import min_deadwood

    state, seat = _thirteen_position(question)
    cards, wild, rules = state.hands[seat], state.wild_rank, state.ruleset
    best, explanation = _best_arrangement(state, seat)
    why = []
    for meld in best.melds:
        for card in meld.cards:
            rest = list(cards)
            rest.remove(card)
            if min_deadwood(rest, wild, rules).deadwood + rules.penalty(card, wild) == best.deadwood:
                raise ContentError(f"question {question['id']}: {card.code} may be left over in another best arrangement")
            why.append((card.code, (("drill.tt.why.in-meld", {"card": card, "cards": list(meld.cards)}),)))
    return _thirteen_drill(question, state, seat, kind=CARDS, answer=sorted(c.code for c in best.leftover),
                           explanation=explanation, choices=tuple(Choice(c.code) for c in cards),
                           question=("drill.tt.q.leftover", {"round": state.round_number}), why=tuple(why))


MAKERS: dict[str, Callable[[Question], Drill]] = {
    "trick-winner": _trick_winner,
    "is-trump": _is_trump,
    "hand-score": _hand_score,
    "game-winner": _game_winner,
    "bid-legal": _bid_legal,
    "all-pass": _all_pass,
    "deadwood": _deadwood,
    "leftover": _leftover,
}
