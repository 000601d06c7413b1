#!/usr/bin/env python3
"""Seeded random sample of the graphs a `gaplab dag benchmark --csv` run did not prove.

usage: scripts/sample-unproven.py RESULTS.csv OUTDIR FROM TO [SEED]
Links rows FROM..TO-1 of the shuffled unproven rows (files sorted by path, then
random.Random(SEED).shuffle, SEED default 2026) into OUTDIR, ready for
`gaplab dag benchmark OUTDIR --time-limit 120`. Used for the README's 120 s estimate.
"""
import csv, os, random, sys

if len(sys.argv) < 5:
    sys.exit(__doc__)
rows = [r for r in csv.DictReader(open(sys.argv[1])) if r["status"] != "OPTIMAL"]
rows.sort(key=lambda r: r["file"])
random.Random(int(sys.argv[5]) if len(sys.argv) > 5 else 2026).shuffle(rows)
os.makedirs(sys.argv[2], exist_ok=True)
for r in rows[int(sys.argv[3]):int(sys.argv[4])]:
    f = os.path.abspath(r["file"])
    os.symlink(f, os.path.join(sys.argv[2], os.path.basename(f)))
print(f"{len(rows)} unproven rows; linked {min(len(rows), int(sys.argv[4])) - int(sys.argv[3])} into {sys.argv[2]}")
