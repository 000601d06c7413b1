#!/usr/bin/env bash
# The quick measurements of docs/results (each a few seconds to minutes on 2 cores): runs them at the
# current commit and keeps every output and CSV under results/DATE/ (DATE defaults to today, UTC).
# Usage: scripts/measure-quick.sh [DATE]
set -euo pipefail
cd "$(dirname "$0")/.."
date="${1:-$(date -u +%F)}"
out="results/$date"
mkdir -p "$out"
./gaplab --version | tee "$out/version.txt"
run() { # name, command...
  local name="$1"; shift
  echo "== $name: $*" >&2
  { echo "\$ $*"; "$@"; } > "$out/$name.txt" 2>&1
}
run bench-mmdl ./gaplab bench mmdl
run grid-study ./gaplab grid study --out "$out/grid-study"
run dag-study ./gaplab dag study --out "$out/dag-study"
run collective-study ./gaplab collective study
echo "wrote $out" >&2
