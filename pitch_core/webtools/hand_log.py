"""The whole hand's moves as one seat saw them, the exchange included.

The exchange runs by itself once trump is named (pitch_core/pitch/exchange.py): every player
throws away his non-trump and draws from the widow in one step of the engine, so the moves
alone never say who threw away or drew what. ``hand_log`` replays the hand from its start and
writes, after each move that set the exchange going (naming trump, or a choice within it), one
entry per seat that threw away or drew cards: how many to everybody, which cards to the seat
itself, and which cards thrown away to everybody where they go face up into the middle.

Play's move log and its table read this list, so a restored game shows its whole hand too.
"""

from __future__ import annotations

from collections import Counter
from typing import Any, Final

from ..cards import Card
from ..contract import ExchangeEntry, LogEntry, LoggedMove
from ..pitch.actions import CLAIM, DEAL, DROP, SWAP, TRUMP, seat_label
from ..pitch.exchange import PROCEDURES
from ..pitch.hand_types import EXCHANGE
from ..pitch.state import HandState

EXCHANGE_ENTRY: Final = "exchange"


def hand_log(hand: HandState, seat: int) -> list[LogEntry]:
    """Every move of ``hand`` that ``seat`` sees, in order (``{"kind": "move", "move": …}``),
    each followed by the exchange it set off (``{"kind": "exchange", …}``, one a seat)."""
    origin = hand._origin  # the hand before its first action: undo replays from here too
    if origin is None:
        return [_move(a, hand.players) for a in hand.history if a.kind != DEAL and _seen(a, seat)]
    replay = origin.copy()
    log: list[LogEntry] = []
    for action in hand.history:
        before = replay.copy() if _sets_off_exchange(action, replay) else None
        replay.apply(action)
        if action.kind == DEAL:
            continue
        if _seen(action, seat):
            log.append(_move(action, hand.players))
        if before is not None:
            log.extend(_exchanged(before, replay, action, seat))
    return log


def exchange_entries(before: HandState, after: HandState, action: Any, viewer: int) -> list[ExchangeEntry]:
    """The exchange ``action`` set off between ``before`` and ``after`` (one entry a seat, in
    the order the seats exchange), as ``viewer`` sees it: the guided hand shows it seat by seat."""
    return _exchanged(before, after, action, viewer) if _sets_off_exchange(action, before) else []


def _sets_off_exchange(action: Any, before: HandState) -> bool:
    """Naming trump starts the exchange; a choice within it (a trump given up, the rest of the
    widow, a claim) runs it on."""
    return bool(action.kind == TRUMP or before.phase == EXCHANGE)


def _seen(action: Any, seat: int) -> bool:
    """Every move is made in sight of the table but the card a bidder swaps out of the pack."""
    return action.seat == seat or action.kind != SWAP


def _move(action: Any, players: int) -> LoggedMove:
    return {"kind": "move", "move": action.to_dict(players)}


def _exchanged(before: HandState, after: HandState, action: Any, viewer: int) -> list[ExchangeEntry]:
    """Per seat, what left and what joined its hand beyond the move itself (the card it gave
    up, claimed or swapped is the move's own, said by the move), the seats in the order they
    exchange: clockwise from the dealer's left, the bidder last (he takes the widow, the rest or
    looks through the pack once the others are done)."""
    face_up = PROCEDURES[after.ruleset.exchange].discards_face_up
    taken_and_thrown = _rest_taken_and_thrown(before, after)
    entries: list[ExchangeEntry] = []
    order = [s for s in after.rotation() if s != after.bidder] + [s for s in (after.bidder,) if s is not None]
    for seat in order:
        thrown = Counter(before.hands[seat]) - Counter(after.hands[seat])
        drawn = Counter(after.hands[seat]) - Counter(before.hands[seat])
        if seat in taken_and_thrown:
            thrown += taken_and_thrown[seat]
            drawn += taken_and_thrown[seat]
        if action.seat == seat and action.kind in (DROP, CLAIM, SWAP):
            if action.kind == SWAP:
                continue  # looking through the pack: nobody else sees it, and he did it himself
            (thrown if action.kind == DROP else drawn)[action.card] -= 1
        thrown_cards = sorted(thrown.elements(), key=lambda c: c.index)
        drawn_cards = sorted(drawn.elements(), key=lambda c: c.index)
        if not thrown_cards and not drawn_cards:
            continue
        own = seat == viewer
        entries.append({
            "kind": EXCHANGE_ENTRY, "seat": seat_label(seat, after.players),
            "thrown": len(thrown_cards), "drawn": len(drawn_cards), "kept": len(after.hands[seat]),
            "thrown_cards": [c.code for c in thrown_cards] if own or face_up else None,
            "drawn_cards": [c.code for c in drawn_cards] if own else None,
        })
    return entries


def _rest_taken_and_thrown(before: HandState, after: HandState) -> dict[int, Counter[Card]]:
    """The widow cards a seat took with the rest of it and threw away at once (no trump): they
    never show in the hand, but he drew them and threw them away. The rest goes to the bidder,
    or in ten-point to whom he hands it; the 13-point partner pack is looked through, not taken."""
    if after.ruleset.exchange == "thirteen_partner":
        return {}
    gone = Counter(before.widow) - Counter(after.widow)
    for hand in after.hands:
        gone -= Counter(hand)
    if not gone or after.bidder is None:
        return {}
    return {after.bidder if after.rest_receiver is None else after.rest_receiver: gone}
