"""A Pitch drill's table is the engine's own (issue 30, "every question knows its game"): its scene is
a seat's observation or the open view, its record reads back through the engine to that very view,
"See it" walks from the position to the consequence with the engine's events (the rule the drill
is about among them where the engine says it), and why a wrong pick is wrong is the engine's
verdict on it. Each rule in each course game that plays it, on 30 seeds."""

from __future__ import annotations

from typing import Any

import pytest

from pitch_core import contract
from pitch_core.cards import ALL_CARDS
from pitch_core.drills import make_drill, practisable_rules
from pitch_core.drills.model import CARDS, CHOICE, SEAT, Drill
from pitch_core.drills.registry import COURSE_GAMES, presets_of_rule
from pitch_core.pitch.actions import parse_seat
from pitch_core.pitch.record import read_record

SEEDS = range(30)
PITCH_RULES = [rule for rule in practisable_rules() if not rule.startswith("tt.")]
PAIRS = [(rule, preset) for rule in PITCH_RULES for preset in presets_of_rule(rule) if preset in COURSE_GAMES]
# Five-handed rules are played by no course game: their own game stands in
PAIRS += [(rule, presets_of_rule(rule)[0]) for rule in PITCH_RULES
          if not any(preset in COURSE_GAMES for preset in presets_of_rule(rule))]
CARD_CODES = {card.code for card in ALL_CARDS}
# What the table shows and no move decides: which cards are trump (the trump order, no move, no "See it")
NO_MOVE = {"trump.cards", "trump.off-jack", "trump.off-three", "trump.jokers"}


def _drills(rule: str, preset: str) -> list[Drill]:
    return [make_drill(rule, seed, 0, preset) for seed in SEEDS]


@pytest.fixture(scope="module", params=PAIRS, ids=lambda pair: f"{pair[0]}-{pair[1]}")
def drills(request: Any) -> list[Drill]:
    return _drills(*request.param)


def _seat(view: Any) -> int | None:
    return None if view["seat"] is None else parse_seat(view["seat"], view["players"])


def test_the_record_reads_back_to_the_very_table_shown(drills: list[Drill]) -> None:
    """The record, replayed by the engine's record reader, gives the same observation of the same
    seat. A deal thrown in is taken up at once, so no state shows it: its table shows the cards as
    dealt, and its record is that deal, which the engine throws in."""
    for drill in drills:
        assert drill.scene is not None and drill.record is not None, drill.rule
        view: Any = drill.scene.view
        record = read_record(drill.record)
        if drill.rule == "deal.redeal-low-cards":
            assert {seat: list(cards) for seat, cards in view["hands"].items()} == {
                label: [card.code for card in hand] for label, hand in zip(view["seats"], record.hands)}
            assert record.replay().is_chance == (drill.answer == "yes")
            continue
        assert record.replay().observation(_seat(view)).to_dict() == view, (drill.rule, drill.record)


def test_the_scene_marks_only_what_the_table_or_the_question_holds(drills: list[Drill]) -> None:
    for drill in drills:
        assert drill.scene is not None
        view: Any = drill.scene.view
        assert set(view) >= contract.PitchView.__required_keys__ and view["preset"] == drill.preset
        seats = set(view["seats"])
        assert set(drill.scene.shown or ()) <= seats
        on_table = {code for hand in (view.get("hands") or {}).values() for code in hand} | set(view["hand"])
        on_table |= {play["card"] for play in view["trick"]} | set(view["middle"]) | {view.get("looking_at")}
        on_table |= {play["card"] for play in (view["last_trick"] or {"cards": []})["cards"]}
        offered = {choice.value for choice in drill.choices}
        for mark in drill.scene.highlight:
            assert mark in seats or mark in on_table or (mark in CARD_CODES and mark in offered), (drill.rule, mark)


def _moves(step_view: Any) -> list[str]:
    return [move["move"] for move in step_view["moves"]]


def _where_the_rule_is_said(drill: Drill) -> str | None:
    """Where "See it" says the drill's rule: at its last step (the rule fires as the consequence's
    event), at its first (the engine refuses the move the rule forbids), or nowhere (the rule
    fires as no event: the order of play, the deal, the trump order, a card captured like any other)."""
    rule, answer = drill.rule, drill.answer
    refused_first = {"bid.minimum", "bid.moon-is-thirteen", "play.only-trump", "play.called-card-leads",
                     "trump.bidder-names"}  # the last call of the auction, which names the bidder
    fires_last = {"play.highest-wins", "play.deuce-returns", "play.lead-next-clockwise", "play.lead-partner",
                  "play.first-joker-high", "score.made-taken", "score.made-bid", "score.set",
                  "score.defenders-taken", "score.moon-twenty", "score.moon-to-target", "score.early-set",
                  "game.both-reach", "exchange.excess-to-opponents", "exchange.burn"}
    if rule in refused_first:
        return "first" if drill.why or rule not in ("play.only-trump", "play.called-card-leads") else None
    if rule in fires_last:
        return "last"
    if rule.startswith("bid.") or rule in ("exchange.claim-point-card", "exchange.look-through"):
        return "first" if answer == "no" else None  # a call or claim the engine refuses by this rule
    when = {"hand.team-out": answer == "yes", "deal.redeal-low-cards": answer == "yes",
            "game.target": answer != "none", "score.moon-wins": drill.explanation[0][0] != "score.moon-wins"}
    return "last" if when.get(rule) else None


def test_see_it_walks_from_the_position_to_the_consequence_with_the_engines_events(drills: list[Drill]) -> None:
    """Every drill a move decides has steps; each step is an observation of the drill's game, one
    move on from the step before (a refused move moves nothing; a deal is no move a view lists),
    and the rule is said where the engine says it."""
    for drill in drills:
        if drill.rule in NO_MOVE:
            assert drill.steps == ()
            continue
        assert drill.steps, drill.rule
        before: list[str] | None = None
        for step in drill.steps:
            view = step.scene.view
            assert set(view) >= contract.PitchView.__required_keys__ and view["preset"] == drill.preset
            moves = _moves(view)
            if before is not None:
                assert moves[:len(before)] == before and len(moves) - len(before) <= 1, drill.rule
            before = moves
        said = [[code for code, _ in step.says] for step in drill.steps]
        where = _where_the_rule_is_said(drill)
        if where == "last":
            assert drill.rule in said[-1], (drill.rule, drill.answer, said)
        elif where == "first":
            assert drill.rule in said[0], (drill.rule, drill.answer, said)
        rendered = drill.to_dict("cs")["steps"]
        assert all(text and "{" not in text for step in rendered for text in step["says"])


def test_a_wrong_pick_is_told_why_by_the_engines_verdict(drills: list[Drill]) -> None:
    """Who: another seat of the trick is beaten by the winner's card, another seat is refused its
    turn; yes or no: the other answer is wrong for the engine's reasons; which cards may be played:
    every card the engine refuses, by the drill's rule."""
    for drill in drills:
        why = dict(drill.why)
        values = {choice.value for choice in drill.choices}
        assert set(why) <= values - {str(drill.answer)} if drill.kind != CARDS else set(why) <= values
        if drill.kind == CHOICE and values == {"yes", "no"}:
            assert why == {("no" if drill.answer == "yes" else "yes"): drill.explanation}
        if drill.rule in ("play.highest-wins", "play.reverse-order", "play.first-joker-high"):
            assert drill.scene is not None
            view: Any = drill.scene.view
            taken = view["last_trick"]
            trick = {play["seat"]: play["card"] for play in taken["cards"]}
            assert set(why) == set(trick) - {drill.answer}
            for seat, reasons in why.items():
                (code, params), = reasons
                assert code == "drill.why.trick-beaten" and params["winner"] == drill.answer and params["seat"] == seat
        elif drill.rule == "trump.bidder-names":  # naming trump is no turn: the high bidder names it
            assert set(why) == values - {drill.answer}
            assert all(reasons == (("drill.why.names-trump", {"bidder": drill.answer, "seat": seat}),)
                       for seat, reasons in why.items())
        elif drill.kind == SEAT and drill.rule not in ("trump.call-card",) and not drill.rule.startswith("play.deuce"):
            assert set(why) == values - {drill.answer}
            assert all(("turn.order", {"expected": drill.answer, "seat": seat}) in reasons for seat, reasons in why.items())
        if drill.rule in ("play.only-trump", "play.called-card-leads"):
            assert set(why) == values - set(drill.answer)
            assert all(reasons[0][0] == drill.rule for reasons in why.values())
