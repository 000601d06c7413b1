#!/usr/bin/env python3
"""The multi-stage ETF trap F(m, K) (docs/ratio.md): a task graph without communication on m identical
processors on which ETF takes (2m - 1)K - 2(m - 2) and the optimum is mK + 2, so ETF / OPT -> 2 - 1/m.

  scripts/etf-trap.py M K > graph.json        (M >= 2, K >= 4; gaplab's instance JSON on standard output)

Tasks, in this order (the order is the tie-break of equal static levels, which only the L's share):
A (1), W (1); for each stage i = 1 .. m-1: X_i (K + 1, or K for the last stage), Y_ia (K - 2), Y_ib (1),
L_i_1 .. L_i_(m-1) (K each); then Y_m (K). Arcs: A -> W; the task before stage i (A for i = 1, else
Y_(i-1)a) -> every L_i_j; the chain task before it (W, else Y_(i-1)b) -> X_i and -> Y_ia; Y_ia -> Y_ib;
X_i and Y_ib -> the head of the next stage (Y_(i+1)a, or Y_m after the last)."""
import json
import sys


def build(m, k):
    tasks, arcs = [("A", 1), ("W", 1)], [("A", "W")]
    for i in range(1, m):
        before_l = "A" if i == 1 else f"Y{i - 1}a"
        before_x = "W" if i == 1 else f"Y{i - 1}b"
        head = f"Y{i + 1}a" if i + 1 < m else f"Y{m}"
        tasks += [(f"X{i}", k + (1 if i < m - 1 else 0)), (f"Y{i}a", k - 2), (f"Y{i}b", 1)]
        arcs += [(before_x, f"X{i}"), (f"X{i}", head), (before_x, f"Y{i}a"), (f"Y{i}a", f"Y{i}b"), (f"Y{i}b", head)]
        for j in range(1, m):
            tasks.append((f"L{i}_{j}", k))
            arcs.append((before_l, f"L{i}_{j}"))
    tasks.append((f"Y{m}", k))
    return tasks, list(dict.fromkeys(arcs))


def main():
    if len(sys.argv) != 3 or not all(a.isdigit() for a in sys.argv[1:]) or int(sys.argv[1]) < 2 or int(sys.argv[2]) < 4:
        sys.exit("usage: scripts/etf-trap.py M K   (integers, M >= 2, K >= 4)")
    m, k = int(sys.argv[1]), int(sys.argv[2])
    tasks, arcs = build(m, k)
    print(json.dumps({"graph": {"name": f"etf-trap-m{m}-K{k}", "tasks": [{"id": n, "time": t} for n, t in tasks],
                                "arcs": [{"from": a, "to": b, "messages": 0} for a, b in arcs]},
                      "machine": {"spec": f"complete:{m}", "lambda": [[0 if i == j else 1 for j in range(m)] for i in range(m)]}}, indent=4))


if __name__ == "__main__":
    main()
