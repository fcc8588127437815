"""The ``[[...]]`` directives: what they expand to, and how a bad one fails the build."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from mkdocs.exceptions import PluginError

from sitegen import catalogs, cards, hooks
from sitegen.directives import DirectiveError, expand
from pitch_core.cards import Card


def test_card_renders_face_colour_and_name() -> None:
    assert expand("The [[card JD]] is trump.", "en", root="../../") == (
        'The <span class="lp-card lp-card--red" role="img" aria-label="jack of diamonds" data-card="JD">'
        '<svg class="lp-mini" viewBox="0 0 64 100" aria-hidden="true" focusable="false">'
        '<use href="../../assets/cards/cards.svg#mini-JD"></use></svg>'
        '<span class="lp-card__text">J♦</span></span> is trump.')


def test_fan_draws_whole_faces_for_show() -> None:
    out = expand("[[fan 10H HJ AH]]", "en")
    assert out.startswith('<span class="lp-fan" aria-hidden="true" data-cards="3">')
    assert [part.split('"')[0] for part in out.split("cards.svg#")[1:]] == ["card-TH", "card-HJ", "card-AH"]


def test_card_names_come_from_the_catalog(monkeypatch: pytest.MonkeyPatch) -> None:
    def fake_gettext(lang: str, message: str, context: str | None = None, domain: str = "site") -> str:
        return "kárový kluk" if (lang, message, context) == ("cs", "jack of diamonds", "card-name") else message

    monkeypatch.setattr(cards, "gettext", fake_gettext)
    assert 'aria-label="kárový kluk"' in cards.card_html(Card.parse("JD"), "cs")
    assert 'aria-label="ace of spades"' in cards.card_html(Card.parse("AS"), "cs")  # English fallback


def test_block_directive_keeps_its_indentation() -> None:
    out = expand("!!! tip\n\n    [[table bid-ladder pitch31]]\n", "en")
    assert "\n    | <span data-table=\"bid-ladder\"" in out


def test_code_is_left_alone() -> None:
    text = "Write `[[card JD]]`.\n\n```\n[[anything at all]]\n```\n"
    assert expand(text, "en") == text


@pytest.mark.parametrize("line, message", [
    ("[[tabel glossary]]", "unknown directive"),
    ("[[table nonsense]]", "needs one of"),
    ("[[table trump-order pitch31]]", "write [[table trump-order PRESET SUIT]]"),
    ("[[table bid-ladder nine-point]]", "not a known game"),
    ("[[card ZZ]]", "not a card"),
    ("[[card AH KH]]", "exactly one card"),
    ("[[fan AH]]", "two to seven cards"),
    ("Here: [[table glossary]]", "must stand alone"),
    ("[[card JD]", "malformed"),
])
def test_bad_directives_name_their_line(line: str, message: str) -> None:
    with pytest.raises(DirectiveError) as error:
        expand(f"# Title\n\n{line}\n", "en")
    assert error.value.line == 3
    assert message in error.value.message


def test_a_bad_directive_fails_the_build_naming_page_and_line() -> None:
    source = "---\ntitle: T\n---\n\n# T\n\n[[card XX]]\n"
    body = source.split("---\n", 2)[2]
    page = SimpleNamespace(url="pitch/basics/",
                           file=SimpleNamespace(locale="en", src_uri="pitch/basics.md", content_string=source))
    config = SimpleNamespace(theme={"language": "en"})
    with pytest.raises(PluginError, match=r"docs/pitch/basics\.md:7: \[\[card XX\]\]"):
        hooks.on_page_markdown(body.lstrip("\n"), page=page, config=config)


def test_site_strings_fall_back_to_english() -> None:
    assert catalogs.gettext("xx", "Points") == "Points"
