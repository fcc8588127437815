"""MkDocs hooks: ship the lessons with the site.

* Each language's build writes ``<site>/tutorial-data/<lang>.json``: the lessons as the
  engine prepared them (``tutorial.build``), so the widget shows the first step at once.
* The widget's script and style go to ``<site>/assets/tutorial/``.
* A page that holds ``<div class="lp-tutorial">`` gets its language on that element and the
  widget's ``<script type="module">`` and stylesheet; no other page loads any of it, so the rules
  pages stay free of tutorial (and Pyodide) bytes.
"""

from __future__ import annotations

import json
import re
import shutil
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # MkDocs loads hooks by path; make `tutorial` and `sitegen` importable

from tutorial.build import build_language  # noqa: E402

WIDGET = ROOT / "tutorial" / "widget"
WIDGET_FILES = ("tutorial.js", "tutorial.css")
MARKER = re.compile(r'<div class="lp-tutorial"')


def on_post_page(output: str, page: Any, config: Any, **_: Any) -> str:
    if not MARKER.search(output):
        return output
    lang = config.theme["language"]
    to_root = "../" * page.url.count("/")
    assets = f"{to_root}assets/tutorial/"
    output = MARKER.sub(f'<div class="lp-tutorial" data-lang="{lang}"', output, count=1)
    # Preload the lessons with the script, so the first step shows as soon as the page is up.
    tags = (f'<link rel="stylesheet" href="{assets}tutorial.css">'
            f'<link rel="preload" href="{to_root}tutorial-data/{lang}.json" as="fetch" crossorigin="anonymous">'
            f'<script type="module" src="{assets}tutorial.js"></script>')
    return output.replace("</head>", tags + "</head>", 1)


def on_post_build(config: Any, **_: Any) -> None:
    site = Path(config["site_dir"])
    target = site / "assets" / "tutorial"
    target.mkdir(parents=True, exist_ok=True)
    for name in WIDGET_FILES:
        shutil.copy2(WIDGET / name, target / name)
    # The i18n plugin runs this once per language, all into the same site folder.
    lang = config.theme["language"]
    data_dir = site / "tutorial-data"
    data_dir.mkdir(exist_ok=True)
    data = build_language(lang)
    (data_dir / f"{lang}.json").write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
