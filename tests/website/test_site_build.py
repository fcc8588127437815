"""The site builds strictly, with nothing to warn about, in every language."""

from __future__ import annotations

import re

import pytest

from sitegen import languages
from sitegen.catalogs import gettext

from site_helpers import BuiltSite, source_pages


def test_strict_build_has_no_warnings(site: BuiltSite) -> None:
    if site.log is None:
        pytest.skip("reusing an existing build: its log is unknown")
    problems = [line for line in site.log.splitlines() if re.match(r"(WARNING|ERROR)\b", line)]
    assert not problems, "the build logged:\n" + "\n".join(problems)


@pytest.mark.parametrize("lang", languages.codes())
def test_every_page_is_built_in_every_language(site: BuiltSite, lang: str) -> None:
    missing = [page for page in source_pages() if not site.page(lang, page).exists()]
    assert not missing, f"no {lang} HTML built for: {', '.join(missing)}"


@pytest.mark.parametrize("lang", languages.translations())
def test_each_language_has_its_own_search_index_and_sitemap(site: BuiltSite, lang: str) -> None:
    assert (site.root / lang / "search" / "search_index.json").exists()
    assert (site.root / lang / "sitemap.xml").exists(), "Material asks for <lang>/sitemap.xml"


@pytest.mark.parametrize("lang", languages.codes())
def test_the_menu_names_the_home_page_in_words_not_with_the_site_name_again(site: BuiltSite, lang: str) -> None:
    """The menu's heading is the site's name; its first entry, the home page, says "Home" in the
    reader's language (the page's own title is the site's name too)."""
    html = site.page(lang, "pitch/basics.md").read_text(encoding="utf-8")
    menu = html[html.index('class="md-nav md-nav--primary"'):]
    heading = " ".join(re.sub(r"<[^>]+>", " ", re.search(r'for="__drawer">(.*?)</label>', menu, re.S).group(1)).split())
    entries = [" ".join(text.split()) for text in re.findall(r'class="md-nav__link[^"]*">\s*<span class="md-ellipsis">([^<]*)</span>', menu)]
    assert heading and heading not in entries
    assert entries[0] == gettext(lang, "Home", "nav")
    assert lang == "en" or entries[0] != "Home", f"{lang}: the home page's entry is not translated"


@pytest.mark.parametrize("lang", languages.codes())
def test_the_home_page_tab_says_the_sites_name_once(site: BuiltSite, lang: str) -> None:
    def title(source: str) -> str:
        return re.search(r"<title>([^<]*)</title>", site.page(lang, source).read_text(encoding="utf-8")).group(1)

    site_name = title("index.md")
    assert site_name and " - " not in site_name
    assert title("play.md").endswith(f" - {site_name}")


def test_the_not_found_page_at_the_root_is_the_default_languages(site: BuiltSite) -> None:
    """Each language's build writes a 404.html at the root: the default's must be the one left
    there, and each other language's is kept in its folder."""
    def lang_of(path) -> str:
        return re.search(r'<html lang="([^"]+)"', path.read_text(encoding="utf-8")).group(1)

    assert lang_of(site.root / "404.html") == languages.default()
    for lang in languages.translations():
        assert lang_of(site.root / lang / "404.html") == lang
