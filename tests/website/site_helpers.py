"""What the site tests share: the built site and the list of pages."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from sitegen import languages

ROOT = Path(__file__).resolve().parents[2]


def build_log_path(site_root: Path) -> Path:
    """Where ``make site`` leaves the build's log: beside the site (``site.build.log``), not in it."""
    return site_root.with_name(site_root.name + ".build.log")


def read_build_log(site_root: Path) -> str | None:
    """The log of the build in ``site_root``, or None if there is none or it is older than the build."""
    log = build_log_path(site_root)
    index = site_root / "index.html"
    if not log.is_file() or log.stat().st_mtime < index.stat().st_mtime:
        return None
    return log.read_text(encoding="utf-8")


@dataclass(frozen=True)
class BuiltSite:
    root: Path
    log: str | None     # None when an existing build without its log was reused
    seconds: float | None

    def page(self, lang: str, source: str) -> Path:
        """The built HTML of a page: ``page("cs", "pitch/basics.md")`` -> ``cs/pitch/basics/index.html``."""
        prefix = "" if lang == languages.default() else f"{lang}/"
        stem = source.removesuffix(".md")
        folder = "" if stem == "index" else stem.removesuffix("/index") + "/"
        return self.root / f"{prefix}{folder}index.html"

    def html_files(self) -> list[Path]:
        return sorted(self.root.rglob("*.html"))


def source_pages() -> list[str]:
    """Every English page, relative to docs/: ``["first-hand.md", ..., "pitch/basics.md", ...]``."""
    return [path.relative_to(languages.DOCS).as_posix() for path in languages.source_pages()]
