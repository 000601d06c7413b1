#!/usr/bin/env bash
# Checks per second: N check requests through one `gaplab batch` against K separate `gaplab dag check`
# processes, on the fork-dup fixture and its example solution. Usage: scripts/batch-throughput.sh [N] [K]
# (docs/results/2026-11-25-batch.md records a run).
set -euo pipefail
cd "$(dirname "$0")/.."
n=${1:-2000} k=${2:-20}
inst=fixtures/src/main/resources/gaplab/fixtures/dag/fork-dup.json
sol=examples/solutions/fork-dup-from-my-tool.json
./gaplab --version > /dev/null   # build first, outside the timing
req=$(python3 -c "import json,sys; print(json.dumps({'op':'check','problem':'dag','instanceFile':sys.argv[1],'solution':json.load(open(sys.argv[2]))}))" "$inst" "$sol")
t0=$(date +%s.%N)
for i in $(seq "$n"); do echo "$req"; done | ./gaplab batch > /tmp/gaplab-batch-out.$$
t1=$(date +%s.%N)
ok=$(grep -c '"valid":true' /tmp/gaplab-batch-out.$$ || true); rm -f /tmp/gaplab-batch-out.$$
for i in $(seq "$k"); do ./gaplab dag check "$inst" "$sol" --time-limit 0.01 > /dev/null; done
t2=$(date +%s.%N)
python3 - "$n" "$k" "$t0" "$t1" "$t2" "$ok" <<'PY'
import sys
n, k, t0, t1, t2, ok = int(sys.argv[1]), int(sys.argv[2]), *map(float, sys.argv[3:6]), int(sys.argv[6])
b, p = n / (t1 - t0), k / (t2 - t1)
print(f"batch: {n} checks in {t1 - t0:.2f} s (one JVM, start-up included): {b:.0f} checks/s, {ok} valid")
print(f"one process per check: {k} checks in {t2 - t1:.2f} s: {p:.2f} checks/s")
print(f"batch / processes: {b / p:.0f}x")
PY
