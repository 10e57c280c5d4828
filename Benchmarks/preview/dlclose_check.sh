#!/usr/bin/env bash
# Whether a Swift library can be unloaded from a process that goes on running Swift code, as a tier-1 patch
# would have to be (docs/preview-reloads.md §4): compiles a library with a protocol conformance and a program
# that loads it, calls it, closes it with dlclose, counts its mappings in /proc/self/maps, then makes the Swift
# runtime look up a conformance it has not cached, which reads the conformance records of every image it was
# told of. On Debian 12 with Swift 6.3: dlclose unmaps the library, and the lookup crashes (signal 11) on the
# records left dangling. Usage: bash Benchmarks/preview/dlclose_check.sh
set -uo pipefail
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cat > "$work/lib.swift" <<'SWIFT'
public protocol Named { var name: String { get } }
public struct Thing: Named { public var name: String { "thing" } }
@_cdecl("make_name") public func makeName() -> Int { Thing().name.count }
SWIFT
cat > "$work/main.swift" <<'SWIFT'
import Foundation
func mappings() -> Int {
    // Line by line: /proc files report no size, and a whole-file read may stop at the first page.
    guard let file = fopen("/proc/self/maps", "r") else { return -1 }
    defer { fclose(file) }
    var line = [CChar](repeating: 0, count: 4096), count = 0
    while fgets(&line, Int32(line.count), file) != nil {
        if String(cString: line).contains("libpatchlike.so") { count += 1 }
    }
    return count
}
struct NeverLookedUp {}
setvbuf(stdout, nil, _IONBF, 0)  // the lines before a crash must come out
let path = CommandLine.arguments[1]
guard let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL) else { fatalError(String(cString: dlerror())) }
let make = unsafeBitCast(dlsym(handle, "make_name")!, to: (@convention(c) () -> Int).self)
print("loaded: make_name() = \(make()), \(mappings()) mappings")
print("dlclose returned \(dlclose(handle)); \(mappings()) mappings left; still loaded: \(dlopen(path, RTLD_NOW | RTLD_NOLOAD) != nil)")
print("looking up a conformance the runtime has not cached…")
print((NeverLookedUp() as Any) is any Hashable ? "found" : "none")
print("the process survived the lookup")
SWIFT
swiftc -emit-library -module-name PatchLike -o "$work/libpatchlike.so" "$work/lib.swift" || exit 1
swiftc -o "$work/main" "$work/main.swift" || exit 1
SWIFT_BACKTRACE=enable=no "$work/main" "$work/libpatchlike.so"
echo "exit status $?"
