import Foundation
@_spi(Preview) import ReflowX11
import Reflow
import ReflowTestSupport
import XCTest

/// What a user's pointer and keyboard do in a `ReflowWindow` (XTest events from xdotool, as real hardware
/// makes them) and what the window makes of them: `WindowInput` in the window's pixels, keys named as SwiftUI
/// names them, and keys no view takes handed to `onKey`.
final class WindowInputTests: XCTestCase {
    /// Thread-safe record of what the window saw, read once it has closed.
    private final class Record: @unchecked Sendable {
        private let lock = NSLock()
        private var items: [WindowInput] = []
        func append(_ input: WindowInput) { lock.lock(); items.append(input); lock.unlock() }
        var inputs: [WindowInput] { lock.lock(); defer { lock.unlock() }; return items }
    }

    /// Waits (up to 5 s) until the window has taken the events sent so far, which `last` ends: xdotool's
    /// requests and the window's reading of them are on different connections. Nil once it has, else what it
    /// saw last, for the test's thread to report (the driver's must not record failures).
    private static func settle(_ record: Record, until last: WindowInput) -> String? {
        pollUntil(true, timeout: 5, poll: 0.01) { record.inputs.last == last }
            ? nil : "waited for \(last), the last input was \(String(describing: record.inputs.last))"
    }

    /// Moves, clicks, drags (inside and out of the window), and wheel notches with and without Shift, in a
    /// window of 300×200 points at the screen's corner (1 pt = 1 px: Xft.dpi is unset).
    func testPointerEventsArriveInWindowPixels() throws {
        try requireXdotool()
        let record = Record()
        let window = ReflowWindow(title: "input test", size: CGSize(width: 300, height: 200)) { Color.white }
        window.onInput = { input in
            if case .key = input { return true }
            record.append(input)
            return true
        }
        nonisolated(unsafe) var found: UInt?
        nonisolated(unsafe) var missed: [String] = []
        // The pointer starts outside the window, which opens at the screen's corner (the screen is 1280 wide).
        xdotool("mousemove", "700", "700")
        try InProcessWindow.run(window) { id, _ in
            found = id
            guard let id else { return }
            let w = String(id)
            func settle(until last: WindowInput) {
                if let note = Self.settle(record, until: last) { missed.append(note) }
            }
            // Into the window.
            xdotool("mousemove", "--sync", "--window", w, "100", "50")
            settle(until: .pointerMoved(x: 100, y: 50, modifiers: []))
            xdotool("click", "1")
            settle(until: .pointerReleased(x: 100, y: 50, modifiers: []))
            // A drag inside the window.
            xdotool("mousedown", "1")
            xdotool("mousemove", "--sync", "--window", w, "150", "80")
            xdotool("mouseup", "1")
            settle(until: .pointerReleased(x: 150, y: 80, modifiers: []))
            // A drag that ends outside: the window still hears the move and the release, then that the
            // pointer has left.
            xdotool("mousedown", "1")
            xdotool("mousemove", "--sync", "500", "400")
            xdotool("mouseup", "1")
            settle(until: .pointerExited)
            // The wheel: down, up, up with Shift held, left, right.
            xdotool("mousemove", "--sync", "--window", w, "120", "60")
            settle(until: .pointerMoved(x: 120, y: 60, modifiers: []))
            xdotool("click", "5")
            xdotool("click", "4")
            xdotool("keydown", "shift", "click", "4", "keyup", "shift")
            xdotool("click", "6")
            xdotool("click", "7")
            settle(until: .scroll(dx: 1, dy: 0, x: 120, y: 60, modifiers: []))
            xdotool("mousemove", "--sync", "700", "700")
            settle(until: .pointerExited)
        }
        XCTAssertNotNil(found, "the window was mapped")
        XCTAssertEqual(missed, [])
        // A pointer warped into the window reports the same place twice (the crossing and the move).
        var seen: [WindowInput] = []
        for input in record.inputs {
            if case .pointerMoved = input, input == seen.last { continue }
            seen.append(input)
        }
        let expected: [WindowInput] = [
            .pointerMoved(x: 100, y: 50, modifiers: []),
            .pointerPressed(x: 100, y: 50, modifiers: []), .pointerReleased(x: 100, y: 50, modifiers: []),
            .pointerPressed(x: 100, y: 50, modifiers: []), .pointerMoved(x: 150, y: 80, modifiers: []),
            .pointerReleased(x: 150, y: 80, modifiers: []),
            .pointerPressed(x: 150, y: 80, modifiers: []), .pointerMoved(x: 500, y: 400, modifiers: []),
            .pointerReleased(x: 500, y: 400, modifiers: []), .pointerExited,
            .pointerMoved(x: 120, y: 60, modifiers: []),
            .scroll(dx: 0, dy: 1, x: 120, y: 60, modifiers: []), .scroll(dx: 0, dy: -1, x: 120, y: 60, modifiers: []),
            .scroll(dx: 0, dy: -1, x: 120, y: 60, modifiers: .shift),
            .scroll(dx: -1, dy: 0, x: 120, y: 60, modifiers: []), .scroll(dx: 1, dy: 0, x: 120, y: 60, modifiers: []),
            .pointerExited,
        ]
        XCTAssertEqual(seen, expected)
    }

    /// Keys typed with the pointer over the window (X's focus follows the pointer without a window manager):
    /// each named as SwiftUI names it, modifiers included, and, since no view of a plain colour takes keys,
    /// every one reaches `onKey` after the views had it.
    func testTypedKeysReachTheViewsAndThenOnKey() throws {
        try requireXdotool()
        let record = Record()
        let window = ReflowWindow(title: "key test", size: CGSize(width: 300, height: 200)) { Color.white }
        nonisolated(unsafe) var keys: [WindowKey] = []
        window.onInput = { input in
            record.append(input)
            return false
        }
        window.onKey = { keys.append($0) }
        nonisolated(unsafe) var missed: [String] = []
        try InProcessWindow.run(window) { id, _ in
            guard let id else { return }
            // Keys go to the window under the pointer: once the server has it there, they are the window's.
            movePointer(to: 100, 50, in: id)
            for key in ["Tab", "shift+Tab", "ctrl+a", "Return", "BackSpace", "Delete", "Right", "Prior", "q", "F1"] {
                xdotool("key", key)
            }
            // F1 is the last key typed: once the views have had it, so has every key before it.
            let typedAll = pollUntil(true, timeout: 5, poll: 0.01) {
                record.inputs.contains { if case .key(let key) = $0 { key.name == "F1" } else { false } }
            }
            if !typedAll { missed.append("waited for F1, the last key typed; the window's inputs: \(record.inputs)") }
        }
        XCTAssertEqual(missed, [])
        // Modifiers pressed alone reach onKey as themselves and mean nothing to the views.
        let typed = keys.filter { !$0.name.hasPrefix("Shift") && !$0.name.hasPrefix("Control") }
        XCTAssertEqual(typed.map(\.name), ["Tab", "ISO_Left_Tab", "a", "Return", "BackSpace", "Delete", "Right",
                                           "Prior", "q", "F1"])
        XCTAssertEqual(typed.map(\.keyEquivalent), [.tab, .tab, KeyEquivalent("a"), .return, .delete, .deleteForward,
                                                    .rightArrow, .pageUp, KeyEquivalent("q"), nil])
        XCTAssertEqual(typed.map(\.modifiers), [[], .shift, .control, [], [], [], [], [], [], []])
        XCTAssertEqual(typed.map(\.text), ["\t", "", "\u{1}", "\r", "\u{8}", "\u{7f}", "", "", "q", ""])
        // onInput saw every key first, in the same order.
        let offered = record.inputs.compactMap { input -> WindowKey? in
            if case .key(let key) = input { return key } else { return nil }
        }
        XCTAssertEqual(offered, keys)
    }
}
