"""Drills of the scoring: what a side's score is after the hand, and who wins the game.

Each drill is scored by the rules of its own game, from scores below that game's target (a Pitch
31 learner never meets ten-point's 52); ``applies`` names the games whose scoring fields make the
rule's message true.
"""

from __future__ import annotations

import random
from typing import Any, Callable, NamedTuple

from ..cards import SUITS, Card
from ..pitch.actions import BID, Action
from ..pitch.hand_types import BIDDING_PHASE, KEEP, PLAY_PHASE
from ..pitch.ruleset import MOON, Ruleset
from ..pitch.scoring import BIDDING, DEFENDERS, MOON_SWING, HandScore
from ..pitch.state import HandState
from .model import CHOICE, NUMBER, Choice, Drill, Message, Step
from .pitch_deals import Policy, dealt, pitch_drill, random_policy, see_it, walk
from .register import maker

Scores = Callable[[random.Random, Ruleset], tuple[int, ...]]


def _units(rules: Ruleset) -> int:
    """Scores kept: one per team with four players, one per player with five."""
    return 2 if rules.teams_fixed else rules.players


def _game_scores(rng: random.Random, rules: Ruleset) -> tuple[int, ...]:
    """Scores a game of these rules may stand at before a hand: some below zero, all well short
    of its target."""
    return tuple(rng.randrange(-8, rules.target - 10) for _ in range(_units(rules)))


def _positive_scores(rng: random.Random, rules: Ruleset) -> tuple[int, ...]:
    """Scores above zero and short of the target: a moon may be bid (Pitch 31 wants a team score
    of at least 1) and a made one lifts the score to the target."""
    return tuple(rng.randrange(1, rules.target - 10) for _ in range(_units(rules)))


def _near_target(rng: random.Random, rules: Ruleset) -> tuple[int, ...]:
    """Scores a few points short of the target, as close as the points of one hand can bridge
    (a 5-point hand leaves the defenders a point at most). Five-handed, two players stand close
    and the rest further back: with every player close, three defenders would reach it at once."""
    reach = max(2, min(6, rules.total_points - rules.min_bid + 2))
    close = set(rng.sample(range(_units(rules)), 2))
    return tuple(rules.target - (rng.randrange(1, reach) if unit in close else rng.randrange(reach, reach + 10))
                 for unit in range(_units(rules)))


def _lone_bid(bid: int | str) -> Policy:
    """The first player bids ``bid`` and everyone else passes; then random play."""
    def policy(state: HandState, rng: random.Random) -> Action:
        if state.phase == BIDDING_PHASE:
            wanted = Action(BID, state.current_player, bid=bid)
            legal = state.legal_actions()
            if state.bid is None and wanted in legal:
                return wanted
            return next((a for a in legal if a.kind != BID), rng.choice(legal))
        return random_policy(state, rng)
    return policy


def _one_low_bid(state: HandState, rng: random.Random) -> Action:
    """The first player bids the lowest bid and everyone else passes: a bid that is often made."""
    if state.phase == BIDDING_PHASE:
        legal = state.legal_actions()
        if state.bid is None:
            return next(a for a in legal if a.kind == BID)
        return next((a for a in legal if a.kind != BID), legal[0])
    return random_policy(state, rng)


def _bidders_on_top(state: HandState, rng: random.Random) -> Action:
    """The first player bids the lowest bid and the others pass; then the bidding side plays its
    highest trump and the defenders their lowest: a bid made with points to spare, which random
    play gives less often."""
    if state.phase != PLAY_PHASE or state.trump is None:
        return _one_low_bid(state, rng)
    ranks = state.ruleset.trump_ranks(state.trump)
    sign = 1 if state.side_of(state.current_player) == BIDDING else -1
    return min(state.legal_actions(), key=lambda a: sign * ranks[a.card] if a.card is not None else 0)


class PlayedHand(NamedTuple):
    """A hand played to its end, and the hand when its last trick was led (or before its last
    move, where no trick was played): "See it" plays from there to the score."""

    state: HandState
    last_lead: HandState

    def steps(self) -> tuple[Step, ...]:
        return see_it(self.last_lead, self.state.history[len(self.last_lead.history):])


def _played_out(rng: random.Random, rules: Ruleset, scores: tuple[int, ...], policy: Policy,
                state: HandState | None = None) -> PlayedHand:
    """``state`` (default: a fresh deal) played to its end by ``policy``."""
    state = dealt(rng, rules, scores) if state is None else state
    last_lead = state.copy()
    for before, _action, _after in walk(state, rng, policy):
        if before.phase != PLAY_PHASE or not before.trick:
            last_lead = before
    return PlayedHand(state, last_lead)


def _scored(rule: str, played: PlayedHand, kind: str, question: Message, answer: Any,
            explanation: tuple[Message, ...], choices: tuple[Choice, ...] = ()) -> Drill:
    """A question on the scored hand: the table after it, no hand face up, the last trick on the
    table (the scores before the hand, the contract and the points each side took are the view's);
    "See it": the last trick played and the hand scored."""
    why = tuple((choice.value, explanation) for choice in choices if choice.value != answer)
    return pitch_drill(rule, played.state, kind, question, answer, explanation, choices=choices,
                       steps=played.steps(), why=why)


def _asked_seat(rng: random.Random, state: HandState, bidders: bool) -> int:
    """The bidder, or a player of the other side (five-handed, the partner is on the bidder's)."""
    if bidders:
        assert state.bidder is not None
        return state.bidder
    return rng.choice([seat for seat in range(state.players) if state.side_of(seat) == DEFENDERS])


# The engine's scoring lines of the defenders; every other line of the hand's score is the bidders'.
_DEFENDERS_LINES = ("score.defenders-taken",)
_NOT_A_LINE = ("game.target", "game.both-reach")


def said(event: Message) -> Message:
    """An engine scoring line as an explanation says it: a made bid that took exactly the bid
    scores the bid, with no "not the 4 it took" beside a bid of 4."""
    code, params = event
    if code == "score.made-bid" and params.get("bid") == params.get("taken"):
        return "drill.why.made-bid-exact", params
    return event


def _moon_line(rules: Ruleset, result: HandScore, team: str) -> tuple[Message, ...]:
    """What the bidding side's moon did, where the rule's sentence says only what a moon does."""
    if not result.moon or rules.moon_made != "plus20":
        return ()
    code = "drill.why.moon-made-twenty" if result.made else "drill.why.moon-missed-twenty"
    return ((code, {"team": team, "points": MOON_SWING}),)


def total_line(rules: Ruleset, result: HandScore, unit: int, team: str) -> Message:
    """The unit's score before the hand, what the hand changed and the new total: the number asked."""
    before, after = result.scores_before[unit], result.scores_after[unit]
    if result.moon and result.made and rules.moon_made == "to_target":
        return "drill.why.score-now", {"team": team, "before": before, "after": after}
    code = "drill.why.score-plus" if after >= before else "drill.why.score-minus"
    return code, {"team": team, "before": before, "points": abs(after - before), "after": after}


def _bidding_units(state: HandState) -> set[int]:
    return {state.unit_of(seat) for seat in range(state.players) if state.side_of(seat) == BIDDING}


def _once(lines: list[Message]) -> tuple[Message, ...]:
    """Each line once (the engine may say a rule twice in a hand: an early set, then the score)."""
    kept: dict[str, Message] = {}
    for code, params in lines:
        kept.setdefault(code, (code, params))
    return tuple(kept.values())


def _score_explanation(rule: str, state: HandState, unit: int) -> tuple[Message, ...]:
    """The rule's sentence, the asked side's own lines of the hand's score, and its new total."""
    result = state.result
    assert result is not None
    team = state.unit_names()[unit]
    bidding = unit in _bidding_units(state)
    lines = [said((e.rule_id, e.params)) for e in result.events
             if e.rule_id not in _NOT_A_LINE and (e.rule_id in _DEFENDERS_LINES) != bidding]
    lines.sort(key=lambda line: line[0] != rule)  # the rule first
    if bidding:
        lines += _moon_line(state.ruleset, result, team)
    return (*_once(lines), total_line(state.ruleset, result, unit, team))


def _score_after(rule: str, *, bidders: bool = True, bids: tuple[int | str, ...] = (),
                 scores: Scores = _game_scores) -> Callable:
    """What is this side's score after the hand? (bid, points taken and scores before shown)"""
    def make(rng: random.Random, rules: Ruleset) -> Drill | None:
        policy = _lone_bid(rng.choice(bids)) if bids else rng.choice((random_policy, _one_low_bid, _bidders_on_top))
        played = _played_out(rng, rules, scores(rng, rules), policy)
        state, result = played.state, played.state.result
        assert result is not None and state.bidder is not None
        if not any(e.rule_id == rule for e in result.events):
            return None
        if rule in ("score.made-taken", "score.made-bid") and result.taken[BIDDING] == result.bid:
            return None  # taking exactly the bid scores the same either way: not this rule's question
        unit = state.unit_of(_asked_seat(rng, state, bidders))
        return _scored(rule, played, NUMBER, ("drill.q.score-after", {"team": state.unit_names()[unit]}),
                       result.scores_after[unit], _score_explanation(rule, state, unit))
    return make


def _moon_scores(rng: random.Random, rules: Ruleset) -> tuple[int, ...]:
    """Scores from which a moon may be bid (Pitch 31 wants a team score of at least 1); below zero
    too where that is allowed, since a made moon then lifts the score to 0. Five-handed, every
    score is above zero: the bidder's partner then never decides for him where the moon lifts
    the side's score."""
    if rules.moon_min_team_score is not None or not rules.teams_fixed:
        low = max(1, rules.moon_min_team_score or 1)
    else:
        low = -10
    return tuple(rng.randrange(low, rules.target - 10) for _ in range(_units(rules)))


def _moon_made(rng: random.Random, rules: Ruleset, scores: tuple[int, ...]) -> HandState:
    """A moon that takes every point: the hands once the exchange is over, the bidding side (the
    bidder and his partner) holding every point card and the highest trump, the defenders the
    lowest trump left, so the bidding side takes every trick they play to."""
    players = rules.players
    bidder, suit = rng.randrange(players), rng.choice(SUITS)
    partner = (bidder + 2) % players if rules.teams_fixed else rng.choice([s for s in range(players) if s != bidder])
    order, points = rules.trump_order(suit), rules.point_table(suit)
    top = [card for card in order if points.get(card)] + [card for card in order if not points.get(card)]
    bidding = top[:KEEP * 2]
    rng.shuffle(bidding)
    hands: list[list[Card]] = [[] for _ in range(players)]
    hands[bidder], hands[partner] = bidding[:KEEP], bidding[KEEP:]
    defenders = [s for s in range(players) if s not in (bidder, partner)]
    for index, card in enumerate(top[KEEP * 2:]):
        hands[defenders[index % len(defenders)]].append(card)
    called = None if rules.teams_fixed else rng.choice(hands[partner])
    return HandState.from_position(rules, dealer=rng.randrange(players), bidder=bidder, bid=rules.moon_value,
                                   trump=suit, hands=hands, scores=scores, called=called)


def _moon_hand(rng: random.Random, rules: Ruleset) -> PlayedHand | None:
    """A moon bid and played, made (every point taken) or not, as often: a made moon is played from
    hands that make it (``_moon_made``), a missed one from a deal where the first player shoots
    the moon and the rest pass. None if the hand did not come out as wanted."""
    made, scores = rng.random() < 0.5, _moon_scores(rng, rules)
    if made:
        played = _played_out(rng, rules, scores, _bidders_on_top, _moon_made(rng, rules, scores))
    else:
        played = _played_out(rng, rules, scores, _lone_bid(rules.moon_value))
    result = played.state.result
    assert result is not None
    return played if result.moon and result.made == made else None


class PlayedMoon(NamedTuple):
    """A moon hand played out: the hand, its score, the bidders' scoring unit and the units' names."""

    played: PlayedHand
    result: HandScore
    bidders: int
    names: list[str]

    def question(self, rules: Ruleset) -> Message:
        """The question: the bidders, their bid of the moon and the points they took; who wins?"""
        return ("drill.q.moon-game", {"team": self.names[self.bidders], "bid": rules.moon_value,
                                      "taken": self.result.taken[BIDDING], "points": rules.total_points})

    def missed_game(self, rule: str) -> tuple[Message, ...]:
        """Why a missed moon decides the game: the rule, what the bidders did and who wins."""
        team = self.names[self.bidders]
        winner = _winner_answer(self.names, self.result)
        taken = {"team": team, "taken": self.result.taken[BIDDING]}
        winners: tuple[Message, ...] = (("drill.why.game-winner", {"team": winner}),) if winner != "none" else ()
        return ((rule, self.rule_params()), ("drill.why.moon-missed", taken), *winners)

    def rule_params(self) -> dict[str, Any]:
        return next((e.params for e in self.result.events if e.rule_id.startswith("score.moon")), {})


def _played_moon(rng: random.Random, rules: Ruleset) -> PlayedMoon | None:
    """A moon bid and played (``_moon_hand``), with what its drills ask about."""
    played = _moon_hand(rng, rules)
    if played is None:
        return None
    state, result = played.state, played.state.result
    assert result is not None and state.bidder is not None
    return PlayedMoon(played, result, state.unit_of(state.bidder), state.unit_names())


def _moon_score(rule: str) -> Callable:
    """A side shot the moon and took every point, or not quite: what is the bidder's score now?"""
    def make(rng: random.Random, rules: Ruleset) -> Drill | None:
        moon = _played_moon(rng, rules)
        if moon is None:
            return None
        result = moon.result
        if not result.made and result.game_over and len(result.winners) == 1:
            # a missed moon that loses the game leaves the score where it was: ask who wins
            return _scored(rule, moon.played, CHOICE, moon.question(rules), _winner_answer(moon.names, result),
                           moon.missed_game(rule), _winner_choices(moon.names))
        return _scored(rule, moon.played, NUMBER, ("drill.q.score-after", {"team": moon.names[moon.bidders]}),
                       result.scores_after[moon.bidders], _score_explanation(rule, moon.played.state, moon.bidders))
    return make


def _is_made_bid(r: Ruleset) -> bool:
    return r.made_bid_scores == "bid"


def _is_plus20_moon(r: Ruleset) -> bool:
    return r.moon_made == "plus20" and r.moon_failed == "minus20"


def _is_target_moon(r: Ruleset) -> bool:
    return r.moon_made == "to_target" and r.moon_failed == "lose_game"


maker("score.made-taken", applies=lambda r: r.made_bid_scores == "taken")(
    _score_after("score.made-taken"))
maker("score.made-bid", applies=_is_made_bid)(_score_after("score.made-bid"))
maker("score.set")(_score_after("score.set"))
maker("score.defenders-taken")(_score_after("score.defenders-taken", bidders=False))
maker("score.moon-twenty", applies=_is_plus20_moon)(_moon_score("score.moon-twenty"))
maker("score.moon-to-target", applies=_is_target_moon)(_moon_score("score.moon-to-target"))
# The engine sets early a bid of 10 or the moon, which is what the rule's message says: only a
# game whose highest number bid is 10 plays it as written.
maker("score.early-set", applies=lambda r: r.early_set and r.max_numeric_bid == 10)(
    _score_after("score.early-set", bids=(10, MOON), scores=_positive_scores))


def _winner_choices(names: list[str]) -> tuple[Choice, ...]:
    return tuple(Choice(u, ("drill.team", {"team": u})) for u in names) + (Choice("none", ("drill.nobody-yet", {})),)


def _winner_answer(names: list[str], result: HandScore) -> str:
    return names[result.winners[0]] if result.winners else "none"


def _decided_by_scores(state: HandState, wants_both: bool) -> bool:
    """The hand this game-winner drill needs: no moon (a moon wins or loses the game by its own
    rule), and both sides reaching the target exactly when asked, the bidders then winning."""
    result = state.result
    assert result is not None
    if result.moon:
        return False
    both = any(e.rule_id == "game.both-reach" for e in result.events)
    if not both or not wants_both:
        return both == wants_both
    # Five-handed, several defenders may reach the target without the bidders: not this rule.
    return all(state.side_of(unit) == BIDDING for unit in result.winners)


def _game_winner(rule: str, wants_both: bool) -> Callable:
    """Who wins the game after this hand? Every side starts a few points short of the target."""
    def make(rng: random.Random, rules: Ruleset) -> Drill | None:
        # Both reach only when the bid is made: then a low bid, most often made, is bid.
        policy = _one_low_bid if wants_both else rng.choice((random_policy, _one_low_bid))
        played = _played_out(rng, rules, _near_target(rng, rules), policy)
        state, result = played.state, played.state.result
        assert result is not None
        if not _decided_by_scores(state, wants_both):
            return None
        if not wants_both and result.winners and rng.random() < 0.3:
            return None  # a few more hands that leave the game open
        names = state.unit_names()
        # the target always (also when nobody reaches it), then the exception when both reach it,
        # the hand's scoring, and who wins
        both: tuple[Message, ...] = (("game.both-reach", {}),) if rule == "game.both-reach" else ()
        winner = _winner_answer(names, result)
        explanation: tuple[Message, ...] = (("game.target", {"target": rules.target}), *both, *_once([
            said((e.rule_id, e.params)) for e in result.events if e.rule_id not in _NOT_A_LINE]),
            *(total_line(rules, result, unit, name) for unit, name in enumerate(names)),
            ("drill.why.game-winner", {"team": winner}) if winner != "none" else ("drill.why.game-open", {}))
        return _scored(rule, played, CHOICE, ("drill.q.game-winner", {}), _winner_answer(names, result),
                       explanation, _winner_choices(names))
    return make


maker("game.target")(_game_winner("game.target", wants_both=False))
maker("game.both-reach", applies=lambda r: r.both_reach == "bidder_wins")(
    _game_winner("game.both-reach", wants_both=True))


def _moon_wins_game(r: Ruleset) -> bool:
    """A made moon wins the game, and the moon is the bid of 13, as the rule's message says."""
    return r.moon_made == "win_game" and r.moon_value == 13


@maker("score.moon-wins", applies=_moon_wins_game)
def moon_wins(rng: random.Random, rules: Ruleset) -> Drill | None:
    """A side bid 13 and took every point, or not: who wins the game?"""
    moon = _played_moon(rng, rules)
    if moon is None:
        return None
    result = moon.result
    team = moon.names[moon.bidders]
    if result.made:
        explanation: tuple[Message, ...] = (("score.moon-wins", moon.rule_params()),
                                            ("drill.why.game-winner", {"team": team}))
    else:  # the rule, then what the missed 13 did: set, and the game goes on (or the others reach it)
        explanation = (("score.moon-wins", {}), *_score_explanation("score.set", moon.played.state, moon.bidders))
        winner = _winner_answer(moon.names, result)
        explanation += ((("drill.why.game-winner", {"team": winner}),) if winner != "none" else
                        (("drill.why.game-open", {}),))
    return _scored("score.moon-wins", moon.played, CHOICE, moon.question(rules), _winner_answer(moon.names, result),
                   explanation, _winner_choices(moon.names))
