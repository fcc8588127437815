"""The offline manifest against the built site: every file it saves is hashed as built, and the
worker saves the engine's files from the very addresses the engine fetches them from, so the
browser's HTTP cache answers the save with what the engine page has just downloaded (issue 34)."""

from __future__ import annotations

import json

from site_helpers import BuiltSite

from sitegen import offline_manifest


def manifest(site: BuiltSite) -> dict:
    return json.loads((site.root / offline_manifest.MANIFEST_NAME).read_text(encoding="utf-8"))


def test_the_worker_carries_the_manifest(site: BuiltSite) -> None:
    first_line = (site.root / offline_manifest.WORKER_NAME).read_text(encoding="utf-8").split("\n", 1)[0]
    prefix, suffix = "self.LEARN_PITCH_OFFLINE = ", ";"
    assert first_line.startswith(prefix) and first_line.endswith(suffix)
    assert json.loads(first_line[len(prefix):-len(suffix)]) == manifest(site)


def test_every_saved_file_is_hashed_as_built(site: BuiltSite) -> None:
    files = manifest(site)["files"]
    for path, digest in files.items():
        on_disk = site.root / path / "index.html" if path == "" or path.endswith("/") else site.root / path
        assert offline_manifest.file_hash(on_disk) == digest, path


def test_the_engine_files_are_saved_from_the_engines_own_addresses(site: BuiltSite) -> None:
    runtime = json.loads((site.root / "runtime" / "manifest.json").read_text(encoding="utf-8"))
    fetched = {f"runtime/{runtime[key]}" for key in ("wheel", "bridge", "snapshot") if runtime.get(key)}
    assert fetched and all("?" in address for address in fetched)  # hashed addresses: else nothing to map
    addresses = manifest(site)["addresses"]
    assert set(addresses.values()) == fetched
    for path, address in addresses.items():
        assert address.split("?")[0] == path and path in manifest(site)["groups"]["runtime"]
