import Foundation
import XCTest
@_spi(Viewer) @testable import Reflow
@testable import ReflowX11

/// Text fields measured and drawn with Xft, as in a window: the caret must land where the drawn text puts the
/// boundary, since both come from the one measurer.
final class TextFieldRenderTests: XCTestCase {
    private static let shared = Result { try XConnection() }
    private var connection: XConnection!

    override func setUpWithError() throws {
        do {
            connection = try Self.shared.get()
        } catch {
            throw XCTSkip("no X display: \(error)")
        }
    }

    private struct Form: View {
        @State var name = ""
        @State var password = ""
        @State var notes = ""
        var body: some View {
            VStack(alignment: .leading, spacing: 12) {
                TextField("Name", text: $name).textFieldStyle(.roundedBorder).id("name")
                SecureField("Password", text: $password).textFieldStyle(.roundedBorder)
                TextField("Notes", text: $notes, axis: .vertical).lineLimit(2...4).textFieldStyle(.roundedBorder)
                TextField("Plain", text: .constant(""))
            }
            .padding(16)
        }
    }

    func testTheCaretIsDrawnAfterTheMeasuredText() throws {
        let measurer = XftTextMeasurer(connection: connection)
        let size = CGSize(width: 320, height: 240)
        let host = ViewHost(rootView: Form(), size: size, textMeasurer: measurer)
        let field = try XCTUnwrap(host.frame(of: "name"))
        host.tap(at: CGPoint(x: field.minX + 10, y: field.midY))
        host.type("Ada")

        let buffer = BackBuffer(connection: connection, width: Int32(size.width), height: Int32(size.height))
        let renderer = Renderer(connection: connection, textDrawing: measurer)
        renderer.render(host.displayList, into: buffer, scale: 1)
        let image = buffer.readImage()
        if let path = ProcessInfo.processInfo.environment["REFLOW_TEXTFIELD_PNG"] {
            try FileOutput.write(try PNGEncoder.encode(image), to: path)
        }

        // The caret: 2 points of the accent blue (0, 122, 255), centred on the boundary after "Ada", which
        // sits the rounded border's 7-point inset plus the text's measured width from the field's edge.
        let width = measurer.width(of: "Ada", in: Font.body.resolved())
        let caretX = Int((field.minX + 7 + width).rounded(.down))
        let y = Int(field.midY)
        let pixel = image.pixel(x: caretX, y: y)
        XCTAssertLessThan(pixel.red, 80, "caret pixel at \(caretX), \(y): \(pixel)")
        XCTAssertGreaterThan(pixel.blue, 200, "caret pixel at \(caretX), \(y): \(pixel)")
        // Past the caret the field is white.
        let after = image.pixel(x: caretX + 6, y: y)
        XCTAssertGreaterThan(after.red, 240)
    }
}
