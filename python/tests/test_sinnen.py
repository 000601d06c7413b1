"""The Sinnen graphs read through the package: gaplab proves each one's published optimum."""
import re

import pytest

from conftest import DATA

FILES = sorted((DATA / "sinnen").glob("*.dot"))


def test_there_are_six():
    assert len(FILES) == 6


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name.split("_WeightType")[0])
def test_the_proven_optimum_is_the_published_one(session, path):
    published = float(re.search(r'"Total schedule length"=(\d+)', path.read_text()).group(1))
    best = session.solve(session.read(path))
    assert best.optimal and best.objective == published
