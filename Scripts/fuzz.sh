#!/usr/bin/env bash
# Soak-tests the layout engine: builds reflow-fuzz in release and checks every invariant (no crash, no hang,
# finite drawing, determinism, resize and update equal fresh layouts, animations settle) on COUNT seeded random
# view trees from FIRST_SEED, in child processes so that a crash or hang is recorded and the run goes on.
# Failures print their seed and a shrunk tree as Swift source; the summary gives checks per invariant.
# Usage: bash Scripts/fuzz.sh [COUNT] [FIRST_SEED] [more reflow-fuzz options]   (COUNT 100000, FIRST_SEED 0)
#        .build/release/reflow-fuzz --seed N    reruns one seed and shrinks its failures
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/requirements.sh
require_swift
count="${1:-100000}"
first="${2:-0}"
shift $(( $# < 2 ? $# : 2 ))
if ! log=$(swift build -c release --product reflow-fuzz 2>&1); then echo "$log" >&2; exit 1; fi
exec .build/release/reflow-fuzz --isolate --count "$count" --first-seed "$first" "$@"
