#!/usr/bin/env bash
# The reload benchmark of `reflow preview`: builds Reflow (release, as Scripts/run.sh and Scripts/install.sh
# do) and, on a private Xvfb, opens previews and saves them 20 times each, printing for each tier of reload
# (docs/preview-reloads.md) the median and p95 from save to new pixels and where the time goes:
#   - Examples/Previews/FlowLayout.swift (100 lines), a literal changed each save (tier 0, no build);
#   - the same file, an expression in `sizeThatFits` changed each save (tier 1, a patch of that body);
#   - the same file, a declaration added each save (a full build);
#   - the folder Examples/Previews (15 files, about 1,000 lines), a declaration added to one file each save.
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
for product in reflow reflow-preview ReflowPreviewRuntime; do
    if ! log=$(swift build -c "$configuration" --product "$product" 2>&1); then echo "$log" >&2; exit 1; fi
done
start_xvfb
bench() { python3 Benchmarks/preview/reload_bench.py --reflow ".build/$configuration/reflow" "$@" \
    "${arguments[@]+"${arguments[@]}"}"; echo; }
bench --file Examples/Previews/FlowLayout.swift --edit literal
bench --file Examples/Previews/FlowLayout.swift --edit body
bench --file Examples/Previews/FlowLayout.swift --edit full
bench --folder Examples/Previews --edit-file FlowLayout.swift --edit full
