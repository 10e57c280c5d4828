#!/usr/bin/env bash
# Builds Reflow in release and opens the gallery window (arguments go to `reflow`: --scene NAME, --list,
# snapshot …, preview FILE.swift). Installs the Debian packages it needs when run as root; otherwise names them and stops.
# Usage: bash Scripts/run.sh [reflow arguments]
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/requirements.sh
require_swift
require_packages libx11-dev libxft-dev fonts-dejavu-core pkg-config
# The runtime library is what `reflow preview` links your files against.
for product in reflow ReflowPreviewRuntime; do
    if ! log=$(swift build -c release --product "$product" 2>&1); then echo "$log" >&2; exit 1; fi
done
exec .build/release/reflow "$@"
