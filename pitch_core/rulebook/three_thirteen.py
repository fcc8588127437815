"""Rule IDs of Three Thirteen. Filled in by the Three Thirteen engine (issue 3)."""

from __future__ import annotations

from . import Rule

PAGE = "three-thirteen"

RULES: tuple[Rule, ...] = ()
