#!/usr/bin/env bash
# Opens a gaplab HTML report in headless Chromium and saves a screenshot.
# Usage: scripts/report-screenshot.sh REPORT_DIR_OR_INDEX_HTML [OUT.png] [WIDTHxHEIGHT]
# Installs Debian's 'chromium' package with apt-get when it is missing (fails loudly if it cannot).
set -euo pipefail
target="${1:?usage: $0 REPORT_DIR_OR_INDEX_HTML [OUT.png] [WIDTHxHEIGHT]}"
[ -d "$target" ] && target="$target/index.html"
[ -f "$target" ] || { echo "report-screenshot: no such file: $target" >&2; exit 2; }
out="${2:-$(dirname "$target")/screenshot.png}"
size="${3:-1280x2400}"

chromium_bin() {
  for c in chromium chromium-browser; do command -v "$c" >/dev/null 2>&1 && { command -v "$c"; return 0; }; done
  return 1
}
ensure_chromium() {
  if ! chromium_bin >/dev/null; then
    echo "report-screenshot: chromium is missing; installing Debian's chromium package with apt-get" >&2
    local sudo=""
    [ "$(id -u)" = 0 ] || sudo="sudo"
    if ! { $sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends chromium; } >&2; then
      echo "report-screenshot: FAILED to install chromium with apt-get" >&2
      exit 1
    fi
    chromium_bin >/dev/null || { echo "report-screenshot: chromium still not found after apt-get install" >&2; exit 1; }
  fi
}
ensure_chromium
bin="$(chromium_bin)"
profile="$(mktemp -d)"
trap 'rm -rf "$profile"' EXIT
url="file://$(cd "$(dirname "$target")" && pwd)/$(basename "$target")"
abs_out="$(cd "$(dirname "$out")" && pwd)/$(basename "$out")"
"$bin" --headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking \
  --disable-component-update --disable-sync --hide-scrollbars --user-data-dir="$profile" \
  --window-size="${size/x/,}" --screenshot="$abs_out" "$url" >/dev/null 2>&1 || true
[ -s "$abs_out" ] || { echo "report-screenshot: chromium wrote no screenshot" >&2; exit 1; }
echo "screenshot: $abs_out"
