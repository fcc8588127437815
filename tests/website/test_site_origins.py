"""Nothing in the built site makes the browser contact another origin.

A *request* is what counts: a script, stylesheet, image, frame, font, worker, fetch or import.
Same-origin addresses (relative or root-relative) and ``data:`` URIs are fine. A plain
``<a href>`` to another site is not a request (the reader chooses to follow it), and is allowed
on the sources page, whose job is to cite the sources; anywhere else it fails, so the site stays
self-contained.
"""

from __future__ import annotations

import re
from pathlib import Path

from site_helpers import BuiltSite
from html_scan import parse

# Attributes that make the browser fetch something, by tag (a[href] is handled separately).
REQUESTING = {"src", "srcset", "poster", "data", "action", "formaction", "background", "manifest"}
LINK_RELS_NOT_FETCHED = {"canonical", "alternate", "author", "license", "help", "next", "prev",
                         "search", "bookmark"}
CSS_URL = re.compile(r"""url\(\s*['"]?([^'")\s]+)|@import\s+['"]([^'"]+)""")
# JavaScript that fetches by a literal address.
JS_REQUEST = re.compile(
    r"""(?:\bfetch|\bimportScripts|\bimport|\bWorker|\bSharedWorker|\bEventSource|\bWebSocket|"""
    r"""\bsendBeacon|\.open)\s*\(\s*(?:["'`][A-Z]+["'`]\s*,\s*)?["'`]((?:[a-z]+:)?//[^"'`]+)"""
    r"""|\bfrom\s*["']((?:[a-z]+:)?//[^"']+)|\.src\s*=\s*["'`]((?:[a-z]+:)?//[^"'`]+)""")


def is_foreign(address: str) -> bool:
    address = address.strip()
    return bool(re.match(r"^([a-z][a-z0-9+.-]*:)?//", address, re.IGNORECASE)) and not address.startswith("data:")


def _is_sources_page(site: BuiltSite, path: Path) -> bool:
    return "sources" in path.relative_to(site.root).parts


def test_html_requests_nothing_from_another_origin(site: BuiltSite) -> None:
    found = []
    for path in site.html_files():
        page = parse(path)
        where = path.relative_to(site.root)
        for tag in page.tags:
            for name, value in tag.attrs.items():
                addresses = [part.split()[0] for part in value.split(",") if part.strip()] \
                    if name == "srcset" else [value]
                if name in REQUESTING and any(is_foreign(a) for a in addresses):
                    found.append(f"{where}: <{tag.name} {name}={value}>")
            href = tag.attrs.get("href", "")
            if tag.name == "link" and is_foreign(href) \
                    and not set(tag.attrs.get("rel", "").split()) <= LINK_RELS_NOT_FETCHED:
                found.append(f"{where}: <link rel={tag.attrs.get('rel')} href={href}>")
            if tag.name == "a" and is_foreign(href) and not _is_sources_page(site, path):
                found.append(f"{where}: <a href={href}> (outside links belong on the sources page)")
        for style in page.styles:
            for match in CSS_URL.finditer(style):
                if is_foreign(match.group(1) or match.group(2)):
                    found.append(f"{where}: style {match.group(0)}")
    assert not found, f"{len(found)} references to another origin:\n" + "\n".join(found[:40])


def test_css_and_javascript_request_nothing_from_another_origin(site: BuiltSite) -> None:
    found = []
    for path in sorted(site.root.rglob("*")):
        where = path.relative_to(site.root)
        if path.suffix == ".css":
            for match in CSS_URL.finditer(path.read_text(encoding="utf-8", errors="replace")):
                if is_foreign(match.group(1) or match.group(2)):
                    found.append(f"{where}: {match.group(0)}")
        elif path.suffix in (".js", ".mjs"):
            for match in JS_REQUEST.finditer(path.read_text(encoding="utf-8", errors="replace")):
                found.append(f"{where}: {match.group(0)[:120]}")
    assert not found, f"{len(found)} requests to another origin:\n" + "\n".join(found[:40])
