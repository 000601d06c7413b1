#!/usr/bin/env bash
# Issue 22: how close `gaplab ratio` gets to Graham's bound 2 - 1/m for ETF without communication on
# m = 2, 3, 4 identical processors, beside the family F(m, K) that reaches it (scripts/etf-trap.py):
# ETF and both exact methods on F(m, 21) and F(m, 100). Writes OUT/etf-rediscovery.csv, the worst
# instances, and OUT/ratio-vs-m.svg (also .pdf and .png). Resumes: a finished search (OUT/search-mM.json) is not run again.
# Graphs of up to 14, 18 and 24 tasks for m = 2, 3, 4 (F(m, K) has 3 + (m - 1)(m + 2): 7, 13 and 21 tasks; the
# traps the search grows by repeating a stage need room beside the tasks piled up around them). RESTARTS annealing rounds
# for m = 3, 4 (docs/ratio.md); m = 2 anneals in one round (its trap has one stage: nothing to grow, and the climbs of the
# restarts took its rounds: 1.2829 with 5 rounds, seed 1).
#   scripts/etf-rediscovery.sh OUT [EVALUATIONS (15000)] [SEED (1)] [RESTARTS (1)]
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
out="${1:?usage: scripts/etf-rediscovery.sh OUT [EVALUATIONS] [SEED] [RESTARTS]}"; evals="${2:-15000}"; seed="${3:-1}"; restarts="${4:-1}"
mkdir -p "$out"
g="$here/gaplab"
csv="$out/etf-rediscovery.csv"
echo "m,bound,search_ratio,search_certified,search_share,search_evaluations,search_seconds,search_tasks,search_etf,search_exact,search_cpsat,search_instance,family_K,family_tasks,family_etf,family_exact,family_cpsat,family_ratio,family_share" >"$csv"
for m in ${ETF_MS:-2 3 4}; do   # ETF_MS="2 3": only these m (the figure draws the m in the CSV)
  bound=$(python3 -c "print(2 - 1/$m)")
  tasks=$([ "$m" -eq 2 ] && echo 14 || { [ "$m" -eq 3 ] && echo 18 || echo 24; })
  r=$([ "$m" -eq 2 ] && echo 1 || echo "$restarts")
  s="$out/search-m$m.json"
  if [ ! -s "$s" ]; then
    echo "etf-rediscovery: ratio search on m = $m ($evals evaluations, graphs of up to $tasks tasks, seed $seed, $r rounds)" >&2
    "$g" ratio --problem dag --heuristic etf --param ccr=0 --param speeds=equal --param "tasks=$tasks" --param "processors=$m" \
      --evaluations "$evals" --seed "$seed" --restarts "$r" --time-limit 5 --out "$out/worst-m$m.json" --json >"$s.part"
    mv "$s.part" "$s"
  fi
  read -r ratio cert evs ms < <(jq -r '[.ratio, .certified, .evaluations, .millis] | @tsv' "$s")
  # the worst instance found, replayed: ETF, and the optimum proven again by both exact methods (each re-verified by the checker)
  w="$out/worst-m$m.json"
  wn=$(jq '.graph.tasks | length' "$w")
  wetf=$("$g" dag solve "$w" --method etf --json | jq -r '.objective')
  wex=$("$g" dag solve "$w" --method exact --json | jq -r 'if .status == "OPTIMAL" and .verified then .objective else "unproven" end')
  wcp=$("$g" dag solve "$w" --method cpsat --json | jq -r 'if .status == "OPTIMAL" and .verified then .objective else "unproven" end')
  for k in 21 100; do
    f="$out/etf-trap-m$m-K$k.json"
    python3 "$here/scripts/etf-trap.py" "$m" "$k" >"$f"
    etf=$("$g" dag solve "$f" --method etf --json | jq -r '.objective')
    ex=$("$g" dag solve "$f" --method exact --json | jq -r 'if .status == "OPTIMAL" and .verified then .objective else "unproven" end')
    cp=$("$g" dag solve "$f" --method cpsat --json | jq -r 'if .status == "OPTIMAL" and .verified then .objective else "unproven" end')
    n=$(jq '.graph.tasks | length' "$f")
    python3 - "$m" "$bound" "$ratio" "$cert" "$evs" "$ms" "$wn" "$wetf" "$wex" "$wcp" "worst-m$m.json" "$k" "$n" "$etf" "$ex" "$cp" >>"$csv" <<'PY'
import sys
m, bound, ratio, cert, evs, ms, wn, wetf, wex, wcp, inst, k, n, etf, ex, cp = sys.argv[1:]
fr = float(etf) / float(ex) if ex == cp and ex != "unproven" else float("nan")
print(f"{m},{float(bound):.4f},{float(ratio):.4f},{cert},{float(ratio) / float(bound):.3f},{evs},{int(ms) / 1000:.0f},{wn},{wetf},{wex},{wcp},{inst},{k},{n},{etf},{ex},{cp},{fr:.4f},{fr / float(bound):.3f}")
PY
  done
done
cat "$csv"
# the figure: ratio found vs m, with the bound and the family (gaplab's own charts: SVG, PDF, PNG)
jshell --class-path "$here/cli/target/gaplab-run.jar" -q - <<JSH >/dev/null
var rows = java.nio.file.Files.readAllLines(java.nio.file.Path.of("$csv")).stream().skip(1).map(l -> l.split(",")).toList();
double[] xs = rows.stream().mapToDouble(r -> Double.parseDouble(r[0])).distinct().toArray();
double[][] v = new double[4][xs.length];
for (var r : rows) { int i = java.util.Arrays.binarySearch(xs, Double.parseDouble(r[0])); v[0][i] = Double.parseDouble(r[1]); v[1][i] = Double.parseDouble(r[2]); if (r[12].equals("21")) v[2][i] = Double.parseDouble(r[17]); else v[3][i] = Double.parseDouble(r[17]); }
gaplab.plot.Figures.writeAll(gaplab.plot.Charts.lines("ETF without communication: worst ratio vs m", "m (identical processors)", "ETF / proven optimum",
    xs, java.util.List.of("2 - 1/m (Graham)", "found by ratio ($evals evals)", "F(m, 21)", "F(m, 100)"), v), java.nio.file.Path.of("$out/ratio-vs-m"));
/exit
JSH
echo "figure: $out/ratio-vs-m.svg" >&2
