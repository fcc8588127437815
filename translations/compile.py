"""Compile every ``translations/<lang>/LC_MESSAGES/<domain>.po`` into ``pitch_core/locale``.

The engine reads the compiled ``.mo`` files with the standard library's ``gettext`` (also in
Pyodide), so Babel is needed only here, at build time.
"""

from __future__ import annotations

from pathlib import Path

from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

ROOT = Path(__file__).resolve().parent
TARGET = ROOT.parent / "pitch_core" / "locale"


def compile_all(target: Path = TARGET) -> list[Path]:
    written = []
    for po_path in sorted(ROOT.glob("*/LC_MESSAGES/*.po")):
        with po_path.open("rb") as po_file:
            catalog = read_po(po_file)
        mo_path = target / po_path.relative_to(ROOT).with_suffix(".mo")
        mo_path.parent.mkdir(parents=True, exist_ok=True)
        with mo_path.open("wb") as mo_file:
            write_mo(mo_file, catalog, use_fuzzy=False)
        written.append(mo_path)
    return written


if __name__ == "__main__":
    for path in compile_all():
        print(f"compiled {path.relative_to(ROOT.parent)}")
