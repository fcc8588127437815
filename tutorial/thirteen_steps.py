"""Three Thirteen lesson steps, prepared at build time by the engine the browser runs.

* ``tt-act``: one move in a position of a round record (``record`` in ``tutorial/rounds/``,
  ``upto`` moves played), made by ``seat``; ``expect`` is the move wanted (its notation). Every
  move the learner may try carries the engine's verdict: a refused one the rule that refuses it,
  a legal one that is not the move wanted the engine's advice for this position (which names the
  rule it rests on), the wanted one the table after it.
* ``tt-guided``: a whole round; the learner makes ``seat``'s moves, the record the others'. Each
  of the learner's moves has the verdicts of a ``tt-act``, graded hints (the lesson's gentle one
  for the kind of move, then the engine's advice) and a comment (the record's, else the advice).

The table in each payload is Play's own view of the position (``webtools.play.ThirteenTable``),
so the lesson draws exactly what Play draws: the seats, the piles, the hand in its melds, whether
the learner may go out.
"""

from __future__ import annotations

from typing import Any, Callable

from pitch_core.bots import advise
from pitch_core.errors import PitchError
from pitch_core.three_thirteen.actions import DRAW, OUT, PILE, Action, parse_action, parse_seat, seat_label
from pitch_core.three_thirteen.record import read_record
from pitch_core.three_thirteen.solver import deadwood, discard_options
from pitch_core.three_thirteen.state import GameState
from pitch_core.webtools.play import ThirteenTable

from .content import HERE, Lesson, Step

ROUNDS_DIR = HERE / "rounds"
# A draw's advice names no rule of its own: what it weighs is the deadwood left, and where it may draw from
DRAW_RULE = "tt.draw.source"

Reason = tuple[str, dict[str, Any]]  # a rule ID and its params, or "quiz.<widget word>" and its params
Explain = Callable[[Reason, str], dict[str, Any]]  # tutorial/build.py explained_pick
Translate = Callable[[str, str, str], str]


def round_text(name: str) -> str:
    return (ROUNDS_DIR / name).read_text(encoding="utf-8")


def replay_round(name: str, upto: int | None) -> GameState:
    record = read_record(round_text(name))
    if upto is not None:  # part of the round: its outcome tags speak of the end
        record.moves = record.moves[:upto]
        record.out = record.result = None
    return record.replay()


def table_view(state: GameState, seat: int, lang: str) -> dict[str, Any]:
    """Play's view of this position for ``seat`` (what web/common/thirteen-table.js draws)."""
    table = ThirteenTable(state.ruleset, state.players, seat, "heuristic", 0)
    table.state = state.copy()
    view = table.view(lang)
    view.pop("events", None)  # the lesson says what happened in its own words
    view["moves"] = []
    return view


def advice_for(state: GameState, seat: int, lang: str, rule_link: Callable[[str, str], dict[str, str]]) -> dict[str, Any]:
    """The engine's advice here, in the reader's words, with the rule it rests on."""
    advice = advise(state, seat, rng=1)
    rule = advice.rule or (DRAW_RULE if advice.action.kind == DRAW else "tt.score.fewest-points")
    return {**rule_link(rule, lang), "message": advice.message(lang), "move": advice.action.notation()}


def why_not(state: GameState, seat: int, action: Action, wanted: Action) -> Reason:
    """Why a legal move is not the one the lesson wants, from the engine's figures (a sentence of
    the widget, ``ui.tt_*``, linked to the rule it rests on); it never names the move wanted."""
    if action.kind == DRAW:
        top = state.top_discard
        assert top is not None, "a lesson offers the discard pile only when it holds a card"
        hand = state.hands[seat]
        before = deadwood(hand, state.wild_rank, state.ruleset)
        after = min(discard_options(hand + [top], state.wild_rank, state.ruleset).values())
        key = "quiz.tt_pile_helps" if wanted.source == PILE else "quiz.tt_pile_useless"
        return (key, {"card": top, "before": before, "after": after, "rule": DRAW_RULE})
    if wanted.kind == OUT:
        return ("quiz.tt_could_go_out", {"rule": "tt.go-out.all-melded"})
    values = state.discard_values()
    points = values[action.named_card]
    if wanted.named_card is not None and points == values[wanted.named_card]:  # a tie: the record chose one
        return ("quiz.tt_as_good", {"card": action.named_card, "other": wanted.named_card, "points": points,
                                    "rule": "tt.score.fewest-points"})
    return ("quiz.tt_worse_discard", {"card": action.named_card, "points": points, "rule": "tt.score.fewest-points"})


def verdicts(state: GameState, seat: int, wanted: str, lang: str, explain: Explain) -> list[dict[str, Any]]:
    """Every move ``seat`` may try here, each with the engine's verdict."""
    legal = {action.notation() for action in state.legal_actions()}
    wanted_action = parse_action(wanted, seat, state.players)
    found = []
    for action in state.candidate_actions(seat):
        move = action.to_dict()
        if move["move"] not in legal:
            trial = state.copy()
            try:
                trial.apply(action)
            except PitchError as error:
                found.append({**move, "ok": False, **explain((error.code, error.params), lang)})
                continue
        if move["move"] == wanted:
            after = state.copy()
            after.apply(action)
            found.append({**move, "ok": True, "wanted": True, "after": table_view(after, seat, lang)})
        else:
            found.append({**move, "ok": True, "wanted": False, **explain(why_not(state, seat, action, wanted_action), lang)})
    return found


def _tt_act(lesson: Lesson, step: Step, lang: str, explain: Explain, rule_link: Any, tr: Translate) -> dict[str, Any]:
    state = replay_round(step.get("record"), step.get("upto"))
    seat = parse_seat(step.get("seat"), state.players)
    return {"seat": seat_label(seat), "expect": step.get("expect"), "view": table_view(state, seat, lang),
            "moves": verdicts(state, seat, step.get("expect"), lang, explain)}


def gentle_hint(action: Action) -> str:
    """The first of a move's graded hints, by the kind of move (a word of the widget, ``ui.tt_hint_*``)."""
    return {DRAW: "tt_hint_draw", OUT: "tt_hint_out"}.get(action.kind, "tt_hint_discard")


def _tt_guided(lesson: Lesson, step: Step, lang: str, explain: Explain, rule_link: Any, tr: Translate) -> dict[str, Any]:
    """Every move of the round as a frame; the learner's own moves carry verdicts, hints and a comment."""
    name = step.get("record")
    stem = name.removesuffix(".313")
    record = read_record(round_text(name))
    moves = record.moves
    state = replay_round(name, 0)
    seat = parse_seat(step.get("seat"), state.players)
    frames = []
    for index, token in enumerate(moves):
        action = parse_action(token.text, state.to_move, state.players)
        frame: dict[str, Any] = {**action.to_dict()}
        comment = tr(lang, f"round.{stem}.{index + 1}", token.comment) if token.comment else ""
        if action.seat == seat:
            advice = advice_for(state, seat, lang, rule_link)
            # The table before the move is the last frame's "after", and after it this frame's own:
            # neither is repeated here (the page draws them from the frames)
            tried = verdicts(state, seat, frame["move"], lang, explain)
            for move in tried:
                move.pop("after", None)
            frame.update({"hint": gentle_hint(action), "advice": advice, "moves": tried})
            comment = comment or advice["message"]
        state.apply(action)
        frame.update({"comment": comment, "after": table_view(state, seat, lang)})
        frames.append(frame)
    intro = tr(lang, f"round.{stem}.0", record.comment) if record.comment else ""
    return {"seat": seat_label(seat), "intro": intro, "start": table_view(replay_round(name, 0), seat, lang), "frames": frames}


BUILDERS = {"tt-act": _tt_act, "tt-guided": _tt_guided}


def round_comments(name: str) -> list[tuple[str, str]]:
    """(context, English comment) for a round record's opening comment and each move's comment."""
    record = read_record(round_text(name))
    stem = name.removesuffix(".313")
    found = [(f"round.{stem}.0", record.comment)] if record.comment else []
    found += [(f"round.{stem}.{i + 1}", move.comment) for i, move in enumerate(record.moves) if move.comment]
    return found
