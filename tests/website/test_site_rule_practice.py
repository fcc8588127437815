"""“See it” and “Try it” beside every rule anchor the drills cover, in every language.

* Each practisable rule's heading on its home page is followed by both links, to the practice page
  of its game in the same language (which exists), with the rule in the fragment; the words are the
  language's own.
* A rule no drill covers gets no link (no dead “Try it”).
* The links only navigate: a rules page still loads no front-end module and no runtime byte.
* The practice pages exist in every language and carry their marker.
"""

from __future__ import annotations

import re
from urllib.parse import urljoin

import pytest

from pitch_core.drills import practisable_rules
from pitch_core.drills.pages import practice_page
from pitch_core.rulebook import RULES, anchor_for
from sitegen import languages
from sitegen.catalogs import gettext
from sitegen.rule_practice import SEE_IT, TRY_IT

from site_helpers import BuiltSite

RULE_PAGES = sorted({rule.page for rule in RULES.values()})
LINKS = re.compile(r'<p class="lp-rule-practice" data-rule="([^"]+)">(.*?)</p>', re.S)
HREF = re.compile(r'href="([^"]+)"[^>]*>([^<]+)</a>')


@pytest.mark.parametrize("page", RULE_PAGES)
@pytest.mark.parametrize("lang", languages.codes())
def test_every_practisable_rule_has_see_it_and_try_it_and_no_other(site: BuiltSite, lang: str, page: str) -> None:
    built = site.page(lang, f"{page}.md")
    html = built.read_text(encoding="utf-8")
    linked = {rule: HREF.findall(body) for rule, body in LINKS.findall(html)}
    expected = {r.id for r in RULES.values() if r.page == page and r.id in practisable_rules()}
    assert set(linked) == expected
    words = [gettext(lang, SEE_IT), gettext(lang, TRY_IT)]
    page_url = "https://site.example/" + str(built.relative_to(site.root).parent) + "/"
    for rule, links in linked.items():
        assert [text for _, text in links] == words
        assert [href.split("#")[1] for href, _ in links] == [f"show={rule}", f"rule={rule}"]
        for href, _ in links:
            target = urljoin(page_url, href.split("#")[0]).removeprefix("https://site.example/")
            prefix = "" if lang == languages.default() else f"{lang}/"
            assert target == prefix + practice_page(rule)
            assert (site.root / target / "index.html").is_file()
    assert "assets/web/" not in html and "runtime/" not in html


@pytest.mark.parametrize("lang", languages.codes())
@pytest.mark.parametrize("game", ["pitch", "three-thirteen"])
def test_the_practice_pages_carry_their_marker(site: BuiltSite, lang: str, game: str) -> None:
    html = site.page(lang, f"practice/{game}.md").read_text(encoding="utf-8")
    assert f'<div class="lp-practice" data-game="{game}" data-lang="{lang}"' in html
    assert "assets/web/practice/practice.js" in html


QUESTION = re.compile(r'<h3 id="(clar-[a-z0-9-]+)"(.*?)(?=<h[23]\b|</article>)', re.S)
RULE_LINK = re.compile(r'<a href="([^"#]*)#([a-z0-9-]+)">[^<]*</a>( <span class="lp-rule-practice '
                       r'lp-rule-practice--named" data-rule="([^"]+)">\((.*?)\)</span>)?', re.S)


def _named(site: BuiltSite, lang: str) -> dict[str, list[tuple[str, str | None, str]]]:
    """Per question of the clarifications page: (the linked rule, the rule of the pair after the
    link or None, the pair's HTML) for each link to a rule anchor."""
    html = site.page(lang, "clarifications.md").read_text(encoding="utf-8")
    by_anchor = {anchor_for(rule.id): rule.id for rule in RULES.values()}
    return {question: [(by_anchor.get(anchor, ""), pair_rule or None, pair)
                       for _href, anchor, _span, pair_rule, pair in RULE_LINK.findall(body)]
            for question, body in QUESTION.findall(html)}


@pytest.mark.parametrize("lang", languages.codes())
def test_the_clarifications_give_see_it_and_try_it_after_the_first_link_to_each_rule(site: BuiltSite, lang: str) -> None:
    questions = _named(site, lang)
    assert questions, "no question found on the clarifications page"
    practisable = set(practisable_rules())
    words = [gettext(lang, SEE_IT), gettext(lang, TRY_IT)]
    paired_somewhere = 0
    for question, links in questions.items():
        first_links = {}
        for rule, pair_rule, pair in links:
            first_links.setdefault(rule, (pair_rule, pair))
            if pair_rule is not None:
                assert pair_rule == rule, f"{lang} #{question}: the pair names another rule"
        for rule, (pair_rule, pair) in first_links.items():
            expected = rule in practisable
            assert (pair_rule is not None) == expected, f"{lang} #{question}: {rule}"
            if expected:
                paired_somewhere += 1
                assert [text for _, text in HREF.findall(pair)] == words
                assert [href.split("#")[1] for href, _ in HREF.findall(pair)] == [f"show={rule}", f"rule={rule}"]
        pairs = [pair_rule for _, pair_rule, _ in links if pair_rule]
        assert len(pairs) == len(set(pairs)), f"{lang} #{question}: a rule is paired twice"
    assert paired_somewhere >= 20


def test_the_clarifications_pair_the_same_rules_in_every_language(site: BuiltSite) -> None:
    def paired(lang: str) -> dict[str, set[str]]:
        return {q: {pair for _, pair, _ in links if pair} for q, links in _named(site, lang).items()}

    english = paired(languages.default())
    for lang in languages.codes():
        assert paired(lang) == english, lang
