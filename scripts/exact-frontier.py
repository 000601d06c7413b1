#!/usr/bin/env python3
"""Issue 21: how far the exact methods reach on a sweep (results.jsonl of `gaplab sweep`), grouped by the
generator's size fields. For each exact method of the sweep: proven share within 10 s and within the
method's limit per group, median and 90th percentile time to proof (an unproven solve counts as above
the limit); and the cross-check: on every instance, every two exact methods of the same variant (with or
without duplication) that both prove an optimum must agree, and a duplication optimum may never be above
the one without.

  scripts/exact-frontier.py RESULTS.jsonl GROUP[+GROUP] [GROUP ...]     e.g. topology+processors grain tasks
"""
import json
import statistics
import sys
from collections import defaultdict

DUP = {"exact-dup", "cpsat-dup", "portfolio-dup"}


def quantile(xs, q):
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))] if xs else float("nan")


def main():
    rows = [json.loads(line) for line in open(sys.argv[1])]
    groups = sys.argv[2:] or ["tasks"]
    exact = [r for r in rows if r["kind"] == "exact"]
    methods = list(dict.fromkeys(r["method"] for r in exact))
    print(f"instances: {len({r['instance'] for r in rows})}; exact methods: {', '.join(methods)}")
    print("\n| method | limit | solves | proven ≤ 10 s | proven ≤ limit | median s | 90th pct s |")
    print("|---|---|---|---|---|---|---|")
    for m in methods:
        rs = [r for r in exact if r["method"] == m]
        lim = rs[0]["timeLimit"]
        t = [r["millis"] / 1000 if r["status"] == "OPTIMAL" else float("inf") for r in rs]
        p10, pl = sum(1 for x in t if x <= 10), sum(1 for x in t if x != float("inf"))
        q = lambda v: f"> {lim:g}" if v == float("inf") else f"{v:.2f}"
        print(f"| {m} | {lim:g} s | {len(rs)} | {p10} ({100 * p10 / len(rs):.1f} %) | {pl} ({100 * pl / len(rs):.1f} %) "
              f"| {q(quantile(t, 0.5))} | {q(quantile(t, 0.9))} |")
    for g in groups:
        keys = g.split("+")
        print(f"\n| {' '.join(keys)} | instances | " + " | ".join(f"{m}: ≤ 10 s / ≤ limit (max s)" for m in methods) + " |")
        print("|---|---|" + "---|" * len(methods))
        by = defaultdict(lambda: defaultdict(list))
        for r in exact:
            k = tuple(r["size"].get(x, "") for x in keys)
            by[k][r["method"]].append(r)
        for k in sorted(by, key=lambda k: tuple((0, int(v)) if v.isdigit() else (1, v) for v in k)):
            cells = []
            for m in methods:
                rs = by[k][m]
                proven = [r["millis"] / 1000 for r in rs if r["status"] == "OPTIMAL"]
                p10 = sum(1 for x in proven if x <= 10)
                cells.append(f"{p10} / {len(proven)} of {len(rs)}" + (f" ({max(proven):.1f})" if proven else ""))
            print(f"| {' '.join(k)} | {len(next(iter(by[k].values())))} | " + " | ".join(cells) + " |")
    # cross-check
    per = defaultdict(dict)
    for r in exact:
        if r["status"] == "OPTIMAL" and r["verified"]:
            per[r["instance"]][r["method"]] = r["checked"]
    pairs, disagree, above = 0, [], []
    for inst, m in per.items():
        for variant in (False, True):
            vals = {k: v for k, v in m.items() if (k in DUP) == variant}
            names = sorted(vals)
            for i in range(len(names)):
                for j in range(i + 1, len(names)):
                    pairs += 1
                    if abs(vals[names[i]] - vals[names[j]]) > 1e-6:
                        disagree.append((inst, names[i], vals[names[i]], names[j], vals[names[j]]))
        nd = [v for k, v in m.items() if k not in DUP]
        d = [v for k, v in m.items() if k in DUP]
        if nd and d and min(d) > min(nd) + 1e-6:
            above.append((inst, min(d), min(nd)))
    print(f"\ncross-check: {pairs} pairs of proven optima of the same variant compared, {len(disagree)} disagreements; "
          f"duplication optimum above the one without: {len(above)}")
    for x in disagree + above:
        print("  DISAGREEMENT:", x)


if __name__ == "__main__":
    main()
