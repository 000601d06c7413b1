# Shared by the report scripts: find Debian's chromium (and poppler-utils' pdftoppm), installing them
# with apt-get when missing. Fails loudly (exit 1) when they cannot be installed.
chromium_bin() {
  local c
  for c in chromium chromium-browser; do
    if command -v "$c" >/dev/null 2>&1; then command -v "$c"; return 0; fi
  done
  return 1
}
# apt_install PACKAGE WHAT: installs Debian's PACKAGE because WHAT is missing; exits 1 when it cannot.
apt_install() {
  echo "gaplab scripts: $2 is missing; installing Debian's $1 package with apt-get" >&2
  local sudo=""
  if [ "$(id -u)" != 0 ]; then sudo="sudo"; fi
  if ! { $sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "$1"; } >&2; then
    echo "gaplab scripts: FAILED to install $1 with apt-get (see above)" >&2
    exit 1
  fi
}
ensure_chromium() {
  if chromium_bin >/dev/null; then return 0; fi
  apt_install chromium chromium
  if ! chromium_bin >/dev/null; then
    echo "gaplab scripts: chromium still not found after apt-get install" >&2
    exit 1
  fi
}
# pdftoppm and pdftotext (render a PDF, read its text layer)
ensure_poppler() {
  if command -v pdftoppm >/dev/null 2>&1 && command -v pdftotext >/dev/null 2>&1; then return 0; fi
  apt_install poppler-utils pdftoppm
  if ! command -v pdftoppm >/dev/null 2>&1 || ! command -v pdftotext >/dev/null 2>&1; then
    echo "gaplab scripts: pdftoppm or pdftotext still not found after apt-get install" >&2
    exit 1
  fi
}
# fresh_dir DIR: empties DIR (creating it) and prints its absolute path (a check's work folder)
fresh_dir() {
  rm -rf "$1"
  mkdir -p "$1"
  (cd "$1" && pwd)
}
# The flags every run uses: headless, no sandbox (root in CI), no network chatter, a fresh profile.
chromium_flags() {
  echo --headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking \
    --disable-component-update --disable-sync --hide-scrollbars --user-data-dir="$1"
}
