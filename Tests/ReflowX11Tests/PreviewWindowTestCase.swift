import XCTest

/// The base of the tests that drive `reflow preview` windows: an X display to read pixels from (the test is
/// skipped without one) and a folder of its own for the sources, made for each test and removed after it.
class PreviewWindowTestCase: XCTestCase {
    var probe: XProbe!
    var folder: PreviewFolder!

    override func setUpWithError() throws {
        guard let probe = XProbe() else {
            throw XCTSkip("no X display: run the tests through Scripts/test.sh, which starts Xvfb")
        }
        self.probe = probe
        folder = try PreviewFolder()
    }

    override func tearDown() {
        folder = nil
        probe = nil
    }
}
