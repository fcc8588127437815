"""web/engine_stdlib.py: the standard library the runtime ships, cut to what the engine imports.

The build itself proves the cut zip starts Pyodide and imports the engine (the snapshot is made
from it under Node); tests/browser/test_boot.py starts the engine from it both ways. Here: what
CPython loads for the engine is in it, what nothing imports is not, and the same sources make the
same bytes.
"""

from __future__ import annotations

import json
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

pytest.importorskip("mkdocs", reason="the site build runs on CPython, not inside Pyodide")
ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
from web import engine_stdlib  # noqa: E402

if not engine_stdlib.FULL_STDLIB.is_file():
    pytest.skip("Pyodide's npm package is not installed (make setup)", allow_module_level=True)

# Every module of the engine and the bridge imported, then what that loaded, in a fresh CPython.
LOADED_BY_THE_ENGINE = """
import importlib, json, pkgutil, sys
sys.path.insert(0, "web/runtime")
import pitch_core, pitch_bridge
for module in pkgutil.walk_packages(pitch_core.__path__, "pitch_core."):
    if not module.name.endswith("__main__"):  # it runs the command line
        importlib.import_module(module.name)
print(json.dumps(sorted(sys.modules)))
"""


@pytest.fixture(scope="module")
def cut(tmp_path_factory: pytest.TempPathFactory) -> tuple[set[str], dict[str, int]]:
    target = tmp_path_factory.mktemp("stdlib") / "python_stdlib.zip"
    sizes = engine_stdlib.write_engine_stdlib(target)
    with zipfile.ZipFile(target) as archive:
        return set(engine_stdlib.module_files(archive)), sizes


def test_it_holds_every_standard_module_the_engine_loads(cut: tuple[set[str], dict[str, int]]) -> None:
    kept, _ = cut
    done = subprocess.run([sys.executable, "-c", LOADED_BY_THE_ENGINE], capture_output=True, text=True, cwd=ROOT,
                          check=True)
    with zipfile.ZipFile(engine_stdlib.FULL_STDLIB) as archive:
        in_pyodide = set(engine_stdlib.module_files(archive))
    loaded = set(json.loads(done.stdout)) & in_pyodide
    assert len(loaded) > 50
    assert sorted(loaded - kept) == []


def test_it_leaves_out_what_nothing_imports(cut: tuple[set[str], dict[str, int]]) -> None:
    kept, sizes = cut
    assert {"xml.dom.minidom", "sqlite3", "tomllib", "wsgiref", "zoneinfo"}.isdisjoint(kept)
    assert {"encodings.utf_8", "encodings.cp437", "pyodide.ffi", "_pyodide.docstring"} <= kept
    assert sizes["bytes"] < 0.75 * sizes["fullBytes"]


def test_the_same_sources_make_the_same_bytes(tmp_path: Path) -> None:
    first, second = tmp_path / "a.zip", tmp_path / "b.zip"
    engine_stdlib.write_engine_stdlib(first)
    engine_stdlib.write_engine_stdlib(second)
    assert first.read_bytes() == second.read_bytes()


def test_relative_imports_are_resolved_against_the_package() -> None:
    assert engine_stdlib.imported_names("from . import events\nfrom ..x import y", "asyncio.tasks", False) >= {
        "asyncio", "asyncio.events", "x", "x.y"}
    assert engine_stdlib.imported_by_lines("from .base import (a,\n  b)\nimport os, re as r\n", "pkg") >= {
        "pkg.base", "pkg.base.a", "os", "re"}
