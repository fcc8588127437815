"""A ``sitemap.xml`` in each language's folder, listing that language's pages.

Material asks for ``<lang>/sitemap.xml`` for the languages it switches between; MkDocs writes a
single sitemap at the root (the i18n plugin's, with every language and its hreflang alternates).
The root keeps it; each language folder gets the entries under that folder.
"""

from __future__ import annotations

import gzip
import re
from pathlib import Path
from urllib.parse import urlsplit

_URL = re.compile(r"[ \t]*<url>.*?</url>\n?", re.DOTALL)
_LOC = re.compile(r"<loc>(.*?)</loc>")


def _path_of(entry: str) -> str:
    found = _LOC.search(entry)
    return urlsplit(found.group(1)).path.lstrip("/") if found else ""


def write_language_sitemaps(site_dir: str, prefixes: list[str]) -> None:
    root = Path(site_dir) / "sitemap.xml"
    if not root.exists():
        return
    xml = root.read_text(encoding="utf-8")
    entries = _URL.findall(xml)
    head, tail = xml[:xml.find("<url>")].rstrip(" \t"), xml[xml.rfind("</url>") + len("</url>"):]
    for prefix in prefixes:
        mine = [entry for entry in entries if _path_of(entry).startswith(prefix)]
        text = head + "".join(mine) + tail if entries else xml
        target = Path(site_dir) / prefix / "sitemap.xml"
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text, encoding="utf-8")
        target.with_suffix(".xml.gz").write_bytes(gzip.compress(text.encode("utf-8"), mtime=0))
