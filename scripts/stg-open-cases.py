#!/usr/bin/env python3
"""Joins the two solvers' rows of scripts/stg-open-cases.sh into OUT/cases.csv and OUT/cases.md.

A case is closed when a valid schedule of makespan V exists (ours or the published upper bound) and
lower bounds of at least two independent families reach V: gaplab's own (exact, the branch and bound,
and exact-cp, the Choco model: they share the lower bounds of gaplab.analysis, so they count as one),
CP-SAT's (cpsat), or the published lower bound. When only one family reaches it, the optimum is proven
by that method alone (unconfirmed). OUT/unsettled.csv lists the cases not closed (the input of the
exact-cp pass of scripts/stg-open-cases.sh). A valid schedule below
the published upper bound improves it; a lower bound above the published lower bound raises it.
"""
import csv
import math
import sys
from pathlib import Path


# Methods whose lower bounds are not independent of each other share a family.
FAMILY = {"exact": "gaplab", "exact-cp": "gaplab", "cpsat": "cpsat", "published": "published"}


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
    exact, cpsat, choco = rows(out / "exact.csv"), rows(out / "cpsat.csv"), rows(out / "exact-cp.csv")
    cases = []
    with (out / "open.csv").open() as f:
        for r in csv.DictReader(f):
            key = (Path(r["file"]).parent.name + "/" + Path(r["file"]).name, int(r["P"]))
            cases.append((key, float(r["lower"]), float(r["upper"]), r))
    table, unsettled = [], []
    for (name, p), lo, up, line in cases:
        e, c, k = exact.get((name, p), {}), cpsat.get((name, p), {}), choco.get((name, p), {})
        mk = [num(x.get("makespan")) for x in (e, c, k) if x.get("status") in ("OPTIMAL", "FEASIBLE")]
        mk = [v for v in mk if not math.isnan(v)]
        best = min(mk + [up])
        lows = {"exact": num(e.get("bound")), "exact-cp": num(k.get("bound")), "cpsat": num(c.get("bound")), "published": lo}
        reach = [m for m, v in lows.items() if not math.isnan(v) and v >= best - 1e-6]
        families = {FAMILY[m] for m in reach}
        top = max(v for v in lows.values() if not math.isnan(v))
        if any(not math.isnan(v) and v > best + 1e-6 for v in lows.values()):
            verdict = "CONTRADICTION: a lower bound above a valid schedule"
        elif len(families) >= 2:
            verdict = f"closed at {fmt(best)} ({' and '.join(reach)} lower bounds meet it)"
        elif families:
            verdict = f"optimum {fmt(best)} proven by {' and '.join(reach)} alone (unconfirmed)"
        else:
            verdict = f"open: [{fmt(top)}, {fmt(best)}]"
        if best < up - 1e-6:
            verdict += f"; upper bound improved {fmt(up)} -> {fmt(best)}"
        if top > lo + 1e-6 and len(families) < 2:
            verdict += f"; lower bound raised {fmt(lo)} -> {fmt(top)}"
        if len(families) < 2:
            unsettled.append(line)
        table.append([name, p, fmt(lo), fmt(up)] + [f for x in (e, k, c) for f in (x.get("status", "-"), fmt(num(x.get("makespan"))), fmt(num(x.get("bound"))))] + [verdict])
    head = ["graph", "P", "published lower", "published upper"] + [f"{m}{f}" for m in ("exact", "exact-cp", "cpsat")
                                                                      for f in ("", " makespan", " bound")] + ["verdict"]
    with (out / "unsettled.csv").open("w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=["file", "P", "lower", "upper"])
        w.writeheader()
        w.writerows(unsettled)
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
    print(f"open cases: {len(table)}; closed by two independent methods: {closed}; proven by one alone: {alone}; "
          f"upper bound improved: {improved}; contradictions: {bad}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
