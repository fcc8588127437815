"""A fair review of one seat's card plays: judged on what that seat could see, never on the
hidden cards.

At each card the seat played, deals of the cards it had not seen are sampled consistently with
everything it had seen, exactly as the Monte Carlo player samples them
(``bots.information.sample_world``: its own hand, the cards played, the seats seen to be out of
trump, the trump given up in the open, what the preset's exchange makes certain). Each deal is
solved exactly (``search.solve``), and each card's values are averaged: the best card is the one
with the best average, and the points lost are the best average less the played card's. So two
hands that look the same from the seat's chair get the same review.

The seat's calls, its trump and its exchange choices are reviewed the same way by ``choices``:
each option tried on deals drawn from what the seat had seen by then (``worlds``), the rest of
the hand made by the engine's player up to the first lead and the play solved exactly.

Five-handed, the partnership is known in every sampled deal (the called card is somewhere in it)
and each deal is solved with it known to all, as double dummy means; the seat's own side is the
same in every deal, since the seat knows whether it is the bidder or holds the called card.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import Any

from ..bots.information import SeatKnowledge, sample_world
from ..cards import Card
from ..pitch.actions import PLAY, seat_label
from ..pitch.position import BURNED, FATE_RULES, MIDDLE, TO_SIDE
from ..pitch.record import HandRecord
from ..pitch.state import HandState
from .verdicts import GOOD, VERDICTS, DealBudget, judged, verdict  # noqa: F401  (the review's lines, said here too)
from .choices import ChoiceDecision, PlayCache, is_choice, review_choice
from .search import solve

DEFAULT_SAMPLES = 20
MAX_SAMPLES = 500  # deals per card played; more would only make a command line wait


# Points that left play in the exchange in sight of the table (a [Start "play"] record's credits):
# the seat saw these go, so no sampled deal puts them in a hand. Cards passed by in the 13-point
# partner's pack were seen by nobody else.
_PUBLIC_FATES = (TO_SIDE, BURNED, MIDDLE)


@dataclass(frozen=True)
class Decision:
    """One reviewed card play: each legal card's average value for the seat's side."""

    move: int  # the move's number in the record (1 = its first move, calls included)
    seat: int
    played: Card
    best: Card
    values: dict[Card, float]
    lost: float
    verdict: str
    samples: int  # deals solved (a deal that cannot be found is skipped)

    def to_dict(self, players: int) -> dict[str, Any]:
        return {"move": self.move, "seat": seat_label(self.seat, players), "decision": "card",
                "played": self.played.code,
                "best": self.best.code, "values": {card.code: round(v, 2) for card, v in self.values.items()},
                "lost": round(self.lost, 2), "verdict": self.verdict, "samples": self.samples}


def review_record(record: HandRecord, seat: int, samples: int = DEFAULT_SAMPLES, seed: int = 0,
                  choices: bool = False) -> list[Decision | ChoiceDecision]:
    """Every card ``seat`` played in the record, reviewed, and with ``choices`` its calls, trump
    and exchange choices too (``python -m pitch_core analyse`` prints them all). The record is replayed first, so a bad move is refused as ``replay``
    refuses it; each decision's deals come from its own seeded generator, so a review depends
    only on the seat's view, the samples and the seed."""
    final = record.replay()
    state = record.initial_state()
    drops = public_drops(record)
    cache = PlayCache()
    decisions: list[Decision | ChoiceDecision] = []
    for number, action in enumerate(final.history[len(state.history):], start=1):
        if action.seat == seat:
            rng = random.Random(f"review:{seed}:{number}")
            if action.kind == PLAY and action.card is not None:
                decisions.append(review_play(state, seat, action.card, samples, rng, number, drops))
            elif choices and is_choice(state, action):
                choice = review_choice(state, seat, action, samples, rng, number, cache=cache)
                if choice is not None:
                    decisions.append(choice)
        state.apply(action)
    return decisions


def review_play(state: HandState, seat: int, played: Card, samples: int, rng: random.Random, number: int = 0,
                drops: tuple[tuple[int, Card, str], ...] = (), budget: int | None = None, least: int = 1) -> Decision:
    """One card play reviewed from the seat's view of ``state`` (its turn in the play). With a
    ``budget`` (positions searched), no further deal is solved once it is spent and ``least``
    deals are: a count, not a clock, so the review stays the same on any machine."""
    knowledge = SeatKnowledge.read(state.ruleset, state.observation(seat))
    if drops:
        knowledge = replace(knowledge, drops=knowledge.drops + drops)
    values, solved = averaged_values(knowledge, rng, DealBudget(samples, budget, least))
    if played not in values:  # no deal found: nothing to judge the play against
        return Decision(number, seat, played, played, values, 0.0, GOOD, solved)
    best, lost = judged(values, played)
    return Decision(number, seat, played, best, values, lost, verdict(lost), solved)


def averaged_values(knowledge: SeatKnowledge, rng: random.Random, spent: DealBudget) -> tuple[dict[Card, float], int]:
    """Each legal card's average value for the seat's side over the deals ``spent`` allows, solved
    exactly, and how many deals were solved (the review and the solver bot both judge by it)."""
    totals: dict[Card, float] = {}
    for world in spent.deals(lambda: sample_world(knowledge, rng)):
        solution = solve(world)
        for card, value in solution.values.items():
            totals[card] = totals.get(card, 0.0) + value
        spent.nodes += solution.nodes
    return {card: total / spent.solved for card, total in totals.items()}, spent.solved


def public_drops(record: HandRecord) -> tuple[tuple[int, Card, str], ...]:
    """A position record's credits that the table saw go, as the bots' public drops."""
    return tuple((credit.seat, credit.card, FATE_RULES[credit.fate]) for credit in record.credits
                 if credit.fate in _PUBLIC_FATES and credit.seat is not None)
