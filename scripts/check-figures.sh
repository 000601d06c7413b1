#!/usr/bin/env bash
# Writes one figure of each kind through the CLI as SVG, PDF and PNG (a task-graph Gantt chart with
# messages, copies and waiting; an MMDL round; a grid partition; a bar chart and a line chart from
# 'dag study'; two paper figures from 'gaplab report' on examples/sweep-*-paper.json; the workflow dot panels), screenshots each SVG in headless Chromium, renders each PDF with pdftoppm, and fails
# when a render is blank (scripts/Ink.java) or a PDF's text layer (pdftotext) misses the title.
# Installs Chromium and poppler-utils with apt-get when missing. Screenshots stay in WORK_DIR.
# Usage: scripts/check-figures.sh [WORK_DIR]   (default target/check-figures)
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
. "$here/scripts/chromium-lib.sh"
work="$(fresh_dir "${1:-$here/target/check-figures}")"
mkdir -p "$work/renders"
fail() { echo "check-figures: FAILED: $*" >&2; exit 1; }

ensure_chromium
ensure_poppler

fx="$here/fixtures/src/main/resources/gaplab/fixtures"
for f in svg pdf png; do
  "$here/gaplab" dag solve "$fx/dag/random10-ccr10-p2.dot" --method etf+B --picture "$work/dag-gantt.$f" > /dev/null || fail "dag solve --picture .$f"
  "$here/gaplab" mmdl solve "$fx/mmdl/ten-processors.json" --picture "$work/mmdl-round.$f" > /dev/null || fail "mmdl solve --picture .$f"
  "$here/gaplab" grid solve "$fx/grid/hetero-16x12-6.json" --method type2 --picture "$work/grid-partition.$f" > /dev/null || fail "grid solve --picture .$f"
done
"$here/gaplab" dag study --out "$work/study" --seeds 1 --sizes 20,30 --exact-graphs 0 > "$work/study.log" || fail "dag study (see $work/study.log)"
for f in svg pdf png; do
  cp "$work/study/fig7-speedup-fine.$f" "$work/bar-chart.$f"
  cp "$work/study/fig10-cpu-etf.$f" "$work/line-chart.$f"
done
# the report's paper figures from two sweep configs (issue 16 item 3): seed 003 and seed 004
for name in collective unrelated; do
  cfg="$work/sweep-$name-paper.json"
  sed "s#\"out\": *\"[^\"]*\"#\"out\": \"$work/$name-paper\"#" "$here/examples/sweep-$name-paper.json" > "$cfg"
  "$here/gaplab" sweep "$cfg" --quiet > "$work/$name-sweep.log" 2>&1 || fail "sweep $cfg (see $work/$name-sweep.log)"
  "$here/gaplab" report "$work/$name-paper" --out "$work/$name-paper/report" > "$work/$name-report.log" 2>&1 || fail "report $name-paper (see $work/$name-report.log)"
done
for f in svg pdf png; do
  cp "$(ls "$work"/collective-paper/report/figures/collective-Scatter_compute_gather*equal_speeds*."$f" | head -1)" "$work/paper-scatter-gather.$f"
  cp "$(ls "$work"/unrelated-paper/report/figures/unrelated-Seed_004*."$f" | head -1)" "$work/paper-metrics.$f"
done
# the workflow dot panels (issue 37 item 4): a workflow swept over machines and bandwidths
cfg="$work/sweep-workflow-options.json"
sed "s#\"directory\": *\"formats\"#\"directory\": \"$here/examples/formats\"#" "$here/examples/sweep-workflow-options.json" > "$cfg"
"$here/gaplab" sweep "$cfg" --out "$work/workflow-options" --quiet > "$work/workflow-sweep.log" 2>&1 || fail "sweep $cfg (see $work/workflow-sweep.log)"
"$here/gaplab" report "$work/workflow-options" --out "$work/workflow-options/report" > "$work/workflow-report.log" 2>&1 || fail "report workflow-options (see $work/workflow-report.log)"
for f in svg pdf png; do
  cp "$(ls "$work"/workflow-options/report/figures/dag-Ratio_to_the_proven_optimum*."$f" | head -1)" "$work/workflow-dots.$f"
done
kinds="dag-gantt mmdl-round grid-partition bar-chart line-chart paper-scatter-gather paper-metrics workflow-dots"

profile="$(mktemp -d)"
trap 'rm -rf "$profile"' EXIT
renders=()
for k in $kinds; do
  # the title is the SVG's <title>; the PDF spells typographic signs in ASCII (see gaplab.plot.Drawing)
  title="$(grep -o '<title>[^<]*</title>' "$work/$k.svg" | head -1 | sed 's#</*title>##g')"
  [ -n "$title" ] || fail "$k.svg has no title"
  grep -q "<text[^>]*>$(printf '%s' "$title" | sed 's/[][\.*^$/]/\\&/g')</text>" "$work/$k.svg" || fail "$k.svg does not draw its title '$title'"
  size="$(sed -n "s#^<svg[^>]* width='\([0-9.]*\)' height='\([0-9.]*\)'.*#\1,\2#p" "$work/$k.svg" | head -1 | awk -F, '{printf "%d,%d", $1 + 1, $2 + 1}')"
  # shellcheck disable=SC2046
  timeout 60 "$(chromium_bin)" $(chromium_flags "$profile") --screenshot="$work/renders/$k-svg-chromium.png" --window-size="${size:-1200,900}" \
    "file://$work/$k.svg" > "$work/renders/$k-chromium.log" 2>&1 || fail "chromium could not screenshot $k.svg (see $work/renders/$k-chromium.log)"
  pdftoppm -png -r 72 -singlefile "$work/$k.pdf" "$work/renders/$k-pdf-pdftoppm" || fail "pdftoppm could not render $k.pdf"
  text="$(pdftotext "$work/$k.pdf" - | tr -s ' \n' '  ')"
  want="$(printf '%s' "$title" | sed 's/×/x/g; s/[–—−]/-/g; s/≤/<=/g; s/&amp;/\&/g; s/&lt;/</g; s/&gt;/>/g; s/&apos;/'"'"'/g; s/&quot;/"/g')"
  case "$text" in *"$want"*) ;; *) fail "the text layer of $k.pdf misses its title '$want' (has: ${text:0:200})";; esac
  renders+=("$work/renders/$k-svg-chromium.png" "$work/renders/$k-pdf-pdftoppm.png" "$work/$k.png")
done
java "$here/scripts/Ink.java" "${renders[@]}" > "$work/renders/ink.txt" || { cat "$work/renders/ink.txt" >&2; fail "a blank render (see $work/renders/ink.txt)"; }
grep -q 'font-family: sans-serif' "$work/dag-gantt.svg" || fail "dag-gantt.svg has no text"
echo "check-figures: OK ($(echo $kinds | wc -w) kinds × SVG/PDF/PNG, ${#renders[@]} renders not blank; PDF titles in the text layer); renders in $work/renders"
