"""Write the message templates and bring every language's catalogs up to date.

* ``pitch_core.pot``: every engine message (msgctxt = its code, msgid = the English template),
  every card's name (msgctxt ``card-name``) and every suit's name (msgctxt ``suit-name``).
* ``tutorial.pot``: the lessons', quiz questions', guided hands' and widget's English text
  (msgctxt = the string's stable key, e.g. ``lesson.cards.intro``, ``quiz.<id>``, ``ui.next``),
  and the browser tools' words (``tools/ui.toml``, msgctxt ``tools.<key>``).
* ``site.pot``: the strings sitegen renders (marked ``N_("...")`` in ``sitegen/``) and the nav
  section titles of ``mkdocs.yml`` (msgctxt ``nav``).
* ``<lang>/LC_MESSAGES/{pitch_core,site}.po`` for each translated language: created when absent,
  otherwise merged with Babel so that existing translations are kept. No guessing from similar
  strings; but an engine message whose English changed keeps its code (msgctxt), so its old
  translation comes back marked fuzzy, with the old English as ``#| msgid``, to be reviewed.

    python -m translations.extract
"""

from __future__ import annotations

import copy
import io
import re
from collections import Counter
from pathlib import Path
from typing import Iterable

from babel.messages.catalog import Catalog, Message
from babel.messages.extract import extract_from_dir
from babel.messages.pofile import read_po, write_po

from pitch_core import grammar
from pitch_core.cards import SUITS
from pitch_core.card_entry import CARD_LETTER_CONTEXT, entries as card_letter_entries
from pitch_core.message_params import catalog_entries as forms_entries, words as param_words
from pitch_core.messages import all_codes, plural_template
from sitegen import languages
from sitegen.cards import CARD_NAME, SUIT_NAME, SUIT_NAMES, english_names
from pitch_core.messages import TT_CARD_FORMS, TT_CARD_NAME, TT_JOKER

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
# Folders whose Python code marks site strings with N_(); add a tool's folder here when it does too.
SITE_SOURCES = ("sitegen",)
NAV_CONTEXT = "nav"
PROJECT = "Learn Pitch"
WIDTH = 100
GRAMMAR_NOTES = {
    grammar.CARD_INDEX: "the index printed in a card's corner for this rank (A K Q J 10), as your cards print it",
    grammar.SYMBOL_FORMS: "a card of this rank written by its index ({card} = B♦) in the forms your sentences "
                          "ask for, as 'form: text' pairs joined by ' | '; '{card}' alone when it never changes",
    grammar.RANK_FORMS: "this rank as a word, in the forms your sentences ask for ('pl: the queens'), "
                        "as 'form: text' pairs joined by ' | '",
    grammar.SEAT_FORMS: "this seat in the forms your sentences ask for, as 'form: text' pairs joined by ' | '; "
                        "the name alone when it never changes",
    grammar.TEAM_FORMS: "this team in the forms your sentences ask for, as 'form: text' pairs joined by ' | '; "
                        "the name alone when it never changes",
    grammar.LIST_AND: "how a list of cards ends, as your language joins the last two ('B♦, D♦ and the high joker'); "
                      "the items before them are joined by ', '",
}


def _flags(message: str | tuple[str, ...]) -> tuple[str, ...]:
    forms = (message,) if isinstance(message, str) else message  # a plural entry has several
    return ("python-brace-format",) if any(re.search(r"\{\w*\}", form) for form in forms) else ()


def _new_catalog(domain: str, locale: str | None = None) -> Catalog:
    return Catalog(locale=locale, domain=domain, project=PROJECT, version="1",
                   copyright_holder="Learn Pitch", charset="utf-8", fuzzy=False)


def engine_template() -> Catalog:
    catalog = _new_catalog("pitch_core")
    for code, english in all_codes().items():
        plural = plural_template(code, english)
        # A message that counts something is a plural entry: the language's own forms, not "karet: {n}"
        message_id = english if plural is None else (plural[1], plural[2])
        catalog.add(message_id, context=code, flags=_flags(english))
    for context, words in param_words().items():
        for word in words:
            catalog.add(word, context=context, flags=_flags(word),
                        auto_comments=["how a message's parameter is said at the table (a seat, a team, a phase, a bid)"])
    for code, name in english_names().items():
        catalog.add(name, context=CARD_NAME, auto_comments=[f"the card {code}"])
    for code, name in english_names().items():
        catalog.add(name, context=grammar.CARD_FORMS, auto_comments=[
            f"the card {code} in the forms your sentences ask for ({{card:acc}}), as 'form: text' pairs "
            "joined by ' | ' (pitch_core/grammar.py); without pairs it is the same in every form"])
    for context, words in forms_entries().items():
        for word in words:
            catalog.add(word, context=context, flags=_flags(word), auto_comments=[GRAMMAR_NOTES[context]])
    catalog.add(TT_JOKER, context=TT_CARD_NAME, auto_comments=[
        "Three Thirteen's printed joker (both alike, always wild), apart from Pitch's high and low joker: "
        "see the termbase's 'joker' row (cs joker, mk вистински џокер, ro cartea joker, de Jokerkarte)"])
    catalog.add(TT_JOKER, context=TT_CARD_FORMS, auto_comments=[
        "Three Thirteen's printed joker in the forms your sentences ask for ({card:acc}), as 'form: text' "
        "pairs joined by ' | ' (pitch_core/grammar.py); a plain {card} takes 'nom' where you give it"])
    for entry in card_letter_entries():
        catalog.add(entry, context=CARD_LETTER_CONTEXT, auto_comments=[
            "the letters a reader types for this rank or suit, then its name (pitch_core/card_entry.py); "
            "several spellings with '/'; no letter may mean another card in the notation (A K Q J T, S H D C)"])
    for suit in SUITS:
        catalog.add(SUIT_NAMES[suit], context=SUIT_NAME, auto_comments=[f"the suit {suit.symbol}"])
    return catalog


def nav_titles(nav: Iterable) -> Iterable[str]:
    """The titles an ``mkdocs.yml`` nav names: its sections', and a page's where the nav names it
    (other pages take their titles from their heading)."""
    for item in nav:
        if isinstance(item, dict):
            for title, children in item.items():
                yield title
                if isinstance(children, list):
                    yield from nav_titles(children)


def site_template() -> Catalog:
    catalog = _new_catalog("site")
    for folder in SITE_SOURCES:
        extracted = extract_from_dir(ROOT / folder, method_map=[("**.py", "python")],
                                     keywords={"N_": None}, comment_tags=("Translators:",))
        for filename, lineno, message, comments, _context in extracted:
            catalog.add(message, locations=[(f"{folder}/{filename}", lineno)],
                        auto_comments=comments, flags=_flags(message))
    for title in nav_titles(languages.mkdocs_config()["nav"]):
        catalog.add(title, context=NAV_CONTEXT, auto_comments=["a title in the site's navigation menu"])
    return catalog


def tutorial_template() -> Catalog:
    from tools.build import ui_forms as tools_ui_forms
    from tutorial.build import ui_forms
    from tutorial.content import english_messages

    catalog = _new_catalog("tutorial")
    for context, english in english_messages().items():
        catalog.add(english, context=context, flags=_flags(english))
    for key, english in ui_forms().items():
        # a counted word ({one, other}) is a plural entry, as the tools' words are
        message: str | tuple[str, str] = english if isinstance(english, str) else (english["one"], english["other"])
        catalog.add(message, context=f"ui.{key}", flags=_flags(message),
                    auto_comments=["a word of the tutorial widget"])
    for key, forms in tools_ui_forms().items():
        # a counted word ({one, other}) is a plural entry: the language's own forms (tools/plural_words.py)
        word: str | tuple[str, str] = forms if isinstance(forms, str) else (forms["one"], forms["other"])
        catalog.add(word, context=f"tools.{key}", flags=_flags(forms if isinstance(forms, str) else forms["other"]),
                    auto_comments=["a word of the browser tools (play, hand viewer, score keeper, meld calculator)"])
    return catalog


_CREATION_DATE = re.compile(rb'^"POT-Creation-Date: .*\n', re.MULTILINE)


def _write(catalog: Catalog, path: Path) -> None:
    """Write the catalog, unless only its creation date would change (keeps diffs honest)."""
    buffer = io.BytesIO()
    # File names without line numbers: moving code must not rewrite every translator's file.
    write_po(buffer, catalog, width=WIDTH, omit_header=False, sort_output=False,
             include_previous=True, include_lineno=False)
    new = buffer.getvalue()
    if path.exists() and _CREATION_DATE.sub(b"", path.read_bytes()) == _CREATION_DATE.sub(b"", new):
        return
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(new)


def _carry_over_by_context(catalog: Catalog, previous: dict[str, Message]) -> None:
    """An engine message keeps its code (msgctxt) when its English wording changes: offer the
    old translation again, marked fuzzy (to be reviewed), instead of starting from nothing."""
    for message in catalog:
        old = previous.get(message.context) if message.context else None
        if (message.id and not message.string and old is not None and old.id != message.id
                and isinstance(old.id, str) and isinstance(message.id, str)):  # not into or out of a plural entry
            message.string = old.string
            message.flags.add("fuzzy")
            message.previous_id = [old.id]
            catalog.obsolete.pop((old.id, old.context or ""), None)  # previous is keyed by context
            catalog.obsolete.pop(old.id, None)


def update_language(template: Catalog, lang: str) -> Path:
    domain = template.domain or "messages"
    path = HERE / lang / "LC_MESSAGES" / f"{domain}.po"
    if path.exists():
        with path.open("rb") as handle:
            catalog = read_po(handle, locale=lang, domain=template.domain)
        # Only a context that names one message (an engine code) identifies it: "nav" is shared.
        uses = Counter(m.context for m in catalog if m.id and m.context)
        previous = {m.context: m for m in catalog if m.id and m.context and m.string and uses[m.context] == 1}
        # Babel adds the template's own message objects to the catalog: give each language its own
        # copy, or a translation carried over into one language would leak into the next.
        catalog.update(copy.deepcopy(template), no_fuzzy_matching=True, update_header_comment=False)
        _carry_over_by_context(catalog, previous)
    else:
        catalog = _new_catalog(domain, lang)
        for message in template:
            if message.id:
                catalog.add(message.id, context=message.context, flags=message.flags,
                            auto_comments=message.auto_comments, locations=message.locations)
    _write(catalog, path)
    return path


def main() -> None:
    for template in (engine_template(), site_template(), tutorial_template()):
        pot = HERE / f"{template.domain}.pot"
        _write(template, pot)
        print(f"wrote {pot.relative_to(ROOT)} ({len(template)} strings)")
        for lang in languages.translations():
            path = update_language(template, lang)
            print(f"updated {path.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
