"""Compares SAGA's HEFT and CPOP schedules (written by make_instances.py: SAGA's code as it is, and
with the paper's rank functions) with gaplab's heft and cpop on the same instances and with the
optimum gaplab proves; needs only the gaplab package (no SAGA).

    python3 compare.py DIR

Prints one line per instance and the counts: two makespans agree when they are within 1e-6
(relative); every SAGA schedule is checked by gaplab's checker first (its makespan is the checker's).
"""
import math
import pathlib
import sys

import gaplab

COLUMNS = ["saga heft", "gaplab heft ranks=saga", "saga heft (paper ranks)", "gaplab heft",
           "saga cpop", "gaplab cpop ranks=saga", "saga cpop (paper ranks)", "gaplab cpop"]


def same(a, b):
    return math.isclose(a, b, rel_tol=1e-6)


def main(folder):
    names = sorted(p.name[:-len(".instance.json")] for p in pathlib.Path(folder).glob("*.instance.json"))
    rows, proven = [], 0
    print("instance     " + "  ".join("%-9s" % c.replace(" (paper ranks)", "/paper").replace("gaplab", "g").replace(" ranks=saga", "/saga") for c in COLUMNS) + "  optimum")
    with gaplab.Session() as s:
        for name in names:
            base = "%s/%s" % (folder, name)
            instance = gaplab.from_saga(base + ".instance.json")
            best = s.solve(instance, time_limit=60)
            proven += best.optimal
            row = {"optimum": best.objective}
            for h in ("heft", "cpop"):
                for suffix, column in (("", "saga " + h), ("-paper", "saga %s (paper ranks)" % h)):
                    checked = s.check(*gaplab.from_saga_schedule("%s.%s%s.schedule.json" % (base, h, suffix)))
                    if not checked.valid:
                        print(name, column, "is invalid:", checked.violation)
                        return 1
                    row[column] = checked.objective
                row["gaplab " + h] = s.solve(instance, method=h).objective
                row["gaplab %s ranks=saga" % h] = s.solve(instance, method=h, params={"ranks": "saga"}).objective
            rows.append(row)
            print("%-12s " % name + "  ".join("%9.4f" % row[c] for c in COLUMNS) + "  %7.4f%s" % (best.objective, "" if best.optimal else " (not proven)"))
    n = len(rows)
    print("%d SAGA instances, %d optima proven" % (n, proven))
    for h in ("heft", "cpop"):
        print("%s: SAGA and gaplab agree on %d/%d; with the paper's ranks in SAGA's code, on %d/%d; "
              "SAGA and gaplab's ranks=saga, on %d/%d" % (
                  h.upper(), sum(same(r["saga " + h], r["gaplab " + h]) for r in rows), n,
                  sum(same(r["saga %s (paper ranks)" % h], r["gaplab " + h]) for r in rows), n,
                  sum(same(r["saga " + h], r["gaplab %s ranks=saga" % h]) for r in rows), n))
    for c in COLUMNS:
        ratios = [r[c] / r["optimum"] for r in rows]
        print("%-24s optimal on %2d/%d, mean ratio %.4f, worst %.4f" % (c, sum(same(r[c], r["optimum"]) for r in rows), n, sum(ratios) / n, max(ratios)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
