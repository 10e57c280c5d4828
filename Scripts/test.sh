#!/usr/bin/env bash
# Runs every Reflow test: builds the package and runs its XCTest suites, the window tests under a private
# Xvfb display. Installs the Debian packages it needs when run as root; otherwise names them and stops.
# Usage: bash Scripts/test.sh        (from anywhere; CI runs it through .ci/run)
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/requirements.sh
require_swift
# ffmpeg: the recordings' tests encode with it and read the files back with its ffprobe; x11-xserver-utils:
# xrandr splits the test display into two monitors for the presenter view's tests.
require_packages "${reflow_packages[@]}" xvfb xdotool ffmpeg x11-xserver-utils

# A private virtual display for the window tests, gone when the script ends.
start_xvfb

swift build --build-tests
# The example package in the README must keep building against the library as it is now. SwiftPM keeps the
# file list of a path dependency in the example's own build folder and does not notice Reflow's files added,
# moved or removed since (missing inputs, or types it cannot find): a failed build starts once more from a clean
# folder, and only a failure there counts.
if ! log=$(swift build --package-path Examples/FlowDemo 2>&1); then
    echo "Examples/FlowDemo: its build failed (a stale build folder?); building it afresh" >&2
    rm -rf Examples/FlowDemo/.build
    swift build --package-path Examples/FlowDemo
fi
# Swift Testing is off: every suite is XCTest. Its output is kept so that the failures, which CI's tail of the
# log would otherwise cut off, are repeated after the summary.
log_file=$(mktemp)
status=0
swift test --skip-build --disable-swift-testing 2>&1 | tee "$log_file" || status=$?
if [ "$status" -ne 0 ]; then
    echo
    echo "Failures (repeated from above):"
    grep -E ": error: |' failed \(|Fatal error|signal code|Exited with" "$log_file" | head -40 || true
fi
rm -f "$log_file"
exit "$status"
