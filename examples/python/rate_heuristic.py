#!/usr/bin/env python3
"""Rates a task-graph heuristic written in Python against gaplab's proven optimum.

The heuristic here is HLFET (highest level first with estimated times: a list schedule by static
level, each task on the processor where it starts first), written from scratch in Python; gaplab
checks every schedule with its independent checker and rates it against the optimum its exact
search proves. Graphs are generated here with Python's own seeded random numbers.

    python3 examples/python/rate_heuristic.py [--graphs N] [--tasks N] [--processors P] [--seed S]

Prints one line per graph and the mean and worst ratio; exits 1 if gaplab rejects a schedule.
"""
import argparse
import random
import sys

from gaplab_client import Gaplab


def random_graph(rng, tasks, processors, ccr):
    """A random DAG (arcs only from lower to higher index) on a complete machine, as gaplab's instance JSON."""
    mu = [rng.randint(1, 10) for _ in range(tasks)]
    arcs = [(i, j, rng.randint(0, round(2 * ccr * 5.5))) for i in range(tasks) for j in range(i + 1, tasks) if rng.random() < 0.3]
    lam = [[0 if p == q else 1 for q in range(processors)] for p in range(processors)]
    return {"graph": {"name": "py-%d" % rng.randrange(10**6),
                      "tasks": [{"id": "t%d" % i, "time": m} for i, m in enumerate(mu)],
                      "arcs": [{"from": "t%d" % i, "to": "t%d" % j, "messages": e} for i, j, e in arcs]},
            "machine": {"spec": "complete:%d" % processors, "lambda": lam}}


def hlfet(instance):
    """HLFET: tasks by decreasing static level (longest path of execution times to an exit), each on
    the processor where it can start first (its data arrives after η·λ when it comes from another one)."""
    tasks = instance["graph"]["tasks"]
    arcs = instance["graph"]["arcs"]
    lam = instance["machine"]["lambda"]
    index = {t["id"]: i for i, t in enumerate(tasks)}
    mu = [t["time"] for t in tasks]
    succs = [[] for _ in tasks]
    preds = [[] for _ in tasks]
    for a in arcs:
        u, v = index[a["from"]], index[a["to"]]
        succs[u].append(v)
        preds[v].append((u, a["messages"]))
    level = [0] * len(tasks)
    for t in reversed(range(len(tasks))):  # generated graphs are in topological order
        level[t] = mu[t] + max((level[v] for v in succs[t]), default=0)
    free = [0] * len(lam)
    where, end, slots = {}, {}, []
    done = set()
    while len(done) < len(tasks):
        ready = [t for t in range(len(tasks)) if t not in done and all(u in done for u, _ in preds[t])]
        t = max(ready, key=lambda x: (level[x], -x))
        best = None
        for p in range(len(lam)):
            data = max((end[u] + (0 if where[u] == p else e * lam[where[u]][p]) for u, e in preds[t]), default=0)
            start = max(free[p], data)
            if best is None or start < best[0]:
                best = (start, p)
        start, p = best
        where[t], end[t] = p, start + mu[t]
        free[p] = end[t]
        done.add(t)
        slots.append({"task": tasks[t]["id"], "processor": p, "start": start, "end": end[t]})
    return {"schedule": slots}


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--graphs", type=int, default=20)
    ap.add_argument("--tasks", type=int, default=8)
    ap.add_argument("--processors", type=int, default=3)
    ap.add_argument("--ccr", type=float, default=1.0)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    rng = random.Random(args.seed)
    ratios, certified = [], 0
    with Gaplab() as g:
        for k in range(args.graphs):
            inst = random_graph(rng, args.tasks, args.processors, args.ccr)
            r = g.call(op="rate", problem="dag", instance=inst, solution=hlfet(inst), timeLimit=30)
            if not r["valid"]:
                print("graph %d: gaplab rejects the schedule: %s" % (k, r["violation"]))
                return 1
            ratios.append(r["ratio"])
            certified += r["referenceKind"] == "optimum"
            print("graph %2d: makespan %g, %s %g, ratio %.4f" % (k, r["objective"], r["referenceKind"], r["reference"], r["ratio"]))
    print("HLFET on %d graphs of %d tasks, %d processors, CCR %g: mean ratio %.4f, worst %.4f (%d of %d against a proven optimum)"
          % (args.graphs, args.tasks, args.processors, args.ccr, sum(ratios) / len(ratios), max(ratios), certified, len(ratios)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
