"""Every page and every string exists in every language, and no translation is out of date.

These fail until the translators are done; each failure says exactly what is missing and how to
fix it. They are never to be weakened to pass.
"""

from __future__ import annotations

import pytest

from sitegen import languages
from translations import status

from site_helpers import source_pages

STAMP = "python -m translations.status --stamp"


@pytest.mark.parametrize("page", source_pages())
@pytest.mark.parametrize("lang", languages.translations())
def test_page_is_translated_and_current(lang: str, page: str) -> None:
    source = languages.DOCS / page
    translation = languages.translated_path(source, lang).relative_to(languages.ROOT)
    state = status.page_status(source, lang).state
    if state == status.MISSING:
        pytest.fail(f"docs/{page} has no {lang} translation: write {translation}, then {STAMP} {translation}",
                    pytrace=False)
    if state == status.UNSTAMPED:
        pytest.fail(f"{translation} has no source_hash in its front matter: once it matches docs/{page}, "
                    f"run {STAMP} {translation}", pytrace=False)
    if state == status.STALE:
        pytest.fail(f"{translation} is out of date: docs/{page} changed (source_hash "
                    f"{status.recorded_hash(languages.ROOT / translation)} is now {status.source_hash(source)}); "
                    f"update the translation, then run {STAMP} {translation}", pytrace=False)


@pytest.mark.parametrize("domain", status.DOMAINS)
@pytest.mark.parametrize("lang", languages.translations())
def test_catalog_is_complete(lang: str, domain: str) -> None:
    catalog = status.catalog_status(lang, domain)
    if catalog.untranslated:
        shown = "\n  ".join(catalog.untranslated[:15])
        more = len(catalog.untranslated) - 15
        pytest.fail(f"translations/{lang}/LC_MESSAGES/{domain}.po: {len(catalog.untranslated)} of "
                    f"{catalog.total} strings untranslated (or fuzzy):\n  {shown}"
                    + (f"\n  ... and {more} more (python -m translations.status --lang {lang})" if more > 0 else ""),
                    pytrace=False)


def test_templates_are_up_to_date() -> None:
    """The .pot files hold exactly what the code uses now: run python -m translations.extract."""
    from babel.messages.pofile import read_po

    from translations.extract import engine_template, site_template

    for template in (engine_template(), site_template()):
        with (status.HERE / f"{template.domain}.pot").open("rb") as handle:
            written = read_po(handle)
        expected = {(m.context, m.id) for m in template if m.id}
        actual = {(m.context, m.id) for m in written if m.id}
        assert actual == expected, (f"translations/{template.domain}.pot is out of date: "
                                    "run python -m translations.extract")
