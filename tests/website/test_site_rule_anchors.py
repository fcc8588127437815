"""Rule IDs and the rules pages agree, in every language.

* Every rule in ``pitch_core.rulebook.RULES`` has its anchor (``bid.must-beat`` -> ``#bid-must-beat``)
  on its home page, in every language: links from the engine and the tutorial always land.
* Every heading anchor that a page's author wrote (``{#...}``) on a rules page and that looks
  like a rule ID (it starts with a rule ID's first part, like ``bid-``) is a known rule ID: no
  typo or retired rule lingers on a page. Anchors MkDocs derives from heading text are left
  alone ("## Play of the hand" is not a rule).
"""

from __future__ import annotations

import re

import pytest

from pitch_core.rulebook import RULES, anchor_for
from sitegen import languages

from site_helpers import BuiltSite
from html_scan import parse

RULE_PAGES = sorted({rule.page for rule in RULES.values()})
NAMESPACES = tuple(sorted({rule_id.split(".")[0] + "-" for rule_id in RULES}))
KNOWN_ANCHORS = {anchor_for(rule_id) for rule_id in RULES}
EXPLICIT_HEADING_ANCHOR = re.compile(r"^#{1,6}\s.*\{[^}]*#([\w-]+)[^}]*\}\s*$", re.MULTILINE)


@pytest.mark.parametrize("page", RULE_PAGES)
@pytest.mark.parametrize("lang", languages.codes())
def test_every_rule_has_its_anchor_on_its_home_page(site: BuiltSite, lang: str, page: str) -> None:
    built = parse(site.page(lang, f"{page}.md"))
    missing = [rule.id for rule in RULES.values() if rule.page == page and rule.anchor not in built.ids]
    assert not missing, (f"{lang} docs/{page} lacks the anchors of rules {', '.join(missing)}: give the "
                         "rule's heading {#" + anchor_for(missing[0]) + "} (and so on)")


@pytest.mark.parametrize("page", RULE_PAGES)
@pytest.mark.parametrize("lang", languages.codes())
def test_rule_like_anchors_are_known_rules(lang: str, page: str) -> None:
    source = languages.translated_path(languages.DOCS / f"{page}.md", lang)
    if not source.exists():
        pytest.skip(f"{source.name} does not exist yet (the translation tests report it)")
    written = EXPLICIT_HEADING_ANCHOR.findall(source.read_text(encoding="utf-8"))
    unknown = [anchor for anchor in written if anchor.startswith(NAMESPACES) and anchor not in KNOWN_ANCHORS]
    assert not unknown, (f"{source.relative_to(languages.ROOT)} has headings with anchors that are no rule ID: "
                         f"{', '.join(unknown)} (rule IDs are in pitch_core/rulebook)")
