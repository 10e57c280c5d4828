#!/usr/bin/env bash
# Installs `reflow` and what `reflow preview` compiles against, so that it works from anywhere:
#   PREFIX/bin/reflow
#   PREFIX/lib/reflow/   reflow-preview (what `reflow preview`, `editor-setup` and `explain FILE` run),
#                        Modules/ (Reflow, SwiftUI, ReflowPreviewRuntime, ReflowX11, Combine, ReflowCombine, CoreGraphics,
#                        UIKit, os, OSLog, OpenCombine), libReflowPreviewRuntime.so,
#                        ReflowMacros-tool (the #Preview macro), include/ (C module maps, the networking source)
#   PREFIX/share/man/man1/reflow.1   (generated now from the built command, so it always matches it)
# Usage: bash Scripts/install.sh [PREFIX]     (default /usr/local; a PREFIX you can write to needs no root)
# Installs the Debian packages it needs when run as root; otherwise names them and stops. Builds in release.
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/requirements.sh
require_swift
require_packages "${reflow_packages[@]}"
prefix=${1:-/usr/local}
echo "Building Reflow in release (the first build also compiles swift-syntax: several minutes)…" >&2
# Every product, not only reflow and the runtime library (what `reflow preview` links against): the man page's
# generator below builds them all before it starts, without showing progress, so they are built here where
# swift build's progress and errors go to standard error as they come. set -e stops here if the build fails.
swift build -c release >&2
# The man page comes from the argument parser's generate-manual plugin, which reads the built command's own
# help: generated at each install rather than kept in the repository, it cannot fall behind the options.
echo "Generating the man page (swift package plugin generate-manual)…" >&2
swift package plugin generate-manual >&2
manual=.build/plugins/GenerateManual/outputs/reflow/reflow.1
build=$(swift build -c release --show-bin-path)
kit="$prefix/lib/reflow"
mkdir -p "$prefix/bin" "$prefix/share/man/man1" "$kit/Modules" "$kit/include/CReflowSupport/include" "$kit/include/CX11" "$kit/include/CHarfBuzz"
for module in Reflow SwiftUI ReflowPreviewRuntime ReflowText ReflowX11 Combine ReflowCombine CoreGraphics UIKit os OSLog OpenCombine; do
    cp "$build/Modules/$module.swiftmodule" "$kit/Modules/"
done
cp "$build/libReflowPreviewRuntime.so" "$build/ReflowMacros-tool" "$kit/"
cp Sources/CReflowSupport/include/module.modulemap Sources/CReflowSupport/include/CReflowSupport.h \
    "$kit/include/CReflowSupport/include/"
cp Sources/CX11/module.modulemap Sources/CX11/shim.h "$kit/include/CX11/"
cp Sources/CHarfBuzz/module.modulemap Sources/CHarfBuzz/shim.h "$kit/include/CHarfBuzz/"
# URLSession's Combine publisher, compiled into the previews whose files name networking types (PreviewKit).
mkdir -p "$kit/include/CombineNetworking"
cp "Sources/CombineNetworking/URLSession+DataTaskPublisher.swift" "$kit/include/CombineNetworking/"
# OpenCombine's module imports its C helpers: their header, with a module map of our own naming it.
mkdir -p "$kit/include/COpenCombineHelpers"
cp .build/checkouts/OpenCombine/Sources/COpenCombineHelpers/include/COpenCombineHelpers.h "$kit/include/COpenCombineHelpers/"
printf 'module COpenCombineHelpers {\n    header "COpenCombineHelpers.h"\n    export *\n}\n' > "$kit/include/COpenCombineHelpers/module.modulemap"
# The pinned font configuration (REFLOW_PINNED_FONTS=1), found in the kit by FontConfiguration.
mkdir -p "$kit/Resources/fonts"
cp Resources/fonts/fonts.conf "$kit/Resources/fonts/"
# The executable finds its kit in ../lib/reflow; a copy, not a link, so the build folder can go.
install -m 755 "$build/reflow" "$prefix/bin/reflow"
# `reflow preview` becomes this program, found in ../lib/reflow; it finds the kit beside itself.
install -m 755 "$build/reflow-preview" "$kit/reflow-preview"
install -m 644 "$manual" "$prefix/share/man/man1/reflow.1"
echo "Installed $prefix/bin/reflow, $kit and the man page (man reflow). Try: reflow preview Examples/Previews" >&2
case ":$PATH:" in *":$prefix/bin:"*) ;; *) echo "Note: $prefix/bin is not on PATH." >&2 ;; esac
