"""MkDocs hooks: ship the rules engine's browser runtime with every build of the site.

After each build, ``<site_dir>/runtime/`` holds everything a page needs to run ``pitch_core`` in
the reader's browser, all served from our own origin:

* the Pyodide core from ``node_modules/pyodide`` (``make setup`` installs it with npm);
* our client ``engine.js``, its module worker ``engine-worker.mjs`` and the worker's Python half
  ``pitch_bridge.py`` (all from ``web/runtime/``), plus ``selftest.html``, a page that boots
  the engine and shows one answer (the browser tests open it);
* a ``pitch_core`` wheel built with the standard PEP 517 backend and cached in ``.cache/`` under
  a hash of the engine's sources, so ``mkdocs serve`` rebuilds stay fast;
* ``engine-snapshot.bin``: a memory snapshot of Pyodide with ``pitch_core`` and the bridge already
  imported, made under Node by ``web/runtime/make_snapshot.mjs`` (cached like the wheel), so
  the browser restores a started interpreter instead of starting Python and importing the engine;
* ``manifest.json``: what the worker should load, with content hashes in the URLs so a browser
  never runs a stale engine.

Run as a script, ``python web/runtime_hook.py wheel`` prints the path of the (cached) wheel, for
the Pyodide test runner; ``python web/runtime_hook.py runtime DIR`` writes the runtime folder.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import shutil
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path
from typing import Any, Iterable

from mkdocs.exceptions import PluginError

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # MkDocs loads hooks by path, and this file also runs as a script
from sitegen import csp  # noqa: E402
from web.engine_stdlib import write_engine_stdlib  # noqa: E402
ENGINE_DIR = ROOT / "pitch_core"
PYODIDE_DIR = ROOT / "node_modules" / "pyodide"
RUNTIME_SOURCES = ROOT / "web" / "runtime"
CATALOG_SOURCES = ROOT / "translations"
WHEEL_CACHE = ROOT / ".cache" / "pitch-core-wheel"
SNAPSHOT_CACHE = ROOT / ".cache" / "engine-snapshot"
SNAPSHOT_MAKER = RUNTIME_SOURCES / "make_snapshot.mjs"
SNAPSHOT_NAME = "engine-snapshot.bin"
WHEELS_KEPT = 5

# What loadPyodide() fetches to start Python, nothing more: the npm package has no other wheels.
PYODIDE_CORE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")
# In the runtime, the standard library cut to what the engine can import (web/engine_stdlib.py),
# under Pyodide's own name, so loadPyodide() finds it where it looks by default.
STDLIB_NAME = "python_stdlib.zip"
RUNTIME_FILES = ("engine.js", "engine-worker.mjs", "pitch_bridge.py", "selftest.js", "selftest.css")
# The runtime's one page gets the site's Content-Security-Policy like every built page.
RUNTIME_PAGES = ("selftest.html",)
# The build backend also reads these, so they belong to the wheel's cache key.
PROJECT_FILES = ("pyproject.toml", "README.md")

log = logging.getLogger("mkdocs.hooks.learn_pitch_runtime")


def on_post_build(config: Any, **_: Any) -> None:
    write_runtime(Path(config["site_dir"]) / "runtime")


def write_runtime(runtime_dir: Path) -> dict[str, Any]:
    """Fill ``runtime_dir`` with the Pyodide core, our runtime files and the engine wheel."""
    pyodide_version = check_pyodide_installed()
    wheel = build_wheel()
    runtime_dir.mkdir(parents=True, exist_ok=True)
    for name in PYODIDE_CORE_FILES:
        if name != STDLIB_NAME:
            copy_if_changed(PYODIDE_DIR / name, runtime_dir / name)
    stdlib = runtime_dir / STDLIB_NAME
    write_engine_stdlib(stdlib, PYODIDE_DIR / STDLIB_NAME)
    for name in RUNTIME_FILES:
        copy_if_changed(RUNTIME_SOURCES / name, runtime_dir / name)
    for name in RUNTIME_PAGES:
        page = csp.add_meta((RUNTIME_SOURCES / name).read_text(encoding="utf-8"))
        (runtime_dir / name).write_text(page, encoding="utf-8")
    copy_if_changed(wheel, runtime_dir / wheel.name)
    snapshot, site_packages = build_snapshot(wheel, RUNTIME_SOURCES / "pitch_bridge.py", stdlib)
    copy_if_changed(snapshot, runtime_dir / SNAPSHOT_NAME)
    manifest = {
        "pyodide": pyodide_version,
        "wheel": f"{wheel.name}?v={file_hash(wheel)[:16]}",
        "bridge": f"pitch_bridge.py?v={file_hash(RUNTIME_SOURCES / 'pitch_bridge.py')[:16]}",
        "snapshot": f"{SNAPSHOT_NAME}?v={file_hash(snapshot)[:16]}",
        "snapshotBytes": snapshot.stat().st_size,  # the worker judges the link by its first bytes
        "sitePackages": site_packages,
        # The download bar's words (web/common/engine-progress.js), one set per language: the worker
        # sends them with its first progress report, so the pages need no words of their own for it.
        "progressWords": progress_words(),
        # Each download's decoded size: the bar turns a gzipped body's decoded bytes into bytes on the wire.
        "sizes": {path.name: path.stat().st_size for path in (
            runtime_dir / "pyodide.asm.wasm", stdlib, runtime_dir / "pyodide-lock.json", wheel, snapshot)},
    }
    (runtime_dir / "manifest.json").write_text(json.dumps(manifest, indent=2) + "\n", encoding="utf-8")
    return manifest


def progress_words() -> dict[str, dict[str, Any]]:
    from sitegen import languages
    from tools.build import ui_strings

    words = {lang: ui_strings(lang) for lang in languages.codes()}
    return {lang: {"label": ui["engine_download"], "bytes": ui["engine_download_bytes"]} for lang, ui in words.items()}


def check_pyodide_installed() -> str:
    missing = [name for name in PYODIDE_CORE_FILES if not (PYODIDE_DIR / name).is_file()]
    if missing:
        raise PluginError(
            f"The Pyodide runtime is missing ({', '.join(missing)} not in {PYODIDE_DIR.relative_to(ROOT)}): "
            "run make setup (it installs the npm packages)."
        )
    return json.loads((PYODIDE_DIR / "package.json").read_text(encoding="utf-8"))["version"]


# -- the pitch_core wheel ---------------------------------------------------------------------


def build_wheel() -> Path:
    """The pitch_core wheel for the current sources: from the cache, or freshly built."""
    check_catalogs_compiled()
    with tempfile.TemporaryDirectory(prefix="pitch-core-wheel-") as scratch:
        # Work from a snapshot: the engine's files change under our feet while people edit them,
        # and an in-tree build would leave build/ and *.egg-info in everyone's working tree.
        source = snapshot_sources(Path(scratch) / "src")
        cached = WHEEL_CACHE / tree_hash(source)[:16]
        if not find_wheel(cached):
            log.info("Building the pitch_core wheel for the browser runtime")
            wheel = run_pep517_build(source, Path(scratch) / "out")
            check_wheel_contents(wheel, source)
            store_in_cache(wheel.parent, cached)
            prune_cache(keep=WHEELS_KEPT)
    built = find_wheel(cached)
    if built is None:
        raise RuntimeError(f"no pitch_core wheel in {cached} after the build")
    return built


def snapshot_sources(target: Path) -> Path:
    shutil.copytree(ENGINE_DIR, target / ENGINE_DIR.name, ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    for name in PROJECT_FILES:
        shutil.copy2(ROOT / name, target / name)
    return target


def tree_hash(folder: Path) -> str:
    digest = hashlib.sha256()
    for path in sorted(p for p in folder.rglob("*") if p.is_file()):
        digest.update(path.relative_to(folder).as_posix().encode() + b"\0")
        digest.update(path.read_bytes() + b"\0")
    return digest.hexdigest()


def find_wheel(folder: Path) -> Path | None:
    return next(folder.glob("pitch_core-*.whl"), None)


def run_pep517_build(source: Path, out: Path) -> Path:
    # pip runs the PEP 517 backend named in pyproject.toml in an isolated build environment.
    command = [sys.executable, "-m", "pip", "wheel", "--no-deps", "--disable-pip-version-check", "--quiet",
               "--wheel-dir", str(out), str(source)]
    done = subprocess.run(command, capture_output=True, text=True)
    wheel = find_wheel(out)
    if done.returncode != 0 or wheel is None:
        raise PluginError(f"Building the pitch_core wheel failed:\n{done.stdout}{done.stderr}")
    return wheel


def check_catalogs_compiled() -> None:
    """Every translation must be in the wheel as a compiled ``.mo`` (``make catalogs``)."""
    missing, stale = [], []
    for po in sorted(CATALOG_SOURCES.glob("*/LC_MESSAGES/*.po")):
        mo = ENGINE_DIR / "locale" / po.relative_to(CATALOG_SOURCES).with_suffix(".mo")
        if not mo.is_file():
            missing.append(mo)
        elif mo.stat().st_mtime < po.stat().st_mtime:
            stale.append(mo)
    if missing:
        names = ", ".join(str(p.relative_to(ROOT)) for p in missing)
        raise PluginError(f"Compiled catalogs are missing ({names}): run make catalogs.")
    for mo in stale:
        log.warning("%s is older than its .po file: run make catalogs", mo.relative_to(ROOT))


def check_wheel_contents(wheel: Path, source: Path) -> None:
    with zipfile.ZipFile(wheel) as archive:
        packed = set(archive.namelist())
    expected = {
        path.relative_to(source).as_posix()
        for path in (source / ENGINE_DIR.name).rglob("*")
        if path.suffix in (".py", ".mo")
    }
    left_out = sorted(expected - packed)
    if left_out:
        raise PluginError(f"The pitch_core wheel lacks {', '.join(left_out)}: check the package data in pyproject.toml.")


def store_in_cache(built_dir: Path, cached: Path) -> None:
    cached.parent.mkdir(parents=True, exist_ok=True)
    try:
        os.replace(built_dir, cached)  # atomic: a concurrent build sees all of it or none
    except OSError:
        if find_wheel(cached) is None:  # not a lost race with an identical build
            raise


def prune_cache(keep: int) -> None:
    prune_folder(WHEEL_CACHE, keep)


def prune_folder(cache: Path, keep: int) -> None:
    # Sources change often while the engine is written; keep the cache from growing without end.
    entries = sorted(cache.iterdir(), key=lambda p: p.stat().st_mtime, reverse=True)
    for stale in entries[keep:]:
        shutil.rmtree(stale, ignore_errors=True)


def ensure_dir(folder: Path) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    return folder


# -- the interpreter snapshot ------------------------------------------------------------------


def build_snapshot(wheel: Path, bridge: Path, stdlib: Path) -> tuple[Path, str]:
    """(the sparse heap snapshot for this wheel, bridge, standard library and Pyodide, the
    site-packages it used). It is made with the very zip the runtime ships: Python's zip importer
    keeps the zip's table of contents in the heap."""
    key = hashlib.sha256()
    for part in (wheel, bridge, stdlib, SNAPSHOT_MAKER, PYODIDE_DIR / "pyodide.asm.wasm", PYODIDE_DIR / "package.json"):
        key.update(file_hash(part).encode())
    cached = SNAPSHOT_CACHE / key.hexdigest()[:16]
    if not all((cached / name).is_file() for name in ("summary.json", SNAPSHOT_NAME)):
        log.info("Making the engine snapshot for the browser runtime (Pyodide under Node)")
        with tempfile.TemporaryDirectory(prefix="engine-snapshot-", dir=ensure_dir(SNAPSHOT_CACHE)) as scratch:
            made = Path(scratch) / "made"
            made.mkdir()
            summary = run_snapshot_maker(wheel, bridge, stdlib, made / SNAPSHOT_NAME)
            (made / "summary.json").write_text(json.dumps(summary) + "\n", encoding="utf-8")
            shutil.rmtree(cached, ignore_errors=True)  # a stale entry of another layout
            try:
                os.replace(made, cached)  # atomic: a concurrent build sees all of it or none
            except OSError:
                if not (cached / SNAPSHOT_NAME).is_file():  # not a lost race with an identical build
                    raise
        prune_folder(SNAPSHOT_CACHE, keep=WHEELS_KEPT)
    summary = json.loads((cached / "summary.json").read_text(encoding="utf-8"))
    return cached / SNAPSHOT_NAME, summary["sitePackages"]


def run_snapshot_maker(wheel: Path, bridge: Path, stdlib: Path, out: Path) -> dict[str, Any]:
    node = shutil.which("node")
    if node is None:
        raise PluginError("Node is missing: the engine snapshot is made with Pyodide under Node (make setup needs it too).")
    command = [node, str(SNAPSHOT_MAKER), "--wheel", str(wheel), "--bridge", str(bridge), "--stdlib", str(stdlib),
               "--out", str(out)]
    done = subprocess.run(command, capture_output=True, text=True, cwd=ROOT)
    if done.returncode != 0 or not out.is_file():
        raise PluginError(f"Making the engine snapshot failed:\n{done.stdout}{done.stderr}")
    return json.loads(done.stdout.strip().splitlines()[-1])


# -- small helpers ----------------------------------------------------------------------------


def copy_if_changed(source: Path, target: Path) -> None:
    # `mkdocs serve` rebuilds on every edit; skipping identical files saves copying ~13 MB each time.
    if target.is_file():
        old, new = target.stat(), source.stat()
        if old.st_size == new.st_size and old.st_mtime_ns == new.st_mtime_ns:
            return
    shutil.copy2(source, target)


def file_hash(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def main(argv: Iterable[str]) -> int:
    command, *rest = list(argv) or ["help"]
    try:
        if command == "wheel" and not rest:
            print(build_wheel())
            return 0
        if command == "runtime" and len(rest) == 1:
            print(json.dumps(write_runtime(Path(rest[0])), indent=2))
            return 0
    except PluginError as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    print("usage: python web/runtime_hook.py wheel | runtime DIR", file=sys.stderr)
    return 2


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO, format="%(message)s")
    sys.exit(main(sys.argv[1:]))
