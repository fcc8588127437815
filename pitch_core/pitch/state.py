"""The state of one Pitch hand, as an explicit phase machine.

deal (a chance action) -> redeal check -> bidding -> naming trump -> the preset's exchange ->
play -> done (scored). The API is the game protocol of ``pitch_core.game`` (as OpenSpiel's)::

    state = HandState.new(get_ruleset("pitch31"), dealer=3)
    state.deal_random(random.Random(1))          # deals (and deals again after a thrown-in deal)
    while not state.is_terminal:
        state.apply(random.choice(state.legal_actions()))
    state.result                                  # a HandScore with the per-card breakdown
    state.undo()                                  # steps back one action

The deal is an action (``Action.deal(hands, widow)``, by the chance player) in ``history`` like
every move: ``apply`` takes it, ``undo`` takes it back, ``chance_random`` samples one. Every
action the rules forbid raises ``IllegalAction`` with a rule ID; ``legal_actions()`` lists
exactly the actions ``apply`` accepts, ``candidate_actions()`` the moves worth offering so a
refusal can be explained. Things worth explaining (who took a trick and why, a 2 going back, a
team running out) are appended to ``events`` with the rule they follow.
"""

from __future__ import annotations

import random
from functools import lru_cache
from typing import Any, Iterable, Mapping, Sequence

from ..cards import ALL_CARDS, HIGH_JOKER, LOW_JOKER, SUITS, Card, Rank, Suit
from ..contract import PitchView
from ..errors import IllegalAction, NotationError, excerpt
from ..event import Event, seen_events
from ..game import CHANCE, TERMINAL
from .actions import BID, CLAIM, DEAL, DROP, PASS, PLAY, SWAP, TEAM_LABELS, TRUMP, Action, seat_label
from .deal import check_deal
from .exchange import (apply_exchange_action, exchange_steps, legal_exchange_actions,
                       run_automatic_steps)
from .hand_types import (BIDDING_PHASE, DONE_PHASE, EXCHANGE, PLAY_PHASE, TRUMP_PHASE,
                         Credit, Trick)
from .hand_types import DEAL as DEAL_PHASE
from .observation import PitchObservation, display_order, known_out_of_trump
from .ruleset import MOON, Ruleset
from .scoring import BIDDING, DEFENDERS, HandScore, score_hand

_LOW_CARDS = frozenset(c for c in ALL_CARDS if c.rank is not None and 4 <= c.rank <= 9)
# Trump given up beyond six in sight of the table, by the preset's excess_trump, and the rule
# that says so (a drop into the face-up middle stays in the middle, seen there).
_OPEN_DROPS = {"to_opponents": "exchange.excess-to-opponents", "burn": "exchange.burn"}
# What each kind of move carries besides its seat (the others carry nothing): anything more on an
# action is a caller's mistake, refused rather than stored in the history as given.
_MOVE_FIELDS: dict[str, tuple[str, ...]] = {BID: ("bid",), TRUMP: ("suit", "card"), PLAY: ("card",),
                                            DROP: ("card",), CLAIM: ("card",), SWAP: ("card",)}


@lru_cache(maxsize=None)
def _play_action(seat: int, card: Card) -> Action:
    """Actions are immutable values, so the hot loop reuses one per seat and card."""
    return Action(PLAY, seat, card)


class HandState:
    """One hand of Pitch. Create it with ``new`` (from the deal) or ``from_position``."""

    def __init__(self, ruleset: Ruleset, dealer: int, scores: Sequence[int]) -> None:
        self.ruleset = ruleset
        self.players: int = ruleset.players
        self.dealer = dealer
        self.scores = tuple(scores)
        self.phase = DEAL_PHASE
        self.to_move: int | None = None
        self.hands: list[list[Card]] = [[] for _ in range(self.players)]
        self.widow: list[Card] = []
        self.calls: list[tuple[int, int | str | None]] = []  # (seat, bid or None for pass)
        self.bidder: int | None = None
        self.bid: int | str | None = None
        self.trump: Suit | None = None
        self.called: Card | None = None
        self.partner: int | None = None
        self.steps: list[tuple] = []  # the exchange's remaining steps
        self.middle: list[tuple[int, Card]] = []  # 13-point partner: face-up (discarder, card)
        self.looking: list[Card] = []  # 13-point partner: the pack being looked through
        self.rest_receiver: int | None = None  # ten-point: who takes the rest of the widow
        self.credits: list[Credit] = []
        self.tricks: list[Trick] = []
        self.trick: list[tuple[int, Card]] = []
        self.leader: int | None = None
        self.jokers_played = 0
        self.set_early = False
        self.result: HandScore | None = None
        self.events: list[tuple[int, Event]] = []  # (index in history of the action that caused it, event)
        self.history: list[Action] = []  # every action, the deals included
        self._rank: Mapping[Card, int] = {}
        self._points: Mapping[Card, int] = {}
        self._origin: HandState | None = None
        # During play only trump matter: each seat's trump, kept in step with its hand, so the
        # hot loop (whose turn, who is out, legal plays) never filters whole hands again.
        self._trump_held: list[list[Card]] = []  # filled when play starts
        self._sides: list[int] | None = None  # each seat's side, known once trump is named

    # -- construction ---------------------------------------------------------------------------
    @classmethod
    def new(cls, ruleset: Ruleset, dealer: int = 0, scores: Sequence[int] | None = None) -> "HandState":
        units = 2 if ruleset.teams_fixed else ruleset.players
        state = cls(ruleset, dealer, scores if scores is not None else (0,) * units)
        if len(state.scores) != units:  # one score for each team (or each player, with no teams)
            raise NotationError("score.bad-scores", known=", ".join(state.unit_names()))
        state._origin = state.copy()
        return state

    @classmethod
    def from_position(cls, ruleset: Ruleset, *, dealer: int, bidder: int, bid: int | str,
                      trump: Suit, hands: Sequence[Iterable[Card]], scores: Sequence[int] | None = None,
                      called: Card | None = None, credits: Iterable[Credit] = ()) -> "HandState":
        """A hand after the exchange: each seat's cards, ready for the first lead."""
        state = cls.new(ruleset, dealer, scores)
        state.hands = [list(h) for h in hands]
        state.calls = [(bidder, bid)]
        state.bidder, state.bid = bidder, bid
        state._set_trump(trump, called)
        for credit in credits:  # through credit(), so a pre-play point can set a 10 or moon early
            state.credit(credit)
        state._start_play()
        state._origin = state.copy()
        return state

    def copy(self) -> "HandState":
        other = object.__new__(HandState)
        other.__dict__.update(self.__dict__)
        other.hands = [list(h) for h in self.hands]
        for name in ("widow", "calls", "steps", "middle", "looking", "credits", "tricks", "trick",
                     "events", "history"):
            setattr(other, name, list(getattr(self, name)))
        other._trump_held = [list(held) for held in self._trump_held]
        return other

    # -- the game protocol (pitch_core.game) ----------------------------------------------------
    @property
    def is_terminal(self) -> bool:
        return self.phase == DONE_PHASE

    @property
    def is_chance(self) -> bool:
        """The next step is the deal (the first one, or again after a thrown-in deal)."""
        return self.phase == DEAL_PHASE

    @property
    def _seat_to_act(self) -> int:
        """``to_move`` in a phase where some seat must act (the auction, trump, play)."""
        if self.to_move is None:
            raise RuntimeError(f"no seat is to act in the {self.phase} phase")
        return self.to_move

    @property
    def current_player(self) -> int:
        """The seat to act, ``CHANCE`` when the cards are to be dealt, ``TERMINAL`` at the end."""
        if self.phase == DEAL_PHASE:
            return CHANCE
        if self.to_move is None:
            return TERMINAL
        return self.to_move

    @property
    def deals(self) -> list[tuple[tuple[tuple[Card, ...], ...], tuple[Card, ...]]]:
        """Every deal so far, thrown-in ones included: (each seat's cards, the widow)."""
        return [(a.hands, a.widow) for a in self.history if a.kind == DEAL]

    @property
    def moves(self) -> list[Action]:
        """The players' actions (the history without the deals), as a hand record lists them."""
        return [a for a in self.history if a.kind != DEAL]

    def returns(self) -> list[float]:
        """Each seat's score change from this hand (its team's, four-handed); zeros until scored.
        A hand on its own has no winner: a whole game's returns (``PitchGameState``) are its outcome."""
        if self.result is None:
            return [0.0] * self.players
        return [float(self.result.changes[self.unit_of(seat)]) for seat in range(self.players)]

    def chance_random(self, rng: random.Random) -> Action:
        """Deal a shuffled deck (the chance action) and return the deal applied."""
        deck = list(self.ruleset.deck())
        rng.shuffle(deck)
        action = Action.deal(*self.split_deck(deck))
        self.apply(action)
        return action

    def deal_random(self, rng: random.Random) -> None:
        """Deal at random until a deal counts (a thrown-in deal is dealt again, rule
        deal.redeal-low-cards); every deal goes through ``apply`` and into ``history``."""
        while self.is_chance:
            self.chance_random(rng)

    def split_deck(self, deck: Sequence[Card]) -> tuple[list[list[Card]], list[Card]]:
        """Deal a shuffled deck: packets of three clockwise from the dealer's left; the rest is the widow."""
        size, packet = self.ruleset.hand_size, self.ruleset.deal_packet
        hands: list[list[Card]] = [[] for _ in range(self.players)]
        pos = 0
        for _ in range(size // packet):
            for offset in range(1, self.players + 1):
                seat = (self.dealer + offset) % self.players
                hands[seat].extend(deck[pos:pos + packet])
                pos += packet
        leftover = size % packet
        for offset in range(1, self.players + 1):  # a hand size that is not a multiple of the packet
            seat = (self.dealer + offset) % self.players
            hands[seat].extend(deck[pos:pos + leftover])
            pos += leftover
        return hands, list(deck[pos:])

    def apply_deal(self, hands: Sequence[Sequence[Card]], widow: Sequence[Card]) -> None:
        """Apply a known deal: the cards each seat receives and the widow (top card first)."""
        self.apply(Action.deal(hands, widow))

    def legal_actions(self) -> list[Action]:
        """Exactly the actions ``apply`` accepts now. Empty at a chance node (a deal is sampled
        with ``chance_random``, or a known one applied) and at the end."""
        if self.phase == BIDDING_PHASE:
            return self._legal_calls()
        if self.phase == TRUMP_PHASE:
            return self._legal_trump()
        if self.phase == EXCHANGE:
            return legal_exchange_actions(self)
        if self.phase == PLAY_PHASE:
            return self._legal_plays()
        return []

    def candidate_actions(self, seat: int | None = None) -> list[Action]:
        """The moves worth offering ``seat`` (default: the player to act), legal or not: every
        pass and bid, every suit, every card in hand, so a refused one gets the rule that
        refuses it. Where nothing could be refused with a reason (the exchange's choices), the
        legal actions. Empty when it is not that seat's turn."""
        seat = self.to_move if seat is None else seat
        if seat is None or seat != self.to_move or self.phase in (DEAL_PHASE, DONE_PHASE):
            return []
        if self.phase == BIDDING_PHASE:
            return [Action(PASS, seat)] + [Action(BID, seat, bid=b) for b in self.ruleset.bid_ladder]
        if self.phase == TRUMP_PHASE and not self.ruleset.called_partner:
            return [Action(TRUMP, seat, suit=s) for s in SUITS]
        if self.phase == PLAY_PHASE:
            return [_play_action(seat, c) for c in self.hands[seat]]
        return self.legal_actions()

    def apply(self, action: Action) -> None:
        """Apply one action (a move, or the deal) after checking it; an action the rules forbid
        raises ``IllegalAction`` with the rule's ID and leaves the hand as it was."""
        phase = self.phase
        if phase == PLAY_PHASE:
            self._check_turn(action)
            self._apply_play(action)
        elif phase == DEAL_PHASE:
            self._apply_deal(action)
        else:
            self._check_turn(action)
            if phase == BIDDING_PHASE:
                self._apply_call(action)
            elif phase == EXCHANGE:
                apply_exchange_action(self, action)
                self._advance_exchange()
            else:
                self._apply_trump(action)
        self.history.append(action)

    def undo(self) -> Action | None:
        """Take back the last action (a deal included) by replaying everything before it;
        ``None`` when there is nothing to take back."""
        if self._origin is None or not self.history:
            return None
        last = self.history[-1]
        replay = self._origin.copy()
        replay._origin = self._origin
        for action in self.history[:-1]:
            replay.apply(action)
        self.__dict__.update(replay.__dict__)
        return last

    def seat_name(self, seat: int | None) -> str:
        return "" if seat is None else seat_label(seat, self.players)

    # -- the surface the exchange works through (exchange.ExchangeHand) -------------------------
    def rotation(self, include_bidder: bool = True) -> list[int]:
        """The seats clockwise from the dealer's left (the dealer last)."""
        seats = [(self.dealer + i) % self.players for i in range(1, self.players + 1)]
        return [s for s in seats if include_bidder or s != self.bidder]

    def points_of(self, card: Card) -> int:
        """What the card is worth once trump is named (0 for a card that scores nothing)."""
        return self._points.get(card, 0)

    def note(self, rule_id: str, *, audience: Iterable[int] | None = None, **params: Any) -> None:
        """Record an event, citing its rule, caused by the action being applied; ``audience``:
        the seats who learn of it, when the rest of the table does not."""
        seats = frozenset(audience) if audience is not None else None
        self.events.append((len(self.history), Event(rule_id, params, seats)))

    def credit(self, credit: Credit) -> None:
        """Book a point card to a side (or out of play); a defenders' point can set a 10 or a
        moon bid at once (rule score.early-set)."""
        self.credits.append(credit)
        if (credit.side == DEFENDERS and self.ruleset.early_set and not self.set_early
                and (self.bid == 10 or self.ruleset.is_moon(self.bid))):
            self.set_early = True
            self.note("score.early-set", bid=self.bid)

    # -- helpers --------------------------------------------------------------------------------
    def _next(self, seat: int) -> int:
        return (seat + 1) % self.players

    def _check_turn(self, action: Action) -> None:
        if self.phase == DONE_PHASE or action.kind == DEAL:
            raise IllegalAction("turn.phase", phase=self.phase)
        seat = action.seat
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < self.players:
            raise NotationError("notation.unknown-seat", token=excerpt(str(seat)))  # not a seat at this table
        carried = _MOVE_FIELDS.get(action.kind, ())
        if ((action.card is not None and "card" not in carried) or (action.suit is not None and "suit" not in carried)
                or (action.bid is not None and "bid" not in carried) or action.hands or action.widow):
            # a pass carrying a card, say: stored as given it would tell a replay something else
            raise NotationError("notation.unknown-action", token=excerpt(str(action.kind)))
        if action.seat != self.to_move:
            raise IllegalAction("turn.order", expected=self.seat_name(self.to_move),
                                seat=self.seat_name(action.seat))

    def _apply_deal(self, action: Action) -> None:
        if action.kind != DEAL:
            raise IllegalAction("turn.phase", phase=self.phase)
        check_deal(self.ruleset, action.hands, action.widow)
        self.hands = [list(h) for h in action.hands]
        self.widow = list(action.widow)
        low_seat = self._low_cards_seat()
        if low_seat is not None:  # the same dealer deals again; this deal does not count
            self.note("deal.redeal-low-cards", seat=self.seat_name(low_seat))
            self.hands = [[] for _ in range(self.players)]
            self.widow = []
            return
        self.phase = BIDDING_PHASE
        self.to_move = self._next(self.dealer)

    def _low_cards_seat(self) -> int | None:
        if not self.ruleset.redeal_low_cards:
            return None
        for seat, hand in enumerate(self.hands):
            if _LOW_CARDS.issuperset(hand):
                return seat
        return None

    def side_of(self, seat: int) -> int:
        """0 for the bidding side, 1 for the defenders."""
        if self._sides is not None:
            return self._sides[seat]
        bidder = self.bidder
        assert bidder is not None, "sides are known once the auction is over"
        if self.ruleset.teams_fixed:
            return BIDDING if seat % 2 == bidder % 2 else DEFENDERS
        return BIDDING if seat in (bidder, self.partner) else DEFENDERS

    def unit_of(self, seat: int) -> int:
        """The scoring unit of a seat: its team with four players, the seat itself with five."""
        return seat % 2 if self.ruleset.teams_fixed else seat

    def unit_names(self) -> list[str]:
        if self.ruleset.teams_fixed:
            return list(TEAM_LABELS)
        return [self.seat_name(s) for s in range(self.players)]

    def is_trump(self, card: Card) -> bool:
        return card in self._rank

    def trump_in_hand(self, seat: int) -> list[Card]:
        if self._trump_held:  # play has started
            return list(self._trump_held[seat])
        rank = self._rank
        return [c for c in self.hands[seat] if c in rank]

    def has_trump(self, seat: int) -> bool:
        if self._trump_held:  # play has started
            return bool(self._trump_held[seat])
        rank = self._rank
        return any(c in rank for c in self.hands[seat])

    def _team_score(self, seat: int) -> int:
        return self.scores[self.unit_of(seat)]

    # -- bidding --------------------------------------------------------------------------------
    def _dealer_forced(self, seat: int) -> bool:
        return seat == self.dealer and self.bid is None

    def _bid_values(self, seat: int) -> list[int | str]:
        """The legal bids: those ``_bid_problem`` accepts, found without trying each one."""
        r = self.ruleset
        ladder = r.bid_ladder
        if self.bid is not None:
            may_match = seat == self.dealer and self.bid in r.dealer_may_match
            # The ladder is in rising order, so the bids that beat (or match) are its tail.
            start = ladder.index(self.bid) + (0 if may_match else 1)
            ladder = ladder[start:]
        elif self._dealer_forced(seat):
            if r.all_pass_dealer == "exactly_4":
                ladder = (r.min_bid,)
            elif r.all_pass_dealer == "at_least_5":
                ladder = tuple(b for b in ladder if r.bid_level(b) >= 5)
        if r.moon_min_team_score is not None and self._team_score(seat) < r.moon_min_team_score:
            ladder = tuple(b for b in ladder if not r.is_moon(b))
        return list(ladder)

    def _bid_problem(self, seat: int, value: int | str | None) -> IllegalAction | None:
        r = self.ruleset
        if value != MOON and not isinstance(value, int):
            return IllegalAction("bid.minimum", min_bid=r.min_bid)
        if value == MOON and r.moon_bid == "equals_max":
            return IllegalAction("bid.moon-is-thirteen")
        level = r.bid_level(value)
        if isinstance(value, int) and value < r.min_bid:
            return IllegalAction("bid.minimum", min_bid=r.min_bid)
        if isinstance(value, int) and value > r.max_numeric_bid:
            return IllegalAction("bid.maximum", max_bid=r.max_numeric_bid)
        if self.bid is not None:
            standing = r.bid_level(self.bid)
            matching = level == standing and seat == self.dealer and self.bid in r.dealer_may_match
            if level < standing or (level == standing and not matching):
                if level == standing and self.bid in r.dealer_may_match:
                    return IllegalAction("bid.dealer-may-match", standing=self.bid)
                return IllegalAction("bid.must-beat", standing=self.bid)
        if self._dealer_forced(seat):
            if r.all_pass_dealer == "exactly_4" and value != r.min_bid:
                return IllegalAction("bid.all-pass-dealer-four")
            if r.all_pass_dealer == "at_least_5" and level < 5:
                return IllegalAction("bid.all-pass-dealer-five")
        if r.is_moon(value) and r.moon_min_team_score is not None:
            score = self._team_score(seat)
            if score < r.moon_min_team_score:
                return IllegalAction("bid.moon-needs-score", min_score=r.moon_min_team_score,
                                     team=self.unit_names()[self.unit_of(seat)], score=score)
        return None

    def _legal_calls(self) -> list[Action]:
        seat = self._seat_to_act
        actions = [Action(BID, seat, bid=b) for b in self._bid_values(seat)]
        if not self._dealer_forced(seat):
            actions.insert(0, Action(PASS, seat))
        return actions

    def _apply_call(self, action: Action) -> None:
        seat = action.seat
        if action.kind == PASS:
            if self._dealer_forced(seat):
                rule = {"exactly_4": "bid.all-pass-dealer-four", "at_least_5": "bid.all-pass-dealer-five"}
                raise IllegalAction(rule.get(self.ruleset.all_pass_dealer, "bid.all-pass-dealer-bids"))
            self.calls.append((seat, None))
        elif action.kind == BID:
            problem = self._bid_problem(seat, action.bid)
            if problem:
                raise problem
            self.calls.append((seat, action.bid))
            self.bid, self.bidder = action.bid, seat
        else:
            raise IllegalAction("turn.phase", phase=self.phase)
        if seat == self.dealer:
            self.phase = TRUMP_PHASE
            self.to_move = self.bidder
            self.note("trump.bidder-names", bidder=self.seat_name(self.bidder))
        else:
            self.to_move = self._next(seat)

    # -- naming trump ---------------------------------------------------------------------------
    def _legal_trump(self) -> list[Action]:
        seat = self._seat_to_act
        if not self.ruleset.called_partner:
            return [Action(TRUMP, seat, suit=s) for s in SUITS]
        held = set(self.hands[seat])
        return [Action(TRUMP, seat, suit=s, card=c)
                for s in SUITS for c in self.ruleset.trump_order(s) if c not in held]

    def _apply_trump(self, action: Action) -> None:
        if action.kind != TRUMP or action.suit is None:
            raise IllegalAction("trump.bidder-names", bidder=self.seat_name(self.bidder))
        called = action.card
        if self.ruleset.called_partner:
            order = self.ruleset.trump_order(action.suit)
            if called is None or called not in order or called in self.hands[action.seat]:
                raise IllegalAction("trump.call-card")
        elif called is not None:
            raise IllegalAction("trump.call-card")
        self._set_trump(action.suit, called)
        self._start_exchange()

    def _set_trump(self, trump: Suit, called: Card | None) -> None:
        self.trump = trump
        self._rank = self.ruleset.trump_ranks(trump)
        self._points = self.ruleset.point_table(trump)
        self.called = called
        if called is not None:
            self.partner = next((s for s, h in enumerate(self.hands) if called in h), None)
        self._sides = None
        self._sides = [self.side_of(seat) for seat in range(self.players)]  # fixed from now on
        if called is not None and self.partner is None and called in self.widow:
            # The bidder alone learns it, as he takes the blind (the exchange runs on at once);
            # the others when he leads the card (_apply_play).
            assert self.bidder is not None
            self.note("play.called-card-leads", audience=(self.bidder,), card=called)

    # -- the exchange ---------------------------------------------------------------------------
    def _start_exchange(self) -> None:
        self.phase = EXCHANGE
        self.steps = exchange_steps(self)
        self._advance_exchange()

    def _advance_exchange(self) -> None:
        run_automatic_steps(self)
        if not self.steps:
            self._start_play()

    # -- play -----------------------------------------------------------------------------------
    def _start_play(self) -> None:
        self._trump_held = []
        self._trump_held = [self.trump_in_hand(seat) for seat in range(self.players)]
        self.phase = PLAY_PHASE
        self.steps = []
        bidder = self.bidder
        assert bidder is not None
        if self.has_trump(bidder):
            self.leader = bidder
        else:
            self.leader = self._next_leader(bidder)
        self.to_move = self.leader
        if self.leader is None or self._hand_over():
            self._finish()

    def _next_leader(self, winner: int) -> int | None:
        if self.ruleset.lead_when_out == "partner" and self.ruleset.teams_fixed:
            partner = (winner + 2) % self.players
            if self.has_trump(partner):
                return partner
        seat = winner
        for _ in range(self.players - 1):
            seat = self._next(seat)
            if self.has_trump(seat):
                return seat
        return None

    def _must_lead_called(self) -> bool:
        return (self.called is not None and self.partner is None and not self.tricks
                and not self.trick and self.bidder is not None and self.to_move == self.bidder
                and self.called in self.hands[self.bidder])

    def _legal_plays(self) -> list[Action]:
        seat = self._seat_to_act
        if self.called is not None and self._must_lead_called():
            return [Action(PLAY, seat, card=self.called)]
        return [_play_action(seat, c) for c in self._trump_held[seat]]

    def _apply_play(self, action: Action) -> None:
        card, seat = action.card, action.seat
        if action.kind != PLAY or card is None:
            raise IllegalAction("turn.phase", phase=self.phase)
        if card not in self.hands[seat]:
            raise IllegalAction("play.card-not-held", seat=self.seat_name(seat), card=card)
        if card not in self._rank:
            raise IllegalAction("play.only-trump", card=card)
        leads_called = self.called is not None and self._must_lead_called()
        if leads_called and card is not self.called:
            raise IllegalAction("play.called-card-leads", card=self.called)
        if leads_called:  # now the table sees the bidder had it: told to the bidder at trump already
            self.note("play.called-card-leads", audience=(s for s in range(self.players) if s != seat), card=card)
        self.hands[seat].remove(card)
        self._trump_held[seat].remove(card)
        self.trick.append((seat, card))
        following = self._next_in_trick(seat)
        if following is None:
            self._finish_trick()
        else:
            self.to_move = following

    def _next_in_trick(self, seat: int) -> int | None:
        """The next player clockwise who holds trump and has not played to this trick."""
        leader = self.trick[0][0]
        held = self._trump_held
        current = seat
        for _ in range(self.players - 1):
            current = (current + 1) % self.players
            if current == leader:
                return None
            if held[current]:
                return current
        return None

    def _trick_rank(self, index_in_hand: int, card: Card) -> int:
        if card.is_joker and self.ruleset.joker_identity == "first_played_high":
            return self._rank[HIGH_JOKER if index_in_hand == 0 else LOW_JOKER]
        return self._rank[card]

    def _finish_trick(self) -> None:
        number = len(self.tricks) + 1
        best_seat, best_rank = -1, 1 << 30
        jokers_before = self.jokers_played
        for seat, card in self.trick:
            if card.is_joker:
                rank = self._trick_rank(self.jokers_played, card)
                self.jokers_played += 1
            else:
                rank = self._rank[card]
            if rank < best_rank:
                best_seat, best_rank = seat, rank
        if self.ruleset.joker_identity == "first_played_high" and jokers_before == 0 and self.jokers_played:
            self.note("play.first-joker-high")
        winning_card = next(c for s, c in self.trick if s == best_seat)
        if winning_card.is_joker and self.ruleset.joker_identity == "first_played_high":
            # the jokers look alike: say the one it played as (the first joker played is the high one)
            winning_card = HIGH_JOKER if best_rank == self._rank[HIGH_JOKER] else LOW_JOKER
        self.note("play.highest-wins", card=winning_card, seat=self.seat_name(best_seat), trick=number)
        for seat, card in self.trick:
            self._credit_trick_card(seat, card, best_seat, number)
        self.tricks.append(Trick(self.trick[0][0], tuple(self.trick), best_seat))
        self.trick = []
        if self._hand_over():
            self._finish()
            return
        leader = best_seat if self.has_trump(best_seat) else self._next_leader(best_seat)
        if leader != best_seat and leader is not None:
            rule = ("play.lead-partner" if self.ruleset.lead_when_out == "partner"
                    and leader == (best_seat + 2) % self.players else "play.lead-next-clockwise")
            self.note(rule, winner=self.seat_name(best_seat), seat=self.seat_name(leader))
        self.leader = self.to_move = leader

    def _credit_trick_card(self, seat: int, card: Card, winner: int, number: int) -> None:
        points = self._points.get(card)
        if not points:
            return
        if card.rank is Rank.TWO and self.trump is not None and self.ruleset.is_protected_deuce(card, self.trump):
            if seat != winner:
                self.note("play.deuce-returns", seat=self.seat_name(seat))
            self.credit(Credit(card, points, self.side_of(seat), "play.deuce-returns", seat, number))
            return
        rule = "play.highest-wins"
        if card.rank is Rank.TWO and card.suit is self.trump and self.ruleset.deuce_to == "trick_winner":
            rule = "play.deuce-captured"
        self.credit(Credit(card, points, self.side_of(winner), rule, seat, number))

    def taken(self) -> tuple[int, int]:
        totals = [0, 0]
        for credit in self.credits:
            if credit.side is not None:
                totals[credit.side] += credit.points
        return totals[0], totals[1]

    def _hand_over(self) -> bool:
        holders = [s for s in range(self.players) if self.has_trump(s)]
        if not holders:
            return True
        if self.set_early and self.ruleset.early_set_stop == "stop":
            return True
        if self.ruleset.end_when_team_out == "play_on":
            return False
        sides = {self.side_of(s) for s in holders}
        if len(sides) == 1:
            self._credit_holders(sides.pop())
            return True
        return False

    def _credit_holders(self, side: int) -> None:
        out_side = 1 - side
        names = self.unit_names()
        out_name = " & ".join(sorted({names[self.unit_of(s)] for s in range(self.players)
                                      if self.side_of(s) == out_side}))
        other = " & ".join(sorted({names[self.unit_of(s)] for s in range(self.players)
                                   if self.side_of(s) == side}))
        self.note("hand.team-out", team=out_name, other=other)
        for seat in range(self.players):
            for card in self.trump_in_hand(seat):
                points = self._points.get(card, 0)
                if points:
                    self.credit(Credit(card, points, side, "hand.team-out", seat))

    def _finish(self) -> None:
        self.phase = DONE_PHASE
        self.to_move = None
        burned = sum(c.points for c in self.credits if c.side is None)
        units = 2 if self.ruleset.teams_fixed else self.players
        # Scoring unit u is team u (whose first seat is u) or seat u: either way side_of(u).
        unit_side = [self.side_of(u) for u in range(units)]
        if self.bid is None:
            raise RuntimeError("a hand is scored only once a bid stands")
        self.result = score_hand(self.ruleset, bid=self.bid, unit_side=unit_side, taken=self.taken(),
                                 scores=self.scores, set_early=self.set_early, burned=burned,
                                 unit_names=self.unit_names())
        for event in self.result.events:
            self.events.append((len(self.history), event))

    # -- what one seat can see ------------------------------------------------------------------
    def observation(self, seat: int | None) -> PitchObservation:
        """What ``seat`` may see (``None``: the open view, every hand face up)."""
        open_view = seat is None
        partner_known = self.partner is not None and (open_view or seat == self.partner
                                                       or self._called_card_played())
        hide_taken = self.called is not None and not partner_known  # points by side give him away
        moves = tuple(a for a in self.history if a.kind != DEAL and (open_view or self._seen_by(a, seat)))
        yours = open_view or self.to_move == seat
        return PitchObservation(
            preset=self.ruleset.name, players=self.players, phase=self.phase, seat=seat,
            dealer=self.dealer, to_move=self.to_move, unit_names=tuple(self.unit_names()),
            scores=self.scores, calls=tuple(self.calls), bidder=self.bidder, bid=self.bid,
            trump=self.trump, called=self.called, partner=self.partner if partner_known else None,
            hands=tuple(tuple(h) if open_view or s == seat else None for s, h in enumerate(self.hands)),
            card_counts=tuple(len(h) for h in self.hands),
            widow=tuple(self.widow) if open_view else None, widow_count=len(self.widow),
            middle=tuple(c for _, c in self.middle),
            looking_at=self.looking[0] if self.looking and (open_view or self.to_move == seat) else None,
            tricks=tuple(self.tricks), trick=tuple(self.trick),
            taken=None if hide_taken and not open_view else (self.taken() if self.bidder is not None else (0, 0)),
            open_drops=self._open_drops(), rest_receiver=self.rest_receiver if self.phase in (PLAY_PHASE, DONE_PHASE) else None,
            events=seen_events(self.events, seat), moves=moves,
            legal=tuple(self.legal_actions()) if yours and not self.is_terminal else (),
            result=self.result, credits=tuple(self.credits) if open_view or self.result else (),
            out_of_trump=known_out_of_trump(self, seat), card_order=display_order(self),
            bidding_units=tuple(u for u in range(len(self.scores)) if self.side_of(u) == BIDDING) if self.result else (),
            jokers_alike=self.ruleset.joker_identity == "first_played_high",
        )

    def to_dict(self) -> PitchView:
        """The open view's JSON (records, the hand viewer)."""
        return self.observation(None).to_dict()

    def _called_card_played(self) -> bool:
        return any(c is self.called for t in self.tricks for _, c in t.plays) or any(
            c is self.called for _, c in self.trick)

    def _seen_by(self, action: Action, seat: int | None) -> bool:
        """Whether ``seat`` sees this move: every move is made in sight of the table but the
        card a 13-point partner bidder swaps out of the pack he looks through."""
        return action.seat == seat or action.kind != SWAP

    def _open_drops(self) -> tuple[tuple[int, Card, str], ...]:
        rule = _OPEN_DROPS.get(self.ruleset.excess_trump)
        if rule is None:
            return ()
        return tuple((a.seat, a.card, rule) for a in self.history if a.kind == DROP and a.card is not None)
