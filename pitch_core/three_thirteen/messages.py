"""Message codes of the Three Thirteen engine that are not rules (bad parameters, records, input).

Rules live in ``pitch_core.rulebook.three_thirteen``; these are merged into the renderer's
catalogue of notation messages. English templates; fields in braces are the error's params.
"""

from __future__ import annotations

MESSAGES: dict[str, str] = {
    "tt.ruleset.bad-value": "“{value}” is not a valid value for the Three Thirteen setting {name}.",
    "tt.notation.unknown-seat": "“{token}” is not a seat: seats are numbered 1 to {players}.",
    "tt.notation.unknown-action": "“{token}” is not a Three Thirteen move: use draw=stock, "
                                  "draw=discard, discard=CARD or out=CARD.",
    "tt.record.result-mismatch": "The record's [{tag}] says {recorded}, but replaying the moves "
                                 "gives {computed}.",
    "tt.record.unfinished": "The record's moves stop before the round is over, but it has a "
                            "[{tag}] tag.",
    "tt.record.after-round": "Line {line}: the round is already over at “{move}”.",
    "tt.notation.too-many-copies": "This hand holds {card} {count} times, but no pack has it more than {held} "
                               "times: even the largest, {decks} decks for {players} players.",
    "tt.record.seat-tag": "Line {line}: [{tag}] names a seat beyond the {players} players of the "
                          "[Players] tag.",
}
