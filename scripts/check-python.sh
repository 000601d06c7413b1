#!/usr/bin/env bash
# The Python package's tests (docs/python.md): installs Debian's Python packages with apt-get when
# missing, installs ./python offline into a fresh virtual environment (python3 -m venv
# --system-site-packages, then pip install --no-build-isolation --no-index ./python, as the page says),
# checks that the environment imports the installed package, and runs pytest on python/tests (which
# runs the page's recipes). Uses Debian's /usr/bin/python3, whatever python3 comes first on PATH.
# pytest's exit 5 (no test collected) is a failure here, never a pass. Builds the jar if needed (./gaplab).
# Usage: scripts/check-python.sh [PYTEST ARGS...]
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
fail() { echo "check-python: FAILED: $*" >&2; exit 1; }

packages="python3 python3-venv python3-pip python3-setuptools python3-networkx python3-numpy python3-pytest"
missing=""
for p in $packages; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing="$missing $p"
done
if [ -n "$missing" ]; then
  echo "check-python: installing$missing with apt-get" >&2
  apt-get update -qq >/dev/null || fail "apt-get update"
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $missing >/dev/null || fail "apt-get install$missing"
fi
python=/usr/bin/python3

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cd "$here"
"$python" -m venv --system-site-packages "$work/venv" || fail "python3 -m venv --system-site-packages"
"$work/venv/bin/pip" install -q --no-build-isolation --no-index ./python || fail "pip install --no-build-isolation --no-index ./python"
rm -rf python/build python/gaplab.egg-info
(cd "$work" && "$work/venv/bin/python" -c 'import gaplab, sys; sys.exit(0 if gaplab.__file__.startswith(sys.prefix) else "imports " + gaplab.__file__)') \
  || fail "the virtual environment does not import the installed package"
"$here/gaplab" --version >/dev/null || fail "./gaplab does not run"

set +e
"$work/venv/bin/python" -m pytest -p no:cacheprovider -q python/tests "$@"
rc=$?
set -e
[ "$rc" = 5 ] && fail "pytest collected no tests (exit 5)"
[ "$rc" = 0 ] || fail "pytest exit $rc"
echo "check-python: OK"
