"""The site tests use the site that ``make site`` built, or build one themselves.

``make test`` sets ``LEARN_PITCH_SITE`` to the build it has just made, and ``make site`` leaves the
build's log beside it (``site.build.log``), so nothing is built twice and the zero-warnings test
reads that log. Without ``LEARN_PITCH_SITE`` the tests build once per session into a temporary
folder, with the same command as ``make site``. A build with no log of its own (``mkdocs build -d
DIR`` by hand) is tested too; only the zero-warnings test is then skipped.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

# The site's own packages (sitegen, translations) live at the project root, not installed.
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from site_helpers import ROOT, BuiltSite, read_build_log


@pytest.fixture(scope="session")
def site(tmp_path_factory: pytest.TempPathFactory) -> BuiltSite:
    existing = os.environ.get("LEARN_PITCH_SITE")
    if existing:
        root = Path(existing)
        if not (root / "index.html").exists():
            pytest.fail(f"LEARN_PITCH_SITE={existing} holds no built site: run `make site` first")
        return BuiltSite(root, read_build_log(root), None)
    target = tmp_path_factory.mktemp("site")
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1"}
    started = time.perf_counter()
    result = subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "-d", str(target)],
                            cwd=ROOT, env=env, capture_output=True, text=True)
    seconds = time.perf_counter() - started
    if result.returncode != 0:
        pytest.fail(f"`mkdocs build --strict` failed:\n{result.stdout}{result.stderr}", pytrace=False)
    return BuiltSite(target, result.stdout + result.stderr, seconds)
