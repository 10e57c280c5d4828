import Foundation
import ReflowTestSupport
import ReflowText
import XCTest
@testable import ReflowX11

/// Tests that draw or measure through ReflowX11's own `XConnection`: each test class opens one connection, the
/// first time one of its tests runs, and keeps it for the rest of the run (a connection per test would cost
/// its round trips and its fonts every time; `TestDisplay` keeps Xvfb from resetting between them). Without a
/// display the tests skip.
class SharedConnectionTestCase: XCTestCase {
    /// Whether the class measures text with Reflow's pinned fonts, which must be chosen before its connection
    /// is opened.
    class var pinsFonts: Bool { false }

    /// The connection of each test class, by class; XCTest runs the tests of a run on one thread.
    nonisolated(unsafe) private static var connections: [ObjectIdentifier: Result<XConnection, Error>] = [:]

    /// The class's connection, open for the whole run.
    private(set) var connection: XConnection!

    override func setUpWithError() throws {
        try requireDisplay()
        if Self.pinsFonts { setenv(FontConfiguration.environmentVariable, "1", 1) }
        let key = ObjectIdentifier(Self.self)
        if Self.connections[key] == nil { Self.connections[key] = Result { try XConnection() } }
        connection = try Self.connections[key]!.get()
    }
}
