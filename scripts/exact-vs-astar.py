#!/usr/bin/env python3
"""Issue 19's tables from a `gaplab bench dag` CSV over ../shared/data/sinnen-optimal: proven share within
10/30/60/120 s by size, CCR, processors and shape; median and 90th percentile time to proof; disagreements;
and, graph by graph, gaplab's time to proof against the A* solver's ("Time to schedule (ms)" in each DOT
file). Writes the markdown tables to standard output and, with --per-graph OUT.csv, the per-graph rows
with the A* time added.

  scripts/exact-vs-astar.py BENCH.csv [--per-graph OUT.csv] [--limit SECONDS (120)]
"""
import csv
import re
import statistics
import sys
from pathlib import Path

CUTS = (10, 30, 60, 120)


def ccr_group(name):
    m = re.search(r"CCR_([0-9.]+)", name)
    if not m:  # the Independent graphs have no arcs and no CCR in their names: counted with 0.1, as before
        return 0.1
    v = float(m.group(1))
    return min((0.1, 1, 2, 10), key=lambda c: abs(c - v))


def shape(name):
    return re.sub(r"_Nodes.*", "", Path(name).name)


def astar_ms(path):
    m = re.search(r'"Time to schedule \(ms\)"\s*=\s*([0-9.]+)', Path(path).read_text())
    return float(m.group(1)) if m else float("nan")


def percentile(xs, q):
    xs = sorted(xs)
    k = max(0, min(len(xs) - 1, int(round(q * len(xs) + 0.5)) - 1))
    return xs[k]


def fmt_s(x, limit):
    return f"> {limit:g} s" if x == float("inf") else f"{x:.2f} s"


def main(argv):
    if not argv or argv[0].startswith("-"):
        sys.exit(__doc__)
    src, out, limit = argv[0], None, 120.0
    if "--per-graph" in argv:
        out = argv[argv.index("--per-graph") + 1]
    if "--limit" in argv:
        limit = float(argv[argv.index("--limit") + 1])
    rows = list(csv.DictReader(open(src)))
    for r in rows:
        r["proven"] = r["status"] == "OPTIMAL"
        r["t"] = float(r["millis"]) / 1000 if r["proven"] else float("inf")
        r["astar"] = astar_ms(r["file"]) / 1000
        r["ccr"] = ccr_group(r["file"])
        r["shape"] = shape(r["file"])
    n = len(rows)
    proven = [r for r in rows if r["proven"]]
    disagree = [r for r in rows if r["agreement"].startswith("DISAGREES")]
    invalid = [r for r in rows if "INVALID" in r["agreement"] or "INVALID" in r["status"]]
    times = [r["t"] for r in rows]
    print(f"graphs: {n}; proven within {limit:g} s: {len(proven)} ({100 * len(proven) / n:.1f} %); "
          f"disagreements with the published optimum: {len(disagree)}; invalid schedules: {len(invalid)}")
    print(f"time to proof (unproven count as > limit): median {fmt_s(statistics.median(times), limit)}, "
          f"90th percentile {fmt_s(percentile(times, 0.9), limit)}")
    print("proven within: " + ", ".join(f"{c} s: {sum(t <= c for t in times)}" for c in CUTS if c <= limit))
    print()
    for title, key in (("tasks", "tasks"), ("processors", "processors"), ("CCR", "ccr"), ("shape", "shape")):
        groups = {}
        for r in rows:
            groups.setdefault(r[key], []).append(r)
        print(f"| {title} | graphs | " + " | ".join(f"≤ {c} s" for c in CUTS if c <= limit) + " | median | 90th pct |")
        print("|---|---|" + "---|" * (sum(c <= limit for c in CUTS) + 2))
        for g in sorted(groups, key=lambda x: (float(x) if str(x).replace(".", "").isdigit() else 0, str(x))):
            ts = [r["t"] for r in groups[g]]
            cells = [f"{sum(t <= c for t in ts)} ({100 * sum(t <= c for t in ts) / len(ts):.1f} %)" for c in CUTS if c <= limit]
            print(f"| {g} | {len(ts)} | " + " | ".join(cells) + f" | {fmt_s(statistics.median(ts), limit)} | {fmt_s(percentile(ts, 0.9), limit)} |")
        print()
    faster = sum(1 for r in rows if r["proven"] and r["t"] < r["astar"])
    slower = sum(1 for r in rows if r["proven"] and r["t"] >= r["astar"])
    ratios = [r["t"] / r["astar"] for r in rows if r["proven"] and r["astar"] > 0]
    print(f"against A* (its recorded time to schedule, graph by graph): gaplab proves {faster} of {n} graphs faster, "
          f"{slower} slower, {n - len(proven)} not within {limit:g} s; median time ratio gaplab / A* over the proven graphs "
          f"{statistics.median(ratios):.3f}; A* median {statistics.median(r['astar'] for r in rows):.3f} s, "
          f"90th percentile {percentile([r['astar'] for r in rows], 0.9):.3f} s")
    if out:
        with open(out, "w", newline="") as f:
            w = csv.writer(f)
            w.writerow(["file", "shape", "tasks", "processors", "ccr", "status", "makespan", "bound", "published", "seconds", "astar_seconds", "agreement"])
            for r in rows:
                w.writerow([Path(r["file"]).name, r["shape"], r["tasks"], r["processors"], r["ccr"], r["status"], r["makespan"], r["bound"],
                            r["published_lower"], f"{float(r['millis']) / 1000:.3f}", f"{r['astar']:.3f}", r["agreement"]])


if __name__ == "__main__":
    main(sys.argv[1:])
