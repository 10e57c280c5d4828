#!/usr/bin/env bash
# The reload benchmark of `reflow preview`: builds Reflow (release, as Scripts/run.sh and Scripts/install.sh
# do), opens a preview of Examples/Previews/FlowLayout.swift (100 lines) on a private Xvfb, saves the file 20
# times and prints the median and p95 from save to new pixels and where the time goes.
# Usage: bash Scripts/preview-bench.sh [--saves N] [--debug]
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/requirements.sh
require_swift
require_packages "${reflow_packages[@]}" xvfb python3
configuration=release
arguments=()
for argument in "$@"; do
    if [ "$argument" = "--debug" ]; then configuration=debug; else arguments+=("$argument"); fi
done
for product in reflow ReflowPreviewRuntime; do
    if ! log=$(swift build -c "$configuration" --product "$product" 2>&1); then echo "$log" >&2; exit 1; fi
done
start_xvfb
python3 Benchmarks/preview/reload_bench.py --reflow ".build/$configuration/reflow" \
    --file Examples/Previews/FlowLayout.swift "${arguments[@]+"${arguments[@]}"}"
