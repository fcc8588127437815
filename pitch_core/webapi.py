"""The engine's JSON-in/JSON-out functions for the browser (called through the Pyodide worker).

Every public function takes JSON-able named arguments and returns a JSON-able dict. Errors are
raised as ``pitch_core.errors.PitchError``; the bridge turns them into ``{code, params, message}``
in the reader's language (``set_language``).

A page may hold several live hands at once (a lesson, a game, the hand viewer): each lives in a
*session* identified by a short string that the page keeps.
"""

from __future__ import annotations

import itertools
import random
from typing import Any

from .errors import NotationError
from .messages import render
from .pitch import get_ruleset, preset_names
from .pitch.actions import parse_action, parse_seat
from .pitch.presets import describe as describe_preset
from .pitch.record import read_record, record_from_state, write_record
from .pitch.state import HandState
from .webtools.melds import calculate
from .webtools.play import PitchTable, ThirteenTable, new_table, restore_table, saved_game
from .webtools.records import RecordedHand, split_records
from .webtools.scoresheet import score_entry, sheet_rules
from .webtools.share import decode_fragment

_sessions: dict[str, HandState] = {}
_counter = itertools.count(1)
_language = "en"


def set_language(lang: str) -> dict[str, Any]:
    global _language
    _language = lang
    return {"lang": lang}


def language() -> str:
    return _language


def presets() -> dict[str, Any]:
    return {"pitch": preset_names()}


def describe(preset: str, trump: str = "H") -> dict[str, Any]:
    """A ruleset as plain data: ``{"preset", "trump_order": [high to low], ...}``."""
    return describe_preset(preset, trump)


def _session(session: str) -> HandState:
    state = _sessions.get(session)
    if state is None:
        raise NotationError("session.gone")  # never opened here, or closed: the reader starts again
    return state


def _store(state: HandState) -> str:
    key = f"h{next(_counter)}"
    _sessions[key] = state
    return key


def _view(key: str, seat: str | None) -> dict[str, Any]:
    state = _sessions[key]
    view: dict[str, Any] = {**state.observation(None if seat is None else parse_seat(seat, state.players)).to_dict()}
    view["session"] = key
    for event in view["events"]:
        event["message"] = render(event["rule"], event["params"], _language)
    return view


def new_hand(preset: str, seed: int | None = None, dealer: str = "N",
             scores: list[int] | None = None, seat: str | None = None) -> dict[str, Any]:
    """A freshly dealt hand (a seeded shuffle), ready for bidding."""
    ruleset = get_ruleset(preset)
    state = HandState.new(ruleset, parse_seat(dealer, ruleset.players), scores)
    rng = random.Random(seed)
    while state.is_chance:
        state.deal_random(rng)
    return _view(_store(state), seat)


def load_record(text: str, seat: str | None = None, upto: int | None = None) -> dict[str, Any]:
    """Replay a hand record (all of it, or its first ``upto`` moves) into a new session."""
    record = read_record(text)
    moves = record.moves
    if upto is not None:
        if not isinstance(upto, int) or isinstance(upto, bool):
            raise NotationError("notation.number-range", token=str(upto), low=0, high=len(moves))
        record.moves = moves[:max(0, upto)]
    state = record.replay()
    view = _view(_store(state), seat)
    view["moves"] = [{"move": m.text, "comment": m.comment} for m in moves]
    view["comment"] = record.comment
    return view


def act(session: str, move: str, seat: str | None = None) -> dict[str, Any]:
    """Apply one move in notation (``S:AS``, ``N:pass``, ``trump=H``...)."""
    state = _session(session)
    action = parse_action(move, state.to_move if state.to_move is not None else 0, state.players)
    state.apply(action)
    return _view(session, seat)


def undo(session: str, seat: str | None = None) -> dict[str, Any]:
    _session(session).undo()
    return _view(session, seat)


def view(session: str, seat: str | None = None) -> dict[str, Any]:
    _session(session)
    return _view(session, seat)


def record(session: str) -> dict[str, Any]:
    """The hand so far as a record (for the share button and export)."""
    state = _session(session)
    return {"record": write_record(record_from_state(state))}


def drop(session: str) -> dict[str, Any]:
    _sessions.pop(session, None)
    _tool_sessions.pop(session, None)
    return {"dropped": session}


def message(code: str, params: dict[str, Any] | None = None) -> dict[str, Any]:
    """One engine message in the current language (for the page's own explanations)."""
    return {"code": code, "message": render(code, params or {}, _language)}


# -- the browser tools (pitch_core.webtools): play, hand viewer, score keeper, meld calculator ---
# Games and opened records are sessions too, kept apart from the hands above: ``g<n>`` for a game
# against bots, ``v<n>`` for records opened in the hand viewer. ``drop`` forgets either kind.

_tool_sessions: dict[str, Any] = {}


def _tool(key: str, kind: type | tuple[type, ...]) -> Any:
    found = _tool_sessions.get(key)
    if not isinstance(found, kind):
        raise NotationError("session.gone")
    return found


def _keep(prefix: str, value: Any) -> str:
    key = f"{prefix}{next(_counter)}"
    _tool_sessions[key] = value
    return key


# Play against bots ---------------------------------------------------------------------------
def new_game(preset: str, seat: str, level: str = "heuristic", players: int | None = None,
             seed: int | None = None) -> dict[str, Any]:
    """A game against bots: any Pitch preset (with ``+modifiers``) or Three Thirteen
    (``players`` 2 to 6). The reader holds ``seat``; bots play at ``level``."""
    table = new_table(preset, seat, level, players, seed)
    return _game_view(_keep("g", table))


def _game_view(game: str, **extra: Any) -> dict[str, Any]:
    table = _tool(game, (PitchTable, ThirteenTable))
    view = table.view(_language)
    view.update({"session": game, **extra})
    return view


def game_view(game: str) -> dict[str, Any]:
    return _game_view(game)


def game_act(game: str, move: str) -> dict[str, Any]:
    """The reader's move; a move the rules forbid raises its rule (nothing changes)."""
    _tool(game, (PitchTable, ThirteenTable)).act(move)
    return _game_view(game)


def bot_move(game: str) -> dict[str, Any]:
    """One move of the bot whose turn it is (``moved`` is null when it is nobody's but the reader's)."""
    moved = _tool(game, (PitchTable, ThirteenTable)).bot_move()
    return _game_view(game, moved=moved)


def next_hand(game: str) -> dict[str, Any]:
    _tool(game, (PitchTable, ThirteenTable)).next_hand()
    return _game_view(game)


def game_undo(game: str) -> dict[str, Any]:
    """Take back the reader's last move and everything the bots did after it."""
    _tool(game, (PitchTable, ThirteenTable)).undo()
    return _game_view(game)


def hint(game: str) -> dict[str, Any]:
    """What a good player would do now, and the rule that says why."""
    return _tool(game, (PitchTable, ThirteenTable)).hint(_language)


def export_record(game: str, hand: int | None = None) -> dict[str, Any]:
    """One hand (default: the current one) as a record, with the number of moves played."""
    return _tool(game, (PitchTable, ThirteenTable)).export(hand)


def export_game(game: str) -> dict[str, Any]:
    """Every hand of the game so far, one record after another."""
    return {"text": _tool(game, (PitchTable, ThirteenTable)).export_all()}


def save_game(game: str) -> dict[str, Any]:
    """What the page keeps to continue the game after a reload: its settings (preset, seat,
    level, players, seed) and every hand so far as records (``text``)."""
    return saved_game(_tool(game, (PitchTable, ThirteenTable)))


def restore_game(saved: dict[str, Any]) -> dict[str, Any]:
    """The game ``save_game`` gave, replayed move by move through the engine, as a new session
    (the same view as ``new_game``; undo takes back the reader's moves as before). A saved game
    that does not replay raises ``saved.*`` with the reason and the rule."""
    return _game_view(_keep("g", restore_table(saved)), restored=True)


# Learn from your mistakes (pitch_core.webtools.review) -------------------------------------------
def review_hand(game: str, hand: int | None = None) -> dict[str, Any]:
    """The reader's card plays in a finished Pitch hand of the game (default: the last one), each
    judged on deals of the cards he could not see: the costly ones with the position he saw, the
    card played, the best card(s), the points lost, the verdict and the reason, and the hand's
    summary. Kept, so that ``judge_try`` answers at once."""
    from .webtools.review import table_review

    index, review = table_review(_tool(game, (PitchTable, ThirteenTable)), hand)
    return {"session": game, "hand": index, **review.to_dict(_language)}


def judge_try(game: str, step: int, move: str, hand: int | None = None) -> dict[str, Any]:
    """"Find a better card": the reader's retry ``move`` (``S:AH``) at costly decision ``step``
    of ``review_hand``: whether it is as good as the best (a card the rules refuse raises the
    rule), with the message that says so."""
    from .webtools.review import table_review

    _, review = table_review(_tool(game, (PitchTable, ThirteenTable)), hand)
    return review.judge(step, move, _language)


# The hand viewer -----------------------------------------------------------------------------
def open_records(text: str) -> dict[str, Any]:
    """Read one or several hand records (Pitch or Three Thirteen) and replay each through the
    engine; a record with an illegal move is refused, naming its line and the rule."""
    hands = [RecordedHand(chunk) for chunk in split_records(text)]
    key = _keep("v", hands)
    return {"session": key, "hands": [hand.summary() for hand in hands]}


def open_shared(fragment: str) -> dict[str, Any]:
    """Open the record a share link carries (see ``pitch_core.webtools.share``)."""
    shared = decode_fragment(fragment)
    opened = open_records(shared.record)
    total = opened["hands"][0]["total"]
    opened["at"] = total if shared.at is None else min(shared.at, total)
    if shared.note is not None:  # e.g. a move count that cannot be read: opened at the end
        opened["note"] = {**shared.note, "message": render(shared.note["code"], shared.note["params"], _language)}
    return opened


def record_step(viewer: str, at: int | None = None, hand: int = 0) -> dict[str, Any]:
    """The table after the first ``at`` moves of hand ``hand`` (0-based) of an opened text."""
    hands = _tool(viewer, list)
    if isinstance(hand, bool) or not isinstance(hand, int) or not 0 <= hand < len(hands):
        raise NotationError("session.gone")
    return hands[hand].position(at, _language)


# The score keeper ----------------------------------------------------------------------------
def score_rules(preset: str) -> dict[str, Any]:
    """What the score keeper asks for a preset: scoring units, bids, points, target."""
    return sheet_rules(preset)


def score_hand(preset: str, scores: list[int], bidders: list[str], bid: int | str,
               taken: list[int]) -> dict[str, Any]:
    """Score one hand played at a real table with the preset's own rules (see
    ``pitch_core.webtools.scoresheet``): ``taken`` is [bidding side, defenders]."""
    return score_entry(preset, scores, bidders, bid, taken, _language)


# The meld calculator -------------------------------------------------------------------------
def deadwood(round: int, cards: str | list[str], preset: str = "three-thirteen") -> dict[str, Any]:
    """The least deadwood of a Three Thirteen hand in a round, with its melds and wilds."""
    return calculate(round, cards, preset, _language)


# Practice (pitch_core.drills) ------------------------------------------------------------------
# Every drill is made for one game (``preset``: ``pitch31``, ``ten-point+dirty``); None is the
# rule's default game (its first course game). A rule the game does not play is refused
# (``drill.not-in-game``), an unknown game by the game's own error (``preset.unknown``).
def drill(rule: str, seed: int, index: int = 0, preset: str | None = None) -> dict[str, Any]:
    """Drill ``index`` of the series ``seed`` for ``rule`` in the game ``preset``: its position,
    question and choices, and the game's name. The answer stays with the engine: ``check_drill``
    says whether the reader's is right."""
    from .drills import make_drill

    made = make_drill(rule, seed, _drill_index(index), _drill_preset(preset))
    # What says the answer stays with the engine until the reader answers or asks to see it:
    # check_drill sends it, See it's steps, why a pick is wrong and the record included.
    shown = {key: value for key, value in made.to_dict(_language).items() if key not in _SAID_WITH_THE_VERDICT}
    return {**shown, "see_it": bool(made.steps), "seed": seed, "index": index}


def check_drill(rule: str, seed: int, index: int, given: Any = None, preset: str | None = None) -> dict[str, Any]:
    """The engine's verdict on ``given`` (a card code, a list of them, a seat, a number or a
    choice's value; None just to see it), with its answer and the explanation citing the rule."""
    from .drills import make_drill

    made = make_drill(rule, seed, _drill_index(index), _drill_preset(preset))
    shown: dict[str, Any] = dict(made.to_dict(_language))
    return {"rule": rule, "preset": made.preset, "correct": given is not None and made.check(given),
            **{key: shown[key] for key in _SAID_WITH_THE_VERDICT}}


_SAID_WITH_THE_VERDICT = ("answer", "explanation", "cited", "why", "steps", "record")


def practice_rules(preset: str) -> dict[str, Any]:
    """The rules the game ``preset`` (any preset with its modifiers) plays and a drill covers, in
    the rulebook's order, with the game's own spelling and its name in the page's language."""
    from .drills.registry import canonical_preset, rules_of_preset
    from .game_names import game_title

    chosen = canonical_preset(_drill_preset(preset) or "")
    return {"preset": chosen, "game_name": game_title(chosen, _language), "rules": rules_of_preset(chosen)}


def _drill_preset(preset: Any) -> str | None:
    if preset is None:
        return None
    if not isinstance(preset, str) or not preset.strip():
        from .drills.pages import base_presets

        raise NotationError("preset.unknown", name=str(preset)[:40], known=", ".join(base_presets()))
    return preset[:120]


def _drill_index(index: Any) -> int:
    if not isinstance(index, int) or isinstance(index, bool) or not 0 <= index <= 2**31:
        raise NotationError("notation.number-range", token=str(index)[:20], low=0, high=2**31)
    return index


# What the page may call through the worker's bridge (the bridge exposes exactly this list).
__all__ = [
    "presets", "describe", "new_hand", "load_record", "act", "undo", "view", "record", "drop", "message",
    "new_game", "game_view", "game_act", "bot_move", "next_hand", "game_undo", "hint", "export_record",
    "export_game", "save_game", "restore_game", "open_records", "open_shared", "record_step", "score_rules",
    "score_hand", "deadwood", "drill", "check_drill", "practice_rules", "review_hand", "judge_try",
]
