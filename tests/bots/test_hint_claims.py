"""Every hint says only what is true: its claims are checked against the engine, over random hands
of every preset and modifier.

The checks look at the whole table (every hand, the engine's sides), so a claim about what "nobody
against you" can do is checked against the cards they really hold. A claim about what the player
cannot know ("you hold no sure winner") is checked against the cards that player has not seen:
some trump he has not seen must beat each of his cards. The trick ranks are worked out here from
the ruleset's trump order, and checked against the engine's trick winners as the hands are played.
"""

from __future__ import annotations

import itertools
import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from pitch_core.bots import advise
from pitch_core.bots.messages import MESSAGES
from pitch_core.cards import HIGH_JOKER, LOW_JOKER, Card, Rank
from pitch_core.pitch import get_ruleset
from pitch_core.pitch.actions import CLAIM, DROP, PLAY
from pitch_core.pitch.presets import MODIFIERS, PRESETS
from pitch_core.pitch.state import HandState
from pitch_core.rulebook import RULES

VARIANTS = ["+".join((preset, *mods)) for preset in PRESETS for k in range(len(MODIFIERS) + 1)
            for mods in itertools.combinations(MODIFIERS, k)]
PUBLIC_DROPS = ("exchange.burn", "exchange.excess-to-opponents")


class Table:
    """The facts of one moment of a hand, seen from everywhere at once (the checks' truth)."""

    def __init__(self, state: HandState, seat: int) -> None:
        self.state, self.seat = state, seat
        ruleset, trump = state.ruleset, state.trump
        assert trump is not None, "a table is read during the play"
        self.trump = trump
        self.order = ruleset.trump_order(trump)
        self.rank = {card: i for i, card in enumerate(self.order)}
        self.card_points = ruleset.card_points(trump)
        self.first_high = ruleset.joker_identity == "first_played_high"
        self.jokers_before_trick = sum(c.is_joker for t in state.tricks for _, c in t.plays)
        self.jokers_now = self.jokers_before_trick + sum(c.is_joker for _, c in state.trick)
        self.standing = winner_of(self, state.trick, self.jokers_before_trick)

    def points(self, card: Card) -> int:
        """What a card is worth, wherever it goes."""
        return self.card_points.get(card, 0)

    def risked(self, card: Card) -> int:
        """What the trick's winner takes with the card: nothing for a 2 that goes back."""
        return 0 if self.state.ruleset.is_protected_deuce(card, self.trump) else self.points(card)

    def trick_rank(self, card: Card, jokers_before: int) -> int:
        if self.first_high and card.is_joker:
            return self.rank[HIGH_JOKER if jokers_before == 0 else LOW_JOKER]
        return self.rank[card]

    def my_rank(self, card: Card) -> int:
        return self.trick_rank(card, self.jokers_now)

    def trump_of(self, seat: int) -> list[Card]:
        return [c for c in self.state.hands[seat] if c in self.rank]

    def mine(self) -> list[Card]:
        return self.trump_of(self.seat)

    def teammate(self, seat: int) -> bool:
        return seat != self.seat and self.state.side_of(seat) == self.state.side_of(self.seat)

    def later_seats(self) -> list[int]:
        """The seats that still play to this trick after ours: clockwise, holding trump."""
        players = self.state.players
        leader = self.state.trick[0][0] if self.state.trick else self.seat
        seats = [(self.seat + i) % players for i in range(1, players)]
        seats = seats[:seats.index(leader)] if leader in seats else seats
        return [s for s in seats if self.trump_of(s)]

    def later_opponents(self) -> list[int]:
        return [s for s in self.later_seats() if not self.teammate(s)]

    def can_beat(self, seats: list[int], rank: int, joker_played: bool) -> bool:
        """Could one of these seats, playing after us, beat a card of this rank? (At worst no
        other joker comes between, so a joker takes the high place if none was played yet.)"""
        jokers = self.jokers_now + joker_played
        return any(self.trick_rank(c, jokers) < rank for s in seats for c in self.trump_of(s))

    def beats_standing(self, card: Card) -> bool:
        return self.standing is None or self.my_rank(card) < self.standing[2]

    def trick_points(self) -> int:
        return sum(self.risked(c) for _, c in self.state.trick)

    def unseen(self) -> list[Card]:
        """Trump this seat has not seen: not in its hand, not played, not shown on the table."""
        state = self.state
        seen = set(state.hands[self.seat])
        seen.update(c for t in state.tricks for _, c in t.plays)
        seen.update(c for _, c in state.trick)
        seen.update(c for _, c in state.middle)
        for _, event in state.events:
            if event.rule_id in PUBLIC_DROPS:
                seen.update(event.params.get("cards", ()))
        return [c for c in self.order if c not in seen]

    def might_be_beaten(self, card: Card) -> bool:
        """Some trump this seat has not seen outranks the card, played after it."""
        rank = self.my_rank(card)
        jokers = self.jokers_now + card.is_joker
        return any(self.trick_rank(u, jokers) < rank for u in self.unseen())


def winner_of(table: Table, plays, jokers_before: int):
    """(seat, card, rank) of the best card of these plays, or None."""
    best = None
    for seat, card in plays:
        rank = table.trick_rank(card, jokers_before)
        jokers_before += card.is_joker
        if best is None or rank < best[2]:
            best = (seat, card, rank)
    return best


# -- one check per hint code: the facts its sentence states -------------------------------------------
def _only_card(t, card, p, legal):
    assert len(legal) == 1 and legal[0].card is card


def _called_card_leads(t, card, p, legal):
    assert card is t.state.called and len(legal) == 1


def _deuce_returns(t, card, p, legal):
    assert card.rank is Rank.TWO and card.suit is t.state.trump
    assert t.state.ruleset.is_protected_deuce(card, t.state.trump)


def _all_tricks_ours(t, card, p, legal):
    """Nobody against you holds trump any more."""
    opponents = [s for s in range(t.state.players) if s != t.seat and not t.teammate(s)]
    assert not any(t.trump_of(s) for s in opponents)


def _lead_winner(t, card, p, legal):
    """No trump still out can beat it, so it takes the trick."""
    assert not t.state.trick
    others = [s for s in range(t.state.players) if s != t.seat]
    assert not t.can_beat(others, t.my_rank(card), card.is_joker)


def _no_sure_winner(t, card):
    assert not t.state.trick
    assert all(t.might_be_beaten(c) for c in t.mine())
    assert t.risked(card) == 0  # "a card that risks no points"


def _lead_low(t, card, p, legal):
    _no_sure_winner(t, card)
    # "let your partner take the trick": the player knows a partner who still has cards.
    state = t.state
    known = state.ruleset.teams_fixed or state.called in state.hands[t.seat] or any(
        c is state.called for tr in state.tricks for _, c in tr.plays)
    assert known and any(t.teammate(s) and state.hands[s] for s in range(state.players))


def _lead_low_alone(t, card, p, legal):
    _no_sure_winner(t, card)


def _least_points(t, card, p, legal):
    """Every card you can play carries points; this one risks the fewest."""
    risks = [t.risked(a.card) for a in legal]
    assert min(risks) > 0 and t.risked(card) == min(risks) == p["points"]


def _takes(t, card, p, anybody: bool):
    assert t.state.trick and t.beats_standing(card)
    seats = t.later_seats() if anybody else t.later_opponents()
    assert not t.can_beat(seats, t.my_rank(card), card.is_joker)
    return t.trick_points() + t.risked(card)


def _take_trick(t, card, p, legal):
    """Nothing still to come can beat it; it brings home {points} points."""
    assert _takes(t, card, p, anybody=True) == p["points"] > 0


def _take_trick_side(t, card, p, legal):
    """Nobody against you still to play can beat it; {points} points to your side."""
    assert _takes(t, card, p, anybody=False) == p["points"] > 0


def _take_lead(t, card, p, legal):
    """Nothing still to come can beat it, and you will lead the next one (you keep trump)."""
    assert _takes(t, card, p, anybody=True) == 0
    assert len(t.mine()) > 1


def _take_empty(t, card, p, legal):
    assert _takes(t, card, p, anybody=False) == 0


def _contest(t, card, p, legal):
    """Beat {winner}: the trick holds {points} points and the card risks none."""
    assert t.state.trick and t.beats_standing(card)
    assert p["winner"] is t.standing[1] and p["points"] == t.trick_points() > 0
    assert t.risked(card) == 0


def _give_nothing(t, card, p, legal):
    """Not yours to win: no card of yours beats the trick for sure; this one risks nothing."""
    assert t.state.trick and t.risked(card) == 0
    assert all(t.might_be_beaten(c) for c in t.mine() if t.beats_standing(c))


def _partner_ahead(t, card, p, legal):
    """Your partner's {winner} is ahead, the trick holds no points; the card gives nothing."""
    assert t.state.trick and t.teammate(t.standing[0]) and p["winner"] is t.standing[1]
    assert t.trick_points() == 0 and t.risked(card) == 0


def _side_holds(t, p):
    """Nobody against you still to play can beat {winner}: the trick is your side's."""
    assert t.state.trick and t.teammate(t.standing[0]) and p["winner"] is t.standing[1]
    assert not t.can_beat(t.later_opponents(), t.standing[2], False)


def _partner_wins(t, card, p, legal):
    _side_holds(t, p)
    assert not any(t.risked(c) for c in t.mine())  # "you have no point card to add"


def _partner_wins_keep(t, card, p, legal):
    _side_holds(t, p)
    assert t.risked(card) == 0
    kept = [c for c in t.mine() if t.risked(c)]
    others = [s for s in range(t.state.players) if s != t.seat]
    assert kept and not any(t.can_beat(others, t.my_rank(c), c.is_joker) for c in kept)


def _save_on_partner(t, card, p, legal):
    _side_holds(t, p)
    assert t.risked(card) == p["points"] > 0


def _best_in_samples(t, card, p, legal):
    assert p["samples"] > 0 and p["other"] is not card


PLAY_CHECKS = {
    "hint.play.only-card": _only_card, "play.called-card-leads": _called_card_leads,
    "play.deuce-returns": _deuce_returns, "hint.play.all-tricks-ours": _all_tricks_ours,
    "hint.play.lead-winner": _lead_winner, "hint.play.lead-low": _lead_low,
    "hint.play.lead-low-alone": _lead_low_alone, "hint.play.least-points": _least_points,
    "hint.play.take-trick": _take_trick, "hint.play.take-trick-side": _take_trick_side,
    "hint.play.take-lead": _take_lead, "hint.play.take-empty": _take_empty,
    "hint.play.contest": _contest, "hint.play.give-nothing": _give_nothing,
    "hint.play.partner-ahead": _partner_ahead, "hint.play.partner-wins": _partner_wins,
    "hint.play.partner-wins-keep": _partner_wins_keep, "hint.play.save-on-partner": _save_on_partner,
    "hint.play.best-in-samples": _best_in_samples,
}


def _drop_least(t, card, p, legal):
    assert t.points(card) == 0  # "a low card without points"


def _drop_fewest(t, card, p, legal):
    points = [t.points(a.card) for a in legal if a.kind == DROP]
    assert min(points) > 0 and t.points(card) == min(points) == p["points"]


def _take_rest(t, card, p, legal):
    assert p["count"] == len(t.mine()) < 6  # "you still have room for more"


def _give_rest(t, card, p, legal):
    assert p["count"] == len(t.mine())


def _claim(t, card, p, legal):
    assert t.points(card) > 0


def _nothing_to_claim(t, card, p, legal):
    assert not any(a.kind == CLAIM for a in legal)


def _swap(t, card, p, legal):
    assert t.points(p["card"]) > t.points(p["out"])  # the card shown is the point card


def _swap_higher(t, card, p, legal):
    shown, out = p["card"], p["out"]
    assert t.points(shown) >= t.points(out)
    assert out not in t.rank or t.rank[shown] < t.rank[out]


def _stop_for_partner(t, card, p, legal):
    assert t.points(p["card"]) > 0


EXCHANGE_CHECKS = {
    "hint.exchange.drop-least": _drop_least, "hint.exchange.drop-fewest": _drop_fewest,
    "hint.exchange.take-rest": _take_rest, "hint.exchange.give-rest": _give_rest,
    "hint.exchange.claim": _claim, "hint.exchange.nothing-to-claim": _nothing_to_claim,
    "hint.exchange.swap": _swap, "hint.exchange.swap-higher": _swap_higher,
    "hint.exchange.skip": lambda *args: None, "hint.exchange.stop-for-partner": _stop_for_partner,
}
CHECKED = {**PLAY_CHECKS, **EXCHANGE_CHECKS}


def check_hint(state: HandState, seat: int, advice) -> None:
    legal = state.legal_actions()
    assert advice.action in legal
    code = advice.reason_rule_id
    assert code in MESSAGES or code in RULES, code
    if state.trump is None:  # the auction and the trump call: estimates, not facts
        if code == "hint.bid.partner-holds":
            assert state.ruleset.teams_fixed and state.bidder == (seat + 2) % state.players
        return
    assert code in CHECKED, f"{code} has no check of what it claims"
    table = Table(state, seat)
    try:
        CHECKED[code](table, advice.action.card, advice.params, legal)
    except AssertionError as error:
        raise AssertionError(f"{code} is not true here: {advice.message()}\n"
                             f"hands {[[c.code for c in h] for h in state.hands]}, "
                             f"trick {[(s, c.code) for s, c in state.trick]}") from error


def play_and_check(variant: str, seed: int, bot_share: float) -> Counter:
    """Play one hand, checking the heuristic's hint at every turn; the moves follow the hint
    with probability ``bot_share``, else are random (positions no bot would reach)."""
    ruleset = get_ruleset(variant)
    rng = random.Random(seed)
    state = HandState.new(ruleset, dealer=seed % ruleset.players)
    state.deal_random(rng)
    codes: Counter = Counter()
    while not state.is_terminal:
        seat = state.current_player
        advice = advise(state, seat)
        check_hint(state, seat, advice)
        codes[advice.reason_rule_id] += 1
        tricks = len(state.tricks)
        action = advice.action if rng.random() < bot_share else rng.choice(state.legal_actions())
        before = Table(state, seat) if action.kind == PLAY else None
        state.apply(action)
        if before is not None and len(state.tricks) > tricks:  # our trick ranks agree with the engine
            done = state.tricks[-1]
            assert winner_of(before, done.plays, before.jokers_before_trick)[0] == done.winner
    return codes


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(variant=st.sampled_from(VARIANTS), seed=st.integers(0, 10**6), bot_share=st.floats(0, 1))
def test_every_hint_claim_is_true(variant, seed, bot_share):
    play_and_check(variant, seed, bot_share)


def test_the_checks_meet_every_hint_and_every_variant():
    """A sweep over every preset with every set of modifiers reaches each checked hint (so the
    property above is not vacuous for any of them)."""
    seen: Counter = Counter()
    for index, variant in enumerate(VARIANTS):
        for seed in range(3):
            seen += play_and_check(variant, index * 10 + seed, bot_share=(0.9, 0.5, 0.0)[seed])
    # Monte Carlo only; or deals a few hands in a thousand bring (the called card in the blind, a
    # seventh trump, a point card in the middle, a shown card as good as the worst kept one).
    rare = {"hint.play.best-in-samples", "play.called-card-leads", "hint.exchange.drop-fewest",
            "hint.exchange.claim", "hint.exchange.nothing-to-claim", "hint.exchange.stop-for-partner",
            "hint.exchange.swap-higher"}
    assert set(CHECKED) - rare <= set(seen), sorted(set(CHECKED) - rare - set(seen))


# Hands (found by a search) that bring hints the sweep above rarely meets. If the deal changes,
# search again: play_and_check over seeds until the code appears.
@pytest.mark.parametrize("code, variant, seed, bot_share", [
    ("play.called-card-leads", "pitch31+five-handed", 12, 0.9),
    ("hint.exchange.claim", "thirteen-point-partner", 53, 0.0),
    ("hint.exchange.drop-fewest", "13-point+five-handed", 52, 0.9),
])
def test_rare_hints_are_checked_too(code, variant, seed, bot_share):
    assert code in play_and_check(variant, seed, bot_share)


def test_monte_carlo_hints_are_checked_too():
    for variant in ("ten-point", "thirteen-point-partner+five-handed"):
        ruleset = get_ruleset(variant)
        rng = random.Random(7)
        state = HandState.new(ruleset)
        state.deal_random(rng)
        while not state.is_terminal:
            seat = state.to_move
            advice = advise(state, seat, "monte-carlo", rng=rng.randrange(99), samples=4, budget_ms=None)
            check_hint(state, seat, advice)
            state.apply(advice.action)
