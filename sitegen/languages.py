"""The site's languages, read from the i18n plugin's settings in ``mkdocs.yml`` (their one home)."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
MKDOCS_YML = ROOT / "mkdocs.yml"
DOCS = ROOT / "docs"


class _ConfigLoader(yaml.SafeLoader):
    """Reads mkdocs.yml outside MkDocs: environment tags (``!ENV``) are not needed here."""


_ConfigLoader.add_constructor("!ENV", lambda loader, node: None)


@lru_cache(maxsize=None)
def mkdocs_config() -> dict:
    return yaml.load(MKDOCS_YML.read_text(encoding="utf-8"), Loader=_ConfigLoader)


@lru_cache(maxsize=None)
def _i18n_languages() -> tuple[dict, ...]:
    config = mkdocs_config()
    for plugin in config["plugins"]:
        if isinstance(plugin, dict) and "i18n" in plugin:
            return tuple(plugin["i18n"]["languages"])
    raise RuntimeError("mkdocs.yml has no i18n plugin")


def codes() -> tuple[str, ...]:
    """Every language code, the default first: ``("en", "ro", "de", "cs", "mk")``."""
    return tuple(lang["locale"] for lang in _i18n_languages())


def default() -> str:
    return next(lang["locale"] for lang in _i18n_languages() if lang.get("default"))


def translations() -> tuple[str, ...]:
    """The languages that are translated from the default one."""
    return tuple(code for code in codes() if code != default())


def autonym(code: str) -> str:
    """A language's name in itself, as the language switcher shows it."""
    return next(lang["name"] for lang in _i18n_languages() if lang["locale"] == code)


def source_pages() -> list[Path]:
    """The default-language pages (``docs/**/*.md`` without a language suffix), sorted."""
    suffixes = {f".{code}" for code in translations()}
    return sorted(path for path in DOCS.rglob("*.md")
                  if Path(path.stem).suffix not in suffixes)


def translated_path(source: Path, lang: str) -> Path:
    """``docs/pitch/basics.md`` -> ``docs/pitch/basics.ro.md``."""
    return source if lang == default() else source.with_suffix(f".{lang}.md")
