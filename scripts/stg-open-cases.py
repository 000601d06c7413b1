#!/usr/bin/env python3
"""Joins the two solvers' rows of scripts/stg-open-cases.sh into OUT/cases.csv and OUT/cases.md.

A case is closed when a valid schedule of makespan V exists (ours or the published upper bound) and
at least two independent lower bounds reach V: exact's, cpsat's, or the published lower bound. When
only one reaches it, the optimum is proven by that method alone (unconfirmed). A valid schedule below
the published upper bound improves it; a lower bound above the published lower bound raises it.
"""
import csv
import math
import sys
from pathlib import Path


def rows(path):
    out = {}
    if not path.exists():
        return out
    with path.open() as f:
        for r in csv.DictReader(f):
            key = (Path(r["file"]).parent.name + "/" + Path(r["file"]).name, int(r["processors"]))
            out[key] = r
    return out


def num(s):
    try:
        return float(s)
    except (TypeError, ValueError):
        return math.nan


def fmt(v):
    return "-" if math.isnan(v) else (str(int(v)) if v == int(v) else f"{v:g}")


def main(out):
    out = Path(out)
    exact, cpsat = rows(out / "exact.csv"), rows(out / "cpsat.csv")
    cases = []
    with (out / "open.csv").open() as f:
        for r in csv.DictReader(f):
            key = (Path(r["file"]).parent.name + "/" + Path(r["file"]).name, int(r["P"]))
            cases.append((key, float(r["lower"]), float(r["upper"])))
    table = []
    for (name, p), lo, up in cases:
        e, c = exact.get((name, p), {}), cpsat.get((name, p), {})
        mk = [num(x.get("makespan")) for x in (e, c) if x.get("status") in ("OPTIMAL", "FEASIBLE")]
        mk = [v for v in mk if not math.isnan(v)]
        best = min(mk + [up])
        lows = {"exact": num(e.get("bound")), "cpsat": num(c.get("bound")), "published": lo}
        reach = [k for k, v in lows.items() if not math.isnan(v) and v >= best - 1e-6]
        top = max(v for v in lows.values() if not math.isnan(v))
        if any(not math.isnan(v) and v > best + 1e-6 for v in lows.values()):
            verdict = "CONTRADICTION: a lower bound above a valid schedule"
        elif len(reach) >= 2:
            verdict = f"closed at {fmt(best)} ({' and '.join(reach)} lower bounds meet it)"
        elif len(reach) == 1:
            verdict = f"optimum {fmt(best)} proven by {reach[0]} alone (unconfirmed)"
        else:
            verdict = f"open: [{fmt(top)}, {fmt(best)}]"
        if best < up - 1e-6:
            verdict += f"; upper bound improved {fmt(up)} -> {fmt(best)}"
        if top > lo + 1e-6 and len(reach) < 2:
            verdict += f"; lower bound raised {fmt(lo)} -> {fmt(top)}"
        table.append([name, p, fmt(lo), fmt(up), e.get("status", "-"), fmt(num(e.get("makespan"))), fmt(num(e.get("bound"))),
                      c.get("status", "-"), fmt(num(c.get("makespan"))), fmt(num(c.get("bound"))), verdict])
    head = ["graph", "P", "published lower", "published upper", "exact", "exact makespan", "exact bound",
            "cpsat", "cpsat makespan", "cpsat bound", "verdict"]
    with (out / "cases.csv").open("w", newline="") as f:
        w = csv.writer(f)
        w.writerow(head)
        w.writerows(table)
    with (out / "cases.md").open("w") as f:
        f.write("| " + " | ".join(head) + " |\n|" + "---|" * len(head) + "\n")
        for t in table:
            f.write("| " + " | ".join(str(x) for x in t) + " |\n")
    closed = sum(1 for t in table if t[-1].startswith("closed"))
    alone = sum(1 for t in table if "alone" in t[-1])
    bad = sum(1 for t in table if t[-1].startswith("CONTRADICTION"))
    improved = sum(1 for t in table if "upper bound improved" in t[-1])
    print(f"open cases: {len(table)}; closed by two methods: {closed}; proven by one alone: {alone}; "
          f"upper bound improved: {improved}; contradictions: {bad}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
