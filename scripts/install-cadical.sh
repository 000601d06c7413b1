#!/usr/bin/env bash
# Installs Debian's cadical (the SAT solver behind `certify --prover cadical`, docs/certificates.md) with
# apt-get when it is missing; prints the path of the binary. Fails loudly (exit 1) when it cannot.
set -euo pipefail
. "$(dirname "$0")/chromium-lib.sh"
if ! command -v cadical >/dev/null 2>&1; then
  apt_install cadical cadical
  if ! command -v cadical >/dev/null 2>&1; then
    echo "gaplab scripts: cadical still not found after apt-get install" >&2
    exit 1
  fi
fi
command -v cadical
