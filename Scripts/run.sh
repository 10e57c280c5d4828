#!/usr/bin/env bash
# Builds Reflow in release and opens the gallery window (arguments go to `reflow`: --scene NAME, --list,
# snapshot …). Installs the Debian packages it needs when run as root; otherwise names them and stops.
# Usage: bash Scripts/run.sh [reflow arguments]
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/requirements.sh
require_swift
require_packages libx11-dev libxft-dev fonts-dejavu-core
if ! log=$(swift build -c release --product reflow 2>&1); then echo "$log" >&2; exit 1; fi
exec .build/release/reflow "$@"
