import ReflowTestSupport
import XCTest

/// The base of the tests that drive `reflow preview` windows: an X display to read pixels from (the test is
/// skipped without one) and a folder of its own for the sources, made for each test and removed after it.
class PreviewWindowTestCase: XServerTestCase {
    var folder: PreviewFolder!

    override func setUpWithError() throws {
        try super.setUpWithError()
        folder = try PreviewFolder()
    }

    override func tearDown() {
        folder = nil
        super.tearDown()
    }
}
