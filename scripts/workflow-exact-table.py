#!/usr/bin/env python3
"""A markdown table of scripts/workflow-exact-measure.sh CSVs side by side (issue 37, item 3):
one row per (trace, P), for each CSV its status, seconds and gap (FEASIBLE rows: the makespan and the bound);
with the JVM's CPU seconds beside the wall-clock seconds where the CSV has them (column cpu_s).

usage: scripts/workflow-exact-table.py LABEL=A.csv LABEL=B.csv ...
"""
import csv, sys

runs = [(a.split("=", 1)[0], {(r["trace"], r["P"]): r for r in csv.DictReader(open(a.split("=", 1)[1]))}) for a in sys.argv[1:]]
keys = []
for _, rows in runs:
    for k, r in rows.items():
        if k not in keys:
            keys.append(k)
tasks = {k: r["tasks"] for _, rows in runs for k, r in rows.items()}


def cell(r):
    if r is None:
        return "not run"
    s, t = r["status"], "%.1f s" % (float(r["millis"]) / 1000) if r["millis"] else ""
    if r.get("cpu_s"):
        t += ", CPU %s s" % r["cpu_s"]
    if s == "OPTIMAL":
        return "**OPTIMAL** %s (%s)" % (r["makespan"], t)
    if s == "FEASIBLE":
        return "FEASIBLE %s ≥ %s, gap %s (%s)" % (r["makespan"], r["bound"], r["gap"], t)
    return "%s (%s)" % (s, t)


print("| trace | tasks | P | " + " | ".join(l for l, _ in runs) + " |")
print("|---|---|---|" + "---|" * len(runs))
for k in keys:
    name = k[0].replace(".json", "")
    print("| %s | %s | %s | %s |" % (name, tasks[k], k[1], " | ".join(cell(rows.get(k)) for _, rows in runs)))
print()
for label, rows in runs:
    proven = sum(1 for r in rows.values() if r["status"] == "OPTIMAL")
    print("- %s: %d of %d proven" % (label, proven, len(rows)))
