import Foundation
@testable import ReflowX11
import ReflowTestSupport
import XCTest

/// A preview file that uses Combine and Observation as SwiftUI files do (`import Combine`, `ObservableObject`,
/// `@Published`, `@StateObject`, `@Observable`, `.task`, `.onAppear`) compiles in a preview build and shows the
/// state its lifecycle actions set (state rules §3–§5).
final class PreviewStateTests: XCTestCase {
    func testCombineAndObservationInAPreview() throws {
        try requireDisplay()
        let folder = try PreviewFolder()
        try folder.write("""
            import SwiftUI
            import Combine
            import Observation

            final class Settings: ObservableObject {
                @Published var spacing: CGFloat = 40
            }

            @Observable final class Model {
                var width: CGFloat = 120
            }

            struct Demo: View {
                @StateObject private var settings = Settings()
                @State private var model = Model()

                var body: some View {
                    HStack(spacing: settings.spacing) {
                        Color(red: 1, green: 0, blue: 0).frame(width: model.width, height: 60)
                        Color(red: 0, green: 0, blue: 1).frame(width: 60, height: 60)
                    }
                    .task { model.width = 160 }
                    .onAppear { settings.spacing = 20 }
                }
            }

            #Preview("Demo") { Demo() }
            """, to: "Demo.swift")
        let picture = folder.path + "/demo.png"
        let viewer = try ViewerProcess(["preview", folder.file("Demo.swift"), "--snapshot", picture, "--size", "400x200"],
                                       environment: folder.environment)
        XCTAssertEqual(viewer.waitForExit(timeout: 120), 0, viewer.standardError)
        let image = try PNGDecoder.decode(Array(try Data(contentsOf: URL(fileURLWithPath: picture))))
        // The task set the red width to 160 and the appear action the spacing to 20: 160 + 20 + 60 = 240 wide,
        // centred in 400: red 80..<240, blue 260..<320, on the row y = 100.
        var runs: [String] = []
        var last: (Int, Int, Int)?
        var start = 0
        for x in 0...400 {
            let colour: (Int, Int, Int)? = x < 400 ? {
                let pixel = image.pixel(x: x, y: 100)
                return (Int(pixel.red), Int(pixel.green), Int(pixel.blue))
            }() : nil
            if colour.map({ [$0.0, $0.1, $0.2] }) != last.map({ [$0.0, $0.1, $0.2] }) {
                if let last, last != (255, 255, 255) { runs.append("\(last == (255, 0, 0) ? "red" : last == (0, 0, 255) ? "blue" : "other") \(start)..<\(x)") }
                last = colour
                start = x
            }
        }
        XCTAssertEqual(runs, ["red 80..<240", "blue 260..<320"])
    }

    /// On Apple platforms `import Foundation` brings Combine along, and `import CoreGraphics` and `import
    /// CoreFoundation` the CG geometry: a view model file and helper files that import only those compile
    /// unchanged beside the view (issue 29).
    func testFilesImportingOnlyFoundationCoreGraphicsOrCoreFoundationCompile() throws {
        try requireDisplay()
        let folder = try PreviewFolder()
        try folder.write("""
            import Foundation

            final class Model: ObservableObject {
                @Published var width: CGFloat = 150
                // Core Graphics comes with Foundation on Apple platforms.
                let push = CGVector(dx: 0, dy: 1)
            }
            """, to: "Model.swift")
        try folder.write("""
            import CoreGraphics

            func inset(_ rect: CGRect) -> CGRect { rect.insetBy(dx: 10, dy: 10) }
            let mirror = CGAffineTransform(scaleX: -1, y: 1)
            """, to: "Geometry.swift")
        try folder.write("""
            import CoreFoundation

            func unitSquare() -> CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }
            """, to: "Unit.swift")
        try folder.write("""
            import SwiftUI

            struct Bar: View {
                @StateObject private var model = Model()
                var body: some View {
                    Color(red: 1, green: 0, blue: 0)
                        .frame(width: inset(CGRect(x: 0, y: 0, width: model.width, height: 80)).width * abs(mirror.a)
                               * model.push.dy
                               * unitSquare().width,
                               height: 60)
                }
            }

            #Preview("Bar") { Bar() }
            """, to: "Bar.swift")
        let picture = folder.path + "/bar.png"
        let viewer = try ViewerProcess(["preview", folder.file("Bar.swift"), folder.file("Model.swift"),
                                        folder.file("Geometry.swift"), folder.file("Unit.swift"), "--snapshot", picture,
                                        "--size", "400x200"],
                                       environment: folder.environment)
        XCTAssertEqual(viewer.waitForExit(timeout: 120), 0, viewer.standardError)
        let image = try PNGDecoder.decode(Array(try Data(contentsOf: URL(fileURLWithPath: picture))))
        // 150 − 2 × 10 = 130 wide, centred in 400: red from 135 to 265.
        let red = (0..<400).filter { image.pixel(x: $0, y: 100).red == 255 && image.pixel(x: $0, y: 100).green == 0 }
        XCTAssertEqual(red.first, 135)
        XCTAssertEqual(red.last, 264)
    }
}
