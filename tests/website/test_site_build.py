"""The site builds strictly, with nothing to warn about, in every language."""

from __future__ import annotations

import re

import pytest

from sitegen import languages

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
