#!/usr/bin/env bash
# Builds a small report (a tiny sweep over the unrelated generator and the MMDL fixtures), opens it in
# headless Chromium and checks that it loads with no console error, that every picture loads, that
# it shows its tables and plots and that every linked SVG, PDF and PNG exists; saves a screenshot.
# Then scripts/check-figures.sh renders one figure of each kind as SVG, PDF and PNG (WORK_DIR/figures).
# Installs Chromium (and poppler-utils) with apt-get if missing.
# Usage: scripts/check-report.sh [WORK_DIR]   (default target/check-report; the report is WORK_DIR/report)
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
. "$here/scripts/chromium-lib.sh"
work="$(fresh_dir "${1:-$here/target/check-report}")"
fail() { echo "check-report: FAILED: $*" >&2; exit 1; }

ensure_chromium
cat > "$work/unrelated.json" <<JSON
{"problem": "unrelated", "out": "$work/unrelated",
 "instances": {"generator": {"sizes": [{"tasks": 4}, {"tasks": 6}, {"tasks": 8}], "seeds": {"from": 1, "count": 4}}},
 "methods": "all", "bounds": "all", "timeLimit": 10}
JSON
cat > "$work/mmdl.json" <<JSON
{"problem": "mmdl", "out": "$work/mmdl", "instances": {"fixtures": true}, "methods": "all", "bounds": "all"}
JSON
"$here/gaplab" sweep "$work/unrelated.json" --quiet > "$work/sweep-unrelated.log" || fail "sweep unrelated (see $work/sweep-unrelated.log)"
"$here/gaplab" sweep "$work/mmdl.json" --quiet > "$work/sweep-mmdl.log" || fail "sweep mmdl (see $work/sweep-mmdl.log)"
"$here/gaplab" report "$work/unrelated" "$work/mmdl" --out "$work/report" || fail "gaplab report"
index="$work/report/index.html"
grep -qi '<script' "$index" && fail "the report contains a script"

# A copy of the page with a probe that counts tables, charts and pictures that really rendered.
probe="$work/report/.check.html"
sed 's#</body>#<script>window.addEventListener("load",function(){var im=Array.prototype.slice.call(document.images);var bad=im.filter(function(i){return !(i.complete\&\&i.naturalWidth>0);});bad.forEach(function(i){console.error("broken image: "+i.getAttribute("src"));});document.body.setAttribute("data-check","tables="+document.querySelectorAll("table.summary").length+" charts="+document.querySelectorAll("svg.chart").length+" images="+im.length+" broken="+bad.length);});</script></body>#' "$index" > "$probe"
profile="$(mktemp -d)"
trap 'rm -rf "$profile"' EXIT
# shellcheck disable=SC2046
timeout 120 "$(chromium_bin)" $(chromium_flags "$profile") --enable-logging=stderr --v=0 --virtual-time-budget=10000 \
  --dump-dom "file://$probe" > "$work/dom.html" 2> "$work/chromium.log" || fail "chromium did not load the page (see $work/chromium.log)"
rm -f "$probe"
if grep -q 'CONSOLE' "$work/chromium.log"; then
  grep 'CONSOLE' "$work/chromium.log" >&2
  fail "console messages while loading the report"
fi
check="$(grep -o 'data-check="[^"]*"' "$work/dom.html" | head -1 | sed 's/data-check="//; s/"$//')"
[ -n "$check" ] || fail "the page did not finish loading (no probe result in the DOM)"
num() { echo "$check" | sed -n "s/.*$1=\([0-9]*\).*/\1/p"; }
[ "$(num tables)" -ge 2 ] || fail "expected a summary table per problem ($check)"
[ "$(num charts)" -ge 3 ] || fail "expected inline SVG charts ($check)"
[ "$(num images)" -ge 1 ] || fail "expected pictures of the worst instances ($check)"
[ "$(num broken)" -eq 0 ] || fail "broken pictures ($check)"
for p in unrelated mmdl; do grep -q "id=\"p-$p\"" "$work/dom.html" || fail "no section for $p"; done
links="$(grep -o 'href="\(figures\|pictures\)/[^"]*"' "$index" | sed 's/^href="//; s/"$//' | sort -u)"
echo "$links" | grep -q '\.pdf$' || fail "the report links no PDF figure"
echo "$links" | grep -q '\.png$' || fail "the report links no PNG figure"
for f in $links; do [ -s "$work/report/$f" ] || fail "the report links $f, which is missing"; done
"$here/scripts/report-screenshot.sh" "$work/report" "$work/report/screenshot.png" 1280x2400 >/dev/null || fail "screenshot"
echo "check-report: OK ($check, $(echo "$links" | wc -l) linked figure files); report $index, screenshot $work/report/screenshot.png"
"$here/scripts/check-figures.sh" "$work/figures"
