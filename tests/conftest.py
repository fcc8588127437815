from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
RECORDS = Path(__file__).parent / "records"
# The worked Pitch examples are also tutorial material, so they live with the tutorial.
PITCH_EXAMPLES = ROOT / "tutorial" / "hands" / "examples"


# Debian's Chromium for every test that asks pytest-playwright for a browser (never
# `playwright install`); without the background-networking flags it tries to reach the network.
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                  "--disable-background-networking", "--disable-component-update", "--disable-sync"]


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict) -> dict:
    return {**browser_type_launch_args, "executable_path": CHROMIUM, "args": CHROMIUM_FLAGS}


@pytest.fixture
def records_dir() -> Path:
    return RECORDS


@pytest.fixture
def pitch_examples() -> Path:
    return PITCH_EXAMPLES
