"""The drill generator (pitch_core.drills): every practisable rule gives 20 different answered
drills for one seed, the same seed gives the same series, the texts render in every language with
no placeholder left, and the answers agree with the engine reached by another path."""

from __future__ import annotations

import json
import random
import re

import pytest

from pitch_core.cards import ALL_CARDS, Card
from pitch_core.drills import drill_series, make_drill, practisable_rules
from pitch_core.drills.registry import presets_of_rule
from pitch_core.drills.model import CARD, CARDS, CHOICE, NUMBER, SEAT
from pitch_core.drills.thirteen import going_out_by_play, table
from pitch_core.errors import IllegalAction, PitchError
from pitch_core.pitch import get_ruleset
from pitch_core.pitch.actions import BID, PASS, Action, parse_seat
from pitch_core.pitch.state import HandState
from pitch_core.rulebook import RULES

from .drill_scenes import cards as _cards
from .drill_scenes import hands, one_hand, taken, team, trick, trump, view

LANGS = ("en", "ro", "de", "cs", "mk")
RULE_IDS = practisable_rules()
SERIES = {rule: list(drill_series(rule, 1, 20)) for rule in RULE_IDS}
PLACEHOLDER = re.compile(r"\{\w*\}")


def test_at_least_sixty_rules_are_practisable_and_all_exist():
    assert len(RULE_IDS) >= 60
    assert set(RULE_IDS) <= set(RULES)


def test_every_rule_can_be_practised_but_the_engines_own_guards():
    """A guard (a card not held, a move out of phase) is the engine refusing input no table
    position turns on; every other rule has its drill."""
    guards = {rule_id for rule_id, rule in RULES.items() if rule.guard}
    assert set(RULES) - guards == set(RULE_IDS)
    assert len(guards) <= 8, sorted(guards)  # a new guard is a decision: say why in the rulebook


@pytest.mark.parametrize("rule", RULE_IDS)
def test_twenty_distinct_answered_drills_for_one_seed(rule):
    drills = SERIES[rule]
    assert len({d.key for d in drills}) == 20
    for drill in drills:
        assert drill.rule == rule and drill.answer is not None
        values = {c.value for c in drill.choices}
        if drill.kind in (CARDS,):
            assert set(drill.answer) <= values and drill.answer == sorted(drill.answer)
        elif drill.kind in (SEAT, CHOICE, CARD):
            assert drill.answer in values
        else:
            assert drill.kind == NUMBER and isinstance(drill.answer, int)
        assert drill.check(drill.answer)
        json.dumps(drill.to_dict())  # the page and the command line get plain JSON


@pytest.mark.parametrize("rule", RULE_IDS)
def test_texts_render_in_every_language_without_placeholders(rule):
    drill = SERIES[rule][0]
    english = drill.to_dict("en")
    for lang in LANGS:
        shown = drill.to_dict(lang)
        texts = [shown["question"], shown["explanation"]] + [c["label"] for c in shown["choices"] if c["label"]]
        assert all(text and not PLACEHOLDER.search(text) for text in texts), (lang, texts)
        if lang != "en":
            assert shown["question"] != english["question"], (lang, shown["question"])


def test_same_seed_same_series_and_another_seed_another():
    for rule in ("play.highest-wins", "tt.score.deadwood", "bid.must-beat"):
        again = [d.key for d in drill_series(rule, 1, 20)]
        assert again == [d.key for d in SERIES[rule]]
        assert again != [d.key for d in drill_series(rule, 2, 20)]
        assert make_drill(rule, 9, 4).key == make_drill(rule, 9, 4).key


def test_bad_requests_are_refused_with_a_code():
    with pytest.raises(PitchError) as unknown:
        make_drill("no.such-rule", 1)
    assert unknown.value.code == "drill.unknown-rule"
    with pytest.raises(PitchError) as seed:
        make_drill("play.highest-wins", -1)
    assert seed.value.code == "drill.bad-seed"
    with pytest.raises(PitchError) as count:
        list(drill_series("play.highest-wins", 1, 0))
    assert count.value.code == "drill.bad-count"


# -- the answers, checked by another path ---------------------------------------------------------
def _drills(*rules):
    return [(rule, d) for rule in rules for d in SERIES[rule]]


def _in_every_game(*rules, seeds=range(6)):
    """Drills of each rule in every known game that plays it (the series above are each rule's
    default game only)."""
    return [(rule, make_drill(rule, seed, 0, preset)) for rule in rules for preset in presets_of_rule(rule)
            for seed in seeds]


def _winner_by_order(drill, trick) -> str:
    """Who takes ``trick`` by the trump order of the drill's game; with look-alike jokers, the
    first joker of the trick takes the high joker's place (the drills show no trick with a joker
    played before)."""
    rules = get_ruleset(drill.preset)
    order = rules.trump_order(trump(drill))
    cards = [Card.parse(code) for _, code in trick]
    if rules.joker_identity != "fixed":
        jokers = iter(["HJ", "LJ"])
        cards = [Card.parse(next(jokers)) if card.is_joker else card for card in cards]
    best = min(range(len(trick)), key=lambda i: order.index(cards[i]))
    return trick[best][0]


@pytest.mark.parametrize("rule,drill", _in_every_game("play.highest-wins", "play.reverse-order",
                                                      "play.first-joker-high"))
def test_trick_winner_is_the_card_highest_in_the_trump_order(rule, drill):
    assert drill.answer == _winner_by_order(drill, trick(drill))


def _trump_of(drill):
    return set(get_ruleset(drill.preset).trump_order(trump(drill)))


def _seats(drill) -> list[str]:
    return list(view(drill)["seats"])


def _next_holding_trump(drill, seat: str) -> str:
    """The first seat clockwise after ``seat`` whose shown hand holds trump."""
    seats, trump_cards = _seats(drill), _trump_of(drill)
    at = seats.index(seat)
    for step in range(1, len(seats) + 1):
        candidate = seats[(at + step) % len(seats)]
        if any(Card.parse(code) in trump_cards for code in hands(drill)[candidate]):
            return candidate
    raise AssertionError("nobody holds trump")


@pytest.mark.parametrize("rule,drill", _in_every_game("turn.order", "play.out-of-trump"))
def test_the_next_player_is_the_next_clockwise_who_holds_trump(rule, drill):
    last, seats = trick(drill)[-1][0], _seats(drill)
    assert drill.answer == _next_holding_trump(drill, last)
    clockwise = seats[(seats.index(last) + 1) % len(seats)]
    assert (rule == "play.out-of-trump") == (drill.answer != clockwise)  # someone was passed over


@pytest.mark.parametrize("rule,drill", _in_every_game("play.lead-next-clockwise", "play.lead-partner"))
def test_the_next_leader_when_the_winner_is_out_of_trump(rule, drill):
    winner = _winner_by_order(drill, trick(drill))
    trump_cards = _trump_of(drill)
    assert not any(Card.parse(code) in trump_cards for code in hands(drill)[winner])
    seats = _seats(drill)
    if rule == "play.lead-partner":
        assert drill.answer == seats[(seats.index(winner) + 2) % 4]
    else:
        assert drill.answer == _next_holding_trump(drill, winner)


_team = team


@pytest.mark.parametrize("rule,drill", _in_every_game("play.deuce-returns", "play.deuce-captured"))
def test_the_point_of_the_two_goes_to_its_player_or_to_the_trick_winner(rule, drill):
    played = trick(drill)
    played_by = next(seat for seat, code in played if code == drill.question[1]["card"].code)
    gets = played_by if rule == "play.deuce-returns" else _winner_by_order(drill, played)
    assert drill.answer == (_team(gets) if get_ruleset(drill.preset).teams_fixed else gets)


@pytest.mark.parametrize("rule,drill", _in_every_game("hand.team-out"))
def test_the_hand_ends_when_a_team_holds_no_trump(rule, drill):
    trump_cards = _trump_of(drill)
    holding = {_team(seat) for seat, hand in hands(drill).items()
               if any(Card.parse(code) in trump_cards for code in hand)}
    assert drill.answer == ("yes" if len(holding) == 1 else "no")


@pytest.mark.parametrize("rule,drill", _drills("trump.cards", "trump.off-jack", "trump.jokers",
                                               "trump.off-three", "exchange.bidder-takes-widow",
                                               "exchange.blind-to-bidder", "exchange.remainder-to-partner"))
def test_trump_answers_are_the_hands_cards_in_the_trump_order(rule, drill):
    """The cards asked about: the hand shown, and for a player who takes the widow's rest or the
    blind what he takes too (the choices); trump is the one the question names or the view's."""
    order = set(get_ruleset(drill.preset).trump_order(trump(drill)))
    hand = [choice.value for choice in drill.choices]
    assert set(one_hand(drill)[1]) <= set(hand)
    assert drill.answer == sorted(code for code in hand if Card.parse(code) in order)


@pytest.mark.parametrize("rule,drill", _in_every_game("play.only-trump"))
def test_only_trump_may_be_played_in_every_game(rule, drill):
    _seat, hand = one_hand(drill)
    assert drill.answer == sorted(code for code in hand if Card.parse(code) in _trump_of(drill))
    assert len(drill.answer) < len(hand)


def _shown_trump(drill) -> tuple[list[str], list[str]]:
    """The one hand a drill shows, split into its trump and the rest by the preset's trump order."""
    order = set(get_ruleset(drill.preset).trump_order(trump(drill)))
    _seat, hand = one_hand(drill)
    return [c for c in hand if Card.parse(c) in order], [c for c in hand if Card.parse(c) not in order]


@pytest.mark.parametrize("rule,drill", _drills("exchange.discard-face-up"))
def test_what_goes_face_up_into_the_middle_is_every_card_that_is_not_trump(rule, drill):
    assert drill.answer == sorted(_shown_trump(drill)[1])


@pytest.mark.parametrize("rule,drill", _drills("exchange.draw-to-six"))
def test_a_player_draws_what_his_trump_lack_of_six(rule, drill):
    assert drill.answer == 6 - len(_shown_trump(drill)[0])


@pytest.mark.parametrize("rule,drill", _drills("exchange.keep-six"))
def test_the_trump_beyond_six_go_into_the_middle(rule, drill):
    trump, rest = _shown_trump(drill)
    assert not rest and drill.answer == len(trump) - 6 > 0


@pytest.mark.parametrize("rule,drill", _drills("exchange.claim-point-card"))
def test_a_claim_stands_for_another_players_point_card_by_a_short_hand(rule, drill):
    rules = get_ruleset(drill.preset)
    points = rules.card_points(trump(drill))
    seat, hand = one_hand(drill)
    owner, card = drill.question[1]["expected"], drill.question[1]["card"]
    assert card.code in view(drill)["middle"]  # the middle does not say who threw what: the question does
    allowed = owner != seat and len(hand) < 6 and points.get(card, 0) > 0
    assert drill.answer == ("yes" if allowed else "no")


@pytest.mark.parametrize("rule,drill", _drills("exchange.look-through"))
def test_the_bidder_may_swap_only_for_a_point_card(rule, drill):
    points = get_ruleset(drill.preset).card_points(trump(drill))
    shown = Card.parse(view(drill)["looking_at"])
    assert drill.answer == ("yes" if points.get(shown, 0) > 0 else "no")


def _replayed_auction(drill) -> tuple[HandState, int]:
    """Deal the shown hand (the other cards at random) and replay the calls: the auction where
    the drill asks, and the seat it asks about."""
    rules = get_ruleset(drill.preset)
    data = view(drill)
    seat_text, hand = one_hand(drill)
    seat = parse_seat(seat_text, rules.players)
    rest = [c for c in rules.deck() if c not in _cards(hand)]
    random.Random(0).shuffle(rest)
    state = HandState.new(rules, dealer=parse_seat(data["dealer"], rules.players),
                          scores=list(data["scores"].values()))
    dealt = [list(_cards(hand)) if s == seat else [rest.pop() for _ in range(rules.hand_size)]
             for s in range(rules.players)]
    state.apply_deal(dealt, rest)
    for call in data["calls"]:
        who_seat = parse_seat(call["seat"], rules.players)
        bid = call["bid"]
        state.apply(Action(PASS, who_seat) if bid == "pass" else Action(BID, who_seat, bid=bid))
    return state, seat


@pytest.mark.parametrize("rule,drill", _drills("bid.must-beat", "bid.dealer-may-match", "bid.moon-needs-score",
                                               "bid.all-pass-dealer-bids", "bid.all-pass-dealer-four",
                                               "bid.all-pass-dealer-five", "bid.maximum"))
def test_bid_answers_match_the_legal_calls_of_the_replayed_auction(rule, drill):
    """Replay the auction and look the question's call up among the legal actions, not by
    applying it as the maker did."""
    state, seat = _replayed_auction(drill)
    code, params = drill.question
    asked = Action(PASS, seat) if code == "drill.q.may-pass" else Action(BID, seat, bid=params["bid"])
    assert (asked in state.legal_actions()) == (drill.answer == "yes")
    if drill.answer == "no":
        with pytest.raises(IllegalAction) as refused:
            state.apply(asked)
        assert refused.value.code == rule


def _score_after(drill, team: str) -> int:
    """A team's score after a hand with no moon, counted from the position by the drill's game:
    the defenders add what they took; the bidders, if they made the bid, add the bid or what
    they took (``made_bid_scores``), else lose the bid; Pitch 31 sets a 10 at the defenders'
    first point."""
    rules, data = get_ruleset(drill.preset), view(drill)
    took, before, bid = taken(drill, team), data["scores"][team], data["bid"]
    bidders = _team(data["bidder"])
    if team != bidders:
        return before + took
    defenders_took = data["taken"][1]
    made = took >= bid and not (rules.early_set and bid == 10 and defenders_took > 0)
    if not made:
        return before - bid
    return before + (took if rules.made_bid_scores == "taken" else bid)


def _fixed_teams(drills):
    return [(rule, d) for rule, d in drills if get_ruleset(d.preset).teams_fixed]


@pytest.mark.parametrize("rule,drill", _fixed_teams(_in_every_game(
    "score.made-taken", "score.made-bid", "score.set", "score.defenders-taken")))
def test_scores_follow_the_bid_and_the_points_taken(rule, drill):
    asked = drill.question[1]["team"]
    assert drill.answer == _score_after(drill, asked)
    if rule in ("score.made-taken", "score.made-bid"):  # made, with more than the bid
        assert taken(drill, asked) > view(drill)["bid"]


@pytest.mark.parametrize("rule,drill", _fixed_teams(_in_every_game("game.target", "game.both-reach")))
def test_the_game_is_won_by_the_team_that_reaches_its_games_target(rule, drill):
    """The target is the drill's own game's, and when both teams reach it the bidders win."""
    target = get_ruleset(drill.preset).target
    reached = [team for team in ("NS", "EW") if _score_after(drill, team) >= target]
    expected = reached[0] if len(reached) == 1 else _team(view(drill)["bidder"]) if reached else "none"
    assert drill.answer == expected
    assert (rule == "game.both-reach") == (len(reached) == 2)
    assert ("game.target", {"target": target}) in drill.explanation


@pytest.mark.parametrize("rule,drill", _in_every_game("score.moon-twenty", "score.moon-to-target", "score.early-set"))
def test_a_moon_or_an_early_set_scores_by_its_games_rule(rule, drill):
    rules, data = get_ruleset(drill.preset), view(drill)
    bidders = data["bidder"] if not rules.teams_fixed else _team(data["bidder"])
    before, took = data["scores"][bidders], data["taken"][0]
    made = rules.is_moon(data["bid"]) and took == rules.total_points
    if rule == "score.early-set":
        assert data["bid"] in (10, "moon") and took < rules.total_points
        swing = 20 if rules.is_moon(data["bid"]) and rules.moon_failed == "minus20" else data["bid"]
        assert drill.answer == before - swing
    elif rule == "score.moon-twenty":
        assert drill.answer == before + (20 if made else -20)
    elif made:  # the moon lifts the score to the target, or to 0 from below
        assert drill.answer == (0 if before < 0 else max(before, rules.target))
    elif drill.kind == CHOICE:  # a missed moon loses the game
        assert drill.answer == next(unit for unit in data["scores"] if unit != bidders)
    else:
        assert drill.answer == before


def test_scoring_drills_use_their_own_games_bids_scores_and_target():
    """A Pitch 31 learner never meets a bid of 13 or ten-point's target, and the other way round."""
    scoring = [r for r in RULE_IDS if r.startswith(("score.", "game."))]
    for rule, drill in _in_every_game(*scoring, seeds=range(4)):
        rules = get_ruleset(drill.preset)
        assert view(drill)["bid"] in rules.bid_ladder, (rule, drill.preset, view(drill)["bid"])
        assert all(score < rules.target for score in view(drill)["scores"].values()), (rule, drill.preset)
        assert all(params.get("target", rules.target) == rules.target for _, params in drill.explanation)


@pytest.mark.parametrize("rule,drill", _drills("bid.moon-is-thirteen"))
def test_the_moon_bid_is_the_one_legal_bid_that_takes_every_point(rule, drill):
    """The answer is a legal call of the replayed auction, the one the ruleset calls the moon, and
    the moon asked for by name is refused by this very rule."""
    state, seat = _replayed_auction(drill)
    moons = [a.bid for a in state.legal_actions() if a.kind == BID and state.ruleset.is_moon(a.bid)]
    assert moons == [drill.answer]
    with pytest.raises(IllegalAction) as refused:
        state.apply(Action(BID, seat, bid="moon"))
    assert refused.value.code == rule


@pytest.mark.parametrize("rule,drill", _drills("play.called-card-leads"))
def test_the_bidder_who_took_the_called_card_from_the_blind_may_lead_only_it(rule, drill):
    _seat, hand = one_hand(drill)
    assert view(drill)["called"] in hand and drill.answer == [view(drill)["called"]]
    assert len(hand) > 1 or drill.answer == hand


@pytest.mark.parametrize("rule,drill", _drills("score.moon-wins"))
def test_a_made_moon_wins_at_once_and_a_failed_one_costs_the_bid(rule, drill):
    data, rules = view(drill), get_ruleset(drill.preset)
    bidders = "NS" if data["bidder"] in ("N", "S") else "EW"
    defenders = "EW" if bidders == "NS" else "NS"
    if taken(drill, bidders) == rules.total_points:
        expected = bidders
    else:  # set: the defenders score what they took, and may reach the target with it
        reached = data["scores"][defenders] + taken(drill, defenders) >= rules.target
        expected = defenders if reached else "none"
    assert drill.answer == expected


@pytest.mark.parametrize("rule,drill", _drills("deal.redeal-low-cards"))
def test_a_redeal_is_called_for_exactly_when_a_hand_holds_only_fours_to_nines(rule, drill):
    low = {str(n) for n in range(4, 10)}
    only_low = any(all(code[0] in low for code in hand) for hand in hands(drill).values())
    assert drill.answer == ("yes" if only_low else "no")


@pytest.mark.parametrize("rule,drill", _drills("tt.go-out.all-melded"))
def test_going_out_agrees_with_the_moves_the_game_allows(rule, drill):
    rules = table(drill.preset)
    shown = _thirteen(drill)
    hand = _cards(shown["hand"])
    playable = going_out_by_play(rules, shown["round"], shown["players"], hand)
    assert playable == (drill.answer == "yes")


def test_both_answers_come_up_for_yes_no_questions():
    for rule in ("tt.go-out.all-melded", "deal.redeal-low-cards", "hand.team-out", "bid.must-beat",
                 "bid.moon-needs-score", "bid.dealer-may-match", "bid.maximum",
                 "exchange.claim-point-card", "exchange.look-through"):
        assert {d.answer for d in SERIES[rule]} == {"yes", "no"}, rule


@pytest.mark.parametrize("rule,drill", _drills("tt.discard.taken-card"))
def test_the_card_just_taken_is_the_one_card_that_may_not_go_back(rule, drill):
    shown = _thirteen(drill)
    assert set(drill.answer) == set(shown["hand"]) - {shown["taken"]}


def _thirteen(drill) -> dict:
    """A Three Thirteen drill's hand, round, table size and the card just taken from the pile, from
    its scene's view (``ThirteenObservation.to_dict``)."""
    seen = drill.scene.view
    drawn = seen.get("drawn") or {}
    return {"hand": seen["hand"], "round": seen["round"], "players": seen["players"],
            "taken": drawn.get("card") if drawn.get("source") == "discard" else None}


def test_every_card_code_in_a_scene_is_a_real_card():
    known = {c.code for c in ALL_CARDS}
    for drill in (d for series in SERIES.values() for d in series):
        seen = drill.scene.view
        held = seen.get("hands") or [seen["hand"]]
        for cards in held.values() if isinstance(held, dict) else held:
            assert set(cards) <= known
        assert set(drill.scene.highlight) <= known | set(seen["seats"]), drill.scene.highlight
