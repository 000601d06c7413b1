"""Which SAGA instances made from the WfInstances traces gaplab accepts and solves (issue 34, input limits by ratio).

    PYTHONPATH=/path/to/saga/src:python python3 scripts/saga-wfcommons-accepted.py ../shared/data/wfinstances [--nodes 4]

SAGA 2.x (saga.schedulers.data.wfcommons.trace_to_digraph, its code unchanged) turns each trace into its task graph (a task's
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

import ast
import typing

import networkx as nx
import saga
from saga import Network, TaskGraph

import gaplab


def saga_trace_reader():
    """SAGA's own trace_to_digraph (and the two readers it calls), taken unchanged from its module
    saga/schedulers/data/wfcommons.py: the module itself imports GitPython and wfcommons at the top,
    which only its generators need and which are not installed here."""
    path = pathlib.Path(saga.__file__).parent / "schedulers" / "data" / "wfcommons.py"
    tree = ast.parse(path.read_text(encoding="utf-8"))
    wanted = {"_trace_to_digraph_v14", "_trace_to_digraph_v15", "trace_to_digraph"}
    module = ast.Module(body=[n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name in wanted], type_ignores=[])
    scope = {"json": json, "pathlib": pathlib, "nx": nx, **{k: getattr(typing, k) for k in ("Dict", "List", "Set", "Tuple", "Union", "Optional")}}
    exec(compile(module, str(path), "exec"), scope)
    return scope["trace_to_digraph"]


trace_to_digraph = saga_trace_reader()


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


def as_times(inst):
    """The same instance as a tool that computes times writes it: each task's time on each processor
    (cost / speed, in Python's floats) as a cost matrix, and λ folded into the message sizes where all
    links are alike."""
    m = inst["machine"]
    speeds = m.get("speed") or [1.0] * len(m["lambda"])
    out = json.loads(json.dumps(inst))  # a deep copy
    for t in out["graph"]["tasks"]:
        t["times"] = [t["time"] / sp for sp in speeds]
    out["machine"].pop("speed", None)
    return out


def saga_files(folder):
    """(name, gaplab instance, the same as times) for every SAGA ProblemInstance file in folder."""
    for f in sorted(pathlib.Path(folder).glob("*.instance.json")):
        inst = gaplab.from_saga(f.read_text(encoding="utf-8"), name=f.name[:-len(".instance.json")])
        yield f.name, inst


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("folder")
    ap.add_argument("--nodes", type=int, default=4)
    ap.add_argument("--saga-instances", help="a folder of SAGA ProblemInstance files (NAME.instance.json) to try as well, as written and as times")
    a = ap.parse_args()
    if a.saga_instances:
        tried = old_ok = now_ok = optimal = 0
        with gaplab.Session() as s:
            for name, inst in saga_files(a.saga_instances):
                for form, x in (("as written", inst), ("as times", as_times(inst))):
                    tried += 1
                    nz = [abs(v) for v in numbers(x) if v != 0]
                    old_ok += all(1e-9 <= v <= 1e12 for v in nz)
                    try:
                        r = s.solve(x, "exact", time_limit=10)
                        now_ok += 1
                        optimal += r.optimal
                    except gaplab.GaplabError as e:
                        print(name, form, "refused:", e)
        print("%d SAGA instance files (each as written and as times): the old absolute range admitted %d; gaplab accepts %d, exact proves %d within 10 s"
              % (tried, old_ok, now_ok, optimal))
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
