"""Valid records of both games to damage, and the one check every hostile input must pass."""

from __future__ import annotations

import base64
import random
from pathlib import Path

from pitch_core.errors import IllegalAction, NotationError
from pitch_core.pitch import get_ruleset
from pitch_core.pitch.state import HandState

ROOT = Path(__file__).resolve().parents[2]
PITCH_DEAL = (ROOT / "tutorial" / "hands" / "guided-pitch31.pitch").read_text(encoding="utf-8")
PITCH_POSITION = (ROOT / "tutorial" / "hands" / "examples" / "p6-pitch31-early-set.pitch").read_text(encoding="utf-8")
THIRTEEN = (ROOT / "tests" / "records" / "three-thirteen" / "t2-round4-set-or-run.313").read_text(encoding="utf-8")
THIRTEEN_LONG = (ROOT / "tests" / "records" / "three-thirteen" / "random-round3-reshuffle.313").read_text(encoding="utf-8")
VALID_RECORDS = {"pitch deal": PITCH_DEAL, "pitch position": PITCH_POSITION,
                 "three thirteen": THIRTEEN, "three thirteen reshuffle": THIRTEEN_LONG}

# The only errors the record readers document: bad notation, or a move the rules forbid.
DOCUMENTED = (NotationError, IllegalAction)

POSITION = """[Game "pitch31"]
[Dealer "W"]
[Scores "NS 5, EW 0"]
[Start "play"]
[Bidder "S"]
[Bid "4"]
[Trump "S"]
[North "JS 9S 5S"]
[East "QS HJ 6S 4S"]
[South "AS KS JC TS 7S"]
[West "LJ 8S"]

S:AS W:8S N:5S E:4S
"""  # 3S and 2S are not in any hand: free for the [Credits] tests


def share_fragment(record: str) -> str:
    """A share link's fragment spelled as the page writes it (web/tools/share-link.js, the only
    writer; tests/tools/test_share_link.py holds it to this spelling)."""
    return "r=" + base64.urlsafe_b64encode(record.encode("utf-8")).decode("ascii").rstrip("=")


def random_hand(preset: str, seed: int) -> HandState:
    """A whole hand of random legal play, from a random deal (dealt again after a redeal)."""
    ruleset = get_ruleset(preset)
    rng = random.Random(seed)
    state = HandState.new(ruleset, dealer=seed % ruleset.players)
    while not state.is_terminal:
        if state.is_chance:
            state.deal_random(rng)
        else:
            state.apply(rng.choice(state.legal_actions()))
    return state


def byte_mutations(data: bytes, rng: random.Random, count: int) -> bytes:
    """``data`` with ``count`` bytes replaced, deleted or inserted (any byte value): the damage a
    file or a copied link suffers, invalid UTF-8 included."""
    buffer = bytearray(data)
    for _ in range(count):
        where = rng.randrange(len(buffer) + 1)
        kind = rng.choice(("replace", "delete", "insert"))
        if kind == "insert" or where == len(buffer):
            buffer.insert(where, rng.randrange(256))
        elif kind == "delete":
            del buffer[where]
        else:
            buffer[where] = rng.randrange(256)
    return bytes(buffer)
