// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Reflow",
    products: [
        .library(name: "Reflow", targets: ["Reflow"]),
        .library(name: "ReflowGallery", targets: ["ReflowGallery"]),
        .executable(name: "reflow-bench", targets: ["ReflowBenchmarks"]),
    ],
    targets: [
        // The layout engine: SwiftUI's Layout protocol, containers, views and a display-free host.
        // It never imports X11; the viewer plugs into it through `TextMeasurer` and `DisplayList`.
        .target(name: "Reflow"),
        // Reusable demo layouts (the tutorials' seed layouts) and gallery scenes.
        .target(name: "ReflowGallery", dependencies: ["Reflow"]),
        .executableTarget(
            name: "ReflowBenchmarks",
            dependencies: ["Reflow", "ReflowGallery"],
            path: "Benchmarks/ReflowBenchmarks"
        ),
        .testTarget(name: "ReflowTests", dependencies: ["Reflow"]),
        .testTarget(name: "ReflowGalleryTests", dependencies: ["Reflow", "ReflowGallery"]),
    ],
    swiftLanguageModes: [.v5]
)
