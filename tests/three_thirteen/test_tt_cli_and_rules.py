"""The ``deadwood`` and ``simulate`` commands, the rule IDs, rulesets and the description."""

from __future__ import annotations

import json
import re
from dataclasses import FrozenInstanceError, dataclass
from pathlib import Path

import pytest

import pitch_core.three_thirteen as engine_package
from pitch_core.cli import main
from pitch_core.errors import NotationError
from pitch_core.messages import render
from pitch_core.rulebook import RULES, anchor_for, rules_on_page
from pitch_core.three_thirteen.describe import describe, rules_in_force
from pitch_core.three_thirteen.ruleset import (PRESETS, Ruleset, get_ruleset, is_three_thirteen,
                                               preset_names)
from pitch_core.three_thirteen.simulate import simulate

from .variants import ACES_BOTH, STANDARD, VARIANTS

ENGINE = Path(engine_package.__file__).resolve().parent  # the installed engine, wheel or source


@dataclass
class Done:
    returncode: int
    stdout: str
    stderr: str


@pytest.fixture
def run_cli(capsys):
    """Run the command line in this process (no subprocess: the suite also runs in Pyodide)."""
    def run(*args: str) -> Done:
        try:
            code = main(list(args))
        except SystemExit as exit_:  # argparse refuses bad arguments this way
            code = exit_.code if isinstance(exit_.code, int) else (0 if exit_.code is None else 1)  # as Python exits
        out = capsys.readouterr()
        return Done(code, out.out, out.err)
    return run


class TestDeadwoodCommand:
    def test_spec_t3(self, run_cli):
        done = run_cli("deadwood", "--round", "6", "8S", "8H", "8C", "KD", "2C", "9H", "JS", "5D")
        assert done.returncode == 0, done.stderr
        report = json.loads(done.stdout)
        assert report["deadwood"] == 26
        assert report["wild_rank"] == "8" and report["round"] == 6
        melded = [c for meld in report["melds"] for c in meld["cards"]]
        assert sorted(melded + report["leftover"]) == sorted(
            ["8S", "8H", "8C", "KD", "2C", "9H", "JS", "5D"])
        assert all(meld["kind"] in ("set", "run") for meld in report["melds"])
        assert all({"card", "as"} == set(w) for m in report["melds"] for w in m["wilds"])

    def test_preset_and_symbols(self, run_cli):
        done = run_cli("deadwood", "--round", "1", "--preset", "313-aces-both", "A♠", "K♠", "3♥")
        report = json.loads(done.stdout)
        assert report["deadwood"] == 0 and report["preset"] == "three-thirteen-aces-both"
        assert report["melds"][0]["stands_for"] == ["QS", "KS", "AS"]

    def test_after_the_draw(self, run_cli):
        done = run_cli("deadwood", "--round", "1", "--after-draw", "--preset",
                       "three-thirteen-aces-both", "AS", "KS", "7C", "3H")
        report = json.loads(done.stdout)
        assert report["can_go_out"] and report["discard"] == "7C" and report["deadwood"] == 0

    @pytest.mark.parametrize("args,code", [
        (["--round", "1", "AS", "KS", "ZZ"], "notation.unknown-card"),
        (["--round", "2", "AS", "KS", "3H"], "tt.round.hand-size"),
        (["--round", "1", "AS", "KS", "3H", "4H"], "tt.round.hand-size"),
        (["--round", "12", "AS", "KS", "3H"], "tt.round.count"),
        (["--round", "1", "--preset", "pitch31", "AS", "KS", "3H"], "preset.unknown"),
        (["--round", "1", "AS", "KS", "HJ"], "tt.deck.no-jokers"),
        (["--round", "11", *["AS"] * 13], "tt.notation.too-many-copies"),
        (["--round", "1", "AS", "KS", "x" * 100_000], "notation.unknown-card"),
        (["--round", "1", "--preset", "x" * 100_000, "AS", "KS", "3H"], "preset.unknown"),
    ], ids=["unknown-card", "too-few", "too-many", "no-round-12", "a-pitch-game", "joker", "fourth-ace",
            "long-card", "long-preset"])
    def test_bad_input_exits_2_with_one_clear_line(self, run_cli, args, code):
        done = run_cli("deadwood", *args)
        assert done.returncode == 2
        assert done.stdout == ""
        assert done.stderr.startswith("error: ") and f"[{code}]" in done.stderr
        assert "Traceback" not in done.stderr and len(done.stderr.strip().splitlines()) == 1
        assert len(done.stderr) < 400  # a bad argument is named by an excerpt, not repeated whole

    def test_missing_round_is_an_argparse_error(self, run_cli):
        assert run_cli("deadwood", "AS", "KS", "3H").returncode == 2


class TestSimulate:
    def test_main_cli_simulates_three_thirteen(self, run_cli):
        done = run_cli("simulate", "--preset", "three-thirteen", "--hands", "1", "--seed", "4")
        assert done.returncode == 0, done.stderr
        figures = json.loads(done.stdout)
        assert figures["preset"] == "three-thirteen" and figures["games"] == 1
        assert figures["rounds"] == 11 and figures["invariants_checked"]

    @pytest.mark.parametrize("preset", preset_names())
    def test_every_preset_both_players(self, preset):
        for policy in ("random", "greedy"):
            figures = simulate(preset, 2, seed=3, policy=policy)
            assert figures["rounds"] == 22
            assert figures["rounds_ended_by_going_out"] + figures["rounds_ended_by_empty_stock"] == 22

    def test_end_round_variant(self):
        rules = STANDARD.with_changes(stock_exhausted="end_round")
        figures = simulate(rules, 2, seed=1, players=4)
        assert figures["reshuffles"] == 0 and figures["rounds"] == 22


class TestRulesets:
    def test_presets_and_aliases(self):
        assert set(PRESETS) == {"three-thirteen", "three-thirteen-aces-both"}
        assert get_ruleset("313") is STANDARD and get_ruleset("313-Aces-Both") is ACES_BOTH
        assert is_three_thirteen("Three-Thirteen") and not is_three_thirteen("pitch31")
        assert ACES_BOTH.aces == "high_or_low" and ACES_BOTH.ace_penalty == 15
        assert STANDARD.aces == "low" and STANDARD.ace_penalty == 1
        with pytest.raises(NotationError):
            get_ruleset("gin")

    @pytest.mark.parametrize("change", [{"aces": "sideways"}, {"rounds": 12}, {"jokers_per_deck": 3},
                                        {"stock_exhausted": "panic"}, {"min_players": 1}])
    def test_bad_parameters_are_refused(self, change):
        with pytest.raises(NotationError) as info:
            STANDARD.with_changes(**change)
        assert info.value.code == "tt.ruleset.bad-value"

    def test_describe(self):
        info = describe("three-thirteen-aces-both")
        assert info["rounds"][0] == {"round": 1, "hand_size": 3, "wild_rank": "3"}
        assert info["rounds"][-1] == {"round": 11, "hand_size": 13, "wild_rank": "K"}
        assert info["decks"][2] == 1 and info["decks"][4] == 2
        assert info["penalties"]["A"] == 15 and info["penalties"]["K"] == 10
        assert "tt.meld.aces-high-or-low" in [r["rule"] for r in info["rules"]]


class TestRuleIds:
    def test_every_rule_is_prefixed_and_lives_on_the_page(self):
        ours = rules_on_page("three-thirteen")
        assert len(ours) >= 30
        for rule in ours:
            assert rule.id.startswith("tt.")
            assert re.fullmatch(r"[a-z][a-z0-9.-]*", rule.id) and anchor_for(rule.id) == rule.id.replace(".", "-")
        assert all(r.page == "three-thirteen" for r in RULES.values() if r.id.startswith("tt."))

    def test_every_rule_id_in_the_engine_exists(self):
        source = "\n".join(p.read_text(encoding="utf-8") for p in ENGINE.glob("*.py"))
        cited = set(re.findall(r'"(tt\.[a-z-]+\.[a-z-]+)"', source))
        messages = set(re.findall(r'"(tt\.(?:record|notation|ruleset)\.[a-z-]+)"', source))
        assert cited - messages <= set(RULES), cited - messages - set(RULES)

    def test_every_rule_is_cited_by_the_engine(self):
        source = "\n".join(p.read_text(encoding="utf-8") for p in ENGINE.glob("*.py"))
        ours = {r.id for r in rules_on_page("three-thirteen")}
        assert {rule for rule in ours if f'"{rule}"' not in source} == set()

    def test_templates_render_with_the_params_the_engine_gives(self):
        for rules in VARIANTS.values():
            for event in rules_in_force(rules):
                message = render(event.rule_id, event.params)
                assert "{" not in message, message

    def test_message_codes(self):
        from pitch_core.three_thirteen.messages import MESSAGES

        source = "\n".join(p.read_text(encoding="utf-8") for p in ENGINE.glob("*.py"))
        used = set(re.findall(r'"(tt\.(?:record|notation|ruleset)\.[a-z-]+)"', source))
        assert used <= set(MESSAGES) and not set(MESSAGES) & set(RULES)


def test_ruleset_is_frozen():
    with pytest.raises(FrozenInstanceError):
        STANDARD.aces = "high_or_low"
    assert isinstance(STANDARD, Ruleset)
