"""The meld calculator: the least deadwood a Three Thirteen hand can leave in a given round.

The round fixes the hand size and the wild rank (round 1: three cards, threes wild ... round 11:
thirteen cards, kings wild). A hand is accepted with the round's size, or one card more (the
moment after drawing, before the discard). The answer is the solver's exact minimum with one
arrangement that reaches it: the melds, what each wild stands for, the cards left over, and the
events that explain the count (each citing its rule).
"""

from __future__ import annotations

from typing import Any, Iterable

from ..card_entry import parse_cards
from ..cards import Card
from ..errors import NotationError
from ..three_thirteen.pack_limits import check_copies
from ..three_thirteen.ruleset import get_ruleset
from ..three_thirteen.ruleset import Ruleset
from ..event import Event
from ..three_thirteen.scoring import explain_hand
from ..three_thirteen.solver import min_deadwood
from .events import event_view


def calculate(round_number: int, cards: str | Iterable[str], preset: str = "three-thirteen",
              lang: str = "en") -> dict[str, Any]:
    rules = get_ruleset(preset)
    if isinstance(round_number, bool) or not isinstance(round_number, int):
        raise NotationError("tt.round.count", round=str(round_number), rounds=rules.rounds)
    size = rules.hand_size(round_number)  # refuses a round that does not exist
    hand = _cards(cards, lang)
    if len(hand) not in (size, size + 1):
        raise NotationError("melds.hand-size", round=round_number, hand_size=size, drawn=size + 1,
                            count=len(hand))
    check_copies(hand, rules)
    wild = rules.wild_rank(round_number)
    arrangement = min_deadwood(hand, wild, rules)
    return {
        "preset": rules.name,
        "round": round_number,
        "hand_size": size,
        "cards": [c.code for c in hand],
        **arrangement.to_dict(),
        "penalties": {c.code: rules.penalty(c, wild) for c in arrangement.leftover},
        "events": [event_view(event, lang) for event in _explained(rules, arrangement)],
    }


# The solver explains a seat at a table ("Player 1 has ..."); the calculator has no seats, and
# says the total in its own words, so those events give way to the rule that prices the cards.
_SEAT_EVENTS = {"tt.score.deadwood", "tt.score.all-melded", "tt.score.went-out"}


def _explained(rules: Ruleset, arrangement: Any) -> list[Event]:
    events = [Event("tt.score.fewest-points")]
    events += [e for e in explain_hand(rules, 0, arrangement) if e.rule_id not in _SEAT_EVENTS]
    if arrangement.leftover:
        court = "11, 12, 13" if rules.court_penalty is None else rules.court_penalty
        events.append(Event("tt.score.values", {"ace": rules.ace_penalty, "court": court}))
    return events


def _cards(cards: str | Iterable[str], lang: str = "en") -> list[Card]:
    # the notation, or the reader's own letters (pitch_core/card_entry.py: "DK" is the Karo-Dame in German)
    hand = parse_cards(cards if isinstance(cards, str) else [str(c) for c in cards], lang)
    if not hand:
        raise NotationError("melds.no-cards")
    return hand
