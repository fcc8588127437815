"""Words that agree with what fills them (issue 31): a message chooses its words by what a
parameter agrees as ("{team|pl=haben|hat}", pitch_core.messages), and the agreement of each word
is data (a team's "agr" in its catalog entry, a count's plural category by the catalog's rule).

(a) A team named by its seats takes the verb its language gives it, one five-handed player a
singular verb, several players a plural one, and never a pronoun of the wrong gender ("Süd …
was sie gemacht hat"). (b) Both counts of ``tt.deal.pack`` are said in the form each needs ("apare
de 2 ori, iar în pachet este o singură dată"). (c) A draw's source is said as a word in every
language, never as the program's token ("hand").
"""

from __future__ import annotations

import random
import re

import pytest

from pitch_core import grammar, message_params as mp
from pitch_core.catalogs import catalog, languages, translate
from pitch_core.messages import agreement, english_template, fill, render

LANGS = list(languages())
TRANSLATED = [lang for lang in LANGS if lang != "en"]


# --- the selector itself ----------------------------------------------------------------------

def test_a_selector_takes_the_first_alternative_the_value_agrees_with() -> None:
    template = "{team} {team|pl=haben|hat} nicht geboten."
    assert fill(template, "score.defenders-taken", {"team": "1 & 3"}, "de") == \
        "Spieler 1 und Spieler 3 haben nicht geboten."
    assert fill(template, "score.defenders-taken", {"team": "3"}, "de") == "Spieler 3 hat nicht geboten."


def test_an_alternative_may_hold_fields_and_a_count_chooses_by_its_category() -> None:
    template = "{held|one=o singură dată|few=de {held} ori|de {held} de ori}"
    said = {n: fill(template, "tt.deal.pack", {"held": n}, "ro") for n in (1, 2, 19, 20, 101)}
    assert said == {1: "o singură dată", 2: "de 2 ori", 19: "de 19 ori", 20: "de 20 de ori", 101: "de 101 ori"}
    assert fill("{used|0=gar nicht|{used}-mal}", "tt.deal.pack", {"used": 0}, "de") == "gar nicht"


def test_a_selector_without_its_value_stays_visible() -> None:
    assert fill("{team|pl=haben|hat}", "score.set", {}, "de") == "{team}"


@pytest.mark.filterwarnings("ignore:Plural value must be an integer:DeprecationWarning")
@pytest.mark.parametrize("lang", LANGS)
def test_each_plural_category_row_follows_the_catalogs_rule_and_cldr(lang: str) -> None:
    """grammar.PLURAL_CATEGORIES names the catalog's plural indexes; CLDR (Babel) says which is which."""
    babel = pytest.importorskip("babel")
    rule = babel.Locale.parse(lang).plural_form
    for n in [*range(0, 130), 1000, 1001, 2.5, 0.5]:
        plural = getattr(catalog(lang), "plural", None)
        if plural is not None and isinstance(n, float) and plural(5) == plural(2.5):
            continue  # a language whose catalog gives fractions no form of their own
        assert grammar.plural_category(n, lang) == rule(n), (lang, n)


# --- (a) a team agrees as its language says ------------------------------------------------------

@pytest.mark.parametrize("lang", TRANSLATED)
def test_every_language_says_whether_a_team_named_by_its_seats_agrees_as_one_or_many(lang: str) -> None:
    """Data, not guesswork: a language either says nothing (one, the default) or "sg" / "pl"."""
    for english in mp.TEAM_NAMES.values():
        assert grammar.agreement(grammar.TEAM_FORMS, english, lang) <= {"sg", "pl"}, (lang, english)


def test_a_team_agrees_by_its_seats() -> None:
    assert agreement("score.set", "team", "NS", "de") == {"team", "sg"}
    assert agreement("score.set", "team", "NS", "ro") == {"team", "pl"}
    assert agreement("score.set", "team", "3", "ro") == {"seat", "sg"}
    assert agreement("score.set", "team", "1 & 3", "de") == {"seats", "pl"}


GERMAN_TEAM_TEXTS = {
    # a team named by its seats is one Partei; one player is one man; several players are many
    "NS": ("Nord–Süd hat nicht geboten und schreibt die gemachten Punkte an: 3.",),
    "3": ("Spieler 3 hat nicht geboten und schreibt die gemachten Punkte an: 3.",),
    "1 & 3": ("Spieler 1 und Spieler 3 haben nicht geboten und schreiben die gemachten Punkte an: 3.",),
}


@pytest.mark.parametrize("team", sorted(GERMAN_TEAM_TEXTS))
def test_german_team_verbs_agree_and_no_pronoun_stands_for_a_team(team: str) -> None:
    assert render("score.defenders-taken", {"team": team, "taken": 3}, "de") in GERMAN_TEAM_TEXTS[team]
    codes = ("score.made-taken", "score.made-bid", "score.set", "score.defenders-taken", "hand.team-out",
             "bid.moon-needs-score", "drill.q.score-after", "drill.q.moon-game", "drill.why.moon-score")
    params = {"other": "EW", "bid": 5, "taken": 3, "score": 4, "min_score": 1, "points": 10}
    name = render("drill.team", {"team": team}, "de")
    wrong = r"(?:haben|schreiben|dürfen)" if "&" not in team else r"(?:hat|schreibt|darf)"
    disagrees = re.compile(rf"{re.escape(name)} {wrong}\b|\b{wrong} {re.escape(name)}")
    for code in codes:
        text = render(code, {"team": team, **params}, "de")
        assert not disagrees.search(text), (code, text)
        assert not re.search(r"\bwas sie\b|\bdie sie\b", text), (code, text)


@pytest.mark.parametrize("lang", LANGS)
def test_several_seats_are_listed_as_the_language_lists_things(lang: str) -> None:
    text = render("score.defenders-taken", {"team": "1 & 3", "taken": 3}, lang)
    assert "&" not in text, text
    assert grammar.join_list(["x", "y"], lang).replace("x", "").replace("y", "").strip() in text, text


def test_romanian_takes_a_plural_verb_after_a_team_as_its_pages_do() -> None:
    assert render("drill.q.score-after", {"team": "NS"}, "ro") == "Ce scor au Nord–Sud după această mână?"
    assert render("drill.q.score-after", {"team": "2"}, "ro") == "Ce scor are jucătorul 2 după această mână?"
    assert render("score.set", {"team": "EW", "taken": 3, "bid": 5}, "ro") == \
        "Est–Vest au luat 3 din cele 5 licitate: au căzut și pierd 5."


# --- (b) tt.deal.pack: each count in its own form ------------------------------------------------

PACK_COUNTS = ((2, 1), (3, 2), (1, 2), (0, 1))


@pytest.mark.parametrize("used, held", PACK_COUNTS)
def test_both_counts_of_a_deal_that_misuses_the_pack_are_said_in_their_own_form(used: int, held: int) -> None:
    expected = {
        (2, 1): ("8♠ apare de 2 ori, iar în pachet este o singură dată", "die 8♠ kommt zweimal vor, im Kartenspiel aber nur einmal"),
        (3, 2): ("8♠ apare de 3 ori, iar în pachet este de 2 ori", "die 8♠ kommt dreimal vor, im Kartenspiel aber zweimal"),
        (1, 2): ("8♠ apare o singură dată, iar în pachet este de 2 ori", "die 8♠ kommt einmal vor, im Kartenspiel aber zweimal"),
        (0, 1): ("8♠ apare de 0 ori, iar în pachet este o singură dată", "die 8♠ kommt gar nicht vor, im Kartenspiel aber nur einmal"),
    }[(used, held)]
    for lang, words in zip(("ro", "de"), expected):
        text = render("tt.deal.pack", {"card": "8S", "used": used, "held": held}, lang)
        assert words in text, (lang, text)


# The count forms a reader would catch: a count of one with a plural noun ("de 1 ori", "1-mal")
ONE_AS_MANY = {"ro": re.compile(r"\bde 1 (?:ori|dată)\b|\b1 ori\b"), "de": re.compile(r"\b1-mal\b")}


@pytest.mark.parametrize("lang", sorted(ONE_AS_MANY))
@pytest.mark.parametrize("code", ["tt.deal.pack", "tt.stock.reshuffle-cards"])
def test_no_count_of_one_takes_a_plural_in_either_count(lang: str, code: str) -> None:
    for used in (0, 1, 2, 3, 21):
        for held in (1, 2, 3, 21):
            text = render(code, {"card": "8S", "used": used, "held": held}, lang)
            assert not ONE_AS_MANY[lang].search(text), text


# --- (c) a draw's source is a word in every language ----------------------------------------------

@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("source", sorted(mp.DRAW_SOURCES))
def test_a_draws_source_is_said_as_a_word_not_the_programs_token(lang: str, source: str) -> None:
    text = render("tt.draw.source", {"source": source}, lang)
    assert not re.search(rf"[„“”\"]{source}[“”\"]", text), text
    if lang != "en":  # "Hand" is German, and "hand" an English word only in English
        assert not re.search(rf"\b{source}\b", text), text
    # Said with the choice's word where the translation names the source at all (cs and mk say
    # "from nowhere else" without naming it, which needs no word)
    if "{source" in translate("tt.draw.source", english_template("tt.draw.source") or "", lang):
        assert render(mp.DRAW_SOURCES[source], {}, lang).casefold() in text.casefold(), text


def test_an_illegal_draw_from_a_hand_explains_itself_in_words() -> None:
    from pitch_core.errors import PitchError
    from pitch_core.three_thirteen import GameState, get_ruleset
    from pitch_core.three_thirteen.actions import Action

    state = GameState.new(get_ruleset("three-thirteen"), players=3)
    state.chance_random(random.Random(1))
    assert state.to_move is not None
    with pytest.raises(PitchError) as refused:
        state.apply(Action.draw(state.to_move, "hand"))
    assert refused.value.code == "tt.draw.source"
    for lang in LANGS:
        said = refused.value.message(lang)
        assert not re.search(r"[„“”\"]hand[“”\"]", said), said
        assert lang == "en" or not re.search(r"\bhand\b", said), said
