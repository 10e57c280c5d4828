// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Reflow",
    products: [
        .library(name: "Reflow", targets: ["Reflow"]),
        .library(name: "ReflowGallery", targets: ["ReflowGallery"]),
        .library(name: "ReflowX11", targets: ["ReflowX11"]),
        .executable(name: "reflow", targets: ["reflow"]),
        .executable(name: "reflow-bench", targets: ["ReflowBenchmarks"]),
        .executable(name: "reflow-viewer-bench", targets: ["ViewerBenchmark"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // The layout engine: SwiftUI's Layout protocol, containers, views and a display-free host.
        // It never imports X11; the viewer plugs into it through `TextMeasurer` and `DisplayList`.
        .target(name: "Reflow", dependencies: ["CReflowSupport"]),
        // Memory prefetch hints for the layout pass, which Swift has no spelling for.
        .target(name: "CReflowSupport"),
        // Reusable demo layouts (the tutorials' seed layouts) and gallery scenes.
        .target(name: "ReflowGallery", dependencies: ["Reflow"]),
        // Xlib, Xrender and Xft; only ReflowX11 imports it.
        .systemLibrary(
            name: "CX11",
            pkgConfig: "xft",
            providers: [.apt(["libx11-dev", "libxft-dev"])]
        ),
        // The viewer: an X11 window that lays out a view at the window's size, Xft text, PNG snapshots.
        .target(name: "ReflowX11", dependencies: ["Reflow", "CX11"]),
        // The `reflow` command: the gallery window, scene listing and snapshots.
        .executableTarget(
            name: "reflow",
            dependencies: [
                "Reflow", "ReflowGallery", "ReflowX11",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "ReflowBenchmarks",
            dependencies: ["Reflow", "ReflowGallery", "ReflowX11"],
            path: "Benchmarks/ReflowBenchmarks"
        ),
        .executableTarget(name: "ViewerBenchmark", dependencies: ["CX11", "ReflowX11"], path: "Benchmarks/ViewerBenchmark"),
        .testTarget(name: "ReflowTests", dependencies: ["Reflow"]),
        .testTarget(name: "ReflowGalleryTests", dependencies: ["Reflow", "ReflowGallery"]),
        .testTarget(
            name: "ReflowX11Tests",
            dependencies: ["Reflow", "ReflowGallery", "ReflowX11", "CX11", "reflow"],
            exclude: ["References"]
        ),
    ],
    swiftLanguageModes: [.v5]
)
