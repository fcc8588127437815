"""The standard library the engine ships: Pyodide's ``python_stdlib.zip`` cut to what can be imported.

Pyodide's zip holds all of CPython's standard library as sources (614 files, 2.5 MB): email,
xml, unittest, multiprocessing, the REPL, pydoc... The engine in the browser never imports most of
it. ``loadPyodide({stdLibURL})`` takes any zip in its place (Pyodide writes it to
``/lib/python3XY.zip`` and Python's zip importer reads it), so the runtime ships a smaller one:

* Pyodide's own packages whole (``_pyodide``, ``pyodide``: its C core imports their modules by name);
* every module reachable by an ``import`` statement anywhere (top level or inside a function, in
  a ``try`` or not) from those, from Python's start-up (``site``, ``encodings``, the sysconfig
  data), from every module of ``pitch_core`` and from the worker's bridge, followed through the
  zip's own sources: a closure over the text, so an import that only runs on a rare path is kept;
* the codecs a string may name at run time (``codecs.lookup`` imports ``encodings.<name>`` by name,
  which no import statement shows): UTF-8/16/32, ASCII, Latin-1 and cp437 (``zipfile`` decodes a
  wheel's member names with it).

The snapshot is made with this very zip (``make_snapshot.mjs --stdlib``; Python's zip importer keeps
the zip's table of contents in the heap, so a snapshot must be restored with the zip it was made
with), and making it imports the engine from it: a module missing here fails the build, not a reader.

    python web/engine_stdlib.py   # what it keeps and leaves out, in bytes
"""

from __future__ import annotations

import ast
import io
import re
import sys
import zipfile
from pathlib import Path
from typing import Iterable

ROOT = Path(__file__).resolve().parent.parent
FULL_STDLIB = ROOT / "node_modules" / "pyodide" / "python_stdlib.zip"
ENGINE_SOURCES = (ROOT / "pitch_core", ROOT / "web" / "runtime" / "pitch_bridge.py")
# What Python's and Pyodide's start imports before any of our code (sysconfig's data by its name).
START_UP = ("site", "sitecustomize", "encodings", "_sysconfigdata__emscripten_wasm32-emscripten")
# Pyodide's own packages, kept whole: its C core imports their modules by name.
WHOLE_PACKAGES = ("_pyodide", "pyodide")
CODECS_BY_NAME = ("utf_8", "utf_8_sig", "utf_16", "utf_16_le", "utf_16_be", "utf_32", "utf_32_le", "utf_32_be",
                  "ascii", "latin_1", "cp437", "charmap", "raw_unicode_escape", "unicode_escape")
ZIP_DATE = (2000, 1, 1, 0, 0, 0)  # a fixed date: the same sources make the same bytes
# Lines that an older parser than the zip's Python cannot read still show their imports.
_IMPORT_LINE = re.compile(r"^[ \t]*(?:from[ \t]+(\.*[\w.]*)[ \t]+import[ \t]+(\([^)]*\)|[\w \t,.*]+)|import[ \t]+([\w \t,.]+))",
                          re.MULTILINE)


def module_files(archive: zipfile.ZipFile) -> dict[str, str]:
    """Module name -> its file in the zip (a package by its ``__init__.py``)."""
    modules = {}
    for name in archive.namelist():
        if name.endswith(".py"):
            dotted = name[: -len(".py")].replace("/", ".")
            modules[dotted.removesuffix(".__init__")] = name
    return modules


def imported_names(source: str, module: str, is_package: bool) -> set[str]:
    """Every module name an import statement in ``source`` may load, relative imports resolved."""
    package = module if is_package else module.rpartition(".")[0]
    found: set[str] = set()
    try:
        tree = ast.parse(source)
    except SyntaxError:  # newer syntax than this Python reads: fall back to the import lines
        return imported_by_lines(source, package)
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = resolve(node.module or "", node.level, package)
            found.add(base)
            found.update(f"{base}.{alias.name}" for alias in node.names)  # `from pkg import submodule`
    return found


def imported_by_lines(source: str, package: str) -> set[str]:
    found: set[str] = set()
    for relative_from, names, plain in _IMPORT_LINE.findall(source):
        if plain:
            found.update(part.split(" as ")[0].strip() for part in plain.split(","))
            continue
        level = len(relative_from) - len(relative_from.lstrip("."))
        base = resolve(relative_from.lstrip("."), level, package)
        found.add(base)
        found.update(f"{base}.{part.split(' as ')[0].strip()}" for part in names.strip("()").split(",") if part.strip())
    return found


def resolve(name: str, level: int, package: str) -> str:
    if not level:
        return name
    parts = package.split(".") if package else []
    base = parts[: len(parts) - (level - 1)] if level > 1 else parts
    return ".".join([*base, name] if name else base)


def engine_imports() -> set[str]:
    found: set[str] = set()
    for source in ENGINE_SOURCES:
        for path in ([source] if source.is_file() else sorted(source.rglob("*.py"))):
            found |= imported_names(path.read_text(encoding="utf-8"), "", is_package=False)
    return found


def needed_modules(archive: zipfile.ZipFile, roots: Iterable[str]) -> set[str]:
    """The modules of the zip that ``roots`` may import, directly or through each other."""
    files = module_files(archive)
    needed: set[str] = set()
    waiting = [*roots, *(f"encodings.{codec}" for codec in CODECS_BY_NAME),
               *(name for name in files if name.split(".")[0] in WHOLE_PACKAGES)]
    while waiting:
        name = waiting.pop()
        # `import a.b.c` runs a/__init__.py and a/b/__init__.py too
        for prefix in (".".join(name.split(".")[: i + 1]) for i in range(name.count(".") + 1)):
            if prefix in files and prefix not in needed:
                needed.add(prefix)
                source = archive.read(files[prefix]).decode("utf-8")
                waiting += imported_names(source, prefix, files[prefix].endswith("__init__.py"))
    return needed


def write_engine_stdlib(target: Path, full: Path = FULL_STDLIB) -> dict[str, int]:
    """Write the cut zip to ``target``; returns the sizes of both and the module counts."""
    with zipfile.ZipFile(full) as archive:
        files = module_files(archive)
        keep = sorted(files[name] for name in needed_modules(archive, [*START_UP, *engine_imports()]))
        buffer = io.BytesIO()
        with zipfile.ZipFile(buffer, "w") as out:
            for name in keep:
                entry = zipfile.ZipInfo(name, ZIP_DATE)
                entry.compress_type = zipfile.ZIP_DEFLATED
                out.writestr(entry, archive.read(name), compresslevel=9)
        data = buffer.getvalue()
        if not target.is_file() or target.read_bytes() != data:  # unchanged bytes keep their date
            target.write_bytes(data)
        return {"fullBytes": full.stat().st_size, "bytes": len(data), "fullModules": len(files), "modules": len(keep)}


if __name__ == "__main__":
    import tempfile

    with tempfile.TemporaryDirectory() as scratch:
        sizes = write_engine_stdlib(Path(scratch) / "engine_stdlib.zip")
    print(f"{sizes['modules']} of {sizes['fullModules']} modules, {sizes['bytes']:,} of {sizes['fullBytes']:,} bytes",
          file=sys.stderr)
