"""Task graphs from Python's own structures: networkx graphs, and SAGA 2.x's serialized models.

Everything here returns gaplab's instance JSON for the `dag` problem (docs/dag.md) as a dict:
    {"graph": {"name", "tasks": [{"id", "time" | "times"}], "arcs": [{"from", "to", "messages"}]},
     "machine": {"lambda": [[...]], "speed": [...]}}
and needs nothing but the standard library (networkx and SAGA objects are read through their
attributes and JSON, never imported).
"""
import json
import math
import os
from typing import Any, Dict, List, Mapping, Optional, Sequence, Tuple, Union

from ._session import GaplabError, plain


def _num(v: Any, what: str) -> float:
    """A finite number (numpy scalars accepted)."""
    if hasattr(v, "item") and not isinstance(v, (int, float)):
        v = v.item()
    if isinstance(v, bool) or not isinstance(v, (int, float)):
        raise GaplabError("%s: %r is not a number" % (what, v))
    if not math.isfinite(v):
        raise GaplabError("%s: %r is not a finite number" % (what, v))
    return v


def _plain_matrix(m: Any, what: str) -> List[List[float]]:
    rows = m.tolist() if hasattr(m, "tolist") else m
    try:
        return [[_num(x, what) for x in row] for row in rows]
    except TypeError:
        raise GaplabError("%s: not a matrix (a list of rows)" % what) from None


# ---------------------------------------------------------------------------------------------------
# Machines


def machine(spec: Any = 2, speeds: Optional[Sequence[float]] = None) -> Dict[str, Any]:
    """gaplab's machine JSON from: a number of processors P (complete:P); a spec `complete:P`,
    `ring:P`, `mesh:RxC`, `hypercube:D`, each optionally `:UNIT` (λ = hops × unit, as `--machine`);
    a λ matrix (lists or a numpy array); a dict {"lambda": ..., "speed": ...}; or a SAGA 1.x network
    (an undirected networkx graph: node weight = speed, edge weight = bandwidth, λ = 1/bandwidth;
    processors in the order of their names). `speeds` sets the processors' speeds."""
    if hasattr(spec, "nodes") and hasattr(spec, "edges") and not isinstance(spec, Mapping):
        out = _network_machine({str(n): d.get("weight") for n, d in spec.nodes(data=True)},
                               [(str(u), str(v), d.get("weight")) for u, v, d in spec.edges(data=True)])
    elif isinstance(spec, Mapping):
        if "lambda" not in spec:
            raise GaplabError("machine: a dict needs \"lambda\" (and may have \"speed\")")
        out = {"lambda": _plain_matrix(spec["lambda"], "machine.lambda")}
        if spec.get("speed") is not None:
            out["speed"] = [_num(s, "machine.speed") for s in plain_list(spec["speed"])]
        if "spec" in spec:
            out["spec"] = spec["spec"]
    elif isinstance(spec, str):
        out = {"spec": spec, "lambda": _topology(spec)}
    elif isinstance(spec, int) or (hasattr(spec, "item") and not hasattr(spec, "__len__")):
        p = int(_num(spec, "machine"))
        out = {"spec": "complete:%d" % p, "lambda": _topology("complete:%d" % p)}
    else:
        out = {"lambda": _plain_matrix(spec, "machine")}
    if speeds is not None:
        out["speed"] = [_num(s, "speeds") for s in plain_list(speeds)]
    return out


_machine = machine  # for from_networkx, whose argument has the same name


def plain_list(v: Any) -> list:
    return v.tolist() if hasattr(v, "tolist") else list(v)


def _topology(spec: str) -> List[List[float]]:
    parts = spec.split(":")
    kind = parts[0]
    if kind not in ("complete", "ring", "mesh", "hypercube") or len(parts) not in (2, 3):
        raise GaplabError("machine: '%s' is none of complete:P, ring:P, mesh:RxC, hypercube:D (optionally :UNIT)" % spec)
    try:
        unit = float(parts[2]) if len(parts) == 3 else 1.0
        if kind == "mesh":
            r, c = (int(x) for x in parts[1].lower().split("x"))
            p = r * c
        else:
            r = c = 0
            p = 1 << int(parts[1]) if kind == "hypercube" else int(parts[1])
    except ValueError:
        raise GaplabError("machine: '%s': not a number" % spec) from None
    if p < 1 or not math.isfinite(unit) or unit < 0:
        raise GaplabError("machine: '%s': needs at least one processor and a unit >= 0" % spec)

    def hops(i, j):
        if kind == "complete":
            return 0 if i == j else 1
        if kind == "ring":
            return min(abs(i - j), p - abs(i - j))
        if kind == "mesh":
            return abs(i // c - j // c) + abs(i % c - j % c)
        return bin(i ^ j).count("1")

    return [[hops(i, j) * unit for j in range(p)] for i in range(p)]


def _network_machine(speeds: Mapping[str, Any], links: Sequence[Tuple[str, str, Any]]) -> Dict[str, Any]:
    """λ and speeds of a network with node speeds and link bandwidths (SAGA's model: a task of cost c
    takes c / speed, data of size s takes s / bandwidth; no link or bandwidth 0 is refused, an infinite
    bandwidth (SAGA writes null) costs nothing)."""
    names = sorted(speeds)
    index = {n: i for i, n in enumerate(names)}
    bandwidth: Dict[Tuple[int, int], float] = {}
    for u, v, b in links:
        if u == v:
            continue
        if u not in index or v not in index:
            raise GaplabError("network: link %s-%s names a node that is not in the network" % (u, v))
        bandwidth[(index[u], index[v])] = bandwidth[(index[v], index[u])] = math.inf if b is None else _num_or_inf(b, "network: link %s-%s" % (u, v))
    lam = []
    for i in range(len(names)):
        row = []
        for j in range(len(names)):
            if i == j:
                row.append(0.0)
                continue
            b = bandwidth.get((i, j), 0.0)
            if not b > 0:
                raise GaplabError("network: no link between %s and %s (bandwidth 0 or none): data could never pass" % (names[i], names[j]))
            row.append(0.0 if math.isinf(b) else 1.0 / b)
        lam.append(row)
    speed = []
    for n in names:
        s = speeds[n]
        if s is None or not _num(s, "network: node %s speed" % n) > 0:
            raise GaplabError("network: node %s has speed %r; gaplab needs a positive finite speed" % (n, s))
        speed.append(s)
    return {"lambda": lam, "speed": speed}


def _num_or_inf(v: Any, what: str) -> float:
    if hasattr(v, "item") and not isinstance(v, (int, float)):
        v = v.item()
    if isinstance(v, bool) or not isinstance(v, (int, float)) or math.isnan(v):
        raise GaplabError("%s: %r is not a number" % (what, v))
    return v


# ---------------------------------------------------------------------------------------------------
# networkx


def from_networkx(G: Any, machine: Any = 2, *, weight: str = "weight", edge_weight: Optional[str] = None,
                  costs: Any = None, speeds: Optional[Sequence[float]] = None, name: Optional[str] = None) -> Dict[str, Any]:
    """gaplab's instance JSON (problem `dag`) from a networkx DiGraph.

    weight: the node attribute with the execution time μ (default 'weight', as networkx and SAGA 1.x);
    edge_weight: the edge attribute with the data η (default: the same name; a missing one is 0);
    machine: see gaplab.machine (P, 'ring:4', a λ matrix, a SAGA 1.x network graph, ...);
    costs: for heterogeneous processors, each task's time on every processor (the matrix W of HEFT's
    paper): a node attribute name, a dict node -> times, or a matrix (rows in G's node order). Then
    `weight` is not read, and the machine has no speeds.
    Node ids become strings; undirected graphs and multigraphs are refused (GaplabError)."""
    if not (hasattr(G, "is_directed") and hasattr(G, "nodes")):
        raise GaplabError("from_networkx: give a networkx DiGraph (got %s)" % type(G).__name__)
    if not G.is_directed():
        raise GaplabError("from_networkx: the graph is undirected; a task graph is a DiGraph")
    if G.is_multigraph():
        raise GaplabError("from_networkx: a multigraph has several arcs between two tasks; merge them into one DiGraph arc")
    edge_weight = edge_weight or weight
    m = _machine(machine, speeds)
    processors = len(m["lambda"])
    ids: Dict[Any, str] = {}
    for n in G.nodes:
        if str(n) in ids.values():
            raise GaplabError("from_networkx: two nodes are both named '%s' as strings" % n)
        ids[n] = str(n)
    rows = _cost_rows(G, costs, processors) if costs is not None else None
    if rows is not None and "speed" in m:
        raise GaplabError("from_networkx: a cost matrix gives each task's time on each processor; give no speeds with it")
    tasks = []
    for n, data in G.nodes(data=True):
        if rows is not None:
            tasks.append({"id": ids[n], "times": rows[n]})
        else:
            if weight not in data:
                raise GaplabError("from_networkx: node '%s' has no attribute '%s' (its execution time; weight=... names another)" % (n, weight))
            tasks.append({"id": ids[n], "time": _num(data[weight], "node '%s' %s" % (n, weight))})
    arcs = [{"from": ids[u], "to": ids[v], "messages": _num(d.get(edge_weight, 0), "arc %s->%s %s" % (u, v, edge_weight))}
            for u, v, d in G.edges(data=True)]
    return {"graph": {"name": str(name or G.graph.get("name") or "networkx"), "tasks": tasks, "arcs": arcs}, "machine": m}


def to_networkx(instance: Mapping[str, Any]) -> Any:
    """A networkx DiGraph of gaplab's dag instance JSON: node attribute 'weight' = μ (and 'times' with a
    cost matrix), edge attribute 'weight' = η; the machine in G.graph['lambda'] and G.graph['speed']
    (None: all speed 1). Needs networkx."""
    import networkx as nx
    g = instance["graph"]
    G = nx.DiGraph(name=g.get("name"), **{"lambda": instance["machine"]["lambda"], "speed": instance["machine"].get("speed")})
    for t in g["tasks"]:
        attrs = {"weight": t["time"] if "time" in t else sum(t["times"]) / len(t["times"])}
        if "times" in t:
            attrs["times"] = t["times"]
        G.add_node(t["id"], **attrs)
    for a in g["arcs"]:
        G.add_edge(a["from"], a["to"], weight=a.get("messages", 0))
    return G


def _cost_rows(G: Any, costs: Any, processors: int) -> Dict[Any, List[float]]:
    nodes = list(G.nodes)
    if isinstance(costs, str):
        missing = [n for n in nodes if costs not in G.nodes[n]]
        if missing:
            raise GaplabError("from_networkx: node '%s' has no attribute '%s' (its time on each processor)" % (missing[0], costs))
        raw = {n: G.nodes[n][costs] for n in nodes}
    elif isinstance(costs, Mapping):
        raw = dict(costs)
        missing = [n for n in nodes if n not in raw]
        if missing:
            raise GaplabError("from_networkx: costs has no row for node '%s'" % missing[0])
    else:
        rows = costs.tolist() if hasattr(costs, "tolist") else list(costs)
        if len(rows) != len(nodes):
            raise GaplabError("from_networkx: costs has %d rows for %d nodes" % (len(rows), len(nodes)))
        raw = dict(zip(nodes, rows))
    out = {}
    for n in nodes:
        row = plain_list(raw[n])
        if len(row) != processors:
            raise GaplabError("from_networkx: node '%s' has %d times for %d processors" % (n, len(row), processors))
        out[n] = [_num(x, "node '%s' costs" % n) for x in row]
    return out


# ---------------------------------------------------------------------------------------------------
# SAGA 2.x: TaskGraph, Network, ProblemInstance and Schedule, as their pydantic models write them


def saga_json(x: Any) -> Dict[str, Any]:
    """A SAGA model as a dict: the pydantic object itself, its JSON text, a JSON file, or a dict."""
    if hasattr(x, "model_dump"):
        return x.model_dump(mode="json")
    if isinstance(x, Mapping):
        return dict(x)
    if isinstance(x, str) and x.lstrip().startswith("{"):
        return json.loads(x)
    if isinstance(x, (str, os.PathLike)):
        with open(x, encoding="utf-8") as f:
            return json.load(f)
    raise GaplabError("saga: give a SAGA model, its JSON text, a JSON file or a dict (got %s)" % type(x).__name__)


def _saga_parts(task_graph: Any, network: Any) -> Tuple[Dict[str, Any], Dict[str, Any], Optional[str]]:
    d = saga_json(task_graph)
    if "task_graph" in d and "network" in d:  # a ProblemInstance or a Schedule
        return d["task_graph"], saga_json(network) if network is not None else d["network"], d.get("name")
    if "tasks" not in d or "dependencies" not in d:
        raise GaplabError("saga: not a TaskGraph, ProblemInstance or Schedule (no tasks and dependencies)")
    if network is None:
        raise GaplabError("saga: a TaskGraph needs its Network (from_saga(task_graph, network))")
    return d, saga_json(network), None


def saga_processors(network: Any) -> List[str]:
    """The SAGA network's node names in gaplab's processor order (by name): processor i is names[i].
    A ProblemInstance or Schedule gives its network's."""
    d = saga_json(network)
    d = d.get("network", d)
    if "nodes" not in d:
        raise GaplabError("saga: not a Network, ProblemInstance or Schedule (no nodes)")
    return sorted(n["name"] for n in d["nodes"])


def from_saga(task_graph: Any, network: Any = None, *, name: Optional[str] = None) -> Dict[str, Any]:
    """gaplab's instance JSON from SAGA 2.x's models: a TaskGraph and a Network, or a ProblemInstance
    (SAGA's dataset files) or a Schedule alone (each as the pydantic object, JSON text, a file or a
    dict). A task of cost c takes c / speed on a node; data of size s takes s / speed of the link
    (λ = 1/link speed; SAGA's infinite self-links cost nothing). Processors are the nodes in order of
    name (saga_processors); tasks keep SAGA's names."""
    tg, net, saga_name = _saga_parts(task_graph, network)
    for key, rows in (("tasks", tg.get("tasks")), ("nodes", net.get("nodes")), ("edges", net.get("edges"))):
        if not isinstance(rows, list):
            raise GaplabError("saga: '%s' must be a list" % key)
    m = _network_machine({n["name"]: n.get("speed") for n in net["nodes"]},
                         [(e["source"], e["target"], e.get("speed")) for e in net["edges"]])
    tasks = [{"id": t["name"], "time": _num(t["cost"], "saga task %s cost" % t["name"])}
             for t in sorted(tg["tasks"], key=lambda t: t["name"])]
    arcs = [{"from": e["source"], "to": e["target"], "messages": _num(e["size"], "saga dependency %s->%s size" % (e["source"], e["target"]))}
            for e in sorted(tg["dependencies"], key=lambda e: (e["source"], e["target"]))]
    return {"graph": {"name": str(name or saga_name or "saga"), "tasks": tasks, "arcs": arcs}, "machine": m}


def from_saga_schedule(schedule: Any) -> Tuple[Dict[str, Any], Dict[str, Any]]:
    """(instance, solution) from a SAGA Schedule: the instance as from_saga makes it, the solution in
    gaplab's format ({"schedule": [{"task", "processor", "start", "end"}]}); a task SAGA placed on
    several nodes keeps its earliest instance and marks the others as copies ("duplicate": true)."""
    s = saga_json(schedule)
    if "mapping" not in s:
        raise GaplabError("saga: not a Schedule (no mapping)")
    instance = from_saga(s)
    index = {n: i for i, n in enumerate(saga_processors(s["network"]))}
    entries = []
    for node, placed in s["mapping"].items():
        if node not in index:
            raise GaplabError("saga: the schedule places tasks on node '%s', which is not in its network" % node)
        for t in placed:
            entries.append({"task": t["name"], "processor": index[node], "start": _num(t["start"], "start of %s" % t["name"]),
                            "end": _num(t["end"], "end of %s" % t["name"])})
    entries.sort(key=lambda e: (e["start"], e["processor"], e["task"]))
    seen = set()
    for e in entries:
        if e["task"] in seen:
            e["duplicate"] = True
        seen.add(e["task"])
    return instance, {"schedule": entries}


def to_saga_schedule(solution: Any, task_graph: Any, network: Any = None) -> Dict[str, Any]:
    """SAGA's Schedule JSON (task_graph, network, mapping) for a gaplab solution (e.g. Solved.solution)
    of an instance made by from_saga; load it with saga.Schedule.model_validate(...). Copies of a task
    (duplication) appear on each node that runs one."""
    tg, net, _ = _saga_parts(task_graph, network)
    names = saga_processors(net)
    sol = solution.solution if hasattr(solution, "solution") else solution
    mapping: Dict[str, List[Dict[str, Any]]] = {n: [] for n in names}
    for e in sol["schedule"]:
        node = names[e["processor"]]
        mapping[node].append({"node": node, "name": e["task"], "start": e["start"], "end": e["end"]})
    for placed in mapping.values():
        placed.sort(key=lambda t: (t["start"], t["end"]))
    return {"task_graph": tg, "network": net, "mapping": mapping}
