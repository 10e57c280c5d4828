import ReflowTestSupport
import XCTest
@testable import ReflowX11
@_spi(Viewer) import Reflow

/// Controls drawn by the window's renderer after input: an open menu covers the views under its list, and the
/// focus ring shows round the control Tab reached. Set REFLOW_CONTROL_SHOTS to a folder to keep the pictures.
final class ControlDrawingTests: XCTestCase {
    private struct Demo: View {
        @State var on = true
        @State var value = 0.4
        @State var choice = 1
        var body: some View {
            VStack(spacing: 12) {
                HStack {
                    Menu("Menu") {
                        Button("First") {}
                        Button("Delete", role: .destructive) {}
                    }.id("menu")
                    Spacer()
                    Button("Bordered") {}.buttonStyle(.bordered)
                    Button("Prominent") {}.buttonStyle(.borderedProminent)
                }
                Toggle("Switch", isOn: $on)
                Stepper("Stepper", value: $value, in: 0...1, step: 0.1)
                Slider(value: $value)
                Picker("Choice", selection: $choice) {
                    Text("One").tag(0)
                    Text("Two").tag(1)
                    Text("Three").tag(2)
                }.pickerStyle(.segmented)
                ProgressView(value: value)
                Color.gray.opacity(0.3).frame(height: 60)
            }
            .padding(16)
        }
    }

    private func render(_ host: ViewHost, _ connection: XConnection, _ measurer: XftTextMeasurer,
                        name: String) -> RGBAImage {
        let scale = connection.scale
        let buffer = BackBuffer(connection: connection, width: Int32((Double(host.size.width) * scale).rounded()),
                                height: Int32((Double(host.size.height) * scale).rounded()))
        Renderer(connection: connection, textDrawing: measurer).render(host.displayList, into: buffer, scale: scale)
        let image = buffer.readImage()
        if let folder = ProcessInfo.processInfo.environment["REFLOW_CONTROL_SHOTS"],
           let bytes = try? PNGEncoder.encode(image) {
            try? FileOutput.write(bytes, to: folder + "/\(name).png")
        }
        return image
    }

    /// The share of the pixels of a region (in points) that differ between two pictures by more than 4 levels.
    private func share(differing a: RGBAImage, _ b: RGBAImage, x: ClosedRange<Double>, y: ClosedRange<Double>,
                       scale: Double) -> Double {
        var differing = 0, total = 0
        for py in Int(y.lowerBound * scale)..<Int(y.upperBound * scale) {
            for px in Int(x.lowerBound * scale)..<Int(x.upperBound * scale) {
                let i = (py * a.width + px) * 4
                total += 1
                if (0..<3).contains(where: { abs(Int(a.pixels[i + $0]) - Int(b.pixels[i + $0])) > 4 }) { differing += 1 }
            }
        }
        return total == 0 ? 0 : Double(differing) / Double(total)
    }

    func testAnOpenMenuAndTheFocusRingAreDrawnOverTheViews() throws {
        try requireDisplay()
        let connection = try XConnection(name: nil)
        let measurer = XftTextMeasurer(connection: connection)
        let host = ViewHost(rootView: Demo(), size: CGSize(width: 420, height: 400), textMeasurer: measurer)
        let scale = connection.scale
        let closed = render(host, connection, measurer, name: "controls")
        // A press on the menu's button opens the list below it.
        let menu = try XCTUnwrap(host.frame(of: "menu"))
        host.tap(at: CGPoint(x: menu.midX, y: menu.midY))
        let open = render(host, connection, measurer, name: "controls-menu")
        // The list is 250 wide from x 16 (the button's leading edge), hanging below the first row over the
        // switch's and the stepper's labels: the window's white there becomes the list's light grey (247) in
        // most of the region x 30…250 from 20 to 80 points below the button.
        XCTAssertGreaterThan(share(differing: closed, open, x: 30...250, y: (menu.maxY + 20)...(menu.maxY + 80), scale: scale), 0.5,
                             "the list is drawn over the views")
        // A press outside closes it: the picture is the closed one again.
        host.tap(at: CGPoint(x: 400, y: 390))
        let reclosed = render(host, connection, measurer, name: "controls-closed")
        XCTAssertEqual(share(differing: closed, reclosed, x: 30...250, y: (menu.maxY + 20)...(menu.maxY + 80), scale: scale), 0)
        // Tab focuses the first control (the menu's button): a ring round it.
        host.press(.tab)
        host.press(.tab)
        _ = render(host, connection, measurer, name: "controls-focus")
        guard case .stroke = host.displayList.items.last else { return XCTFail("no focus ring") }
    }
}
