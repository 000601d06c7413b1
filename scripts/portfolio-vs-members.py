#!/usr/bin/env python3
"""Issue 37's comparison: graph by graph, the portfolio's time to proof (a `gaplab bench dag` CSV) against
the recorded times of `exact` alone and of the fixed-share portfolio (results/2026-11-26/exact-partition)
and the A* solver's ("Time to schedule (ms)" in each DOT file). Prints a markdown table and a summary.

  scripts/portfolio-vs-members.py BENCH.csv [--limit SECONDS (120)]
"""
import csv
import re
import sys
from pathlib import Path

OLD = Path("results/2026-11-26/exact-partition")


def astar_s(name):
    p = Path("../shared/data/sinnen-optimal") / name
    m = re.search(r'"Time to schedule \(ms\)"\s*=\s*([0-9.]+)', p.read_text()) if p.exists() else None
    return float(m.group(1)) / 1000 if m else float("nan")


def main(argv):
    limit = float(argv[argv.index("--limit") + 1]) if "--limit" in argv else 120.0
    exact = {r["file"]: r for r in csv.DictReader(open(OLD / "sinnen-exact-120s.csv"))}
    old = {r["file"]: r for r in csv.DictReader(open(OLD / "sinnen-portfolio-120s.csv"))}
    rows = {}
    for r in csv.DictReader(open(argv[1])):
        rows[Path(r["file"]).name] = r  # a resumed run may repeat a graph: the last row counts
    print("| graph | P | new portfolio (s) | exact alone, 11-26 (s) | old portfolio, 11-26 (s) | A* (s) | new ≤ 2 × exact + 1 s |")
    print("|---|---|---|---|---|---|---|")
    within, slower, n = 0, 0, 0
    for name, r in sorted(rows.items()):
        t = float(r["millis"]) / 1000 if r["status"] == "OPTIMAL" else float("inf")
        e = exact.get(name, {})
        te = float(e["seconds"]) if e.get("status") == "OPTIMAL" else float("inf")
        to = float(old[name]["seconds"]) if name in old else float("nan")
        ta = astar_s(name)
        ok = t <= 2 * te + 1
        n += 1
        within += ok
        slower += t > ta
        fmt = lambda x: "> %d" % limit if x == float("inf") else "%.2f" % x
        print("| %s | %s | %s | %s | %s | %s | %s |" % (name.replace(".dot", ""), r["processors"], fmt(t), fmt(te), fmt(to), fmt(ta), "yes" if ok else "no"))
    print()
    print("graphs: %d; portfolio within 2 × exact alone + 1 s: %d; slower than A*: %d" % (n, within, slower))


if __name__ == "__main__":
    main(sys.argv)
