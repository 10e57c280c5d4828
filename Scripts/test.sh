#!/usr/bin/env bash
# Runs every Reflow test: builds the package and runs its XCTest suites.
# Usage: bash Scripts/test.sh        (from anywhere; CI runs it through .ci/run)
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v swift >/dev/null 2>&1; then
    echo "Reflow's tests need Swift 6 (swift.org's toolchain for Debian 12) on PATH; 'swift' was not found." >&2
    exit 1
fi

# Swift Testing is off: every suite is XCTest, and its summary is the last thing printed.
swift build --build-tests
swift test --skip-build --disable-swift-testing
