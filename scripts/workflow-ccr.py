#!/usr/bin/env python3
"""The CCR of every workflow trace at several bandwidths (issue 37, item 2; docs/dag.md, "Workflows as task graphs").

Each trace is read by gaplab itself (`gaplab dag convert TRACE --to json`: μ = runtime in seconds, η = megabytes
of the files a parent writes and its child reads), so the figures are those of the instances the solvers see.
CCR = total communication / total computation = Σ_arcs η · 10^6 / bandwidth  /  Σ_tasks μ (one hop, every arc
between two processors), computed in exact decimal arithmetic.

usage: scripts/workflow-ccr.py [DIR] [BANDWIDTH_BYTES_PER_S ...] > ccr.csv   (DIR default ../shared/data/wfinstances)
"""
import json, os, subprocess, sys
from decimal import Decimal

here = os.path.dirname(os.path.abspath(__file__))
folder = sys.argv[1] if len(sys.argv) > 1 else os.path.join(here, "..", "..", "shared", "data", "wfinstances")
rates = [Decimal(x) for x in sys.argv[2:]] or [Decimal(10**6), Decimal(10**7), Decimal(125 * 10**6), Decimal(1250 * 10**6)]
print("trace,tasks,arcs,total_runtime_s,total_megabytes," + ",".join("ccr_at_%s_Bps" % r for r in rates))
for name in sorted(os.listdir(folder)):
    if not name.endswith(".json"):
        continue
    out = subprocess.run([os.path.join(here, "..", "gaplab"), "dag", "convert", os.path.join(folder, name), "--to", "json"],
                         check=True, capture_output=True, text=True).stdout
    g = json.loads(out, parse_float=Decimal)
    mu = sum(Decimal(t["time"]) for t in g["tasks"])
    mb = sum(Decimal(a.get("messages", 0)) for a in g["arcs"])
    ccr = [(mb * Decimal(10**6) / r / mu) if mu else Decimal(0) for r in rates]
    print("%s,%d,%d,%s,%s,%s" % (name, len(g["tasks"]), len(g["arcs"]), mu, mb, ",".join("%.4g" % c for c in ccr)))
