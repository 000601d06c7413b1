#!/usr/bin/env bash
# Issue 22, item 3: the ETF worst-case search continued from its own worst, round after round. Round 1 starts
# from START (an instance file; its machine is set to M identical processors, so a trap found on M - 1 carries
# over), round r > 1 from round r - 1's worst; round r uses seed SEED0 + r. Each round: `gaplab ratio` for ETF without
# communication on M identical processors, graphs of up to TASKS tasks, EVALUATIONS evaluations, 4 annealing
# rounds, exact solves limited to LIMIT s. Resumes: a finished round (OUT/search-R.json) is not run again.
# Writes OUT/chain.csv and replays the last worst: ETF, and the optimum proven again by exact and by cpsat.
#   scripts/etf-chain.sh OUT M START ROUNDS [EVALUATIONS (8000)] [TASKS (24)] [LIMIT (1)] [SEED0 (0)]
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
out="${1:?usage: scripts/etf-chain.sh OUT M START ROUNDS [EVALUATIONS] [TASKS] [LIMIT]}"; m="${2:?M}"; start="${3:?START}"; rounds="${4:?ROUNDS}"
evals="${5:-8000}"; tasks="${6:-24}"; limit="${7:-1}"; seed0="${8:-0}"
g="$here/gaplab"
mkdir -p "$out"
lambda=$(python3 -c "import json; print(json.dumps([[0 if i == j else 1 for j in range($m)] for i in range($m)]))")
jq --argjson l "$lambda" ".machine = {\"spec\": \"complete:$m\", \"lambda\": \$l}" "$start" >"$out/start-1.json"
csv="$out/chain.csv"
echo "round,seed,start,ratio,certified,bound,share,evaluations,seconds,tasks" >"$csv"
for r in $(seq 1 "$rounds"); do
  [ "$r" -gt 1 ] && cp "$out/worst-$((r - 1)).json" "$out/start-$r.json"
  s="$out/search-$r.json"
  if [ ! -s "$s" ]; then
    echo "etf-chain: round $r of $rounds (m = $m, seed $((seed0 + r)), from start-$r.json)" >&2
    "$g" ratio --problem dag --heuristic etf --param ccr=0 --param speeds=equal --param "tasks=$tasks" --param "processors=$m" \
      --start "$out/start-$r.json" --evaluations "$evals" --seed "$((seed0 + r))" --restarts 4 --time-limit "$limit" --out "$out/worst-$r.json" --json >"$s.part"
    mv "$s.part" "$s"
  fi
  jq -r --arg r "$r" --arg sd "$((seed0 + r))" --arg m "$m" '[$r, $sd, "start-\($r).json", .ratio, .certified, (2 - 1 / ($m | tonumber)), (.ratio / (2 - 1 / ($m | tonumber))), .evaluations, (.millis / 1000 | floor), (.instance.graph.tasks | length)] | @csv' "$s" | tr -d '"' >>"$csv"
done
w="$out/worst-$rounds.json"
echo "last worst: ETF $("$g" dag solve "$w" --method etf --json | jq -r .objective)," \
  "exact $("$g" dag solve "$w" --method exact --json | jq -r 'if .status == "OPTIMAL" and .verified then .objective else "unproven" end')," \
  "cpsat $("$g" dag solve "$w" --method cpsat --json | jq -r 'if .status == "OPTIMAL" and .verified then .objective else "unproven" end')" | tee "$out/replay.txt"
cat "$csv"
