"""The browser tools' build step (tools/build.py) and MkDocs hook (web/hooks.py): every word the
pages use exists and is translated through the catalog, the data covers every preset, and only a
page with a tool's marker loads that tool."""

from __future__ import annotations

import importlib.util
import json
import re
import sys
import tomllib
from pathlib import Path
from types import SimpleNamespace

import pytest

pytest.importorskip("mkdocs", reason="the site build runs on CPython, not inside Pyodide")
from mkdocs.exceptions import PluginError

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))  # tools, tutorial and sitegen live at the project root

from pitch_core.bots import LEVELS  # noqa: E402
from pitch_core.pitch import get_ruleset, modifier_names, preset_names  # noqa: E402
from pitch_core.rulebook import RULES  # noqa: E402
from pitch_core.three_thirteen import preset_names as three_thirteen_presets  # noqa: E402
from tools.build import build_language, pitch_variants, ui_english  # noqa: E402

WEB = ROOT / "web"
TOOL_SOURCES = (WEB / "tools", WEB / "common")  # the modules that read the tools' words


def web_source() -> str:
    return "\n".join(path.read_text(encoding="utf-8") for path in sorted(p for folder in TOOL_SOURCES for p in folder.glob("*.js")))


def test_every_word_a_page_uses_is_in_ui_toml():
    used = set(re.findall(r"\bui\.(?!toml\b)([a-z_]+)", web_source()))  # "ui.toml" in a comment is no word
    assert used - set(ui_english()) == set()


def test_words_looked_up_by_name_exist_for_every_preset_modifier_level_seat_and_move():
    words = set(ui_english())
    names = [f"level_{level.replace('-', '_')}" for level in LEVELS]
    names += [f"seat_{s}" for s in "NESW"] + ["team_NS", "team_EW", "seat_number"]
    paces = re.search(r"const PACES = \{([^}]*)\}", web_source()).group(1)
    names += [f"pace_{key}" for key in re.findall(r"(\w+):", paces)]
    verbs = ["drop", "claim", "swap", "discard", "out", "take_rest", "give_rest", "done", "skip", "stop"]
    names += [f"move_{verb}" for verb in verbs]
    assert sorted(set(names) - words) == []


def test_placeholders_are_plain_names():
    for key, english in ui_english().items():
        for field in re.findall(r"\{([^}]*)\}", english):
            assert re.fullmatch(r"[a-z_]+", field), f"{key}: {{{field}}}"


def test_czech_data_has_every_word_card_and_rule_in_czech_places():
    data = build_language("cs")
    assert set(data["ui"]) == set(ui_english())
    # the 54 cards, the look-alike joker's face and Three Thirteen's printed joker (sitegen/cards.py)
    assert len(data["card_names"]) == 54 + 2 and data["card_names"]["JD"] != "jack of diamonds"
    assert data["card_names"]["JK"] == "žolík" and data["card_names"]["JK-tt"] == "joker"
    assert set(data["rules"]) == set(RULES)
    assert data["rules"]["bid.must-beat"] == "cs/pitch/basics/#bid-must-beat"
    assert data["pages"]["hand-viewer"] == "cs/tools/hand-viewer/"
    json.dumps(data)


def test_every_preset_with_every_modifier_has_its_scoring_facts():
    facts = build_language("en")["presets"]
    assert len(facts) == len(preset_names()) * 2 ** len(modifier_names())
    assert set(facts) == set(pitch_variants())
    five = facts["ten-point+five-handed"]
    assert five["units"] == ["1", "2", "3", "4", "5"] and five["players"] == 5
    pitch31 = facts["pitch31"]
    assert (pitch31["target"], pitch31["total_points"], pitch31["moon_min_score"]) == (31, 10, 1)
    assert facts["thirteen-point-partner"]["moon"] == get_ruleset("thirteen-point-partner").moon_value


def test_the_meld_calculators_rounds_are_each_presets_rounds_with_the_wild_rank_equal_to_the_hand():
    rounds = build_language("en")["three_thirteen_rounds"]
    assert set(rounds) == set(three_thirteen_presets())
    values = {"T": 10, "J": 11, "Q": 12, "K": 13}  # the rank letters of the record notation
    for listed in rounds.values():
        assert [r["round"] for r in listed] == list(range(1, 12))
        assert [r["cards"] for r in listed] == list(range(3, 14))  # round 1 deals 3 ... round 11 deals 13
        assert all(values.get(r["wild"], r["wild"]) in (r["cards"], str(r["cards"])) for r in listed)


# -- the hook ---------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def hooks():
    spec = importlib.util.spec_from_file_location("learn_pitch_tool_hooks", ROOT / "web" / "hooks.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class _Config(dict):
    """What the hooks read of MkDocs' config: items (site_dir) and the theme's language."""

    def __init__(self, values: dict, lang: str) -> None:
        super().__init__(values)
        self.theme = {"language": lang}


def page(url: str) -> SimpleNamespace:
    return SimpleNamespace(url=url, file=SimpleNamespace(src_uri="tools/score-keeper.md"))


HTML = '<html><head><title>x</title></head><body><div class="lp-tool" data-tool="score-keeper" markdown="0"></div></body></html>'


def test_a_tool_page_gets_its_language_script_and_style(hooks):
    output = hooks.on_post_page(HTML, page("cs/tools/score-keeper/"), _Config({}, "cs"))
    head, body = output.split("</head>")
    assert 'data-tool="score-keeper" data-lang="cs"' in body
    # The script starts as soon as it is in (async), and comes right after the element it fills
    assert ('markdown="0"></div><script type="module" async src="../../../assets/web/tools/score-keeper.js">'
            '</script></body>') in body
    assert '<link rel="stylesheet" href="../../../assets/web/tools/tools.css">' in head


def test_a_marked_page_preloads_its_whole_module_graph(hooks):
    """Every module the script reaches by static imports, and nothing it loads on demand."""
    head = hooks.on_post_page(HTML, page("tools/score-keeper/"), _Config({}, "en")).split("</head>")[0]
    preloaded = {WEB / path for path in re.findall(r'<link rel="modulepreload" href="\.\./\.\./assets/web/([^"]+)">', head)}
    assert {WEB / "tools/score-keeper.js", WEB / "tools/page.js", WEB / "common/plural.js"} <= preloaded
    for module in preloaded:
        for imported in re.findall(r'^import [^;]*?from "(\.{1,2}/[^"]+)"', module.read_text(encoding="utf-8"), re.M):
            assert (module.parent / imported).resolve() in preloaded, f"{module.name} imports {imported}"
    assert WEB / "runtime/engine.js" not in preloaded  # the engine comes on demand, after the first paint


def test_a_page_gets_the_styles_of_the_shared_modules_it_uses_and_no_others(hooks):
    def styles(tool: str) -> set[str]:
        marked = HTML.replace("score-keeper", tool)
        head = hooks.on_post_page(marked, page(f"tools/{tool}/"), _Config({}, "en")).split("</head>")[0]
        return set(re.findall(r'<link rel="stylesheet" href="\.\./\.\./assets/web/([^"]+)">', head))

    assert styles("play") == {"common/cards.css", "common/engine-progress.css", "common/review.css",
                              "common/table.css", "common/thirteen-table.css", "tools/tools.css"}
    assert styles("meld-calculator") >= {"common/card-picker.css", "common/cards.css"}
    assert "common/card-picker.css" not in styles("score-keeper")


def test_a_marker_without_its_end_fails_the_build(hooks):
    with pytest.raises(PluginError, match="never closed"):
        hooks.on_post_page(HTML.replace("</div>", ""), page("tools/x/"), _Config({}, "en"))


def test_other_pages_are_left_alone(hooks):
    plain = "<html><head></head><body><p>lp-tool</p></body></html>"
    assert hooks.on_post_page(plain, page("pitch/basics/"), _Config({}, "en")) == plain


def test_an_unknown_tool_fails_the_build(hooks):
    broken = HTML.replace("score-keeper", "no-such-tool")
    with pytest.raises(PluginError, match="no-such-tool"):
        hooks.on_post_page(broken, page("tools/x/"), _Config({}, "en"))


def test_the_build_writes_the_modules_and_this_languages_data(hooks, tmp_path):
    hooks.on_post_build(_Config({"site_dir": str(tmp_path)}, "de"))
    for part in ("common", "tools", "tutorial"):
        shipped = tmp_path / "assets" / "web" / part
        copied = {p.relative_to(shipped) for p in shipped.rglob("*") if p.is_file()}  # a part's folders too (tutorial/steps/)
        assert copied == {p.relative_to(WEB / part) for p in (WEB / part).rglob("*") if p.suffix in (".js", ".css", ".svg")}
    assert [p.name for p in (tmp_path / "tools-data").iterdir()] == ["de.json"]
    assert [p.name for p in (tmp_path / "tutorial-data").iterdir()] == ["de.json"]
    assert json.loads((tmp_path / "tools-data" / "de.json").read_text(encoding="utf-8"))["lang"] == "de"


def test_ui_toml_is_valid_toml_of_strings():
    """Each word is a string, or a counted word's English forms {one, other} (tools/plural_words.py),
    with the name of the field it counts where that is not the template's first number (count)."""
    values = tomllib.loads((ROOT / "tools" / "ui.toml").read_text(encoding="utf-8"))
    for value in values.values():
        forms = [value] if isinstance(value, str) else [v for k, v in value.items() if k != "count"]
        assert isinstance(value, str) or set(value) - {"count"} == {"one", "other"}
        assert all(isinstance(v, str) and v for v in forms)


@pytest.mark.parametrize("lang", ["en", "de", "mk"])
def test_every_game_is_named_by_the_engine_in_the_readers_language(lang):
    """One name per game: the tools' titles are pitch_core.game_names', for every preset and
    modifier combination, and no English preset ID is left in another language."""
    from pitch_core.game_names import game_title

    data = build_language(lang)
    assert set(data["preset_titles"]) == set(pitch_variants()) | set(three_thirteen_presets())
    for name, title in data["preset_titles"].items():
        assert title == game_title(name, lang)
        assert "+" not in title.replace(" + ", "") and (lang == "en" or "-point" not in title)
