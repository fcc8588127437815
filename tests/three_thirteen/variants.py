"""The rulesets the Three Thirteen tests run under: both presets, and the table rules of docs/clarifications.md#clar-three-thirteen-settings
that change what melds (one wild per meld in both readings, no all-wild melds, no duplicate cards
in a set, jokers, other penalties)."""

from __future__ import annotations

from pitch_core.three_thirteen.ruleset import Ruleset, get_ruleset

STANDARD = get_ruleset("three-thirteen")
ACES_BOTH = get_ruleset("three-thirteen-aces-both")

VARIANTS: dict[str, Ruleset] = {
    "three-thirteen": STANDARD,
    "three-thirteen-aces-both": ACES_BOTH,
    "one-wild-a": STANDARD.with_changes(max_wilds_per_meld=1),
    "one-wild-b": STANDARD.with_changes(max_wilds_per_meld=1, cap_counts_natural_wilds=True),
    "aces-both-two-wilds-b-joker": ACES_BOTH.with_changes(
        max_wilds_per_meld=2, cap_counts_natural_wilds=True, jokers_per_deck=1),
    "no-all-wild-jokers": ACES_BOTH.with_changes(allow_all_wild_meld=False, jokers_per_deck=2),
    "no-duplicates": STANDARD.with_changes(set_duplicates=False),
    "three-wilds-a-priced": STANDARD.with_changes(
        max_wilds_per_meld=3, court_penalty=None, wild_penalty=20, jokers_per_deck=2,
        joker_penalty=5),
}
