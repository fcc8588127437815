"""Internal links and their anchors resolve, in every language."""

from __future__ import annotations

from pathlib import Path
from urllib.parse import unquote, urlsplit

from site_helpers import BuiltSite
from html_scan import parse


def _target(site_root: Path, page: Path, href: str) -> Path:
    path = unquote(urlsplit(href).path)
    base = site_root if path.startswith("/") else page.parent
    target = (base / path.lstrip("/")).resolve() if path else page
    return target / "index.html" if target.is_dir() else target


def test_internal_links_and_anchors_resolve(site: BuiltSite) -> None:
    broken = []
    for page_path in site.html_files():
        if "runtime" in page_path.relative_to(site.root).parts:
            continue
        page = parse(page_path)
        for tag in page.tags:
            href = tag.attrs.get("href") if tag.name == "a" else None
            if not href or urlsplit(href).scheme or href.startswith(("//", "mailto:", "javascript:")):
                continue
            target = _target(site.root, page_path, href)
            where = page_path.relative_to(site.root)
            if not target.exists():
                broken.append(f"{where}: {href} -> no such file")
                continue
            fragment = unquote(urlsplit(href).fragment)
            if "=" in fragment:  # the page's own parameters (practice's #rule=ID), not an anchor
                continue
            if fragment and target.suffix == ".html" and fragment not in parse(target).ids:
                broken.append(f"{where}: {href} -> no #{fragment} in {target.relative_to(site.root)}")
    assert not broken, f"{len(broken)} broken links:\n" + "\n".join(broken[:40])
