#!/usr/bin/env python3
"""Issue 21 item 2: the benefit of duplication, measured exactly, from a sweep over Sinnen graphs
(examples/sweep-duplication-benefit-*.json), or over a generator's graphs on other machines
(examples/sweep-dag-topologies-12.json: grouped by grain, machine and tasks). For every graph on which both portfolio (no duplication)
and portfolio-dup prove their optimum: the gain 1 - OPT_dup / OPT, grouped by CCR, shape and processor
count; and per list scheduler X in etf, dl, mh the gain of algorithms A and B over X (1 - (X+A)/X)
next to it. Also checks portfolio's optimum against the published A* optimum of each DOT file.

  scripts/duplication-benefit.py RESULTS.jsonl [--per-graph OUT.csv] [--opt BENCH.csv] [--opt-dup BENCH.csv]

--opt / --opt-dup (each may be given more than once) take the optima from `./gaplab bench dag` CSVs
(e.g. the full portfolio runs of docs/results) instead of from the sweep: a graph's row in the bench CSV is
the portfolio's (or portfolio-dup's) answer for the sweep instance of the same file; the sweep then only
needs the heuristics.
"""
import csv
import json
import os
import re
import statistics
import sys
from collections import defaultdict


def group_keys(inst, size=None):
    if size and "topology" in size:   # a generator's graph (e.g. examples/sweep-dag-topologies-12.json): its size fields
        return {"grain": size.get("grain", "none"), "machine": f"{size['topology']} {size.get('processors', '')}".strip(),
                "tasks": int(size.get("tasks", 0))}
    ccr = float(re.search(r"CCR_([0-9.]+)", inst).group(1)) if "CCR_" in inst else 0.1
    ccr = min((0.1, 1, 2, 10), key=lambda c: abs(c - ccr))
    shape = re.sub(r"_Nodes.*", "", inst)
    procs = int(re.search(r"Homogeneous-(\d+)", inst).group(1))
    tasks = int(re.search(r"_Nodes_(\d+)_", inst).group(1)) if "_Nodes_" in inst else 0
    return {"tasks": tasks, "CCR": ccr, "shape": shape, "P": procs}


def grouped(graphs, key):
    """The graphs grouped by one key, in the key's order: (value, graphs) pairs."""
    groups = defaultdict(list)
    for g in graphs:
        groups[g[key]].append(g)
    return sorted(groups.items())


def options(name):
    return [sys.argv[i + 1] for i, a in enumerate(sys.argv) if a == name]


def bench_rows(path, method):
    """A bench CSV's rows as sweep-like records keyed by the sweep's instance id (the file's stem, '#' -> '-')."""
    out = {}
    for r in csv.DictReader(open(path)):
        inst = os.path.basename(r["file"])[:-len(".dot")].replace("#", "-")
        out[inst] = {"method": method, "status": r["status"], "checked": float(r["makespan"]), "size": {}}
    return out


def main():
    rows = [json.loads(line) for line in open(sys.argv[1])]
    out = (options("--per-graph") or [None])[-1]
    by = defaultdict(dict)
    for r in rows:
        by[r["instance"]][r["method"]] = r
    for flag, method in (("--opt", "portfolio"), ("--opt-dup", "portfolio-dup")):
        for path in options(flag):
            for inst, r in bench_rows(path, method).items():
                if inst in by:
                    by[inst][method] = r
    graphs, disagree, unproven = [], 0, defaultdict(int)
    for inst, m in sorted(by.items()):
        nd, d = m.get("portfolio"), m.get("portfolio-dup")
        if not nd or not d:
            continue
        for name, r in (("portfolio", nd), ("portfolio-dup", d)):
            if r["status"] != "OPTIMAL":
                unproven[name] += 1
        if nd["status"] != "OPTIMAL" or d["status"] != "OPTIMAL":
            continue
        g = {"instance": inst, **group_keys(inst, d.get("size")), "opt": nd["checked"], "opt_dup": d["checked"]}
        if g["opt_dup"] > g["opt"] + 1e-9:
            disagree += 1
        for x in ("etf", "dl", "mh"):
            for v in ("", "+A", "+B"):
                r = m.get(x + v)
                g[x + v] = r["checked"] if r and r["verified"] else float("nan")
        graphs.append(g)
    print(f"graphs: {len(by)}; both proven: {len(graphs)}; not proven: portfolio {unproven['portfolio']}, "
          f"portfolio-dup {unproven['portfolio-dup']}; duplication optimum above the one without (must be 0): {disagree}")
    pct = lambda v: f"{100 * v:.2f} %"
    for key in [k for k in graphs[0] if k not in ("instance", "opt", "opt_dup") and "+" not in k and k not in ("etf", "dl", "mh")] if graphs else []:
        print(f"\n| {key} | graphs | OPT_dup < OPT | exact gain 1 - OPT_dup/OPT: mean (max) | "
              "ETF: A / B gain | DL: A / B gain | MH: A / B gain |")
        print("|---|---|---|---|---|---|---|")
        for k, gs in grouped(graphs, key):
            gain = [1 - g["opt_dup"] / g["opt"] for g in gs]
            cells = []
            for x in ("etf", "dl", "mh"):
                a = statistics.mean(1 - g[x + "+A"] / g[x] for g in gs)
                b = statistics.mean(1 - g[x + "+B"] / g[x] for g in gs)
                cells.append(f"{pct(a)} / {pct(b)}")
            print(f"| {k} | {len(gs)} | {sum(1 for v in gain if v > 1e-9)} | {pct(statistics.mean(gain))} ({pct(max(gain))}) | "
                  + " | ".join(cells) + " |")
    # How far each heuristic stays from the duplication optimum, before and after A and B: X / OPT_dup - 1.
    for key in [k for k in ("tasks", "CCR", "grain", "machine") if graphs and k in graphs[0]]:
        print(f"\n| {key} | graphs | ETF / ETF+A / ETF+B above OPT_dup | DL / DL+A / DL+B above OPT_dup | "
              "MH / MH+A / MH+B above OPT_dup |")
        print("|---|---|---|---|---|")
        for k, gs in grouped(graphs, key):
            cells = [" / ".join(pct(statistics.mean(g[x + v] / g["opt_dup"] - 1 for g in gs)) for v in ("", "+A", "+B"))
                     for x in ("etf", "dl", "mh")]
            print(f"| {k} | {len(gs)} | " + " | ".join(cells) + " |")
    if out:
        with open(out, "w", newline="") as f:
            w = csv.DictWriter(f, fieldnames=list(graphs[0].keys()) if graphs else ["instance"])
            w.writeheader()
            w.writerows(graphs)


if __name__ == "__main__":
    main()
