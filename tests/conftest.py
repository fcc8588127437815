"""What every test layer shares: data folders, Debian's Chromium, and how the suite trims itself
when it runs a second time inside Pyodide (``make test-pyodide``).

The engine's tests run twice: on this machine's CPython, and inside Pyodide (the browser's
CPython 3.14). The second run is there to prove the engine behaves the same on 3.14, not to explore
the same example space again, so there:

* ``--hypothesis-profile=pyodide`` caps every property test at a few examples (the CPython run
  keeps the hundreds each test asks for);
* ``-m "not slow"`` leaves out the tests listed in ``SLOW_TESTS``: measurements of playing strength
  and long replays that test nothing the 3.14 interpreter could change.
"""

from __future__ import annotations

import sys
import warnings
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
RECORDS = Path(__file__).parent / "records"
# The SPEC's worked Pitch examples are also tutorial material, so they live with the tutorial.
PITCH_EXAMPLES = ROOT / "tutorial" / "hands" / "examples"

# One place for Chromium's path and flags: the browser harness (the print tests use it too). It is
# imported only where a browser is wanted, so the Pyodide run never loads a web server.
sys.path.insert(0, str(Path(__file__).parent / "browser"))

PYODIDE_PROFILE = "pyodide"
PYODIDE_MAX_EXAMPLES = 10

# Marked ``slow`` here rather than in their files, so the list of what the Pyodide run leaves out
# is in one place. A name that no longer matches a collected test is reported as a warning.
SLOW_TESTS = {
    # a small match between two bots: a strength figure, the same arithmetic on any CPython
    "tests/bots/test_pitch_bots.py::test_monte_carlo_beats_the_heuristic_in_a_small_match",
    # the command line's simulate runs many whole games; the browser has no command line
    "tests/three_thirteen/test_tt_cli_and_rules.py::TestSimulate",
    # the deadwood solver against a brute-force oracle, hand after hand: pure arithmetic, a third
    # of the Pyodide run; the solver's own tests and properties still run there
    "tests/three_thirteen/test_tt_crosscheck.py",
    # the Pitch double-dummy solver against plain minimax over every ruleset: the same arithmetic;
    # its tiny-ending check (tests/solver/test_search.py) still runs there
    "tests/solver/test_crosscheck.py",
}

try:
    from hypothesis import HealthCheck, settings
except ImportError:  # hypothesis is a dev dependency; a bare run still collects
    settings = None
else:
    settings.register_profile(PYODIDE_PROFILE, max_examples=PYODIDE_MAX_EXAMPLES, deadline=None,
                              suppress_health_check=[HealthCheck.too_slow])



def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    _mark_slow_tests(items)
    if settings is not None and settings.get_current_profile_name() == PYODIDE_PROFILE:
        _cap_hypothesis_examples(items, PYODIDE_MAX_EXAMPLES)
    _stop_if_chromium_is_missing(items)


def _mark_slow_tests(items: list[pytest.Item]) -> None:
    found: set[str] = set()
    collected_files = {item.nodeid.split("::")[0] for item in items}
    for item in items:
        for name in SLOW_TESTS:
            if item.nodeid == name or item.nodeid.startswith(name + "::") or item.nodeid.startswith(name + "["):
                item.add_marker(pytest.mark.slow)
                found.add(name)
    for name in SLOW_TESTS - found:
        if name.split("::")[0] in collected_files:
            warnings.warn(f"tests/conftest.py SLOW_TESTS names {name}, which is no test any more", stacklevel=1)


def _cap_hypothesis_examples(items: list[pytest.Item], cap: int) -> None:
    """An explicit ``@settings(max_examples=300)`` wins over any profile, so lower it on the test.

    Hypothesis reads the test's settings from this attribute when the test runs; there is no
    public way to override a decorator's explicit value."""
    for item in items:
        test = getattr(item, "obj", None)
        current = getattr(test, "_hypothesis_internal_use_settings", None)
        if current is not None and current.max_examples > cap:
            test._hypothesis_internal_use_settings = settings(current, max_examples=cap)


def _stop_if_chromium_is_missing(items: list[pytest.Item]) -> None:
    """One line instead of an error per browser test."""
    if not any(item.get_closest_marker("browser") for item in items):
        return
    from browser_harness import CHROMIUM

    if not Path(CHROMIUM).is_file():
        pytest.exit(f"{CHROMIUM} is missing: apt-get install chromium (as .ci/run does), "
                    "or leave the browser tests out with -m 'not browser'", returncode=4)


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict) -> dict:
    # Never `playwright install`: Debian's Chromium, which --browser-channel does not find.
    from browser_harness import launch_options

    return {**browser_type_launch_args, **launch_options(browser_type_launch_args.get("headless", True))}


@pytest.fixture
def records_dir() -> Path:
    return RECORDS


@pytest.fixture
def pitch_examples() -> Path:
    return PITCH_EXAMPLES
