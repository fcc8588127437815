"""The English words of generated tables. Each is marked with ``N_`` for ``site.pot`` and
translated at render time; the facts themselves come from ``pitch_core``."""

from __future__ import annotations

from .catalogs import N_

# Card roles of pitch_core.pitch.ruleset (natural trump ranks, off-cards O*, jokers).
ROLES = {
    "A": N_("ace of trump"), "K": N_("king of trump"), "Q": N_("queen of trump"),
    "J": N_("jack of trump"), "10": N_("ten of trump"), "9": N_("nine of trump"),
    "8": N_("eight of trump"), "7": N_("seven of trump"), "6": N_("six of trump"),
    "5": N_("five of trump"), "4": N_("four of trump"), "3": N_("three of trump"),
    "2": N_("two of trump"),
    "OA": N_("off-ace"), "OJ": N_("off-jack (jick)"), "O10": N_("off-ten"),
    "O3": N_("off-three"), "O2": N_("off-two"),
    "HJ": N_("High Joker"), "LJ": N_("Low Joker"),
}
# The order in which point-scheme tables list the roles (docs/pitch/variants.md#point-schemes).
SCHEME_ROLES = ("A", "OA", "J", "OJ", "HJ", "LJ", "10", "O10", "3", "O3", "2", "O2")

HEADERS = {
    "rank": N_("Rank"), "card": N_("Card"), "role": N_("Role"), "points": N_("Points"),
    "example": N_("With hearts trump"), "bid": N_("Bid"), "promise": N_("The bidding team promises"),
    "who": N_("Who may bid it"), "game": N_("Game"), "total": N_("Total points"),
    "trumps": N_("Trump cards"), "target": N_("Target"), "made": N_("A made bid scores"),
    "moon_made": N_("Moon made"), "moon_failed": N_("Moon missed"),
    "excess": N_("More than six trump"), "all_pass": N_("Everyone passes"),
    "card_role": N_("Card"), "scheme": N_("{points}-point"),
    "written": N_("In a record"), "means": N_("Means"),
}
TOTAL = N_("Total")
NOT_TRUMP = "–"

PROMISE_POINTS = N_("at least {points} points")
PROMISE_MOON = N_("every point of the hand ({points})")
MOON_NAME = N_("the moon")
ANYONE = N_("anyone")
DEALER_MAY_MATCH = N_("anyone; the dealer may also match it")
MOON_NEEDS_SCORE = N_("a team with a score of {score} or more")

# The ten-point scheme is ten-point Pitch itself: its column takes the game's name (de "Zehn-Punkte-Pitch")
SCHEME_NAMES = {"10": N_("Ten-point"), "13p": N_("13-point partner")}

# The games' names as readers say them (the tables show no preset ID).
PRESET_NAMES = {
    "pitch31": N_("Pitch 31"), "ten-point": N_("Ten-point"),
    "thirteen-point-partner": N_("13-point partner"),
}

# Ruleset parameter values (pitch_core.pitch.ruleset.Ruleset), as words.
PARAMETER_VALUES = {
    "made_bid_scores": {"taken": N_("the points taken"), "bid": N_("the bid")},
    "moon_made": {"plus20": N_("+20"), "to_target": N_("score goes to the target"),
                  "win_game": N_("wins the game")},
    "moon_failed": {"minus20": N_("−20"), "lose_game": N_("loses the game"),
                    "minus_bid": N_("loses the bid")},
    "excess_trump": {"to_opponents": N_("go to the opponents"), "burn": N_("are burned"),
                     "middle_pickable": N_("go face up to the middle")},
    "all_pass_dealer": {"must_bid": N_("the dealer must bid"),
                        "exactly_4": N_("the dealer takes it for 4"),
                        "at_least_5": N_("the dealer must bid 5 or more")},
}
