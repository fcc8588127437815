"""A whole game of Pitch: hands one after another, running scores, the deal moving clockwise,
until a side reaches the target (or a moon decides it)."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from .ruleset import Ruleset
from .state import HandState


@dataclass
class Game:
    ruleset: Ruleset
    dealer: int = 0
    scores: tuple[int, ...] = ()
    hands: list[HandState] = field(default_factory=list)
    winners: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        if not self.scores:
            self.scores = (0,) * (2 if self.ruleset.teams_fixed else self.ruleset.players)

    @property
    def is_over(self) -> bool:
        return bool(self.winners)

    def new_hand(self) -> HandState:
        """The next hand, waiting for its deal; ``finish_hand`` records it once it is done."""
        return HandState.new(self.ruleset, self.dealer, self.scores)

    def finish_hand(self, hand: HandState) -> None:
        if not hand.is_terminal or hand.result is None:
            raise ValueError("the hand is not finished")
        self.hands.append(hand)
        self.scores = hand.result.scores_after
        self.winners = hand.result.winners
        self.dealer = (self.dealer + 1) % self.ruleset.players

    def play_random_hand(self, rng: random.Random) -> HandState:
        """Deal and play the next hand with uniformly random legal actions, and record it."""
        hand = self.new_hand()
        while hand.is_chance:
            hand.deal_random(rng)
        while not hand.is_terminal:
            hand.apply(rng.choice(hand.legal_actions()))
        self.finish_hand(hand)
        return hand

    def play_random(self, rng: random.Random, max_hands: int = 500) -> None:
        """Random legal play to the end of the game (for simulations and tests)."""
        while not self.is_over and len(self.hands) < max_hands:
            self.play_random_hand(rng)
