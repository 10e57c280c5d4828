import XCTest
@_spi(Viewer) @testable import Reflow

/// Tab views through `ViewHost`: the tab bar is 49 tall along the bottom (docs/ios-metrics.md §4), its items
/// equally wide; pages lie side by side and turn by a drag or a dot (docs/navigation.md §4).
final class TabViewTests: XCTestCase {
    final class Log { var entries: [String] = [] }
    let size = CGSize(width: 400, height: 600)

    func testTabsFillTheSpaceAboveA49PointBarAndAnItemSwitches() {
        let log = Log()
        let host = ViewHost(rootView: TabView {
            Color.red.id("a").onTapGesture { log.entries.append("a") }
                .tabItem { Label("A", systemImage: "star") }
            Color.blue.id("b").onTapGesture { log.entries.append("b") }
                .tabItem { Label("B", systemImage: "house") }
        }, size: size)
        XCTAssertEqual(host.frame(of: "a"), CGRect(x: 0, y: 0, width: 400, height: 551))
        // Two items, each half the bar.
        XCTAssertEqual(host.frame(of: TabBar.itemID(0)), CGRect(x: 0, y: 551, width: 200, height: 49))
        XCTAssertEqual(host.frame(of: TabBar.itemID(1)), CGRect(x: 200, y: 551, width: 200, height: 49))
        host.tap(at: CGPoint(x: 200, y: 300))
        host.tap(at: CGPoint(x: 300, y: 575))
        host.tap(at: CGPoint(x: 200, y: 300))
        XCTAssertEqual(log.entries, ["a", "b"], "the first tab was shown, then the second")
    }

    /// An `Image` and a `Text` written straight in `.tabItem` are one item as a `Label` is: the icon at the
    /// tab bar's 24 points (a symbol is a square em of its font), the title at 10.
    func testAnImageAndATextInATabItemAreSizedAsALabels() {
        func sizes<V: View>(_ item: V) -> [CGFloat] {
            let host = ViewHost(rootView: TabView { Color.red.tabItem { item } }, size: size)
            return host.displayList.items.compactMap { if case .text(let run) = $0 { return run.font.size } else { return nil } }
        }
        XCTAssertEqual(sizes(Label("A", systemImage: "star")), [24, 10])
        XCTAssertEqual(sizes(Group {
            Image(systemName: "star")
            Text("A")
        }), [24, 10])
    }

    func testTheSelectionBindingAndTagsChooseTheTab() {
        final class Box { var selection = "" }
        struct Demo: View {
            let box: Box
            @State private var selection = "two"
            var body: some View {
                let _ = box.selection = selection
                TabView(selection: $selection) {
                    Color.red.tabItem { Text("One") }.tag("one")
                    Color.blue.tabItem { Text("Two") }.tag("two")
                    Tab("Three", systemImage: "gear", value: "three") { Color.green }
                }
            }
        }
        let box = Box()
        let host = ViewHost(rootView: Demo(box: box), size: size)
        XCTAssertEqual(box.selection, "two")
        // Three items of 400 / 3: the third from 266.67.
        host.tap(at: CGPoint(x: 350, y: 575))
        XCTAssertEqual(box.selection, "three")
        host.tap(at: CGPoint(x: 50, y: 575))
        XCTAssertEqual(box.selection, "one")
    }

    func testPagesTurnByDragAndByDots() throws {
        struct Demo: View {
            @State private var page = 0
            var body: some View {
                TabView(selection: $page) {
                    Color.red.id("p0").tag(0)
                    Color.blue.id("p1").tag(1)
                    Color.green.id("p2").tag(2)
                }
                .tabViewStyle(.page)
            }
        }
        let host = ViewHost(rootView: Demo(), size: size)
        // Pages fill the whole view, side by side.
        XCTAssertEqual(host.frame(of: "p0"), CGRect(x: 0, y: 0, width: 400, height: 600))
        XCTAssertEqual(host.frame(of: "p1"), CGRect(x: 400, y: 0, width: 400, height: 600))
        // A drag of 200 leftwards (more than a quarter of the width) turns to the next page, sliding.
        host.drag(from: CGPoint(x: 300, y: 300), to: CGPoint(x: 100, y: 300))
        host.advance(by: 0.4)
        XCTAssertEqual(host.frame(of: "p1"), CGRect(x: 0, y: 0, width: 400, height: 600))
        // A short drag (50) does not.
        host.drag(from: CGPoint(x: 300, y: 300), to: CGPoint(x: 250, y: 300))
        host.advance(by: 0.4)
        XCTAssertEqual(try XCTUnwrap(host.frame(of: "p1")).minX, 0, accuracy: 0.01)
        // The third dot shows the third page.
        let dot = try XCTUnwrap(host.frame(of: PageDots.dotID(2)))
        // Three 8-point dots 8 apart on a capsule padded 10, centred, 10 above the bottom: 10 + 6 above it.
        XCTAssertEqual(dot.maxY, 600 - 10 - 6, accuracy: 0.01)
        XCTAssertEqual(dot.minX, 200 + 4 + 8, accuracy: 0.01)
        host.tap(at: CGPoint(x: dot.midX, y: dot.midY))
        host.advance(by: 0.4)
        XCTAssertEqual(host.frame(of: "p2"), CGRect(x: 0, y: 0, width: 400, height: 600))
    }

    func testAPushedPageCanHideTheTabBar() {
        let host = ViewHost(rootView: TabView {
            NavigationStack { Color.red.id("content").toolbar(.hidden, for: .tabBar) }
                .tabItem { Text("A") }
        }, size: size)
        // No tab bar: the stack fills the view; its content is below the 44-point bar.
        XCTAssertEqual(host.frame(of: "content"), CGRect(x: 0, y: 44, width: 400, height: 556))
        XCTAssertNil(host.frame(of: TabBar.itemID(0)))
    }
}
