#!/usr/bin/env python3
"""Issue 37's target "the portfolio's time to proof at most twice the faster member's own, plus a second", graph by
graph, on CPU time: three CSVs written by scripts/solve-cpu.sh (the portfolio, `exact` alone, `cpsat` alone, each
graph in its own JVM), and A*'s recorded time from each Sinnen DOT file. A member cut by its CPU limit (or its time
limit) counts as slower than its CPU time. Prints a markdown table and a summary.

  scripts/rounds-vs-members.py PORTFOLIO.csv EXACT.csv CPSAT.csv [--data DIR (../shared/data/sinnen-optimal)] [--wall]

--wall: the portfolio's process wall seconds (JVM start included) instead of its CPU, for a portfolio run side by
side (--threads 2), whose CPU counts both threads; the members, on one thread each, keep their CPU seconds.
"""
import csv
import math
import re
import sys
from pathlib import Path


def rows(path):
    return {r["file"]: r for r in csv.DictReader(open(path))}


def proof_cpu(r, column="cpu_seconds"):
    """CPU seconds to proof (or the column's seconds), or +inf (unproven: cut by the CPU or the time limit)."""
    if r is None:
        return None
    return float(r[column]) if r["status"] == "OPTIMAL" else math.inf


def fmt(r, column="cpu_seconds"):
    if r is None:
        return "—"
    return f"{float(r[column]):.1f}" if r["status"] == "OPTIMAL" else f"> {float(r[column]):.1f}"


def astar_s(data, name):
    p = Path(data) / name
    m = re.search(r'"Time to schedule \(ms\)"\s*=\s*"?([0-9.]+)', p.read_text()) if p.exists() else None
    return float(m.group(1)) / 1000 if m else float("nan")


def main(argv):
    data = argv[argv.index("--data") + 1] if "--data" in argv else "../shared/data/sinnen-optimal"
    pf, ex, cp = rows(argv[1]), rows(argv[2]), rows(argv[3])
    own = "process_seconds" if "--wall" in argv else "cpu_seconds"
    print(f"| graph | portfolio {'wall' if own == 'process_seconds' else 'CPU'} (s) | exact alone CPU (s) | cpsat alone CPU (s) | 2 × faster + 1 s | met | portfolio wall (s) | load | A* (s) |")
    print("|---|---|---|---|---|---|---|---|---|")
    n = met = undecided = over30 = 0
    misses = []
    for name, r in pf.items():
        t = proof_cpu(r, own)
        e, c = proof_cpu(ex.get(name)), proof_cpu(cp.get(name))
        known = [x for x in (e, c) if x is not None]
        faster = min(known) if known else None
        target = None if faster is None else 2 * faster + 1
        if target is None or (len(known) < 2 and t > target):
            ok = "?"
            undecided += 1
        else:
            ok = "yes" if t <= target else "no"
            met += ok == "yes"
            if ok == "no":
                misses.append(name)
        n += 1
        over30 += t > 30
        wall = float(r["millis"]) / 1000 if r["millis"] else float("nan")
        print(f"| {name} | {fmt(r, own)} | {fmt(ex.get(name))} | {fmt(cp.get(name))} | "
              f"{'—' if target is None else ('∞' if math.isinf(target) else f'{target:.1f}')} | {ok} | {wall:.1f} | {r['load1']} | {astar_s(data, name):.2f} |")
    print()
    unit = "wall" if own == "process_seconds" else "CPU"
    print(f"graphs: {n}; portfolio within 2 × the faster member + 1 s (portfolio {unit}, members CPU): {met}; not: {len(misses)}; "
          f"undecided (a member not run): {undecided}; portfolio over 30 s of {unit}: {over30}")
    for m in misses:
        print(f"- misses: {m}")


if __name__ == "__main__":
    main(sys.argv)
