"""The presets (docs/pitch/variants.md, all the games side by side) and the modifiers that compose with them, found by name or alias.

``get_ruleset("ten-point+dirty")`` applies the ``dirty`` modifier to ``ten-point``; modifiers
chain (``16-point+reverse+dirty``). Names are case-insensitive and aliases are accepted
(``10-point``, ``partner-pitch``, ``oklahoma``...).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Callable

from ..cards import Suit
from ..errors import NotationError, excerpt
from . import house_rules
from .ruleset import MOON, Ruleset

TEN_POINT = Ruleset(
    name="ten-point",
    aliases=("10-point", "10", "ten", "ten-point-pitch", "10-point-pitch"),
    source="de/cs seeds (larrycharbonneau.com 10 Point Pitch)",
)

PITCH31 = Ruleset(
    name="pitch31",
    aliases=("pitch-31", "31", "cedar-mile"),
    source="en seed (Cedar Mile Pitch 31 cheat sheet)",
    redeal_low_cards=True,
    dealer_may_match=frozenset({10, MOON}),
    moon_min_team_score=1,
    all_pass_dealer="must_bid",
    exchange="pitch31",
    remainder_to_partner="none",
    excess_trump="to_opponents",
    end_when_team_out="end_credit_holders",
    made_bid_scores="taken",
    moon_made="plus20",
    moon_failed="minus20",
    early_set=True,
    target=31,
)

THIRTEEN_POINT_PARTNER = Ruleset(
    name="thirteen-point-partner",
    aliases=("13p", "13-point-partner", "partner-pitch", "13-point-partner-pitch"),
    source="ro seed (13 Point Pitch, The Association of Card Enthusiasts)",
    point_scheme="13p",
    joker_identity="first_played_high",
    max_numeric_bid=13,
    moon_bid="equals_max",
    all_pass_dealer="at_least_5",
    exchange="thirteen_partner",
    discard_face_up=True,
    remainder_to_partner="unseen_rest",
    bidder_swap="point_cards_only",
    excess_trump="middle_pickable",
    lead_when_out="partner",
    end_when_team_out="end_credit_opponents",
    made_bid_scores="taken",
    moon_made="win_game",
    moon_failed="minus_bid",
    target=55,
)


def _n_point(points: str) -> Ruleset:
    return replace(TEN_POINT, name=f"{points}-point", point_scheme=points,
                   max_numeric_bid=int(points), aliases=(f"{points}-point-pitch",),
                   source="de/cs seeds, point variations")


PRESETS: dict[str, Ruleset] = {
    r.name: r
    for r in (PITCH31, TEN_POINT, THIRTEEN_POINT_PARTNER,
              *(_n_point(n) for n in ("5", "7", "8", "11", "13", "14", "15", "16")))
}

# Modifiers (docs/pitch/variants.md: Dirty, reverse, five-handed): each changes only what the variant changes.
MODIFIERS: dict[str, Callable[[Ruleset], Ruleset]] = {
    "dirty": lambda r: replace(r, deuce_to="trick_winner"),
    "reverse": lambda r: replace(r, rank_order="reverse"),
    "five-handed": lambda r: replace(
        r, players=5, hand_size=10, exchange="five_handed", called_partner=True,
        remainder_to_partner="none", excess_trump="burn", lead_when_out="next_clockwise",
        end_when_team_out="play_on", redeal_low_cards=False, dealer_may_match=frozenset(),
        moon_min_team_score=None),
}
MODIFIER_ALIASES = {"dirty-pitch": "dirty", "reverse-hierarchy": "reverse", "reversed": "reverse",
                    "five": "five-handed", "5-handed": "five-handed", "five-player": "five-handed"}

_BY_ALIAS = {alias.lower(): name for name, r in PRESETS.items() for alias in (name, *r.aliases)}


def preset_names() -> list[str]:
    return list(PRESETS)


def modifier_names() -> list[str]:
    return list(MODIFIERS)


def get_ruleset(name: str) -> Ruleset:
    """Find a preset by name or alias, with ``+modifier`` suffixes applied in order, then a table's
    house rules (``~point=choice``, pitch_core.pitch.house_rules): ``ten-point+dirty~stuck=5``."""
    head, house_parts = house_rules.split_name(name)
    ruleset = _preset_with_modifiers(head, name)
    return house_rules.apply(ruleset, house_parts, name) if house_parts else ruleset


def _preset_with_modifiers(head: str, name: str) -> Ruleset:
    base_name, *modifiers = [part.strip().lower() for part in head.split("+")]
    canonical = _BY_ALIAS.get(base_name)
    if canonical is None:
        raise NotationError("preset.unknown", name=excerpt(name), known=", ".join(PRESETS))
    ruleset = PRESETS[canonical]
    applied = []
    for modifier in modifiers:
        key = MODIFIER_ALIASES.get(modifier, modifier)
        if key in applied:
            raise NotationError("preset.repeated-modifier", name=excerpt(modifier), preset=excerpt(name))
        if key not in MODIFIERS:
            raise NotationError("preset.bad-modifier", name=excerpt(modifier), base=canonical)
        ruleset = MODIFIERS[key](ruleset)
        applied.append(key)
    full_name = "+".join([canonical, *applied])
    return replace(ruleset, name=full_name)


def name_parts(name: str) -> tuple[str, tuple[str, ...]]:
    """A ruleset's canonical name as its preset and its modifiers, in order
    (``"ten-point+dirty"`` is ``("ten-point", ("dirty",))``), for titles in any language; house
    rules are left out (``house_rules.choices_of`` reads them)."""
    head, _ = house_rules.split_name(get_ruleset(name).name)
    base, *modifiers = head.split("+")
    return base, tuple(modifiers)


def describe(name: str, trump: str | Suit = "H") -> dict[str, Any]:
    """A ruleset as plain data for the docs and the CLI: trump order, points, bids, target."""
    ruleset = get_ruleset(name)
    suit = trump if isinstance(trump, Suit) else Suit.parse(trump)
    roles = ruleset.trump_roles(suit)
    points = ruleset.card_points(suit)
    return {
        "preset": ruleset.name,
        "players": ruleset.players,
        "trump": suit.letter,
        "trump_order": [
            {"card": c.code, "role": roles[c], "points": points.get(c, 0)}
            for c in ruleset.trump_order(suit)
        ],
        "point_cards": [{"card": c.code, "role": roles[c], "points": p} for c, p in points.items()],
        "total_points": ruleset.total_points,
        "bid_ladder": list(ruleset.bid_ladder),
        "moon": ruleset.moon_value,
        "target": ruleset.target,
        "deal": {"hand_size": ruleset.hand_size, "widow_size": ruleset.widow_size},
        "parameters": parameters(ruleset),
    }


def parameters(ruleset: Ruleset) -> dict[str, Any]:
    """Every rule parameter as JSON-ready data (for the comparison table)."""
    skip = {"name", "aliases", "source"}
    result: dict[str, Any] = {}
    for key, value in vars(ruleset).items():
        if key in skip:
            continue
        result[key] = sorted(value, key=str) if isinstance(value, frozenset) else value
    return result
