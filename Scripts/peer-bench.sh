#!/usr/bin/env bash
# The peer comparison of issue 5: Reflow against Taffy (Rust, through its Python binding stretchable) and
# Yoga (C++, through pyyoga) on the same trees, one case at a time. Installs the bindings into .venv-peers at
# the repository root (the first time), builds reflow-bench in release, checks that the peers' trees lay out as
# the cases intend, then prints one table: ms per pass for each engine and the ratios Reflow/peer against the
# targets. Reflow's text cases also run with the Xft measurer, on a private Xvfb.
# Arguments go to compare.py, e.g. --case flow, --budget 0.5, --no-xft.
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/requirements.sh
require_swift
require_packages "${reflow_packages[@]}" xvfb
if ! command -v python3 >/dev/null 2>&1 || ! python3 -c "import ensurepip, venv" 2>/dev/null; then
    require_packages python3 python3-venv
fi

# Pinned, so figures from different runs compare the same peers. pyyoga has manylinux wheels of Yoga 3;
# poga, the other Yoga binding on PyPI, builds from source and wraps a Yoga without gap, which the cases need.
PEER_PACKAGES=(stretchable==1.1.8 pyyoga==0.1.0)
VENV=.venv-peers
[ -x "$VENV/bin/python" ] || python3 -m venv "$VENV"
"$VENV/bin/pip" install --quiet --disable-pip-version-check "${PEER_PACKAGES[@]}"

if ! log=$(swift build -c release --product reflow-bench 2>&1); then echo "$log" >&2; exit 1; fi
start_xvfb
"$VENV/bin/python" Benchmarks/peers/compare.py --check
"$VENV/bin/python" Benchmarks/peers/compare.py "$@"
