#!/usr/bin/env bash
# The open entries of the Kasahara STG tables (published lower < upper), each solved by both exact
# methods, exact (branch and bound) and cpsat (CP-SAT), with the schedules written and re-checked.
# Usage: scripts/stg-open-cases.sh OUT TIME_LIMIT [THREADS]     (STG_DATA overrides ../shared/data/stg)
# Re-running resumes (rows already in OUT/exact.csv and OUT/cpsat.csv are kept). See docs/results/stg-open-cases.md.
set -euo pipefail
cd "$(dirname "$0")/.."
out=$1 limit=$2 threads=${3:-2}
data=${STG_DATA:-../shared/data/stg}
mkdir -p "$out"
rel=$(realpath --relative-to="$out" "$data")
{ echo "file,P,lower,upper"; cat "$data"/Optimal_values/Case*_OPT.csv | awk -F, -v r="$rel" 'NF == 4 { print r "/" $1 "," $2 "," $3 "," $4 }'; } > "$out/open.csv"
for m in exact cpsat; do
  ./gaplab bench dag "$out/open.csv" --method "$m" --time-limit "$limit" --threads "$threads" \
      --csv "$out/$m.csv" --resume --schedules "$out/schedules" > "$out/$m.txt" || echo "stg-open-cases: $m reported a disagreement (see $out/$m.txt)" >&2
done
# every written schedule goes through the independent checker once more, read back from its file
for s in "$out"/schedules/*-exact.json "$out"/schedules/*-cpsat.json; do
  [ -e "$s" ] || continue
  inst=${s%-*.json}.json
  verdict=$(./gaplab dag check "$inst" "$s" --time-limit 0.01 | head -2 | tr '\n' ' ')
  echo "$(basename "$s"): $verdict"
done > "$out/checks.txt"
python3 scripts/stg-open-cases.py "$out"
