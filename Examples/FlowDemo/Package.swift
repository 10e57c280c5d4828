// swift-tools-version: 6.0
// An app of your own on Reflow: a custom Layout written as for SwiftUI, shown in an X11 window.
// Build and run from this folder: swift run
import PackageDescription

let package = Package(
    name: "FlowDemo",
    dependencies: [
        // In your own package: .package(url: "<where Reflow lives>", branch: "main")
        .package(name: "Reflow", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "FlowDemo",
            dependencies: [
                .product(name: "Reflow", package: "Reflow"),
                .product(name: "ReflowX11", package: "Reflow"),
            ]
        ),
    ]
)
