#!/usr/bin/env bash
# The viewer benchmark: builds in release and runs reflow-viewer-bench on a private Xvfb (or on $DISPLAY with
# --here). Prints start-to-first-frame, resize latency over a storm of 200 resizes, peak memory, the CPU used
# while idle, and the frame time and pace of the animated 1,000-view scene.
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/requirements.sh
require_swift
require_packages "${reflow_packages[@]}" xvfb
for product in reflow reflow-viewer-bench; do
    if ! log=$(swift build -c release --product "$product" 2>&1); then echo "$log" >&2; exit 1; fi
done
if [ "${1:-}" != "--here" ]; then
    start_xvfb
fi
.build/release/reflow-viewer-bench
