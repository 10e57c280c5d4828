import CX11
import Foundation
import ReflowTestSupport
import XCTest

/// Clicks and keys in `reflow preview`: the window belongs to `reflow preview`, the views to the preview
/// process drawing into it, which gets the window's input passed on. The preview is 800×600 points by default
/// and 1 pt = 1 px (Xft.dpi is unset).
final class PreviewInputTests: PreviewWindowTestCase {
    override func setUpWithError() throws {
        try requireXdotool()
        try super.setUpWithError()
    }

    /// A 100-point square, blue, green while the pointer is over it, that a tap turns red and a tap again
    /// blue (or green); the q key, which it takes, does the same. Centred in 800×600: (800 − 100) / 2 = 350,
    /// so 350..<450 on the row through its middle (300).
    private static let source = """
        import SwiftUI

        struct TapSquare: View {
            @State private var isOn = false
            @State private var isHovered = false
            var body: some View {
                Rectangle()
                    .fill(isOn ? Color(red: 1, green: 0, blue: 0)
                          : isHovered ? Color(red: 0, green: 1, blue: 0) : Color(red: 0, green: 0, blue: 1))
                    .frame(width: 100, height: 100)
                    .onTapGesture { isOn.toggle() }
                    .onHover { isHovered = $0 }
                    .onKeyPress("q") {
                        isOn.toggle()
                        return .handled
                    }
            }
        }

        #Preview("Tap") { TapSquare() }

        """

    private static func square(_ paint: String) -> String { "\(paint) 350..<450" }

    /// Starts `reflow preview` on the square with the pointer at (`x`, `y`) on the screen (the window opens at
    /// its corner, 800×600; by default the pointer is outside it).
    private func launch(pointerAt x: Int = 900, _ y: Int = 900) throws -> (ViewerProcess, UInt) {
        try folder.write(Self.source, to: "Tap.swift")
        xdotool("mousemove", String(x), String(y))
        let viewer = try ViewerProcess(["preview", folder.file("Tap.swift")], environment: folder.environment)
        return (viewer, try probe.window(of: viewer))
    }

    private func middleRow(_ window: UInt) -> String { probe.row(300, of: window).runs }

    /// A click reaches the preview's views and changes their pixels, as in a window of its own; a click
    /// beside the square changes nothing. A key the preview's views take (q) is theirs, and does not quit; keys
    /// they do not take are the preview window's own: the period blanks the screen, Escape quits.
    func testClicksReachThePreviewsViewsAndUntakenKeysThePreviewsOwnKeys() throws {
        let (viewer, window) = try launch()
        XCTAssertEqual(pollUntil(Self.square("blue"), timeout: 60) { middleRow(window) }, Self.square("blue"),
                       "stderr: \(viewer.standardError)")
        movePointer(to: 400, 300, in: window)
        XCTAssertEqual(pollUntil(Self.square("green"), timeout: 5) { middleRow(window) }, Self.square("green"))
        xdotool("click", "1")
        XCTAssertEqual(pollUntil(Self.square("red"), timeout: 5) { middleRow(window) }, Self.square("red"))
        // Beside the square nothing is tappable.
        movePointer(to: 20, 20, in: window)
        xdotool("click", "1")
        usleep(400_000)
        XCTAssertEqual(middleRow(window), Self.square("red"))

        xdotool("key", "q")
        XCTAssertEqual(pollUntil(Self.square("blue"), timeout: 5) { middleRow(window) }, Self.square("blue"))
        XCTAssertNil(viewer.waitForExit(timeout: 0.5), "q was the view's: reflow preview runs on")

        // A blanked screen (the period key, which no view takes) shows nothing to click: a click on it, where
        // the square is, does nothing, and the square is blue when the screen comes back.
        xdotool("key", "period")
        XCTAssertEqual(pollUntil("dark 0..<800", timeout: 5) { middleRow(window) }, "dark 0..<800")
        movePointer(to: 400, 300, in: window)
        xdotool("click", "1")
        usleep(300_000)
        xdotool("key", "period")
        XCTAssertEqual(pollUntil(Self.square("blue"), timeout: 5) { middleRow(window) }, Self.square("blue"))
        usleep(300_000)
        XCTAssertEqual(middleRow(window), Self.square("blue"))
        xdotool("key", "Escape")
        XCTAssertEqual(viewer.waitForExit(timeout: 10), 0, "Escape, which no view took, quits")
    }

    /// The time from a click to the frame that shows it, through both processes: the release is sent to the
    /// window straight from the probe (XSendEvent, then XSync: the server has queued it when the clock
    /// starts), and the probe reads the pixels until they change. Printed for the report; it must be within a
    /// few frames.
    func testClickToFrameLatencyThroughThePreviewProcess() throws {
        let (viewer, window) = try launch()
        XCTAssertEqual(pollUntil(Self.square("blue"), timeout: 60) { middleRow(window) }, Self.square("blue"),
                       "stderr: \(viewer.standardError)")
        var times: [Double] = []
        for round in 0..<8 {
            probe.sendButton(press: true, x: 400, y: 300, to: window)
            let clock = Stopwatch()
            probe.sendButton(press: false, x: 400, y: 300, to: window)
            let expected = Self.square(round % 2 == 0 ? "red" : "blue")
            let seen = pollUntil(expected, timeout: 5, poll: 0.0001) { middleRow(window) }
            times.append(clock.seconds)
            XCTAssertEqual(seen, expected, "round \(round)")
            // Past the double-tap interval, so that every click is a first tap.
            usleep(450_000)
        }
        let sorted = times.sorted()
        print(String(format: "click to frame in reflow preview: median %.2f ms, max %.2f ms over %d clicks",
                     sorted[sorted.count / 2] * 1000, sorted.last! * 1000, sorted.count))
        XCTAssertLessThan(sorted[sorted.count / 2], 0.05)
        probe.press("Escape", in: window)
        XCTAssertEqual(viewer.waitForExit(timeout: 10), 0)
    }

    /// A preview process that takes over the window is told where the pointer is: the square under a pointer
    /// that has not moved is hovered (green) in the first preview process, and in the one a save starts, which
    /// draws it 120 points wide: (800 − 120) / 2 = 340, so 340..<460.
    func testAPreviewThatTakesOverSeesThePointerWhereItIs() throws {
        let (viewer, window) = try launch(pointerAt: 400, 300)
        XCTAssertEqual(pollUntil(Self.square("green"), timeout: 60) { middleRow(window) }, Self.square("green"),
                       "stderr: \(viewer.standardError)")
        try folder.write(Self.source.replacingOccurrences(of: "width: 100", with: "width: 120"), to: "Tap.swift")
        XCTAssertEqual(pollUntil("green 340..<460", timeout: 60) { middleRow(window) }, "green 340..<460",
                       "stderr: \(viewer.standardError)")
        xdotool("key", "Escape")
        XCTAssertEqual(viewer.waitForExit(timeout: 10), 0)
    }

    /// A tap whose action never returns is stopped as a hung frame is (the watchdog times gestures' actions
    /// too), and a key pressed meanwhile, which the hung process never answers, is the window's own once the
    /// process is gone: q still quits.
    func testAKeyPressedWhileAnActionHangsStillQuits() throws {
        let hanging = Self.source.replacingOccurrences(of: ".onTapGesture { isOn.toggle() }",
                                                       with: ".onTapGesture { while !isOn { usleep(1000) } }")
        XCTAssertNotEqual(hanging, Self.source)
        try folder.write(hanging, to: "Tap.swift")
        xdotool("mousemove", "900", "900")
        let viewer = try ViewerProcess(["preview", folder.file("Tap.swift")], environment: folder.environment)
        let window = try probe.window(of: viewer)
        XCTAssertEqual(pollUntil(Self.square("blue"), timeout: 60) { middleRow(window) }, Self.square("blue"),
                       "stderr: \(viewer.standardError)")
        movePointer(to: 400, 300, in: window)
        xdotool("click", "1")
        usleep(300_000)
        xdotool("key", "q")
        XCTAssertNil(viewer.waitForExit(timeout: 1), "the preview hangs; q waits for its answer")
        // The watchdog stops the preview after 4 s; then q is the window's.
        XCTAssertEqual(viewer.waitForExit(timeout: 15), 0, "stderr: \(viewer.standardError)")
        XCTAssertTrue(viewer.standardError.contains("did not finish a frame"), viewer.standardError)
    }
}

extension XProbe {
    /// Sends a press or release of button 1 at (`x`, `y`) to the window, and waits until the server has queued
    /// it for the window's owner.
    func sendButton(press: Bool, x: Int32, y: Int32, to window: UInt) {
        var event = XEvent()
        event.xbutton.type = press ? ButtonPress : ButtonRelease
        event.xbutton.display = display
        event.xbutton.window = window
        event.xbutton.root = root
        event.xbutton.x = x
        event.xbutton.y = y
        event.xbutton.button = UInt32(Button1)
        event.xbutton.state = press ? 0 : UInt32(Button1Mask)
        event.xbutton.same_screen = 1
        XSendEvent(display, window, 1, press ? ButtonPressMask : ButtonReleaseMask, &event)
        XSync(display, 0)
    }
}
