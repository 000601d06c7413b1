"""Writes the SAGA fixtures of gaplab's Python tests with SAGA's own code (never by hand).

Run with SAGA 2.x's source on the path (see README.md beside this file for the commit):

    PYTHONPATH=/path/to/saga/src python3 make_saga_fixtures.py OUTDIR

It builds four small instances with SAGA's own constructors (TaskGraph.create, Network.create and
saga.utils.random_graphs with numpy seeded), schedules each with SAGA's HEFT and CPOP and writes, with
pydantic's model_dump_json as SAGA's Dataset.save_instance does:
  NAME.taskgraph.json, NAME.network.json, NAME.instance.json (SAGA's ProblemInstance),
  NAME.heft.schedule.json, NAME.cpop.schedule.json, and NAME.makespans.json (SAGA's own makespans).
"""
import json
import pathlib
import sys

import numpy as np

from saga import Network, TaskGraph
from saga.schedulers.cpop import CpopScheduler
from saga.schedulers.data import ProblemInstance
from saga.schedulers.heft import HeftScheduler
from saga.utils.random_graphs import get_diamond_dag, get_fork_dag, get_network


def instances():
    # Topcuoglu, Hariri & Wu's shape is not needed here: small graphs whose optimum gaplab proves at once.
    yield "fork-join-3", TaskGraph.create(
        tasks=[("A", 2.0), ("B", 3.0), ("C", 4.0), ("D", 2.0), ("E", 1.0)],
        dependencies=[("A", "B", 1.0), ("A", "C", 2.0), ("A", "D", 1.0), ("B", "E", 3.0), ("C", "E", 1.0), ("D", "E", 2.0)],
    ), Network.create(nodes=[("P0", 1.0), ("P1", 1.0), ("P2", 1.0)], edges=[("P0", "P1", 1.0), ("P0", "P2", 1.0), ("P1", "P2", 1.0)])
    yield "chain-fast-slow", TaskGraph.create(
        tasks=[("a", 4.0), ("b", 2.0), ("c", 6.0), ("d", 2.0)],
        dependencies=[("a", "b", 2.0), ("a", "c", 4.0), ("b", "d", 1.0), ("c", "d", 2.0)],
    ), Network.create(nodes=[("fast", 2.0), ("slow", 1.0)], edges=[("fast", "slow", 2.0)])
    np.random.seed(36)
    yield "diamond-random", get_diamond_dag(), get_network(num_nodes=3)
    np.random.seed(37)
    yield "fork-random", get_fork_dag(), get_network(num_nodes=3)


def main(out):
    out = pathlib.Path(out)
    out.mkdir(parents=True, exist_ok=True)
    for name, tg, net in instances():
        (out / f"{name}.taskgraph.json").write_text(tg.model_dump_json(indent=2))
        (out / f"{name}.network.json").write_text(net.model_dump_json(indent=2))
        (out / f"{name}.instance.json").write_text(ProblemInstance(name=name, task_graph=tg, network=net).model_dump_json(indent=2))
        makespans = {}
        for label, scheduler in (("heft", HeftScheduler()), ("cpop", CpopScheduler())):
            schedule = scheduler.schedule(net, tg)
            (out / f"{name}.{label}.schedule.json").write_text(schedule.model_dump_json(indent=2))
            makespans[label] = schedule.makespan
        (out / f"{name}.makespans.json").write_text(json.dumps(makespans, indent=2) + "\n")
        print(name, makespans)


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else ".")
