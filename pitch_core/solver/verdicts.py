"""What a decision that lost points is called, as Lichess names it: one line for cards and for
calls, trump and exchange choices (``review`` and ``choices`` both read it)."""

from __future__ import annotations

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
