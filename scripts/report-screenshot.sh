#!/usr/bin/env bash
# Opens a gaplab HTML report in headless Chromium and saves a screenshot.
# Usage: scripts/report-screenshot.sh REPORT_DIR_OR_INDEX_HTML [OUT.png] [WIDTHxHEIGHT]
# Installs Debian's 'chromium' package with apt-get when it is missing (fails loudly if it cannot).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
. "$here/chromium-lib.sh"
target="${1:?usage: $0 REPORT_DIR_OR_INDEX_HTML [OUT.png] [WIDTHxHEIGHT]}"
[ -d "$target" ] && target="$target/index.html"
[ -f "$target" ] || { echo "report-screenshot: no such file: $target" >&2; exit 2; }
out="${2:-$(dirname "$target")/screenshot.png}"
size="${3:-1280x2400}"
ensure_chromium
bin="$(chromium_bin)"
profile="$(mktemp -d)"
trap 'rm -rf "$profile"' EXIT
url="file://$(cd "$(dirname "$target")" && pwd)/$(basename "$target")"
mkdir -p "$(dirname "$out")"
abs_out="$(cd "$(dirname "$out")" && pwd)/$(basename "$out")"
rm -f "$abs_out"
# shellcheck disable=SC2046
timeout 120 "$bin" $(chromium_flags "$profile") --window-size="${size/x/,}" --virtual-time-budget=5000 --screenshot="$abs_out" "$url" >/dev/null 2>&1 || true
[ -s "$abs_out" ] || { echo "report-screenshot: chromium wrote no screenshot" >&2; exit 1; }
echo "screenshot: $abs_out"
