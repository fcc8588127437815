"""What the service worker saves for offline use, by group, with each file's content hash.

Written once the whole site is built (every language, the runtime, the tools' and lessons' data):

* ``offline-manifest.json``: ``{"version", "hash_length", "files": {path: hash}, "groups": {name: [path]},
  "addresses": {path: address}}``;
* ``service-worker.js`` at the site's root (its scope is the whole site): the manifest as its first
  line, then ``sitegen/offline/service-worker.js``. Any change to any file changes the version and
  so the worker's bytes, which is how the browser learns of a new build.

Groups are what a page asks to save together:

* ``shell``: the theme's and our scripts, styles and images, shared by every language;
* ``lang:<code>``: one language's pages, search index (and the lunr stemmers it loads), lesson
  and tools data;
* ``runtime``: the Pyodide core and the engine (about 14 MB), saved only when a page that runs the
  engine is visited or the reader asks for it, so the rules pages stay light.

Paths are relative to the site's root, a page by its folder (``ro/tutorial/``; the home page is
``""``), so the site works from any base path. ``addresses`` names the few files the pages ask for
under another address than their path: the engine's wheel, bridge and snapshot, which the runtime's
``manifest.json`` names with their content hash as a query (``engine-snapshot.bin?v=…``). The worker
saves each of those from that very address, so the browser's HTTP cache answers with what the
engine page has just downloaded, instead of sending it again (issue 34: the snapshot, 7 MB gzipped,
went out twice on a first visit to Play).
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Iterable

SOURCES = Path(__file__).resolve().parent / "offline"
MANIFEST_NAME = "offline-manifest.json"
WORKER_NAME = "service-worker.js"
HASH_LENGTH = 16  # hex digits of sha256: plenty to tell two builds apart

# Never saved: the worker's own files, maps and sitemaps (for debuggers and crawlers), the
# runtime's diagnostic page, and precompressed copies (make dist), which servers pick themselves.
_SKIPPED_PATHS = {MANIFEST_NAME, WORKER_NAME, "runtime/selftest.html", "runtime/selftest.js", "runtime/selftest.css"}
_SKIPPED_SUFFIXES = (".map", ".gz", ".br", ".xml")
_LUNR = "assets/javascripts/lunr/"
# Material's search worker loads these besides lunr.<lang>.min.js (see its search worker).
_LUNR_EXTRAS = {"ja": "tinyseg.js", "hi": "wordcut.js", "th": "wordcut.js"}
_LANGUAGE_DATA = ("tools-data/{lang}.json", "tutorial-data/{lang}.json")


def file_hash(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()[:HASH_LENGTH]


def page_key(path: str) -> str:
    """The address a page is asked for: ``ro/tutorial/index.html`` is ``ro/tutorial/``."""
    if path == "index.html" or path.endswith("/index.html"):
        return path[: -len("index.html")]
    return path


def build(site_dir: Path, prefixes: dict[str, str]) -> dict:
    """The manifest of ``site_dir``; ``prefixes`` maps each language to its folder (``"ro/"``, ``""``)."""
    files = sorted(p.relative_to(site_dir).as_posix() for p in site_dir.rglob("*") if p.is_file())
    groups: dict[str, list[str]] = {"shell": [], "runtime": [], **{f"lang:{lang}": [] for lang in prefixes}}
    wheel = _shipped_wheel(site_dir)
    for path in files:
        group = _group_of(path, prefixes, wheel)
        if group:
            groups[group].append(path)
    for lang, prefix in prefixes.items():
        groups[f"lang:{lang}"] += _search_scripts(site_dir, prefix)
    hashes = {page_key(path): file_hash(site_dir / path) for paths in groups.values() for path in paths}
    groups = {name: sorted({page_key(path) for path in paths}) for name, paths in groups.items()}
    addresses = {path: address for path, address in _runtime_addresses(site_dir).items() if path in hashes}
    return {"version": _version(hashes), "hash_length": HASH_LENGTH, "files": dict(sorted(hashes.items())),
            "groups": groups, "addresses": addresses}


def write(site_dir: Path, prefixes: dict[str, str], not_saved: dict[str, dict[str, str]] | None = None) -> dict:
    """``not_saved``: per language, its folder and the words of the page the worker answers with
    offline for a page of a language that was not saved."""
    manifest = build(site_dir, prefixes)
    if not_saved:
        manifest["not_saved"] = not_saved
    text = json.dumps(manifest, indent=1, ensure_ascii=False)
    (site_dir / MANIFEST_NAME).write_text(text + "\n", encoding="utf-8")
    worker = (SOURCES / WORKER_NAME).read_text(encoding="utf-8")
    first_line = f"self.LEARN_PITCH_OFFLINE = {json.dumps(manifest, separators=(',', ':'), ensure_ascii=False)};\n"
    (site_dir / WORKER_NAME).write_text(first_line + worker, encoding="utf-8")
    return manifest


def _group_of(path: str, prefixes: dict[str, str], wheel: str | None) -> str | None:
    name = path.rsplit("/", 1)[-1]
    if path in _SKIPPED_PATHS or path.endswith(_SKIPPED_SUFFIXES):
        return None
    if path.startswith("runtime/"):
        return "runtime" if not name.endswith(".whl") or name == wheel else None  # not a stale wheel
    if path.startswith(_LUNR):
        return None  # each language adds the stemmers its index asks for
    for lang in prefixes:
        if path in (pattern.format(lang=lang) for pattern in _LANGUAGE_DATA):
            return f"lang:{lang}"
    if path.startswith("assets/") or path.endswith(".js"):
        return "shell"
    return f"lang:{_language_of(path, prefixes)}"


def _language_of(path: str, prefixes: dict[str, str]) -> str:
    # The longest matching folder wins: the default language's prefix "" matches everything.
    return max((lang for lang, prefix in prefixes.items() if path.startswith(prefix)),
               key=lambda lang: len(prefixes[lang]))


def _shipped_wheel(site_dir: Path) -> str | None:
    manifest = site_dir / "runtime" / "manifest.json"
    if not manifest.is_file():
        return None
    return json.loads(manifest.read_text(encoding="utf-8"))["wheel"].split("?")[0]


def _runtime_addresses(site_dir: Path) -> dict[str, str]:
    """The runtime's files that its manifest names with a query, by path: the address the engine
    fetches them from (``runtime/engine-snapshot.bin`` -> ``runtime/engine-snapshot.bin?v=…``)."""
    manifest = site_dir / "runtime" / "manifest.json"
    if not manifest.is_file():
        return {}
    named = json.loads(manifest.read_text(encoding="utf-8")).values()
    return {f"runtime/{value.split('?')[0]}": f"runtime/{value}" for value in named
            if isinstance(value, str) and "?" in value and (site_dir / "runtime" / value.split("?")[0]).is_file()}


def _search_scripts(site_dir: Path, prefix: str) -> list[str]:
    """The lunr files Material's search worker loads for this language's index."""
    index = site_dir / prefix / "search" / "search_index.json"
    if not index.is_file():
        return []
    langs = json.loads(index.read_text(encoding="utf-8"))["config"]["lang"]
    wanted = [f"min/lunr.{lang}.min.js" for lang in langs if lang != "en"]
    wanted += [_LUNR_EXTRAS[lang] for lang in langs if lang in _LUNR_EXTRAS]
    if len(langs) > 1:
        wanted.append("min/lunr.multi.min.js")
    if wanted:
        wanted.append("min/lunr.stemmer.support.min.js")
    return [_LUNR + name for name in wanted if (site_dir / _LUNR / name).is_file()]


def _version(hashes: dict[str, str]) -> str:
    digest = hashlib.sha256()
    for path, value in sorted(hashes.items()):
        digest.update(f"{path}\0{value}\0".encode())
    return digest.hexdigest()[:HASH_LENGTH]


def paths_of(manifest: dict, groups: Iterable[str]) -> list[str]:
    return sorted({path for group in groups for path in manifest["groups"][group]})
