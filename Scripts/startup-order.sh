#!/usr/bin/env bash
# Writes Sources/reflow/startup-order.txt: the functions the gallery runs from its start through its first
# frames and a few resizes, in the flow scene and in the 1,000-view scene the viewer benchmark measures, which the release link of `reflow` lays out next to each other (lld's
# --symbol-ordering-file, Package.swift). Code that runs at start then sits on fewer pages, and the kernel,
# which maps 64 KiB around each page that faults, maps fewer of the pages that never run: the gallery's peak
# memory falls by about 2 MiB (docs/startup.md). Run it again when start-up code has changed a lot; names that
# no longer exist are skipped by the linker, and a stale list only costs that memory back.
# Usage: bash Scripts/startup-order.sh        (needs valgrind, xdotool and Xvfb; builds reflow in release;
#        SCRATCH=.build-release builds in another scratch folder)
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/requirements.sh
require_swift
require_packages "${reflow_packages[@]}" xvfb valgrind xdotool
scratch=(${SCRATCH:+--scratch-path "$SCRATCH"})
swift build -c release "${scratch[@]}" --product reflow >&2
binaries=$(swift build -c release "${scratch[@]}" --show-bin-path)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# valgrind 3.19 cannot read the DWARF 5 of the C targets: a copy without debug information.
cp "$binaries/reflow" "$work/reflow"
strip --strip-debug "$work/reflow"
start_xvfb
# profile SCENE: callgrind's profile of the gallery showing SCENE from its start through a few resizes.
profile() {
    # Traced as the viewer benchmark traces it (REFLOW_TRACE_FRAMES=1), so that the trace's few functions sit
    # with the rest rather than each bringing in 64 KiB of neighbours; without it they are not called at all.
    REFLOW_TRACE_FRAMES=1 timeout -s TERM 40 valgrind --tool=callgrind --demangle=no --callgrind-out-file="$work/profile-$1" \
        "$work/reflow" --scene "$1" >/dev/null 2>&1 &
    local profiled=$! window=""
    for _ in $(seq 200); do
        window=$(xdotool search --name "Reflow" 2>/dev/null | head -1 || true)
        [ -n "$window" ] && break
        sleep 0.1
    done
    [ -n "$window" ] || { echo "startup-order: the gallery's window never opened" >&2; exit 1; }
    sleep 3
    for size in 400 600 800 500 300 700; do xdotool windowsize "$window" "$size" "$size"; sleep 0.5; done
    sleep 2
    kill -TERM "$profiled" 2>/dev/null || true
    wait "$profiled" 2>/dev/null || true
}
# The flow scene, and the 1,000-view scene the viewer benchmark measures.
profile flow
profile thousand
# A name the executable defines more than once (a local helper such as an outlined copy, which many files
# have) would pull every file's copy into the list, and with them the large sections of the libraries
# that hold one: such names are left out.
nm --defined-only "$work/reflow" | awk '{print $3}' | sort | uniq -d > "$work/repeated"
# Every function of the executable that ran, by its symbol, costliest first in each profile, each once.
for scene in flow thousand; do
    callgrind_annotate --threshold=100 "$work/profile-$scene" | grep "$work/reflow\]" \
        | sed -E 's/^ *[0-9,]+ +(\([^)]*\) +)?//; s/ \[.*\]$//; s/^[^:]*:([^ ]+)$/\1/; '"s/'[0-9]+$//" \
        | grep -v '^0x'
done | awk 'NR == FNR { repeated[$0] = 1; next } !($0 in repeated) && !seen[$0]++' "$work/repeated" - \
    > Sources/reflow/startup-order.txt
echo "startup-order: $(wc -l < Sources/reflow/startup-order.txt) functions in Sources/reflow/startup-order.txt" >&2
