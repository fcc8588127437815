"""How the engine says a value to the page: the one function that makes event, error and advice
parameters JSON-ready. A leaf module (it imports nothing of the engine), so the lowest modules,
``errors`` among them, may use it without closing an import cycle."""

from __future__ import annotations

from typing import Any


def plain(value: Any) -> Any:
    """JSON-ready, the one way the engine says a value to the page: cards by their code, suits and
    ranks by their letter, sequences and sets as lists, mappings as dicts with text keys; numbers,
    text, booleans and None as they are, and anything else as its text."""
    for name in ("code", "letter"):  # before numbers: a rank is an int too, said by its letter
        said = getattr(value, name, None)
        if isinstance(said, str) and not isinstance(value, str):
            return said
    if isinstance(value, (str, int, float, bool)) or value is None:
        return value
    if isinstance(value, dict):
        return {str(key): plain(v) for key, v in value.items()}
    if isinstance(value, (list, tuple, set, frozenset)):
        return [plain(v) for v in value]
    return str(value)
