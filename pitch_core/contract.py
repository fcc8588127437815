"""The JSON the engine sends the page, typed once: every ``to_dict()`` a page reads returns one of these.

One module for both games and the drills, rather than a file beside each ``to_dict``: the page's
types are generated from this module alone (``python -m sitegen.typedefs`` writes them as JSDoc
``@typedef``s into ``web/common/contract.mjs``), so a key renamed here or in a ``to_dict`` fails
``mypy`` or ``tsc`` instead of only the browser tests. It imports nothing of the engine, so every
module that builds these values may import it without closing a cycle.

Seats are their notation labels (``"N"``, ``"1"``), cards their codes (``"QH"``), suits and ranks
their letters. A key in ``NotRequired`` appears only in some views (the open view's hands).

No ``from __future__ import annotations`` here: Python 3.11's ``TypedDict`` reads ``NotRequired``
only from evaluated annotations, and the generator reads them as written.
"""

from typing import Literal, NotRequired, TypeAlias, TypedDict


# -- moves and events (both games) -------------------------------------------------------------
class MoveView(TypedDict):
    """One move as structured data (``Action.to_dict`` of either game): a page words it from these
    fields (web/common/moves.js) and sends ``move``, its notation, back. A chance move (a deal, a
    reshuffle) has ``move``, ``kind`` and ``seat`` (None) only."""

    move: str
    kind: str
    seat: str | None
    card: NotRequired[str | None]
    suit: NotRequired[str | None]  # Pitch: the trump named
    bid: NotRequired[int | str | None]  # Pitch: a number, or the preset's name for the moon
    source: NotRequired[str | None]  # Three Thirteen: "stock" or "discard"


class EventView(TypedDict):
    """An event (``Event.to_dict``): the rule that explains it, its params, its message in English."""

    rule: str
    params: dict[str, object]  # plain JSON, which the message decides: a page looks before it uses one
    message: str


class SeenEvent(EventView):
    """An event in an observation: ``after`` is the index of the move that caused it."""

    after: int


# -- the part of an observation both games share (``SeatObservation.core_dict``) ----------------
class CoreView(TypedDict):
    players: int
    seat: str | None  # whose view it is; None: the open view, every hand face up
    seats: list[str]
    to_move: str | None  # Pitch says "" where nobody is to move
    hand: list[str]  # the viewing seat's cards (none in the open view)
    moves: list[MoveView]
    legal: list[MoveView]
    events: list[SeenEvent]


# -- Pitch (``PitchObservation.to_dict``) -------------------------------------------------------
class CallView(TypedDict):
    seat: str
    bid: int | str  # "pass", a number, or the preset's name for the moon


class PlayView(TypedDict):
    seat: str
    card: str


class TrickView(TypedDict):
    leader: str
    winner: str
    cards: list[PlayView]


class SideTotals(TypedDict):
    bidding: int
    defenders: int


class BreakdownEntry(TypedDict):
    """Which card's points went to which side, and the rule that says so."""

    card: str
    points: int
    to: str  # "bidding", "defenders" or "nobody"
    rule: str
    seat: str  # who played or held it ("" for nobody)
    trick: int | None  # 1-based, if taken in a trick


class PitchResultView(TypedDict):
    bid: int | str
    moon: bool
    made: bool
    set_early: bool
    taken: SideTotals
    changes: dict[str, int]  # per scoring unit
    scores: dict[str, int]  # per scoring unit, after the hand
    winners: list[str]  # the scoring units that won the game with this hand
    breakdown: list[BreakdownEntry]
    bidding_units: list[str]


class PitchView(CoreView):
    game: Literal["pitch"]  # which game's view: ObservationView's discriminant
    preset: str
    phase: str  # "deal", "bidding", "trump", "exchange", "play" or "done"
    dealer: str
    units: list[str]  # the scoring units: the two teams, or each player five-handed
    scores: dict[str, int]
    calls: list[CallView]
    bidder: str  # "" before anyone has won the auction
    bid: int | str | None
    trump: str | None
    called: str | None
    partner: str | None
    card_counts: dict[str, int]
    widow_count: int
    middle: list[str]
    tricks: list[TrickView]
    trick: list[PlayView]
    last_trick: TrickView | None
    taken: list[int] | None  # points by side; None where that would give a secret away
    result: PitchResultView | None
    out_of_trump: list[str]
    card_order: list[str]
    jokers_alike: bool  # the jokers look alike (13-point partner): draw them the same
    hands: NotRequired[dict[str, list[str]]]  # the open view only
    widow: NotRequired[list[str]]  # the open view only
    looking_at: NotRequired[str]  # 13-point partner: the card the seat to move looks at


class LoggedMove(TypedDict):
    """A move in a Pitch hand's log (``webtools.hand_log``)."""

    kind: Literal["move"]
    move: MoveView


class ExchangeEntry(TypedDict):
    """One seat's part of the exchange as a seat saw it (``webtools.hand_log``): how many cards it
    threw away and drew, and which, where that seat may know them."""

    kind: Literal["exchange"]
    seat: str
    thrown: int
    drawn: int
    kept: int  # the cards in its hand after it
    thrown_cards: list[str] | None  # to the seat itself, and to all where they go face up
    drawn_cards: list[str] | None  # to the seat itself


LogEntry: TypeAlias = LoggedMove | ExchangeEntry


# -- Three Thirteen (``ThirteenObservation.to_dict``) --------------------------------------------
WildView = TypedDict("WildView", {"card": str, "as": str})  # "as" is a keyword: the functional form


class MeldView(TypedDict):
    kind: str  # "set" or "run"
    cards: list[str]
    stands_for: list[str]  # what each card stands for, in parallel with ``cards``
    wilds: list[WildView]


class ArrangementView(TypedDict):
    """A hand laid out for the fewest penalty points (``Arrangement.to_dict``)."""

    deadwood: int
    wild_rank: str
    melds: list[MeldView]
    leftover: list[str]


class SeatScoreView(TypedDict):
    seat: str
    points: int
    went_out: bool
    wild_rank: str
    melds: list[MeldView]
    leftover: list[str]


class RoundView(TypedDict):
    """A scored round (``RoundResult.to_dict``)."""

    round: int
    dealer: str
    wild_rank: str
    went_out: str | None
    scores: list[int]
    totals: list[int]  # cumulative, after this round
    seats: list[SeatScoreView]


class DrawnView(TypedDict):
    source: str  # "stock" or "discard"
    card: str


class ThirteenView(CoreView):
    game: Literal["three-thirteen"]  # which game's view: ObservationView's discriminant
    preset: str
    round: int
    rounds: int
    hand_size: int
    wild_rank: str
    dealer: str
    phase: str
    hand_sizes: list[int]
    jokers_alike: bool  # always: the printed jokers look alike, and both are wild
    printed_jokers: bool  # always: name them as the printed joker (not a high or a low joker)
    stock_size: int
    discard_pile: list[str]  # bottom to top
    top_discard: str | None
    went_out: str | None
    out_melds: ArrangementView | None
    final_turns_left: int
    totals: list[int]
    rounds_played: list[RoundView]
    winners: list[str]
    hands: NotRequired[list[list[str]]]  # the open view only
    stock: NotRequired[list[str]]  # the open view only, top first
    drawn: NotRequired[DrawnView]  # this turn's draw, for the seat that drew


ObservationView: TypeAlias = PitchView | ThirteenView


# -- questions (``pitch_core.drills.model``) ----------------------------------------------------
class ChoiceView(TypedDict):
    value: str
    label: str | None  # None: the page draws the value itself (a card, a seat)


class SceneView(TypedDict):
    """What the table shows for a question (``Scene.to_dict``)."""

    view: ObservationView
    shown: list[str] | None  # the seats whose hands lie face up; None: every hand the view holds
    highlight: list[str]  # card codes and seat labels the question points at
    trick: str  # "current" or "last"


class StepView(TypedDict):
    """One moment of "See it" (``Step.to_dict``): the scene after a move and what the engine said."""

    scene: SceneView
    says: list[str]
    cited: list[str]


class DrillView(TypedDict):
    """A question (``Drill.to_dict``), in the reader's language."""

    rule: str
    game: str
    preset: str
    game_name: str
    kind: str  # one of drills.model.KINDS
    question: str
    choices: list[ChoiceView]
    answer: str | int | list[str]
    explanation: str
    cited: list[str]
    why: dict[str, str]  # a wrong value: why it is wrong
    record: str | None
    steps: list[StepView]
    scene: SceneView
    see_it: NotRequired[bool]  # practice (webapi.drill): steps come with the verdict; True if there are any


__all__ = ["ArrangementView", "BreakdownEntry", "CallView", "ChoiceView", "CoreView", "DrawnView", "DrillView",
           "EventView", "ExchangeEntry", "LogEntry", "LoggedMove", "MeldView", "MoveView", "ObservationView",
           "PitchResultView", "PitchView", "PlayView", "RoundView", "SceneView", "SeatScoreView", "SeenEvent",
           "SideTotals", "StepView", "ThirteenView", "TrickView", "WildView"]
