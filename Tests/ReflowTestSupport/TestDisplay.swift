import CX11
import Foundation
import XCTest

/// The X display the tests run on: the one `DISPLAY` names, which Scripts/test.sh sets to a private Xvfb.
public enum TestDisplay {
    /// What to do when there is no display, said in every skip.
    static let advice = "run the tests through Scripts/test.sh, which starts Xvfb, or under xvfb-run"

    /// The display's name, from `DISPLAY`; nil when it is unset or empty.
    public static var name: String? {
        ProcessInfo.processInfo.environment["DISPLAY"].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// One connection held open for the whole run and never used. An Xvfb started without -noreset (as
    /// `xvfb-run` starts it) resets when its last client leaves and refuses connections for a moment; with
    /// this one always there, the tests' own connections, each closed after its test, never leave it empty.
    nonisolated(unsafe) private static let anchor: OpaquePointer? = name.flatMap { XOpenDisplay($0) }

    /// Skips the test, saying why and what to do, when there is no display to run it on.
    public static func require(file: StaticString = #filePath, line: UInt = #line) throws {
        guard let name else {
            throw XCTSkip("no X display: DISPLAY is not set; \(advice)", file: file, line: line)
        }
        guard anchor != nil else {
            throw XCTSkip("no X display: DISPLAY=\(name) cannot be opened; \(advice)", file: file, line: line)
        }
    }
}

/// Skips the test when there is no X display: for tests that need one without looking at it themselves
/// (they run `reflow`, or open a connection of ReflowX11's).
public func requireDisplay(file: StaticString = #filePath, line: UInt = #line) throws {
    try TestDisplay.require(file: file, line: line)
}

/// The base of tests that look at or drive windows on the X display from outside, as a window manager or a
/// user would: each test gets a connection of its own, `probe`, opened before it and closed after it, and is
/// skipped when there is no display.
open class XServerTestCase: XCTestCase {
    /// The test's own connection to the display.
    public private(set) var probe: XProbe!

    open override func setUpWithError() throws {
        try super.setUpWithError()
        try requireDisplay()
        probe = try XProbe()
    }

    open override func tearDown() {
        probe = nil
        super.tearDown()
    }
}
