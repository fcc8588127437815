"""What a decision that lost points is called, as Lichess names it: one line for cards and for
calls, trump and exchange choices (``review`` and ``choices`` both read it)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Hashable, Iterator, TypeVar

Option = TypeVar("Option", bound=Hashable)
Deal = TypeVar("Deal")

# Points lost (averaged over the sampled deals) from which a play is called what Lichess calls
# it, largest first. The smallest stake one card decides is a point (an ace, a jack, a ten, a 2),
# so: half a point = a point thrown away in half the deals the seat could be in (an inaccuracy);
# a whole point on average is a mistake; two or more, as much as the 3 is worth or a bid set,
# is a blunder.
VERDICTS: tuple[tuple[float, str], ...] = ((2.0, "blunder"), (1.0, "mistake"), (0.5, "inaccuracy"))
GOOD = "good"


def verdict(lost: float) -> str:
    """What a play that lost this many points is called."""
    for threshold, word in VERDICTS:
        if lost >= threshold:
            return word
    return GOOD


def judged(values: dict[Option, float], played: Option) -> tuple[Option, float]:
    """The best option (the one played where it ties for best) and the points ``played`` lost against it."""
    top = max(values.values())
    best = played if values[played] == top else next(option for option, value in values.items() if value == top)
    return best, top - values[played]


@dataclass
class DealBudget:
    """How many deals a decision is judged on: up to ``samples``; with a ``budget`` (positions
    searched) no further deal once it is spent and ``least`` deals are solved: a count, not a
    clock, so a review is the same on any machine. The caller adds each deal's ``nodes``."""

    samples: int
    budget: int | None = None
    least: int = 1
    solved: int = 0
    nodes: int = 0

    def deals(self, draw: Callable[[], Deal | None]) -> Iterator[Deal]:
        """The deals to solve, drawn one by one (``draw`` gives None where it finds none)."""
        for _ in range(self.samples):
            if self.budget is not None and self.solved >= self.least and self.nodes >= self.budget:
                return
            deal = draw()
            if deal is None:
                continue
            yield deal
            self.solved += 1
