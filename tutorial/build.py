"""Prepare every lesson for one language at build time, with the same engine the browser runs.

The result is plain JSON that the widget can show the moment the page loads, before Pyodide has
started: positions already played out, quiz answers and their explanations, and the engine's
verdict on every move the learner can make in an ``act`` step. Once the engine is running in
the browser it judges moves itself, and the free-play step uses it directly.
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import replace
from string import Formatter
from functools import lru_cache
from typing import Any, Mapping

from pitch_core.bots import advise
from pitch_core.cards import SUITS, Card
from pitch_core.errors import PitchError
from pitch_core.messages import english_template, fill, render
from pitch_core.pitch import get_ruleset
from pitch_core.pitch.actions import Action, parse_action, parse_seat
from pitch_core.pitch.record import read_record
from pitch_core.pitch.state import HandState
from pitch_core.drills.pages import practice_page_of
from pitch_core.record_syntax import format_record_text, parse_record_text
from pitch_core.rulebook import RULES, anchor_for
from pitch_core.webtools.hand_log import exchange_entries
from sitegen import cards as card_names
from sitegen.catalogs import gettext
from sitegen.rule_titles import rule_title

from .content import (COURSES, HERE, ContentError, Lesson, Step, courses_for, expected_moves, hand_text, lessons,
                      questions)
from .quizzes import lesson_drill
from .thirteen_steps import BUILDERS as THIRTEEN_BUILDERS

DOMAIN = "tutorial"


@lru_cache(maxsize=None)
def ui_forms() -> dict[str, Any]:
    """The widget's words as ui.toml writes them: a string, or a counted word's forms
    ({one, other, count}: the sentence takes the plural form its number needs)."""
    return tomllib.loads((HERE / "ui.toml").read_text(encoding="utf-8"))


def ui_english() -> dict[str, str]:
    """Every word by its catalog msgid (a counted word by its singular, as gettext keys it)."""
    return {key: english["one"] if isinstance(english, dict) else english for key, english in ui_forms().items()}


def ui_text(lang: str, key: str, params: dict[str, Any]) -> str:
    """A widget word for a sentence the build fills: a counted word in the form its number takes."""
    from babel import Locale

    from pitch_core.message_params import plural_count
    from tools.plural_words import localise

    word = localise(lang, f"ui.{key}", ui_forms()[key])
    if isinstance(word, str):
        return word
    counted = word.get("count") or next((name for name in re.findall(r"\{(\w+)", word["other"])
                                         if isinstance(params.get(name), (int, float))), None)
    category = Locale.parse(lang).plural_form(plural_count(params.get(counted) if counted else None))
    return word.get(category, word["other"])


def tr(lang: str, context: str, english: str) -> str:
    return gettext(lang, english, context, DOMAIN) if lang != "en" else english


def record_in(name: str, lang: str) -> str:
    """A lesson's hand record as the reader gets it (to open in the hand viewer, to share): its
    comments in the reader's language, the same moves and tags."""
    if lang == "en":
        return hand_text(name)
    record = parse_record_text(hand_text(name))
    stem = name.removesuffix(".pitch")
    moves = [replace(move, comment=tr(lang, f"hand.{stem}.{number}", move.comment)) if move.comment else move
             for number, move in enumerate(record.moves, start=1)]
    comment = tr(lang, f"hand.{stem}.0", record.comment) if record.comment else ""
    return format_record_text([(tag.name, tag.value) for tag in record.tags], moves, comment)


def rule_link(rule_id: str, lang: str) -> dict[str, str]:
    """Where a rule lives, relative to the site root, in the reader's language."""
    page = RULES[rule_id].page
    prefix = "" if lang == "en" else f"{lang}/"
    return {"id": rule_id, "url": f"{prefix}{page}/#{anchor_for(rule_id)}",
            "title": rule_title(rule_id, lang) or anchor_for(rule_id)}


def template_fields(template: str) -> set[str]:
    """The ``{names}`` a message template fills in."""
    return {name for _, name, _, _ in Formatter().parse(template) if name}


def explained(rule_id: str, params: dict[str, Any], lang: str) -> dict[str, Any]:
    """A rule's message with its params. A param the message needs and was not given is an
    author's error at build time: the engine's renderer would leave ``{name}`` for the learner."""
    missing = template_fields(english_template(rule_id) or "") - set(params)
    if missing:
        raise ContentError(f"{rule_id}: no value for {', '.join(sorted(missing))} (given: {', '.join(params) or 'none'})")
    return {**rule_link(rule_id, lang), "message": render(rule_id, params, lang)}


# -- positions ----------------------------------------------------------------------------------
def replay_upto(record_name: str, upto: int | None) -> HandState:
    record = read_record(hand_text(record_name))
    if upto is not None:
        record.moves = record.moves[:upto]
    return record.replay()


# What the widget draws of a position: every hand face up (these are teaching hands), the trick,
# the last trick, the contract; the open observation's JSON without the parts it does not draw.
TABLE_KEYS = ("preset", "players", "seats", "units", "dealer", "to_move", "phase", "trump", "bidder", "bid",
              "called", "partner", "calls", "scores", "hands", "trick", "tricks", "last_trick", "taken",
              "out_of_trump", "card_order", "result")


def table_view(state: HandState) -> dict[str, Any]:
    view: Mapping[str, Any] = state.to_dict()
    return {key: view[key] for key in TABLE_KEYS if key in view}


def verdict(state: HandState, action: Action, wanted: str | tuple[str, ...], lang: str) -> dict[str, Any]:
    """The engine's verdict on one move the learner may try, with the move as structured data;
    ``wanted``: ``"any"`` or the moves the lesson accepts."""
    trial = state.copy()
    move = action.to_dict(state.players)
    try:
        trial.apply(action)
    except PitchError as error:
        return {**move, "ok": False, **explained(error.code, error.params, lang)}
    return {**move, "ok": True, "wanted": wanted == "any" or move["move"] in wanted}


def act_payload(state: HandState, seat_name: str, wanted: str | tuple[str, ...], lang: str) -> dict[str, Any]:
    seat = parse_seat(seat_name, state.players)
    return {"seat": seat_name, "expect": wanted if wanted == "any" else list(wanted), "view": table_view(state),
            "moves": [verdict(state, a, wanted, lang) for a in state.candidate_actions(seat)]}


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
    if step.kind in THIRTEEN_BUILDERS:  # Three Thirteen's moves on its own table (tutorial/thirteen_steps.py)
        payload.update(THIRTEEN_BUILDERS[step.kind](lesson, step, lang, explained_pick, rule_link, tr))
    return payload


def _position(lesson: Lesson, step: Step, lang: str) -> dict[str, Any]:
    state = replay_upto(step.get("record"), step.get("upto"))
    return {"seat": step.get("seat"), "view": table_view(state)}


def _act(lesson: Lesson, step: Step, lang: str) -> dict[str, Any]:
    state = replay_upto(step.get("record"), step.get("upto"))
    payload = act_payload(state, step.get("seat"), expected_moves(step), lang)
    for move in payload["moves"]:  # the table after a move the lesson wants, to show it played
        if move["ok"] and move["wanted"]:
            after = state.copy()
            after.apply(parse_action(move["move"], state.current_player, state.players))
            move["after"] = table_view(after)
    payload["record"] = record_in(step.get("record"), lang)
    payload["upto"] = step.get("upto")
    return payload


def _guided(lesson: Lesson, step: Step, lang: str) -> dict[str, Any]:
    """Every move of the record as a frame, the learner's own moves with the verdicts; the
    exchange a move sets off follows it as one frame a seat (``kind: "exchange"``). ``upto`` on
    each frame: how many of the record's moves were made before it."""
    name = step.get("record")
    stem = name.removesuffix(".pitch")
    record = read_record(hand_text(name))
    moves = record.moves
    record.moves = []
    state = record.replay()
    seat = step.get("seat")
    frames = []
    for index, move in enumerate(moves):
        action = parse_action(move.text, state.current_player, state.players)
        mover = state.seat_name(action.seat)
        frame: dict[str, Any] = {**action.to_dict(state.players), "upto": index}
        if mover == seat:
            frame.update(act_payload(state, seat, (frame["move"],), lang))
            frame["hints"] = graded_hints(step, state, action, index + 1, move.comment, stem, lang)
        comment = tr(lang, f"hand.{stem}.{index + 1}", move.comment) if move.comment else ""
        caused_by = len(state.history)  # events name the action that caused them by this index
        before = state.copy()
        state.apply(action)
        frame.update({"comment": comment, "after": table_view(state)})
        learner = parse_seat(seat, state.players)  # the guided seat hears only what it may (Event.audience)
        events = [explained(e.rule_id, e.params, lang) for i, e in state.events if i == caused_by and e.seen_by(learner)]
        exchange = _exchange_frames(before, state, action, parse_seat(seat, state.players), index + 1)
        if exchange:  # the rules the exchange followed are said once it has been seen
            frame["after"] = exchange[0].pop("before")
            exchange[-1]["events"] = events
            events = []
        frame["events"] = events
        frames += [frame, *exchange]
    intro = tr(lang, f"hand.{stem}.0", record.comment) if record.comment else ""
    record.moves = []
    return {"seat": seat, "intro": intro, "start": table_view(record.replay()), "frames": frames,
            "record": record_in(name, lang), "upto": len(moves)}


def _exchange_frames(before: HandState, after: HandState, action: Action, viewer: int, upto: int) -> list[dict[str, Any]]:
    """The exchange ``action`` set off, one frame a seat in the order the seats exchange: each
    frame's table has that seat's hand and those before it as they ended, the rest as they were
    (the first frame also carries, as ``before``, the table before anyone exchanged)."""
    entries = exchange_entries(before, after, action, viewer)
    if not entries:
        return []
    final, started = table_view(after), table_view(before)
    hands_before = {label: started["hands"][label] for label in final["hands"]} if "hands" in final else {}

    def midway(done: int) -> dict[str, Any]:
        """The table once the first ``done`` seats have exchanged (the last: the table after)."""
        if done == len(entries):
            return final
        view = {**final, "phase": "exchange", "to_move": None}  # nobody chooses: the exchange runs itself
        waiting = {entry["seat"] for entry in entries[done:]}
        view["hands"] = {label: hands_before[label] if label in waiting else cards
                         for label, cards in final.get("hands", {}).items()}
        return view

    frames = [{"kind": "exchange", "seat": entry["seat"], "entry": entry, "upto": upto, "comment": "",
               "events": [], "after": midway(done + 1)} for done, entry in enumerate(entries)]
    frames[0]["before"] = midway(0)
    return frames


def graded_hints(step: Step, state: HandState, action: Action, number: int, comment: str | None,
                 stem: str, lang: str) -> list[dict[str, Any]]:
    """The first two of a learner's move's graded hints (the move itself is the third): the
    lesson's own gentle hint, then the engine's advice when it advises this very move, else the
    record's comment on it (which says why)."""
    hints: list[dict[str, Any]] = []
    first = step.get("hints", {}).get(str(number))
    if first:
        hints.append({"text": tr(lang, f"{step.context}.hint.{number}", first)})
    advice = advise(state, action.seat, rng=1)
    if advice.action == action:
        stronger: dict[str, Any] = {"text": advice.message(lang)}
        if advice.rule:
            stronger.update(rule_link(advice.rule, lang))
        hints.append(stronger)
    elif comment:
        hints.append({"text": tr(lang, f"hand.{stem}.{number}", comment)})
    return hints


def _quiz(lesson: Lesson, step: Step, lang: str) -> dict[str, Any]:
    return quiz_payload(step.get("quiz"), lang)


def _free_play(lesson: Lesson, step: Step, lang: str) -> dict[str, Any]:
    return {"preset": step.get("preset", lesson.game), "seat": step.get("seat", "S")}


_BUILDERS = {"position": _position, "act": _act, "guided": _guided, "quiz": _quiz,
             "free-play": _free_play}


def quiz_payload(question_id: str, lang: str) -> dict[str, Any]:
    """A quiz step: a question of the one question system. The lesson asks in its own words;
    everything else is the drill's (``Drill.to_dict``: the table, the choices, the answer the page
    checks as ``Drill.check`` does, the explanation, why a wrong pick is wrong, See it)."""
    question = questions()[question_id]
    asked = tr(lang, f"quiz.{question_id}", question["text"])
    return {"question": {**lesson_drill(question_id).to_dict(lang), "id": question_id, "question": asked}}


def explained_pick(reason: tuple[str, dict[str, Any]], lang: str) -> dict[str, Any]:
    """Why a Three Thirteen lesson move is not the one wanted (tutorial/thirteen_steps.py): the
    engine's message for a rule, or for a fact the rules imply but no rule states in words
    (``quiz.tt_*``: the tutorial's own sentence, linked to the rule it rests on)."""
    code, params = reason
    if code.startswith("quiz."):
        key = code.removeprefix("quiz.").replace("-", "_")
        # the engine's own renderer: cards in the reader's letters and in the form the sentence asks for
        text = fill(ui_text(lang, key, params), code, params, lang)
        return {**rule_link(params["rule"], lang), "message": text}
    return explained(code, params, lang)


# -- the whole language -----------------------------------------------------------------------
def ui_strings(lang: str) -> dict[str, Any]:
    """The widget's words in ``lang``; a counted word as its text per CLDR plural category and the
    field it counts (web/common/plural.js picks the form)."""
    from tools.plural_words import localise

    return {key: localise(lang, f"ui.{key}", english) for key, english in ui_forms().items()}


@lru_cache(maxsize=None)
def _table_words_english() -> dict[str, Any]:
    return dict(tomllib.loads((HERE.parent / "tools" / "ui.toml").read_text(encoding="utf-8")))


def table_words(lang: str) -> dict[str, Any]:
    """The tools' words (``tools/ui.toml``, the same catalog entries the tool pages use): seat and
    team names, moves in words and everything the shared card table (web/common/table.js) says;
    a counted word as its forms per plural category (tools/plural_words.py)."""
    from tools.plural_words import localise

    return {key: localise(lang, f"tools.{key}", english) for key, english in _table_words_english().items()}


def ordered_lessons(lang: str) -> list[Lesson]:
    order = courses_for(lang)
    return sorted(lessons(), key=lambda lesson: order.index(lesson.course))  # stable: file order within


def build_language(lang: str) -> dict[str, Any]:
    return {
        "lang": lang,
        "ui": ui_strings(lang),
        # Play, and each course's game's practice (the way on at a course's end)
        "pages": {"play": f"{'' if lang == 'en' else lang + '/'}play/",
                  "practice": {key: f"{'' if lang == 'en' else lang + '/'}{practice_page_of(key)}" for key in COURSES}},
        # where each rule lives and its heading, for the card table's end-of-hand summary
        "rules": {rule_id: rule_link(rule_id, lang)["url"] for rule_id in RULES},
        "rule_titles": {rule_id: rule_link(rule_id, lang)["title"] for rule_id in RULES},
        "table_words": table_words(lang),
        "card_names": card_names.names_by_code(lang),
        # the names in the forms a sentence asks for ({card:acc}) and the index letters of the
        # reader's cards (pitch_core/grammar.py; web/common/cards.js uses both)
        "card_forms": card_names.forms_by_code(lang),
        "card_index": card_names.index_letters(lang),
        "rank_forms": card_names.rank_forms(lang),
        "suit_names": {s.letter: card_names.suit_name(s, lang) for s in SUITS},
        "courses": [{"key": key, "title": tr(lang, f"course.{key}.title", COURSES[key]),
                     "lessons": [lesson.key for lesson in lessons() if lesson.course == key]}
                    for key in courses_for(lang)],
        # the lessons course by course, the language's own game first (Next goes on in this order)
        "lessons": [
            {"key": lesson.key, "game": lesson.game, "course": lesson.course,
             "title": tr(lang, f"lesson.{lesson.key}.title", lesson.title),
             "summary": tr(lang, f"lesson.{lesson.key}.summary", lesson.summary),
             "steps": [step_payload(lesson, step, lang) for step in lesson.steps]}
            for lesson in ordered_lessons(lang)
        ],
    }


__all__ = ["build_language", "quiz_payload", "table_view", "Card"]
