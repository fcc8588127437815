"""The exchange between naming trump and the first lead, one procedure per preset.

The procedures are the rules of the exchange pages (docs/pitch31.md, ten-point.md,
thirteen-point-partner.md, variants.md#five-handed) with the rule IDs ``exchange.*``.
A procedure is a list of *steps*. Automatic steps (throwing away non-trump, drawing from the
widow) run by themselves; a *choice* step waits for one player's actions:

* ``shed``: a player holding more than six trump gives up one at a time (``drop=``);
* ``rest``: the ten-point bidder keeps the rest of the widow or hands it unseen to his partner;
* ``claims``: 13-point partner, a player short of six takes point cards from the middle;
* ``look``: 13-point partner, the bidder (then his partner) looks through the rest of the pack.

What happens to a dropped trump is the preset's ``excess_trump``: to the opponents, burned, or
face up into the middle.

The exchange works on the hand through the small public surface ``ExchangeHand`` names, so this
module never imports the hand state (and the hand state imports it at the top).
"""

from __future__ import annotations

from typing import Any, Callable, NamedTuple, Protocol

from ..cards import Card
from ..errors import IllegalAction
from .actions import CLAIM, DONE, DROP, GIVE_REST, SKIP, STOP, SWAP, TAKE_REST, Action
from .hand_types import KEEP, Credit
from .ruleset import Ruleset

Step = tuple[Any, ...]  # (kind, *args), e.g. ("shed", 2) or ("bidder_takes_widow",)


class ExchangeHand(Protocol):
    """What the exchange reads and changes of a hand."""

    ruleset: Ruleset
    players: int
    hands: list[list[Card]]
    widow: list[Card]
    middle: list[tuple[int, Card]]
    looking: list[Card]
    steps: list[Step]
    bidder: int | None
    called: Card | None
    partner: int | None
    to_move: int | None
    rest_receiver: int | None

    def rotation(self, include_bidder: bool = True) -> list[int]: ...
    def points_of(self, card: Card) -> int: ...
    def is_trump(self, card: Card) -> bool: ...
    def trump_in_hand(self, seat: int) -> list[Card]: ...
    def side_of(self, seat: int) -> int: ...
    def seat_name(self, seat: int | None) -> str: ...
    def note(self, rule_id: str, **params: Any) -> None: ...
    def credit(self, credit: Credit) -> None: ...


class Procedure(NamedTuple):
    """One preset's exchange: its steps, and whether thrown-away cards go face up to the middle."""

    steps: Callable[[ExchangeHand, int, list[int], list[int]], list[Step]]
    discards_face_up: bool = False


def _pitch31_steps(hand: ExchangeHand, bidder: int, everyone: list[int], others: list[int]) -> list[Step]:
    steps: list[Step] = [("discard_non_trump", s) for s in everyone]
    for seat in others:
        steps += [("draw_to_six", seat), ("shed", seat)]
    return steps + [("bidder_takes_widow",), ("shed", bidder)]


def _tenpoint_steps(hand: ExchangeHand, bidder: int, everyone: list[int], others: list[int]) -> list[Step]:
    steps: list[Step] = [("discard_non_trump", s) for s in everyone]
    steps += [("draw_to_six", s) for s in everyone]
    steps += [("rest",), ("absorb_rest",)]
    return steps + [("shed", s) for s in everyone]


def _thirteen_partner_steps(hand: ExchangeHand, bidder: int, everyone: list[int], others: list[int]) -> list[Step]:
    steps: list[Step] = [("discard_non_trump", s) for s in everyone]
    steps += [("shed", s) for s in everyone]
    steps += [("claims", s) for s in everyone]
    steps += [("clear_middle",)] + [("draw_to_six", s) for s in everyone]
    return steps + [("start_looking",), ("look", bidder)]


def _five_handed_steps(hand: ExchangeHand, bidder: int, everyone: list[int], others: list[int]) -> list[Step]:
    steps: list[Step] = [("discard_non_trump", s) for s in everyone]
    steps.append(("bidder_takes_widow",))
    return steps + [("shed", s) for s in everyone]


# The ruleset's ``exchange`` parameter names one of these.
PROCEDURES: dict[str, Procedure] = {
    "pitch31": Procedure(_pitch31_steps),
    "tenpoint": Procedure(_tenpoint_steps),
    "thirteen_partner": Procedure(_thirteen_partner_steps, discards_face_up=True),
    "five_handed": Procedure(_five_handed_steps),
}


def exchange_steps(hand: ExchangeHand) -> list[Step]:
    bidder = hand.bidder
    assert bidder is not None
    procedure = PROCEDURES[hand.ruleset.exchange]
    return procedure.steps(hand, bidder, hand.rotation(), hand.rotation(include_bidder=False))


def all_trump_seats(ruleset: Ruleset, bidder: int, rest_to_partner: bool) -> set[int]:
    """Seats whose every card is trump once the exchange is over, by the preset's procedure
    alone (a seat that gave up trump beyond six is all trump too; the caller knows those):
    the five-handed table, the pitch31 bidder after the widow, whoever took the ten-point rest."""
    procedure = ruleset.exchange
    if procedure == "five_handed":
        return set(range(ruleset.players))
    if procedure == "pitch31":
        return {bidder}
    if procedure == "tenpoint":
        return {(bidder + 2) % ruleset.players if rest_to_partner else bidder}
    return set()


def every_point_scored(ruleset: Ruleset) -> bool:
    """Whether every point of the scheme always ends with one side or the other: nothing is
    burned (``exchange.burn``) and nothing thrown face up into the middle stays there for
    nobody (``exchange.discard-face-up``). Pitch 31's extra trump go to the opponents and its
    bidder takes the whole rest of the widow, so its ten points are always all taken."""
    return ruleset.excess_trump != "burn" and not PROCEDURES[ruleset.exchange].discards_face_up


def _bidder(state: ExchangeHand) -> int:
    """The bidder: the exchange starts only once a bid stands, so there is always one."""
    if state.bidder is None:
        raise RuntimeError("the exchange needs a bidder")
    return state.bidder


def _seat_to_act(state: ExchangeHand) -> int:
    if state.to_move is None:
        raise RuntimeError("no seat is to act in the exchange")
    return state.to_move


# -- automatic steps ------------------------------------------------------------------------------
def run_automatic_steps(state: ExchangeHand) -> None:
    """Run steps until one needs a player's choice (``state.to_move`` is then that player)."""
    while state.steps:
        kind, *args = state.steps[0]
        auto = _AUTOMATIC.get(kind)
        if auto is not None:
            state.steps.pop(0)
            auto(state, *args)
            continue
        seat = _chooser(state, kind, args)
        if seat is None:
            state.steps.pop(0)
            continue
        state.to_move = seat
        return


def _discard_non_trump(state: ExchangeHand, seat: int) -> None:
    keep = [c for c in state.hands[seat] if state.is_trump(c)]
    thrown = [c for c in state.hands[seat] if not state.is_trump(c)]
    state.hands[seat] = keep
    if PROCEDURES[state.ruleset.exchange].discards_face_up:
        state.middle.extend((seat, c) for c in thrown)


def _draw_to_six(state: ExchangeHand, seat: int) -> None:
    need = KEEP - len(state.hands[seat])
    if need > 0:
        state.hands[seat].extend(state.widow[:need])
        del state.widow[:need]


def _bidder_takes_widow(state: ExchangeHand) -> None:
    bidder = _bidder(state)
    state.hands[bidder].extend(state.widow)
    state.widow = []
    _discard_non_trump(state, bidder)


def _absorb_rest(state: ExchangeHand) -> None:
    receiver = _bidder(state) if state.rest_receiver is None else state.rest_receiver
    if not state.widow:
        return
    state.hands[receiver].extend(state.widow)
    state.widow = []
    _discard_non_trump(state, receiver)


def _clear_middle(state: ExchangeHand) -> None:
    for seat, card in state.middle:
        points = state.points_of(card)
        if points:
            state.credit(Credit(card, points, None, "exchange.discard-face-up", seat))
    state.middle = []


def _start_looking(state: ExchangeHand) -> None:
    state.looking = state.widow
    state.widow = []


# Each step's function takes the hand and the step's arguments (a seat, or none).
_AUTOMATIC: dict[str, Callable[..., None]] = {
    "discard_non_trump": _discard_non_trump,
    "draw_to_six": _draw_to_six,
    "bidder_takes_widow": _bidder_takes_widow,
    "absorb_rest": _absorb_rest,
    "clear_middle": _clear_middle,
    "start_looking": _start_looking,
}


# -- choice steps ---------------------------------------------------------------------------------
def _chooser(state: ExchangeHand, kind: str, args: list) -> int | None:
    """Who must choose in this step, or None if nobody needs to (the step is skipped)."""
    if kind == "shed":
        seat = args[0]
        return seat if len(state.trump_in_hand(seat)) > KEEP else None
    if kind == "rest":
        if not state.widow:
            return None
        if state.ruleset.remainder_to_partner != "unseen_all":
            state.rest_receiver = state.bidder
            return None
        return state.bidder
    if kind == "claims":
        seat = args[0]
        return seat if _claimable(state, seat) else None
    if kind == "look":
        return args[0] if state.looking else None
    raise ValueError(f"unknown exchange step {kind!r}")


def _claimable(state: ExchangeHand, seat: int) -> list[Card]:
    if len(state.hands[seat]) >= KEEP:
        return []
    return [c for s, c in state.middle if s != seat and state.points_of(c)]


def legal_exchange_actions(state: ExchangeHand) -> list[Action]:
    kind, *args = state.steps[0]
    seat = _seat_to_act(state)
    if kind == "shed":
        return [Action(DROP, seat, card=c) for c in _droppable(state, seat)]
    if kind == "rest":
        return [Action(TAKE_REST, seat), Action(GIVE_REST, seat)]
    if kind == "claims":
        unique = list(dict.fromkeys(_claimable(state, seat)))
        return [Action(CLAIM, seat, card=c) for c in unique] + [Action(DONE, seat)]
    if kind == "look":
        actions = [Action(SKIP, seat), Action(STOP, seat)]
        if _may_swap(state):
            actions += [Action(SWAP, seat, card=c) for c in dict.fromkeys(state.hands[seat])]
        return actions
    return []


def _droppable(state: ExchangeHand, seat: int) -> list[Card]:
    trump = state.trump_in_hand(seat)
    if _called_card_must_lead(state, seat):
        trump = [c for c in trump if c is not state.called]
    return trump


def _called_card_must_lead(state: ExchangeHand, seat: int) -> bool:
    return state.called is not None and state.partner is None and seat == state.bidder


def _may_swap(state: ExchangeHand) -> bool:
    shown = state.looking[0]
    return state.ruleset.bidder_swap == "any" or bool(state.points_of(shown))


def apply_exchange_action(state: ExchangeHand, action: Action) -> None:
    kind, *args = state.steps[0]
    handler = {"shed": _apply_shed, "rest": _apply_rest, "claims": _apply_claim,
               "look": _apply_look}[kind]
    handler(state, action)


def _apply_shed(state: ExchangeHand, action: Action) -> None:
    seat, card = action.seat, action.card
    if action.kind != DROP or card is None:
        raise IllegalAction("exchange.keep-six", count=KEEP, got=len(state.trump_in_hand(seat)))
    if card not in state.hands[seat]:
        raise IllegalAction("exchange.card-not-held", seat=state.seat_name(seat), card=card)
    if not state.is_trump(card):
        raise IllegalAction("exchange.discard-non-trump", card=card)
    if card is state.called and _called_card_must_lead(state, seat):
        raise IllegalAction("play.called-card-leads", card=card)
    state.hands[seat].remove(card)
    points = state.points_of(card)
    excess = state.ruleset.excess_trump
    if excess == "to_opponents":
        state.note("exchange.excess-to-opponents", seat=state.seat_name(seat), cards=[card])
        if points:
            state.credit(Credit(card, points, 1 - state.side_of(seat), "exchange.excess-to-opponents", seat))
    elif excess == "burn":
        state.note("exchange.burn", seat=state.seat_name(seat), cards=[card])
        if points:
            state.credit(Credit(card, points, None, "exchange.burn", seat))
    else:
        state.middle.append((seat, card))
    if len(state.trump_in_hand(seat)) <= KEEP:
        state.steps.pop(0)


def _apply_rest(state: ExchangeHand, action: Action) -> None:
    if action.kind == TAKE_REST:
        state.rest_receiver = state.bidder
    elif action.kind == GIVE_REST:
        state.rest_receiver = (_bidder(state) + 2) % state.players
        state.note("exchange.remainder-to-partner")
    else:
        raise IllegalAction("exchange.remainder-to-partner")
    state.steps.pop(0)


def _apply_claim(state: ExchangeHand, action: Action) -> None:
    seat = action.seat
    if action.kind == DONE:
        state.steps.pop(0)
        return
    card = action.card
    claimable = _claimable(state, seat)
    if action.kind != CLAIM or card is None or card not in claimable:
        raise IllegalAction("exchange.claim-point-card", card=card or "", seat=state.seat_name(seat))
    index = next(i for i, (s, c) in enumerate(state.middle) if c is card and s != seat)
    del state.middle[index]
    state.hands[seat].append(card)
    if not _claimable(state, seat):
        state.steps.pop(0)


def _apply_look(state: ExchangeHand, action: Action) -> None:
    seat = action.seat
    shown = state.looking[0]
    if action.kind == SWAP:
        if action.card is None or action.card not in state.hands[seat]:
            raise IllegalAction("exchange.card-not-held", seat=state.seat_name(seat), card=action.card or "")
        if not _may_swap(state):
            raise IllegalAction("exchange.look-through")
        state.hands[seat].remove(action.card)
        state.hands[seat].append(shown)
        out = action.card
    elif action.kind == SKIP:
        out = shown
    elif action.kind == STOP:
        _stop_looking(state, seat)
        return
    else:
        raise IllegalAction("exchange.look-through")
    state.looking.pop(0)
    points = state.points_of(out)
    if points:
        state.credit(Credit(out, points, None, "exchange.look-through", seat))
    if not state.looking:
        state.steps.pop(0)


def _stop_looking(state: ExchangeHand, seat: int) -> None:
    state.steps.pop(0)
    partner = (_bidder(state) + 2) % state.players
    if seat == state.bidder and state.ruleset.remainder_to_partner == "unseen_rest" and state.players == 4:
        state.steps.insert(0, ("look", partner))
        return
    for card in state.looking:
        points = state.points_of(card)
        if points:
            state.credit(Credit(card, points, None, "exchange.look-through", None))
    state.looking = []
