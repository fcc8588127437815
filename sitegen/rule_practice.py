"""“See it” and “Try it” beside every rule heading the drills cover (issue 18, item 5).

Each rule's heading on its home page (``## … {#bid-must-beat}``) gets, right after it, two plain
links to the practice of one game in the same language: the page's own game when the page belongs
to one (``pitch/pitch31``) and that game plays the rule, else the rule's first course game
(``pitch_core.drills.pages``). “See it” opens a position where the rule decides, with its answer
shown (``#show=bid.must-beat``); “Try it” starts practising the rule (``#rule=bid.must-beat``); a
game without a page of its own is named first on the "any game" page
(``practice/pitch/#game=ten-point+reverse&rule=play.reverse-order``). They only navigate: the
rules pages load no script, and the practice page validates the fragment before it uses it. A
rule no drill covers gets no link.

The clarifications page answers questions by linking to the rules that decide them; there the pair
follows the first link to each practisable rule in a question, so the reader who wonders "who gets
the rest of the widow?" can watch and try each game's answer from where it is given.
"""

from __future__ import annotations

import html
import re

from pitch_core.drills.pages import practice_link
from pitch_core.rulebook import RULES, anchor_for

from .catalogs import N_, gettext

SEE_IT = N_("See it")
TRY_IT = N_("Try it")
SEE_IT_TITLE = N_("A position where this rule decides, with the answer")
TRY_IT_TITLE = N_("Practise this rule on fresh positions")

_HEADING = re.compile(r'<h([2-6])\b[^>]*\bid="([a-z0-9-]+)"[^>]*>.*?</h\1>', re.S)
_RULE_BY_ANCHOR = {anchor_for(rule_id): rule_id for rule_id in RULES}


def add_links(content: str, page: str, lang: str, to_site: str) -> str:
    """``content`` (a page's HTML body) with the links after each heading of a rule at home on
    ``page`` (``pitch/basics``). ``to_site`` leads from the page to the site's root of ``lang``
    (``"../../"`` or ``"../../de/"``)."""
    def linked(found: re.Match[str]) -> str:
        rule_id = _RULE_BY_ANCHOR.get(found.group(2))
        if rule_id is None or RULES[rule_id].page != page or practice_link(rule_id, page) is None:
            return found.group(0)
        return found.group(0) + _links(rule_id, page, to_site, lang)

    return _HEADING.sub(linked, content)


_QUESTION = re.compile(r'(?=<h[2-6]\b)')
_RULE_LINK = re.compile(r'<a href="([^"#]*)#([a-z0-9-]+)">.*?</a>', re.S)
NAMED_PAGES = ("clarifications",)  # pages whose questions name rules kept elsewhere


def add_named_links(content: str, lang: str, to_site: str) -> str:
    """``content`` with the pair after the first link to each practisable rule in each question
    (a heading and what follows it up to the next heading)."""
    return "".join(_named_in(question, lang, to_site) for question in _QUESTION.split(content))


def _named_in(question: str, lang: str, to_site: str) -> str:
    seen: set[str] = set()

    def linked(found: re.Match[str]) -> str:
        rule_id = _RULE_BY_ANCHOR.get(found.group(2))
        if rule_id is None or rule_id in seen or not _points_home(found.group(1), rule_id):
            return found.group(0)
        if practice_link(rule_id) is None:
            return found.group(0)
        seen.add(rule_id)
        return found.group(0) + _inline_links(rule_id, None, to_site, lang)

    return _RULE_LINK.sub(linked, question)


def _points_home(href: str, rule_id: str) -> bool:
    """Whether ``href`` (``../pitch/ten-point/``) leads to the rule's home page, not to a page
    that merely shares the anchor's name."""
    return href.rstrip("/").endswith(RULES[rule_id].page)


def _inline_links(rule_id: str, page: str | None, to_site: str, lang: str) -> str:
    return (f' <span class="lp-rule-practice lp-rule-practice--named" data-rule="{rule_id}">('
            f'{_link(rule_id, page, to_site, lang, "see", SEE_IT, SEE_IT_TITLE)} · '
            f'{_link(rule_id, page, to_site, lang, "try", TRY_IT, TRY_IT_TITLE)})</span>')


def _link(rule_id: str, page: str | None, to_site: str, lang: str, kind: str, words: str, title: str) -> str:
    href = html.escape(f"{to_site}{practice_link(rule_id, page, show=kind == 'see')}")
    return (f'<a class="lp-rule-practice-link lp-rule-practice-link--{kind}" href="{href}" '
            f'title="{html.escape(gettext(lang, title))}">{html.escape(gettext(lang, words))}</a>')


def _links(rule_id: str, page: str | None, to_site: str, lang: str) -> str:
    return (f'<p class="lp-rule-practice" data-rule="{rule_id}">'
            f'{_link(rule_id, page, to_site, lang, "see", SEE_IT, SEE_IT_TITLE)} · '
            f'{_link(rule_id, page, to_site, lang, "try", TRY_IT, TRY_IT_TITLE)}</p>')
