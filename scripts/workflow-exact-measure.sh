#!/usr/bin/env bash
# The exact methods on the WfInstances traces (issue 37, item 3): every trace of DIR with at most MAXTASKS
# tasks on complete:2, 4 and 8 (at the default 1 MB/s), one 'dag solve --json' per row, into a CSV with
# status, makespan, bound, gap, milliseconds, the JVM's CPU seconds (user + system), the 1-minute load
# average when the row started (the machine is shared) and the method's note.
# usage: scripts/workflow-exact-measure.sh JAR OUT.csv TIME_LIMIT_S METHOD... (env: DIR, MAXTASKS=60, EXTRA="--param k=v ...",
#   ROWS=FILE: only the lines "TRACE.json P" of FILE, in its order). Rows already in OUT.csv are skipped: a killed run resumes.
set -euo pipefail
jar=$1; out=$2; tl=$3; shift 3
dir=${DIR:-$(cd "$(dirname "$0")/../.." && pwd)/shared/data/wfinstances}
max=${MAXTASKS:-60}
[ -f "$out" ] || echo "trace,tasks,P,method,status,makespan,bound,gap,millis,cpu_s,load1,note" > "$out"
cpu=$(mktemp)
if [ -n "${ROWS:-}" ]; then rows=$(grep -v '^#' "$ROWS"); else rows=$(for path in "$dir"/*.json; do for p in 2 4 8; do echo "$(basename "$path") $p"; done; done); fi
echo "$rows" | while read -r f p; do
  [ -n "$f" ] || continue
  path="$dir/$f"
  n=$(python3 -c "import json,sys; d=json.load(open(sys.argv[1]))['workflow']; print(len((d.get('specification') or d)['tasks']))" "$path")
  [ "$n" -le "$max" ] || continue
  for m in "$@"; do
    grep -q "^$f,$n,$p,$m," "$out" && continue
    load=$(cut -d' ' -f1 /proc/loadavg)
    json=$(/usr/bin/time -f "%U %S" -o "$cpu" java -Xmx1g -jar "$jar" dag solve "$path" --machine complete:$p --method "$m" --time-limit "$tl" ${EXTRA:-} --json 2>/dev/null </dev/null || true)
    echo "$json" | python3 -c "
import json, sys
u, s = open(sys.argv[5]).read().split()[-2:]
try: d = json.load(sys.stdin)
except Exception: d = {}
g = d.get('gap')
print(','.join(str(x) for x in [sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4], d.get('status', 'ERROR'), d.get('objective', ''), d.get('bound', ''),
      '' if g is None else '%.3g' % g, d.get('millis', ''), '%.1f' % (float(u) + float(s)), sys.argv[6], '\"' + d.get('note', '').replace('\"', '') + '\"']))" "$f" "$n" "$p" "$m" "$cpu" "$load" >> "$out"
  done
done
