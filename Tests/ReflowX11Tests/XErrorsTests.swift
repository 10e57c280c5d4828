import CX11
import ReflowTestSupport
import XCTest
@testable import ReflowX11

/// The process's X error handler, on the test display: requests that must fail are made on purpose and what
/// the handler says and decides is checked. Request and error numbers are the X protocol's (X.h, Xproto.h).
final class XErrorsTests: XCTestCase {
    private var connection: XConnection!
    private var lines: [String] = []
    private var savedOutput: ((String) -> Void)?

    override func setUpWithError() throws {
        try requireDisplay()
        // Opening a connection installs the handlers (again: a probe of another test may have replaced them).
        connection = try XConnection()
        savedOutput = XErrors.output
        XErrors.forgetReports()
        XErrors.output = { [unowned self] in lines.append($0) }
    }

    override func tearDown() {
        if let savedOutput { XErrors.output = savedOutput }
        connection = nil
    }

    /// An id no client has: the server's resource ids for a client have the client's bits set, and this
    /// one, with none of them and the base of the range, is never handed out by Xvfb to a live resource.
    private let noSuchResource: UInt = 0x3_ffff

    /// FreePixmap (request 54) of something that is no pixmap fails with BadPixmap; said once however often
    /// it is repeated, in one line naming the error and the request, and the connection goes on working.
    func testAnUnexpectedErrorIsReportedOncePerKindNamingTheRequest() {
        let before = XErrors.failureCount
        for _ in 0..<3 { XFreePixmap(connection.display, noSuchResource) }
        connection.sync()
        XCTAssertEqual(lines.count, 1, "\(lines)")
        let line = lines.first ?? ""
        XCTAssertTrue(line.hasPrefix("reflow: X error: BadPixmap"), line)
        XCTAssertTrue(line.contains("FreePixmap"), line)
        XCTAssertTrue(line.contains("(54.0)"), line)
        XCTAssertEqual(XErrors.failureCount - before, 3, "every failure counts, though one is printed")

        // Another kind, FreeColormap (79) with BadColor, gets its own line.
        XFreeColormap(connection.display, noSuchResource)
        connection.sync()
        XCTAssertEqual(lines.count, 2, "\(lines)")
        XCTAssertTrue(lines.last?.contains("BadColor") == true, "\(lines)")

        // The connection is still good: a round trip answers.
        XCTAssertNotEqual(connection.atom("REFLOW_TEST_STILL_CONNECTED"), 0)
    }

    /// A window that was destroyed under a watched window's owner makes a request about it fail with
    /// BadWindow: an expected race, so nothing is printed and nothing counts as a failure, but the window
    /// is known to be lost (its event loop then ends).
    func testBadWindowAboutAWatchedWindowMarksItLostWithoutAReport() {
        let display = connection.display
        let window = XCreateSimpleWindow(display, connection.root, 0, 0, 10, 10, 0, 0, 0)
        XErrors.watch(window: window)
        XDestroyWindow(display, window)
        connection.sync()
        XCTAssertFalse(XErrors.isLost(window: window), "destroying is no error")
        let before = XErrors.failureCount
        XMapWindow(display, window)
        connection.sync()
        XCTAssertTrue(XErrors.isLost(window: window))
        XCTAssertEqual(lines, [])
        XCTAssertEqual(XErrors.failureCount, before)
    }

    /// The same error about a window nobody watches is a real error: printed.
    func testBadWindowAboutAnUnwatchedWindowIsReported() {
        XMapWindow(connection.display, noSuchResource)
        connection.sync()
        XCTAssertFalse(XErrors.isLost(window: noSuchResource))
        XCTAssertEqual(lines.count, 1, "\(lines)")
        XCTAssertTrue(lines.first?.contains("BadWindow") == true, "\(lines)")
        XCTAssertTrue(lines.first?.contains("MapWindow") == true, "\(lines)")
    }
}
