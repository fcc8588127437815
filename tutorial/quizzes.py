"""Quiz questions as data, answered by the engine.

A question in ``tutorial/quizzes/*.toml`` states only the situation (the preset, the cards, the
calls so far); ``solve`` asks ``pitch_core`` for the correct answer and the rule that explains
it. Nothing here knows a rule of Pitch: change the engine and every answer follows.

Kinds:

* ``trick-winner``: ``trump``, ``plays`` ("N:JD E:HJ ..."): which card takes the trick?
* ``is-trump``: ``trump``, ``cards``: which of these cards are trump?
* ``hand-score``: ``record``: what does the bidding team score, and was the bid made?
* ``bid-legal``: ``dealer``, ``scores``, ``calls`` and a ``bid``: may that player bid it?
* ``all-pass``: what must the dealer do when everyone else passes?
* ``deadwood``: ``round``, ``cards`` (Three Thirteen): the least deadwood this hand can leave; or
  ``record`` (in ``tutorial/rounds/``), ``upto`` and ``seat``: that seat's hand at that moment.
* ``leftover``: the same hand: which cards does the best arrangement leave over (arranging the melds)?
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pitch_core.cards import Card, Suit, parse_cards
from pitch_core.errors import IllegalAction
from pitch_core.pitch import get_ruleset
from pitch_core.pitch.actions import parse_action, parse_seat
from pitch_core.pitch.record import read_record
from pitch_core.pitch.state import HandState

HERE = Path(__file__).resolve().parent

# What the dealer must do when everyone else passes, as the set of bids the engine allows him.
ALL_PASS_CHOICES = ("exactly-min", "at-least-5", "any-bid", "redeal")
NOBODY_WINS = "none"  # the game-winner quiz's answer when the game goes on


@dataclass(frozen=True)
class Answer:
    """The engine's answer: ``correct`` is what the learner must give (a card code, a list of
    codes, a number, ``yes``/``no`` or a choice key); ``explain`` lists (rule ID, params)."""

    options: list[str]
    correct: Any
    explain: list[tuple[str, dict[str, Any]]] = field(default_factory=list)
    show: dict[str, Any] = field(default_factory=dict)  # what the widget draws (cards, trick)
    # Why a wrong pick is wrong, by option: (rule ID, params) for the engine's message, or
    # ("quiz.<key>", params with "rule") for the tutorial's sentence about a fact a rule implies.
    why: dict[str, list[tuple[str, dict[str, Any]]]] = field(default_factory=dict)


def solve(question: dict[str, Any]) -> Answer:
    kind = question["kind"]
    solver = _SOLVERS.get(kind)
    if solver is None:
        raise ValueError(f"question {question.get('id')}: unknown kind {kind!r}")
    return solver(question)


def _plays(question: dict[str, Any]) -> list[tuple[int, Card]]:
    ruleset = get_ruleset(question.get("preset", "pitch31"))
    plays = []
    for token in question["plays"].split():
        seat_text, _, card_text = token.partition(":")
        plays.append((parse_seat(seat_text, ruleset.players), Card.parse(card_text)))
    return plays


def _trick_winner(question: dict[str, Any]) -> Answer:
    """Play the trick through a real hand: each seat holds just its card, the leader is bidder."""
    ruleset = get_ruleset(question.get("preset", "pitch31"))
    plays = _plays(question)
    hands: list[list[Card]] = [[] for _ in range(ruleset.players)]
    for seat, card in plays:
        hands[seat].append(card)
    leader = plays[0][0]
    state = HandState.from_position(ruleset, dealer=(leader - 1) % ruleset.players, bidder=leader,
                                    bid=ruleset.min_bid, trump=Suit.parse(question["trump"]), hands=hands)
    for seat, card in plays:
        state.apply(parse_action(card.code, seat, ruleset.players))
    trick = state.tricks[0]
    winning = next(card for seat, card in trick.plays if seat == trick.winner)
    explain = [(e.rule_id, e.params) for _, e in state.events
               if e.rule_id in ("play.highest-wins", "play.deuce-returns", "play.first-joker-high")]
    fired = {rule_id for rule_id, _ in explain}
    order = list(ruleset.trump_order(Suit.parse(question["trump"])))  # highest first
    why: dict[str, list[tuple[str, dict[str, Any]]]] = {}
    for _, card in plays:
        if card == winning:
            continue
        if "play.deuce-returns" in fired and ruleset.is_protected_deuce(card, Suit.parse(question["trump"])):
            why[card.code] = [("play.deuce-returns", {})]
            continue
        if card.is_joker and "play.first-joker-high" in fired:
            # which joker is high depends on the order of play: the engine's rule says so
            why[card.code] = [next((rule_id, params) for rule_id, params in explain if rule_id == "play.first-joker-high")]
            continue
        above = [c for _, c in plays if order.index(c) < order.index(card)]
        if above:
            lowest_above = max(above, key=order.index)
            why[card.code] = [("quiz.beaten", {"card": card.code, "other": lowest_above.code,
                                               "rule": "play.highest-wins"})]
    # The trick as the table draws it: who played which card, in the order played (the leader first)
    table = {"seats": [state.seat_name(s) for s in range(ruleset.players)], "trump": question["trump"],
             "trick": [{"seat": state.seat_name(seat), "card": card.code} for seat, card in plays]}
    return Answer([c.code for _, c in plays], winning.code, explain,
                  {"trump": question["trump"], "trick": [c.code for _, c in plays], "table": table}, why)



def _is_trump(question: dict[str, Any]) -> Answer:
    ruleset = get_ruleset(question.get("preset", "pitch31"))
    trump = Suit.parse(question["trump"])
    cards = parse_cards(question["cards"])
    order = ruleset.trump_order(trump)
    roles = ruleset.trump_roles(trump)
    correct = [c.code for c in cards if c in order]
    explain: list[tuple[str, dict[str, Any]]] = [("trump.cards", {"trump": trump.symbol, "cards": list(order)})]
    explain += [("trump.off-jack", {"card": c}) for c in cards if roles.get(c) == "OJ"]
    explain += [("trump.off-three", {"card": c}) for c in cards if roles.get(c) == "O3"]
    why = {c.code: [("play.only-trump", {"card": c})] for c in cards if c not in order}
    return Answer([c.code for c in cards], correct, explain, {"trump": question["trump"]}, why)


def _hand_record(question: dict[str, Any]) -> Any:
    """The hand record a scoring question is about (``record``, under ``tutorial/hands/``)."""
    return read_record((HERE / "hands" / question["record"]).read_text(encoding="utf-8"))


def _hand_score(question: dict[str, Any]) -> Answer:
    state = _hand_record(question).replay()
    result = state.result
    assert result is not None, f"{question['record']} does not finish the hand"
    assert state.bidder is not None, "a finished hand had a bidder"
    bidder_unit = state.unit_of(state.bidder)
    explain = [(e.rule_id, e.params) for e in result.events]
    return Answer([], {"score": result.changes[bidder_unit], "made": "yes" if result.made else "no"},
                  explain, {"record": question["record"]})


def _game_winner(question: dict[str, Any]) -> Answer:
    """Who wins the game with this hand, from the scores it starts at (``scores``, one a team):
    the engine scores the record's hand on top of them and says which team, if any, is out."""
    record = _hand_record(question)
    record.scores = tuple(question["scores"])
    state = record.replay()
    result = state.result
    assert result is not None, f"{question['record']} does not finish the hand"
    units = state.unit_names()
    correct = units[result.winners[0]] if result.winners else NOBODY_WINS
    explain = [(e.rule_id, e.params) for e in result.events]
    # Why a wrong pick is wrong: a team short of the target; a team at it that the game's rule
    # passes over (the engine's event); "nobody yet" when a team is out
    target = state.ruleset.target
    scores = dict(zip(units, result.scores_after))
    ending = [(rule_id, params) for rule_id, params in explain if rule_id.startswith("game.") and rule_id != "game.target"]
    why: dict[str, list[tuple[str, dict[str, Any]]]] = {}
    for unit in units:
        if unit == correct:
            continue
        if scores[unit] < target:
            why[unit] = [("quiz.game-short", {"team": unit, "score": scores[unit], "target": target, "rule": "game.target"})]
        elif ending:
            why[unit] = ending
    if correct != NOBODY_WINS:
        why[NOBODY_WINS] = [("quiz.game-over", {"team": correct, "score": scores[correct], "target": target,
                                                "rule": "game.target"})]
    return Answer([*units, NOBODY_WINS], correct, explain, {"record": question["record"], "scores": scores}, why)


def _calls_state(question: dict[str, Any]) -> HandState:
    ruleset = get_ruleset(question.get("preset", "pitch31"))
    dealer = parse_seat(question.get("dealer", "W"), ruleset.players)
    scores = tuple(question.get("scores", (0,) * (2 if ruleset.teams_fixed else ruleset.players)))
    state = HandState.new(ruleset, dealer, scores)
    deck = list(ruleset.deck())  # any deal without a redeal will do: the cards play no part
    deck = deck[1::2] + deck[0::2]
    state.apply_deal(*state.split_deck(deck))
    for token in question.get("calls", "").split():
        state.apply(parse_action(token, state.current_player, ruleset.players))
    return state


def _bid_legal(question: dict[str, Any]) -> Answer:
    state = _calls_state(question)
    action = parse_action(question["bid"], state.current_player, state.players)
    allowing = _allowing_rule(state, action.bid)
    try:
        state.apply(action)
    except IllegalAction as error:
        reason = (error.rule_id, error.params)
        return Answer(["yes", "no"], "no", [reason], why={"yes": [reason]})
    return Answer(["yes", "no"], "yes", [allowing], why={"no": [allowing]})


def _allowing_rule(state: HandState, bid: Any) -> tuple[str, dict[str, Any]]:
    """The rule a bid the engine accepts rests on: matching the standing bid is the dealer's right;
    above it, a bid beats it; with no bid standing, it is at least the lowest bid."""
    ruleset = state.ruleset
    if state.bid is None:
        return ("bid.minimum", {"min_bid": ruleset.min_bid})
    if ruleset.bid_level(bid) == ruleset.bid_level(state.bid):
        return ("bid.dealer-may-match", {"standing": state.bid})
    return ("bid.must-beat", {"standing": state.bid})


def _all_pass(question: dict[str, Any]) -> Answer:
    ruleset = get_ruleset(question.get("preset", "pitch31"))
    state = _calls_state({**question, "calls": " ".join(["pass"] * (ruleset.players - 1))})
    legal = [a for a in state.legal_actions()]
    numeric = sorted(a.bid for a in legal if isinstance(a.bid, int))
    may_pass = any(a.kind == "pass" for a in legal)
    ladder = [b for b in ruleset.bid_ladder if isinstance(b, int)]
    if may_pass:
        choice = "redeal"
    elif numeric == [ruleset.min_bid]:
        choice = "exactly-min"
    elif numeric == ladder:
        choice = "any-bid"
    elif numeric == [b for b in ladder if b >= 5]:
        choice = "at-least-5"
    else:
        raise ValueError(f"{ruleset.name}: the dealer's bids {numeric} fit no choice")
    try:
        state.apply(parse_action("pass", state.current_player, state.players))
        explain: list[tuple[str, dict[str, Any]]] = []
    except IllegalAction as error:
        explain = [(error.rule_id, error.params)]
    why = {"redeal": explain} if explain else {}  # the dealer may not pass: the engine says why
    # Every other wrong choice by a bid it gets wrong: one it allows that the engine refuses (the
    # engine's reason), else one the engine allows that it leaves out (the tutorial's sentence)
    claims = {"exactly-min": [ruleset.min_bid], "at-least-5": [b for b in ladder if b >= 5], "any-bid": ladder}
    for option, claimed in claims.items():
        if option == choice:
            continue
        refused = [b for b in claimed if b not in numeric]
        if refused:
            try:
                state.copy().apply(parse_action(str(refused[0]), state.current_player, state.players))
            except IllegalAction as error:
                why[option] = [(error.rule_id, error.params)]
                continue
        allowed = [b for b in numeric if b not in claimed]
        if allowed:
            why[option] = [("quiz.all-pass-also", {"bid": allowed[0], "low": numeric[0], "high": numeric[-1],
                                                   "rule": explain[0][0] if explain else "bid.minimum"})]
    return Answer(list(ALL_PASS_CHOICES), choice, explain, {"min_bid": ruleset.min_bid}, why)


def _thirteen_hand(question: dict[str, Any]) -> tuple[Any, int, list[Card]]:
    """The ruleset, the round and the cards of a Three Thirteen question: typed in the question, or
    a seat's hand in a round record (``record`` in ``tutorial/rounds/``, ``upto`` moves played)."""
    from pitch_core.three_thirteen.ruleset import get_ruleset as get_313

    if "record" in question:
        from .thirteen_steps import replay_round

        state = replay_round(question["record"], question.get("upto"))
        return state.ruleset, state.round_number, list(state.hands[int(question["seat"]) - 1])
    return (get_313(question.get("preset", "three-thirteen")), int(question["round"]),
            parse_cards(question["cards"]))


def _deadwood(question: dict[str, Any]) -> Answer:
    """The meld calculator's own answer and explanation (the melds, what each wild stands for,
    what the leftover cards cost), so the quiz and the calculator never disagree."""
    from pitch_core.three_thirteen.solver import min_deadwood
    from pitch_core.webtools.melds import _explained as calculator_events

    rules, round_number, cards = _thirteen_hand(question)
    wild = rules.wild_rank(round_number)
    arrangement = min_deadwood(cards, wild, rules)
    data = arrangement.to_dict()
    explain = [(event.rule_id, dict(event.params)) for event in calculator_events(rules, arrangement)]
    return Answer([], data["deadwood"], explain,
                  {"round": round_number, "wild": wild.letter, "cards": [c.code for c in cards], "arrangement": data})


def _leftover(question: dict[str, Any]) -> Answer:
    """Arrange the melds: which cards does the best arrangement leave over? Asked only of a hand
    whose best arrangements all leave the same cards (else the question has no one answer)."""
    from pitch_core.three_thirteen.solver import min_deadwood

    rules, round_number, cards = _thirteen_hand(question)
    wild = rules.wild_rank(round_number)
    best = min_deadwood(cards, wild, rules)
    why: dict[str, list[tuple[str, dict[str, Any]]]] = {}
    for meld in best.melds:
        rule = "tt.meld.run" if meld.kind == "run" else "tt.meld.set"
        for card in meld.cards:
            rest = list(cards)
            rest.remove(card)
            if min_deadwood(rest, wild, rules).deadwood + rules.penalty(card, wild) == best.deadwood:
                raise ValueError(f"question {question['id']}: {card.code} may be left over in another best arrangement")
            why[card.code] = [("quiz.tt_in_meld", {"card": card, "cards": list(meld.cards), "rule": rule})]
    answer = _deadwood(question)
    return Answer([c.code for c in cards], [c.code for c in best.leftover], answer.explain,
                  {"round": round_number, "wild": wild.letter, "arrangement": answer.show["arrangement"]}, why)


_SOLVERS = {
    "trick-winner": _trick_winner,
    "is-trump": _is_trump,
    "hand-score": _hand_score,
    "game-winner": _game_winner,
    "bid-legal": _bid_legal,
    "all-pass": _all_pass,
    "deadwood": _deadwood,
    "leftover": _leftover,
}
