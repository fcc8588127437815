"""A visible "copy link" button on every rule and section heading (issue 32, item 5).

Material's ¶ beside a heading shows only while the pointer is over it, so on a phone a reader
cannot find the link to paste into the table's chat. Each h2 to h6 heading with an id gets a
real button after its words: keyboard reachable, named in the page's language ("Copy link to
this rule" on a rule or a clarification, "… to this section" on any other heading), hidden until
``web/common/copy-link.js`` has started (without the script it could do nothing). The script
copies the page's absolute address with the heading's anchor and says so in the page's one
status region (``role="status"``, polite), written here with its words in ``data-`` attributes.

The button holds no text (its name is its ``aria-label``; its icon is drawn by ``copy-link.css``),
so the search index's section titles stay the heading's words; it is added to the content before
the search plugin reads it.
"""

from __future__ import annotations

import re
from html import escape

from pitch_core.rulebook import RULES, anchor_for

from .catalogs import N_, gettext

# Translators: the name (read aloud, and shown on hover) of the button beside a rule's heading that copies the address of that rule
COPY_RULE = N_("Copy link to this rule")
# Translators: the same button beside a heading that is not a rule (a section of a page)
COPY_SECTION = N_("Copy link to this section")
# Translators: said (and shown for a moment) once the button has put the rule's address on the clipboard
COPIED = N_("Link copied")
# Translators: shown, followed by the address, when the browser does not let the page use the clipboard
COPY_BY_HAND = N_("Copy this link:")

ASSETS = ("assets/web/common/copy-link.css", "assets/web/common/copy-link.js")
BUTTON_CLASS = "lp-copy-link"
STATUS_CLASS = "lp-copy-link-status"

RULE_ANCHORS = frozenset(anchor_for(rule_id) for rule_id in RULES)
CLARIFICATION_PREFIX = "clar-"  # docs/clarifications.md: each question is a rule a table argues about

# An h2 to h6 heading with an id, up to where it closes
_HEADING = re.compile(r'(<h([2-6])\b[^>]*?\sid="([^"]+)"[^>]*>)(.*?)(</h\2>)', re.S)



def is_rule(anchor: str) -> bool:
    return anchor in RULE_ANCHORS or anchor.startswith(CLARIFICATION_PREFIX)


def button(anchor: str, lang: str) -> str:
    label = escape(gettext(lang, COPY_RULE if is_rule(anchor) else COPY_SECTION), quote=True)
    return (f'<button type="button" class="{BUTTON_CLASS}" data-anchor="{escape(anchor, quote=True)}" '
            f'aria-label="{label}" title="{label}" hidden></button>')


def status(lang: str) -> str:
    """The page's one status region; copy-link.js writes into it."""
    def t(message: str) -> str:
        return escape(gettext(lang, message), quote=True)

    return (f'<p class="{STATUS_CLASS}" role="status" data-copied="{t(COPIED)}" '
            f'data-by-hand="{t(COPY_BY_HAND)}"></p>')


def add_buttons(html: str, lang: str) -> str:
    """``html`` (a page's content) with a copy button at the end of each heading that has an id,
    and the status region after the content; unchanged when it has no such heading."""
    found = False

    def with_button(heading: re.Match[str]) -> str:
        nonlocal found
        found = True
        opening, _level, anchor, inside, closing = heading.groups()
        return f"{opening}{inside}{button(anchor, lang)}{closing}"

    html = _HEADING.sub(with_button, html)
    return html + status(lang) if found else html


def add_assets(output: str, to_root: str) -> str:
    """A finished page with the button's style and script, when it has buttons."""
    if f'class="{BUTTON_CLASS}"' not in output:
        return output
    css, js = (f"{to_root}{path}" for path in ASSETS)
    tags = f'<link rel="stylesheet" href="{css}"><script type="module" src="{js}"></script>'
    return output.replace("</head>", tags + "</head>", 1)
