#!/usr/bin/env python3
"""Issue 21, item 3: a grid sweep's instances against the proven optimum (results.jsonl of `gaplab sweep`
with `@exact` and the relaxation bound). One row per instance: size, N, costs, seed, the exact search's
status, objective, bound and time, how its proof ended (the note), the relaxation bound / optimum and each
heuristic / optimum; then the means per grid size and cost kind over the proven instances.

  scripts/grid-vs-optimum.py RESULTS.jsonl [--per-instance OUT.csv]
"""
import csv
import json
import statistics
import sys
from collections import defaultdict

HEURISTICS = ("type1", "type2", "type1+local", "type2+local")


def main(argv):
    if not argv or argv[0].startswith("-"):
        sys.exit(__doc__)
    by = defaultdict(dict)
    for line in open(argv[0]):
        r = json.loads(line)
        by[r["instance"]][r["method"]] = r
    out = argv[argv.index("--per-instance") + 1] if "--per-instance" in argv else None
    rows = []
    for inst, m in by.items():
        ex = next((r for r in m.values() if r["kind"] == "exact"), None)
        if ex is None:
            continue
        s = ex["size"]
        row = {"size": f"{s['width']}x{s['height']}", "pes": int(s["pes"]), "costs": s["costs"], "seed": ex["seed"],
               "status": ex["status"], "objective": ex["checked"], "bound": ex["bound"], "seconds": ex["millis"] / 1000,
               "note": ex["note"], "instance": inst}
        proven = ex["status"] == "OPTIMAL" and ex["verified"]
        rel = m.get("bound:relaxation")
        row["relaxation/opt"] = rel["bound"] / ex["checked"] if proven and rel else float("nan")
        for h in HEURISTICS:
            row[h + "/opt"] = m[h]["checked"] / ex["checked"] if proven and h in m and m[h]["verified"] else float("nan")
        rows.append(row)
    rows.sort(key=lambda r: (r["size"], r["costs"], r["pes"], r["seed"]))
    print("| size | costs | N | seed | status | objective | time | relaxation / opt | " + " | ".join(h + " / opt" for h in HEURISTICS) + " |")
    print("|---|---|---|---|---|---|---|---|" + "---|" * len(HEURISTICS))
    f = lambda v: "–" if v != v else f"{v:.4f}"
    for r in rows:
        obj = f"{r['objective']:g}" if r["status"] == "OPTIMAL" else f"{r['objective']:g} (bound {r['bound']:g})"
        print(f"| {r['size']} | {r['costs']} | {r['pes']} | {r['seed']} | {r['status']} | {obj} | {r['seconds']:.1f} s | "
              f"{f(r['relaxation/opt'])} | " + " | ".join(f(r[h + '/opt']) for h in HEURISTICS) + " |")
    print()
    print("| size | costs | proven / instances | mean relaxation / opt (min) | " + " | ".join(f"mean {h} / opt (max)" for h in HEURISTICS) + " |")
    print("|---|---|---|---|" + "---|" * len(HEURISTICS))
    groups = defaultdict(list)
    for r in rows:
        groups[(r["size"], r["costs"])].append(r)
    for (size, costs), rs in sorted(groups.items()):
        p = [r for r in rs if r["status"] == "OPTIMAL"]
        cell = lambda k, worst: f"{statistics.mean(r[k] for r in p):.4f} ({worst(r[k] for r in p):.4f})" if p else "–"
        print(f"| {size} | {costs} | {len(p)} / {len(rs)} | {cell('relaxation/opt', min)} | "
              + " | ".join(cell(h + '/opt', max) for h in HEURISTICS) + " |")
    if out:
        with open(out, "w", newline="") as fh:
            w = csv.DictWriter(fh, fieldnames=list(rows[0].keys()) if rows else ["instance"])
            w.writeheader()
            w.writerows(rows)


if __name__ == "__main__":
    main(sys.argv[1:])
