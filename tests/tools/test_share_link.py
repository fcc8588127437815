"""Share links have one writer and one reader: the page's web/tools/share-link.js (run here in
Node) writes the fragment, the engine's pitch_core/webtools/share.py reads it. Every record the
lessons and tests hold survives the trip at any position, the writer spells the fragment as the
format says (the spelling the engine's tests build their links with), both sides keep one size
limit, and no second writer comes back in the engine, the build or the page."""

from __future__ import annotations

import base64
import json
import re
import shutil
import subprocess
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest

from pitch_core import webapi
from pitch_core.webtools.share import MAX_RECORD_BYTES, decode_fragment
from tools.build import build_language

ROOT = Path(__file__).resolve().parents[2]
PROBE = Path(__file__).with_name("share_link_probe.mjs")
WRITER = ROOT / "web" / "tools" / "share-link.js"
RECORDS = sorted([*(ROOT / "tutorial" / "hands").rglob("*.pitch"), *(ROOT / "tests" / "records").rglob("*.313")])
ODD_TEXTS = ["[Game \"pitch31\"]\n{ü ♥ <b>} & m=3 # r=", "ž" * 100 + "🂡", "a", "ab", "abc"]
POSITIONS = [None, 0, 1, 7, 9999]


def probe(fragments: list[tuple[str, Any]], links: list[tuple[str, str, str, Any]] | None = None) -> dict[str, Any]:
    node = shutil.which("node")
    assert node, "node is needed"
    request = {"fragments": fragments, "links": links or []}
    result = subprocess.run([node, str(PROBE)], input=json.dumps(request), cwd=ROOT, capture_output=True,
                            text=True, check=False)
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)


def spelled(record: str, at: int | None) -> str:
    """The format as share.py's docstring gives it: base64url without padding, then the move count."""
    token = base64.urlsafe_b64encode(record.encode("utf-8")).decode("ascii").rstrip("=")
    return f"r={token}" + ("" if at is None else f"&m={at}")


def texts() -> list[str]:
    return [path.read_text(encoding="utf-8") for path in RECORDS] + ODD_TEXTS


def test_what_the_page_writes_the_engine_reads_back():
    cases = [(text, at) for text in texts() for at in POSITIONS]
    written = probe(cases)["fragments"]
    for (text, at), fragment in zip(cases, written):
        shared = decode_fragment(fragment)
        assert (shared.record, shared.at, shared.note) == (text, at, None)


def test_the_page_spells_the_fragment_as_the_format_says():
    cases = [(text, at) for text in texts() for at in (None, 3)]
    assert probe(cases)["fragments"] == [spelled(text, at) for text, at in cases]


@pytest.mark.parametrize("at", [-1, 1.5, "3", None])
def test_a_position_that_is_no_move_count_is_left_out(at):
    assert probe([("[Game \"pitch31\"]", at)])["fragments"] == [spelled("[Game \"pitch31\"]", None)]


def test_a_link_opens_the_recorded_hand_in_the_viewer_of_the_readers_language():
    record = RECORDS[0].read_text(encoding="utf-8")
    root = "https://example.org/learn-pitch/"
    links = probe([], [(root, "en", record, 2), (root, "de", record, 2)])["links"]
    assert [urlsplit(link).path for link in links] == ["/learn-pitch/tools/hand-viewer/", "/learn-pitch/de/tools/hand-viewer/"]
    for link in links:
        opened = webapi.open_shared(urlsplit(link).fragment)
        assert (opened["hands"][0]["record"], opened["at"]) == (record, 2)
        webapi.drop(opened["session"])


def test_both_sides_keep_one_size_limit():
    at_limit, beyond = "x" * MAX_RECORD_BYTES, "é" * (MAX_RECORD_BYTES // 2 + 1)  # é: two bytes
    seen = probe([(at_limit, None), (beyond, None)])
    assert seen["limit"] == MAX_RECORD_BYTES == build_language("en")["share_limit"]
    assert decode_fragment(seen["fragments"][0]).record == at_limit
    assert seen["fragments"][1] == {"tooLarge": len(beyond.encode("utf-8"))}


# A writer of the format: base64url, the name of the engine's former writer, a fragment's r field
# put together. The engine reads links and the build writes none: the page alone writes them.
SECOND_WRITER = {".py": re.compile(r"urlsafe_b64encode|encode_fragment|share_fragment|[\"']r=[\"{]"),
                 ".js": re.compile(r"\bbtoa\(|`r=\$\{|[\"']r=[\"']")}


def test_share_link_js_is_the_only_writer_of_share_links():
    writers = sorted(str(path.relative_to(ROOT)) for folder in ("pitch_core", "tools", "tutorial", "sitegen", "web")
                     for path in (ROOT / folder).rglob("*") if path.suffix in SECOND_WRITER and path != WRITER
                     and SECOND_WRITER[path.suffix].search(path.read_text(encoding="utf-8")))
    assert writers == []
    assert SECOND_WRITER[".js"].search(WRITER.read_text(encoding="utf-8")), "the writer is still where this test looks"
    assert not hasattr(webapi, "share_fragment")
