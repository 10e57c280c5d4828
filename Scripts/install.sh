#!/usr/bin/env bash
# Installs `reflow` and what `reflow preview` compiles against, so that it works from anywhere:
#   PREFIX/bin/reflow
#   PREFIX/lib/reflow/   Modules/ (Reflow, SwiftUI, ReflowPreview, ReflowX11), libReflowPreviewRuntime.so,
#                        ReflowMacros-tool (the #Preview macro), include/ (C module maps)
# Usage: bash Scripts/install.sh [PREFIX]     (default /usr/local; a PREFIX you can write to needs no root)
# Installs the Debian packages it needs when run as root; otherwise names them and stops. Builds in release.
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/requirements.sh
require_swift
require_packages libx11-dev libxft-dev fonts-dejavu-core pkg-config
prefix=${1:-/usr/local}
for product in reflow ReflowPreviewRuntime; do
    echo "Building $product (release)…" >&2
    if ! log=$(swift build -c release --product "$product" 2>&1); then echo "$log" >&2; exit 1; fi
done
build=$(swift build -c release --show-bin-path)
kit="$prefix/lib/reflow"
mkdir -p "$prefix/bin" "$kit/Modules" "$kit/include/CReflowSupport/include" "$kit/include/CX11"
for module in Reflow SwiftUI ReflowPreview ReflowX11; do
    cp "$build/Modules/$module.swiftmodule" "$kit/Modules/"
done
cp "$build/libReflowPreviewRuntime.so" "$build/ReflowMacros-tool" "$kit/"
cp Sources/CReflowSupport/include/module.modulemap Sources/CReflowSupport/include/CReflowSupport.h \
    "$kit/include/CReflowSupport/include/"
cp Sources/CX11/module.modulemap Sources/CX11/shim.h "$kit/include/CX11/"
# The executable finds its kit in ../lib/reflow; a copy, not a link, so the build folder can go.
install -m 755 "$build/reflow" "$prefix/bin/reflow"
echo "Installed $prefix/bin/reflow and $kit. Try: reflow preview Examples/Previews" >&2
case ":$PATH:" in *":$prefix/bin:"*) ;; *) echo "Note: $prefix/bin is not on PATH." >&2 ;; esac
