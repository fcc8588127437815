"""Every point a table chooses, as the house-rules page shows it before (or without) its script:
``[[house-rules]]`` (docs/tools/house-rules.md). Each point is a section whose id is the same in
every language (``#house-stuck``: the clarifications page links to it), with each choice's words
and the source games that play it, all from the engine (pitch_core/webtools/house_rules_page.py,
the data web/tools/house-rules.js also reads), in the page's language. The script replaces it
with the form, whose fieldsets take the same ids."""

from __future__ import annotations

from html import escape

from pitch_core.webtools.house_rules_page import house_rules_data

from .catalogs import N_, gettext

PLAYED_IN = N_("Played in: {games}.")
NO_SOURCE = N_("None of the site's sources plays it; some tables do.")
ASSUMED = N_("(its source says nothing; the site reads it this way)")


def house_rules_reference(lang: str, arguments: list[str], indent: str) -> str:
    if arguments:
        raise ValueError("write [[house-rules]]")
    points = house_rules_data(lang, [])["points"]
    sections = "".join(_section(lang, point) for point in points)
    return f'{indent}<div class="lp-house-reference" markdown="0">{sections}</div>\n'


def _section(lang: str, point: dict) -> str:
    choices = "".join(f"<li>{escape(choice['text'])} <small>{escape(_sources(lang, choice))}</small></li>"
                      for choice in point["choices"])
    return (f'<section class="lp-house-point" id="house-{point["key"]}" data-point="{point["key"]}">'
            f'<h3>{escape(point["title"])}</h3><ul>{choices}</ul></section>')


def _sources(lang: str, choice: dict) -> str:
    if not choice["sources"]:
        return gettext(lang, NO_SOURCE)
    names = ", ".join(source["name"] + (" " + gettext(lang, ASSUMED) if source["assumed"] else "")
                      for source in choice["sources"])
    return gettext(lang, PLAYED_IN).replace("{games}", names)
