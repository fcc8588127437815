from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
RECORDS = Path(__file__).parent / "records"
# The SPEC's worked Pitch examples are also tutorial material, so they live with the tutorial.
PITCH_EXAMPLES = ROOT / "tutorial" / "hands" / "examples"


@pytest.fixture
def records_dir() -> Path:
    return RECORDS


@pytest.fixture
def pitch_examples() -> Path:
    return PITCH_EXAMPLES
