#!/usr/bin/env bash
# Runs every Reflow test: builds the package and runs its XCTest suites, the window tests under a private
# Xvfb display. Installs the Debian packages it needs when run as root; otherwise names them and stops.
# Usage: bash Scripts/test.sh        (from anywhere; CI runs it through .ci/run)
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/requirements.sh
require_swift
require_packages libx11-dev libxft-dev fonts-dejavu-core xvfb xdotool

# A private virtual display for the window tests, gone when the script ends.
display=$(free_display)
# -noreset: the server must not reset when a test closes its last connection.
Xvfb ":$display" -screen 0 1280x800x24 -nolisten tcp -noreset >/dev/null 2>&1 &
xvfb=$!
trap 'kill $xvfb 2>/dev/null || true' EXIT
for _ in $(seq 50); do [ -e "/tmp/.X11-unix/X$display" ] && break; sleep 0.1; done
export DISPLAY=":$display"

swift build --build-tests
# The example package in the README must keep building against the library as it is now.
swift build --package-path Examples/FlowDemo
# Swift Testing is off: every suite is XCTest, and its summary is the last thing printed.
swift test --skip-build --disable-swift-testing
