"""An independent brute-force minimum-deadwood search, straight from the definitions of docs/three-thirteen.md (sets, runs, wilds, deadwood).

It shares nothing with ``pitch_core.three_thirteen.solver`` but the card values and the ruleset's
parameters: a meld is checked by trying every designation of its wild-rank cards (self or wild)
against the set, run and all-wild definitions; every candidate meld of the hand is listed as a
bitmask of card positions; and a memoised search over positions takes the first unplaced card as
deadwood or as part of one candidate meld. Slow, plain, and only for the tests.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations, product
from typing import Sequence

from pitch_core.cards import Card, Rank
from pitch_core.three_thirteen.ruleset import Ruleset


def penalty(card: Card, wild_rank: Rank, rules: Ruleset) -> int:
    if card.is_joker:
        return rules.joker_penalty
    if card.rank is wild_rank and rules.wild_penalty is not None:
        return rules.wild_penalty
    pip = 1 if card.rank is Rank.ACE else int(card.natural_rank)
    if pip == 1:
        return rules.ace_penalty
    if pip > 10:
        return pip if rules.court_penalty is None else rules.court_penalty
    return pip


def _set_ok(naturals: Sequence[Card], size: int, rules: Ruleset) -> bool:
    if len({c.rank for c in naturals}) != 1:
        return False
    if not rules.set_duplicates:
        return len(set(naturals)) == len(naturals) and size <= 4
    return True


def _run_ok(naturals: Sequence[Card], size: int, rules: Ruleset) -> bool:
    if len({c.suit for c in naturals}) != 1:
        return False
    top = 14 if rules.aces == "high_or_low" else 13
    choices = []
    for card in naturals:
        low = 1 if card.rank is Rank.ACE else int(card.natural_rank)
        choices.append((1, 14) if card.rank is Rank.ACE and rules.aces == "high_or_low" else (low,))
    for values in product(*choices):
        if len(set(values)) != len(values):
            continue
        # some window [a, a + size - 1] inside [1, top] holds every value
        if max(1, max(values) - size + 1) <= min(min(values), top - size + 1):
            return True
    return False


def meld_is_valid(cards: Sequence[Card], wild_rank: Rank, rules: Ruleset) -> bool:
    """A meld (rules tt.meld.*), literally: some designation of the wild-rank cards makes it valid."""
    if len(cards) < 3:
        return False
    jokers = sum(1 for c in cards if c.is_joker)
    wild_rank_cards = [c for c in cards if not c.is_joker and c.rank is wild_rank]
    others = [c for c in cards if not c.is_joker and c.rank is not wild_rank]
    cap = rules.max_wilds_per_meld
    for selves in product((False, True), repeat=len(wild_rank_cards)):
        naturals = others + [c for c, s in zip(wild_rank_cards, selves) if s]
        acting = jokers + sum(1 for s in selves if not s)
        counted = jokers + len(wild_rank_cards) if rules.cap_counts_natural_wilds else acting
        if cap is not None and counted > cap:
            continue
        if not naturals:
            if rules.allow_all_wild_meld:
                return True
            continue
        if _set_ok(naturals, len(cards), rules) or _run_ok(naturals, len(cards), rules):
            return True
    return False


def candidate_melds(hand: Sequence[Card], wild_rank: Rank, rules: Ruleset) -> set[int]:
    """Bitmasks (over hand positions) of every valid meld. A meld's non-wild cards share a rank
    or a suit, so only such groups are combined with subsets of the wild-rank cards and jokers."""
    wild_pos = [i for i, c in enumerate(hand) if c.is_joker or c.rank is wild_rank]
    plain = [i for i, c in enumerate(hand) if i not in wild_pos]
    groups: list[list[int]] = [[]]
    for key in ({hand[i].rank for i in plain}):
        groups.append([i for i in plain if hand[i].rank is key])
    for suit in ({hand[i].suit for i in plain}):
        groups.append([i for i in plain if hand[i].suit is suit])
    melds: set[int] = set()
    for group in groups:
        for g in range(len(group) + 1):
            for part in combinations(group, g):
                for w in range(len(wild_pos) + 1):
                    for wilds in combinations(wild_pos, w):
                        positions = part + wilds
                        if len(positions) < 3:
                            continue
                        mask = sum(1 << i for i in positions)
                        if mask in melds:
                            continue
                        if meld_is_valid([hand[i] for i in positions], wild_rank, rules):
                            melds.add(mask)
    return melds


def brute_force_deadwood(hand: Sequence[Card], wild_rank: Rank, rules: Ruleset) -> int:
    """min over partitions of the hand into valid melds and deadwood of the deadwood's penalty."""
    hand = list(hand)
    pens = [penalty(c, wild_rank, rules) for c in hand]
    by_first: dict[int, list[int]] = {}
    for mask in candidate_melds(hand, wild_rank, rules):
        first = (mask & -mask).bit_length() - 1
        by_first.setdefault(first, []).append(mask)

    @lru_cache(maxsize=None)
    def best(mask: int) -> int:
        if mask == 0:
            return 0
        first = (mask & -mask).bit_length() - 1
        value = pens[first] + best(mask & ~(1 << first))
        for meld in by_first.get(first, ()):
            if meld & mask == meld:
                value = min(value, best(mask & ~meld))
        return value

    return best((1 << len(hand)) - 1)
