#!/usr/bin/env bash
# Times a method graph by graph on a shared machine: one `gaplab dag solve --json` JVM per graph, its CPU time
# (user + system of the whole process, JVM start included, about 0.9 s) beside the solve's wall time, and the
# published optimum ("Total schedule length" of a Sinnen DOT file) compared with a proven one.
# Usage: [CPU_LIMIT=S] scripts/solve-cpu.sh JAR LIST OUT.csv -- SOLVE_OPTIONS...
#   LIST: DOT paths, one a line. OUT.csv gets file,status,makespan,bound,published,agrees,millis,cpu_seconds,
#   process_seconds,load1,ended,note; graphs already in OUT.csv are skipped (a killed run resumes).
#   CPU_LIMIT=S kills each JVM after S seconds of CPU (ulimit -t; ended = "cpu limit", status empty): with a
#   generous --time-limit, a limit that the machine's load does not shorten.
set -euo pipefail
jar="$1"; list="$2"; out="$3"; shift 3
[ "${1:-}" = "--" ] && shift
[ -f "$out" ] || echo "file,status,makespan,bound,published,agrees,millis,cpu_seconds,process_seconds,load1,ended,note" > "$out"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
while IFS= read -r f; do
  [ -z "$f" ] && continue
  name="$(basename "$f")"
  cut -d, -f1 "$out" | tr -d '"' | grep -qxF "$name" && continue
  load="$(cut -d' ' -f1 /proc/loadavg)"
  ( [ -n "${CPU_LIMIT:-}" ] && ulimit -t "$CPU_LIMIT"
    exec /usr/bin/time -f "%U %S %e" -o "$tmp/time" java -Xss16m -XX:+UseParallelGC -Dshut.up.ojAlgo=true -cp "$jar" \
      gaplab.cli.Main dag solve "$f" --json "$@" > "$tmp/out.json" 2> "$tmp/err" ) || true
  python3 - "$f" "$name" "$tmp/out.json" "$tmp/time" "$load" "${CPU_LIMIT:-0}" >> "$out" <<'PY'
import csv, json, re, sys
f, name, js, tm, load, cap = sys.argv[1:]
lines = open(tm).read().strip().splitlines()
u, s, e = lines[-1].split()
m = re.search(r'"Total schedule length"\s*=\s*"?([0-9.]+)', open(f).read())
pub = float(m.group(1)) if m else float("nan")
try:
    d = json.load(open(js))
except Exception:
    d = {}
st = d.get("status", "")
ended = "cpu limit" if not st and float(cap) > 0 and float(u) + float(s) >= 0.9 * float(cap) else ("exit" if st else "failed")
mk = d.get("makespan", float("nan"))
agrees = "" if st != "OPTIMAL" else ("yes" if abs(mk - pub) < 1e-6 else "NO")
csv.writer(sys.stdout).writerow([name, st, mk if st else "", d.get("bound", "") if st else "", pub, agrees, d.get("millis", ""),
                                 round(float(u) + float(s), 2), e, load, ended, d.get("note", "")])
PY
done < "$list"
