"""The Pitch family: rulesets and presets, the state of a hand, a multi-hand game, hand records."""

from .presets import describe, get_ruleset, modifier_names, preset_names
from .ruleset import MOON, Ruleset

__all__ = ["MOON", "Ruleset", "describe", "get_ruleset", "modifier_names", "preset_names"]
