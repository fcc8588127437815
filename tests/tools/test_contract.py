"""The typed contract between the engine and the page (pitch_core/contract.py): what every
``to_dict`` a page reads really sends conforms to its TypedDict, key by key and value by value, in
both games and in every drill; the generator (sitegen/typedefs.py) writes those TypedDicts as
JSDoc typedefs, and the file TypeScript checks the pages against is what it writes now."""

from __future__ import annotations

import importlib.util
import random
import sys
import textwrap
import types
from pathlib import Path
from typing import Any, ForwardRef, Literal, NotRequired, Union, get_args, get_origin, is_typeddict

import pytest

from pitch_core import contract
from pitch_core.drills import make_drill, practisable_rules
from pitch_core.pitch import get_ruleset, preset_names
from pitch_core.pitch.state import HandState
from pitch_core.three_thirteen import preset_names as thirteen_presets
from pitch_core.three_thirteen.ruleset import get_ruleset as get_thirteen_ruleset
from pitch_core.three_thirteen.state import GameState as ThirteenState
from sitegen import typedefs


# -- what the engine sends conforms to the contract ------------------------------------------------
def mismatches(value: Any, tp: Any, where: str = "view") -> list[str]:
    """Where ``value`` (plain JSON) is not of the contract's type ``tp``; [] when it conforms."""
    if isinstance(tp, (str, ForwardRef)):
        tp = getattr(contract, tp if isinstance(tp, str) else tp.__forward_arg__)
    origin, args = get_origin(tp), get_args(tp)
    if is_typeddict(tp):
        if not isinstance(value, dict):
            return [f"{where}: {value!r} is not an object ({tp.__name__})"]
        missing = tp.__required_keys__ - value.keys()
        unknown = value.keys() - tp.__annotations__.keys()
        found = [f"{where}: {tp.__name__} lacks {key!r}" for key in sorted(missing)]
        found += [f"{where}: {tp.__name__} has no key {key!r}" for key in sorted(unknown)]
        for key in value.keys() & tp.__annotations__.keys():
            found += mismatches(value[key], tp.__annotations__[key], f"{where}.{key}")
        return found
    if origin is NotRequired:
        return mismatches(value, args[0], where)
    if origin in (Union, types.UnionType):
        return [] if any(not mismatches(value, arg, where) for arg in args) else [f"{where}: {value!r} is none of {tp}"]
    if origin is Literal:
        return [] if value in args else [f"{where}: {value!r} is not one of {args}"]
    if origin is list:
        if not isinstance(value, list):
            return [f"{where}: {value!r} is not a list"]
        return [problem for i, item in enumerate(value) for problem in mismatches(item, args[0], f"{where}[{i}]")]
    if origin is dict:
        if not isinstance(value, dict):
            return [f"{where}: {value!r} is not an object"]
        return [problem for key, item in value.items()
                for problem in [*([] if isinstance(key, str) else [f"{where}: key {key!r}"]),
                                *mismatches(item, args[1], f"{where}[{key!r}]")]]
    if tp is object:  # any JSON value
        return []
    if tp is type(None):
        return [] if value is None else [f"{where}: {value!r} is not null"]
    if tp is int:  # a JSON number: a bool is not one
        return [] if isinstance(value, int) and not isinstance(value, bool) else [f"{where}: {value!r} is not an int"]
    if tp is float:
        return [] if isinstance(value, (int, float)) and not isinstance(value, bool) else [f"{where}: {value!r} is not a number"]
    return [] if type(value) is tp else [f"{where}: {value!r} is not {tp.__name__}"]


def pitch_views(preset: str, seed: int) -> list[Any]:
    """Every seat's view and the open view at every step of a random hand."""
    rng = random.Random(seed)
    state = HandState.new(get_ruleset(preset), dealer=seed % get_ruleset(preset).players)
    state.deal_random(rng)
    views = []
    while True:
        views += [state.observation(seat).to_dict() for seat in [None, *range(state.players)]]
        if state.is_terminal:
            return views
        state.apply(rng.choice(state.legal_actions()))


def thirteen_views(preset: str, seed: int) -> list[Any]:
    rng = random.Random(seed)
    state = ThirteenState.new(get_thirteen_ruleset(preset), players=3)
    views = []
    for _step in range(400):  # a few rounds: deals, draws, discards, going out, scoring
        views += [state.observation(seat).to_dict() for seat in (None, 0, 1, 2)]
        if state.is_terminal:
            break
        if state.is_chance:
            state.chance_random(rng)
        else:
            state.apply(rng.choice(state.legal_actions()))
    return views


@pytest.mark.parametrize("preset", preset_names())
def test_every_pitch_view_of_a_hand_is_a_pitch_view(preset):
    views = pitch_views(preset, seed=3)
    assert any(view["result"] for view in views) and any("hands" in view for view in views)
    assert [problem for view in views for problem in mismatches(view, contract.PitchView)] == []


@pytest.mark.parametrize("preset", thirteen_presets())
def test_every_three_thirteen_view_is_a_thirteen_view(preset):
    views = thirteen_views(preset, seed=5)
    assert any(view["rounds_played"] for view in views) and any("drawn" in view for view in views)
    assert [problem for view in views for problem in mismatches(view, contract.ThirteenView)] == []


def test_a_wrong_value_or_a_renamed_key_does_not_conform():
    view = pitch_views("ten-point", seed=1)[-1]
    assert mismatches(view, contract.PitchView) == []
    renamed = {("trump_suit" if key == "trump" else key): value for key, value in view.items()}
    assert mismatches(renamed, contract.PitchView) == ["view: PitchView lacks 'trump'",
                                                       "view: PitchView has no key 'trump_suit'"]
    assert mismatches({**view, "card_counts": {"N": "6"}}, contract.PitchView) == [
        "view.card_counts['N']: '6' is not an int"]


@pytest.mark.parametrize("rule", practisable_rules())
def test_every_drill_is_a_drill_view(rule):
    for seed in range(2):
        shown = make_drill(rule, seed).to_dict("de")
        assert mismatches(shown, contract.DrillView, rule) == []


# -- the generator -----------------------------------------------------------------------------------
SMALL_CONTRACT = '''
from typing import Literal, NotRequired, TypeAlias, TypedDict

Label: TypeAlias = str | int


class Base(TypedDict):
    """A base.

    Its second paragraph: ``code`` and None."""

    name: str  # a name; None never


class Small(Base):
    count: int | float | None  # how many
    tags: list[str]
    scores: dict[str, int]
    pair: tuple[str, int]
    anything: dict[str, object]
    side: Literal["a", "b"]
    base: Base
    later: "Later"  # a name written ahead of its class
    labels: NotRequired[list[Label]]  # only sometimes


class Later(TypedDict):
    label: Label


Keyword = TypedDict("Keyword", {"as": str})

__all__ = ["Base", "Keyword", "Label", "Later", "Small"]
'''

SMALL_TYPEDEFS = typedefs.HEADER + '''
/**
 * @typedef {string | number} Label
 */

/**
 * A base.
 *
 * Its second paragraph: `code` and null.
 * @typedef {Object} Base
 * @property {string} name a name; null never
 */

/**
 * @typedef {Object} Small
 * @property {string} name a name; null never
 * @property {number | null} count how many
 * @property {Array<string>} tags
 * @property {Object<string, number>} scores
 * @property {[string, number]} pair
 * @property {Object<string, unknown>} anything
 * @property {"a" | "b"} side
 * @property {Base} base
 * @property {Later} later a name written ahead of its class
 * @property {Array<Label>} [labels] only sometimes
 */

/**
 * @typedef {Object} Later
 * @property {Label} label
 */

/**
 * @typedef {Object} Keyword
 * @property {string} as
 */

export {};
'''


def load_module(tmp_path: Path, name: str, source: str) -> types.ModuleType:
    path = tmp_path / f"{name}.py"
    path.write_text(textwrap.dedent(source), encoding="utf-8")
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # TypedDict looks its module up by name
    try:
        spec.loader.exec_module(module)
    finally:
        del sys.modules[name]
    return module


def test_the_generator_writes_a_small_contract_as_jsdoc(tmp_path):
    assert typedefs.render(load_module(tmp_path, "small_contract", SMALL_CONTRACT)) == SMALL_TYPEDEFS


def test_the_generator_refuses_a_type_it_cannot_say_or_a_name_it_does_not_export(tmp_path):
    unsayable = load_module(tmp_path, "unsayable", '''
        from typing import TypedDict

        class Bag(TypedDict):
            items: set[str]

        __all__ = ["Bag"]
        ''')
    with pytest.raises(TypeError, match="no JSDoc type for set"):
        typedefs.render(unsayable)
    hidden = load_module(tmp_path, "hidden", '''
        from typing import TypedDict

        class Inner(TypedDict):
            x: int

        class Outer(TypedDict):
            inner: Inner

        __all__ = ["Outer"]
        ''')
    with pytest.raises(TypeError, match="Inner is used but not in __all__"):
        typedefs.render(hidden)


def test_the_typedefs_typescript_reads_are_what_the_contract_gives_now():
    # `make lint` writes the file before tsc (and before the tests: the Makefile's TYPEDEFS)
    assert typedefs.TARGET.is_file(), "run python -m sitegen.typedefs (make lint does)"
    assert typedefs.TARGET.read_text(encoding="utf-8") == typedefs.render(), "run python -m sitegen.typedefs"


def test_check_fails_on_a_stale_file_and_passes_on_a_fresh_one(tmp_path):
    out = tmp_path / "contract.mjs"
    assert typedefs.main(["--check", "--out", str(out)]) == 1  # missing
    assert typedefs.main(["--out", str(out)]) == 0
    assert typedefs.main(["--check", "--out", str(out)]) == 0
    out.write_text(out.read_text(encoding="utf-8").replace("@property {string | null} trump", "@property {string} trump_suit"))
    assert typedefs.main(["--check", "--out", str(out)]) == 1
