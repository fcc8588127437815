"""JSON-ready views of a hand: everything (for records and the hand viewer) or what one seat sees."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..cards import Card

if TYPE_CHECKING:
    from .state import HandState


def _codes(cards: list[Card]) -> list[str]:
    return [c.code for c in cards]


def _public(state: "HandState") -> dict[str, Any]:
    name = state.seat_name
    return {
        "preset": state.ruleset.name,
        "phase": state.phase,
        "dealer": name(state.dealer),
        "to_move": name(state.to_move),
        "scores": dict(zip(state.unit_names(), state.scores)),
        "calls": [{"seat": name(s), "bid": b if b is not None else "pass"} for s, b in state.calls],
        "bidder": name(state.bidder),
        "bid": state.bid,
        "trump": state.trump.letter if state.trump else None,
        "called": state.called.code if state.called else None,
        "middle": [c.code for _, c in state.middle],
        "tricks": [{"leader": name(t.leader), "winner": name(t.winner),
                    "cards": [{"seat": name(s), "card": c.code} for s, c in t.plays]}
                   for t in state.tricks],
        "trick": [{"seat": name(s), "card": c.code} for s, c in state.trick],
        "taken": list(state.taken()) if state.bidder is not None else [0, 0],
        "card_counts": {name(s): len(h) for s, h in enumerate(state.hands)},
        "widow_count": len(state.widow),
        "events": [{"after": index, **event.to_dict()} for index, event in state.events],
        "result": _result(state),
    }


def _result(state: "HandState") -> dict[str, Any] | None:
    result = state.result
    if result is None:
        return None
    units = state.unit_names()
    return {
        "bid": result.bid,
        "moon": result.moon,
        "made": result.made,
        "set_early": result.set_early,
        "taken": {"bidding": result.taken[0], "defenders": result.taken[1]},
        "changes": dict(zip(units, result.changes)),
        "scores": dict(zip(units, result.scores_after)),
        "winners": [units[u] for u in result.winners],
        "breakdown": breakdown(state),
    }


def breakdown(state: "HandState") -> list[dict[str, Any]]:
    """Which card's points went to which side, and why."""
    sides = {0: "bidding", 1: "defenders", None: "nobody"}
    return [{"card": c.card.code, "points": c.points, "to": sides[c.side], "rule": c.rule_id,
             "seat": state.seat_name(c.seat), "trick": c.trick} for c in state.credits]


def observation(state: "HandState", seat: int) -> dict[str, Any]:
    view = _public(state)
    view["seat"] = state.seat_name(seat)
    view["hand"] = _codes(state.hands[seat])
    # Five-handed: the called card's holder knows he is the partner; everyone else, the bidder
    # included, learns it when the card is played (SPEC 2.14.3).
    partner_known = state.partner is not None and (seat == state.partner or _called_card_played(state))
    view["partner"] = state.seat_name(state.partner) if partner_known else None
    if state.called is not None and not partner_known:
        view["taken"] = None  # points by side would give the secret partner away
    if state.looking and state.to_move == seat:
        view["looking_at"] = state.looking[0].code
    return view


def _called_card_played(state: "HandState") -> bool:
    played = [c for t in state.tricks for _, c in t.plays] + [c for _, c in state.trick]
    return state.called in played


def full_view(state: "HandState") -> dict[str, Any]:
    view = _public(state)
    view["hands"] = {state.seat_name(s): _codes(h) for s, h in enumerate(state.hands)}
    view["widow"] = _codes(state.widow)
    view["partner"] = state.seat_name(state.partner)
    view["looking"] = _codes(state.looking)
    view["legal"] = [a.notation(state.players) for a in state.legal_actions()]
    return view
