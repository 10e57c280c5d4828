import Foundation
@testable import Reflow
import ReflowX11
import XCTest

/// SwiftUI's colour effects drawn: each a colour matrix over the view's pixels (SVG's `feColorMatrix`, whose
/// matrices give the expected colours below), the view's frame unchanged.
final class ColorEffectPixelTests: XCTestCase {
    /// The colour at the middle of a 40×40 square of `view`'s effect, centred in a 100×60 snapshot.
    private func centre<V: View>(_ view: V) throws -> (red: Int, green: Int, blue: Int) {
        let size = CGSize(width: 100, height: 60)
        let image = try Snapshot.image(of: view.frame(width: 40, height: 40), size: size)
        let scale = CGFloat(image.width) / size.width
        let pixel = image.pixel(x: Int(50 * scale), y: Int(30 * scale))
        return (Int(pixel.red), Int(pixel.green), Int(pixel.blue))
    }

    private func assertColour(_ found: (red: Int, green: Int, blue: Int), _ red: Double, _ green: Double, _ blue: Double,
                              file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(Double(found.red), red * 255, accuracy: 1.5, "red", file: file, line: line)
        XCTAssertEqual(Double(found.green), green * 255, accuracy: 1.5, "green", file: file, line: line)
        XCTAssertEqual(Double(found.blue), blue * 255, accuracy: 1.5, "blue", file: file, line: line)
    }

    func testHueRotationSaturationAndInversionFollowTheirMatrices() throws {
        // Pure red turned 180°: SVG's hueRotate with cos −1, sin 0 gives (0.213 − 0.787, 0.213 + 0.213, 0.426),
        // red clamped to 0.
        assertColour(try centre(Color(red: 1, green: 0, blue: 0).hueRotation(.degrees(180))), 0, 0.426, 0.426)
        // Saturation 0 is the luminance-weighted grey: red's weight, 0.213.
        assertColour(try centre(Color(red: 1, green: 0, blue: 0).saturation(0)), 0.213, 0.213, 0.213)
        assertColour(try centre(Color(red: 1, green: 0, blue: 0).grayscale(1)), 0.213, 0.213, 0.213)
        assertColour(try centre(Color(red: 0.2, green: 0.4, blue: 0.6).colorInvert()), 0.8, 0.6, 0.4)
        assertColour(try centre(Color(red: 0.2, green: 0.4, blue: 0.6).brightness(0.3)), 0.5, 0.7, 0.9)
        assertColour(try centre(Color(red: 0.2, green: 0.4, blue: 0.6).contrast(0)), 0.5, 0.5, 0.5)
        assertColour(try centre(Color.white.colorMultiply(Color(red: 0.5, green: 0.25, blue: 1))), 0.5, 0.25, 1)
        // No turn is no change.
        assertColour(try centre(Color(red: 0.2, green: 0.4, blue: 0.6).hueRotation(.zero)), 0.2, 0.4, 0.6)
    }

    func testTheEffectsDoNotChangeTheFrame() {
        let plain = ViewHost(rootView: Color.red.frame(width: 40, height: 40).id("c"), size: CGSize(width: 100, height: 60))
        let filtered = ViewHost(rootView: Color.red.frame(width: 40, height: 40).hueRotation(.degrees(90)).saturation(2).id("c"),
                                size: CGSize(width: 100, height: 60))
        XCTAssertEqual(filtered.frame(of: "c"), plain.frame(of: "c"))
    }
}
