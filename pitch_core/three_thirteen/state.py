"""A whole game of Three Thirteen as an explicit state machine (docs/three-thirteen.md).

Phases of a round: ``deal`` (chance) -> turns of ``draw`` then ``discard`` -> scored; a
``reshuffle`` (chance) comes in when the stock runs out. After the last round the game is
``done``. The API follows the Pitch engine (python-chess / OpenSpiel style)::

    state = GameState.new(get_ruleset("three-thirteen"), players=3, dealer=0)
    rng = random.Random(1)
    while not state.is_terminal:
        if state.is_chance:
            state.chance_random(rng)            # or state.apply(Action.deal(hands, upcard, stock))
        else:
            state.apply(rng.choice(state.legal_actions()))
    state.totals, state.winners()                # cumulative penalties; lowest wins
    state.undo()                                 # steps back one action (chance ones included)

Every action the rules forbid raises ``IllegalAction`` with a rule ID; ``legal_actions()`` lists
exactly the player actions ``apply`` accepts (none at a chance node). Things worth explaining
(the wild rank, going out, a reshuffle, every hand's layout and score) are appended to
``events`` with the rule they follow.

Table rules the sources leave open (docs/clarifications.md#three-thirteen) are ruleset parameters: an empty stock is rebuilt from the
discard pile (or ends the round), a card taken from the pile may be thrown straight back, and
the others get one last turn each after someone goes out.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any, Mapping, Sequence

from ..cards import Card, Rank
from ..contract import ThirteenView
from ..errors import IllegalAction, NotationError
from ..event import Event, seen_events
from ..game import CHANCE, TERMINAL, win_loss_returns
from .actions import DEAL, DISCARD, DRAW, OUT, PILE, RESHUFFLE, STOCK, Action, seat_label
from .observation import ThirteenObservation
from .ruleset import END_ROUND, Ruleset
from .scoring import RoundResult, game_end_event, score_round, winners
from .solver import Arrangement, discard_options, min_deadwood

DEAL_PHASE, DRAW_PHASE, DISCARD_PHASE, RESHUFFLE_PHASE, DONE_PHASE = (
    "deal", "draw", "discard", "reshuffle", "done")


class GameState:
    """A game from the deal of its first round (``round_number``, default 1) to the end."""

    def __init__(self, ruleset: Ruleset, players: int, dealer: int, round_number: int,
                 totals: Sequence[int]) -> None:
        if players < ruleset.min_players:
            raise IllegalAction("tt.players.count", min_players=ruleset.min_players, players=players)
        ruleset.hand_size(round_number)  # a round that does not exist is refused here
        if len(totals) != players:
            raise IllegalAction("tt.players.count", min_players=ruleset.min_players,
                                players=len(totals))
        self.ruleset = ruleset
        self.players = players
        self.first_round = round_number
        self.first_dealer = dealer % players
        self.first_totals: tuple[int, ...] = tuple(totals)
        self.round_number = round_number
        self.dealer = dealer % players
        self.totals: tuple[int, ...] = tuple(totals)
        self.phase = DEAL_PHASE
        self.to_move: int | None = None
        self.hands: list[list[Card]] = [[] for _ in range(players)]
        self.stock: list[Card] = []  # the top card is the last one
        self.pile: list[Card] = []  # the discard pile; the top card is the last one
        self.drawn: tuple[str, Card] | None = None  # this turn's draw: (source, card)
        self.out_seat: int | None = None
        self.out_arrangement: Arrangement | None = None
        self.final_turns = 0  # last turns still to be taken after someone went out
        self.results: list[RoundResult] = []
        self.events: list[tuple[int, Event]] = []  # (index of the action that caused it, event)
        self.history: list[Action] = []
        self._turn_seat = 0  # whose turn a reshuffle interrupts
        self._options: tuple[int, dict[Card, int]] | None = None  # discard values, per history length
        self._origin: GameState | None = None

    # -- construction ----------------------------------------------------------------------
    @classmethod
    def new(cls, ruleset: Ruleset, players: int = 2, dealer: int = 0, round_number: int = 1,
            totals: Sequence[int] | None = None) -> "GameState":
        """A game about to deal ``round_number`` (later rounds start from recorded ``totals``)."""
        state = cls(ruleset, players, dealer, round_number,
                    totals if totals is not None else (0,) * players)
        state._origin = state.copy()
        return state

    @classmethod
    def from_hands(cls, ruleset: Ruleset, hands: Mapping[int, Sequence[Card]], rng: random.Random, *,
                   players: int, round_number: int, dealer: int | None = None,
                   totals: Sequence[int] | None = None, stock_top: Sequence[Card] = ()) -> "GameState":
        """A teaching position: a round just dealt in which each seat of ``hands`` holds those cards.
        The rest of the pack, shuffled by ``rng``, makes the other hands, the upcard and the stock;
        ``stock_top`` lies on top of the stock (its first card on top), so a seat's next draw can be
        chosen too. The deal is a real one: the engine refuses a hand of the wrong size or a card
        more often than the pack holds it. ``dealer`` defaults to the seat before the lowest seat of
        ``hands``, so that seat draws first."""
        first = min(hands, default=0)
        state = cls.new(ruleset, players, (first - 1) % players if dealer is None else dealer, round_number, totals)
        rest = Counter(state.pack)
        rest.subtract(Counter(card for hand in hands.values() for card in hand))
        rest.subtract(Counter(stock_top))
        pool = list((+rest).elements())  # a card asked for more often than the pack holds: the deal refuses it
        rng.shuffle(pool)
        dealt = [list(hands[seat]) if seat in hands else [pool.pop() for _ in range(state.hand_size)]
                 for seat in range(players)]
        state.apply(Action.deal(dealt, pool.pop(), list(stock_top) + pool))
        return state

    def copy(self) -> "GameState":
        other = object.__new__(GameState)
        other.__dict__.update(self.__dict__)
        other.hands = [list(h) for h in self.hands]
        for name in ("stock", "pile", "results", "events", "history"):
            setattr(other, name, list(getattr(self, name)))
        return other

    # -- what the game is now ----------------------------------------------------------------
    @property
    def is_terminal(self) -> bool:
        return self.phase == DONE_PHASE

    @property
    def is_chance(self) -> bool:
        return self.phase in (DEAL_PHASE, RESHUFFLE_PHASE)

    @property
    def _seat_to_act(self) -> int:
        """``to_move`` while a round is on (a move's seat is checked against it first)."""
        if self.to_move is None:
            raise RuntimeError(f"no seat is to act in the {self.phase} phase")
        return self.to_move

    @property
    def current_player(self) -> int:
        """The seat to act (0-based), ``CHANCE`` at a deal or reshuffle, ``TERMINAL`` at the end."""
        if self.is_chance:
            return CHANCE
        return TERMINAL if self.to_move is None else self.to_move

    @property
    def hand_size(self) -> int:
        return self.ruleset.hand_size(self.round_number)

    @property
    def wild_rank(self) -> Rank:
        return self.ruleset.wild_rank(self.round_number)

    @property
    def pack(self) -> tuple[Card, ...]:
        return self.ruleset.pack(self.players)

    @property
    def top_discard(self) -> Card | None:
        return self.pile[-1] if self.pile else None

    def returns(self) -> list[float]:
        """The game's outcome (``pitch_core.game``): once it is over, +1 for each seat with the
        lowest total (a tie shares the win) and -1 for each other; zeros until then. The
        penalties themselves are ``totals``."""
        if not self.is_terminal:
            return [0.0] * self.players
        return win_loss_returns(self.players, self.winners())

    def winners(self) -> list[int]:
        """Seats with the lowest total (all of them in a tie); meaningful once terminal."""
        return winners(self.totals)

    # -- chance ------------------------------------------------------------------------------
    def chance_random(self, rng: random.Random) -> Action:
        """Play the pending chance action (the deal or a reshuffle) at random; returns it."""
        action = self.random_deal(rng) if self.phase == DEAL_PHASE else self.random_reshuffle(rng)
        self.apply(action)
        return action

    def random_deal(self, rng: random.Random) -> Action:
        pack = list(self.pack)
        rng.shuffle(pack)
        return self.deal_from_order(pack)

    def deal_from_order(self, order: Sequence[Card]) -> Action:
        """The deal of a pack in this order: one card at a time clockwise from the dealer's left,
        then the upcard; the rest is the stock, top first."""
        size, n = self.hand_size, self.players
        hands: list[list[Card]] = [[] for _ in range(n)]
        for i in range(size * n):
            hands[(self.dealer + 1 + i) % n].append(order[i])
        return Action.deal(hands, order[size * n], order[size * n + 1:])

    def random_reshuffle(self, rng: random.Random) -> Action:
        cards = self.pile[:-1]
        rng.shuffle(cards)
        return Action.reshuffle(cards)

    # -- the actions -------------------------------------------------------------------------
    def legal_actions(self) -> list[Action]:
        seat = self.to_move
        if self.phase == DRAW_PHASE and seat is not None:
            sources = [s for s, cards in ((STOCK, self.stock), (PILE, self.pile)) if cards]
            return [Action.draw(seat, source) for source in sources]
        if self.phase == DISCARD_PHASE and seat is not None:
            cards = [c for c in dict.fromkeys(sorted(self.hands[seat])) if self._may_discard(c)]
            actions = [Action.discard(seat, c) for c in cards]
            if self.out_seat is None:
                values = self.discard_values()
                actions += [Action.out(seat, c) for c in cards if values[c] == 0]
            return actions
        return []

    def candidate_actions(self, seat: int | None = None) -> list[Action]:
        """The moves worth offering ``seat`` (default: the player to act), legal or not: both
        sources to draw from, and every card in hand to discard or go out with, so a refused
        one gets the rule that refuses it. Empty when it is not that seat's turn."""
        seat = self.to_move if seat is None else seat
        if seat is None or seat != self.to_move:
            return []
        if self.phase == DRAW_PHASE:
            return [Action.draw(seat, STOCK), Action.draw(seat, PILE)]
        if self.phase == DISCARD_PHASE:
            cards = list(dict.fromkeys(sorted(self.hands[seat])))
            return [Action.discard(seat, c) for c in cards] + [Action.out(seat, c) for c in cards]
        return []

    def apply(self, action: Action) -> None:
        handler = {DEAL: self._apply_deal, RESHUFFLE: self._apply_reshuffle, DRAW: self._apply_draw,
                   DISCARD: self._apply_discard, OUT: self._apply_out}.get(action.kind)
        if handler is None:
            raise NotationError("tt.notation.unknown-action", token=action.kind)
        self._check_turn(action)
        handler(action)  # every handler checks before it changes anything
        self.history.append(action)

    def undo(self) -> Action | None:
        """Take back the last action (chance actions included) by replaying the ones before it."""
        if self._origin is None or not self.history:
            return None
        last = self.history[-1]
        replay = self._origin.copy()
        replay._origin = self._origin
        for action in self.history[:-1]:
            replay.apply(action)
        self.__dict__.update(replay.__dict__)
        return last

    def discard_values(self) -> dict[Card, int]:
        """For the player about to discard: the deadwood left by each possible discard."""
        if self._options is None or self._options[0] != len(self.history):
            hand = self.hands[self._seat_to_act]
            self._options = (len(self.history), discard_options(hand, self.wild_rank, self.ruleset))
        return self._options[1]

    # -- checks ------------------------------------------------------------------------------
    def _check_turn(self, action: Action) -> None:
        if self.phase == DONE_PHASE:
            raise IllegalAction("tt.game.over")
        if action.is_chance:
            if self.phase == DEAL_PHASE and action.kind == DEAL:
                return
            if self.phase == RESHUFFLE_PHASE and action.kind == RESHUFFLE:
                return
            if self.phase == DRAW_PHASE:
                raise IllegalAction("tt.turn.draw-first")
            raise IllegalAction("tt.turn.discard", seat=seat_label(self._seat_to_act))
        if self.phase == DEAL_PHASE:
            raise IllegalAction("tt.deal.first")
        if self.phase == RESHUFFLE_PHASE:
            raise IllegalAction("tt.stock.reshuffle")
        if action.seat != self.to_move:
            raise IllegalAction("tt.turn.order", expected=seat_label(self._seat_to_act),
                                seat="?" if action.seat is None else seat_label(action.seat))
        if self.phase == DRAW_PHASE and action.kind != DRAW:
            raise IllegalAction("tt.turn.draw-first")
        if self.phase == DISCARD_PHASE and action.kind == DRAW:
            raise IllegalAction("tt.turn.discard", seat=seat_label(self._seat_to_act))

    def _may_discard(self, card: Card) -> bool:
        """False only for the card just taken from the pile where the table forbids throwing it
        back (holding an identical card from the other deck, that one may go)."""
        if self.ruleset.discard_taken_card or self.drawn is None or self.drawn[0] != PILE:
            return True
        hand = self.hands[self._seat_to_act]
        return card is not self.drawn[1] or hand.count(card) > 1

    def _check_discard(self, seat: int, card: Card | None) -> Card:
        hand = self.hands[seat]
        if card is None or card not in hand:
            raise IllegalAction("tt.discard.not-held", seat=seat_label(seat), card=card)
        if not self._may_discard(card):
            raise IllegalAction("tt.discard.taken-card", card=card)
        return card

    # -- the handlers ------------------------------------------------------------------------
    def _apply_deal(self, action: Action) -> None:
        size = self.hand_size
        if len(action.hands) != self.players:
            raise IllegalAction("tt.players.count", min_players=self.ruleset.min_players,
                                players=len(action.hands))
        for hand in action.hands:
            if len(hand) != size:
                raise IllegalAction("tt.round.hand-size", round=self.round_number, hand_size=size,
                                    count=len(hand))
        dealt = [card for hand in action.hands for card in hand]
        if action.card is not None:
            dealt.append(action.card)
        _check_same_cards(dealt + list(action.stock), self.pack, "tt.deal.pack")
        if action.card is None or not action.stock:
            raise IllegalAction("tt.deal.pack", card="—", used=0, held=1)
        self.hands = [list(h) for h in action.hands]
        self.pile = [action.card]
        self.stock = list(reversed(action.stock))
        self.out_seat, self.out_arrangement, self.final_turns, self.drawn = None, None, 0, None
        self._event("tt.deal.rotation", dealer=seat_label(self.dealer), round=self.round_number)
        self._event("tt.deal.cards", hand_size=size)
        self._event("tt.wild.rank", round=self.round_number, rank=self.wild_rank.letter)
        self._event("tt.deal.upcard", card=action.card)
        self._start_turn(self._next(self.dealer))

    def _apply_reshuffle(self, action: Action) -> None:
        _check_same_cards(list(action.stock), self.pile[:-1], "tt.stock.reshuffle-cards")
        self.pile = self.pile[-1:]
        self.stock = list(reversed(action.stock))
        self._event("tt.stock.reshuffle")
        self.phase = DRAW_PHASE
        self.to_move = self._turn_seat

    def _apply_draw(self, action: Action) -> None:
        seat = self._seat_to_act  # _check_turn made it the action's seat
        if action.source not in (STOCK, PILE):
            raise IllegalAction("tt.draw.source", source=action.source)
        if action.source == STOCK and not self.stock:
            raise IllegalAction("tt.draw.stock-empty")
        if action.source == PILE and not self.pile:
            raise IllegalAction("tt.draw.pile-empty")
        card = (self.stock if action.source == STOCK else self.pile).pop()
        self.hands[seat].append(card)
        self.drawn = (action.source, card)
        self.phase = DISCARD_PHASE

    def _apply_discard(self, action: Action) -> None:
        seat = self._seat_to_act
        card = self._check_discard(seat, action.card)
        self._throw(seat, card)
        if self.out_seat is not None:
            self.final_turns -= 1
            if self.final_turns == 0:
                self._end_round()
                return
        self._start_turn(self._next(seat))

    def _apply_out(self, action: Action) -> None:
        seat = self._seat_to_act
        if self.out_seat is not None:
            raise IllegalAction("tt.go-out.once", seat=seat_label(self.out_seat))
        card = self._check_discard(seat, action.card)
        points = self.discard_values()[card]
        if points:
            raise IllegalAction("tt.go-out.all-melded", card=card, points=points)
        self._throw(seat, card)
        self.out_seat = seat
        self.out_arrangement = min_deadwood(self.hands[seat], self.wild_rank, self.ruleset)
        self.final_turns = self.ruleset.others_final_turns * (self.players - 1)
        self._event("tt.go-out.last-turns", seat=seat_label(seat))
        if self.final_turns == 0:
            self._end_round()
            return
        self._start_turn(self._next(seat))

    def _throw(self, seat: int, card: Card) -> None:
        self.hands[seat].remove(card)
        self.pile.append(card)
        self.drawn = None

    # -- flow --------------------------------------------------------------------------------
    def _next(self, seat: int) -> int:
        """The next seat clockwise; once someone is out, his seat is skipped."""
        following = (seat + 1) % self.players
        if following == self.out_seat:
            following = (following + 1) % self.players
        return following

    def _start_turn(self, seat: int) -> None:
        self._turn_seat = seat
        self.to_move = seat
        self.phase = DRAW_PHASE
        if self.stock:
            return
        if self.ruleset.stock_exhausted == END_ROUND:
            self._event("tt.stock.end-round")
            self._end_round()
        elif len(self.pile) > 1:
            self.phase, self.to_move = RESHUFFLE_PHASE, None
        else:
            self._event("tt.draw.stock-empty")

    def _end_round(self) -> None:
        result, events = score_round(self.ruleset, self.round_number, self.dealer, self.hands,
                                     self.out_seat, self.out_arrangement, self.totals)
        for event in events:
            self.events.append((len(self.history), event))
        self.results.append(result)
        self.totals = result.totals
        self.to_move, self.drawn = None, None
        if self.round_number == self.ruleset.rounds:
            self.phase = DONE_PHASE
            self.events.append((len(self.history), game_end_event(self.totals)))
            return
        self.round_number += 1
        self.dealer = (self.dealer + 1) % self.players
        self.phase = DEAL_PHASE
        self.hands = [[] for _ in range(self.players)]
        self.stock, self.pile = [], []

    def _event(self, rule_id: str, **params: Any) -> None:
        self.events.append((len(self.history), Event(rule_id, params)))  # the action being applied

    # -- what one seat can see ---------------------------------------------------------------
    def observation(self, seat: int | None) -> ThirteenObservation:
        """Everything ``seat`` may know (``None``: the open view, hidden cards included)."""
        open_view = seat is None
        yours = open_view or self.to_move == seat
        return ThirteenObservation(
            preset=self.ruleset.name, players=self.players, seat=seat, round_number=self.round_number,
            rounds=self.ruleset.rounds, hand_size=self.hand_size, wild_rank=self.wild_rank,
            dealer=self.dealer, phase=self.phase, to_move=self.to_move,
            hands=tuple(tuple(sorted(h)) if open_view or s == seat else None
                        for s, h in enumerate(self.hands)),
            hand_sizes=tuple(len(h) for h in self.hands),
            stock=tuple(reversed(self.stock)) if open_view else None, stock_size=len(self.stock),
            pile=tuple(self.pile), drawn=self.drawn if yours else None, went_out=self.out_seat,
            out_arrangement=self.out_arrangement, final_turns=self.final_turns, totals=self.totals,
            results=tuple(self.results), winners=tuple(self.winners()) if self.is_terminal else (),
            moves=tuple(self.history) if open_view else tuple(a.as_seen() for a in self.history),
            events=seen_events(self.events, seat),
            legal=tuple(self.legal_actions()) if yours else (),
        )

    def to_dict(self) -> ThirteenView:
        """The open view's JSON (tests, replays and debugging)."""
        return self.observation(None).to_dict()


def _check_same_cards(cards: list[Card], expected: Sequence[Card], rule_id: str) -> None:
    """Raise ``rule_id`` unless ``cards`` is the multiset ``expected``, naming one wrong card."""
    have, want = Counter(cards), Counter(expected)
    if have == want:
        return
    for card in sorted(set(have) | set(want)):
        if have[card] != want[card]:
            raise IllegalAction(rule_id, card=card, used=have[card], held=want[card])

