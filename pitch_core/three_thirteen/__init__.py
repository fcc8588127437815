"""Three Thirteen, the eleven-round rummy with a new wild rank every round (docs/three-thirteen.md).

* ``ruleset``: the table rules as one frozen value; presets ``three-thirteen`` and
  ``three-thirteen-aces-both`` (``get_ruleset``), any other table a ``with_changes(...)`` away.
* ``solver``: the exact minimum deadwood of a hand (``min_deadwood`` with one best arrangement,
  ``deadwood``, ``discard_options``, ``best_discard``, ``can_go_out``).
* ``state``: a whole game as a state machine (``GameState``) with chance actions for the deal and
  reshuffles; ``actions`` for the moves and their notation; ``scoring`` for rounds and events.
* ``record``: one round as a hand record, replayed through the engine.
* ``simulate``, ``describe``, ``cli``: figures, the rules as data, the ``deadwood`` command.
"""

from __future__ import annotations

from .actions import Action, parse_action
from .describe import describe
from .record import read_record, record_from_state, replay_text, write_record
from .ruleset import PRESETS, Ruleset, get_ruleset, preset_names
from .simulate import simulate
from .solver import (Arrangement, Meld, best_discard, can_go_out, deadwood, discard_options,
                     going_out_discards, min_deadwood)
from .state import GameState

__all__ = ["Action", "Arrangement", "GameState", "Meld", "PRESETS", "Ruleset", "best_discard",
           "can_go_out", "deadwood", "describe", "discard_options", "get_ruleset",
           "going_out_discards", "min_deadwood", "parse_action", "preset_names", "read_record",
           "record_from_state", "replay_text", "simulate", "write_record"]
