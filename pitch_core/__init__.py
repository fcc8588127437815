"""pitch_core: the rules engine behind Learn Pitch.

Pure standard library, so the same code runs in CPython 3.11+ and in the browser under Pyodide.
"""

from .cards import HIGH_JOKER, LOW_JOKER, Card, Rank, Suit, format_cards, parse_cards
from .errors import IllegalAction, NotationError, PitchError
from . import messages  # noqa: F401 -- loaded with the package: errors say themselves through it

__version__ = "0.1.0"
__all__ = ["HIGH_JOKER", "LOW_JOKER", "Card", "IllegalAction", "NotationError", "PitchError",
           "Rank", "Suit", "format_cards", "parse_cards"]
