#!/usr/bin/env bash
# Instructions per view of a layout pass, counted by callgrind, which the machine's load does not change: the
# engine's figure to give before and after an engine change, beside Scripts/peer-bench.sh's times.
#   resize: ViewHost.resize(to:) on flow-1k (1,001 views), the pass after a window's edge moved;
#   cold:   invalidateLayout() + resize on flow-1k-cold, every answer dropped first (what the peers redo).
# Usage: bash Scripts/instructions-per-view.sh [path/to/reflow-bench]   (default: a release build made here)
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/requirements.sh
require_packages valgrind
bench=${1:-}
if [ -z "$bench" ]; then
    swift build -c release --product reflow-bench >&2
    bench=.build/release/reflow-bench
fi
# Valgrind 3.19 (Debian 12) cannot read the DWARF 5 debug information clang writes for Reflow's C target and
# gives up; callgrind needs only the symbols, which a copy without debug information keeps.
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp "$bench" "$work/reflow-bench"
strip --strip-debug "$work/reflow-bench"
bench="$work/reflow-bench"
resize='$s6Reflow8ViewHostC6resize2toy10Foundation6CGSizeV_tF'
invalidate='$s6Reflow8ViewHostC16invalidateLayoutyyF'
views=1001

# Runs one case under callgrind, collecting only inside the given functions; prints instructions per view.
count() {
    local case=$1; shift
    local toggles=()
    for symbol in "$@"; do toggles+=("--toggle-collect=$symbol"); done
    valgrind --tool=callgrind --callgrind-out-file="$work/$case.out" "${toggles[@]}" \
        "$bench" --case "$case" > "$work/$case.txt" 2> "$work/$case.err"
    local passes collected
    passes=$(awk -v c="$case" '$1 == c { print $5 }' "$work/$case.txt")
    collected=$(awk '/^summary:/ { print $2 }' "$work/$case.out")
    if [ -z "$passes" ] || [ -z "$collected" ]; then
        echo "instructions-per-view: no figure for $case (see $work/$case.err)" >&2
        exit 1
    fi
    awk -v i="$collected" -v p="$passes" -v v="$views" -v c="$case" \
        'BEGIN { printf "%-14s %6d passes  %14d instructions  %8.1f per view\n", c, p, i, i / (p * v) }'
}

count flow-1k "$resize"
count flow-1k-cold "$resize" "$invalidate"
