#!/usr/bin/env bash
# The open entries of the Kasahara STG tables (published lower < upper), each solved by two independent
# exact methods, exact (branch and bound) and cpsat (CP-SAT); the cases they do not close between them
# (OUT/unsettled.csv) go to a third, exact-cp (Choco). Every schedule is written and re-checked.
# Usage: scripts/stg-open-cases.sh OUT TIME_LIMIT [THREADS]     (STG_DATA overrides ../shared/data/stg)
# Re-running resumes (rows already in OUT/exact.csv, cpsat.csv and exact-cp.csv are kept). See docs/results/stg-open-cases.md.
set -euo pipefail
cd "$(dirname "$0")/.."
out=$1 limit=$2 threads=${3:-2}
data=${STG_DATA:-../shared/data/stg}
mkdir -p "$out"
rel=$(realpath --relative-to="$out" "$data")
{ echo "file,P,lower,upper"; cat "$data"/Optimal_values/Case*_OPT.csv | awk -F, -v r="$rel" 'NF == 4 { print r "/" $1 "," $2 "," $3 "," $4 }'; } > "$out/open.csv"
for m in exact cpsat exact-cp; do
  list=$out/open.csv
  if [ "$m" = exact-cp ]; then python3 scripts/stg-open-cases.py "$out" > /dev/null || true; list=$out/unsettled.csv; fi
  ./gaplab bench dag "$list" --method "$m" --time-limit "$limit" --threads "$threads" \
      --csv "$out/$m.csv" --resume --schedules "$out/schedules" > "$out/$m.txt" || echo "stg-open-cases: $m reported a disagreement (see $out/$m.txt)" >&2
done
# every written schedule goes through the independent checker once more, read back from its file
for s in "$out"/schedules/*-exact.json "$out"/schedules/*-cpsat.json "$out"/schedules/*-exact-cp.json; do
  [ -e "$s" ] || continue
  inst=${s%-exact.json}; inst=${inst%-cpsat.json}; inst=${inst%-exact-cp.json}.json
  verdict=$(./gaplab dag check "$inst" "$s" --time-limit 0.01 | head -2 | tr '\n' ' ')
  echo "$(basename "$s"): $verdict"
done > "$out/checks.txt"
python3 scripts/stg-open-cases.py "$out"
