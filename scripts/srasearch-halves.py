#!/usr/bin/env python3
"""Issue 37 (docs/results/2026-11-27-workflows-exact-4.md): a schedule of a srasearch trace on two identical
processors at 1 MB/s whose two halves of work are equal, found outside gaplab and checked by it.

A bitset subset-sum over every task but the merge (runtimes in whole milliseconds) finds the tasks for the processor
that also runs the index, with exactly half the work; the schedule then runs on each processor first the downloads
whose alignment is on the other processor (shortest first), then the other downloads, then the alignments in the order
their data arrive, and the merge last on processor 0. Times in µs (a file of B bytes takes B µs). Writes the schedule
as gaplab's solution JSON; check it with `./gaplab dag check TRACE OUT.json --machine complete:2`.

  scripts/srasearch-halves.py TRACE.json OUT.json
"""
import json
import sys

trace, out = sys.argv[1], sys.argv[2]
w = json.load(open(trace))["workflow"]
spec, exe = w["specification"], w["execution"]
size = {f["id"]: f["sizeInBytes"] for f in spec["files"]}
us = {t["id"]: round(t["runtimeInSeconds"] * 10**6) for t in exe["tasks"]}
tasks = {t["id"]: t for t in spec["tasks"]}
index = next(t for t in tasks if t.startswith("bowtie2-build"))
merge = next(t for t in tasks if t.startswith("merge"))
rest = [t for t in tasks if t not in (index, merge)]
if any(us[t] % 1000 for t in tasks):
    sys.exit("runtimes are not whole milliseconds")
ms = {t: us[t] // 1000 for t in tasks}
target = (sum(ms[t] for t in rest) + ms[index]) // 2 - ms[index]   # the index's processor: index + these = half
rows, reach = [1], 1
for t in rest:
    reach = (reach | (reach << ms[t])) & ((1 << (target + 1)) - 1)
    rows.append(reach)
if not reach >> target & 1:
    sys.exit("no split into equal halves")
on0, s = {index, merge}, target
for k in range(len(rest), 0, -1):
    if not rows[k - 1] >> s & 1:
        on0.add(rest[k - 1])
        s -= ms[rest[k - 1]]
proc = {t: 0 if t in on0 else 1 for t in tasks}


def delay(u, v):
    return 0 if proc[u] == proc[v] else sum(size[f] for f in tasks[u]["outputFiles"] if f in tasks[v]["inputFiles"])


def rank(t):
    if t == index:
        return (0, 0)
    if t == merge:
        return (3, 0)
    if t.startswith("fasterq"):
        return (1, 0 if any(proc[c] != proc[t] for c in tasks[t]["children"]) else 1, us[t])
    return (2, 0)


start, end, free = {}, {}, [0, 0]
left = [sorted((t for t in tasks if proc[t] == p), key=rank) for p in (0, 1)]
while left[0] or left[1]:
    moved = False
    for p in (0, 1):
        ready = [t for t in left[p] if all(u in end for u in tasks[t].get("parents", []))]
        if not ready:
            continue
        at = {t: max([free[p]] + [end[u] + delay(u, t) for u in tasks[t].get("parents", [])]) for t in ready}
        t = min(ready, key=lambda x: (at[x], left[p].index(x)))
        start[t], end[t], free[p] = at[t], at[t] + us[t], at[t] + us[t]
        left[p].remove(t)
        moved = True
    if not moved:
        sys.exit("no task can start")
makespan = max(end.values())
slots = [{"task": t, "processor": proc[t], "start": start[t] / 1e6, "end": end[t] / 1e6} for t in sorted(start, key=lambda x: (proc[x], start[x]))]
json.dump({"makespan": makespan / 1e6, "schedule": slots}, open(out, "w"), indent=1)
print("makespan %.6f s" % (makespan / 1e6))
