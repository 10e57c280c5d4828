#!/usr/bin/env bash
# Builds Reflow in release and opens the gallery window (arguments go to `reflow`: --scene NAME, --list,
# snapshot …, preview FILE.swift). Installs the Debian packages it needs when run as root; otherwise names them and stops.
# Usage: bash Scripts/run.sh [reflow arguments]
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/requirements.sh
require_swift
require_packages "${reflow_packages[@]}"
echo "Building reflow in release (the first build also compiles swift-syntax: several minutes)…" >&2
# reflow-preview runs `reflow preview`; the runtime library is what it links your files against. swift build's
# progress and errors go to standard error as they come, so that a long first build shows it is working and
# standard output holds only what reflow prints (reflow --list | …); set -e stops here, with the build's status,
# if it fails.
for product in reflow reflow-preview ReflowPreviewRuntime; do
    swift build -c release --product "$product" >&2
done
exec .build/release/reflow "$@"
