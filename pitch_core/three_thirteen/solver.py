"""The minimum deadwood of a Three Thirteen hand (docs/three-thirteen.md#tt-score-deadwood), exactly, with one best arrangement.

    >>> from pitch_core.cards import parse_cards, Rank
    >>> min_deadwood(parse_cards("8S 9S TS TH TD 2C"), Rank.SIX).deadwood
    19

How it works:

* The hand splits into *wilds* (jokers, and cards of the round's wild rank) and *naturals*.
  With any number of wilds allowed per meld, a wild-rank card can always act as a wild standing
  for itself, so every wild-rank card goes into one interchangeable *pool* (property 1). Where
  the designation can matter (a per-meld cap under reading (a), or all-wild melds forbidden) the
  solver also tries each choice of wild-rank cards that stand for themselves as naturals.
* A *core* is a sub-multiset of the naturals that some wilds turn into a set or a run; it has a
  *need* (the fewest wilds that complete it) and a *spare* (how many more it can absorb).
* A memoised search over the multiset of unplaced naturals (packed counts in one integer) takes
  the lowest unplaced card: it is deadwood, or it is the lowest card of one of its cores. The
  state also carries the pooled wilds still free and the spare room of the cores chosen so far,
  so leftover wilds are placed exactly: into spare room, into all-wild melds, or left over (the
  cheapest ones). Identical cards from two decks are one counted type, so a hand with
  duplicates is not searched twice.

The result is exact for every parameter of the ruleset; ``tests/three_thirteen`` cross-checks
it against an independent brute-force search.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import product
from typing import Iterable, NamedTuple, Sequence

from ..cards import SUITS, Card, Rank
from ..contract import ArrangementView, MeldView
from .ruleset import ACES_HIGH_OR_LOW, MIN_MELD, Ruleset, THREE_THIRTEEN

SET, RUN = "set", "run"
_UNBOUNDED = 1 << 10  # "any number of wilds": more than any hand can hold


# -- results ---------------------------------------------------------------------------------
@dataclass(frozen=True)
class Meld:
    """One set or run. ``cards`` and ``stands_for`` run in parallel (a run in rank order); a
    natural stands for itself, a wild for the card it replaces. ``as_wild`` marks the wilds."""

    kind: str
    cards: tuple[Card, ...]
    stands_for: tuple[Card, ...]
    as_wild: tuple[bool, ...]

    @property
    def wilds(self) -> tuple[tuple[Card, Card], ...]:
        """(wild card, the card it stands for) for each card acting as a wild."""
        return tuple((c, s) for c, s, w in zip(self.cards, self.stands_for, self.as_wild) if w)

    def to_dict(self) -> MeldView:
        return {
            "kind": self.kind,
            "cards": [c.code for c in self.cards],
            "stands_for": [c.code for c in self.stands_for],
            "wilds": [{"card": c.code, "as": s.code} for c, s in self.wilds],
        }


@dataclass(frozen=True)
class Arrangement:
    """A hand arranged for the fewest penalty points: ``deadwood`` is the minimum (rule tt.score.deadwood)."""

    deadwood: int
    melds: tuple[Meld, ...]
    leftover: tuple[Card, ...]
    wild_rank: Rank

    def to_dict(self) -> ArrangementView:
        return {
            "deadwood": self.deadwood,
            "wild_rank": self.wild_rank.letter,
            "melds": [m.to_dict() for m in self.melds],
            "leftover": [c.code for c in self.leftover],
        }


# -- the public functions --------------------------------------------------------------------
def min_deadwood(cards: Iterable[Card], wild_rank: Rank, rules: Ruleset = THREE_THIRTEEN) -> Arrangement:
    """The fewest penalty points this hand can leave, and one arrangement that leaves them."""
    hand = list(cards)
    best: tuple[int, _Search] | None = None
    for search in _searches(hand, wild_rank, rules):
        value = search.value()
        if best is None or value < best[0]:
            best = (value, search)
        if value == 0:
            break
    assert best is not None
    return best[1].arrangement()


def deadwood(cards: Iterable[Card], wild_rank: Rank, rules: Ruleset = THREE_THIRTEEN) -> int:
    """Just the minimum penalty (no arrangement built)."""
    hand = list(cards)
    result = None
    for search in _searches(hand, wild_rank, rules):
        value = search.value()
        result = value if result is None else min(result, value)
        if result == 0:
            break
    if result is None:
        raise RuntimeError("a hand always has at least one search")
    return result


def discard_options(cards: Iterable[Card], wild_rank: Rank,
                    rules: Ruleset = THREE_THIRTEEN) -> dict[Card, int]:
    """For each distinct card of a hand (after the draw), the deadwood left if it is discarded."""
    hand = list(cards)
    if not _designation_matters(rules):
        return _Search(hand, wild_rank, rules, ()).discard_values()
    options: dict[Card, int] = {}
    for card in dict.fromkeys(hand):
        rest = list(hand)
        rest.remove(card)
        options[card] = deadwood(rest, wild_rank, rules)
    return options


def best_discard(cards: Iterable[Card], wild_rank: Rank,
                 rules: Ruleset = THREE_THIRTEEN) -> tuple[Card, Arrangement]:
    """The discard that leaves the fewest points (ties: the higher-penalty card, then display
    order), with the arrangement of what is kept."""
    hand = list(cards)
    options = discard_options(hand, wild_rank, rules)
    card = min(options, key=lambda c: (options[c], -rules.penalty(c, wild_rank), c.index))
    rest = list(hand)
    rest.remove(card)
    return card, min_deadwood(rest, wild_rank, rules)


def going_out_discards(cards: Iterable[Card], wild_rank: Rank,
                       rules: Ruleset = THREE_THIRTEEN) -> list[Card]:
    """The discards after which every remaining card is melded (empty: cannot go out)."""
    return [card for card, value in discard_options(cards, wild_rank, rules).items() if value == 0]


def can_go_out(cards: Iterable[Card], wild_rank: Rank, rules: Ruleset = THREE_THIRTEEN) -> bool:
    """The going-out test (rule tt.go-out.all-melded) for a hand after the draw (hand size + 1 cards)."""
    return bool(going_out_discards(cards, wild_rank, rules))


# -- designations ----------------------------------------------------------------------------
def _designation_matters(rules: Ruleset) -> bool:
    """Whether a wild-rank card standing for itself can ever beat it acting as a wild.

    Under a per-meld cap with reading (a) a natural-place wild-rank card is free of the cap;
    with all-wild melds forbidden, one wild-rank card standing for itself makes a meld of wilds
    a set. Otherwise acting as a wild (standing for itself or anything else) is never worse."""
    capped_a = rules.max_wilds_per_meld is not None and not rules.cap_counts_natural_wilds
    return capped_a or not rules.allow_all_wild_meld


def _searches(hand: list[Card], wild_rank: Rank, rules: Ruleset) -> Iterable["_Search"]:
    """One search per designation worth trying (just one in the default rules)."""
    if not _designation_matters(rules):
        yield _Search(hand, wild_rank, rules, ())
        return
    counts: dict[Card, int] = {}
    for card in hand:
        if not card.is_joker and card.rank is wild_rank:
            counts[card] = counts.get(card, 0) + 1
    yield _Search(hand, wild_rank, rules, ())
    if not counts:
        return
    if rules.max_wilds_per_meld is None:
        # Only melds of wilds alone are at stake, and one wild-rank card standing for itself
        # turns any of them into a set; which one does not matter (the others can stand for
        # themselves as wilds). So one more search is enough.
        yield _Search(hand, wild_rank, rules, (next(iter(counts)),))
        return
    kinds = list(counts)
    for choice in product(*(range(counts[k] + 1) for k in kinds)):
        if any(choice):
            yield _Search(hand, wild_rank, rules,
                          tuple(card for card, n in zip(kinds, choice) for _ in range(n)))


# -- the search ------------------------------------------------------------------------------
class _Core(NamedTuple):
    """Naturals that wilds can complete into a meld. ``members`` is (type, run value or 0)."""

    packed: int  # the members' counts, packed like a search state
    need: int  # the fewest wilds that complete the meld
    spare: int  # how many more wilds it can absorb (within the per-meld cap)
    kind: str
    members: tuple[tuple[int, int], ...]


class _Search:
    """The search for one designation: ``selves`` are wild-rank cards treated as naturals."""

    def __init__(self, hand: Sequence[Card], wild_rank: Rank, rules: Ruleset,
                 selves: tuple[Card, ...]) -> None:
        self.rules, self.wild_rank = rules, wild_rank
        natural_cards, pooled = _split(hand, wild_rank, selves)
        # the costliest wilds are melded first, so the cheapest are the ones left over
        self.pooled = sorted(pooled, key=lambda c: (-rules.penalty(c, wild_rank), c.index))
        self.cap = _UNBOUNDED if rules.max_wilds_per_meld is None else rules.max_wilds_per_meld
        self._types(natural_cards)
        self._cores = _find_cores(self)
        self._tail = _tail_table(self)
        self._memo: dict[int, int] = {}

    def _types(self, natural_cards: list[Card]) -> None:
        counts: dict[Card, int] = {}
        for card in natural_cards:
            counts[card] = counts.get(card, 0) + 1
        order = sorted(counts, key=lambda c: (SUITS.index(c.natural_suit), c.natural_rank.pip))
        self.cards: list[Card] = order
        self.counts = [counts[c] for c in order]
        self.pens = [self.rules.penalty(c, self.wild_rank) for c in order]
        # under reading (b) a wild-rank card counts towards the cap even standing for itself
        self.counts_as_wild = [self.rules.cap_counts_natural_wilds and c.rank is self.wild_rank
                               for c in order]
        self.width = max(self.counts, default=1).bit_length() + 1  # a guard bit above each count
        self.unit = [1 << (i * self.width) for i in range(len(order))]
        self.guard = sum(u << (self.width - 1) for u in self.unit)
        self.full = sum(n * u for n, u in zip(self.counts, self.unit))

    # -- the value ---------------------------------------------------------------------------
    def value(self) -> int:
        return self._best(self.full, len(self.pooled), 0)

    def discard_values(self) -> dict[Card, int]:
        """Deadwood after discarding each distinct card (shares one memo across discards)."""
        values: dict[Card, int] = {}
        wilds = len(self.pooled)
        for card, unit in zip(self.cards, self.unit):
            values[card] = self._best(self.full - unit, wilds, 0)
        if self.pooled:
            # Dropping the costliest wild leaves the same cheapest-first tail, so the search is
            # shared; any cheaper kind of wild (a joker priced below the wild rank, or the other
            # way round) gets a search of its own.
            costliest = self.pooled[0]
            first_pen = self.rules.penalty(costliest, self.wild_rank)
            for card in dict.fromkeys(self.pooled):
                if self.rules.penalty(card, self.wild_rank) == first_pen:
                    values[card] = self._best(self.full, wilds - 1, 0)
                else:
                    rest = list(self.cards_in_hand())
                    rest.remove(card)
                    values[card] = _Search(rest, self.wild_rank, self.rules, ()).value()
        return values

    def cards_in_hand(self) -> list[Card]:
        naturals = [c for c, n in zip(self.cards, self.counts) for _ in range(n)]
        return naturals + list(self.pooled)

    def _best(self, state: int, wilds: int, spare: int) -> int:
        """Least penalty for the unplaced naturals ``state`` with ``wilds`` pooled wilds free and
        ``spare`` room (at most ``wilds``) in the cores already chosen."""
        if state == 0:
            return self._tail[wilds][spare]
        key = (state << 12) | (wilds << 6) | spare  # a hand holds fewer than 64 wilds
        memo = self._memo
        cached = memo.get(key)
        if cached is not None:
            return cached
        width, guard = self.width, self.guard
        low = state & -state
        kind = (low.bit_length() - 1) // width
        best = self.pens[kind] + self._best(state - self.unit[kind], wilds, spare)
        for core in self._cores[kind]:
            if best == 0 or core.need > wilds:
                break  # cores are sorted by need
            packed = core.packed
            if (state + guard - packed) & guard != guard:
                continue  # some card of the core is already used
            left = wilds - core.need
            room = spare + core.spare
            value = self._best(state - packed, left, left if room > left else room)
            if value < best:
                best = value
        memo[key] = best
        return best

    # -- the arrangement ---------------------------------------------------------------------
    def arrangement(self) -> Arrangement:
        state, wilds, spare = self.full, len(self.pooled), 0
        target = self.value()
        dead: list[Card] = []
        chosen: list[_Core] = []
        while state:
            kind = (state & -state).bit_length() - 1
            kind //= self.width
            if self.pens[kind] + self._best(state - self.unit[kind], wilds, spare) == target:
                dead.append(self.cards[kind])
                target -= self.pens[kind]
                state -= self.unit[kind]
                continue
            for core in self._cores[kind]:
                if core.need > wilds or (state + self.guard - core.packed) & self.guard != self.guard:
                    continue
                left = wilds - core.need
                room = min(spare + core.spare, left)
                if self._best(state - core.packed, left, room) == target:
                    chosen.append(core)
                    state, wilds, spare = state - core.packed, left, room
                    break
            else:  # pragma: no cover - the search and the walk read the same memo
                raise AssertionError("arrangement walk lost the optimum")
        return _build(self, chosen, dead, wilds, spare, self.value())


def is_wild(card: Card, wild_rank: Rank) -> bool:
    """The round's wild rank is wild (rule tt.wild.rank), and so are jokers where the rules deal them."""
    return card.is_joker or card.rank is wild_rank


def _split(hand: Sequence[Card], wild_rank: Rank,
           selves: tuple[Card, ...]) -> tuple[list[Card], list[Card]]:
    naturals: list[Card] = []
    pooled: list[Card] = []
    keep_natural = list(selves)
    for card in hand:
        if card.is_joker:
            pooled.append(card)
        elif is_wild(card, wild_rank):
            if card in keep_natural:
                keep_natural.remove(card)
                naturals.append(card)
            else:
                pooled.append(card)
        else:
            naturals.append(card)
    return naturals, pooled


# -- cores -----------------------------------------------------------------------------------
def _find_cores(search: _Search) -> list[list[_Core]]:
    """Every core, grouped by its lowest card type; the best (need, spare) per multiset."""
    found: dict[int, list[_Core]] = {}
    for core in (*_set_cores(search), *_run_cores(search)):
        kept = found.get(core.packed)
        if kept is None:
            found[core.packed] = [core]
            continue
        if any(k.need <= core.need and k.spare >= core.spare for k in kept):
            continue
        kept[:] = [k for k in kept if not (core.need <= k.need and core.spare >= k.spare)]
        kept.append(core)
    by_lowest: list[list[_Core]] = [[] for _ in search.cards]
    for cores in found.values():
        for core in cores:
            by_lowest[min(t for t, _ in core.members)].append(core)
    for cores in by_lowest:
        cores.sort(key=lambda c: c.need)
    return by_lowest


def _set_cores(search: _Search) -> list[_Core]:
    rules, cap, budget = search.rules, search.cap, len(search.pooled)
    by_rank: dict[int, list[int]] = {}
    for t, card in enumerate(search.cards):
        by_rank.setdefault(card.natural_rank.pip, []).append(t)
    cores = []
    for types in by_rank.values():
        limits = [search.counts[t] if rules.set_duplicates else 1 for t in types]
        for picks in product(*(range(n + 1) for n in limits)):
            size = sum(picks)
            need = max(0, MIN_MELD - size)
            room = _UNBOUNDED if rules.set_duplicates else 4 - size  # one of each suit at most
            members = tuple((t, 0) for t, n in zip(types, picks) for _ in range(n))
            counted = sum(search.counts_as_wild[t] for t, _ in members)  # reading (b)
            if size == 0 or need > min(room, budget) or need + counted > cap:
                continue
            packed = sum(search.unit[t] for t, _ in members)
            cores.append(_Core(packed, need, min(room, cap - counted) - need, SET, members))
    return cores


def _run_cores(search: _Search) -> list[_Core]:
    """Same-suit naturals whose gaps the wilds can fill; an ace may also sit above the king.

    A core may skip a card it holds (5 _ 7 with the 6 kept for a set), so every subset whose
    gaps fit the wild budget is a core, not only unbroken sequences."""
    high_aces = search.rules.aces == ACES_HIGH_OR_LOW
    cores: list[_Core] = []
    for suit in SUITS:
        slots: list[tuple[int, int]] = []  # (value, type), lowest value first
        for t, card in enumerate(search.cards):
            if card.suit is suit:
                slots.append((card.natural_rank.pip, t))
                if high_aces and card.rank is Rank.ACE:
                    slots.append((14, t))
        slots.sort()
        for i, (value, t) in enumerate(slots):
            _grow_run(search, slots, i + 1, value, value, ((t, value),), search.unit[t],
                      search.counts_as_wild[t], 0, cores)
    return cores


def _grow_run(search: _Search, slots: list[tuple[int, int]], start: int, first: int, last: int,
              members: tuple[tuple[int, int], ...], packed: int, counted: int, gaps: int,
              out: list[_Core]) -> None:
    """Record the run core ``members`` and every extension of it by higher slots."""
    size = len(members)
    need = max(last - first + 1, MIN_MELD) - size
    room = search.rules.run_top - size
    if need <= len(search.pooled) and need <= room and need + counted <= search.cap:
        out.append(_Core(packed, need, min(room, search.cap - counted) - need, RUN, members))
    budget = len(search.pooled)
    for i in range(start, len(slots)):
        value, t = slots[i]
        gap = value - last - 1
        if gap < 0:
            continue  # the same value again: a duplicate card cannot share a run
        if gaps + gap > budget:
            break
        if value == 14 and (t, 1) in members and search.counts[t] < 2:
            continue  # one ace cannot sit both low and high
        _grow_run(search, slots, i + 1, first, value, members + ((t, value),),
                  packed + search.unit[t], counted + search.counts_as_wild[t], gaps + gap, out)


# -- leftover wilds --------------------------------------------------------------------------
def _tail_table(search: _Search) -> list[list[int]]:
    """tail[w][s]: the penalty of ``w`` free wilds when the chosen cores have room for ``s``."""
    rules = search.rules
    pens = [rules.penalty(c, search.wild_rank) for c in reversed(search.pooled)]  # cheapest first
    cheapest = [0]
    for pen in pens:
        cheapest.append(cheapest[-1] + pen)
    table = []
    for w in range(len(pens) + 1):
        row = []
        for s in range(w + 1):
            placed = max(t + min(w - t, s) for t in _all_wild_totals(search, w))
            row.append(cheapest[w - placed])
        table.append(row)
    return table


def _all_wild_totals(search: _Search, wilds: int) -> list[int]:
    """How many of ``wilds`` free wilds all-wild melds (3 to cap cards each) can hold."""
    if not search.rules.allow_all_wild_meld or search.cap < MIN_MELD:
        return [0]
    sizes = range(MIN_MELD, min(search.cap, wilds) + 1)
    reachable = {0}
    for _ in range(wilds // MIN_MELD):
        reachable |= {r + size for r in reachable for size in sizes if r + size <= wilds}
    return sorted(reachable)


def _all_wild_sizes(search: _Search, total: int) -> list[int]:
    """Split a reachable all-wild total into melds of 3 to cap cards."""
    sizes = []
    while total:
        size = min(total, search.cap)
        if total - size in (1, 2):  # leave a last meld of three rather than a stub
            size = total - MIN_MELD
        sizes.append(size)
        total -= size
    return sizes


# -- building the arrangement ----------------------------------------------------------------
def _build(search: _Search, chosen: list[_Core], dead: list[Card], free: int, spare: int,
           value: int) -> Arrangement:
    rules = search.rules
    to_place = list(search.pooled)  # costliest first
    totals = _all_wild_totals(search, free)
    all_wild = max(totals, key=lambda t: (t + min(free - t, spare), -t))
    extra_left = min(free - all_wild, spare)
    melds: list[Meld] = []
    for core in chosen:
        extra = min(core.spare, extra_left)
        extra_left -= extra
        count = core.need + extra
        wilds, to_place = to_place[:count], to_place[count:]
        melds.append(_set_meld(search, core, wilds) if core.kind == SET
                     else _run_meld(search, core, wilds))
    for size in _all_wild_sizes(search, all_wild):
        wilds, to_place = to_place[:size], to_place[size:]
        melds.append(_all_wild_meld(search, wilds))
    leftover = sorted(dead + to_place, key=lambda c: c.index)
    assert value == sum(rules.penalty(c, search.wild_rank) for c in leftover)
    return Arrangement(value, tuple(melds), tuple(leftover), search.wild_rank)


def _set_meld(search: _Search, core: _Core, wilds: list[Card]) -> Meld:
    naturals = [search.cards[t] for t, _ in core.members]
    rank = naturals[0].natural_rank
    free = [s for s in SUITS if s not in {c.suit for c in naturals}]
    stands = []
    for i, wild in enumerate(wilds):
        # a wild-rank card takes its own suit when it can; with duplicates any suit will do
        suit = wild.suit if wild.suit is not None and wild.suit in free else (free[0] if free else SUITS[i % len(SUITS)])
        if suit in free:
            free.remove(suit)
        stands.append(Card.of(rank, suit))
    return Meld(SET, tuple(naturals + wilds), tuple(naturals + stands),
                tuple([False] * len(naturals) + [True] * len(wilds)))


def _run_meld(search: _Search, core: _Core, wilds: list[Card]) -> Meld:
    values = sorted(v for _, v in core.members)
    by_value = {v: search.cards[t] for t, v in core.members}
    suit = search.cards[core.members[0][0]].natural_suit
    length = len(values) + len(wilds)
    top = search.rules.run_top
    starts = range(max(1, values[-1] - length + 1), min(values[0], top - length + 1) + 1)

    def card_at(value: int) -> Card:
        return Card.of(Rank.ACE if value in (1, 14) else Rank(value), suit)

    def own_places(start: int) -> int:  # wild-rank cards that can sit in their own place
        gaps = {card_at(v) for v in range(start, start + length) if v not in by_value}
        return sum(1 for w in wilds if w in gaps)

    start = max(starts, key=lambda s: (own_places(s), s))
    pool = list(wilds)
    cards, stands, flags = [], [], []
    gaps = [v for v in range(start, start + length) if v not in by_value]
    placed: dict[int, Card] = {}
    for v in gaps:  # first the wilds that are the very card they stand for
        if card_at(v) in pool:
            pool.remove(card_at(v))
            placed[v] = card_at(v)
    for v in gaps:
        if v not in placed:
            placed[v] = pool.pop(0)
    for v in range(start, start + length):
        natural = by_value.get(v)
        cards.append(natural if natural is not None else placed[v])
        stands.append(natural if natural is not None else card_at(v))
        flags.append(natural is None)
    return Meld(RUN, tuple(cards), tuple(stands), tuple(flags))


def _all_wild_meld(search: _Search, wilds: list[Card]) -> Meld:
    """A meld of wilds only. Shown as a set of the wild rank (each wild-rank card as itself where
    it can be, jokers filling in), or, where a set may not repeat a card and there are more than
    four, as a run of spades from the ace."""
    flags = tuple([True] * len(wilds))
    if not search.rules.set_duplicates and len(wilds) > len(SUITS):
        stands = [Card.of(Rank.ACE if v == 1 else Rank(v), SUITS[0]) for v in range(1, len(wilds) + 1)]
        return Meld(RUN, tuple(wilds), tuple(stands), flags)
    rank = search.wild_rank
    free = list(SUITS)
    own = []
    for wild in wilds:  # each wild-rank card keeps its own suit while that suit is free
        keep = wild.suit is not None and wild.suit in free  # a joker has no suit
        own.append(keep)
        if wild.suit is not None and keep:
            free.remove(wild.suit)
    stands = []
    for i, (wild, keep) in enumerate(zip(wilds, own)):
        if keep:
            stands.append(wild)
        else:
            suit = free.pop(0) if free else SUITS[i % len(SUITS)]
            stands.append(Card.of(rank, suit))
    return Meld(SET, tuple(wilds), tuple(stands), flags)
