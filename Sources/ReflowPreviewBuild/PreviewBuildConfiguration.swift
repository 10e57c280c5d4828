import SwiftIfConfig
import SwiftSyntax

/// The `#if` conditions of a preview build, for finding which previews the compiler will see: Linux on this
/// machine's architecture, `DEBUG` set (as in Xcode's previews), `SwiftUI` and `Reflow` importable, the
/// language mode and compiler of a preview build.
struct PreviewBuildConfiguration: BuildConfiguration {
    private var base = StaticBuildConfiguration(
        customConditions: ["DEBUG"],
        targetOSs: ["Linux"],
        targetArchitectures: [Self.architecture],
        targetEnvironments: ["gnu"],
        targetRuntimes: ["_Native", "_multithreaded"],
        targetObjectFileFormats: ["ELF"],
        targetPointerBitWidth: 64,
        targetAtomicBitWidths: [8, 16, 32, 64],
        endianness: .little,
        languageVersion: VersionTuple(5, 10),
        compilerVersion: VersionTuple(6, 3)
    )
    /// Modules a preview build can import besides the standard library's: Reflow's and the system's.
    static let importableModules: Set<String> = [
        "SwiftUI", "Reflow", "Foundation", "FoundationEssentials", "Dispatch", "Glibc", "Swift", "_Concurrency",
        "Observation", "Combine", "OpenCombine",
        // The stand-ins for Apple's modules (docs/platform-modules.md): `#if canImport(UIKit)` holds here as it
        // does for the compiler, which finds these modules.
        "UIKit", "os", "OSLog",
    ]

    private static var architecture: String {
        #if arch(arm64)
        return "arm64"
        #else
        return "x86_64"
        #endif
    }

    func isCustomConditionSet(name: String) -> Bool { base.isCustomConditionSet(name: name) }
    func hasFeature(name: String) -> Bool { base.hasFeature(name: name) }
    // Attributes are assumed to exist: `#if hasAttribute(…)` guards newer spellings of code that compiles.
    func hasAttribute(name: String) -> Bool { true }
    func canImport(importPath: [(TokenSyntax, String)], version: CanImportVersion) -> Bool {
        importPath.first.map { Self.importableModules.contains($0.1) } ?? false
    }
    func isActiveTargetOS(name: String) -> Bool { base.isActiveTargetOS(name: name) }
    func isActiveTargetArchitecture(name: String) -> Bool { base.isActiveTargetArchitecture(name: name) }
    func isActiveTargetEnvironment(name: String) -> Bool { base.isActiveTargetEnvironment(name: name) }
    func isActiveTargetRuntime(name: String) -> Bool { base.isActiveTargetRuntime(name: name) }
    func isActiveTargetPointerAuthentication(name: String) -> Bool { false }
    func isActiveTargetObjectFormat(name: String) -> Bool { base.isActiveTargetObjectFormat(name: name) }
    var targetPointerBitWidth: Int { base.targetPointerBitWidth }
    var targetAtomicBitWidths: [Int] { base.targetAtomicBitWidths }
    var endianness: Endianness { base.endianness }
    var languageVersion: VersionTuple { base.languageVersion }
    var compilerVersion: VersionTuple { base.compilerVersion }
}
