"""web/runtime_hook.py: what it writes into site/runtime/, and how it fails when setup is missing."""

from __future__ import annotations

import importlib.util
import json
import struct
import zipfile
from pathlib import Path

import pytest

pytest.importorskip("mkdocs", reason="the site build runs on CPython, not inside Pyodide")
from mkdocs.exceptions import PluginError

HOOKS_FILE = Path(__file__).resolve().parents[2] / "web" / "runtime_hook.py"


@pytest.fixture(scope="module")
def hooks():
    spec = importlib.util.spec_from_file_location("learn_pitch_hooks", HOOKS_FILE)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def runtime_dir(hooks, tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("site") / "runtime"
    hooks.write_runtime(folder)
    return folder


def test_runtime_folder_holds_pyodide_our_files_and_a_manifest(hooks, runtime_dir: Path) -> None:
    manifest = json.loads((runtime_dir / "manifest.json").read_text())

    for name in (*hooks.PYODIDE_CORE_FILES, *hooks.RUNTIME_FILES):
        assert (runtime_dir / name).is_file(), name
    for key in ("wheel", "bridge", "snapshot"):
        file_name, _, version = manifest[key].partition("?v=")
        assert (runtime_dir / file_name).is_file()
        assert len(version) == 16  # a content hash, so browsers never keep a stale engine
    assert manifest["pyodide"] == json.loads((hooks.PYODIDE_DIR / "package.json").read_text())["version"]


def test_the_runtime_ships_the_engines_cut_standard_library(hooks, runtime_dir: Path) -> None:
    shipped = (runtime_dir / hooks.STDLIB_NAME).stat().st_size
    assert shipped < (hooks.PYODIDE_DIR / hooks.STDLIB_NAME).stat().st_size * 0.75


def test_wheel_has_the_engine_and_every_compiled_catalog(hooks, runtime_dir: Path) -> None:
    wheel = runtime_dir / json.loads((runtime_dir / "manifest.json").read_text())["wheel"].partition("?")[0]
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())

    assert {"pitch_core/__init__.py", "pitch_core/webapi.py"} <= names
    for po in hooks.CATALOG_SOURCES.glob("*/LC_MESSAGES/*.po"):
        assert f"pitch_core/locale/{po.relative_to(hooks.CATALOG_SOURCES).with_suffix('.mo').as_posix()}" in names


def test_unchanged_sources_reuse_the_cached_wheel(hooks, runtime_dir: Path, monkeypatch) -> None:
    first = hooks.build_wheel()

    def no_build(*_args):
        raise AssertionError("the wheel was built again from unchanged sources")

    monkeypatch.setattr(hooks, "run_pep517_build", no_build)
    assert hooks.build_wheel() == first


def test_missing_pyodide_says_run_make_setup(hooks, monkeypatch, tmp_path: Path) -> None:
    monkeypatch.setattr(hooks, "PYODIDE_DIR", hooks.ROOT / "node_modules" / "no-such-package")

    with pytest.raises(PluginError, match="run make setup"):
        hooks.write_runtime(tmp_path / "runtime")


def test_uncompiled_catalog_says_run_make_catalogs(hooks, monkeypatch, tmp_path: Path) -> None:
    po = tmp_path / "xx" / "LC_MESSAGES" / "pitch_core.po"
    po.parent.mkdir(parents=True)
    po.write_text('msgid ""\nmsgstr ""\n')
    monkeypatch.setattr(hooks, "CATALOG_SOURCES", tmp_path)

    with pytest.raises(PluginError, match="run make catalogs"):
        hooks.build_wheel()


def test_snapshot_is_a_sparse_heap_of_pyodide(hooks, runtime_dir: Path) -> None:
    manifest = json.loads((runtime_dir / "manifest.json").read_text())
    sparse = (runtime_dir / manifest["snapshot"].partition("?")[0]).read_bytes()

    magic, full_length, page_size, page_count = struct.unpack_from("<4I", sparse)
    assert magic == 0x4E53504C  # "LPSN": make_snapshot.mjs's sparse format
    first_page = struct.unpack_from("<I", sparse, 16)[0]
    heap_start = 16 + 4 * page_count
    assert first_page == 0 and struct.unpack_from("<I", sparse, heap_start)[0] == 0x706E7300  # Pyodide's header
    assert len(sparse) - heap_start <= page_count * page_size < full_length  # the zero pages are left out
    assert manifest["sitePackages"].endswith("/site-packages")


def test_unchanged_engine_reuses_the_cached_snapshot(hooks, runtime_dir: Path, monkeypatch) -> None:
    wheel = hooks.build_wheel()
    stdlib = runtime_dir / hooks.STDLIB_NAME
    first = hooks.build_snapshot(wheel, hooks.RUNTIME_SOURCES / "pitch_bridge.py", stdlib)

    def never_again(*_: object) -> None:
        raise AssertionError("the snapshot was made again for unchanged sources")

    monkeypatch.setattr(hooks, "run_snapshot_maker", never_again)
    assert hooks.build_snapshot(wheel, hooks.RUNTIME_SOURCES / "pitch_bridge.py", stdlib) == first


def test_missing_node_says_so(hooks, monkeypatch, tmp_path: Path) -> None:
    monkeypatch.setattr(hooks.shutil, "which", lambda name: None)

    with pytest.raises(PluginError, match="Node is missing"):
        hooks.run_snapshot_maker(tmp_path / "w.whl", tmp_path / "b.py", tmp_path / "s.zip", tmp_path / "out")
