"""A whole game of Pitch as one state: hands one after another, running scores, the deal moving
clockwise, until a side reaches the target (or a moon decides it). The episode is the whole game,
as a game of Three Thirteen is: each hand's deal is a chance node inside it::

    game = PitchGameState.new(get_ruleset("pitch31"), dealer=0)
    rng = random.Random(1)
    while not game.is_terminal:
        if game.is_chance:                  # the first deal, a thrown-in deal, the next hand's deal
            game.chance_random(rng)
        else:
            game.apply(rng.choice(game.legal_actions()))
    game.winners, game.scores, game.hands  # every hand a HandState; undo() steps back across them

Between two hands the game waits at a chance node with the finished hand in view (its
``observation`` is that hand's, as a table shows the hand just scored); the next deal opens the
next hand, dealt by the next seat clockwise, with the scores carried over.
"""

from __future__ import annotations

import random
from typing import Any, Mapping

from ..contract import MoveView, PitchView
from ..game import CHANCE, TERMINAL, win_loss_returns
from .actions import Action
from .observation import PitchObservation
from .ruleset import Ruleset
from .state import HandState


class PitchGameState:
    """A whole game of Pitch, from the first deal to a winner (the game protocol of ``pitch_core.game``)."""

    def __init__(self, ruleset: Ruleset, hands: list[HandState]) -> None:
        self.ruleset = ruleset
        self.players: int = ruleset.players
        self.hands = hands  # the hands so far, the current one last; only the last one changes

    @classmethod
    def new(cls, ruleset: Ruleset, dealer: int = 0, scores: tuple[int, ...] | None = None) -> "PitchGameState":
        """A game whose first hand (``dealer`` deals, from ``scores``) waits for its deal."""
        return cls(ruleset, [HandState.new(ruleset, dealer % ruleset.players, scores)])

    def copy(self) -> "PitchGameState":
        """A game that plays on apart from this one (finished hands are shared: they never change,
        and ``undo`` copies a finished hand before it steps back into it)."""
        return PitchGameState(self.ruleset, [*self.hands[:-1], self.hand.copy()])

    # -- the game so far -------------------------------------------------------------------------
    @property
    def hand(self) -> HandState:
        """The hand being played, or the one just finished while the next waits for its deal."""
        return self.hands[-1]

    @property
    def scores(self) -> tuple[int, ...]:
        """Each scoring unit's score now (after the last finished hand)."""
        result = self.hand.result
        return result.scores_after if result is not None else self.hand.scores

    @property
    def winners(self) -> tuple[int, ...]:
        """The scoring units that won; empty until the game is over."""
        result = self.hand.result
        return result.winners if result is not None else ()

    @property
    def is_over(self) -> bool:
        return bool(self.winners)

    @property
    def dealer(self) -> int:
        """Who deals the hand being played, or the next one between hands."""
        if self._between_hands or self.is_over:
            return (self.hand.dealer + 1) % self.players
        return self.hand.dealer

    @property
    def hands_played(self) -> int:
        return len(self.hands) - (0 if self.hand.is_terminal else 1)

    @property
    def history(self) -> list[Action]:
        """Every action of the game, deals included, hand after hand."""
        return [action for hand in self.hands for action in hand.history]

    @property
    def _between_hands(self) -> bool:
        return self.hand.is_terminal and not self.is_over

    # -- the game protocol (pitch_core.game) -----------------------------------------------------
    @property
    def is_terminal(self) -> bool:
        return self.is_over

    @property
    def is_chance(self) -> bool:
        return self._between_hands or self.hand.is_chance

    @property
    def current_player(self) -> int:
        if self.is_over:
            return TERMINAL
        return CHANCE if self._between_hands else self.hand.current_player

    @property
    def to_move(self) -> int | None:
        return None if self._between_hands else self.hand.to_move

    def legal_actions(self) -> list[Action]:
        return [] if self._between_hands else self.hand.legal_actions()

    def candidate_actions(self, seat: int | None = None) -> list[Action]:
        return [] if self._between_hands else self.hand.candidate_actions(seat)

    def chance_random(self, rng: random.Random) -> Action:
        """Deal at random (the next hand's deal between hands); returns the deal applied."""
        hand = self._hand_to_deal()
        action = hand.chance_random(rng)
        self._keep(hand)
        return action

    def deal_random(self, rng: random.Random) -> None:
        """Deal at random until the deal counts (a thrown-in deal is dealt again)."""
        if self.is_chance:
            hand = self._hand_to_deal()
            hand.deal_random(rng)
            self._keep(hand)

    def apply(self, action: Action) -> None:
        """Apply a move, or a deal (between hands: the next hand's); an action the rules forbid
        raises ``IllegalAction`` and leaves the game as it was."""
        hand = self._hand_to_deal() if self._between_hands else self.hand
        hand.apply(action)
        self._keep(hand)

    def undo(self) -> Action | None:
        """Take back the last action, back across a hand's first deal into the hand before."""
        if not self.hand.history:
            return None
        self.hands[-1] = self.hand.copy()  # a copy of the game may share this hand
        last = self.hand.undo()
        if not self.hand.history and len(self.hands) > 1:
            self.hands.pop()  # the next hand's deal taken back: between hands again
        return last

    def observation(self, seat: int | None) -> PitchObservation:
        """What ``seat`` sees of the hand in view (the finished one between hands)."""
        return self.hand.observation(seat)

    def returns(self) -> list[float]:
        """The game's outcome (``pitch_core.game``): once it is over, +1 for each seat whose side
        won and -1 for each other; zeros until then. The scores are ``scores``: a moon can win
        or lose the game whatever they say, and a bidding side that reaches the target wins
        with the lower score (``scoring._winners``)."""
        if not self.is_over:
            return [0.0] * self.players
        won = self.winners
        return win_loss_returns(self.players, (s for s in range(self.players) if self.hand.unit_of(s) in won))

    def to_dict(self) -> PitchView:
        return self.hand.to_dict()

    # -- random play -----------------------------------------------------------------------------
    def play_random_hand(self, rng: random.Random) -> HandState:
        """Deal and play the next hand with uniformly random legal actions; returns it."""
        self.deal_random(rng)
        while not self.hand.is_terminal:
            self.apply(rng.choice(self.legal_actions()))
        return self.hand

    def play_random(self, rng: random.Random, max_hands: int = 500) -> None:
        """Random legal play to the end of the game (for simulations and tests)."""
        while not self.is_over and self.hands_played < max_hands:
            self.play_random_hand(rng)

    # -- helpers ---------------------------------------------------------------------------------
    def _hand_to_deal(self) -> HandState:
        """The hand a deal goes to: between hands a new one, not kept until its deal holds."""
        if not self._between_hands:
            return self.hand
        result = self.hand.result
        assert result is not None
        return HandState.new(self.ruleset, (self.hand.dealer + 1) % self.players, result.scores_after)

    def _keep(self, hand: HandState) -> None:
        if hand is not self.hand:
            self.hands.append(hand)


def current_hand(state: HandState | PitchGameState) -> HandState:
    """The hand a decision is made in: the state itself, or a whole game's hand in play."""
    return state.hand if isinstance(state, PitchGameState) else state


class PitchGame:
    """Pitch as a ``pitch_core.games`` entry: its presets, seats, moves and records. The episode
    is the whole game (``PitchGameState`` above, each hand's deal a chance node); a record holds
    one hand."""

    name = "pitch"
    aliases: tuple[str, ...] = ("setback", "high-low-jack", "pitch-game")
    takes_house_rules = True
    mark_kind = "trick"  # the viewer's marks end a trick
    scoring_codes: tuple[str, ...] = ("score.", "game.")
    takes_modifiers = True
    player_counts: tuple[int, ...] = ()  # four or five, as the preset and its modifiers say
    default_players: int | None = None

    def owns(self, preset: str) -> bool:
        from ..errors import PitchError

        try:
            self.ruleset(preset)
        except PitchError:
            return False
        return True

    def presets(self) -> list[str]:
        from .presets import preset_names

        return preset_names()

    def ruleset(self, preset: str) -> Ruleset:
        from .presets import get_ruleset

        return get_ruleset(preset)

    def players(self, ruleset: Ruleset, requested: int | None = None) -> int:
        return ruleset.players  # the preset fixes the table

    def seat_label(self, seat: int, players: int) -> str:
        from .actions import seat_label

        return seat_label(seat, players)

    def parse_seat(self, text: str, players: int) -> int:
        from .actions import parse_seat

        return parse_seat(text, players)

    def parse_action(self, text: str, seat: int | None, players: int) -> Any:
        from .actions import parse_action

        return parse_action(text, seat if seat is not None else 0, players)

    def action_view(self, action: Any, players: int) -> MoveView:
        return action.to_dict(players)

    def owns_state(self, state: Any) -> bool:
        return isinstance(state, (HandState, PitchGameState))

    def read_record(self, text: str) -> Any:
        from .record import read_record

        return read_record(text)

    def write_record(self, record: Any) -> str:
        from .record import write_record

        return write_record(record)

    def record_from_state(self, state: HandState | PitchGameState) -> Any:
        """The record of the hand in view (a record holds one hand)."""
        from .record import record_from_state

        return record_from_state(current_hand(state))

    def record_players(self, record: Any) -> int:
        return int(record.ruleset.players)

    def replay_start(self, record: Any) -> HandState:
        """The record's position before any of its moves."""
        from dataclasses import replace

        return replace(record, moves=[], result=None).replay()

    def ends_mark(self, before: HandState, after: HandState) -> bool:
        return len(after.tricks) > len(before.tricks) or after.phase != before.phase

    def replay_report(self, text: str) -> dict[str, Any]:
        from .record import replay_text

        _record, state = replay_text(text)
        view: Mapping[str, Any] = state.to_dict()
        return {key: view[key] for key in ("preset", "phase", "bidder", "bid", "trump", "taken", "result", "events")}

    def simulate(self, preset: str, count: int, seed: int, max_hands: int = 50) -> dict[str, Any]:
        """Random legal play of ``count`` hands, a game started afresh after ``max_hands``."""
        import time

        from .checks import check_hand

        ruleset = self.ruleset(preset)
        rng = random.Random(seed)
        game = PitchGameState.new(ruleset)
        started = time.process_time()  # CPU time of this one thread: a fair figure on a busy machine
        for _ in range(count):
            check_hand(game.play_random_hand(rng))
            if game.is_over or game.hands_played >= max_hands:  # random games may never end
                game = PitchGameState.new(ruleset, dealer=game.dealer)
        seconds = time.process_time() - started
        return {"preset": ruleset.name, "hands": count, "seconds": round(seconds, 3),
                "hands_per_second": round(count / seconds, 1) if seconds else None}


PITCH = PitchGame()
