"""Deals of the cards a seat has not seen, before the play: the worlds its bid, its trump and its
exchange are judged on.

A seat's past (``SeatPast.read``) is what it saw of the hand up to one of its decisions: its own
cards as dealt, every move made since (a move it could not see, the card a 13-point partner
bidder swaps in, stands only as "a move of that kind was made here") and what the table showed
it after each one (``sight``: the phase, whose turn, the calls, the trump, its own cards, how
many cards every hand and the widow hold, the face-up middle, the card it is looking at, the
points taken so far where it may see them). Nothing else of the real hand goes into a world, so
two hands that look the same from the seat's chair give the same worlds.

A world (``sample_world``) is a deal played forward through the same moves, kept only if after
every move the seat sees exactly what it saw:

* the deal: the seat's own cards; every card it saw come face up out of another seat's hand (a
  13-point partner discard into the middle, a trump given up in the open) dealt to that seat, and
  where the preset throws every non-trump face up the rest of that seat's cards are trump (so
  its thrown cards were all its non-trump); the cards the seat drew, took or was shown from the
  widow in the widow; every other card at random;
* each move made again; one the seat could not see is the engine's own player's move of that
  kind for that seat in the world (a swap, if it can make one);
* where the world shows the seat something else, the deal is mended and played again: a card
  the seat drew or was shown changes places in the widow with the one the world gave it; a seat
  whose count of cards after the trump call differs (five-handed it is its count of trump) has
  trump traded with the widow until it agrees. A deal that still disagrees after ``MENDS`` tries
  is dropped, and another dealt.

So the draws, the exchange and the counts the seat watched are the world's own, and the other
hands hold what such a deal and such an exchange leave them.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Callable, Mapping

from ..bots.pitch_heuristic import heuristic_advice
from ..bots.pitch_exchange import keep_value
from ..bots.pitch_view import facts_of
from ..cards import Card
from ..errors import PitchError
from ..pitch.actions import DEAL, DROP, SWAP, TRUMP, Action
from ..pitch.exchange import PROCEDURES
from ..pitch.hand_types import BIDDING_PHASE, EXCHANGE
from ..pitch.state import HandState

ATTEMPTS = 20  # deals tried for one world before giving up on it
MENDS = 6  # times one deal is mended and played again

Sight = tuple[Any, ...]


def sight(state: HandState, seat: int) -> Sight:
    """What ``seat`` sees of the hand now that the cards decide (the fields of its observation,
    ``HandState.observation``, read without building it all: a world is checked after every move)."""
    hides_taken = state.called is not None and state.partner != seat  # before the play (observation)
    return (
        state.phase, state.to_move, tuple(state.calls), state.bidder, state.bid, state.trump, state.called,
        tuple(sorted(state.hands[seat], key=_index)), tuple(len(hand) for hand in state.hands),
        len(state.widow), tuple(sorted((card for _, card in state.middle), key=_index)),
        state.looking[0] if state.looking and state.to_move == seat else None,
        None if hides_taken or state.bidder is None else state.taken(),
    )


# Where the trump, the seat's own cards, every hand's count, the widow's and the card shown sit in a sight
_TRUMP, _HAND, _COUNTS, _WIDOW, _LOOKING = 5, 7, 8, 9, 11


def _index(card: Card) -> int:
    return card.index


@dataclass(frozen=True)
class SeatPast:
    """What ``seat`` saw of a hand up to its decision (module docstring)."""

    state: HandState  # the hand before the deal: the ruleset, the dealer, the scores
    seat: int
    dealt: tuple[Card, ...]
    moves: tuple[tuple[Action, bool], ...]  # (move, whether the seat saw it)
    sights: tuple[Sight, ...]  # after the deal, then after each move
    shown: tuple[tuple[int, Card], ...]  # cards the seat saw come face up from another seat's hand
    trump_rest: bool  # every card another seat did not throw face up is trump
    from_widow: tuple[Card, ...]  # cards the seat drew, took or was shown out of the widow

    @classmethod
    def read(cls, state: HandState, seat: int) -> "SeatPast":
        """The seat's past in ``state`` (the real hand, at the seat's decision): the hand is
        played again from its deal, and only what the seat sees is kept of it."""
        start = max(i for i, action in enumerate(state.history) if action.kind == DEAL)
        deal = state.history[start]
        replay = HandState.new(state.ruleset, state.dealer, state.scores)
        replay.apply(deal)
        seen = _seen_flags(state, seat, state.history[start + 1:])
        sights = [sight(replay, seat)]
        shown: dict[tuple[int, Card], None] = {}
        for action in state.history[start + 1:]:
            replay.apply(action)
            sights.append(sight(replay, seat))
            if action.kind == DROP and action.seat != seat and action.card is not None:
                shown[(action.seat, action.card)] = None
        thrown = PROCEDURES[state.ruleset.exchange].discards_face_up and replay.phase == EXCHANGE
        if thrown:  # every other seat's non-trump went face up into the middle, in sight of all
            shown.update(((other, card), None) for other, cards in enumerate(deal.hands) if other != seat
                         for card in cards if not replay.is_trump(card))
        others = {card for _, card in shown} | set(deal.hands[seat])
        widow = [card for seen_now in sights for card in (*seen_now[_HAND], seen_now[_LOOKING])
                 if card is not None and card not in others]
        return cls(HandState.new(state.ruleset, state.dealer, state.scores), seat, deal.hands[seat],
                   tuple(zip(state.history[start + 1:], seen)), tuple(sights), tuple(shown), thrown,
                   tuple(dict.fromkeys(widow)))


def _seen_flags(state: HandState, seat: int, moves: list[Action]) -> list[bool]:
    """Which of ``moves`` the seat saw, as its observation lists them (in order)."""
    visible = list(state.observation(seat).moves)
    flags = []
    for action in moves:
        if visible and visible[0] == action:
            visible.pop(0)
            flags.append(True)
        else:
            flags.append(False)
    return flags


def sample_world(past: SeatPast, rng: random.Random) -> HandState | None:
    """A hand at the seat's decision, dealt from what it saw (module docstring), or None if
    none was found in ``ATTEMPTS`` deals."""
    for _ in range(ATTEMPTS):
        deal = _deal(past, rng)
        if deal is None:
            continue
        world = _follow(past, *deal)
        if world is not None:
            return world
    return None


def _deal(past: SeatPast, rng: random.Random) -> tuple[list[list[Card]], list[Card]] | None:
    ruleset, seat = past.state.ruleset, past.seat
    hands: list[list[Card]] = [[] for _ in range(ruleset.players)]
    for holder, card in past.shown:
        hands[holder].append(card)
    hands[seat] = list(past.dealt)
    from_widow = list(past.from_widow)
    placed = set(past.dealt) | {card for _, card in past.shown} | set(from_widow)
    pool = [card for card in ruleset.deck() if card not in placed]
    rng.shuffle(pool)
    others = [other for other in range(ruleset.players) if other != seat]
    if past.trump_rest:
        ranks = ruleset.trump_ranks(past.sights[-1][_TRUMP])
        trumps = [card for card in pool if card in ranks]
        pool = [card for card in pool if card not in ranks]
        for other in others:
            need = ruleset.hand_size - len(hands[other])
            if need > len(trumps):
                return None
            hands[other] += trumps[:need]
            del trumps[:need]
        pool += trumps
    else:
        for other in others:
            need = ruleset.hand_size - len(hands[other])
            hands[other] += pool[:need]
            del pool[:need]
    widow = pool + from_widow
    rng.shuffle(widow)
    for hand in hands:
        rng.shuffle(hand)
    return hands, widow


def _follow(past: SeatPast, hands: list[list[Card]], widow: list[Card]) -> HandState | None:
    """The deal played forward through the seat's past, mended where the seat would have seen
    something else (module docstring); None if it cannot be."""
    for _ in range(MENDS):
        world, mend = _replay(past, hands, widow)
        if mend is None:
            return world
        if not mend(hands, widow):
            return None
    return None


Mend = Callable[[list[list[Card]], list[Card]], bool]


def _replay(past: SeatPast, hands: list[list[Card]], widow: list[Card]) -> tuple[HandState | None, Mend | None]:
    seat = past.seat
    world = past.state.copy()
    try:
        world.apply_deal(hands, widow)
        if world.phase != BIDDING_PHASE or sight(world, seat) != past.sights[0]:
            return None, None  # dealt again (pitch31: a hand of only 4s to 9s), not the deal the seat holds
        for (action, seen), wanted in zip(past.moves, past.sights[1:]):
            move = action if seen else _stand_in(world, action)
            if move is None:
                return None, None
            world.apply(move)
            found = sight(world, seat)
            if found != wanted:
                return None, _mend(past, world, found, wanted, action.kind == TRUMP)
    except PitchError:  # a move the world's cards do not allow: the seat saw it made, so not this world
        return None, None
    return world, None


def _mend(past: SeatPast, world: HandState, found: Sight, wanted: Sight, after_trump: bool) -> Mend | None:
    """How to mend the deal so that the seat sees ``wanted`` where the world showed ``found``:
    every hand's count and, right after the trump call, the widow's (the trump each seat kept
    decides how many cards it draws), then its own cards and the card it is shown."""
    seat, keep = past.seat, set(past.from_widow)
    mends: list[Mend] = []
    if world.trump is not None:
        ranks = world.ruleset.trump_ranks(world.trump)
        if found[_COUNTS] != wanted[_COUNTS]:
            short = [want - got for got, want in zip(found[_COUNTS], wanted[_COUNTS])]
            mends.append(lambda hands, widow: _trade_trump(hands, widow, seat, short, ranks, keep))
        elif after_trump and found[_WIDOW] != wanted[_WIDOW]:
            # The others drew more cards than the seat saw drawn: they kept too few trump (or
            # too many). Each trump more in a hand is a card less drawn.
            extra = found[_WIDOW] - wanted[_WIDOW]
            mends.append(lambda hands, widow: _spread_trump(hands, widow, seat, extra, ranks, keep))
    given = [card for card in found[_HAND] if card not in wanted[_HAND]]
    meant = [card for card in wanted[_HAND] if card not in found[_HAND]]
    if wanted[_LOOKING] is not None and found[_LOOKING] != wanted[_LOOKING]:
        if found[_LOOKING] is None:
            return None
        given.append(found[_LOOKING])
        meant.append(wanted[_LOOKING])
    if given or meant:
        mends.append(lambda hands, widow: _trade_in_widow(world, seat, widow, given, meant))
    if not mends:
        return None
    return lambda hands, widow: all([mend(hands, widow) for mend in mends])


def _spread_trump(hands: list[list[Card]], widow: list[Card], seat: int, extra: int,
                  ranks: Mapping[Card, int], keep: set[Card]) -> bool:
    """``extra`` cards too many left in the widow (too few, below zero): as many trump fewer in
    the other hands (more), from those holding the most (to those holding the fewest)."""
    change = [0] * len(hands)
    held = [sum(card in ranks for card in hand) for hand in hands]
    others = [other for other in range(len(hands)) if other != seat]
    step = -1 if extra > 0 else 1
    for _ in range(abs(extra)):
        other = min(others, key=lambda s: (held[s] + change[s]) * step)
        change[other] += step
    return _trade_trump(hands, widow, seat, change, ranks, keep)


def _trade_in_widow(world: HandState, seat: int, widow: list[Card], given: list[Card], meant: list[Card]) -> bool:
    """Each card the world gave the seat changes places in the deal's widow with one it was meant
    to get (both come from the widow: the seat's own drawn cards are dealt nowhere else). A card
    meant for the seat beyond those trades places with a card the seat took and threw away (gone
    from the world's hands and widow); a card given beyond them with one another seat drew."""
    for old, new in zip(given, meant):
        if not _swap(widow, old, new):
            return False
    held = {card for hand in world.hands for card in hand} | set(world.widow) | set(world.looking)
    gone = [card for card in widow if card not in held and card not in meant]
    for new in meant[len(given):]:
        if not gone or not _swap(widow, gone.pop(), new):
            return False
    drawn_by_others = [card for other, hand in enumerate(world.hands) if other != seat for card in hand
                       if card in widow and not world.is_trump(card)]
    for old in given[len(meant):]:
        if not drawn_by_others or not _swap(widow, old, drawn_by_others.pop()):
            return False
    return True


def _swap(cards: list[Card], old: Card, new: Card) -> bool:
    if old not in cards or new not in cards:
        return False
    i, j = cards.index(old), cards.index(new)
    cards[i], cards[j] = new, old
    return True


def _trade_trump(hands: list[list[Card]], widow: list[Card], seat: int, short: list[int],
                 ranks: Mapping[Card, int], keep: set[Card]) -> bool:
    """Each other seat short of its count by ``short[s]`` (over it, below zero) takes trump from
    the widow for non-trump of its own (gives trump back for non-trump) in the deal; the cards
    the seat drew stay in the widow. False if the widow or the hand has no card to trade."""
    for other, missing in enumerate(short):
        if other == seat or not missing:
            continue
        takes = missing > 0
        out = [card for card in hands[other] if (card in ranks) != takes]
        into = [card for card in widow if (card in ranks) == takes and card not in keep]
        if len(out) < abs(missing) or len(into) < abs(missing):
            return False
        for old, new in zip(out[:abs(missing)], into[:abs(missing)]):
            hands[other][hands[other].index(old)] = new
            widow[widow.index(new)] = old
    return True


def _stand_in(world: HandState, hidden: Action) -> Action | None:
    """The world's own move for one the seat could not see (a bidder's swap while he looks
    through the pack): the engine's player's swap, else his cheapest one; None if he has none."""
    if world.to_move != hidden.seat:
        return None
    swaps = [action for action in world.legal_actions() if action.kind == hidden.kind]
    if not swaps:
        return None
    advised = heuristic_advice(world, hidden.seat).action
    if advised in swaps:
        return advised
    facts = facts_of(world)
    return min(swaps, key=lambda action: keep_value(action.named_card, facts)) if hidden.kind == SWAP else swaps[0]
