"""Shared fixtures. The tests use the installed package (scripts/check-python.sh installs it into a
fresh virtual environment); run from a checkout without installing, they fall back to ../gaplab."""
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
DATA = Path(__file__).resolve().parent / "data"
FORK = REPO / "fixtures/src/main/resources/gaplab/fixtures/dag/fork-dup.json"

try:
    import gaplab  # noqa: F401
except ImportError:  # not installed: the package next to these tests
    sys.path.insert(0, str(REPO / "python"))
    import gaplab  # noqa: F401


@pytest.fixture(scope="module")
def session():
    import gaplab
    with gaplab.Session() as s:
        yield s
