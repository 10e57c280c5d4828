import Foundation
@testable import Reflow
import ReflowX11
import XCTest

/// A frame does not clip: content drawn outside a view's frame shows, under every drawing effect that does not
/// clip by its nature, as in SwiftUI, where only `clipped()`, `clipShape` and masks cut drawing (issue 29). The
/// probe is a 6-point red stroke from (−30, 10) to (80, 40) in a 50×50 frame, so both of its ends lie outside
/// the frame; where they land under each effect follows from the effect's geometry alone.
final class UnclippedDrawingPixelTests: XCTestCase {
    private let frameSize: CGFloat = 50
    private let snapshot = CGSize(width: 200, height: 150)
    /// The frame's origin in the snapshot, which centres the 50×50 view.
    private var origin: CGPoint { CGPoint(x: (snapshot.width - frameSize) / 2, y: (snapshot.height - frameSize) / 2) }

    private var probe: some View {
        Path { path in
            path.move(to: CGPoint(x: -30, y: 10))
            path.addLine(to: CGPoint(x: 80, y: 40))
        }
        .stroke(Color(red: 1, green: 0, blue: 0), lineWidth: 6)
        .frame(width: frameSize, height: frameSize)
    }

    /// The stroke's centre line at `x` in the frame's own coordinates.
    private func lineY(atX x: CGFloat) -> CGFloat { 10 + 30 * (x + 30) / 110 }

    /// Whether the snapshot is red at `point` of the frame's coordinates.
    private func isRed(_ image: RGBAImage, at point: CGPoint) -> Bool {
        let scale = CGFloat(image.width) / snapshot.width
        let pixel = image.pixel(x: Int((origin.x + point.x) * scale), y: Int((origin.y + point.y) * scale))
        return pixel.red > 200 && pixel.green < 80 && pixel.blue < 80
    }

    /// Points on the stroke outside the frame, left and right of it, and their images under `map`.
    private func assertDrawnOutsideTheFrame<V: View>(_ view: V, mapping map: (CGPoint) -> CGPoint, _ effect: String,
                                                      file: StaticString = #filePath, line: UInt = #line) throws {
        let image = try Snapshot.image(of: view, size: snapshot)
        for x in [-22.0, -12.0, 62.0, 72.0] {
            let drawn = map(CGPoint(x: x, y: lineY(atX: x)))
            XCTAssertTrue(isRed(image, at: drawn), "\(effect): the stroke at x \(x) should be drawn at \(drawn)",
                          file: file, line: line)
        }
    }

    func testAStrokeBeyondItsFrameIsDrawnWhole() throws {
        try assertDrawnOutsideTheFrame(probe, mapping: { $0 }, "no effect")
    }

    /// A half turn about the frame's centre sends (x, y) to (50 − x, 50 − y); a 3-D half turn about the vertical
    /// axis mirrors x alone (the flat view stays in its plane, so perspective changes nothing); both together
    /// mirror y alone.
    func testUnderRotationAndThreeDimensionalRotationTheStrokeIsDrawnWhole() throws {
        let size = frameSize
        try assertDrawnOutsideTheFrame(probe.rotationEffect(.degrees(180)),
                                       mapping: { CGPoint(x: size - $0.x, y: size - $0.y) }, "rotationEffect")
        try assertDrawnOutsideTheFrame(probe.rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0)),
                                       mapping: { CGPoint(x: size - $0.x, y: $0.y) }, "rotation3DEffect")
        try assertDrawnOutsideTheFrame(probe.rotationEffect(.degrees(180))
                                           .rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0)),
                                       mapping: { CGPoint(x: $0.x, y: size - $0.y) }, "both")
    }

    /// Effects drawn through a layer of their own (opacity, a group, a colour matrix, a shadow, a scale) take the
    /// content's drawn bounds, not the frame's.
    func testUnderLayerEffectsTheStrokeIsDrawnWhole() throws {
        let size = frameSize
        try assertDrawnOutsideTheFrame(probe.opacity(0.99), mapping: { $0 }, "opacity")
        try assertDrawnOutsideTheFrame(probe.compositingGroup(), mapping: { $0 }, "compositingGroup")
        try assertDrawnOutsideTheFrame(probe.hueRotation(.zero), mapping: { $0 }, "hueRotation")
        try assertDrawnOutsideTheFrame(probe.grayscale(0), mapping: { $0 }, "grayscale")
        try assertDrawnOutsideTheFrame(probe.shadow(color: .clear, radius: 2), mapping: { $0 }, "shadow")
        try assertDrawnOutsideTheFrame(probe.blendMode(.multiply), mapping: { $0 }, "blendMode")
        // Scaled by −1 horizontally about the centre: the same mirror as the 3-D half turn.
        try assertDrawnOutsideTheFrame(probe.scaleEffect(x: -1, y: 1), mapping: { CGPoint(x: size - $0.x, y: $0.y) },
                                       "scaleEffect")
        try assertDrawnOutsideTheFrame(probe.rotationEffect(.degrees(180)).opacity(0.99).compositingGroup(),
                                       mapping: { CGPoint(x: size - $0.x, y: size - $0.y) }, "rotation in a group")
    }
}
