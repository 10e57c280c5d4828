import Foundation
@_spi(Preview) import ReflowX11
@testable import Reflow
import ReflowTestSupport
import XCTest

/// A user's clicks, drags and keys (XTest events from xdotool) reaching the views of a `ReflowWindow`, seen in
/// the window's pixels. The window is 300×200 points and 1 pt = 1 px (Xft.dpi is unset); every expected frame
/// comes from centring in it.
final class WindowInteractionTests: XCTestCase {
    /// A 100-point square, blue, that turns red when tapped and blue again on the next tap.
    struct TapSquare: View {
        @State private var isOn = false
        var body: some View {
            Rectangle()
                .fill(isOn ? Color(red: 1, green: 0, blue: 0) : Color(red: 0, green: 0, blue: 1))
                .frame(width: 100, height: 100)
                .onTapGesture { isOn.toggle() }
        }
    }

    /// What the row through the square's middle shows: (300 − 100) / 2 = 100, so 100..<200.
    private static func squareRow(_ paint: String) -> String { "\(paint) 100..<200" }

    /// Clicks (press and release through XTest) at (`x`, `y`) and waits up to 2 s for the square's row to show
    /// `expected`; what it showed.
    ///
    /// In a full test run (never alone, nor with the whole ReflowX11Tests target) a fresh window's first clicks
    /// are sometimes lost: on CI about one run in six before issue 32, and two full runs of three after it, the
    /// first two clicks changed nothing and the third worked. Lost, not late: no later toggle came. Until the
    /// cause is found, a click that shows nothing in 2 s is sent again, up to three more times, and each retry is
    /// printed with what is under the pointer and which windows are mapped, so that the log says who took it.
    /// A tap that never works still fails the test.
    private static func click(_ x: Int, _ y: Int, in id: UInt, probe: XProbe, until expected: String) -> String {
        var seen = ""
        for attempt in 0..<4 {
            if attempt > 0 {
                print("WindowInteractionTests: a click at (\(x), \(y)) showed \(seen) after 2 s, not \(expected); "
                      + "clicking again; under the pointer: "
                      + xdotoolOutput("getmouselocation", "--shell").replacingOccurrences(of: "\n", with: " ")
                      + "; windows: " + xdotoolOutput("search", "--onlyvisible", "--name", ".").split(separator: "\n").map {
                          "\($0) (pid \(xdotoolOutput("getwindowpid", String($0)).trimmingCharacters(in: .whitespacesAndNewlines)))"
                      }.joined(separator: ", ") + "; the test's window \(id)")
            }
            movePointer(to: x, y, in: id)
            xdotool("click", "1")
            seen = pollUntil(expected, timeout: 2) { probe.row(100, of: id).runs }
            if seen == expected { return seen }
        }
        return seen
    }

    /// A click on the square changes its colour; a click beside it changes nothing; a second click on it
    /// changes it back.
    func testAClickOnATappableViewChangesItsPixels() throws {
        try requireXdotool()
        let window = ReflowWindow(title: "tap test", size: CGSize(width: 300, height: 200)) { TapSquare() }
        nonisolated(unsafe) var results: [String] = []
        try InProcessWindow.run(window) { id, probe in
            guard let id, let probe else { return }
            results.append(pollUntil(Self.squareRow("blue"), timeout: 10) { probe.row(100, of: id).runs })
            results.append(Self.click(150, 100, in: id, probe: probe, until: Self.squareRow("red")))
            // Beside the square (at 20, 20) nothing is tappable.
            movePointer(to: 20, 20, in: id)
            xdotool("click", "1")
            usleep(300_000)
            results.append(probe.row(100, of: id).runs)
            results.append(Self.click(150, 100, in: id, probe: probe, until: Self.squareRow("blue")))
        }
        XCTAssertEqual(results, [Self.squareRow("blue"), Self.squareRow("red"), Self.squareRow("red"),
                                 Self.squareRow("blue")])
    }

    /// The time from a click to the frame that shows it, measured as `PreviewInputTests` measures it through
    /// the preview process, in a window of the preview's default size (800×600; the square's row is 300 and
    /// its run 350..<450): the release is sent straight from the probe (XSendEvent, then XSync: the server
    /// has queued it when the clock starts) and the probe reads the pixels until they change.
    func testClickToFrameLatency() throws {
        try requireXdotool()
        let window = ReflowWindow(title: "latency test", size: CGSize(width: 800, height: 600)) { TapSquare() }
        nonisolated(unsafe) var times: [Double] = []
        nonisolated(unsafe) var seen: [String] = []
        try InProcessWindow.run(window) { id, probe in
            guard let id, let probe else { return }
            seen.append(pollUntil("blue 350..<450", timeout: 10) { probe.row(300, of: id).runs })
            for round in 0..<8 {
                probe.sendButton(press: true, x: 400, y: 300, to: id)
                let clock = Stopwatch()
                probe.sendButton(press: false, x: 400, y: 300, to: id)
                let expected = round % 2 == 0 ? "red 350..<450" : "blue 350..<450"
                let row = pollUntil(expected, timeout: 5, poll: 0.0001) { probe.row(300, of: id).runs }
                times.append(clock.seconds)
                seen.append(row)
                // Past the double-tap interval, so that every click is a first tap.
                usleep(450_000)
            }
        }
        XCTAssertEqual(seen, ["blue 350..<450"] + (0..<8).map { $0 % 2 == 0 ? "red 350..<450" : "blue 350..<450" })
        let sorted = times.sorted()
        print(String(format: "click to frame in a window: median %.2f ms, max %.2f ms over %d clicks",
                     sorted[sorted.count / 2] * 1000, sorted.last! * 1000, sorted.count))
        // A frame is 17 ms at 60 Hz; a click is shown at once, not at the next animation frame, and within
        // three frames even on a busy machine.
        XCTAssertLessThan(sorted[sorted.count / 2], 0.05)
    }

    /// A drag follows the pointer: a 50-point square, centred at first ((300 − 50) / 2 = 125, so 125..<175
    /// across and 75..<125 down), offset by the drag's translation. Dragging from (150, 100) to (190, 130)
    /// moves it 40 right and 30 down: 165..<215 across, 105..<155 down.
    func testADragMovesAView() throws {
        try requireXdotool()
        struct DragSquare: View {
            @State private var offset = CGSize.zero
            var body: some View {
                Rectangle()
                    .fill(Color(red: 0, green: 0, blue: 1))
                    .frame(width: 50, height: 50)
                    .offset(offset)
                    .modifier(FollowsDrag(offset: $offset))
            }
        }
        let window = ReflowWindow(title: "drag test", size: CGSize(width: 300, height: 200)) { DragSquare() }
        nonisolated(unsafe) var before = "", after = ""
        try InProcessWindow.run(window) { id, probe in
            guard let id, let probe else { return }
            before = pollUntil("blue 125..<175 | blue 75..<125", timeout: 10) {
                probe.row(100, of: id).runs + " | " + probe.column(150, of: id).runs
            }
            movePointer(to: 150, 100, in: id)
            xdotool("mousedown", "1")
            xdotool("mousemove", "--sync", "--window", String(id), "170", "115")
            xdotool("mousemove", "--sync", "--window", String(id), "190", "130")
            xdotool("mouseup", "1")
            after = pollUntil("blue 165..<215 | blue 105..<155", timeout: 10) {
                probe.row(130, of: id).runs + " | " + probe.column(190, of: id).runs
            }
        }
        XCTAssertEqual(before, "blue 125..<175 | blue 75..<125")
        XCTAssertEqual(after, "blue 165..<215 | blue 105..<155")
    }

    /// Keys typed go to the views first: a view's `.onKeyPress` takes "r" and "b" (the square turns red, then
    /// blue) and they never reach `onKey`; "x", which it ignores, and Right, which it does not hear, do.
    func testTypedKeysReachTheViewsFirstAndUntakenOnesTheWindow() throws {
        try requireXdotool()
        struct KeySquare: View {
            @State private var isRed = false
            var body: some View {
                Rectangle()
                    .fill(isRed ? Color(red: 1, green: 0, blue: 0) : Color(red: 0, green: 0, blue: 1))
                    .frame(width: 100, height: 100)
                    .onKeyPress(characters: .letters) { press in
                        switch press.characters {
                        case "r": isRed = true
                        case "b": isRed = false
                        default: return .ignored
                        }
                        return .handled
                    }
            }
        }
        let window = ReflowWindow(title: "key test", size: CGSize(width: 300, height: 200)) { KeySquare() }
        nonisolated(unsafe) var keys: [String] = []
        window.onKey = { keys.append($0.name) }
        nonisolated(unsafe) var seen: [String] = []
        try InProcessWindow.run(window) { id, probe in
            guard let id, let probe else { return }
            seen.append(pollUntil(Self.squareRow("blue"), timeout: 10) { probe.row(100, of: id).runs })
            // Without a window manager X's focus follows the pointer.
            movePointer(to: 10, 10, in: id)
            xdotool("key", "r")
            seen.append(pollUntil(Self.squareRow("red"), timeout: 5) { probe.row(100, of: id).runs })
            xdotool("key", "x", "Right", "b")
            seen.append(pollUntil(Self.squareRow("blue"), timeout: 5) { probe.row(100, of: id).runs })
            usleep(100_000)
        }
        XCTAssertEqual(seen, [Self.squareRow("blue"), Self.squareRow("red"), Self.squareRow("blue")])
        XCTAssertEqual(keys, ["x", "Right"])
    }

    /// A presenter with a keyboard alone: Tab focuses the window's one button and Space presses it. The
    /// button turns the square below it red; neither key reaches the window's own keys.
    func testTabThenSpacePressesAButton() throws {
        try requireXdotool()
        struct ButtonSquare: View {
            @State private var isRed = false
            var body: some View {
                VStack(spacing: 0) {
                    Rectangle()
                        .fill(isRed ? Color(red: 1, green: 0, blue: 0) : Color(red: 0, green: 0, blue: 1))
                        .frame(width: 100, height: 100)
                    Button("Red") { isRed = true }
                }
                // The stack (the square over the button's one line of text, about 20 points) is centred in the
                // 200-point window: the square spans about y 40…140, so row 50 crosses it, x 100..<200.
            }
        }
        let window = ReflowWindow(title: "button key test", size: CGSize(width: 300, height: 200)) { ButtonSquare() }
        nonisolated(unsafe) var keys: [String] = []
        window.onKey = { keys.append($0.name) }
        nonisolated(unsafe) var seen: [String] = []
        try InProcessWindow.run(window) { id, probe in
            guard let id, let probe else { return }
            seen.append(pollUntil(Self.squareRow("blue"), timeout: 10) { probe.row(50, of: id).runs })
            // Without a window manager X's focus follows the pointer.
            movePointer(to: 10, 10, in: id)
            let beforeTab = probe.pixels(of: id).rgb
            xdotool("key", "Tab")
            // Space presses the control that has the focus: it waits for Tab's focus ring round the button.
            _ = pollUntil(true, timeout: 5) { probe.pixels(of: id).rgb != beforeTab }
            xdotool("key", "space")
            seen.append(pollUntil(Self.squareRow("red"), timeout: 5) { probe.row(50, of: id).runs })
            usleep(100_000)
        }
        XCTAssertEqual(seen, [Self.squareRow("blue"), Self.squareRow("red")])
        XCTAssertEqual(keys, [], "Tab and Space were taken by the views")
    }
}

/// Follows a drag with `offset` (the pointer's translation from where the press began), standing in for
/// `DragGesture().onChanged` until the engine has it: a handler that recognises the press as soon as it moves.
private struct FollowsDrag: ViewModifier {
    @Binding var offset: CGSize

    final class Handler: PointerHandler {
        var onChanged: (CGSize) -> Void = { _ in }
        override func moved(_ sample: PointerSample) -> PointerVerdict {
            onChanged(sample.translation)
            return .recognized
        }
        override func ended(_ sample: PointerSample) -> PointerVerdict {
            onChanged(sample.translation)
            return .recognized
        }
    }

    func body(content: Content) -> some View {
        InputModifierView(content: content) { input, _ in
            input.handler(Handler.self, make: Handler.init) { handler in
                handler.onChanged = { offset = $0 }
            }
        }
    }
}
