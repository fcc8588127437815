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
from typing import Any

from ..cards import Card
from ..pitch.actions import CLAIM, DEAL, DROP, SWAP, TRUMP, seat_label
from ..pitch.exchange import PROCEDURES
from ..pitch.hand_types import EXCHANGE
from ..pitch.state import HandState

EXCHANGE_ENTRY = "exchange"


def hand_log(hand: HandState, seat: int) -> list[dict[str, Any]]:
    """Every move of ``hand`` that ``seat`` sees, in order (``{"kind": "move", "move": …}``),
    each followed by the exchange it set off (``{"kind": "exchange", …}``, one a seat)."""
    origin = hand._origin  # the hand before its first action: undo replays from here too
    if origin is None:
        return [_move(a, hand.players) for a in hand.history if a.kind != DEAL and _seen(a, seat)]
    replay = origin.copy()
    face_up = PROCEDURES[hand.ruleset.exchange].discards_face_up
    log: list[dict[str, Any]] = []
    for action in hand.history:
        exchanging = action.kind == TRUMP or replay.phase == EXCHANGE
        before = [list(h) for h in replay.hands]
        replay.apply(action)
        if action.kind == DEAL:
            continue
        if _seen(action, seat):
            log.append(_move(action, hand.players))
        if exchanging:
            log.extend(_exchanged(before, replay.hands, action, seat, face_up, hand.players))
    return log


def _seen(action: Any, seat: int) -> bool:
    """Every move is made in sight of the table but the card a bidder swaps out of the pack."""
    return action.seat == seat or action.kind != SWAP


def _move(action: Any, players: int) -> dict[str, Any]:
    return {"kind": "move", "move": action.to_dict(players)}


def _exchanged(before: list[list[Card]], after: list[list[Card]], action: Any, viewer: int,
               face_up: bool, players: int) -> list[dict[str, Any]]:
    """Per seat, what left and what joined its hand beyond the move itself (the card it gave
    up, claimed or swapped is the move's own, said by the move)."""
    entries = []
    for seat in range(players):
        thrown = Counter(before[seat]) - Counter(after[seat])
        drawn = Counter(after[seat]) - Counter(before[seat])
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
            "kind": EXCHANGE_ENTRY, "seat": seat_label(seat, players),
            "thrown": len(thrown_cards), "drawn": len(drawn_cards), "kept": len(after[seat]),
            "thrown_cards": [c.code for c in thrown_cards] if own or face_up else None,
            "drawn_cards": [c.code for c in drawn_cards] if own else None,
        })
    return entries
