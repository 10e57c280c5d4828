import XCTest
@_spi(Viewer) @testable import Reflow

/// Navigation bars, toolbars, pushes and pops through `ViewHost`. Expected frames come from the metrics in
/// docs/navigation.md §1 (inline bar 44, large bar 96 = 44 + 52, large title 34 bold 16 from the leading edge and
/// 8 above the bar's bottom, items 16 from the edges and 8 apart, bottom bar 44) and from the headless text
/// measurer's rule (0.6 × size per character, lines 1.17 × size tall, symbols size × size).
final class NavigationStackTests: XCTestCase {
    let size = CGSize(width: 400, height: 600)
    let barTitle = NavigationBar.titleID

    func testALargeTitleBarIs96TallAndTheContentStartsBelowIt() throws {
        let host = ViewHost(rootView: NavigationStack {
            Color.red.id("content").navigationTitle("Title")
        }, size: size)
        // The root's title is large by default: the content is proposed 400 × (600 − 96) below the bar.
        XCTAssertEqual(host.frame(of: "content"), CGRect(x: 0, y: 96, width: 400, height: 504))
        // "Title" at 34 pt: 5 × 0.6 × 34 = 102 wide, 1.17 × 34 = 39.78 tall; 16 from the leading edge; its
        // bottom 8 above the bar's (96 − 8 = 88), so its top at 88 − 39.78 = 48.22.
        let title = try XCTUnwrap(host.frame(of: barTitle))
        XCTAssertEqual(title.minX, 16, accuracy: 0.01)
        XCTAssertEqual(title.width, 102, accuracy: 0.01)
        XCTAssertEqual(title.height, 39.78, accuracy: 0.01)
        XCTAssertEqual(title.maxY, 88, accuracy: 0.01)
    }

    func testAnInlineTitleIsCentredInA44PointBar() throws {
        let host = ViewHost(rootView: NavigationStack {
            Color.red.id("content").navigationTitle("Title").navigationBarTitleDisplayMode(.inline)
        }, size: size)
        XCTAssertEqual(host.frame(of: "content"), CGRect(x: 0, y: 44, width: 400, height: 556))
        // Headline, 17 pt: 5 × 0.6 × 17 = 51 wide, 19.89 tall, centred in 400 × 44: x 174.5, y 12.055.
        let title = try XCTUnwrap(host.frame(of: barTitle))
        XCTAssertEqual(title.minX, 174.5, accuracy: 0.01)
        XCTAssertEqual(title.width, 51, accuracy: 0.01)
        XCTAssertEqual(title.midY, 22, accuracy: 0.01)
    }

    func testWithoutATitleTheBarIsInlineAndHiddenMeansNoBar() {
        let untitled = ViewHost(rootView: NavigationStack { Color.red.id("content") }, size: size)
        XCTAssertEqual(untitled.frame(of: "content"), CGRect(x: 0, y: 44, width: 400, height: 556))
        for hidden in [AnyView(Color.red.id("content").navigationTitle("T").navigationBarHidden(true)),
                       AnyView(Color.red.id("content").navigationTitle("T").toolbar(.hidden, for: .navigationBar))] {
            let host = ViewHost(rootView: NavigationStack { hidden }, size: size)
            XCTAssertEqual(host.frame(of: "content"), CGRect(x: 0, y: 0, width: 400, height: 600))
        }
    }

    func testToolbarItemsSitAtTheirPlacements() {
        let host = ViewHost(rootView: NavigationStack {
            Color.red.id("content")
                .navigationTitle("Items")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) { Color.blue.frame(width: 30, height: 20).id("lead") }
                    ToolbarItemGroup(placement: .navigationBarTrailing) {
                        Color.green.frame(width: 40, height: 20).id("trail1")
                        Color.green.frame(width: 30, height: 20).id("trail2")
                    }
                    ToolbarItem(placement: .principal) { Color.orange.frame(width: 100, height: 30).id("principal") }
                    ToolbarItem(placement: .bottomBar) { Color.purple.frame(width: 50, height: 20).id("bottom") }
                }
        }, size: size)
        // Leading: 16 in, centred in the 44-point bar.
        XCTAssertEqual(host.frame(of: "lead"), CGRect(x: 16, y: 12, width: 30, height: 20))
        // Trailing, last item 16 from the trailing edge, 8 between items: 400 − 16 − 30 = 354, 354 − 8 − 40 = 306.
        XCTAssertEqual(host.frame(of: "trail2"), CGRect(x: 354, y: 12, width: 30, height: 20))
        XCTAssertEqual(host.frame(of: "trail1"), CGRect(x: 306, y: 12, width: 40, height: 20))
        // Principal: centred in place of the title, which is not shown.
        XCTAssertEqual(host.frame(of: "principal"), CGRect(x: 150, y: 7, width: 100, height: 30))
        XCTAssertNil(host.frame(of: barTitle))
        // The bottom bar, 44 tall along the bottom: its one item leading, centred in it (556 + 12).
        XCTAssertEqual(host.frame(of: "bottom"), CGRect(x: 16, y: 568, width: 50, height: 20))
        // The content between the bars: 600 − 44 − 44 = 512 tall.
        XCTAssertEqual(host.frame(of: "content"), CGRect(x: 0, y: 44, width: 400, height: 512))
    }

    func testAToolbarOfPlainViewsGoesTrailing() {
        let host = ViewHost(rootView: NavigationStack {
            Color.red.toolbar { Color.green.frame(width: 40, height: 20).id("item") }
        }, size: size)
        XCTAssertEqual(host.frame(of: "item"), CGRect(x: 344, y: 12, width: 40, height: 20))
    }

    func testAPushSlidesTheDestinationInAndTheBackButtonPopsIt() throws {
        let host = ViewHost(rootView: NavigationStack {
            NavigationLink { Color.red.id("detail") } label: { Color.blue.frame(width: 100, height: 40).id("link") }
                .navigationTitle("Home")
        }, size: size)
        let link = try XCTUnwrap(host.frame(of: "link"))
        host.tap(at: CGPoint(x: link.midX, y: link.midY))
        // The destination has no title: an inline bar, 44 tall. It starts one width to the right…
        XCTAssertEqual(host.frame(of: "detail"), CGRect(x: 400, y: 44, width: 400, height: 556))
        XCTAssertTrue(host.isAnimating)
        // …halfway through the 0.35-second ease-in-out (symmetric: half the way at half the time) it is at 200…
        host.advance(by: 0.175)
        XCTAssertEqual(try XCTUnwrap(host.frame(of: "detail")).minX, 200, accuracy: 1)
        // …and at the end in place.
        host.advance(by: 0.2)
        XCTAssertEqual(host.frame(of: "detail"), CGRect(x: 0, y: 44, width: 400, height: 556))
        XCTAssertFalse(host.isAnimating)

        // The back button: a chevron (17 × 17, the symbol font) 3 from "Home" (4 × 0.6 × 17 = 40.8), 8 from the
        // leading edge, centred in the bar.
        let back = try XCTUnwrap(host.frame(of: NavigationBar.backButtonID))
        XCTAssertEqual(back.minX, 8, accuracy: 0.01)
        XCTAssertEqual(back.width, 17 + 3 + 40.8, accuracy: 0.01)
        host.tap(at: CGPoint(x: back.midX, y: back.midY))
        // The pop slides the page out to the right, and the root's large bar is back.
        host.advance(by: 0.175)
        XCTAssertEqual(try XCTUnwrap(host.frame(of: "detail")).minX, 200, accuracy: 1)
        host.advance(by: 0.2)
        XCTAssertGreaterThanOrEqual(try XCTUnwrap(host.frame(of: "detail")).minX, 400)
        XCTAssertEqual(try XCTUnwrap(host.frame(of: "link")).midX, 200, accuracy: 0.01)
        XCTAssertNotNil(host.frame(of: barTitle))
        XCTAssertNil(host.frame(of: NavigationBar.backButtonID))
    }

    func testDismissPopsThePage() throws {
        struct Detail: View {
            @Environment(\.dismiss) private var dismiss
            var body: some View {
                Button { dismiss() } label: { Color.red.frame(width: 80, height: 40) }.id("close")
            }
        }
        let host = ViewHost(rootView: NavigationStack {
            NavigationLink("Open") { Detail() }.id("link")
        }, size: size)
        let link = try XCTUnwrap(host.frame(of: "link"))
        host.tap(at: CGPoint(x: link.midX, y: link.midY))
        host.advance(by: 0.4)
        let close = try XCTUnwrap(host.frame(of: "close"))
        // Centred in the page below the 44-point bar: (400 − 80) / 2, 44 + (556 − 40) / 2.
        XCTAssertEqual(close, CGRect(x: 160, y: 302, width: 80, height: 40))
        host.tap(at: CGPoint(x: close.midX, y: close.midY))
        host.advance(by: 0.4)
        XCTAssertGreaterThanOrEqual(try XCTUnwrap(host.frame(of: "close")).minX, 400, "slid out")
        XCTAssertNil(host.frame(of: NavigationBar.backButtonID))
    }

    func testThePathBindingPushesAndPopsBothWays() throws {
        final class Log { var paths: [[Int]] = [] }
        struct Demo: View {
            let log: Log
            @State private var path: [Int] = []
            var body: some View {
                let _ = log.paths.append(path)
                NavigationStack(path: $path) {
                    VStack {
                        Button { path.append(7) } label: { Color.blue.frame(width: 60, height: 30) }.id("push")
                        Button { path = [1, 2] } label: { Color.blue.frame(width: 60, height: 30) }.id("pushTwo")
                    }
                    .navigationDestination(for: Int.self) { number in
                        Button { path.removeLast() } label: { Color.red.frame(width: 60, height: 30) }.id("page\(number)")
                            .navigationTitle("Page \(number)")
                    }
                }
            }
        }
        let log = Log()
        let host = ViewHost(rootView: Demo(log: log), size: size)
        let push = try XCTUnwrap(host.frame(of: "push"))
        host.tap(at: CGPoint(x: push.midX, y: push.midY))
        host.advance(by: 0.4)
        // The path's value made the page: centred below the large bar (the root's mode, which "Page 7" keeps).
        XCTAssertEqual(host.frame(of: "page7"), CGRect(x: 170, y: 96 + (504 - 30) / 2, width: 60, height: 30))
        // Removing the value from the path pops.
        host.tap(at: CGPoint(x: 200, y: 96 + 252))
        host.advance(by: 0.4)
        XCTAssertEqual(log.paths.last, [])
        XCTAssertEqual(try XCTUnwrap(host.frame(of: "push")).minX, push.minX, accuracy: 0.01)
        // Two values at once: two pages; the back button pops the top one, leaving [1] on the path.
        let pushTwo = try XCTUnwrap(host.frame(of: "pushTwo"))
        host.tap(at: CGPoint(x: pushTwo.midX, y: pushTwo.midY))
        host.advance(by: 0.4)
        XCTAssertEqual(try XCTUnwrap(host.frame(of: "page2")).minX, 170, accuracy: 0.01)
        let back = try XCTUnwrap(host.frame(of: NavigationBar.backButtonID))
        // "Page 1" is the page below: the back button's title (6 × 0.6 × 17 = 61.2, after 17 + 3).
        XCTAssertEqual(back.width, 17 + 3 + 61.2, accuracy: 0.01)
        host.tap(at: CGPoint(x: back.midX, y: back.midY))
        host.advance(by: 0.4)
        XCTAssertEqual(log.paths.last, [1])
        XCTAssertEqual(try XCTUnwrap(host.frame(of: "page1")).minX, 170, accuracy: 0.01)
    }

    func testNavigationPathCountsAppendsAndRemoves() {
        var path = NavigationPath()
        XCTAssertTrue(path.isEmpty)
        path.append(1)
        path.append("two")
        XCTAssertEqual(path.count, 2)
        path.removeLast()
        XCTAssertEqual(path, NavigationPath([1]))
        path.removeLast(5)
        XCTAssertTrue(path.isEmpty, "removing more than there is empties the path")
    }

    func testAValueWithoutADestinationWarnsAndIsolatesTheBadPage() {
        let host = ViewHost(rootView: NavigationStack(path: .constant(["orphan"])) { Color.red }, size: size)
        XCTAssertTrue(host.warnings.contains { $0.contains("navigationDestination(for: String.self)") })
    }

    func testNavigationDestinationIsPresentedPushesWhileTrue() throws {
        struct Demo: View {
            @State private var shown = false
            var body: some View {
                NavigationStack {
                    Button { shown = true } label: { Color.blue.frame(width: 60, height: 30) }.id("show")
                        .navigationDestination(isPresented: $shown) { Color.red.id("presented") }
                }
            }
        }
        let host = ViewHost(rootView: Demo(), size: size)
        XCTAssertNil(host.frame(of: "presented"))
        let show = try XCTUnwrap(host.frame(of: "show"))
        host.tap(at: CGPoint(x: show.midX, y: show.midY))
        host.advance(by: 0.4)
        XCTAssertEqual(host.frame(of: "presented"), CGRect(x: 0, y: 44, width: 400, height: 556))
        let back = try XCTUnwrap(host.frame(of: NavigationBar.backButtonID))
        host.tap(at: CGPoint(x: back.midX, y: back.midY))
        host.advance(by: 0.4)
        // Popping set the binding to false: the page is gone once the slide is over and the views are built again.
        host.update(rootView: Demo())
        XCTAssertNil(host.frame(of: "presented"))
    }
}

extension NavigationStackTests {
    func testAPageWhoseStateChangesUpdatesItsBar() throws {
        struct Page: View {
            @State private var count = 0
            var body: some View {
                Color.red
                    .navigationTitle(String(repeating: "x", count: count + 1))
                    .navigationBarTitleDisplayMode(.inline)
                    .toolbar {
                        Button { count += 1 } label: { Color.green.frame(width: 40, height: 20) }.id("more")
                    }
            }
        }
        let host = ViewHost(rootView: NavigationStack { Page() }, size: size)
        XCTAssertEqual(try XCTUnwrap(host.frame(of: barTitle)).width, 0.6 * 17, accuracy: 0.01)
        let more = try XCTUnwrap(host.frame(of: "more"))
        host.tap(at: CGPoint(x: more.midX, y: more.midY))
        // The page's body, built again alone, changed its title: the bar shows it ("xx", 2 × 0.6 × 17).
        XCTAssertEqual(try XCTUnwrap(host.frame(of: barTitle)).width, 2 * 0.6 * 17, accuracy: 0.01)
    }
}

extension NavigationStackTests {
    func testHostsWithStacksTabsAndSheetsFreeTheirNodes() throws {
        struct Detail: View {
            @Environment(\.dismiss) private var dismiss
            @State private var shown = true
            var body: some View {
                Button("Close") { dismiss() }.sheet(isPresented: $shown) { Text("Sheet") }
            }
        }
        let nodesBefore = ViewNode.liveCount.load(ordering: .relaxed)
        for _ in 0..<20 {
            let host = ViewHost(rootView: TabView {
                NavigationStack {
                    NavigationLink { Detail() } label: { Color.red.frame(width: 100, height: 40) }
                        .navigationTitle("Root")
                        .toolbar { Button("Edit") {} }
                }
                .tabItem { Label("One", systemImage: "star") }
            }, size: size)
            // The link is centred in the page below the large bar, above the 49-point tab bar.
            host.tap(at: CGPoint(x: 200, y: 96 + (600 - 49 - 96) / 2))
            host.advance(by: 0.2)
            XCTAssertNotNil(host.frame(of: NavigationBar.backButtonID), "pushed")
        }
        XCTAssertEqual(ViewNode.liveCount.load(ordering: .relaxed), nodesBefore, "nodes alive after their hosts went")
    }
}

extension NavigationStackTests {
    func testAMenuInTheToolbarOpensAndChooses() throws {
        final class Log { var entries: [String] = [] }
        let log = Log()
        let host = ViewHost(rootView: NavigationStack {
            Color.red.toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Menu { Button("Grid") { log.entries.append("grid") } } label: {
                        Color.green.frame(width: 40, height: 20)
                    }.id("menu")
                }
            }
        }, size: size)
        let menu = try XCTUnwrap(host.frame(of: "menu"))
        XCTAssertEqual(menu, CGRect(x: 344, y: 12, width: 40, height: 20))
        host.tap(at: CGPoint(x: menu.midX, y: menu.midY))
        // The list hangs below the item, kept inside the host: 250 wide from 400 − 250 = 150, 6 below it
        // (y 38), its first row 44 tall after 6 of padding: y 44…88.
        host.tap(at: CGPoint(x: 250, y: 66))
        XCTAssertEqual(log.entries, ["grid"])
    }
}

extension NavigationStackTests {
    func testTheOlderNavigationBarItemsGoToTheEnds() {
        let host = ViewHost(rootView: NavigationView {
            Color.red.navigationBarItems(leading: Color.blue.frame(width: 30, height: 20).id("lead"),
                                         trailing: Color.green.frame(width: 40, height: 20).id("trail"))
        }, size: size)
        XCTAssertEqual(host.frame(of: "lead"), CGRect(x: 16, y: 12, width: 30, height: 20))
        XCTAssertEqual(host.frame(of: "trail"), CGRect(x: 344, y: 12, width: 40, height: 20))
    }
}

extension NavigationStackTests {
    func testANavigationPathOfMixedTypesMakesEachPageByItsTypesDestination() throws {
        struct Demo: View {
            @State private var path = NavigationPath([1])
            var body: some View {
                NavigationStack(path: $path) {
                    Color.gray
                        .navigationDestination(for: Int.self) { number in
                            NavigationLink(value: "page \(number)") { Color.blue.frame(width: 60, height: 30) }
                                .id("int\(number)")
                        }
                        .navigationDestination(for: String.self) { text in Color.green.id(text) }
                }
            }
        }
        let host = ViewHost(rootView: Demo(), size: size)
        // The path starts with 1: its page is shown, made by the Int destination, centred below the bar.
        let link = try XCTUnwrap(host.frame(of: "int1"))
        XCTAssertEqual(link, CGRect(x: 170, y: 44 + (556 - 30) / 2, width: 60, height: 30))
        host.tap(at: CGPoint(x: link.midX, y: link.midY))
        host.advance(by: 0.4)
        // The link appended a String: the String destination made the page.
        XCTAssertEqual(host.frame(of: "page 1"), CGRect(x: 0, y: 44, width: 400, height: 556))
    }
}

extension NavigationStackTests {
    /// Toolbar content of one's own, with `if`/`else` in the builder.
    struct EditingItems: ToolbarContent {
        let editing: Bool
        var body: some ToolbarContent {
            if editing {
                ToolbarItem(placement: .confirmationAction) { Color.green.frame(width: 40, height: 20).id("done") }
            } else {
                ToolbarItem(placement: .cancellationAction) { Color.red.frame(width: 30, height: 20).id("cancel") }
            }
        }
    }

    func testToolbarContentOfOnesOwnWithConditions() {
        let editing = ViewHost(rootView: NavigationStack { Color.gray.toolbar { EditingItems(editing: true) } }, size: size)
        // A confirmation goes trailing (400 − 16 − 40), a cancellation leading (16).
        XCTAssertEqual(editing.frame(of: "done"), CGRect(x: 344, y: 12, width: 40, height: 20))
        XCTAssertNil(editing.frame(of: "cancel"))
        let viewing = ViewHost(rootView: NavigationStack { Color.gray.toolbar { EditingItems(editing: false) } }, size: size)
        XCTAssertEqual(viewing.frame(of: "cancel"), CGRect(x: 16, y: 12, width: 30, height: 20))
    }
}
