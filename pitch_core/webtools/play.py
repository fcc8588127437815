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

A table holds the game's whole state (``pitch.game.PitchGameState``, ``three_thirteen.state.GameState``):
each hand's (round's) deal is a chance node of it, dealt here from the table's seed and the hand's
number, so a game can be replayed exactly. Undo restores a copy of the game taken just before each
of the reader's moves.
"""

from __future__ import annotations

import random
from typing import Any

from .. import bots, games
from ..bots.bid_reasons import bid_reasons
from ..solver.bid_ground import analysed_bid
from ..contract import MoveView
from ..errors import IllegalAction, NotationError, PitchError
from ..game import Game
from ..pitch.actions import seat_label
from ..pitch.record import read_record, record_from_state, write_record
from ..pitch.hand_types import BIDDING_PHASE, KEEP
from ..pitch.game import PitchGameState
from ..pitch.state import HandState
from ..record_syntax import excerpt, quoted_reason
from ..three_thirteen import actions as tt_actions
from ..three_thirteen import record as tt_record
from ..three_thirteen.game import PLAYERS as THREE_THIRTEEN_PLAYERS
from ..three_thirteen.state import GameState
from ..messages import render
from ..json_values import plain
from .events import events_view
from .hand_log import hand_log
from .thirteen_view import laid_out, scored_round, wild_cards
# The monte-carlo bot's thinking time per move. It is stopped by the clock in the browser, where
# a sample takes several times longer than on CPython, so a move never keeps the reader waiting.
BOT_BUDGET_MS = 250
__all__ = ["THREE_THIRTEEN_PLAYERS", "Table", "new_table", "restore_table", "saved_game"]


def new_table(preset: str, seat: str, level: str = "heuristic", players: int | None = None,
              seed: int | None = None) -> "Table":
    """A table of the game ``preset`` belongs to (``pitch_core.games``), the reader at ``seat``."""
    if level not in bots.LEVELS:
        raise NotationError("play.unknown-level", level=level, known=", ".join(bots.LEVELS))
    seed = random.randrange(1 << 30) if seed is None else int(seed)
    game = games.for_preset(preset)
    ruleset = game.ruleset(preset)
    count = game.players(ruleset, players)
    return TABLES[game.name](ruleset, count, game.parse_seat(seat, count), level, seed)


def _hint_view(advice: bots.Advice, move: MoveView, lang: str) -> dict[str, Any]:
    """A bot's advice for the page: the move, the reason (a rule ID or a ``hint.`` code, rendered
    in the reader's language) and the rule it rests on, for a link."""
    return {"move": move, "reason": advice.reason_rule_id, "rule": advice.rule,
            "params": plain(advice.params), "message": advice.message(lang)}


class Table:
    """What every game's table does the same way: the reader's moves and the bots', undo (a
    snapshot before each of the reader's moves), hints, saving and replaying a saved game. A
    game's table (below) says how its state is kept, dealt, viewed and recorded."""

    rules: Game
    players_saved = True  # whether the table size is a setting of its own (not the preset's)
    turn_code = "turn.order"
    # the error codes, and their parameter, of a saved hand (or round) that does not hold
    bad_record_code, other_deal_code, number_param = "saved.bad-hand", "saved.other-deal", "hand"

    def __init__(self, ruleset: Any, players: int, human: int, level: str, seed: int) -> None:
        self.ruleset = ruleset
        self.players = players
        self.human = human
        self.level = level
        self.seed = seed
        self.bot_rng = random.Random(f"{seed}/bots")
        self._undo: list[Any] = []

    @property
    def game(self) -> str:
        return self.rules.name

    # -- the game ---------------------------------------------------------------------------------
    game_state: Any  # the whole game, set by the game's table

    @property
    def state(self) -> Any:
        """The whole game moves go to (``PitchGameState``, a Three Thirteen ``GameState``)."""
        return self.game_state

    @state.setter
    def state(self, state: Any) -> None:  # a lesson shows Play's view of its own position
        self.game_state = state

    @property
    def game_over(self) -> bool:
        return bool(self.game_state.is_terminal)

    def next_hand(self) -> None:
        """Deal the next hand (round), once the last one is over."""
        if self.game_over:
            raise NotationError("play.game-over")
        if not self.game_state.is_chance:
            raise NotationError("play.hand-not-over")
        self._deal()

    def _snapshot(self) -> Any:
        return self.game_state.copy()

    def _restore(self, snapshot: Any) -> None:
        self.game_state = snapshot

    # -- what a game's table says ------------------------------------------------------------------
    def _deal(self) -> None:
        """The deal of the hand (round) the game waits for, from the table's seed."""
        raise NotImplementedError

    def _after_move(self) -> None:
        """What happens by itself after a move (a Three Thirteen reshuffle)."""

    def export_all(self) -> str:
        raise NotImplementedError

    def _replay(self, text: str, number: int) -> None:
        raise NotImplementedError

    # -- moves ----------------------------------------------------------------------------------
    def act(self, move: str) -> None:
        state = self.state
        action = self.rules.parse_action(move, self.human, self.players)
        if action.seat != self.human or state.to_move != self.human:
            expected = "—" if state.to_move is None else self.rules.seat_label(state.to_move, self.players)
            seat = "?" if action.seat is None else self.rules.seat_label(action.seat, self.players)
            raise IllegalAction(self.turn_code, expected=expected, seat=seat)
        before = self._snapshot()
        state.apply(action)  # raises the rule's IllegalAction, leaving the state as it was
        self._undo.append(before)
        self._after_move()

    def bot_move(self) -> MoveView | None:
        state = self.state
        seat = state.to_move
        if state.is_terminal or seat is None or seat == self.human:
            return None
        action = bots.choose(state, seat, level=self.level, rng=self.bot_rng, budget_ms=BOT_BUDGET_MS)
        state.apply(action)
        self._after_move()
        return self.rules.action_view(action, self.players)

    def undo(self) -> None:
        if not self._undo:
            raise NotationError("play.nothing-to-undo")
        self._restore(self._undo.pop())

    def _advice(self) -> bots.Advice:
        state = self.state
        if state.is_terminal or state.to_move != self.human:
            raise NotationError("play.no-hint")
        return bots.advise(state, self.human)  # the heuristic player: quick, and every move has a reason

    def hint(self, lang: str) -> dict[str, Any]:
        advice = self._advice()
        return _hint_view(advice, self.rules.action_view(advice.action, self.players), lang)

    def _candidates(self) -> list[MoveView]:
        return [self.rules.action_view(a, self.players) for a in self.state.candidate_actions(self.human)]

    # -- keeping a game -------------------------------------------------------------------------
    def saved(self) -> dict[str, Any]:
        return {"preset": self.ruleset.name, "seat": self.rules.seat_label(self.human, self.players),
                "players": self.players if self.players_saved else None,
                "level": self.level, "seed": self.seed, "text": self.export_all()}

    def replay_saved(self, text: str) -> None:
        """Every saved hand replayed, each checked against the deal the seed gives."""
        from .records import split_records

        try:
            chunks = split_records(text)
        except PitchError as error:
            raise self._bad_record(1, error) from None
        for number, chunk in enumerate(chunks, 1):
            try:
                if number > 1:
                    self.next_hand()
                self._replay(chunk, number)
            except _OtherDeal:
                raise NotationError(self.other_deal_code, **{self.number_param: number}) from None
            except PitchError as error:
                raise self._bad_record(number, error) from None

    def _bad_record(self, number: int, error: PitchError) -> NotationError:
        return NotationError(self.bad_record_code, **{self.number_param: number},
                             reason=quoted_reason(error), rule=error.code)

    def _replay_moves(self, moves: Any, finished: Any) -> None:
        """A record's moves through the table: the reader's as his moves (so undo works as
        before), the others' as the moves they were. ``finished(token)`` raises once the hand is over."""
        for token in moves:
            state = self.state
            finished(token)
            action = self.rules.parse_action(token.text, state.to_move, self.players)
            if self._replayed_by_chance(action):
                continue
            if action.seat == self.human:
                self.act(token.text)
            else:
                state.apply(action)
                self._after_move()

    def _replayed_by_chance(self, action: Any) -> bool:
        """A recorded chance move the table made already from its seed (checked it is the same)."""
        return False


class PitchTable(Table):
    rules = games.load("pitch")
    players_saved = False

    def __init__(self, ruleset: Any, players: int, human: int, level: str, seed: int) -> None:
        super().__init__(ruleset, players, human, level, seed)
        first_dealer = random.Random(f"{seed}/dealer").randrange(ruleset.players)
        self.game_state: PitchGameState = PitchGameState.new(ruleset, first_dealer)
        self._deal()

    # -- the hands ------------------------------------------------------------------------------
    @property
    def hand(self) -> HandState:
        return self.game_state.hand

    @property
    def hands(self) -> list[HandState]:
        return self.game_state.hands

    def _deal(self) -> None:
        number = self.game_state.hands_played + 1
        # a deal may be thrown in and dealt again (pitch31's low cards), from the same shuffle
        self.game_state.deal_random(random.Random(f"{self.seed}/hand/{number}"))

    def _replay(self, text: str, number: int) -> None:
        _replay_hand(self, text, number)

    def hint(self, lang: str) -> dict[str, Any]:
        hand = self.hand
        advice = self._advice()
        reasons: list[tuple[str, dict[str, Any]]] = []
        if hand.phase == BIDDING_PHASE:  # the review's analysis: each call weighed on sampled deals
            ground = analysed_bid(hand, self.human, f"{self.seed}/hand/{len(self.hands)}")
            advice = ground.advice
            # then the bid's ground in card-table terms: which cards, which points, why this bid
            reasons = ground.reasons() + bid_reasons(hand, self.human, advice)
        view = _hint_view(advice, self.rules.action_view(advice.action, self.players), lang)
        if reasons:
            view["reasons"] = [{"reason": code, "message": render(code, params, lang)} for code, params in reasons]
        return view

    # -- what the reader sees -------------------------------------------------------------------
    def view(self, lang: str) -> dict[str, Any]:
        hand = self.hand
        seen = hand.observation(self.human)
        view: dict[str, Any] = {**seen.to_dict()}
        view["events"] = events_view(seen.events, lang)  # those the reader's seat learns of
        view["log"] = hand_log(hand, self.human)  # the whole hand, the exchange seat by seat
        yours = not hand.is_terminal and hand.to_move == self.human
        players = self.ruleset.players
        result = hand.result
        view.update({
            "game": self.game,
            "level": self.level,
            "human": seat_label(self.human, players),
            "unit": hand.unit_names()[hand.unit_of(self.human)],
            "hand_number": len(self.hands),
            "your_turn": yours,
            "candidates": self._candidates() if yours else [],
            "history": [_pitch_hand_summary(n, h) for n, h in enumerate(self.hands, 1) if h.is_terminal],
            "hand_over": hand.is_terminal,
            "reviewable": hand.is_terminal,  # the solver reviews a finished hand's card plays
            "game_over": self.game_over,
            "winners": [hand.unit_names()[u] for u in result.winners] if self.game_over and result else [],
            "can_undo": bool(self._undo),
            # a seat holding more than KEEP trump gives up the rest, which go where the preset says
            "keep": KEEP, "excess_trump": self.ruleset.excess_trump,
        })
        view["standing"] = standing("unit", "hand", len(self.hands), [[u, view["scores"][u]] for u in view["units"]])
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


class ThirteenTable(Table):
    rules = games.load("three-thirteen")
    turn_code = "tt.turn.order"
    bad_record_code, other_deal_code, number_param = "saved.bad-round", "saved.other-round", "round"

    def __init__(self, ruleset: Any, players: int, human: int, level: str, seed: int) -> None:
        super().__init__(ruleset, players, human, level, seed)
        dealer = random.Random(f"{seed}/dealer").randrange(players)
        self.game_state = GameState.new(ruleset, players=players, dealer=dealer)
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

    def _after_move(self) -> None:
        self._reshuffle_if_needed()

    def _replay(self, text: str, number: int) -> None:
        _replay_round(self, text, number)

    def _replayed_by_chance(self, action: Any) -> bool:
        """The table reshuffled already, from its seed: the record's reshuffle must be that one."""
        if action.kind != tt_actions.RESHUFFLE:
            return False
        history = self.game_state.history
        if not history or history[-1].kind != tt_actions.RESHUFFLE or history[-1].stock != action.stock:
            raise _OtherDeal()
        return True

    def view(self, lang: str) -> dict[str, Any]:
        state = self.state
        seen = state.observation(self.human)
        view: dict[str, Any] = {**seen.to_dict()}
        view["events"] = events_view(seen.events, lang)  # those the reader's seat learns of
        yours = state.to_move == self.human
        view.update({
            "level": self.level,
            "human": self.rules.seat_label(self.human, self.players),
            "your_turn": yours,
            "candidates": self._candidates() if yours else [],
            "hand_over": self.round_over or self.game_over,
            "reviewable": False,  # no solver reviews a Three Thirteen round yet
            "game_over": self.game_over,
            "can_undo": bool(self._undo),
            "your_melds": self._your_melds(lang),
            "go_out": self._go_out(lang) if yours and state.phase == "discard" else None,
        })
        if self.round_over and state.results:  # the reader is still looking at the round just scored
            view.update(scored_round(state))
        view["wild_cards"] = wild_cards(state, self.round_over)
        view["standing"] = standing("seat", "round", view["round"], [list(pair) for pair in zip(view["seats"], view["totals"])])
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


def standing(named_by: str, counted: str, number: int, scores: list[list[Any]]) -> dict[str, Any]:
    """Where a game stands, said the same way for both games: whether its scores are a seat's or a
    team's (``named_by``), whether it counts hands or rounds, which one this is, and the scores."""
    return {"named_by": named_by, "counted": counted, "number": number, "scores": scores}


def saved_game(table: Table) -> dict[str, Any]:
    """What the page stores to continue ``table`` later: its settings and every hand so far."""
    return table.saved()


def _setting(saved: dict[str, Any], name: str, kind: type, optional: bool = False) -> Any:
    value = saved.get(name)
    if value is None and optional:
        return None
    if not isinstance(value, kind) or isinstance(value, bool):
        raise NotationError("saved.bad-field", field=name)
    return value


def restore_table(saved: Any) -> Table:
    """The game ``saved`` (from ``saved_game``) replayed through the engine. Anything that does
    not hold raises ``saved.bad-field``, ``saved.bad-hand`` or ``saved.other-deal`` (a round of
    Three Thirteen: ``saved.bad-round``, ``saved.other-round``)."""
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
    table.replay_saved(text)
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

    def finished(token: Any) -> None:
        if table.hand.is_terminal:
            raise NotationError("record.illegal-move", line=token.line, move=excerpt(token.text),
                                reason=IllegalAction("play.game-over"), rule="play.game-over")

    table._replay_moves(record.moves, finished)


def _replay_round(table: ThirteenTable, text: str, number: int) -> None:
    record = tt_record.read_record(text)
    state = table.state
    dealt = tt_record.record_from_state(state)
    if (record.ruleset != table.ruleset or record.players != table.players or record.round != dealt.round
            or record.dealer != dealt.dealer or tuple(record.scores) != tuple(dealt.scores)
            or record.hands != dealt.hands or record.upcard != dealt.upcard or record.stock != dealt.stock):
        raise _OtherDeal(number)

    def finished(token: Any) -> None:
        if table.state.phase == "deal" or table.state.is_terminal:
            raise NotationError("tt.record.after-round", line=token.line, move=excerpt(token.text))

    table._replay_moves(record.moves, finished)


# Each game's table, by the game's name in ``pitch_core.games``.
TABLES: dict[str, type[Table]] = {PitchTable.rules.name: PitchTable, ThirteenTable.rules.name: ThirteenTable}
