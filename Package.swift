// swift-tools-version: 6.0
import CompilerPluginSupport
import PackageDescription

/// lld packs the relative relocations (DT_RELR, glibc 2.36 and later: Debian 12), of which a Swift executable has
/// over a hundred thousand: a few kilobytes for the loader to read instead of 3 MiB.
let packedRelocationFlags = ["-use-ld=lld", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs"]

/// The linker flags that put the Swift runtime and Foundation into the `reflow` executable (release only).
let staticRuntimeFlags = ["-static-stdlib"] + packedRelocationFlags + ["-Xlinker", "--start-group"]
    + ["Foundation", "CoreFoundation", "FoundationInternationalization", "_FoundationICU", "FoundationEssentials",
       "_FoundationCShims", "_FoundationCollections", "swift_Builtin_float", "swiftObservation", "swiftCore"]
        .map { "-l" + $0 }
    + ["-Xlinker", "--end-group"]
    // The static runtime's link arguments export every symbol of the program's own objects (15,000 names);
    // nothing loads into `reflow` or `reflow-preview` that looks them up, and the loader reads the table for
    // every symbol any library binds: without it, 0.8 MiB less of the program is mapped (docs/startup.md).
    + ["-Xlinker", "--no-export-dynamic"]

/// The functions the gallery runs at start, laid out together in `reflow`'s release link: fewer pages of code
/// are mapped at start (`Scripts/startup-order.sh` writes the list; docs/startup.md). A name the list holds
/// that no longer exists is skipped.
let startupOrderFlags = ["-Xlinker", "--symbol-ordering-file=\(Context.packageDirectory)/Sources/reflow/startup-order.txt",
                         "-Xlinker", "--no-warn-symbol-ordering"]

/// Each function of Reflow's own modules in a section of its own, in release builds: without it the compiler
/// puts a module's internal functions and specializations, most of the code that runs, into one section per
/// file, which the start-up order above cannot rearrange (docs/startup.md).
let functionSections: [SwiftSetting] = [.unsafeFlags(["-Xfrontend", "-function-sections"], .when(configuration: .release))]

let package = Package(
    name: "Reflow",
    products: [
        .library(name: "Reflow", targets: ["Reflow"]),
        .library(name: "ReflowGallery", targets: ["ReflowGallery"]),
        .library(name: "ReflowX11", targets: ["ReflowX11"]),
        .library(name: "ReflowText", targets: ["ReflowText"]),
        // What a preview build links against: the engine, the viewer, the preview runtime and the `SwiftUI`
        // module that stands for Reflow in a preview build, in one shared library (`reflow preview`).
        .library(name: "ReflowPreviewRuntime", type: .dynamic, targets: ["ReflowPreviewRuntime", "SwiftUI", "Combine", "CoreGraphics",
                                                                        "UIKit", "os", "OSLog"]),
        .executable(name: "reflow", targets: ["reflow"]),
        // `reflow preview`, `reflow explain FILE.swift` and `reflow editor-setup` run in this program, which
        // `reflow` becomes (exec) after checking their arguments: the gallery then carries no swift-syntax.
        .executable(name: "reflow-preview", targets: ["reflow-preview"]),
        .executable(name: "reflow-bench", targets: ["ReflowBenchmarks"]),
        .executable(name: "reflow-viewer-bench", targets: ["ViewerBenchmark"]),
        .executable(name: "reflow-fuzz", targets: ["reflow-fuzz"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // #Preview is a macro; the preview builder reads the user's files with the same parser.
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0"),
        // `swift package generate-documentation --target Reflow` builds the DocC catalog in Sources/Reflow.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
        // Combine's `ObservableObject`, `@Published` and publishers on Linux, for `@StateObject` and friends.
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
    ],
    targets: [
        // The layout engine: SwiftUI's Layout protocol, containers, views and a display-free host.
        // It never imports X11; the viewer plugs into it through `TextMeasurer` and `DisplayList`.
        .target(
            name: "Reflow",
            dependencies: [
                "CReflowSupport", "CMarkdown", "ReflowMacros", "ReflowCombine",
                .product(name: "OpenCombine", package: "OpenCombine"),
            ],
            swiftSettings: functionSections,
            // Line breaks and paragraph directions come from the toolchain's own ICU, which Foundation brings
            // (`UnicodeRules.swift`); its module names no library to link, so the engine names it.
            linkerSettings: [.linkedLibrary("_FoundationICU")]
        ),
        // Combine's Foundation and Dispatch parts as Apple spells them: `RunLoop` and `DispatchQueue` schedulers
        // (the main ones on the view hosts' clock), `NotificationCenter` and `URLSession` publishers.
        .target(name: "ReflowCombine", dependencies: [.product(name: "OpenCombine", package: "OpenCombine")],
                swiftSettings: functionSections),
        // cmark-gfm, for the markdown of `LocalizedStringKey` in `Text`; only the engine's InlineMarkdown.swift
        // imports it (implementation-only: preview builds need no cmark headers).
        .systemLibrary(
            name: "CMarkdown",
            pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]
        ),
        // `#Preview { }`: the macro behind Reflow's previews, as SwiftUI spells them.
        .macro(
            name: "ReflowMacros",
            dependencies: [
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
                "PreviewSymbols",
            ]
        ),
        // The symbol name a #Preview is linked under: the macro gives it, the preview builder calls it.
        .target(name: "PreviewSymbols"),
        // In a preview build `import SwiftUI` means Reflow: this module only re-exports it.
        .target(name: "SwiftUI", dependencies: ["Reflow"]),
        // In a preview build `import Combine` means OpenCombine and Reflow's schedulers: this module only
        // re-exports them.
        .target(name: "Combine", dependencies: ["ReflowCombine", .product(name: "OpenCombine", package: "OpenCombine")]),
        // `URLSession`'s data task publisher, and FoundationNetworking with it. Not part of the runtime library:
        // FoundationNetworking loads libcurl, OpenSSL and Kerberos (45 libraries, 5 ms of every preview's start),
        // so a preview build compiles this module's file with the user's files only when they name networking
        // types (`PreviewBuilder.networkingNames`; docs/platform-modules.md).
        .target(name: "CombineNetworking", dependencies: [.product(name: "OpenCombine", package: "OpenCombine")]),
        // In a preview build `import CoreGraphics` brings Core Graphics' geometry: Foundation's on Linux (CGFloat,
        // CGRect, …) and Reflow's CGAffineTransform. Reflow checks `canImport(Darwin)`, never this module's name.
        .target(name: "CoreGraphics", dependencies: ["Reflow"]),
        // In a preview build `import UIKit` brings the UIKit stand-ins (UIColor, UIBezierPath, UIFont, …) that
        // Reflow holds because iOS's `import SwiftUI` brings them too; the module re-exports Foundation and Reflow.
        .target(name: "UIKit", dependencies: ["Reflow"]),
        // `import os` and `import OSLog`: `Logger` and `os_log`, writing to the preview's standard error. Linux
        // has no module of either name.
        .target(name: "os", dependencies: ["Reflow"]),
        .target(name: "OSLog", dependencies: ["os"]),
        // What runs inside a preview process: the previews of the user's files drawn into the window that
        // `reflow preview` owns, driven by its commands.
        .target(name: "ReflowPreviewRuntime", dependencies: ["Reflow", "ReflowText", "ReflowX11", "CProcess"],
                swiftSettings: functionSections),
        // `reflow preview`'s builder: finds the previews in the user's files, compiles and links them against
        // the preview runtime, and reads the compiler's diagnostics. No X11 here.
        .target(
            name: "ReflowPreviewBuild",
            dependencies: [
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftIfConfig", package: "swift-syntax"),
                "PreviewSymbols",
            ]
        ),
        // The `reflow preview` window that builds, starts and talks to preview processes, and the one-shot
        // runs of a preview build behind `reflow preview --snapshot` and `reflow explain FILE.swift`.
        .target(
            name: "ReflowPreviewHost",
            dependencies: ["Reflow", "ReflowText", "ReflowX11", "ReflowPreviewRuntime", "ReflowPreviewBuild"]
        ),
        // Memory prefetch hints for the layout pass, which Swift has no spelling for.
        .target(name: "CReflowSupport"),
        // Reusable demo layouts (the tutorials' seed layouts) and gallery scenes.
        .target(name: "ReflowGallery", dependencies: ["Reflow"], swiftSettings: functionSections),
        // Xlib, Xrender and Xft; only ReflowX11 imports it.
        .systemLibrary(
            name: "CX11",
            pkgConfig: "xft",
            providers: [.apt(["libx11-dev", "libxft-dev"])]
        ),
        // The Linux process calls Swift cannot make (prctl is variadic): a preview process ends with
        // `reflow preview`. Only ReflowPreviewRuntime imports it (implementation-only, as CPNG).
        .systemLibrary(name: "CProcess"),
        // libpng, for snapshots and the tests' reference images; only ReflowX11 imports it.
        .systemLibrary(
            name: "CPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"])]
        ),
        // libjpeg(-turbo), for JPEG images; only ReflowX11 imports it (implementation-only, as CPNG).
        .systemLibrary(
            name: "CJPEG",
            pkgConfig: "libjpeg",
            providers: [.apt(["libjpeg-dev"])]
        ),
        // cairo, which draws the display list (shapes, gradients, images, effects); only ReflowX11 imports it.
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"])]
        ),
        // HarfBuzz, FriBidi and fontconfig: what ReflowText finds fonts, orders and shapes text with; only
        // ReflowText imports it.
        .systemLibrary(
            name: "CHarfBuzz",
            pkgConfig: "harfbuzz fribidi",
            providers: [.apt(["libharfbuzz-dev", "libfribidi-dev", "libfontconfig-dev"])]
        ),
        // Text measured and shaped as the viewer sets it, without a display: fontconfig finds the faces,
        // HarfBuzz shapes from the font files. The window draws what it shaped; headless hosts measure with it.
        .target(name: "ReflowText", dependencies: ["Reflow", "CHarfBuzz"], swiftSettings: functionSections),
        // The viewer: an X11 window that lays out a view at the window's size, drawn with cairo and Xft, PNG
        // snapshots, images decoded from PNG and JPEG files.
        .target(name: "ReflowX11", dependencies: ["Reflow", "ReflowText", "CX11", "CPNG", "CJPEG", "CCairo"],
                swiftSettings: functionSections),
        // The arguments of `reflow`'s commands that both executables parse: the size option and the preview
        // commands' arguments, declared once.
        .target(
            name: "ReflowCommandLine",
            dependencies: [.product(name: "ArgumentParser", package: "swift-argument-parser")],
            swiftSettings: functionSections
        ),
        // The `reflow` command: the gallery window, scene listing, snapshots and scenes explained. The preview
        // commands' arguments are checked here and run by `reflow-preview`, which this program execs: the
        // preview builder and swift-syntax stay out of the gallery's process (docs/startup.md).
        .executableTarget(
            name: "reflow",
            dependencies: [
                "Reflow", "ReflowGallery", "ReflowText", "ReflowX11", "ReflowPreviewRuntime", "ReflowCommandLine",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            // Start-up (docs/startup.md): in release the Swift runtime and Foundation are linked in rather than
            // loaded as a dozen shared libraries, so the loader binds and relocates far less and only the pages
            // used are read in. The modules were compiled for the shared libraries, whose link entries leave out
            // what those libraries bring themselves: the group names it. Debug builds keep the shared runtime,
            // which the tests' XCTest brings too.
            exclude: ["startup-order.txt"],
            swiftSettings: functionSections,
            linkerSettings: [.unsafeFlags(staticRuntimeFlags + startupOrderFlags, .when(configuration: .release))]
        ),
        // `reflow preview`, `reflow explain FILE.swift`, `reflow editor-setup`: the commands that build the
        // user's files, with the preview builder (swift-syntax) and the preview window. Linked as `reflow` is.
        .executableTarget(
            name: "reflow-preview",
            dependencies: [
                "Reflow", "ReflowText", "ReflowPreviewRuntime", "ReflowPreviewBuild", "ReflowPreviewHost",
                "ReflowCommandLine", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            linkerSettings: [.unsafeFlags(staticRuntimeFlags, .when(configuration: .release))]
        ),
        .executableTarget(
            name: "ReflowBenchmarks",
            dependencies: ["Reflow", "ReflowGallery", "ReflowX11"],
            path: "Benchmarks/ReflowBenchmarks"
        ),
        .executableTarget(name: "ViewerBenchmark", dependencies: ["CX11", "ReflowX11"], path: "Benchmarks/ViewerBenchmark"),
        // The fuzz suite: a seeded generator of view trees, misbehaving layouts, the engine's invariants and a
        // shrinker for failures; the XCTest target runs a fixed seed range, `reflow-fuzz` any number.
        .target(name: "ReflowFuzz", dependencies: ["Reflow"]),
        .executableTarget(
            name: "reflow-fuzz",
            dependencies: ["ReflowFuzz", "Reflow", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        // What the window tests share: the X display (a base class that opens it, skips without it),
        // deadline-bound waits, xdotool, and reference images that leave a diff behind when they fail.
        .target(name: "ReflowTestSupport", dependencies: ["ReflowX11", "CX11"], path: "Tests/ReflowTestSupport"),
        // glibc's malloc statistics (malloc.h, which Swift's Glibc leaves out), to count what a table frees.
        .target(name: "CMallocStatistics", path: "Tests/CMallocStatistics"),
        .testTarget(name: "ReflowTests", dependencies: ["Reflow", "os", "Combine", "CombineNetworking", "CMallocStatistics"]),
        .testTarget(name: "ReflowTextTests", dependencies: ["Reflow", "ReflowText"]),
        .testTarget(name: "ReflowFuzzTests", dependencies: ["ReflowFuzz", "Reflow"]),
        .testTarget(name: "ReflowGalleryTests", dependencies: ["Reflow", "ReflowGallery"]),
        .testTarget(
            name: "ReflowPreviewBuildTests",
            // Reflow by name too: its tests use Reflow's views, and a transitive dependency alone left them
            // compiled against an older Reflow after its types changed.
            dependencies: ["Reflow", "ReflowPreviewBuild", "ReflowPreviewRuntime", "PreviewSymbols"]
        ),
        .testTarget(
            name: "ReflowX11Tests",
            dependencies: ["Reflow", "ReflowGallery", "ReflowText", "ReflowX11", "CX11", "ReflowPreviewHost", "reflow", "reflow-preview",
                           "ReflowTestSupport"],
            exclude: ["References"]
        ),
    ],
    swiftLanguageModes: [.v5]
)
