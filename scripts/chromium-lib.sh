# Shared by the report scripts: find Debian's chromium, installing it with apt-get when missing.
# Fails loudly (exit 1) when it cannot be installed.
chromium_bin() {
  local c
  for c in chromium chromium-browser; do
    if command -v "$c" >/dev/null 2>&1; then command -v "$c"; return 0; fi
  done
  return 1
}
ensure_chromium() {
  if chromium_bin >/dev/null; then return 0; fi
  echo "gaplab scripts: chromium is missing; installing Debian's chromium package with apt-get" >&2
  local sudo=""
  if [ "$(id -u)" != 0 ]; then sudo="sudo"; fi
  if ! { $sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends chromium; } >&2; then
    echo "gaplab scripts: FAILED to install chromium with apt-get (see above)" >&2
    exit 1
  fi
  if ! chromium_bin >/dev/null; then
    echo "gaplab scripts: chromium still not found after apt-get install" >&2
    exit 1
  fi
}
# The flags every run uses: headless, no sandbox (root in CI), no network chatter, a fresh profile.
chromium_flags() {
  echo --headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking \
    --disable-component-update --disable-sync --hide-scrollbars --user-data-dir="$1"
}
