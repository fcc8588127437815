from pathlib import Path

import pytest

RECORDS = Path(__file__).parent / "records"


@pytest.fixture
def records_dir() -> Path:
    return RECORDS
