"""Three Thirteen drills show the engine's own table (issue 30, "every question knows its game"):
every drill's scene is a real state's observation, as Play receives it; a position reached by play
comes with its round's record, which reads back to the very same observation; where a move decides
the answer, See it plays that move, each step's table being the engine's after it and its words the
engine's events of that move (or its refusal); and a wrong pick the engine can explain has its why."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from pitch_core.cards import ALL_CARDS, Card, parse_cards
from pitch_core.drills import make_drill, practisable_rules
from pitch_core.drills.model import CARDS, NUMBER
from pitch_core.drills.registry import presets_of_rule
from pitch_core.errors import IllegalAction
from pitch_core.messages import render
from pitch_core.three_thirteen.actions import parse_action
from pitch_core.three_thirteen.record import read_record
from pitch_core.three_thirteen.ruleset import get_ruleset
from pitch_core.three_thirteen.state import GameState

TT_RULES = [rule for rule in practisable_rules() if rule.startswith("tt.")]
PAIRS = [(rule, preset) for rule in TT_RULES for preset in presets_of_rule(rule)]
CODES = {card.code for card in ALL_CARDS}

# Positions reached by play carry their record; a hand, a pack or a table about to deal does not.
RECORDED = {
    "tt.go-out.all-melded", "tt.round.count", "tt.deal.rotation", "tt.turn.order", "tt.turn.draw-first",
    "tt.turn.discard", "tt.discard.not-held", "tt.draw.source", "tt.discard.taken-card", "tt.stock.reshuffle",
    "tt.stock.reshuffle-cards", "tt.stock.end-round", "tt.game.over", "tt.score.totals", "tt.game.winner",
    "tt.game.tie", "tt.score.went-out", "tt.score.all-melded", "tt.meld.no-laying-off", "tt.go-out.last-turns",
}
# Rules whose answer follows from a move: a deal, a draw, a discard, going out, a round scored, the game won.
DECIDED_BY_A_MOVE = RECORDED - {"tt.round.count", "tt.draw.source"} | {
    "tt.round.hand-size", "tt.deal.cards", "tt.deal.upcard", "tt.deal.pack"}


def _seat(view):
    return None if view["seat"] is None else int(view["seat"]) - 1


def _cards_on_the_table(view) -> set[str]:
    seen = set(view["hand"]) | set(view["discard_pile"]) | set(view.get("stock", []))
    seen |= {code for hand in view.get("hands", []) for code in hand}
    if view.get("drawn"):
        seen.add(view["drawn"]["card"])
    if view["out_melds"]:
        seen |= {code for meld in view["out_melds"]["melds"] for code in meld["cards"]}
    return seen


# -- the constructor of a teaching position -------------------------------------------------------
def test_a_hand_on_its_own_is_dealt_by_the_engine_with_the_rest_of_the_pack():
    rules = get_ruleset("three-thirteen")
    hand = parse_cards("3S 4S 5S KH KD")
    state = GameState.from_hands(rules, {2: hand}, random.Random(4), players=3, round_number=3,
                                 stock_top=parse_cards("9C"))
    assert sorted(state.hands[2]) == sorted(hand) and state.to_move == 2 and state.phase == "draw"
    everything = [c for h in state.hands for c in h] + state.pile + state.stock
    assert Counter(everything) == Counter(rules.pack(3))
    assert state.stock[-1] == Card.parse("9C")  # the next draw
    assert state.history[0].kind == "deal"  # a real deal, which a record writes
    with pytest.raises(IllegalAction) as refused:
        GameState.from_hands(rules, {0: parse_cards("AS AS AS")}, random.Random(1), players=2, round_number=1)
    assert refused.value.code == "tt.deal.pack"


# -- every scene is an observation of its game ----------------------------------------------------
@pytest.mark.parametrize("rule,preset", PAIRS)
def test_every_scene_is_the_engines_observation_of_the_drills_game(rule, preset):
    reference = set(GameState.new(get_ruleset(preset)).observation(0).to_dict())
    for seed in range(6):
        drill = make_drill(rule, seed, 0, preset)
        assert drill.scene is not None
        view = drill.scene.view
        assert reference <= set(view) and view["game"] == "three-thirteen" and view["preset"] == preset
        rules = get_ruleset(preset)
        assert view["wild_rank"] == rules.wild_rank(view["round"]).letter
        assert _cards_on_the_table(view) <= CODES
        if view["phase"] in ("draw", "discard") and view["went_out"] is None:
            sizes = [view["hand_size"] + (seat == view["to_move"] and view["phase"] == "discard")
                     for seat in view["seats"]]
            assert view["hand_sizes"] == sizes, (rule, seed)
        marks = set(drill.scene.highlight)
        assert marks <= _cards_on_the_table(view) | set(view["seats"]), (rule, seed, marks)


@pytest.mark.parametrize("rule", TT_RULES)
def test_a_position_reached_by_play_reads_back_from_its_record_to_the_same_table(rule):
    preset = presets_of_rule(rule)[0]
    for seed in range(30):
        drill = make_drill(rule, seed, 0, preset)
        if rule not in RECORDED:
            assert drill.record is None
            continue
        assert drill.record is not None
        state = read_record(drill.record).replay()
        assert state.observation(_seat(drill.scene.view)).to_dict() == drill.scene.view, (rule, seed)


def _check_steps(drill) -> None:
    """Each step is the table after one move (its events said) or, for a move the engine refuses,
    the table as it was and the refusal (where the question asks about the end of a round or of the
    game, the one step is the move that ended it, on that very table); where the position has a record, every seat's move is
    played again on it and gives the step's very table."""
    state = read_record(drill.record).replay() if drill.record else None
    before = drill.scene.view
    for step in drill.steps:
        view = step.scene.view
        codes = [code for code, _ in step.says]
        if view == before:  # a move refused, or (the game's or round's end asked about) the move that ended it
            told = [event["rule"] for event in view["events"] if event["after"] == len(view["moves"]) - 1]
            assert codes == told or (len(codes) == 1 and not codes[0].startswith("drill.")), codes
            continue
        index = len(before["moves"])
        assert len(view["moves"]) == index + 1 and view["moves"][:index] == before["moves"]
        assert codes == [event["rule"] for event in view["events"] if event["after"] == index]
        move = view["moves"][-1]
        if state is not None and move["seat"] is not None:
            state.apply(parse_action(move["move"], None, view["players"]))
            assert state.observation(_seat(view)).to_dict() == view
        else:
            state = None  # a deal or reshuffle shows none of its cards' order: nothing more to replay
        before = view


@pytest.mark.parametrize("rule", TT_RULES)
def test_see_it_plays_the_move_that_decides(rule):
    preset = presets_of_rule(rule)[0]
    for seed in range(12):
        drill = make_drill(rule, seed, 0, preset)
        assert bool(drill.steps) == (rule in DECIDED_BY_A_MOVE), (rule, seed)
        _check_steps(drill)
        for step in drill.steps:
            assert all(render(code, params) for code, params in step.says)


# -- the table does not say the answer ------------------------------------------------------------
@pytest.mark.parametrize("seed", range(12))
def test_the_table_holds_what_the_question_needs_and_not_its_answer(seed):
    turn = make_drill("tt.turn.order", seed)
    assert turn.scene.view["to_move"] == turn.question[1]["seat"] != turn.answer
    dealer = make_drill("tt.deal.rotation", seed)
    assert dealer.scene.view["dealer"] == dealer.question[1]["dealer"] != dealer.answer
    total = make_drill("tt.score.totals", seed)
    seat, points = int(total.question[1]["seat"]) - 1, total.question[1]["points"]
    assert total.scene.view["totals"][seat] + points == total.answer and not total.scene.view["rounds_played"]
    for rule in ("tt.score.went-out", "tt.score.all-melded", "tt.meld.no-laying-off"):
        view = make_drill(rule, seed).scene.view
        assert not view["rounds_played"] and view["went_out"] and view["phase"] == "discard"
    stock = make_drill("tt.deal.upcard", seed)
    assert stock.scene.view["phase"] == "deal" and stock.scene.view["stock_size"] == 0
    asked = make_drill("tt.go-out.all-melded", seed)
    assert asked.scene.highlight == (asked.scene.view["drawn"]["card"],)


# -- why a wrong pick is wrong --------------------------------------------------------------------
@pytest.mark.parametrize("rule,preset", PAIRS)
def test_a_why_is_for_a_wrong_pick_and_says_it_in_every_language(rule, preset):
    for seed in range(8):
        drill = make_drill(rule, seed, 0, preset)
        for value, reasons in drill.why:
            wrong = value not in drill.answer if drill.kind == CARDS else not drill.check(value)
            assert wrong and reasons, (rule, seed, value)
            if drill.kind != NUMBER:
                assert value in {c.value for c in drill.choices}
        for lang in ("en", "ro", "de", "cs", "mk"):
            assert all("{" not in text for text in drill.to_dict(lang)["why"].values())


@pytest.mark.parametrize("rule", ("tt.wild.rank", "tt.jokers.wild"))
def test_every_card_that_is_not_wild_says_why(rule):
    for seed in range(10):
        drill = make_drill(rule, seed)
        offered = {c.value for c in drill.choices}
        assert {value for value, _ in drill.why} == offered - set(drill.answer)
        for value, ((code, params),) in drill.why:
            assert code.startswith("drill.tt.why.not-wild") and params["card"].code == value


MELD_SENTENCES = {f"drill.tt.meld.{kind}{how}" for kind in ("set", "run") for how in ("", "-wild", "-twins")}


def test_counting_every_card_of_a_hand_with_melds_is_answered_by_the_melds():
    explained = 0
    for seed in range(20):
        drill = make_drill("tt.score.fewest-points", seed)
        for value, reasons in drill.why:
            assert int(value) > drill.answer and reasons[0][0] == "drill.tt.why.melds-cost-nothing"
            assert {code for code, _ in reasons[1:]} <= {*MELD_SENTENCES, "drill.tt.wild.own-place"}
            explained += 1
    assert explained >= 15


def test_the_card_just_taken_is_the_wrong_pick_and_see_it_tries_it():
    for seed in range(10):
        drill = make_drill("tt.discard.taken-card", seed)
        (taken, ((code, _),)), = drill.why
        assert code == "tt.discard.taken-card" and taken not in drill.answer
        (step,) = drill.steps
        assert step.scene.view == drill.scene.view and step.says[0][0] == "tt.discard.taken-card"
