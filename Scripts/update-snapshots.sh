#!/usr/bin/env bash
# Regenerates the reference images the snapshot tests compare with, after a deliberate change to how scenes
# look. Look at every image it writes before committing them: they are what the tests then hold Reflow to.
# Usage: bash Scripts/update-snapshots.sh      (needs an X display; runs under its own Xvfb otherwise)
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/requirements.sh
require_swift
require_packages libx11-dev libxft-dev libpng-dev libjpeg-dev libcairo2-dev fonts-dejavu-core fonts-material-design-icons-iconfont fonts-noto-color-emoji xvfb
swift build --product reflow
out=Tests/ReflowX11Tests/References
mkdir -p "$out"
start_xvfb
for scene in $(.build/debug/reflow --list | cut -f1); do
    REFLOW_PINNED_FONTS=1 .build/debug/reflow snapshot "$scene" --size 480x320 -o "$out/$scene.png"
    echo "$out/$scene.png"
done
