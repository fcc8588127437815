import json
import random

import pytest

from pitch_core.cli import main
from pitch_core.pitch import get_ruleset
from pitch_core.pitch.game import PitchGameState
from pitch_core.pitch.record import replay_text
from pitch_core.pitch.scoring import score_hand
from pitch_core.pitch.state import HandState


@pytest.mark.parametrize("preset", ["ten-point", "thirteen-point-partner", "ten-point+five-handed"])
def test_a_random_game_reaches_a_winner_and_the_deal_rotates(preset):
    game = PitchGameState.new(get_ruleset(preset))
    game.play_random(random.Random(11), max_hands=2000)
    assert game.is_over
    players = game.ruleset.players
    assert [hand.dealer for hand in game.hands] == [i % players for i in range(len(game.hands))]
    assert game.scores == game.hands[-1].result.scores_after


def test_both_teams_reaching_the_target_the_bidding_team_wins():
    ruleset = get_ruleset("pitch31")
    # NS (bidding) 28 + 3, EW (defending) 25 + 7: both pass 31 in one hand
    score = score_hand(ruleset, bid=4, unit_side=[0, 1], taken=(3, 7), scores=(28, 25),
                       set_early=False, burned=0, unit_names=["NS", "EW"])
    assert not score.made  # 3 < 4: set, so NS falls back and EW wins alone
    score = score_hand(ruleset, bid=4, unit_side=[0, 1], taken=(6, 4), scores=(28, 27),
                       set_early=False, burned=0, unit_names=["NS", "EW"])
    assert score.scores_after == (34, 31) and score.winners == (0,)
    assert score.events[-1].rule_id == "game.both-reach"


@pytest.mark.parametrize("preset, before, taken, after, winners", [
    ("ten-point", (10, 0), (10, 0), (52, 0), (0,)),       # a made moon lifts the score to 52
    ("ten-point", (-5, 0), (10, 0), (0, 0), ()),          # ... or to 0 from below zero
    ("ten-point", (10, 0), (9, 1), (10, 1), (1,)),        # a missed moon loses the game
    ("pitch31", (3, 0), (9, 1), (-17, 1), ()),            # pitch31: a missed moon costs 20
])
def test_moon_payouts(preset, before, taken, after, winners):
    ruleset = get_ruleset(preset)
    score = score_hand(ruleset, bid="moon", unit_side=[0, 1], taken=taken, scores=before,
                       set_early=False, burned=0, unit_names=["NS", "EW"])
    assert score.scores_after == after and score.winners == winners


def test_thirteen_point_partner_made_thirteen_wins_at_once():
    ruleset = get_ruleset("thirteen-point-partner")
    score = score_hand(ruleset, bid=13, unit_side=[1, 0], taken=(13, 0), scores=(0, 0),
                       set_early=False, burned=0, unit_names=["NS", "EW"])
    assert score.winners == (1,) and score.moon


def test_observation_shows_only_your_own_cards(pitch_examples):
    _, state = replay_text((pitch_examples / "p1-pitch31-off-jack.pitch").read_text())
    seen = state.observation(0).to_dict()
    assert "hands" not in seen and seen["hand"] == [c.code for c in state.hands[0]]
    assert set(seen["card_counts"]) == {"N", "E", "S", "W"}


def test_five_handed_partner_stays_secret_until_the_called_card_is_played():
    state = _five_handed_hand_with_a_partner(random.Random(5))
    defender = next(s for s in range(5) if s not in (state.bidder, state.partner))
    assert state.observation(defender).partner is None
    assert state.observation(state.partner).to_dict()["partner"] == state.seat_name(state.partner)


def _five_handed_hand_with_a_partner(rng: random.Random) -> HandState:
    """A five-handed hand at its first lead, where another player holds the called card."""
    ruleset = get_ruleset("ten-point+five-handed")
    for seed in range(100):
        state = HandState.new(ruleset, 0)
        state.deal_random(random.Random(seed))
        while state.phase != "play":
            state.apply(rng.choice(state.legal_actions()))
        if state.partner is not None:
            return state
    pytest.fail("no five-handed hand with a called partner in 100 deals")


def test_cli_replay_prints_json_with_the_breakdown(pitch_examples, capsys):
    assert main(["replay", str(pitch_examples / "p2-pitch31-jokers.pitch")]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["result"]["changes"] == {"NS": 2, "EW": 8}
    breakdown = {row["card"]: row for row in data["result"]["breakdown"]}
    assert breakdown["2H"]["rule"] == "play.deuce-returns" and breakdown["2H"]["to"] == "defenders"


def test_cli_bad_input_is_one_clear_line_and_exit_2(tmp_path, capsys):
    bad = tmp_path / "bad.pitch"
    bad.write_text('[Game "pitch31"]\n[Dealer "N"]\n[North "AS XX"]\n')
    assert main(["replay", str(bad)]) == 2
    err = capsys.readouterr().err
    assert "Line 3" in err and "XX" in err and "Traceback" not in err
    assert main(["describe", "nine-point"]) == 2


def test_cli_describe_and_simulate(capsys):
    assert main(["describe", "thirteen-point-partner", "--trump", "D"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["trump_order"][4]["card"] == "JH" and len(data["trump_order"]) == 17
    assert main(["simulate", "--preset", "16-point+dirty", "--hands", "30", "--seed", "2"]) == 0
    assert json.loads(capsys.readouterr().out)["hands"] == 30


def test_cli_replays_a_three_thirteen_record_too(records_dir, capsys):
    record = sorted((records_dir / "three-thirteen").glob("*.313"))[0]
    assert main(["replay", str(record)]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["game"] == "three-thirteen" and data["result"] is not None


def test_five_handed_bidder_does_not_know_his_partner_either():
    state = _five_handed_hand_with_a_partner(random.Random(8))
    seen = state.observation(state.bidder).to_dict()
    assert seen["partner"] is None and seen["taken"] is None


def test_observations_are_json_even_after_a_burn():
    ruleset = get_ruleset("ten-point")
    for seed in range(200):
        state = HandState.new(ruleset, 0)
        rng = random.Random(seed)
        state.deal_random(rng)
        while not state.is_terminal:
            state.apply(rng.choice(state.legal_actions()))
        if any(e.rule_id == "exchange.burn" for _, e in state.events):
            json.dumps(state.observation(1).to_dict())
            json.dumps(state.to_dict())
            return
    raise AssertionError("no burn in 200 random hands")


def test_a_pre_play_point_sets_a_ten_early_in_a_position():
    from pitch_core.cards import Suit, parse_cards
    from pitch_core.pitch.state import Credit

    hands = [parse_cards(h) for h in ("AH KH QH JH JD HJ", "LJ 9H", "8H 7H", "6H 5H")]
    ten = parse_cards("TH")[0]
    state = HandState.from_position(get_ruleset("pitch31"), dealer=3, bidder=0, bid=10, trump=Suit.HEARTS,
                                    hands=hands, credits=[Credit(ten, 1, 1, "exchange.excess-to-opponents", 0)])
    assert state.set_early
