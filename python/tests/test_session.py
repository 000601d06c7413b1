"""Session: the four ops, typed results, refusals, numpy values, studies, pictures, the launcher."""
import json
import os
import stat

import pytest

import gaplab
from conftest import DATA, FORK, REPO

np = pytest.importorskip("numpy")

FROM_MY_TOOL = json.loads((REPO / "examples/solutions/fork-dup-from-my-tool.json").read_text())
TOO_EARLY = json.loads((REPO / "examples/solutions/fork-dup-too-early.json").read_text())


def test_solve_check_rate_and_bounds_return_typed_results(session):
    solved = session.solve(FORK)
    assert isinstance(solved, gaplab.Solved)
    assert (solved.method, solved.status, solved.objective, solved.verified, solved.optimal) == ("exact", "OPTIMAL", 7.0, True, True)
    assert len(solved.solution["schedule"]) == 3
    etf = session.solve(FORK, method="etf", time_limit=5, seed=3)
    assert etf.status == "FEASIBLE" and etf.objective == 7.0

    bad = session.check(FORK, TOO_EARLY)
    assert isinstance(bad, gaplab.Checked) and not bad.valid and bad.objective is None
    assert "T3" in bad.violation

    rated = session.rate(FORK, FROM_MY_TOOL)
    assert isinstance(rated, gaplab.Rated)
    assert (rated.valid, rated.objective, rated.ratio, rated.reference_kind, rated.oracle, rated.certified) == (True, 4.0, 1.0, "optimum", "exact-dup", True)
    assert not rated.ratio_is_upper_bound

    bounds = session.bounds(FORK)
    assert bounds.best == 4.0 and bounds.bounds["critical-path"] == 4.0


def test_files_and_dicts_are_the_same_instance(session):
    inline = json.loads(FORK.read_text())
    assert session.solve(inline).objective == session.solve(str(FORK)).objective == 7.0
    assert session.check(inline, str(REPO / "examples/solutions/fork-dup-from-my-tool.json")).valid
    assert session.read(FORK) == session.read(session.read(FORK)), "read gives gaplab's JSON, which reads back the same"


def test_a_refused_request_raises_and_the_session_goes_on(session):
    with pytest.raises(gaplab.GaplabError, match="^instance: missing field 'graph.tasks'"):
        session.solve({"graph": {}})
    with pytest.raises(gaplab.GaplabError, match="unknown method 'nope'"):
        session.solve(FORK, method="nope")
    with pytest.raises(gaplab.GaplabError, match="give gaplab's instance JSON"):
        session.solve(42)
    assert session.solve(FORK).objective == 7.0


def test_numpy_scalars_and_arrays_are_accepted_wherever_numbers_are(session):
    sol = {"schedule": [{"task": "T1", "processor": np.int64(0), "start": np.float32(0), "end": np.float64(1)},
                        {"task": "T2", "processor": np.int32(0), "start": np.int64(1), "end": np.int64(4)},
                        {"task": "T1", "processor": np.int8(1), "start": 0, "end": 1, "duplicate": np.bool_(True)},
                        {"task": "T3", "processor": 1, "start": np.array(1)[()], "end": np.array([4])[0]}]}
    inst = json.loads(FORK.read_text())
    inst["machine"]["lambda"] = np.array(inst["machine"]["lambda"])
    assert session.rate(inst, sol).ratio == 1.0
    assert gaplab.dumps({"a": np.arange(3), "b": np.float32(0.5), "c": {np.int64(1).item(): np.bool_(False)}}) == '{"a":[0,1,2],"b":0.5,"c":{"1":false}}'
    with pytest.raises(TypeError, match="is not a number"):
        gaplab.dumps({"x": object()})


def test_a_study_records_a_refused_instance_and_goes_on(session):
    cases = {"fork": str(FORK), "broken": {"graph": {}}, "cycle": str(DATA / "cycle.dot"), "again": str(FORK)}
    study = session.study(cases, lambda s, inst: s.rate(inst, FROM_MY_TOOL))
    assert [r.name for r in study] == ["fork", "broken", "cycle", "again"]
    assert [r.ok for r in study] == [True, False, False, True]
    assert "cycle" in study[2].error
    assert study.ratios == [1.0, 1.0]
    assert study.summary() == "4 instances: 2 answered, 2 refused; mean ratio 1.0000, worst 1.0000 (2 of 2 against a proven optimum)"
    named = session.study([str(FORK), ("mine", str(FORK))])
    assert [r.name for r in named] == ["fork-dup.json", "mine"] and all(r.result.optimal for r in named)


def test_a_study_does_not_hide_errors_of_your_own_code(session):
    def broken(s, inst):
        raise KeyError("my bug")
    with pytest.raises(KeyError):
        session.study([str(FORK)], broken)


def test_results_render_as_svg_on_request(session):
    plain = session.solve(FORK)
    assert plain.svg is None and plain._repr_svg_() is None
    drawn = session.solve(FORK, picture=True)
    assert drawn._repr_svg_().startswith("<svg") and drawn.svg.rstrip().endswith("</svg>")
    assert session.check(FORK, FROM_MY_TOOL, picture=True).svg.startswith("<svg")
    assert session.rate(FORK, FROM_MY_TOOL, picture=True).svg.startswith("<svg")
    assert "svg" not in repr(drawn), "the repr stays short"


def test_the_installed_package_knows_its_checkout_without_an_environment_variable(monkeypatch):
    monkeypatch.delenv("GAPLAB", raising=False)
    from gaplab import _location
    if "site-packages" in gaplab.__file__:
        assert _location.LAUNCHER == str(REPO / "gaplab"), "pip install ./python records the checkout's launcher"
    assert gaplab.find_launcher() == str(REPO / "gaplab")
    with gaplab.Session() as s:
        assert s.bounds(FORK).best == 4.0


def test_a_launcher_that_dies_is_not_a_refusal(tmp_path):
    dead = tmp_path / "gaplab"
    dead.write_text("#!/bin/sh\nexit 3\n")
    dead.chmod(dead.stat().st_mode | stat.S_IEXEC)
    with gaplab.Session(launcher=dead) as s:
        with pytest.raises(gaplab.GaplabEnded, match="exit code 3"):
            s.bounds(FORK)
        with pytest.raises(gaplab.GaplabEnded):
            s.study([str(FORK)])


def test_no_launcher_anywhere_says_where_it_looked(monkeypatch, tmp_path):
    from gaplab import _location, _session
    monkeypatch.delenv("GAPLAB", raising=False)
    monkeypatch.setattr(_location, "LAUNCHER", str(tmp_path / "moved" / "gaplab"))
    monkeypatch.setattr(_session, "__file__", str(tmp_path / "a" / "b" / "_session.py"))
    monkeypatch.setenv("PATH", str(tmp_path))
    with pytest.raises(gaplab.GaplabEnded, match="no launcher found.*recorded at install time: .*moved/gaplab"):
        gaplab.Session()
