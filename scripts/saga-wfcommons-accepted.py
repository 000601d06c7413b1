"""Which SAGA instances made from the WfInstances traces gaplab accepts and solves (issue 34, input limits by ratio).

    PYTHONPATH=/path/to/saga/src:python python3 scripts/saga-wfcommons-accepted.py ../shared/data/wfinstances [--nodes 4]

SAGA 2.x (saga.schedulers.data.wfcommons.trace_to_digraph) turns each trace into its task graph (a task's
weight is its runtime, at least 1e-9; an edge weighs 1); then, as SAGA's get_workflows does, a source and
a sink of weight 1e-9 (edges of weight 1e-9) are added where a graph has several; the network is SAGA's
Network.create with NODES nodes of speed 1 and links of SAGA's default speed 100 (self-links 1e9). Each
instance goes to gaplab through the Python package (gaplab.from_saga) and is answered by `bounds` and by
`heft` with the checker. Printed: per trace the smallest and largest task weight and gaplab's answer, then
how many the old absolute range (every number 0 or 1e-9..1e12) admitted and how many gaplab accepts now.
"""
import argparse
import json
import pathlib

import networkx as nx
from saga import Network, TaskGraph
from saga.schedulers.data.wfcommons import trace_to_digraph

import gaplab


def saga_instance(trace, nodes):
    g = trace_to_digraph(trace, "trace")
    sources = [n for n in g.nodes if g.in_degree(n) == 0]
    sinks = [n for n in g.nodes if g.out_degree(n) == 0]
    if len(sources) > 1:  # as saga.schedulers.data.wfcommons.get_workflows does
        g.add_node("SRC", weight=1e-9)
        for s in sources:
            g.add_edge("SRC", s, weight=1e-9)
    if len(sinks) > 1:
        g.add_node("DST", weight=1e-9)
        for s in sinks:
            g.add_edge(s, "DST", weight=1e-9)
    net = Network.create(nodes=[(f"N{i}", 1.0) for i in range(nodes)],
                         edges=[(f"N{i}", f"N{j}", 100.0 if i != j else 1e9) for i in range(nodes) for j in range(nodes)])
    return TaskGraph.from_nx(g), net


def numbers(x):
    if isinstance(x, bool):
        return
    if isinstance(x, (int, float)):
        yield x
    elif isinstance(x, dict):
        for v in x.values():
            yield from numbers(v)
    elif isinstance(x, list):
        for v in x:
            yield from numbers(v)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("folder")
    ap.add_argument("--nodes", type=int, default=4)
    a = ap.parse_args()
    old_ok = now_ok = valid = total = 0
    with gaplab.Session() as s:
        for trace in sorted(pathlib.Path(a.folder).glob("*.json")):
            tg, net = saga_instance(trace, a.nodes)
            inst = gaplab.from_saga(tg.model_dump_json(), net.model_dump_json(), name=trace.stem)
            total += 1
            nz = [abs(v) for v in numbers(inst) if v != 0]
            old = all(1e-9 <= v <= 1e12 for v in nz)
            old_ok += old
            weights = [t["time"] for t in inst["graph"]["tasks"]]
            try:
                s.bounds(inst)
                r = s.solve(inst, "heft", time_limit=10)
                now_ok += 1
                valid += r.verified
                answer = "accepted, heft %s %s" % (r.objective, "verified" if r.verified else "NOT VERIFIED")
            except gaplab.GaplabError as e:
                answer = "refused: %s" % e
            print("%-62s tasks %4d  weights %.3g..%.6g  old range %s  %s" % (trace.stem, len(weights), min(weights), max(weights),
                                                                            "admits" if old else "refuses", answer))
    print("%d SAGA instances: the old absolute range admitted %d; gaplab accepts %d, heft verified on %d" % (total, old_ok, now_ok, valid))


if __name__ == "__main__":
    main()
