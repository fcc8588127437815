"""Teaching lines the engine can judge (issue 33 item 6): what a lesson says beats a card, or wins a
trick, is what the engine's own trump order says, and the cards the picture shows agree with it."""

from functools import lru_cache

import pytest

from pitch_core.cards import Card
from pitch_core.pitch.record import read_record
from tutorial.build import build_language
from tutorial.content import questions
from tutorial.quizzes import lesson_drill


@lru_cache(maxsize=None)
def english() -> dict:
    return build_language("en")


def act_step(lesson_key: str, step_key: str) -> dict:
    lesson = next(item for item in english()["lessons"] if item["key"] == lesson_key)
    return next(step for step in lesson["steps"] if step["key"] == step_key)


def test_the_cards_that_beat_the_low_joker_are_the_ones_the_lesson_wants():
    """ "The low joker is still out. Lead a trump that beats it.": every legal lead that outranks
    the low joker in the engine's order is accepted, and the hint for any other lead says it ranks
    below the low joker."""
    step = act_step("tricks", "draw-joker")
    order = step["view"]["card_order"]
    legal = [move for move in step["moves"] if move["ok"]]
    beats = {move["move"] for move in legal if order.index(move["card"]) < order.index("LJ")}
    assert beats == {move["move"] for move in legal if move["wanted"]}
    assert len(beats) >= 2 and len(beats) < len(legal)  # a choice, and a card that does not beat it
    assert "below the low joker" in step["hint"]
    named = {"queen": "QH", "high joker": "HJ"}  # the hint names the cards that beat it
    assert all(word in step["hint"] for word in named) and {f"W:{code}" for code in named.values()} == beats


TRICK_QUIZZES = sorted(key for key, question in questions().items() if question["kind"] == "trick-winner")


@pytest.mark.parametrize("question_id", TRICK_QUIZZES)
def test_a_trick_quiz_winner_is_the_highest_trump_shown(question_id):
    """The card that takes the trick is the one highest in the engine's order among the trump
    shown: a picture where a low-joker face beats the high joker would contradict lesson 1's order
    (in a game whose jokers look alike the first one played is the high one, so it is shown so)."""
    drill = lesson_drill(question_id).to_dict("en")
    view = drill["scene"]["view"]
    cards = [play["card"] for play in (view["tricks"][-1]["cards"] if view["tricks"] else view["trick"])]
    state = read_record(drill["record"]).replay()  # the engine's hand: which of these cards are trump
    trump = [code for code in cards if state.is_trump(Card.parse(code))]
    if not trump:
        pytest.skip("no trump in this trick: the led suit decides")
    order = view["card_order"]
    assert drill["answer"] == min(trump, key=order.index), drill["explanation"]
    if view.get("jokers_alike") and "LJ" in cards and "HJ" in cards:
        assert cards.index("HJ") < cards.index("LJ"), "the first joker played is the high one"


def beating_all(step: dict, cards: list[str]) -> set[str]:
    """The learner's legal moves whose card ranks above every one of `cards` in the engine's order."""
    order = step["view"]["card_order"]
    return {move["move"] for move in step["moves"]
            if move["ok"] and move.get("card") and all(order.index(move["card"]) < order.index(card) for card in cards)}


def wanted(step: dict) -> set[str]:
    return {move["move"] for move in step["moves"] if move["ok"] and move["wanted"]}


def test_the_card_that_beats_them_all_is_the_only_one():
    """ "The jick, a joker and the off-three are still out. Lead the card that beats them all.":
    one card of the learner's does, and it is the one wanted."""
    step = act_step("partner-tricks", "lead-jack")
    assert "Lead the card that beats them all" in step["text"]
    beats = beating_all(step, ["JD", "HJ", "LJ", "3D"])  # hearts are trump: the jick, either joker, the off-three
    assert len(beats) == 1 and beats == wanted(step)


def test_the_highest_trump_beats_the_ten_and_the_low_joker():
    """ "West still holds the 10 and the low joker. Lead your highest trump: it beats them both.":
    the lead wanted is the learner's highest card, and it beats both (so does another of his cards,
    which is why the lesson names the highest rather than 'the card that beats them')."""
    step = act_step("ten-point-tricks", "lead-jack")
    order = step["view"]["card_order"]
    legal = [move for move in step["moves"] if move["ok"]]
    highest = min(legal, key=lambda move: order.index(move["card"]))
    assert {highest["move"]} == wanted(step)
    trump = step["view"]["trump"]
    beats = beating_all(step, [f"T{trump}", "LJ"])
    assert highest["move"] in beats and len(beats) > 1
