"""MkDocs hooks: ship the browser tools (play, hand viewer, score keeper, meld calculator).

* A page that holds ``<div class="lp-tool" data-tool="NAME">`` gets its language on that element
  and the tool's ``<script type="module">`` (``tools/web/NAME.js``) and stylesheet; no other page
  loads any of it, so the rules pages stay free of tool (and Pyodide) bytes.
* Each language's build writes ``<site>/tools-data/<lang>.json`` (``tools.build``) and copies
  ``tools/web/*.js|css`` to ``<site>/assets/tools/``.
"""

from __future__ import annotations

import json
import re
import shutil
import sys
from pathlib import Path
from typing import Any

from mkdocs.exceptions import PluginError

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # MkDocs loads hooks by path; make `tools`, `tutorial`, `sitegen` importable

from tools.build import build_language  # noqa: E402

WEB = ROOT / "tools" / "web"
MARKER = re.compile(r'<div class="lp-tool" data-tool="([a-z-]+)"')


def on_post_page(output: str, page: Any, config: Any, **_: Any) -> str:
    found = MARKER.search(output)
    if not found:
        return output
    tool = found.group(1)
    if not (WEB / f"{tool}.js").is_file():
        raise PluginError(f"docs/{page.file.src_uri}: no tool named {tool!r} in tools/web/")
    lang = config.theme["language"]
    assets = "../" * page.url.count("/") + "assets/tools/"
    output = output[:found.start()] + f'<div class="lp-tool" data-tool="{tool}" data-lang="{lang}"' + output[found.end():]
    tags = (f'<link rel="stylesheet" href="{assets}tools.css">'
            f'<script type="module" src="{assets}{tool}.js"></script>')
    return output.replace("</head>", tags + "</head>", 1)


def on_post_build(config: Any, **_: Any) -> None:
    site = Path(config["site_dir"])
    target = site / "assets" / "tools"
    target.mkdir(parents=True, exist_ok=True)
    for source in sorted(WEB.glob("*")):
        if source.suffix in (".js", ".css"):
            shutil.copy2(source, target / source.name)
    # The i18n plugin runs this once per language, all into the same site folder.
    lang = config.theme["language"]
    data_dir = site / "tools-data"
    data_dir.mkdir(exist_ok=True)
    data = build_language(lang)
    (data_dir / f"{lang}.json").write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
