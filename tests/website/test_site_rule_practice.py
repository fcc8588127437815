"""“See it” and “Try it” beside every rule anchor the drills cover, in every language.

* Each practisable rule's heading on its home page is followed by both links, to the practice of
  one game in the same language (a page that exists), with the rule in the fragment; the words are
  the language's own. On a page that belongs to one game (Pitch 31's, ten-point's...) that game is
  the page's own when it plays the rule; elsewhere it is the rule's first course game; a game
  without a page of its own is named in the "any game" page's fragment.
* A rule no drill covers gets no link (no dead “Try it”), and no link opens a game that does not
  play its rule.
* The links only navigate: a rules page still loads no front-end module and no runtime byte.
* The practice pages exist in every language and carry their marker and game.
"""

from __future__ import annotations

import json
import re
from html import escape as html_escape
from urllib.parse import urljoin

import pytest

from pitch_core.drills import practisable_rules
from pitch_core.drills.pages import ANY_GAME_PAGE, PAGE_GAMES, practice_game, practice_page
from pitch_core.drills.registry import COURSE_GAMES, plays, presets_of_rule, rules_of_preset
from pitch_core.rulebook import RULES, anchor_for
from sitegen import languages
from sitegen.catalogs import gettext
from sitegen.rule_practice import SEE_IT, TRY_IT

from site_helpers import BuiltSite

RULE_PAGES = sorted({rule.page for rule in RULES.values()})
HOUSE_MARKS_FILES = {"tools/house-marks.js", "tools/game-choice.js", "tools/tools.css", "common/dom.js",
                     "common/site.js", "common/store.js", "common/plural.js",
                     "common/copy-link.js", "common/copy-link.css"}  # every heading's copy-link button
LINKS = re.compile(r'<p class="lp-rule-practice" data-rule="([^"]+)">(.*?)</p>', re.S)
HREF = re.compile(r'href="([^"]+)"[^>]*>([^<]+)</a>')


def fragments(rule: str, page: str | None) -> list[str]:
    """The fragments of “See it” and “Try it” as the HTML spells them: the game first on the "any
    game" page (``game=ten-point+reverse&amp;rule=…``)."""
    game = f"game={html_escape(practice_game(rule, page))}&amp;" if practice_page(rule, page) == ANY_GAME_PAGE else ""
    return [f"{game}show={rule}", f"{game}rule={rule}"]


@pytest.mark.parametrize("page", RULE_PAGES)
@pytest.mark.parametrize("lang", languages.codes())
def test_every_practisable_rule_has_see_it_and_try_it_and_no_other(site: BuiltSite, lang: str, page: str) -> None:
    built = site.page(lang, f"{page}.md")
    html = built.read_text(encoding="utf-8")
    linked = {rule: HREF.findall(body) for rule, body in LINKS.findall(html)}
    expected = {r.id for r in RULES.values() if r.page == page and r.id in practisable_rules() and presets_of_rule(r.id)}
    assert set(linked) == expected
    words = [gettext(lang, SEE_IT), gettext(lang, TRY_IT)]
    page_url = "https://site.example/" + str(built.relative_to(site.root).parent) + "/"
    for rule, links in linked.items():
        assert [text for _, text in links] == words
        game = practice_game(rule, page)
        assert plays(game, rule), f"{rule} links to {game}, which does not play it"
        if PAGE_GAMES.get(page) and plays(PAGE_GAMES[page], rule):
            assert game == PAGE_GAMES[page], f"{page}: {rule} should open the page's own game"
        assert [href.split("#")[1] for href, _ in links] == fragments(rule, page)
        for href, _ in links:
            target = urljoin(page_url, href.split("#")[0]).removeprefix("https://site.example/")
            prefix = "" if lang == languages.default() else f"{lang}/"
            assert target == prefix + practice_page(rule, page)
            assert (site.root / target / "index.html").is_file()
    # A rules page loads no engine, only the script that marks the reader's house rules
    # (web/tools/house-marks.js) and the modules it imports
    shipped = set(re.findall(r'assets/web/([\w/.-]+)', html))
    assert ("tools/house-marks.js" in shipped) == page.startswith("pitch/") and "runtime/" not in html
    assert shipped <= HOUSE_MARKS_FILES, shipped - HOUSE_MARKS_FILES


@pytest.mark.parametrize("page", sorted(PAGE_GAMES))
def test_a_games_own_page_links_to_that_games_practice(site: BuiltSite, page: str) -> None:
    """Pitch 31's page leads to Pitch 31's practice for every rule Pitch 31 plays, and so on."""
    html = site.page(languages.default(), f"{page}.md").read_text(encoding="utf-8")
    own = PAGE_GAMES[page]
    linked = {rule: HREF.findall(body) for rule, body in LINKS.findall(html)}
    played = [rule for rule in linked if plays(own, rule)]
    assert played, f"{page}: no rule of {own} is linked"
    for rule in played:
        assert all(f"practice/{own}/#" in href for href, _ in linked[rule]), (rule, linked[rule])


@pytest.mark.parametrize("lang", languages.codes())
@pytest.mark.parametrize("preset", COURSE_GAMES)
def test_the_course_games_practice_pages_carry_their_marker_and_game(site: BuiltSite, lang: str, preset: str) -> None:
    html = site.page(lang, f"practice/{preset}.md").read_text(encoding="utf-8")
    game = "three-thirteen" if preset == "three-thirteen" else "pitch"
    assert re.search(rf'<div class="lp-practice" data-game="{game}" data-lang="{lang}" data-preset="{preset}"', html)
    assert "assets/web/practice/practice.js" in html


@pytest.mark.parametrize("lang", languages.codes())
def test_the_any_game_page_lets_the_reader_choose(site: BuiltSite, lang: str) -> None:
    html = site.page(lang, "practice/pitch.md").read_text(encoding="utf-8")
    assert re.search(rf'<div class="lp-practice" data-game="pitch" data-lang="{lang}" data-choose="game"', html)
    assert "assets/web/practice/practice.js" in html


@pytest.mark.parametrize("lang", languages.codes())
def test_the_practice_index_lists_every_course_games_practice_and_worksheet(site: BuiltSite, lang: str) -> None:
    html = site.page(lang, "practice/index.md").read_text(encoding="utf-8")
    links = set(re.findall(r'href="([^"#]+)"', html.split("<article", 1)[1]))
    for preset in COURSE_GAMES:
        assert f"{preset}/" in links and f"worksheet-{preset}/" in links, (lang, preset)
    assert "pitch/" in links


@pytest.mark.parametrize("lang", languages.codes())
def test_the_tools_data_offers_each_games_rules_only(site: BuiltSite, lang: str) -> None:
    """The practice pages offer, per game, the rules that game plays (tools data "practice")."""
    data = json.loads((site.root / "tools-data" / f"{lang}.json").read_text(encoding="utf-8"))
    assert data["practice_courses"] == list(COURSE_GAMES)
    for preset in (*COURSE_GAMES, *data["tables"]):
        assert data["practice"][preset] == rules_of_preset(preset), preset


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
    practisable = {rule for rule in practisable_rules() if presets_of_rule(rule)}
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
                assert [href.split("#")[1] for href, _ in HREF.findall(pair)] == fragments(rule, None)
        pairs = [pair_rule for _, pair_rule, _ in links if pair_rule]
        assert len(pairs) == len(set(pairs)), f"{lang} #{question}: a rule is paired twice"
    assert paired_somewhere >= 20


def test_the_clarifications_pair_the_same_rules_in_every_language(site: BuiltSite) -> None:
    def paired(lang: str) -> dict[str, set[str]]:
        return {q: {pair for _, pair, _ in links if pair} for q, links in _named(site, lang).items()}

    english = paired(languages.default())
    for lang in languages.codes():
        assert paired(lang) == english, lang
