#!/usr/bin/env python3
"""Writes N random MMDL instances (base model, p processors) as JSON files, for sweeps over a folder.

Same distribution as gaplab.mmdl.MmdlGenerator.base: beta in [0.1, 3], gamma_i in [0.2, 4],
x_i = 0 with probability 0.3, else uniform in [0, 100]. Deterministic for a seed.
Usage: examples/make-mmdl-instances.py OUT_DIR [N=1000] [P=8] [SEED=1]
"""
import json
import os
import random
import sys

out = sys.argv[1]
n = int(sys.argv[2]) if len(sys.argv) > 2 else 1000
p = int(sys.argv[3]) if len(sys.argv) > 3 else 8
rng = random.Random(int(sys.argv[4]) if len(sys.argv) > 4 else 1)
os.makedirs(out, exist_ok=True)
for k in range(1, n + 1):
    beta = 0.1 + 2.9 * rng.random()
    x = [0.0 if rng.random() < 0.3 else round(100 * rng.random(), 3) for _ in range(p)]
    if not any(x):
        x[0] = 1.0
    gamma = [round(0.2 + 3.8 * rng.random(), 3) for _ in range(p)]
    with open(os.path.join(out, "mmdl-%04d.json" % k), "w") as f:
        json.dump({"beta": round(beta, 3), "x": x, "gamma": gamma}, f)
        f.write("\n")
print("%d instances in %s" % (n, out))
