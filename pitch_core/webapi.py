"""The engine's JSON-in/JSON-out functions for the browser (called by tutorial/runtime/pitch_bridge.py).

Every public function here takes JSON-able named arguments and returns a JSON-able dict; errors are
raised as ``pitch_core.errors.PitchError`` and reach the page as ``{code, params, message}``.
(A placeholder written for the browser runtime; the engine author owns this module.)
"""

from __future__ import annotations

from typing import Any


def describe(preset: str, trump: str = "H") -> dict[str, Any]:
    """A ruleset as plain data: ``{"preset", "trump_order": [high to low], ...}``."""
    from .pitch.presets import describe as describe_preset

    return describe_preset(preset, trump)
