"""Whole games against bots: the reader holds one seat, bots hold the others.

A *table* is one game in progress, of Pitch (any preset and modifiers: hand after hand until a
side wins) or of Three Thirteen (eleven rounds). Every table answers the same calls, so the page
needs one loop for both games:

* ``view(lang)``: what the reader may see: his cards, the table, whose turn, the moves he may
  try (``candidates``: every card in hand, every bid, so that an illegal one gets the engine's
  explanation rather than being hidden), the running scores and the events of the hand;
* ``act(move)``: the reader's move, in notation; a move the rules forbid raises the rule's
  ``IllegalAction`` (the page shows its message and links the rule);
* ``bot_move()``: one move of the bot to act (the page calls it again and again, so the reader
  sees each move);
* ``next_hand()`` once a hand or round is over; ``undo()`` takes back the reader's last move
  with everything the bots did after it; ``hint(lang)``; ``export()`` as hand records.

Deals are seeded from the table's seed and the hand's number, so a game can be replayed exactly.
Undo restores a copy of the game taken just before each of the reader's moves.
"""

from __future__ import annotations

import random
from typing import Any

from .. import bots
from ..bots.bid_reasons import bid_reasons
from ..errors import IllegalAction, NotationError, PitchError
from ..pitch import get_ruleset as get_pitch_ruleset
from ..pitch.actions import parse_action, parse_seat, seat_label
from ..pitch.record import read_record, record_from_state, write_record
from ..pitch.hand_types import BIDDING_PHASE, KEEP
from ..pitch.state import HandState
from ..record_syntax import excerpt, quoted_reason
from ..three_thirteen import actions as tt_actions
from ..three_thirteen import record as tt_record
from ..three_thirteen.ruleset import get_ruleset as get_tt_ruleset
from ..three_thirteen.ruleset import is_three_thirteen
from ..three_thirteen.state import GameState
from ..messages import render
from .events import events_view, plain
from .hand_log import hand_log
from .thirteen_view import laid_out, scored_round, wild_cards
from .records import PITCH, THREE_THIRTEEN

THREE_THIRTEEN_PLAYERS = range(2, 7)
# The monte-carlo bot's thinking time per move. It is stopped by the clock in the browser, where
# a sample takes several times longer than on CPython, so a move never keeps the reader waiting.
BOT_BUDGET_MS = 250


def new_table(preset: str, seat: str, level: str = "heuristic", players: int | None = None,
              seed: int | None = None) -> "PitchTable | ThirteenTable":
    if level not in bots.LEVELS:
        raise NotationError("play.unknown-level", level=level, known=", ".join(bots.LEVELS))
    seed = random.randrange(1 << 30) if seed is None else int(seed)
    if is_three_thirteen(preset):
        count = 4 if players is None else int(players)
        if count not in THREE_THIRTEEN_PLAYERS:
            raise IllegalAction("tt.players.count", min_players=2, players=count)
        return ThirteenTable(get_tt_ruleset(preset), count, tt_actions.parse_seat(seat, count), level, seed)
    ruleset = get_pitch_ruleset(preset)
    return PitchTable(ruleset, parse_seat(seat, ruleset.players), level, seed)


def _hint_view(advice: bots.Advice, move: dict[str, Any], lang: str) -> dict[str, Any]:
    """A bot's advice for the page: the move, the reason (a rule ID or a ``hint.`` code, rendered
    in the reader's language) and the rule it rests on, for a link."""
    return {"move": move, "reason": advice.reason_rule_id, "rule": advice.rule,
            "params": plain(advice.params), "message": advice.message(lang)}


class PitchTable:
    game = PITCH

    def __init__(self, ruleset: Any, human: int, level: str, seed: int) -> None:
        self.ruleset = ruleset
        self.human = human
        self.level = level
        self.seed = seed
        self.bot_rng = random.Random(f"{seed}/bots")
        first_dealer = random.Random(f"{seed}/dealer").randrange(ruleset.players)
        self.hands: list[HandState] = [self._deal(1, first_dealer, None)]
        self._undo: list[list[HandState]] = []

    # -- the hands ------------------------------------------------------------------------------
    @property
    def hand(self) -> HandState:
        return self.hands[-1]

    def _deal(self, number: int, dealer: int, scores: tuple[int, ...] | None) -> HandState:
        state = HandState.new(self.ruleset, dealer, scores)
        rng = random.Random(f"{self.seed}/hand/{number}")
        while state.is_chance:  # a deal may be thrown in and dealt again (pitch31's low cards)
            state.deal_random(rng)
        return state

    @property
    def game_over(self) -> bool:
        result = self.hand.result  # set once the hand is over
        return self.hand.is_terminal and result is not None and bool(result.winners)

    def next_hand(self) -> None:
        if not self.hand.is_terminal:
            raise NotationError("play.hand-not-over")
        if self.game_over:
            raise NotationError("play.game-over")
        result = self.hand.result
        assert result is not None
        dealer = (self.hand.dealer + 1) % self.ruleset.players
        self.hands.append(self._deal(len(self.hands) + 1, dealer, result.scores_after))

    # -- moves ----------------------------------------------------------------------------------
    def act(self, move: str) -> None:
        hand = self.hand
        action = parse_action(move, self.human, self.ruleset.players)
        if action.seat != self.human or hand.to_move != self.human:
            expected = hand.seat_name(hand.to_move) if hand.to_move is not None else "—"
            raise IllegalAction("turn.order", expected=expected, seat=hand.seat_name(action.seat))
        before = [*self.hands[:-1], hand.copy()]
        hand.apply(action)  # raises the rule's IllegalAction, leaving the hand as it was
        self._undo.append(before)

    def bot_move(self) -> dict[str, Any] | None:
        hand = self.hand
        if hand.is_terminal or hand.to_move is None or hand.to_move == self.human:
            return None
        seat = hand.to_move
        action = bots.choose(hand, seat, level=self.level, rng=self.bot_rng, budget_ms=BOT_BUDGET_MS)
        hand.apply(action)
        return action.to_dict(self.ruleset.players)

    def undo(self) -> None:
        if not self._undo:
            raise NotationError("play.nothing-to-undo")
        self.hands = self._undo.pop()

    def hint(self, lang: str) -> dict[str, Any]:
        hand = self.hand
        if hand.is_terminal or hand.to_move != self.human:
            raise NotationError("play.no-hint")
        advice = bots.advise(hand, self.human)  # the heuristic player: quick, and every move has a reason
        view = _hint_view(advice, advice.action.to_dict(self.ruleset.players), lang)
        if hand.phase == BIDDING_PHASE:  # a bid explains itself: which cards, which points, why this bid
            view["reasons"] = [{"reason": code, "message": render(code, params, lang)}
                               for code, params in bid_reasons(hand, self.human, advice)]
        return view

    # -- what the reader sees -------------------------------------------------------------------
    def view(self, lang: str) -> dict[str, Any]:
        hand = self.hand
        view = hand.observation(self.human).to_dict()
        view["events"] = events_view(hand.events, lang)
        view["log"] = hand_log(hand, self.human)  # the whole hand, the exchange seat by seat
        yours = not hand.is_terminal and hand.to_move == self.human
        players = self.ruleset.players
        result = hand.result
        view.update({
            "game": PITCH,
            "level": self.level,
            "human": seat_label(self.human, players),
            "unit": hand.unit_names()[hand.unit_of(self.human)],
            "hand_number": len(self.hands),
            "your_turn": yours,
            "candidates": [a.to_dict(players) for a in hand.candidate_actions(self.human)] if yours else [],
            "history": [_pitch_hand_summary(n, h) for n, h in enumerate(self.hands, 1) if h.is_terminal],
            "hand_over": hand.is_terminal,
            "game_over": self.game_over,
            "winners": [hand.unit_names()[u] for u in result.winners] if self.game_over and result else [],
            "can_undo": bool(self._undo),
            # a seat holding more than KEEP trump gives up the rest, which go where the preset says
            "keep": KEEP, "excess_trump": self.ruleset.excess_trump,
        })
        return view

    # -- records ------------------------------------------------------------------------------
    def export(self, number: int | None = None) -> dict[str, Any]:
        index = len(self.hands) if number is None else int(number)
        if not 1 <= index <= len(self.hands):
            raise NotationError("play.no-such-hand", number=number, count=len(self.hands))
        hand = self.hands[index - 1]
        return {"record": write_record(record_from_state(hand)), "at": len(hand.moves), "hand": index}

    def export_all(self) -> str:
        return "\n".join(write_record(record_from_state(h)) for h in self.hands)


def _pitch_hand_summary(number: int, hand: HandState) -> dict[str, Any]:
    result = hand.result
    assert result is not None
    units = hand.unit_names()
    return {"number": number, "dealer": hand.seat_name(hand.dealer), "bidder": hand.seat_name(hand.bidder),
            "bid": result.bid, "made": result.made, "taken": list(result.taken),
            "changes": dict(zip(units, result.changes)), "scores": dict(zip(units, result.scores_after))}


class ThirteenTable:
    game = THREE_THIRTEEN

    def __init__(self, ruleset: Any, players: int, human: int, level: str, seed: int) -> None:
        self.ruleset = ruleset
        self.players = players
        self.human = human
        self.level = level
        self.seed = seed
        self.bot_rng = random.Random(f"{seed}/bots")
        dealer = random.Random(f"{seed}/dealer").randrange(players)
        self.state = GameState.new(ruleset, players=players, dealer=dealer)
        self._undo: list[GameState] = []
        self._melds_key: tuple[Any, ...] | None = None
        self._melds: dict[str, Any] | None = None
        self._deal()

    def _deal(self) -> None:
        rng = random.Random(f"{self.seed}/round/{self.state.round_number}")
        self.state.chance_random(rng)

    def _reshuffle_if_needed(self) -> None:
        """An empty stock is rebuilt from the discard pile (a chance action) at once."""
        state = self.state
        if state.phase == "reshuffle":
            state.chance_random(random.Random(f"{self.seed}/reshuffle/{len(state.history)}"))

    @property
    def round_over(self) -> bool:
        return self.state.phase == "deal"

    @property
    def game_over(self) -> bool:
        return self.state.is_terminal

    def next_hand(self) -> None:
        if self.game_over:
            raise NotationError("play.game-over")
        if not self.round_over:
            raise NotationError("play.hand-not-over")
        self._deal()

    def act(self, move: str) -> None:
        state = self.state
        action = tt_actions.parse_action(move, self.human, self.players)
        if action.seat != self.human or state.to_move != self.human:
            expected = "—" if state.to_move is None else tt_actions.seat_label(state.to_move)
            seat = "?" if action.seat is None else tt_actions.seat_label(action.seat)
            raise IllegalAction("tt.turn.order", expected=expected, seat=seat)
        before = state.copy()
        state.apply(action)
        self._undo.append(before)
        self._reshuffle_if_needed()

    def bot_move(self) -> dict[str, Any] | None:
        state = self.state
        seat = state.to_move
        if seat is None or seat == self.human:
            return None
        action = bots.choose(state, seat, level=self.level, rng=self.bot_rng, budget_ms=BOT_BUDGET_MS)
        state.apply(action)
        self._reshuffle_if_needed()
        return action.to_dict()

    def undo(self) -> None:
        if not self._undo:
            raise NotationError("play.nothing-to-undo")
        self.state = self._undo.pop()

    def hint(self, lang: str) -> dict[str, Any]:
        if self.state.to_move != self.human:
            raise NotationError("play.no-hint")
        advice = bots.advise(self.state, self.human)
        return _hint_view(advice, advice.action.to_dict(), lang)

    def view(self, lang: str) -> dict[str, Any]:
        state = self.state
        view = state.observation(self.human).to_dict()
        view["events"] = events_view(state.events, lang)
        yours = state.to_move == self.human
        view.update({
            "level": self.level,
            "human": tt_actions.seat_label(self.human),
            "your_turn": yours,
            "candidates": [a.to_dict() for a in state.candidate_actions(self.human)] if yours else [],
            "hand_over": self.round_over or self.game_over,
            "game_over": self.game_over,
            "can_undo": bool(self._undo),
            "your_melds": self._your_melds(lang),
            "go_out": self._go_out(lang) if yours and state.phase == "discard" else None,
        })
        if self.round_over and state.results:  # the reader is still looking at the round just scored
            view.update(scored_round(state))
        view["wild_cards"] = wild_cards(state, self.round_over)
        return view

    def _your_melds(self, lang: str) -> dict[str, Any] | None:
        """The reader's hand in the engine's melds (thirteen_view.laid_out); kept while the hand
        does not change (the bots' turns)."""
        state = self.state
        cards = [c.code for c in state.hands[self.human]]
        key = (state.round_number, tuple(sorted(cards)), lang)
        if self._melds_key != key:
            self._melds_key, self._melds = key, laid_out(state, cards, lang)
        return self._melds

    def _go_out(self, lang: str) -> dict[str, Any]:
        """Whether the reader may go out now and with which discards; if not, the rule's own
        explanation for his best discard (what would still be left over)."""
        state = self.state
        values = state.discard_values()
        legal = {a.card for a in state.legal_actions() if a.kind == tt_actions.DISCARD}
        out = sorted((c for c in legal if c is not None and values.get(c) == 0), key=lambda c: c.index)
        view: dict[str, Any] = {"cards": [c.code for c in out], "can": bool(out) and state.out_seat is None}
        if state.out_seat is not None:
            rule = "tt.go-out.once"
            params: dict[str, Any] = {"seat": tt_actions.seat_label(state.out_seat)}
        elif out:
            return view
        else:
            best = min((c for c in legal if c is not None),
                       key=lambda c: (values[c], -self.ruleset.penalty(c, state.wild_rank), c.index))
            rule, params = "tt.go-out.all-melded", {"card": best, "points": values[best]}
            view.update({"best": best.code, "points": values[best]})
        view.update({"rule": rule, "message": render(rule, params, lang)})
        return view

    def export(self, number: int | None = None) -> dict[str, Any]:
        state = self.state
        dealt = state.round_number - state.first_round + (0 if self.round_over else 1)
        index = dealt if number is None else int(number)
        if not 1 <= index <= dealt:
            raise NotationError("play.no-such-round", number=number, count=dealt)
        record = tt_record.record_from_state(state, state.first_round + index - 1)
        return {"record": tt_record.write_record(record), "at": len(record.moves), "hand": index}

    def export_all(self) -> str:
        state = self.state
        dealt = state.round_number - state.first_round + (0 if self.round_over else 1)
        return "\n".join(tt_record.write_record(tt_record.record_from_state(state, state.first_round + k))
                         for k in range(dealt))


# -- keeping a game in the browser ----------------------------------------------------------------
# The page keeps a game between visits (a reload, a rule link and Back) as its settings and its
# hands as records (``saved_game``). ``restore_table`` builds the game again from the settings
# and replays every recorded move through the engine: the reader's own moves as moves (so undo
# works as before), the bots' as the moves they were. Each deal must be the one the seed deals,
# so a saved game never continues with other cards, and nothing stored is trusted as a position.

MAX_SEED = (1 << 53) - 1  # a whole number JavaScript keeps exactly


def saved_game(table: "PitchTable | ThirteenTable") -> dict[str, Any]:
    """What the page stores to continue ``table`` later: its settings and every hand so far."""
    if isinstance(table, ThirteenTable):
        settings = {"preset": table.ruleset.name, "seat": tt_actions.seat_label(table.human),
                    "players": table.players}
    else:
        settings = {"preset": table.ruleset.name, "seat": seat_label(table.human, table.ruleset.players),
                    "players": None}
    return {**settings, "level": table.level, "seed": table.seed, "text": table.export_all()}


def _setting(saved: dict[str, Any], name: str, kind: type, optional: bool = False) -> Any:
    value = saved.get(name)
    if value is None and optional:
        return None
    if not isinstance(value, kind) or isinstance(value, bool):
        raise NotationError("saved.bad-field", field=name)
    return value


def restore_table(saved: Any) -> "PitchTable | ThirteenTable":
    """The game ``saved`` (from ``saved_game``) replayed through the engine. Anything that does
    not hold raises ``saved.bad-field``, ``saved.bad-hand`` or ``saved.other-deal``."""
    if not isinstance(saved, dict):
        raise NotationError("saved.bad-field", field="game")
    preset = _setting(saved, "preset", str)
    seat = _setting(saved, "seat", str)
    level = _setting(saved, "level", str)
    players = _setting(saved, "players", int, optional=True)
    seed = _setting(saved, "seed", int)
    text = _setting(saved, "text", str)
    if level not in bots.LEVELS:
        raise NotationError("saved.bad-field", field="level")
    if not 0 <= seed <= MAX_SEED:
        raise NotationError("saved.bad-field", field="seed")
    try:
        table = new_table(preset, seat, level, players, seed)
    except PitchError as error:
        raise NotationError("saved.bad-field", field="preset") from error
    from .records import split_records  # noqa: PLC0415  (records imports nothing from here)

    try:
        chunks = split_records(text)
    except PitchError as error:
        if isinstance(table, ThirteenTable):
            raise NotationError("saved.bad-round", round=1, reason=quoted_reason(error), rule=error.code) from None
        raise NotationError("saved.bad-hand", hand=1, reason=quoted_reason(error), rule=error.code) from None
    for number, chunk in enumerate(chunks, 1):
        try:
            if number > 1:
                table.next_hand()
            if isinstance(table, ThirteenTable):
                _replay_round(table, chunk, number)
            else:
                _replay_hand(table, chunk, number)
        except _OtherDeal:
            if isinstance(table, ThirteenTable):
                raise NotationError("saved.other-round", round=number) from None
            raise NotationError("saved.other-deal", hand=number) from None
        except PitchError as error:
            if isinstance(table, ThirteenTable):
                raise NotationError("saved.bad-round", round=number, reason=quoted_reason(error),
                                    rule=error.code) from None
            raise NotationError("saved.bad-hand", hand=number, reason=quoted_reason(error),
                                rule=error.code) from None
    return table


class _OtherDeal(Exception):
    """A recorded deal (or reshuffle) is not the one the game's seed gives."""


def _replay_hand(table: PitchTable, text: str, number: int) -> None:
    record = read_record(text)
    hand = table.hand
    hands, widow = hand.deals[-1]
    if (record.start != "deal" or record.ruleset.name != table.ruleset.name or record.dealer != hand.dealer
            or tuple(record.scores) != tuple(hand.scores) or [list(h) for h in hands] != record.hands
            or list(widow) != record.widow):
        raise _OtherDeal(number)
    for token in record.moves:
        hand = table.hand
        if hand.is_terminal:
            raise NotationError("record.illegal-move", line=token.line, move=excerpt(token.text),
                                reason=IllegalAction("play.game-over"), rule="play.game-over")
        action = parse_action(token.text, hand.to_move if hand.to_move is not None else 0, table.ruleset.players)
        if action.seat == table.human:
            table.act(token.text)  # the reader's move: undo can take it back again
        else:
            hand.apply(action)


def _replay_round(table: ThirteenTable, text: str, number: int) -> None:
    record = tt_record.read_record(text)
    state = table.state
    dealt = tt_record.record_from_state(state)
    if (record.ruleset != table.ruleset or record.players != table.players or record.round != dealt.round
            or record.dealer != dealt.dealer or tuple(record.scores) != tuple(dealt.scores)
            or record.hands != dealt.hands or record.upcard != dealt.upcard or record.stock != dealt.stock):
        raise _OtherDeal(number)
    for token in record.moves:
        state = table.state
        if state.phase == "deal" or state.is_terminal:
            raise NotationError("tt.record.after-round", line=token.line, move=excerpt(token.text))
        action = tt_actions.parse_action(token.text, state.to_move, table.players)
        if action.kind == tt_actions.RESHUFFLE:  # the table reshuffled already, from its seed
            last = state.history[-1] if state.history else None
            if last is None or last.kind != tt_actions.RESHUFFLE or last.stock != action.stock:
                raise _OtherDeal(number)
        elif action.seat == table.human:
            table.act(token.text)
        else:
            state.apply(action)
            table._reshuffle_if_needed()
