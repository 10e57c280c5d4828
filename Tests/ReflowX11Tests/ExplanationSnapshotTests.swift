import ReflowTestSupport
import XCTest
@_spi(Viewer) @testable import Reflow
@testable import ReflowX11
import ReflowGallery

/// `ContainerExplanationView` drawn over real scenes by the window's renderer, as the inspector will show it:
/// the scene recorded in a host measuring text with Xft (as `Snapshot` does), its innermost last stack or grid
/// explained, and the two drawn together. With REFLOW_EXPLANATION_SHOTS set to a folder, the pictures are
/// kept there to be looked at.
final class ExplanationSnapshotTests: XCTestCase {
    /// The last record, depth first, that has an explanation: the scene's own container rather than the
    /// gallery's stack of title and summary around it.
    private func explained(_ record: ViewRecord) -> ViewRecord? {
        for child in record.children.reversed() { if let found = explained(child) { return found } }
        return record.explanation != nil ? record : nil
    }

    /// Records `view` at `size`, and draws it with its container's explanation over it.
    private func shot<V: View>(_ name: String, _ view: V, _ size: CGSize) throws -> (RGBAImage, ViewRecord) {
        let connection = try XConnection(name: nil)
        let measurer = XftTextMeasurer(connection: connection)
        let host = ViewHost(rootView: view, size: size, textMeasurer: measurer,
                            imageProvider: ImageFiles.provider(scale: CGFloat(connection.scale)))
        let container = try XCTUnwrap(explained(try XCTUnwrap(host.recordNegotiation()).root), name)
        let picture = ZStack {
            view
            ContainerExplanationView(record: container)
        }
        let image = try Snapshot.image(of: picture, size: size)
        if let folder = ProcessInfo.processInfo.environment["REFLOW_EXPLANATION_SHOTS"] {
            try FileOutput.write(try PNGEncoder.encode(image), to: folder + "/" + name + ".png")
        }
        return (image, container)
    }

    /// Whether the pixel at (x, y) is within 40 levels of `color` in each channel (at a scale of 1).
    private func pixel(_ image: RGBAImage, _ x: CGFloat, _ y: CGFloat, isNear color: (Int, Int, Int)) -> Bool {
        let p = image.pixel(x: Int(x), y: Int(y))
        return abs(Int(p.red) - color.0) <= 40 && abs(Int(p.green) - color.1) <= 40 && abs(Int(p.blue) - color.2) <= 40
    }

    /// The stack of the explanation tests (a fixed 50, a flexible colour, a 20…100 frame of priority 1) in a
    /// window: each child's badge is drawn in its group's colour where the record put the child.
    func testAStacksBadgesAreDrawnInTheirGroupsColoursOverTheChildren() throws {
        try requireDisplay()
        let (image, stack) = try shot("stack-priorities", HStack(spacing: 10) {
            Color.gray.frame(width: 50)
            Color.gray.opacity(0.5)
            Color.gray.frame(minWidth: 20, maxWidth: 100).layoutPriority(1)
        }.frame(height: 120), CGSize(width: 480, height: 200))
        guard image.width == 480 else { throw XCTSkip("the display's scale is not 1") }
        let explanation = try XCTUnwrap(stack.explanation?.stack)
        // Orange (242, 140, 26) for group 0, cyan (38, 178, 217) for group 1: the top of each badge, 3 below
        // its edge, above the digit.
        let colours = [(242, 140, 26), (38, 178, 217)]
        for child in explanation.children {
            let frame = stack.children[child.child].frame
            XCTAssertTrue(pixel(image, frame.minX + 4 + 11, frame.minY + 4 + 3, isNear: colours[child.group ?? 0]),
                          "badge of child \(child.child): \(image.pixel(x: Int(frame.minX + 15), y: Int(frame.minY + 7)))")
        }
    }

    /// Pictures of the gallery's stack with a spacer, its VStack with a priority, its grid, and a lazy grid,
    /// each with a labelled band somewhere in its frame (the explanation was drawn, not left out).
    func testGalleryScenesAndALazyGridAreExplained() throws {
        try requireDisplay()
        let scenes: [(String, AnyView, CGSize)] = [
            ("hstack-spacer", AnyView(try XCTUnwrap(Gallery.scenes.first { $0.name == "hstack" }).view),
             CGSize(width: 640, height: 240)),
            ("vstack-priority", AnyView(try XCTUnwrap(Gallery.scenes.first { $0.name == "vstack" }).view),
             CGSize(width: 480, height: 360)),
            ("grid", AnyView(try XCTUnwrap(Gallery.scenes.first { $0.name == "grid" }).view),
             CGSize(width: 560, height: 360)),
            ("lazy-vgrid", AnyView(LazyVGrid(columns: [GridItem(.flexible(minimum: 50), spacing: 10),
                                                       GridItem(.adaptive(minimum: 40))], spacing: 12) {
                ForEach(0..<10, id: \.self) { i in Color.gray.opacity(0.6).frame(height: 30 + CGFloat(i % 3) * 10) }
            }.padding(.horizontal, 60)), CGSize(width: 560, height: 240)),
            ("vstack-spacer", AnyView(VStack {
                Text("Top").padding(8).frame(maxWidth: .infinity).background(Color.orange.opacity(0.3))
                Spacer()
                Text("Bottom").padding(8).frame(maxWidth: .infinity).background(Color.green.opacity(0.3))
            }.frame(width: 320).padding(.vertical, 40)), CGSize(width: 480, height: 360)),
        ]
        for (name, view, size) in scenes {
            let (image, container) = try shot(name, view, size)
            XCTAssertEqual(image.width, Int(size.width), name)
            XCTAssertNotNil(container.explanation, name)
        }
    }
}
