import Foundation
@_spi(Preview) import ReflowX11
@_spi(Viewer) import Reflow
import ReflowTestSupport
import XCTest

/// Zooming onto a view in a window (issue 31, item 2), read back from its pixels. 1 pt = 1 px.
final class ViewZoomWindowTests: XCTestCase {
    /// A 20-point red square in the middle of a blue 400 × 300 window (190..<210 across, 140..<160 down).
    /// Alt-click on it zooms 8 times (the most: 70 % of 400 over 20 is 14, 60 % of 300 over 20 is 9), its centre
    /// to (200, 135): red 120..<280 across the row at 100. The card lies over the bottom: dark at row 265.
    /// The same click zooms back; z zooms onto the view under the pointer, and Escape back.
    func testAltClickZoomsOntoAViewAndBack() throws {
        try requireDisplay()
        let window = ReflowWindow(title: "zoom test", size: CGSize(width: 400, height: 300)) {
            ZStack {
                Color(red: 0, green: 0, blue: 1)
                Color(red: 1, green: 0, blue: 0).frame(width: 20, height: 20)
            }
        }
        window.zoomsOntoViews = true
        nonisolated(unsafe) var seen: [String: String] = [:]
        nonisolated(unsafe) var zoomedName: String?
        try InProcessWindow.run(window) { id, probe in
            guard let id, let probe else { return }
            seen["before"] = pollUntil("blue 0..<190 red 190..<210 blue 210..<400", timeout: 10) { probe.row(150, of: id).runs }
            DispatchQueue.main.async {
                window.deliver(.pointerPressed(x: 200, y: 150, modifiers: [.option]))
                window.deliver(.pointerReleased(x: 200, y: 150, modifiers: [.option]))
                zoomedName = window.zoomedView?.view
            }
            seen["zoomed"] = pollUntil("blue 0..<120 red 120..<280 blue 280..<400", timeout: 10) {
                probe.row(100, of: id).runs
            }
            seen["card"] = probe.row(265, of: id).runs
            // A plain click while zoomed goes to no view, and does not zoom back.
            DispatchQueue.main.async { window.deliver(.pointerPressed(x: 10, y: 10, modifiers: [])) }
            usleep(200_000)
            seen["still"] = probe.row(100, of: id).runs
            DispatchQueue.main.async { window.deliver(.pointerPressed(x: 10, y: 10, modifiers: [.control])) }
            seen["after"] = pollUntil("blue 0..<190 red 190..<210 blue 210..<400", timeout: 10) { probe.row(150, of: id).runs }
            seen["card after"] = probe.row(265, of: id).runs
            // z zooms onto the view under the pointer, Escape back.
            DispatchQueue.main.async {
                window.deliver(.pointerMoved(x: 200, y: 150, modifiers: []))
                window.deliver(.key(WindowKey(name: "z", text: "z")))
            }
            seen["z"] = pollUntil("blue 0..<120 red 120..<280 blue 280..<400", timeout: 10) { probe.row(100, of: id).runs }
            DispatchQueue.main.async { window.deliver(.key(WindowKey(name: "Escape", text: "\u{1b}"))) }
            seen["Escape"] = pollUntil("blue 0..<190 red 190..<210 blue 210..<400", timeout: 10) { probe.row(150, of: id).runs }
        }
        XCTAssertEqual(seen["z"], "blue 0..<120 red 120..<280 blue 280..<400")
        XCTAssertEqual(seen["Escape"], "blue 0..<190 red 190..<210 blue 210..<400")
        XCTAssertEqual(seen["before"], "blue 0..<190 red 190..<210 blue 210..<400")
        XCTAssertEqual(zoomedName, "Color")
        XCTAssertEqual(seen["zoomed"], "blue 0..<120 red 120..<280 blue 280..<400")
        XCTAssertTrue(seen["card"]?.contains("dark") == true, seen["card"] ?? "")
        XCTAssertEqual(seen["still"], "blue 0..<120 red 120..<280 blue 280..<400")
        XCTAssertEqual(seen["after"], "blue 0..<190 red 190..<210 blue 210..<400")
        XCTAssertEqual(seen["card after"], "blue 0..<400")
    }
}
