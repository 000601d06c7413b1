"""SAGA 2.x's serialized models, as SAGA itself wrote them (data/saga/README.md), in and out."""
import json
import math

import pytest

import gaplab
from conftest import DATA

SAGA = DATA / "saga"
NAMES = sorted(p.name.split(".")[0] for p in SAGA.glob("*.instance.json"))


def test_the_fixtures_are_there():
    assert NAMES == ["chain-fast-slow", "diamond-random", "fork-join-3", "fork-random"]


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("scheduler", ["heft", "cpop"])
def test_sagas_schedules_are_valid_with_sagas_makespan_and_rated(session, name, scheduler):
    instance, solution = gaplab.from_saga_schedule(SAGA / ("%s.%s.schedule.json" % (name, scheduler)))
    makespan = json.loads((SAGA / ("%s.makespans.json" % name)).read_text())[scheduler]
    checked = session.check(instance, solution)
    assert checked.valid, checked.violation
    assert math.isclose(checked.objective, makespan, rel_tol=1e-9)
    rated = session.rate(instance, solution)
    assert rated.certified and rated.ratio >= 1 - 1e-6
    assert not any(e.get("duplicate") for e in solution["schedule"])


@pytest.mark.parametrize("name", NAMES)
def test_task_graph_and_network_problem_instance_and_schedule_give_one_instance(name):
    by_parts = gaplab.from_saga(SAGA / ("%s.taskgraph.json" % name), SAGA / ("%s.network.json" % name), name=name)
    by_instance = gaplab.from_saga(SAGA / ("%s.instance.json" % name))
    by_schedule, _ = gaplab.from_saga_schedule(SAGA / ("%s.heft.schedule.json" % name))
    assert by_parts["graph"]["tasks"] == by_instance["graph"]["tasks"] == by_schedule["graph"]["tasks"]
    assert by_parts["graph"]["arcs"] == by_instance["graph"]["arcs"] == by_schedule["graph"]["arcs"]
    assert by_parts["machine"] == by_instance["machine"] == by_schedule["machine"]
    assert by_instance["graph"]["name"] == name
    text = (SAGA / ("%s.instance.json" % name)).read_text()
    assert gaplab.from_saga(text) == gaplab.from_saga(json.loads(text)) == by_instance


def test_sagas_model_maps_to_gaplabs_lambda_and_speeds():
    inst = gaplab.from_saga(SAGA / "chain-fast-slow.instance.json")
    assert gaplab.saga_processors(SAGA / "chain-fast-slow.network.json") == ["fast", "slow"]
    assert inst["machine"] == {"lambda": [[0.0, 0.5], [0.5, 0.0]], "speed": [2.0, 1.0]}  # link speed 2: λ = 1/2
    assert {"id": "c", "time": 6.0} in inst["graph"]["tasks"]


@pytest.mark.parametrize("name", NAMES)
def test_gaplabs_optimum_goes_back_as_a_saga_schedule(session, name):
    problem = SAGA / ("%s.instance.json" % name)
    best = session.solve(gaplab.from_saga(problem))
    assert best.optimal
    out = gaplab.to_saga_schedule(best, problem)
    assert set(out) == {"task_graph", "network", "mapping"}
    assert sorted(out["mapping"]) == gaplab.saga_processors(problem)
    for node, placed in out["mapping"].items():
        assert all(t["node"] == node for t in placed)
        assert [t["start"] for t in placed] == sorted(t["start"] for t in placed)
    instance, solution = gaplab.from_saga_schedule(json.dumps(out))
    assert session.check(instance, solution).objective == best.objective


def test_a_schedule_with_copies_is_rated_with_duplication(session):
    """A SAGA-format schedule of gaplab's exact-dup optimum, where a task runs twice."""
    problem = SAGA / "fork-random.instance.json"
    dup = session.solve(gaplab.from_saga(problem), method="exact-dup")
    assert sum(e["duplicate"] for e in dup.solution["schedule"]) >= 1, "fork-random gains from a copy"
    instance, solution = gaplab.from_saga_schedule(gaplab.to_saga_schedule(dup, problem))
    assert sum(bool(e.get("duplicate")) for e in solution["schedule"]) >= 1
    rated = session.rate(instance, solution)
    assert rated.oracle == "exact-dup" and rated.ratio == pytest.approx(1.0)


def test_a_network_without_a_link_is_refused():
    net = json.loads((SAGA / "fork-join-3.network.json").read_text())
    net["edges"] = [e for e in net["edges"] if {e["source"], e["target"]} != {"P0", "P1"}]
    with pytest.raises(gaplab.GaplabError, match="no link between P0 and P1"):
        gaplab.from_saga(SAGA / "fork-join-3.taskgraph.json", net)
    with pytest.raises(gaplab.GaplabError, match="needs its Network"):
        gaplab.from_saga(SAGA / "fork-join-3.taskgraph.json")
    with pytest.raises(gaplab.GaplabError, match="not a Schedule"):
        gaplab.from_saga_schedule(SAGA / "fork-join-3.instance.json")


def test_pydantic_objects_are_read_through_model_dump(session):
    class Model:  # what SAGA's pydantic objects offer; SAGA itself is not needed to run the tests
        def __init__(self, path):
            self._data = json.loads(path.read_text())

        def model_dump(self, mode="python"):
            return self._data
    assert gaplab.from_saga(Model(SAGA / "fork-join-3.instance.json")) == gaplab.from_saga(SAGA / "fork-join-3.instance.json")


@pytest.mark.parametrize("name", ["chain-fast-slow", "diamond-random", "fork-random"])
@pytest.mark.parametrize("scheduler", ["heft", "cpop"])
def test_ranks_saga_reproduces_sagas_own_makespans(session, name, scheduler):
    """gaplab's heft and cpop with --param ranks=saga give the makespans SAGA's own HEFT and CPOP wrote.
    (fork-join-3 is left out: two of its tasks have equal ranks, which SAGA breaks by its topological
    order and gaplab by the lower task index.)"""
    makespan = json.loads((SAGA / ("%s.makespans.json" % name)).read_text())[scheduler]
    instance = gaplab.from_saga(SAGA / ("%s.instance.json" % name))
    assert session.solve(instance, method=scheduler, params={"ranks": "saga"}).objective == pytest.approx(makespan, rel=1e-6)


def test_an_unknown_rank_function_is_refused(session):
    with pytest.raises(gaplab.GaplabError, match="ranks must be paper or saga"):
        session.solve(gaplab.from_saga(SAGA / "fork-random.instance.json"), method="heft", params={"ranks": "mine"})
