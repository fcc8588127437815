"""Section anchors are the same in every language (issue 32, item 5): a link to a section
(``/cs/pitch/variants/#all-the-games-side-by-side``) survives a language switch and a paste into
another language, because every translated page's headings carry the English page's ids. A link
shared before, with the translated id, still lands (an alias inside the heading). Every heading
has its copy-link button, named for a rule or a section in the page's language. (The buttons at
work, and the search, are in tests/browser/test_copy_link.py and test_search_terms.py.)"""

from __future__ import annotations

import json
import re
from types import SimpleNamespace

import pytest

from sitegen import anchors, copy_link, languages
from sitegen.catalogs import gettext

from site_helpers import BuiltSite, source_pages

HEADING = re.compile(r'<h([1-6])\b[^>]*?\sid="([^"]+)"[^>]*>(.*?)</h\1>', re.S)
ARTICLE = re.compile(r'<article class="md-content__inner md-typeset">(.*)</article>', re.S)
LOCAL_LINK = re.compile(r'href="#([^"]+)"')
ANY_ID = re.compile(r'\sid="([^"]+)"')
ALIAS = re.compile(r'<span id="([^"]+)" class="lp-anchor-alias"></span>')
BUTTON = re.compile(r'<button type="button" class="lp-copy-link" data-anchor="([^"]+)" aria-label="([^"]+)"')


def article(site: BuiltSite, lang: str, source: str) -> str | None:
    path = site.page(lang, source)
    if not path.is_file():
        return None
    found = ARTICLE.search(path.read_text(encoding="utf-8"))
    assert found, f"{path}: no article"
    return found.group(1)


def heading_ids(html: str) -> list[tuple[str, str]]:
    return [(level, anchor) for level, anchor, _ in HEADING.findall(html)]


@pytest.mark.parametrize("lang", languages.translations())
def test_every_translated_heading_has_the_english_id(site: BuiltSite, lang: str) -> None:
    differing = {}
    for source in source_pages():
        english, translated = article(site, "en", source), article(site, lang, source)
        if english is None or translated is None:
            continue
        if heading_ids(translated) != heading_ids(english):
            ours = [anchor for _, anchor in heading_ids(translated)]
            theirs = [anchor for _, anchor in heading_ids(english)]
            differing[source] = (sorted(set(ours) - set(theirs)), sorted(set(theirs) - set(ours)))
    assert not differing, (f"{lang} pages whose headings are not the English page's (their own ids, "
                           f"the English ones they lack): {differing}")


def test_the_side_by_side_table_has_one_address_in_every_language(site: BuiltSite) -> None:
    """The teacher's link: the table of all games, the best "how does 13-point partner differ"."""
    for lang in languages.codes():
        html = article(site, lang, "pitch/variants.md")
        assert html and 'id="all-the-games-side-by-side"' in html, lang


@pytest.mark.parametrize("lang", languages.codes())
def test_every_link_within_a_page_lands_and_old_ids_are_aliases_in_their_heading(site: BuiltSite, lang: str) -> None:
    """The table of contents and the ¶ links name the ids the headings now have; a translated id
    of before is an alias inside its heading, and never another heading's id."""
    for source in source_pages():
        path = site.page(lang, source)
        if not path.is_file():
            continue
        page = path.read_text(encoding="utf-8")
        ids = set(ANY_ID.findall(page))
        missing = {target for target in LOCAL_LINK.findall(page) if target and target not in ids}
        assert not missing, f"{lang} {source}: links within the page to no element: {sorted(missing)}"
        headings = HEADING.findall(page)
        for _, anchor, inside in headings:
            for alias in ALIAS.findall(inside):
                assert alias != anchor
        aliases = ALIAS.findall(page)
        assert not set(aliases) & {anchor for _, anchor, _ in headings}, source
        if lang == languages.default():
            assert not aliases, f"{source}: the English page has aliases"


@pytest.mark.parametrize("lang", languages.translations())
def test_the_search_index_names_the_english_ids(site: BuiltSite, lang: str) -> None:
    def sections(folder: str) -> dict[str, list[str]]:
        index = json.loads((site.root / folder / "search" / "search_index.json").read_text(encoding="utf-8"))
        found: dict[str, list[str]] = {}
        for doc in index["docs"]:
            page, _, anchor = doc["location"].partition("#")
            if anchor:
                found.setdefault(page, []).append(anchor)
        return found

    english, translated = sections(""), sections(lang)
    differing = [page for page in translated if page in english and translated[page] != english[page]]
    assert not differing, f"{lang} search sections with other anchors than English: {differing}"


@pytest.mark.parametrize("lang", languages.codes())
def test_every_heading_has_its_copy_link_button_named_in_the_language(site: BuiltSite, lang: str) -> None:
    rule, section = (gettext(lang, words) for words in (copy_link.COPY_RULE, copy_link.COPY_SECTION))
    for source in ("pitch/basics.md", "pitch/variants.md", "clarifications.md", "three-thirteen.md"):
        html = article(site, lang, source)
        assert html
        for level, anchor, inside in HEADING.findall(html):
            buttons = BUTTON.findall(inside)
            if level == "1":  # the page's title: the page's own address is the link
                assert not buttons
                continue
            assert [found for found, _ in buttons] == [anchor], f"{lang} {source} #{anchor}: {buttons}"
            label = buttons[0][1]
            expected = rule if anchor in copy_link.RULE_ANCHORS or anchor.startswith("clar-") else section
            assert label == expected, f"{lang} {source} #{anchor}: named {label!r}"
        assert html.count('class="lp-copy-link-status" role="status"') == 1


def test_a_rule_anchor_and_a_section_are_told_apart() -> None:
    assert copy_link.is_rule("play-deuce-returns") and copy_link.is_rule("clar-forced-dealer-bid")
    assert not copy_link.is_rule("all-the-games-side-by-side")


# -- the renaming itself, without a build ---------------------------------------------------------

ENGLISH = [("2", "the-deal"), ("3", "deal-cards"), ("2", "bidding")]


def test_a_translation_of_the_same_shape_takes_the_english_ids() -> None:
    ours = [("2", "rozdavani"), ("3", "deal-cards"), ("2", "licitace")]
    assert anchors.renames(ours, ENGLISH, {"rozdavani", "deal-cards", "licitace"}) == {
        "rozdavani": "the-deal", "licitace": "bidding"}


@pytest.mark.parametrize("ours", [
    [("2", "rozdavani"), ("3", "deal-cards")],                       # a heading less
    [("2", "rozdavani"), ("2", "deal-cards"), ("2", "licitace")],    # another level
    [("2", "deal-cards"), ("3", "rozdavani"), ("2", "licitace")],    # a rule's id in another place
])
def test_a_translation_of_another_shape_keeps_its_ids(ours: list[tuple[str, str]]) -> None:
    assert anchors.renames(ours, ENGLISH, {anchor for _, anchor in ours}) is None


def test_an_id_another_element_holds_is_not_taken() -> None:
    ours = [("2", "rozdavani"), ("3", "deal-cards"), ("2", "licitace")]
    assert anchors.renames(ours, ENGLISH, {"rozdavani", "deal-cards", "licitace", "bidding"}) == {
        "rozdavani": "the-deal"}


def test_align_renames_heading_permalink_and_contents_and_keeps_the_old_id() -> None:
    anchors.remember_english("test/page", '<h2 id="the-deal">The deal</h2><h3 id="deal-cards">Nine</h3>')
    html = ('<h2 id="rozdavani">Rozdávání<a class="headerlink" href="#rozdavani">¶</a></h2>'
            '<p><a href="#rozdavani">nahoru</a></p><h3 id="deal-cards">Devět</h3>')
    toc = [SimpleNamespace(id="rozdavani", children=[SimpleNamespace(id="deal-cards", children=[])])]
    aligned = anchors.same_as_english(html, "test/page", "cs", toc)
    assert aligned == ('<h2 id="the-deal"><span id="rozdavani" class="lp-anchor-alias"></span>Rozdávání'
                       '<a class="headerlink" href="#the-deal">¶</a></h2>'
                       '<p><a href="#the-deal">nahoru</a></p><h3 id="deal-cards">Devět</h3>')
    assert [toc[0].id, toc[0].children[0].id] == ["the-deal", "deal-cards"]
