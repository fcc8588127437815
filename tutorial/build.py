"""Prepare every lesson for one language at build time, with the same engine the browser runs.

The result is plain JSON that the widget can show the moment the page loads, before Pyodide has
started: positions already played out, quiz answers and their explanations, and the engine's
verdict on every move the learner can make in an ``act`` step. Once the engine is running in
the browser it judges moves itself, and the free-play step uses it directly.
"""

from __future__ import annotations

import tomllib
from functools import lru_cache
from typing import Any

from pitch_core.cards import ALL_CARDS, SUITS, Card
from pitch_core.errors import PitchError
from pitch_core.messages import render
from pitch_core.pitch import get_ruleset
from pitch_core.pitch.actions import BID, PASS, PLAY, TRUMP, Action, parse_action
from pitch_core.pitch.record import read_record
from pitch_core.pitch.state import HandState
from pitch_core.rulebook import RULES, anchor_for
from sitegen import cards as card_names
from sitegen.catalogs import gettext

from .content import HERE, Lesson, Step, hand_text, lessons, questions
from .quizzes import solve

DOMAIN = "tutorial"


@lru_cache(maxsize=None)
def ui_english() -> dict[str, str]:
    return tomllib.loads((HERE / "ui.toml").read_text(encoding="utf-8"))


def tr(lang: str, context: str, english: str) -> str:
    return gettext(lang, english, context, DOMAIN) if lang != "en" else english


def rule_link(rule_id: str, lang: str) -> dict[str, str]:
    """Where a rule lives, relative to the site root, in the reader's language."""
    page = RULES[rule_id].page
    prefix = "" if lang == "en" else f"{lang}/"
    return {"id": rule_id, "url": f"{prefix}{page}/#{anchor_for(rule_id)}"}


def explained(rule_id: str, params: dict[str, Any], lang: str) -> dict[str, Any]:
    return {**rule_link(rule_id, lang), "message": render(rule_id, params, lang)}


# -- positions ----------------------------------------------------------------------------------
def replay_upto(record_name: str, upto: int | None) -> HandState:
    record = read_record(hand_text(record_name))
    if upto is not None:
        record.moves = record.moves[:upto]
    return record.replay()


def table_view(state: HandState) -> dict[str, Any]:
    """What the widget draws: every hand face up (these are teaching hands), the trick, the contract."""
    name = state.seat_name
    last = state.tricks[-1] if state.tricks else None
    return {
        "players": state.players,
        "dealer": name(state.dealer),
        "to_move": name(state.to_move),
        "phase": state.phase,
        "trump": state.trump.letter if state.trump else None,
        "bidder": name(state.bidder),
        "bid": state.bid,
        "calls": [[name(s), "pass" if b is None else b] for s, b in state.calls],
        "scores": dict(zip(state.unit_names(), state.scores)),
        "hands": {name(s): [c.code for c in h] for s, h in enumerate(state.hands)},
        "trick": [[name(s), c.code] for s, c in state.trick],
        "last_trick": ({"cards": [[name(s), c.code] for s, c in last.plays], "winner": name(last.winner)}
                       if last else None),
        "taken": list(state.taken()) if state.bidder is not None else [0, 0],
    }


def candidate_moves(state: HandState, seat: int) -> list[Action]:
    """Every move the widget offers the learner, legal or not, so illegal ones can be explained."""
    if state.phase == "bidding":
        return [Action(PASS, seat)] + [Action(BID, seat, bid=b) for b in state.ruleset.bid_ladder]
    if state.phase == "trump":
        return [Action(TRUMP, seat, suit=s) for s in SUITS]
    if state.phase == "play":
        return [Action(PLAY, seat, card=c) for c in state.hands[seat]]
    return list(state.legal_actions())


def verdict(state: HandState, action: Action, wanted: str, lang: str) -> dict[str, Any]:
    trial = state.copy()
    move = action.notation(state.players)
    try:
        trial.apply(action)
    except PitchError as error:
        return {"move": move, "ok": False, **explained(error.code, error.params, lang)}
    return {"move": move, "ok": True, "wanted": wanted in ("any", move)}


def act_payload(state: HandState, seat_name: str, wanted: str, lang: str) -> dict[str, Any]:
    seat = "NESW".index(seat_name) if state.players == 4 else int(seat_name) - 1
    return {"seat": seat_name, "expect": wanted, "view": table_view(state),
            "moves": [verdict(state, a, wanted, lang) for a in candidate_moves(state, seat)]}


# -- steps ----------------------------------------------------------------------------------------
def step_payload(lesson: Lesson, step: Step, lang: str) -> dict[str, Any]:
    payload: dict[str, Any] = {"key": step.key, "kind": step.kind}
    if step.get("text"):
        payload["text"] = tr(lang, step.context, step.get("text"))
    if step.get("hint"):
        payload["hint"] = tr(lang, step.context + ".hint", step.get("hint"))
    if step.get("rule"):
        payload["rule"] = rule_link(step.get("rule"), lang)
    if step.get("cards"):
        payload["cards"] = step.get("cards").split()
    if step.get("table") == "trump-order":
        ruleset = get_ruleset(step.get("preset", lesson.game))
        from pitch_core.cards import Suit

        trump = Suit.parse(step.get("trump", "H"))
        points = ruleset.card_points(trump)
        payload["table"] = [[c.code, points.get(c, 0)] for c in ruleset.trump_order(trump)]
    if step.get("table") == "bid-ladder":
        payload["ladder"] = list(get_ruleset(step.get("preset", lesson.game)).bid_ladder)
    builder = _BUILDERS.get(step.kind)
    if builder:
        payload.update(builder(lesson, step, lang))
    return payload


def _position(lesson: Lesson, step: Step, lang: str) -> dict[str, Any]:
    state = replay_upto(step.get("record"), step.get("upto"))
    return {"seat": step.get("seat"), "view": table_view(state)}


def _act(lesson: Lesson, step: Step, lang: str) -> dict[str, Any]:
    state = replay_upto(step.get("record"), step.get("upto"))
    payload = act_payload(state, step.get("seat"), step.get("expect", "any"), lang)
    payload["record"] = hand_text(step.get("record"))
    payload["upto"] = step.get("upto")
    return payload


def _guided(lesson: Lesson, step: Step, lang: str) -> dict[str, Any]:
    """Every move of the record as a frame: the learner's own moves carry the verdicts."""
    name = step.get("record")
    stem = name.removesuffix(".pitch")
    record = read_record(hand_text(name))
    moves = record.moves
    record.moves = []
    state = record.replay()
    seat = step.get("seat")
    frames = []
    for index, move in enumerate(moves):
        action = parse_action(move.text, state.to_move, state.players)  # type: ignore[arg-type]
        mover = state.seat_name(action.seat)
        frame: dict[str, Any] = {"move": action.notation(state.players), "seat": mover}
        if mover == seat:
            frame.update(act_payload(state, seat, frame["move"], lang))
        comment = tr(lang, f"hand.{stem}.{index + 1}", move.comment) if move.comment else ""
        state.apply(action)
        frame.update({"comment": comment, "after": table_view(state)})
        frame["events"] = [explained(e.rule_id, e.params, lang) for i, e in state.events if i == index]
        frames.append(frame)
    intro = tr(lang, f"hand.{stem}.0", record.comment) if record.comment else ""
    record.moves = []
    return {"seat": seat, "intro": intro, "start": table_view(record.replay()), "frames": frames,
            "record": hand_text(name)}


def _quiz(lesson: Lesson, step: Step, lang: str) -> dict[str, Any]:
    return {"quiz": quiz_payload(questions()[step.get("quiz")], lang)}


def _free_play(lesson: Lesson, step: Step, lang: str) -> dict[str, Any]:
    return {"preset": step.get("preset", lesson.game), "seat": step.get("seat", "S")}


_BUILDERS = {"position": _position, "act": _act, "guided": _guided, "quiz": _quiz,
             "free-play": _free_play}


def quiz_payload(question: dict[str, Any], lang: str) -> dict[str, Any]:
    answer = solve(question)
    explain = []
    for rule_id, params in answer.explain:
        explain.append(explained(rule_id, params, lang))
    return {"id": question["id"], "kind": question["kind"],
            "text": tr(lang, f"quiz.{question['id']}", question["text"]),
            "options": answer.options, "correct": answer.correct, "explain": explain, "show": answer.show}


# -- the whole language -----------------------------------------------------------------------
def ui_strings(lang: str) -> dict[str, str]:
    return {key: tr(lang, f"ui.{key}", english) for key, english in ui_english().items()}


def build_language(lang: str) -> dict[str, Any]:
    return {
        "lang": lang,
        "ui": ui_strings(lang),
        "card_names": {c.code: card_names.name(c, lang) for c in ALL_CARDS},
        "suit_names": {s.letter: card_names.suit_name(s, lang) for s in SUITS},
        "lessons": [
            {"key": lesson.key, "game": lesson.game,
             "title": tr(lang, f"lesson.{lesson.key}.title", lesson.title),
             "summary": tr(lang, f"lesson.{lesson.key}.summary", lesson.summary),
             "steps": [step_payload(lesson, step, lang) for step in lesson.steps]}
            for lesson in lessons()
        ],
    }


def all_card_codes() -> list[str]:
    return [card.code for card in ALL_CARDS]


__all__ = ["build_language", "quiz_payload", "table_view", "Card"]
