"""MkDocs hook: ship the browser front end (``web/``) and give each marked page its assets.

* A page that holds ``<div class="lp-tool" data-tool="NAME">`` (a tool for the table) or
  ``<div class="lp-tutorial">`` (the lessons) gets its language on that element, the styles of
  the shared modules it uses (``web/common/table.css`` with ``table.js``), its part's
  stylesheet, a ``modulepreload`` for every module its script imports, and the script itself as
  an ``async`` module right after the marked element; no other page loads any of it, so the
  rules pages stay free of front-end (and Pyodide) bytes. Why async, and there: a module that
  waits for the parser starts only after Material's classic scripts at the end of the body;
  this one starts as soon as its modules are in, and the element it fills is already parsed
  because the tag comes after it.
* After each language's build, ``web/{common,tools,tutorial}/`` is copied to
  ``<site>/assets/web/`` (the modules import each other relatively, so the site keeps the
  source layout), and the language's data is written: ``<site>/tools-data/<lang>.json``
  (``tools.build``) and ``<site>/tutorial-data/<lang>.json`` (``tutorial.build``).
"""

from __future__ import annotations

import json
import re
import shutil
import sys
from pathlib import Path
from typing import Any, Callable, NamedTuple

from mkdocs.exceptions import PluginError

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # MkDocs loads hooks by path; make `tools`, `tutorial`, `sitegen` importable

from tools.build import build_language as build_tools_data  # noqa: E402
from tutorial.build import build_language as build_tutorial_data  # noqa: E402

WEB = ROOT / "web"
SHIPPED_PARTS = ("common", "tools", "tutorial", "practice")
SHIPPED_SUFFIXES = (".js", ".css", ".svg")


class Marker(NamedTuple):
    """A page element that asks for a part of the front end (a NamedTuple: MkDocs loads this
    file by path, outside ``sys.modules``, where a dataclass cannot be made)."""

    pattern: re.Pattern[str]
    part: str
    data_folder: str
    preload_data: bool  # the lessons show their first step from the data at once: fetch it early

    def script(self, found: re.Match[str]) -> str:
        return found.group(1) if found.groups() else self.part


MARKERS = (
    Marker(re.compile(r'<div class="lp-tool" data-tool="([a-z-]+)"'), "tools", "tools-data", False),
    Marker(re.compile(r'<div class="lp-tutorial"'), "tutorial", "tutorial-data", True),
    # A practice page (web/practice/) reads the tools' data: their words, card names and rule links
    Marker(re.compile(r'<div class="lp-practice" data-game="[a-z-]+"'), "practice", "tools-data", False),
)
DATA_BUILDERS: dict[str, Callable[[str], Any]] = {"tools-data": build_tools_data, "tutorial-data": build_tutorial_data}


def on_post_page(output: str, page: Any, config: Any, **_: Any) -> str:
    for marker in MARKERS:
        found = marker.pattern.search(output)
        if found:
            return inject(output, found, marker, page, config.theme["language"])
    return output


def inject(output: str, found: re.Match[str], marker: Marker, page: Any, lang: str) -> str:
    script = WEB / marker.part / f"{marker.script(found)}.js"
    if not script.is_file():
        raise PluginError(f"docs/{page.file.src_uri}: no script {script.name!r} in web/{marker.part}/")
    to_root = "../" * page.url.count("/")
    shipped = lambda path: f"{to_root}assets/web/{path.relative_to(WEB).as_posix()}"
    end = element_end(output, found.start())
    if end is None:
        raise PluginError(f"docs/{page.file.src_uri}: the element {found.group(0)!r} is never closed")
    tag = f'<script type="module" async src="{shipped(script)}"></script>'
    output = (output[:found.start()] + f'{found.group(0)} data-lang="{lang}"' + output[found.end():end]
              + tag + output[end:])
    modules = [script, *static_imports(script)]
    # A shared module's style travels with it (table.js, table.css): the styles of the modules this
    # page uses, then the part's own, which may refine them.
    styles = [css for module in modules if (css := module.with_suffix(".css")).is_file() and css.parent.name == "common"]
    styles.append(WEB / marker.part / f"{marker.part}.css")
    tags = [f'<link rel="stylesheet" href="{shipped(css)}">' for css in styles]
    # The script and every module it imports, fetched at once from the head rather than when the
    # parser reaches the tag and then one import level at a time.
    tags += [f'<link rel="modulepreload" href="{shipped(module)}">' for module in modules]
    if marker.preload_data:
        tags.append(f'<link rel="preload" href="{to_root}{marker.data_folder}/{lang}.json" as="fetch" crossorigin="anonymous">')
    return output.replace("</head>", "".join(tags) + "</head>", 1)


DIV_TAG = re.compile(r"<(/?)div\b")


def element_end(output: str, start: int) -> int | None:
    """Where the ``<div>`` opening at ``start`` closes (the index after its ``</div>``)."""
    depth = 0
    for tag in DIV_TAG.finditer(output, start):
        depth += -1 if tag.group(1) else 1
        if depth == 0:
            return output.index(">", tag.end()) + 1
    return None


# ``import … from "./x.js"`` and ``import "./x.js"``: the static imports (``import()`` is left to
# run time: the engine and the share dialog load when needed).
STATIC_IMPORT = re.compile(r'^(?:import|export)\b[^;"]*?(?:\bfrom\s*)?"(\.{1,2}/[^"]+\.js)"', re.M)


def static_imports(script: Path) -> list[Path]:
    """Every module ``script`` imports, directly or not, in a stable order."""
    found: dict[Path, None] = {}
    pending = [script]
    while pending:
        module = pending.pop()
        for relative in STATIC_IMPORT.findall(module.read_text(encoding="utf-8")):
            imported = (module.parent / relative).resolve()
            if imported not in found:
                found[imported] = None
                pending.append(imported)
    return sorted(found)


def on_post_build(config: Any, **_: Any) -> None:
    site = Path(config["site_dir"])
    for part in SHIPPED_PARTS:
        copy_part(WEB / part, site / "assets" / "web" / part)
    # The i18n plugin runs this once per language, all into the same site folder.
    lang = config.theme["language"]
    for folder, build in DATA_BUILDERS.items():
        data_dir = site / folder
        data_dir.mkdir(exist_ok=True)
        (data_dir / f"{lang}.json").write_text(json.dumps(build(lang), ensure_ascii=False), encoding="utf-8")


def copy_part(source: Path, target: Path) -> None:
    target.mkdir(parents=True, exist_ok=True)
    for path in sorted(source.rglob("*")):
        if path.is_file() and path.suffix in SHIPPED_SUFFIXES:
            destination = target / path.relative_to(source)
            destination.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(path, destination)
