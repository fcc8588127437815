"""No code outside a game's own package (and the table component that draws it) asks *which*
game it holds: it asks the game (``pitch_core.games``). A branch on the game's name or type
elsewhere means a third game, or a change to one, touches modules that should not care.

A *branch* here is, in Python: a comparison with a game's name ("pitch", "three-thirteen", the
constants PITCH / THREE_THIRTEEN), a call of an ``is_three_thirteen``-style test, or an
``isinstance`` on a game's state or table class; in the browser code: a comparison with a game's
name, or a test of a ``thirteen`` flag. The places still allowed to branch are listed in
``BUDGET`` with the number they hold today; the test fails when a file gains one (so the list can
only shrink). ``python3 tests/engine/test_game_branches.py`` prints the count per file.
"""

from __future__ import annotations

import ast
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
NAMES = {"pitch", "three-thirteen"}
NAME_CONSTANTS = {"PITCH", "THREE_THIRTEEN"}
GAME_TESTS = {"is_three_thirteen", "_is_three_thirteen", "_is_three_thirteen_record"}
GAME_CLASSES = {"HandState", "GameState", "PitchGameState", "PitchTable", "ThirteenTable", "PitchMatch", "ThirteenState"}
# A game's own package, and the components that draw one game's table, may know their game.
ALLOWED = ("pitch_core/pitch/", "pitch_core/three_thirteen/", "pitch_core/games.py",
           "web/common/table.js", "web/common/thirteen-table.js", "web/tutorial/steps/thirteen-steps.js")
PYTHON_DIRS = ("pitch_core", "tools", "tutorial", "sitegen", "web")
JS_DIRS = ("web",)
_JS_NAME = re.compile(r"""(===|!==)\s*["'](three-thirteen|pitch)["']|["'](three-thirteen|pitch)["']\s*(===|!==)""")
_JS_FLAG = re.compile(r"\bthis\.thirteen\b|\bisThirteen\(|\bsummary\.thirteen\b(?!:)|\bthirteen\s*\?")

# Branches that remain outside the allowed places, per file. Lower it as they go. The one left
# reads a summary Play stored before the engine said where a game stands (a flag for the game).
BUDGET: dict[str, int] = {
    "web/tools/play-keeper.js": 1,
}


def _named(node: ast.AST, names: set[str]) -> bool:
    return (isinstance(node, ast.Name) and node.id in names) or (isinstance(node, ast.Attribute) and node.attr in names)


def python_branches(tree: ast.AST) -> int:
    count = 0
    for node in ast.walk(tree):
        if isinstance(node, ast.Compare):
            operands = [node.left, *node.comparators]
            if any((isinstance(o, ast.Constant) and o.value in NAMES) or _named(o, NAME_CONSTANTS) for o in operands):
                count += 1
        elif isinstance(node, ast.Call):
            if _named(node.func, GAME_TESTS):
                count += 1
            elif _named(node.func, {"isinstance"}) and len(node.args) == 2:
                kinds = node.args[1].elts if isinstance(node.args[1], ast.Tuple) else [node.args[1]]
                count += any(_named(kind, GAME_CLASSES) for kind in kinds)
    return count


def js_branches(text: str) -> int:
    return sum(len(_JS_NAME.findall(line)) + len(_JS_FLAG.findall(line)) for line in text.splitlines())


def branch_counts() -> dict[str, int]:
    counts: dict[str, int] = {}
    files = [p for d in PYTHON_DIRS for p in (ROOT / d).rglob("*.py")]
    files += [p for d in JS_DIRS for p in (ROOT / d).rglob("*.js")]
    for path in files:
        name = path.relative_to(ROOT).as_posix()
        if name.startswith(ALLOWED) or "node_modules" in name:
            continue
        text = path.read_text(encoding="utf-8")
        count = python_branches(ast.parse(text)) if path.suffix == ".py" else js_branches(text)
        if count:
            counts[name] = count
    return counts


def test_no_new_branch_on_the_game_outside_its_package() -> None:
    grown = {name: (count, BUDGET.get(name, 0)) for name, count in branch_counts().items()
             if count > BUDGET.get(name, 0)}
    assert not grown, f"branches on the game's name or type (found, allowed): {grown}; ask pitch_core.games instead"


def test_the_scan_sees_each_kind_of_branch() -> None:
    python = 'if preset == "pitch": pass\nif is_three_thirteen(p): pass\nif isinstance(s, HandState): pass\nx = g == THREE_THIRTEEN'
    assert python_branches(ast.parse(python)) == 4
    assert python_branches(ast.parse('name = "pitch"\nif game.is_over: pass')) == 0
    assert js_branches('if (view.game === "three-thirteen") x();\nconst t = this.thirteen ? a : b;') == 2
    assert js_branches('const game = "pitch";') == 0


if __name__ == "__main__":
    found = branch_counts()
    for file, number in sorted(found.items()):
        print(f"{number:3} {file}")
    print(f"{sum(n for f, n in found.items() if f.endswith('.py')):3} Python, "
          f"{sum(n for f, n in found.items() if f.endswith('.js')):3} JS")
    sys.exit(0)
