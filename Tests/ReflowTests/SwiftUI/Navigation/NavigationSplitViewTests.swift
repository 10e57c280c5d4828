import XCTest
@_spi(Viewer) @testable import Reflow

/// Split views at two widths: columns in a regular width (from 678 points, layout rules §12), one stack showing
/// the sidebar in a compact one (docs/navigation.md §3).
final class NavigationSplitViewTests: XCTestCase {
    func testTwoColumnsSideBySideWhenWide() {
        let host = ViewHost(rootView: NavigationSplitView {
            Color.red.id("sidebar").navigationTitle("Side")
        } detail: {
            Color.blue.id("detail").navigationBarTitleDisplayMode(.inline)
        }, size: CGSize(width: 1000, height: 600))
        // Sidebar min(320, 0.35 × 1000) = 320 wide, under its large bar (96); the detail from 320.5, the rest
        // (1000 − 320 − 0.5), under an inline bar (44).
        XCTAssertEqual(host.frame(of: "sidebar"), CGRect(x: 0, y: 96, width: 320, height: 504))
        XCTAssertEqual(host.frame(of: "detail"), CGRect(x: 320.5, y: 44, width: 679.5, height: 556))
    }

    func testThreeColumns() {
        let host = ViewHost(rootView: NavigationSplitView {
            Color.red.id("sidebar")
        } content: {
            Color.green.id("content")
        } detail: {
            Color.blue.id("detail")
        }, size: CGSize(width: 1000, height: 600))
        // min(260, 250) = 250; min(320, 300) = 300; the detail 1000 − 250 − 300 − 1 = 449.
        XCTAssertEqual(host.frame(of: "sidebar")?.width, 250)
        XCTAssertEqual(host.frame(of: "content")?.minX, 250.5)
        XCTAssertEqual(host.frame(of: "content")?.width, 300)
        XCTAssertEqual(host.frame(of: "detail")?.minX, 551)
        XCTAssertEqual(host.frame(of: "detail")?.width, 449)
    }

    func testOneStackOfTheSidebarWhenNarrowAndItsLinksPush() throws {
        let host = ViewHost(rootView: NavigationSplitView {
            NavigationLink { Color.blue.id("detail") } label: { Color.red.frame(width: 100, height: 40) }.id("link")
        } detail: {
            Color.blue.id("detail")
        }, size: CGSize(width: 400, height: 600))
        // Compact: the sidebar alone, centred below a 44-point bar (no title).
        XCTAssertEqual(host.frame(of: "link"), CGRect(x: 150, y: 44 + 258, width: 100, height: 40))
        XCTAssertNil(host.frame(of: "detail"))
        host.tap(at: CGPoint(x: 200, y: 322))
        host.advance(by: 0.4)
        XCTAssertEqual(host.frame(of: "detail"), CGRect(x: 0, y: 44, width: 400, height: 556))
        // Widened past 678: two columns.
        host.resize(to: CGSize(width: 1000, height: 600))
        XCTAssertEqual(host.frame(of: "detail")?.minX, 320.5)
    }

    func testNavigationViewIsAStack() {
        let host = ViewHost(rootView: NavigationView { Color.red.id("content").navigationTitle("Old") }
            .navigationViewStyle(.stack), size: CGSize(width: 400, height: 600))
        XCTAssertEqual(host.frame(of: "content"), CGRect(x: 0, y: 96, width: 400, height: 504))
    }
}

extension NavigationSplitViewTests {
    func testASidebarLinkShowsItsDestinationInTheDetailColumn() throws {
        let host = ViewHost(rootView: NavigationSplitView {
            VStack {
                NavigationLink(value: 3) { Color.red.frame(width: 100, height: 40) }.id("value")
                NavigationLink { Color.green.id("viewDetail") } label: { Color.red.frame(width: 100, height: 40) }
                    .id("view")
            }
            .navigationDestination(for: Int.self) { number in Color.orange.id("detail\(number)") }
        } detail: {
            Color.blue.id("placeholder")
        }, size: CGSize(width: 1000, height: 600))
        XCTAssertNotNil(host.frame(of: "placeholder"))
        let value = try XCTUnwrap(host.frame(of: "value"))
        host.tap(at: CGPoint(x: value.midX, y: value.midY))
        // The value's destination replaces the detail column's root: from 320.5, below its inline bar.
        XCTAssertEqual(host.frame(of: "detail3"), CGRect(x: 320.5, y: 44, width: 679.5, height: 556))
        XCTAssertNil(host.frame(of: "placeholder"))
        // The sidebar did not push: its links are where they were.
        XCTAssertEqual(host.frame(of: "value"), value)
        let view = try XCTUnwrap(host.frame(of: "view"))
        host.tap(at: CGPoint(x: view.midX, y: view.midY))
        XCTAssertEqual(host.frame(of: "viewDetail"), CGRect(x: 320.5, y: 44, width: 679.5, height: 556))
        XCTAssertNil(host.frame(of: "detail3"))
    }
}
