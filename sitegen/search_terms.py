"""The words players say at the table find the rule, from every language's search (issue 32, item 5).

An English newcomer at a Czech table types "follow suit", "low" or "stick the dealer"; the rules
are written in the reader's language and in the site's own words ("You play nothing but trump",
"The 2 goes back to its player"), so those words found nothing, in English too. Each rule section
that answers a table word gets it as a hidden search field, ``keywords``, in every language's
index: not shown in the result, but found. Where the termbase (``translations/termbase.tsv``)
has the concept, its English term is the one used (``off-jack (jick)``, ``shoot the moon``); the
other table words are the players' own, written here.
"""

from __future__ import annotations

import re
from functools import lru_cache

from translations.termbase import terms

FIELD = "keywords"
# A table word puts its rule first: above a title that merely begins with it (Material searches
# each typed word as a prefix too: "low" finds the title "Is 4 really the lowest bid?", and "set"
# Three Thirteen's sets), where a title weighs 1000 and a text word 1. Probed with Material's own
# worker (tests/website/search_probe.cjs): at 100 and 1000 English "set" and "low" still opened on
# other sections. A word every section holds ("the" of "shoot the moon") weighs next to nothing
# whatever its boost: lunr's idf.
BOOST = 10_000

# A termbase concept (its English term) or a table word of our own -> the sections that answer it
# (their anchors, the same in every language: a rule's id, a clarification's, sitegen/anchors.py).
TABLE_WORDS: dict[str, tuple[str, ...]] = {
    # High-Low-Jack players call the 2 of trump's point "Low"; here it is a fixed card that
    # always scores for its player.
    "low": ("play-deuce-returns", "clar-off-two"),
    "follow suit": ("play-only-trump", "clar-must-play"),
    "stick the dealer": ("bid-all-pass-dealer-bids", "bid-all-pass-dealer-four",
                         "bid-all-pass-dealer-five", "clar-forced-dealer-bid"),
    "termbase:set": ("score-set", "score-early-set"),
    "termbase:moon": ("bid-maximum", "bid-moon-is-thirteen", "bid-moon-needs-score", "clar-match-and-moon",
                      "score-moon-twenty", "score-moon-to-target", "score-moon-wins"),
    "termbase:off-jack": ("trump-off-jack",),
    "termbase:widow": ("deal-cards", "exchange-bidder-takes-widow", "exchange-remainder-to-partner",
                       "exchange-blind-to-bidder", "clar-rest-of-widow"),
    "termbase:dealer-match": ("bid-dealer-may-match", "clar-match-and-moon"),
    "termbase:burn": ("exchange-burn", "clar-more-than-six-trump"),
}
TERMBASE = "termbase:"


_TERM = re.compile(r"^(?:to |be )?(?P<term>[^(]+?)\s*(?:\((?P<note>[^)]*)\))?$")


def english_words(key: str) -> str:
    """A table word as it is indexed: the termbase's English term for a concept without its
    infinitive and its explanation, but with a one-word other name ("off-jack (jick)" ->
    "off-jack jick", "to match (the dealer takes …)" -> "match", "be set" -> "set"); else the
    word itself."""
    if not key.startswith(TERMBASE):
        return key
    concept = key.removeprefix(TERMBASE)
    english = next(term.names["en"] for term in terms() if term.concept == concept)
    found = _TERM.match(english)
    if found is None:
        return english
    note = found["note"] or ""
    return found["term"] + (f" {note}" if note and " " not in note else "")


@lru_cache(maxsize=None)
def keywords_by_anchor() -> dict[str, str]:
    """Each answering section's anchor -> its table words, space-separated."""
    found: dict[str, list[str]] = {}
    for key, anchors in TABLE_WORDS.items():
        for anchor in anchors:
            found.setdefault(anchor, []).append(english_words(key))
    return {anchor: " ".join(words) for anchor, words in found.items()}


def add_keywords(index: dict) -> dict:
    """A search index (Material's ``search_index.json`` as data) whose sections answering a table
    word carry it in the ``keywords`` field, a field the index's lunr settings now search."""
    by_anchor = keywords_by_anchor()
    docs = []
    for doc in index["docs"]:
        anchor = doc["location"].partition("#")[2]
        words = by_anchor.get(anchor)
        docs.append({**doc, FIELD: words} if words else doc)
    fields = {**index["config"].get("fields", {}), FIELD: {"boost": BOOST}}
    return {**index, "config": {**index["config"], "fields": fields}, "docs": docs}
