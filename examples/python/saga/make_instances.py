"""Writes SAGA instances and SAGA's HEFT and CPOP schedules of them, with SAGA's own code (2.x).

    PYTHONHASHSEED=0 PYTHONPATH=/path/to/saga/src python3 make_instances.py OUTDIR [--per-kind N]

Instances from SAGA's dataset generators (saga.schedulers.data.random, Python's random seeded per
instance): out-trees and in-trees (3 levels, branching 2: 7 tasks), parallel chains (3 chains of 3
tasks), each on a random complete network of 3 nodes (gen_random_networks, SAGA's default weights).
For each: NAME.instance.json (ProblemInstance), NAME.heft.schedule.json, NAME.cpop.schedule.json,
and NAME.heft-paper.schedule.json, NAME.cpop-paper.schedule.json: SAGA's same HEFT and CPOP code with
its two rank functions replaced (in this process only) by Topcuoglu et al.'s (paper_ranks below).
Then compare.py (with the gaplab package, no SAGA needed) rates them.
"""
import argparse
import pathlib
import random

import numpy as np

import saga.schedulers.cpop as cpop
import saga.schedulers.heft as heft
from saga.schedulers.cpop import CpopScheduler
from saga.schedulers.data import ProblemInstance
from saga.schedulers.data.random import gen_in_trees, gen_out_trees, gen_parallel_chains, gen_random_networks
from saga.schedulers.heft import HeftScheduler

KINDS = {
    "out-tree": lambda: gen_out_trees(1, 3, 2)[0],
    "in-tree": lambda: gen_in_trees(1, 3, 2)[0],
    "chains": lambda: gen_parallel_chains(1, 3, 3)[0],
}


def mean_comm(network, size):
    """The paper's c̄: the mean transfer time over the links between two different nodes. SAGA's own
    mean also counts each node's (free) link to itself."""
    return float(np.mean([size / e.speed for e in network.edges if e.source != e.target]))


def paper_upward_rank(network, task_graph):
    """rank_u(n) = w̄(n) + max over successors s of (c̄(n, s) + rank_u(s)) (Topcuoglu et al. 2002, eq. 3)."""
    ranks = {}
    for task in task_graph.topological_sort()[::-1]:
        w = float(np.mean([task.cost / node.speed for node in network.nodes]))
        ranks[task.name] = w + max((mean_comm(network, d.size) + ranks[d.target] for d in task_graph.out_edges(task.name)), default=0.0)
    return ranks


def paper_downward_rank(network, task_graph):
    """rank_d(n) = max over predecessors p of (rank_d(p) + w̄(p) + c̄(p, n)) (eq. 4): the predecessor's
    mean time, where SAGA adds the task's own cost over the mean speed."""
    ranks = {}
    for task in task_graph.topological_sort():
        ranks[task.name] = max((ranks[d.source] + float(np.mean([task_graph.get_task(d.source).cost / node.speed for node in network.nodes]))
                                + mean_comm(network, d.size) for d in task_graph.in_edges(task.name)), default=0.0)
    return ranks


def schedules(network, task_graph, paper):
    """SAGA's HEFT and CPOP; with paper=True, with the paper's ranks in place of SAGA's."""
    saved = (cpop.upward_rank, cpop.downward_rank, heft.upward_rank)
    if paper:
        cpop.upward_rank = heft.upward_rank = paper_upward_rank
        cpop.downward_rank = paper_downward_rank
    cpop.cpop_ranks.cache_clear()
    try:
        return {"heft": HeftScheduler().schedule(network, task_graph), "cpop": CpopScheduler().schedule(network, task_graph)}
    finally:
        cpop.upward_rank, cpop.downward_rank, heft.upward_rank = saved
        cpop.cpop_ranks.cache_clear()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("out")
    ap.add_argument("--per-kind", type=int, default=20)
    args = ap.parse_args()
    out = pathlib.Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    for kind, make in KINDS.items():
        for seed in range(args.per_kind):
            random.seed(1000 * list(KINDS).index(kind) + seed)
            task_graph, network = make(), gen_random_networks(1, 3)[0]
            name = "%s-%02d" % (kind, seed)
            (out / (name + ".instance.json")).write_text(ProblemInstance(name=name, task_graph=task_graph, network=network).model_dump_json())
            for paper in (False, True):
                for label, schedule in schedules(network, task_graph, paper).items():
                    label += "-paper" if paper else ""
                    (out / ("%s.%s.schedule.json" % (name, label))).write_text(schedule.model_dump_json())
    print("wrote", len(list(out.glob("*.instance.json"))), "instances to", out)


if __name__ == "__main__":
    main()
