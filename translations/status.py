"""How far each translation has got: pages, catalog strings, and pages gone stale.

A translated page (``docs/x.ro.md``) records in its front matter which English text it
translates: ``source_hash: <first 12 hex of sha256 of docs/x.md>``. When the English page
changes, the hash no longer matches and the translation is *stale* until a translator updates
it and stamps it again.

    python -m translations.status                      # the report, every language
    python -m translations.status --lang cs            # one language, with the missing strings
    python -m translations.status --stamp docs/pitch/basics.cs.md [more files ...]
    python -m translations.status --check              # exit 1 unless everything is translated

The site shows the same report on its translation-status page (``[[translation-status]]``).
"""

from __future__ import annotations

import argparse
import hashlib
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path

from babel.messages.pofile import read_po

from sitegen import languages

HERE = Path(__file__).resolve().parent
DOMAINS = ("site", "pitch_core", "tutorial")
FRONT_MATTER = re.compile(r"\A---[ \t]*\n(?P<body>.*?\n)?---[ \t]*\n", re.DOTALL)
HASH_LINE = re.compile(r"^source_hash:[ \t]*[\"']?(?P<hash>[0-9a-f]*)[\"']?[ \t]*$", re.MULTILINE)

MISSING, UNSTAMPED, STALE, CURRENT = "missing", "unstamped", "stale", "up to date"


def source_hash(source: Path) -> str:
    return hashlib.sha256(source.read_bytes()).hexdigest()[:12]


def recorded_hash(translation: Path) -> str | None:
    front = FRONT_MATTER.match(translation.read_text(encoding="utf-8"))
    found = HASH_LINE.search(front.group("body") or "") if front else None
    return found.group("hash") if found else None


@dataclass(frozen=True)
class PageStatus:
    page: str   # relative to docs/, English name: "pitch/basics.md"
    lang: str
    state: str  # MISSING, UNSTAMPED, STALE or CURRENT

    @property
    def done(self) -> bool:
        return self.state == CURRENT


@dataclass(frozen=True)
class CatalogStatus:
    lang: str
    domain: str
    total: int
    untranslated: tuple[str, ...]  # msgids (with "context|" when they have one)

    @property
    def translated(self) -> int:
        return self.total - len(self.untranslated)


@dataclass
class LanguageStatus:
    lang: str
    pages: list[PageStatus] = field(default_factory=list)
    catalogs: list[CatalogStatus] = field(default_factory=list)

    @property
    def complete(self) -> bool:
        return all(p.done for p in self.pages) and all(not c.untranslated for c in self.catalogs)


def page_status(source: Path, lang: str) -> PageStatus:
    translation = languages.translated_path(source, lang)
    page = source.relative_to(languages.DOCS).as_posix()
    if not translation.exists():
        return PageStatus(page, lang, MISSING)
    recorded = recorded_hash(translation)
    if recorded is None:
        return PageStatus(page, lang, UNSTAMPED)
    return PageStatus(page, lang, CURRENT if recorded == source_hash(source) else STALE)


def catalog_status(lang: str, domain: str) -> CatalogStatus:
    """Strings of ``domain`` that ``lang`` lacks, counted against the template (``.pot``)."""
    with (HERE / f"{domain}.pot").open("rb") as handle:
        template = read_po(handle)
    po_path = HERE / lang / "LC_MESSAGES" / f"{domain}.po"
    catalog = None
    if po_path.exists():
        with po_path.open("rb") as handle:
            catalog = read_po(handle, locale=lang)
    missing = []
    for message in template:
        if not message.id:
            continue
        entry = catalog.get(message.id, context=message.context) if catalog else None
        if entry is None or entry.fuzzy or not entry.string:
            missing.append(f"{message.context}|{message.id}" if message.context else str(message.id))
    total = sum(1 for message in template if message.id)
    return CatalogStatus(lang, domain, total, tuple(missing))


def report(langs: tuple[str, ...] | None = None) -> list[LanguageStatus]:
    result = []
    for lang in langs or languages.translations():
        status = LanguageStatus(lang)
        status.pages = [page_status(source, lang) for source in languages.source_pages()]
        status.catalogs = [catalog_status(lang, domain) for domain in DOMAINS]
        result.append(status)
    return result


def stamp(translation: Path) -> str:
    """Record in ``translation``'s front matter the hash of the English page it now matches."""
    translation = translation.resolve()
    code = Path(translation.stem).suffix.lstrip(".")
    if code not in languages.translations():
        raise SystemExit(f"{translation}: not a translated page (expected page.<{'|'.join(languages.translations())}>.md)")
    source = translation.with_name(Path(translation.stem).stem + ".md")
    if not source.exists():
        raise SystemExit(f"{translation}: its English page {source.name} does not exist")
    digest = source_hash(source)
    text = translation.read_text(encoding="utf-8")
    front = FRONT_MATTER.match(text)
    line = f"source_hash: {digest}"
    if front is None:
        text = f"---\n{line}\n---\n\n{text}"
    else:
        body = front.group("body") or ""
        body = HASH_LINE.sub(line, body) if HASH_LINE.search(body) else body + line + "\n"
        text = f"---\n{body}---\n{text[front.end():]}"
    translation.write_text(text, encoding="utf-8")
    return digest


def _print_report(statuses: list[LanguageStatus], details: bool) -> None:
    for status in statuses:
        done = sum(p.done for p in status.pages)
        print(f"{status.lang}: pages {done}/{len(status.pages)} up to date")
        for page in status.pages:
            if not page.done:
                print(f"    {page.state:10} {page.page}")
        for catalog in status.catalogs:
            print(f"    strings {catalog.domain}: {catalog.translated}/{catalog.total}")
            if details:
                for msgid in catalog.untranslated:
                    print(f"        untranslated: {msgid}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m translations.status", description=__doc__.split("\n\n")[0])
    parser.add_argument("--lang", action="append", choices=languages.translations(),
                        help="only this language (repeatable); lists the untranslated strings")
    parser.add_argument("--stamp", nargs="+", type=Path, metavar="PAGE",
                        help="mark these translated pages as matching their English page now")
    parser.add_argument("--check", action="store_true", help="exit 1 unless every translation is complete")
    args = parser.parse_args(argv)
    if args.stamp:
        for path in args.stamp:
            print(f"stamped {path} with source_hash {stamp(path)}")
        return 0
    statuses = report(tuple(args.lang) if args.lang else None)
    _print_report(statuses, details=bool(args.lang))
    return 1 if args.check and not all(s.complete for s in statuses) else 0


if __name__ == "__main__":
    sys.exit(main())
