"""A lesson's quiz is a drill of the one question system: the step carries ``Drill.to_dict`` and
the lesson's own question, every quiz names its game, its table is the engine's observation of a
position its record reads back to, its answer is the engine's, and ``Drill.check`` takes that
answer and nothing else."""

import json
import re

import pytest

from pitch_core import games
from pitch_core.drills.model import CARD, CARDS, CHOICE, LAST_TRICK, NUMBER
from pitch_core.game_names import game_title
from pitch_core.messages import english_template
from tutorial.build import build_language, explained, ui_forms
from tutorial.content import ContentError, lessons, questions
from tutorial.quizzes import NOBODY_WINS, lesson_drill, quiz_drill

LANGUAGES = ["en", "ro", "de", "cs", "mk"]
PLACEHOLDER = re.compile(r"\{[a-z_]+(:[a-z]+)?\}")
QUESTION_IDS = sorted(questions())


def quiz_steps(data):
    return [step["question"] for lesson in data["lessons"] for step in lesson["steps"] if step["kind"] == "quiz"]


def said(asked):
    """Every text of a quiz the reader may see."""
    return {"question": asked["question"], "explanation": asked["explanation"], "why": asked["why"],
            "choices": [choice["label"] for choice in asked["choices"]],
            "steps": [step["says"] for step in asked["steps"]]}


def test_a_quiz_step_is_the_drill_in_the_lessons_own_words():
    for lang in ("en", "cs"):
        asked_all = quiz_steps(build_language(lang))
        assert len(asked_all) >= 30
        for asked in asked_all:
            shown = lesson_drill(asked["id"]).to_dict(lang)
            assert set(asked) == set(shown) | {"id"}
            assert {key: value for key, value in asked.items() if key not in ("id", "question")} == \
                   {key: value for key, value in json.loads(json.dumps(shown)).items() if key != "question"}
            if lang == "en":
                assert asked["question"] == questions()[asked["id"]]["text"]
            assert not {"options", "correct", "explain", "show"} & set(asked)  # the old quiz shape is gone


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_quiz_text_shows_a_raw_placeholder(lang):
    for asked in quiz_steps(build_language(lang)):
        text = json.dumps(said(asked), ensure_ascii=False)
        assert not PLACEHOLDER.search(text), f"{lang} {asked['id']}: {PLACEHOLDER.findall(text)}"
        assert not re.search(r"\b(drill|quiz)\.[a-z]", text), f"{lang} {asked['id']}: a raw message code"


def test_a_message_without_its_params_stops_the_build():
    with pytest.raises(ContentError, match="seat"):
        explained("tt.score.deadwood", {"deadwood": 19}, "en")


def test_every_quiz_names_its_game_and_its_lesson_plays_that_game():
    for question_id in QUESTION_IDS:
        question = questions()[question_id]
        drill = lesson_drill(question_id)
        assert drill.preset == question["preset"], question_id
        assert drill.game == games.for_preset(question["preset"]).name
        assert drill.to_dict("de")["game_name"] == game_title(question["preset"], "de") != ""
    asked_in = {(lesson.game, step.get("quiz")) for lesson in lessons() for step in lesson.steps if step.kind == "quiz"}
    for lesson_game, question_id in asked_in:
        assert lesson_drill(question_id).game == games.for_preset(lesson_game).name, question_id


def test_a_question_without_its_game_or_with_another_records_game_is_refused():
    unnamed = {key: value for key, value in questions()["winner-plain"].items() if key != "preset"}
    with pytest.raises(ContentError, match="names its game"):
        quiz_drill(unnamed)
    with pytest.raises(ContentError, match="pitch31"):  # the record is Pitch 31's, the question says ten-point
        quiz_drill({**questions()["score-p1"], "preset": "ten-point"})


def wrong_answers(drill):
    """What a reader may give that is not the answer: every other choice, every other set of the
    cards one card off, another number, a number in words."""
    if drill.kind in (CARD, CHOICE):
        return [choice.value for choice in drill.choices if choice.value != drill.answer]
    if drill.kind == CARDS:
        values = [choice.value for choice in drill.choices]
        more = [sorted(drill.answer + [value]) for value in values if value not in drill.answer]
        fewer = [[code for code in drill.answer if code != left_out] for left_out in drill.answer]
        return more + fewer + [[value] for value in values if [value] != drill.answer]
    assert drill.kind == NUMBER
    return [drill.answer + 1, drill.answer - 1, str(-drill.answer or 1), "many", ""]


@pytest.mark.parametrize("question_id", QUESTION_IDS)
def test_every_quiz_takes_its_own_answer_and_no_other(question_id):
    drill = lesson_drill(question_id)
    shown = drill.to_dict("en")
    assert drill.check(shown["answer"])  # the answer the page gets, as the page sends it back
    if drill.kind == NUMBER:
        assert drill.check(f" {drill.answer} ")  # typed
    if drill.kind == CARDS:
        assert drill.check(list(reversed(drill.answer)))  # ticked in any order
    wrong = wrong_answers(drill)
    assert wrong, question_id
    for given in wrong:
        assert not drill.check(given), (question_id, given)


def replayed(drill):
    """The state the drill's record reads back to, through the engine's own reader."""
    if drill.game == "three-thirteen":
        from pitch_core.three_thirteen.record import read_record as read_round

        return read_round(drill.record).replay()
    from pitch_core.pitch.record import read_record

    return read_record(drill.record).replay()


def seat_of(drill, state):
    seat = drill.scene.view["seat"]
    if seat is None:
        return None
    return next(index for index in range(state.players) if state.observation(index).to_dict()["seat"] == seat)


@pytest.mark.parametrize("question_id", QUESTION_IDS)
def test_the_table_is_the_engines_observation_of_the_position_its_record_reads_back_to(question_id):
    drill = lesson_drill(question_id)
    state = replayed(drill)
    view = state.observation(seat_of(drill, state)).to_dict()
    assert json.loads(json.dumps(view)) == json.loads(json.dumps(drill.scene.view))
    assert drill.scene.view["preset"] == drill.preset


@pytest.mark.parametrize("question_id", sorted(q for q, v in questions().items() if v["kind"] == "trick-winner"))
def test_a_trick_quiz_shows_the_trick_card_by_card_then_taken(question_id):
    question = questions()[question_id]
    drill = lesson_drill(question_id)
    plays = [{"seat": token.split(":")[0], "card": token.split(":")[1]} for token in question["plays"].split()]
    assert [step.scene.view["moves"][-1]["card"] for step in drill.steps] == [play["card"] for play in plays]
    for count, step in enumerate(drill.steps[:-1], start=1):  # the trick on the table so far
        assert step.scene.view["trick"] == plays[:count] and step.scene.trick != LAST_TRICK and not step.says
    taken = drill.steps[-1]
    assert taken.scene == drill.scene and drill.scene.trick == LAST_TRICK
    # a hand that goes on after the trick, its other cards face down: the trick does not end and score it
    assert drill.scene.view["result"] is None and drill.scene.view["phase"] == "play"
    assert all(step.scene.shown == () for step in drill.steps)
    assert drill.scene.view["last_trick"]["cards"] == plays
    assert taken.says == drill.explanation and drill.explanation[0][0] == drill.rule
    assert [choice.value for choice in drill.choices] == [play["card"] for play in plays]


def test_the_answer_follows_the_engine():
    """The same cards under another game's rules: the engine's answer changes with them."""
    trick = {**questions()["winner-plain"], "preset": "ten-point"}  # E:9S S:QS W:4S N:TS
    assert quiz_drill(trick).answer == "QS"
    assert quiz_drill({**trick, "preset": "ten-point+reverse"}).answer == "4S"  # low takes high
    sixteen = questions()["trump-hearts-sixteen"]  # AD TD 2D 9D KD JD, hearts trump
    assert quiz_drill(sixteen).answer == ["2D", "AD", "JD", "TD"]
    assert quiz_drill({**sixteen, "preset": "pitch31"}).answer == ["JD"]  # only the off-jack


def test_a_trump_quiz_shows_the_cards_as_a_hand_with_trump_named():
    for question in (q for q in questions().values() if q["kind"] == "is-trump"):
        drill = lesson_drill(question["id"])
        view = drill.scene.view
        assert view["hand"] == question["cards"].split() and view["trump"] == question["trump"]
        assert drill.scene.shown == (view["seat"],) and view["to_move"] != view["seat"]
        assert view["legal"] == []  # the seat's playable cards would be the answer


def test_deadwood_quizzes_show_the_cards_they_ask_about():
    from tutorial.thirteen_steps import replay_round

    asked = [q for q in questions().values() if q["kind"] == "deadwood"]
    assert asked
    for question in asked:
        drill = lesson_drill(question["id"])
        hand = drill.scene.view["hand"]
        if "record" in question:  # a seat's hand at a moment of a round record
            state = replay_round(question["record"], question.get("upto"))
            assert sorted(hand) == sorted(c.code for c in state.hands[int(question["seat"]) - 1])
            assert drill.scene.view["seat"] == str(question["seat"])
        else:
            assert sorted(hand) == sorted(question["cards"].split())
            assert drill.scene.view["round"] == question["round"]
        # the explanation is the meld calculator's: it names the rule that prices what is left over
        if drill.answer:
            assert "tt.score.values" in [code for code, _ in drill.explanation]


def test_an_arrangement_quiz_asks_only_what_has_one_answer():
    question = {"id": "two-ways", "kind": "leftover", "preset": "three-thirteen", "round": 3, "cards": "JS QS KS KH KD"}
    with pytest.raises(ContentError, match="another best arrangement"):  # KS: the run or the set, 20 either way
        quiz_drill(question)
    drill = lesson_drill("leftover-ten-in-the-run")
    assert drill.answer == ["2C"] and drill.scene.view["phase"] == "discard"  # just after the draw
    assert {value for value, _ in drill.why} == {choice.value for choice in drill.choices} - {"2C"}


def test_who_wins_the_game_is_the_team_that_reaches_the_target_with_this_hand():
    """The engine's answer against the arithmetic: the scores the question starts at, plus what
    each team scores for the record's hand, against the preset's target."""
    from pitch_core.pitch import get_ruleset
    from pitch_core.pitch.record import read_record
    from tutorial.quizzes import HERE

    asked = [q for q in questions().values() if q["kind"] == "game-winner"]
    assert len(asked) >= 2
    answers = set()
    for question in asked:
        record = read_record((HERE / "hands" / question["record"]).read_text(encoding="utf-8"))
        changes = record.replay().result.changes  # the hand scored from 0: what each team gains
        after = [before + gain for before, gain in zip(question["scores"], changes)]
        rules = get_ruleset(record.ruleset.name)
        target = rules.target
        # the question's prose says the engine's figures: the target, the hand's points, the scores
        for figure in (f"to {target} points", f"of the {rules.total_points} points", *map(str, question["scores"])):
            assert figure in question["text"], (question["id"], figure)
        reached = [unit for unit, score in zip(("NS", "EW"), after) if score >= target]
        drill = lesson_drill(question["id"])
        assert len(reached) <= 1, question["id"]  # a tie at the target: the quiz would need the tie rule
        assert drill.answer == (reached[0] if reached else NOBODY_WINS), question["id"]
        assert drill.scene.view["result"]["scores"] == dict(zip(("NS", "EW"), after))
        answers.add(drill.answer)
    assert len(answers) >= 2  # not always the same team


def test_a_hand_score_quiz_is_the_bidding_teams_score_with_its_rule_first():
    """The hand's end on the table; the answer is the bidding team's change, and the rule that
    scores it (made, set, the moon) comes before the defenders'."""
    for question in (q for q in questions().values() if q["kind"] == "hand-score"):
        drill = lesson_drill(question["id"])
        view = drill.scene.view
        bidding = view["result"]["bidding_units"][0]
        assert view["phase"] == "done" and drill.answer == view["result"]["changes"][bidding]
        assert drill.explanation[0][1]["team"] == bidding and drill.rule == drill.explanation[0][0]


def test_the_quiz_sentences_are_the_engines_now():
    """The tutorial's own reasons moved into the engine's catalog (``drill.why.*``): the engine
    says them, and the lesson widget's words no longer hold them."""
    codes = {code for question_id in QUESTION_IDS for _, reasons in lesson_drill(question_id).why
             for code, _ in reasons if code.startswith("drill.")}
    assert {"drill.why.beaten", "drill.why.all-pass-also", "drill.why.game-short", "drill.why.game-over",
            "drill.tt.why.in-meld"} <= codes
    assert all(english_template(code) for code in codes)
    assert not {"beaten", "all_pass_also", "game_short", "game_over", "tt_in_meld"} & set(ui_forms())
