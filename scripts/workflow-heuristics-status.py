#!/usr/bin/env python3
"""Every trace's status as a Markdown table for docs/results/2026-11-27-workflow-heuristics.md.

Reads the CSV of `gaplab results export RESULTS --per-instance OUT.csv` (one line per trace, machine and
bandwidth) and the trace lists of examples/workflows/ (for the task counts), and prints one line per trace
with, per machine and bandwidth, the exact method's result: **OPTIMAL** value (seconds), or FEASIBLE value
≥ bound with the gap; without and with duplication. Formatting only: every number comes from the CSV.

Usage: scripts/workflow-heuristics-status.py PER_INSTANCE.csv [EXACT] [EXACT_DUP]
       (default methods: portfolio, portfolio-dup; the sweeps before 2026-11-27 named them portfolio-rounds, portfolio-rounds-dup)
"""
import csv
import os
import sys


def cell(row, m):
    st = row.get(m + " status", "")
    if not st:
        if m.endswith("-dup") or row.get("reference_kind") != "bound":
            return "not run"
        # no exact method: the best heuristic against the best lower bound (ratio columns × reference)
        ratios = [float(v) for k, v in row.items() if k.endswith(" ratio") and v and "+" not in k and k != "dsh ratio"]
        best, bound = min(ratios) * float(row["reference"]), float(row["reference"])
        return "not run; best heuristic %.6g ≥ bound %.6g, gap %.2g" % (best, bound, (best - bound) / best)
    sec = row[m + " seconds"]
    if st == "OPTIMAL":
        return "**%s** (%ss)" % (row[m + " objective"], sec)
    if st == "FEASIBLE":
        return "%s ≥ %s, gap %.2g (%ss)" % (row[m + " objective"], row[m + " bound"], float(row[m + " gap"] or "nan"), sec)
    return "%s (%ss)" % (st, sec)


def main():
    path = sys.argv[1]
    exact = sys.argv[2] if len(sys.argv) > 2 else "portfolio"
    dup = sys.argv[3] if len(sys.argv) > 3 else "portfolio-dup"
    here = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "examples", "workflows")
    tasks = {}
    for name in ("wfinstances-upto-60.csv", "wfinstances-over-60.csv"):
        with open(os.path.join(here, name)) as f:
            for r in csv.DictReader(line for line in f if not line.startswith("#")):
                tasks[os.path.basename(r["file"]).rsplit(".", 1)[0]] = int(r["tasks"])
    rows = list(csv.DictReader(open(path)))
    if len(sys.argv) <= 2 and rows and exact + " status" not in rows[0] and "portfolio-rounds status" in rows[0]:
        exact, dup = "portfolio-rounds", "portfolio-rounds-dup"   # a CSV of a sweep before the rename
    print("| trace | tasks | machine | bandwidth | optimum without duplication (%s) | with duplication (%s) |" % (exact, dup))
    print("|---|---:|---|---|---|---|")
    key = lambda r: (tasks.get(trace(r), 0), trace(r), int(r["machine"].split(":")[1]), r["bandwidth"] != "1MB/s")
    for r in sorted(rows, key=key):
        print("| %s | %s | %s | %s | %s | %s |" % (trace(r), tasks.get(trace(r), "?"), r["machine"], r["bandwidth"], cell(r, exact), cell(r, dup)))


def trace(r):
    return r["instance"].rsplit("-bandwidth", 1)[0]


if __name__ == "__main__":
    main()
