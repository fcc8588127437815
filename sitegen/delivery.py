"""MkDocs hooks: how the site reaches the reader: a Content-Security-Policy on every page, and the
site saved for offline use by a service worker.

* Each page gets the policy (``sitegen/csp.py``) as its first ``<meta>``, the offline script and
  style, and in its footer the "save for offline use" control and the hidden "new version" notice,
  worded in the build's language (site catalog strings, marked ``N_``).
* The site's root keeps the default language's "not found" page (each language's build writes
  its own there); every other language's goes to its folder.
* ``sitegen/offline/`` holds the browser's files: ``offline.js``, ``offline.css`` and ``nudge.js`` go to
  ``<site>/assets/offline/``; once every language is built, ``sitegen/offline_manifest.py`` writes
  ``offline-manifest.json`` and ``service-worker.js`` at the site's root, from the finished tree.
"""

from __future__ import annotations

import re
import shutil
import sys
from html import escape
from pathlib import Path
from typing import Any

from mkdocs.exceptions import PluginError
from mkdocs.plugins import event_priority

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # MkDocs loads hooks by path

from sitegen import csp, languages, offline_manifest
from sitegen.catalogs import N_, gettext

OFFLINE_SOURCES = offline_manifest.SOURCES
OFFLINE_ASSETS = "assets/offline/"
OFFLINE_FILES = ("offline.js", "offline.css", "nudge.js")

# Translators: a button in every page's footer: keep this language's site and the engine for use without a connection
SAVE = N_("Save for offline use")
SAVING = N_("Saving for offline use…")
SAVED = N_("Saved for offline use: this language's pages, lessons, tools and the engine work without a connection.")
FAILED = N_("Could not save for offline use. Try again when you are online.")
# Translators: shown when a new version of the site has replaced the saved one
NEW_VERSION = N_("A new version is ready.")
# Translators: the button beside "A new version is ready."
RELOAD = N_("Reload")
# Translators: the second button beside "A new version is ready.": close the notice, reload later
LATER = N_("Later")
# Translators: the page the browser shows offline for a page of a language not saved on this device
NOT_SAVED_TITLE = N_("Not saved for offline use")
NOT_SAVED_TEXT = N_("You are offline, and this language's pages have not been saved on this device. "
                    "Open them once with a connection and press “Save for offline use” at the foot of a page.")
# Translators: the link on that page to a language that is saved
SAVED_LANGUAGE = N_("Pages saved on this device")

# Where Material's own script is loaded from tells how this page reaches the site's root (the 404
# page uses absolute addresses, every other page relative ones).
_BUNDLE = re.compile(r'<script src="([^"]*)assets/javascripts/bundle\.[0-9a-f]+\.min\.js"></script>')
_FOOTER_META = re.compile(r'<div class="md-footer-meta__inner md-grid">')
# Pages that boot the engine: the tools and the tutorial (web/hooks.py). The rules pages' house-rules
# marks (web/tools/house-marks.js) and the printed sheets' (house-sheet.js) are a tool's marker too, but start no engine.
ENGINE_FREE_TOOLS = ("house-marks", "house-sheet")
_ENGINE_PAGE = re.compile(r'<div class="lp-(?:tool" data-tool="(?!(?:%s)")|tutorial")' % "|".join(ENGINE_FREE_TOOLS))


def on_post_page(output: str, page: Any, config: Any, **_: Any) -> str:
    return finish_page(output, f"docs/{page.file.src_uri}", config.theme["language"])


# Each language's "not found" page, kept as it is rendered: every language's build writes its own
# to the site's root, so the last one built (not the default) would be left there.
_NOT_FOUND_PAGES: dict[str, str] = {}


def on_post_template(output: str, template_name: str, config: Any, **_: Any) -> str:
    """The pages MkDocs renders from a template alone: Material's 404.html."""
    if not template_name.endswith(".html"):
        return output
    lang = config.theme["language"]
    output = finish_page(output, template_name, lang)
    if template_name == "404.html":
        _NOT_FOUND_PAGES[lang] = output
    return output


def finish_page(output: str, where: str, lang: str) -> str:
    root = _site_root(output, where)
    try:
        output = csp.add_meta(output)
    except csp.MissingHead as error:
        raise PluginError(f"{where}: {error}") from None
    tags = (f'<link rel="stylesheet" href="{root}{OFFLINE_ASSETS}offline.css">'
            f'<script type="module" src="{root}{OFFLINE_ASSETS}offline.js"></script>')
    output = output.replace("</head>", tags + "</head>", 1)
    footer = _FOOTER_META.search(output)
    if not footer:
        raise PluginError(f"{where}: no Material footer to put the offline control in")
    control = offline_control(lang, engine_page=bool(_ENGINE_PAGE.search(output)))
    return output[: footer.end()] + control + output[footer.end():]


def offline_control(lang: str, engine_page: bool) -> str:
    """The footer's control and notice; offline.js shows them (hidden without a service worker)."""
    def t(message: str) -> str:
        return escape(gettext(lang, message), quote=True)

    return (f'<div class="lp-offline" data-lang="{escape(lang)}" data-engine="{"needed" if engine_page else "later"}" '
            f'data-saving="{t(SAVING)}" data-saved="{t(SAVED)}" data-failed="{t(FAILED)}" hidden>'
            f'<button type="button" class="lp-offline__save">{t(SAVE)}</button>'
            f'<span class="lp-offline__status" role="status"></span></div>'
            f'<div class="lp-offline-update" role="status" hidden><span>{t(NEW_VERSION)}</span>'
            f'<button type="button" class="lp-offline-update__reload">{t(RELOAD)}</button>'
            f'<button type="button" class="lp-offline-update__later">{t(LATER)}</button></div>')


def _site_root(output: str, where: str) -> str:
    found = _BUNDLE.search(output)
    if not found:
        raise PluginError(f"{where}: Material's bundle script is missing, so the site's root is unknown")
    return found.group(1)


@event_priority(-300)  # after every language is built and sitegen/hooks.py has finished the search
def on_post_build(config: Any, **_: Any) -> None:
    site = Path(config["site_dir"])
    target = site / OFFLINE_ASSETS
    target.mkdir(parents=True, exist_ok=True)
    for name in OFFLINE_FILES:
        shutil.copy2(OFFLINE_SOURCES / name, target / name)
    i18n = config.plugins["i18n"]
    if i18n.building:  # a nested language build: the outer build writes the manifest once
        return
    default = i18n.default_language
    prefixes = {lang: "" if lang == default else f"{lang}/" for lang in i18n.build_languages}
    write_not_found_pages(site, prefixes)
    offline_manifest.write(site, prefixes, not_saved_words(prefixes))


def not_saved_words(prefixes: dict[str, str]) -> dict[str, dict[str, str]]:
    """Each language's words for the worker's "not saved for offline use" page."""
    return {lang: {"prefix": prefix, "name": languages.autonym(lang), "title": gettext(lang, NOT_SAVED_TITLE),
                   "text": gettext(lang, NOT_SAVED_TEXT), "saved": gettext(lang, SAVED_LANGUAGE)}
            for lang, prefix in prefixes.items()}


def write_not_found_pages(site: Path, prefixes: dict[str, str]) -> None:
    """The default language's "not found" page at the root (what a host serves for any missing
    address), and each language's in its own folder (for a host that serves one per folder)."""
    for lang, prefix in prefixes.items():
        if lang in _NOT_FOUND_PAGES:
            (site / prefix / "404.html").write_text(_NOT_FOUND_PAGES[lang], encoding="utf-8")
