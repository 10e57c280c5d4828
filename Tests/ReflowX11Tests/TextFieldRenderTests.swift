import Foundation
import ReflowTestSupport
import XCTest
@_spi(Viewer) @testable import Reflow
@testable import ReflowX11

/// Text fields measured and drawn with Xft, as in a window: the caret must land where the drawn text puts the
/// boundary, since both come from the one measurer.
final class TextFieldRenderTests: SharedConnectionTestCase {

    private struct Form: View {
        @State var name = ""
        @State var password = ""
        @State var notes = ""
        var body: some View {
            VStack(alignment: .leading, spacing: 12) {
                TextField("Name", text: $name).textFieldStyle(.roundedBorder).id("name")
                SecureField("Password", text: $password).textFieldStyle(.roundedBorder)
                TextField("Notes", text: $notes, axis: .vertical).lineLimit(2...4).textFieldStyle(.roundedBorder)
                    .id("notes")
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

    func testAFilledFormGrowsItsNotesFieldAndHighlightsTheSelection() throws {
        let measurer = XftTextMeasurer(connection: connection)
        let size = CGSize(width: 320, height: 240)
        let host = ViewHost(rootView: Form(), size: size, textMeasurer: measurer)
        let lineHeight = measurer.metrics(of: Font.body.resolved()).lineHeight
        XCTAssertEqual(host.frame(of: "notes")?.height ?? 0, 2 * lineHeight + 14, accuracy: 1e-9, "two lines reserved")
        host.press(.tab)
        host.type("Ada")
        host.press(.tab)
        host.type("secret")
        host.press(.tab)
        host.type("Layouts reflow as the window's edge is dragged.")
        host.press(.return)
        host.type("Three lines")
        // Shift-Left five times selects "lines".
        for _ in 0..<5 { _ = host.keyPressed(.leftArrow, characters: "", modifiers: .shift) }
        let notes = try XCTUnwrap(host.frame(of: "notes"))
        // The first paragraph wraps once in the field's 274 - 14 points (it is about 400 wide in DejaVu Sans
        // at 17), and the second is a line of its own: three lines, within the 2...4 range.
        XCTAssertEqual(notes.height, 3 * lineHeight + 14, accuracy: 1e-9)

        let buffer = BackBuffer(connection: connection, width: Int32(size.width), height: Int32(size.height))
        let renderer = Renderer(connection: connection, textDrawing: measurer)
        renderer.render(host.displayList, into: buffer, scale: 1)
        let image = buffer.readImage()
        if let path = ProcessInfo.processInfo.environment["REFLOW_TEXTFIELD_PNG"] {
            try FileOutput.write(try PNGEncoder.encode(image), to: path.replacingOccurrences(of: ".png", with: "-filled.png"))
        }
        // The selection: the accent blue at 25 % over white, (191, 222, 255), just right of where "Three "
        // ends on the third line, in the line's top pixels (above the letters: DejaVu's ascenders are about 13
        // of the ascent's 16 points).
        let start = measurer.width(of: "Three ", in: Font.body.resolved())
        let x = Int((notes.minX + 7 + start + 2).rounded(.down))
        let y = Int((notes.minY + 7 + 2 * lineHeight + 1).rounded(.up))
        let pixel = image.pixel(x: x, y: y)
        XCTAssertEqual(Int(pixel.red), 191, accuracy: 12, "\(pixel)")
        XCTAssertEqual(Int(pixel.blue), 255, accuracy: 12, "\(pixel)")
    }
}
