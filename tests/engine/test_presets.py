import pytest

from pitch_core.cards import Suit, parse_cards
from pitch_core.errors import NotationError
from pitch_core.pitch import describe, get_ruleset, preset_names
from pitch_core.pitch.ruleset import MOON

# Rule trump.cards: exact lists with hearts trump.
TEN = "AH KH QH JH JD HJ LJ TH 9H 8H 7H 6H 5H 4H 3H 2H"
THIRTEEN = "AH KH QH JH JD HJ LJ TH 9H 8H 7H 6H 5H 4H 3H 3D 2H"
SIXTEEN = "AH AD KH QH JH JD HJ LJ TH TD 9H 8H 7H 6H 5H 4H 3H 3D 2H 2D"


@pytest.mark.parametrize("preset, order", [
    ("pitch31", TEN), ("ten-point", TEN), ("5-point", TEN), ("7-point", TEN), ("8-point", TEN),
    ("11-point", THIRTEEN), ("13-point", THIRTEEN), ("thirteen-point-partner", THIRTEEN),
    ("14-point", SIXTEEN), ("15-point", SIXTEEN), ("16-point", SIXTEEN),
])
def test_trump_order_matches_spec(preset, order):
    assert get_ruleset(preset).trump_order(Suit.HEARTS) == tuple(parse_cards(order))


def test_reverse_reads_the_list_backwards():
    expected = "2H 3H 4H 5H 6H 7H 8H 9H TH LJ HJ JD JH QH KH AH"
    assert get_ruleset("ten-point+reverse").trump_order(Suit.HEARTS) == tuple(parse_cards(expected))


@pytest.mark.parametrize("trump, off_jack", [("H", "JD"), ("D", "JH"), ("S", "JC"), ("C", "JS")])
def test_off_jack_is_the_other_jack_of_the_colour(trump, off_jack):
    roles = get_ruleset("pitch31").trump_roles(Suit.parse(trump))
    assert {c.code for c, role in roles.items() if role == "OJ"} == {off_jack}


@pytest.mark.parametrize("name", [n for n in preset_names() if n.endswith("-point")])
def test_point_total_is_the_name(name):
    assert get_ruleset(name).total_points == int(name.split("-")[0] if name[0].isdigit() else 10)
    assert sum(get_ruleset(name).card_points(Suit.SPADES).values()) == get_ruleset(name).total_points


def test_thirteen_point_partner_ladder_ends_at_thirteen_which_is_the_moon():
    ruleset = get_ruleset("13p")
    assert ruleset.bid_ladder[-1] == 13 and ruleset.is_moon(13) and MOON not in ruleset.bid_ladder


@pytest.mark.parametrize("alias, name", [("10-point", "ten-point"), ("Pitch-31", "pitch31"),
                                         ("partner-pitch", "thirteen-point-partner"),
                                         ("ten-point+Dirty", "ten-point+dirty"),
                                         ("16-point+reverse-hierarchy", "16-point+reverse")])
def test_aliases(alias, name):
    assert get_ruleset(alias).name == name


def test_modifiers_change_only_their_parameter():
    base, dirty = get_ruleset("ten-point"), get_ruleset("ten-point+dirty")
    assert dirty.deuce_to == "trick_winner"
    assert dirty.with_changes(deuce_to="player", name=base.name) == base


def test_five_handed_deals_ten_and_a_blind_of_four():
    ruleset = get_ruleset("ten-point+five-handed")
    assert (ruleset.players, ruleset.hand_size, ruleset.widow_size) == (5, 10, 4)


@pytest.mark.parametrize("name, code", [("nine-point", "preset.unknown"), ("ten-point+dirty+dirty", "preset.repeated-modifier"),
                                        ("pitch31+spicy", "preset.bad-modifier")])
def test_unknown_names_are_errors(name, code):
    with pytest.raises(NotationError) as error:
        get_ruleset(name)
    assert error.value.code == code


def test_describe_is_plain_data():
    data = describe("pitch31", "S")
    assert [c["card"] for c in data["trump_order"]][:5] == ["AS", "KS", "QS", "JS", "JC"]
    assert data["target"] == 31 and data["total_points"] == 10
    assert data["bid_ladder"] == [4, 5, 6, 7, 8, 9, 10, "moon"]


def test_a_ruleset_refuses_a_value_the_engine_does_not_play():
    with pytest.raises(ValueError, match="excess_trump"):
        get_ruleset("ten-point").with_changes(excess_trump="keep_all")


@pytest.mark.parametrize("change", [{"jokers_in_deck": False}, {"early_set_stop": "stop"},
                                    {"both_reach": "higher_wins"}, {"moon_zero_score": "to_zero"},
                                    {"off_two_protected": True, "point_scheme": "16"}])
def test_switched_parameters_play_whole_hands(change):
    import random

    from pitch_core.pitch.state import HandState

    ruleset = get_ruleset("pitch31").with_changes(**change)
    for seed in range(20):
        state = HandState.new(ruleset, dealer=seed % 4)
        rng = random.Random(seed)
        while state.is_chance:
            state.deal_random(rng)
        while not state.is_terminal:
            state.apply(rng.choice(state.legal_actions()))
        assert sum(c.points for c in state.credits) == ruleset.total_points or ruleset.early_set_stop == "stop"
