import XCTest
@testable import Reflow

/// The bars' `appearance()` proxies: what Reflow's tab bar, navigation bar and page dots draw from them, and
/// the warnings for what they do not (docs/platform-modules.md).
final class UIAppearanceTests: XCTestCase {
    private let size = CGSize(width: 400, height: 600)

    override func tearDown() {
        UIAppearance.reset()
        super.tearDown()
    }

    private func fills(_ host: ViewHost, _ color: Color) -> [CGRect] {
        host.displayList.items.compactMap { item in
            if case let .fill(_, frame, fill) = item, fill == color { return frame }
            return nil
        }
    }

    private func textColor(_ host: ViewHost, _ text: String) -> Color? {
        for case let .text(run) in host.displayList.items where run.text == text { return run.color }
        return nil
    }

    private func tabs() -> some View {
        TabView {
            Color.white.tabItem { Text("One") }
            Color.white.tabItem { Text("Two") }
        }
    }

    func testTheTabBarDrawsTheProxysColours() {
        let teal = UIColor(red: 0, green: 0.5, blue: 0.5, alpha: 1)
        UITabBar.appearance().backgroundColor = teal
        UITabBar.appearance().tintColor = .orange
        UITabBar.appearance().unselectedItemTintColor = .darkGray
        let host = ViewHost(rootView: tabs(), size: size)
        // The bar: 49 high at the bottom (TabView.barHeight), the whole width.
        XCTAssertEqual(fills(host, teal.color), [CGRect(x: 0, y: 551, width: 400, height: 49)])
        XCTAssertEqual(textColor(host, "One"), UIColor.orange.color, "the chosen tab")
        XCTAssertEqual(textColor(host, "Two"), UIColor.darkGray.color)
    }

    func testTheStandardAppearanceWinsAndItsHairlineCanBeCleared() {
        let appearance = UITabBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .yellow
        appearance.shadowColor = .clear
        appearance.stackedLayoutAppearance.selected.iconColor = .red
        UITabBar.appearance().backgroundColor = .blue
        UITabBar.appearance().standardAppearance = appearance
        UITabBar.appearance().scrollEdgeAppearance = appearance
        let host = ViewHost(rootView: tabs(), size: size)
        XCTAssertEqual(fills(host, UIColor.yellow.color), [CGRect(x: 0, y: 551, width: 400, height: 49)])
        XCTAssertTrue(fills(host, UIColor.blue.color).isEmpty)
        XCTAssertTrue(fills(host, ControlLook.separator).isEmpty, "no hairline")
        XCTAssertEqual(textColor(host, "One"), UIColor.red.color)
        // The same object as scroll-edge appearance draws the same, so nothing is said about it.
        XCTAssertFalse(Diagnostics.process.reported.contains { $0.message.contains("UITabBar.appearance().scrollEdgeAppearance") })
    }

    func testWithoutTheProxyTheBarsKeepReflowsLook() {
        let host = ViewHost(rootView: tabs(), size: size)
        XCTAssertEqual(fills(host, BarLook.background), [CGRect(x: 0, y: 551, width: 400, height: 49)])
        XCTAssertEqual(textColor(host, "One"), .accentColor)
    }

    func testTheNavigationBarsTitleTakesTheTitleAttributes() {
        UINavigationBar.appearance().titleTextAttributes = [.foregroundColor: UIColor.magenta,
                                                            .font: UIFont.systemFont(ofSize: 20, weight: .bold)]
        UINavigationBar.appearance().largeTitleTextAttributes = [.foregroundColor: UIColor.purple]
        let inline = ViewHost(rootView: NavigationStack {
            Color.white.navigationTitle("Inline").navigationBarTitleDisplayMode(.inline)
        }, size: size)
        XCTAssertEqual(textColor(inline, "Inline"), UIColor.magenta.color)
        for case let .text(run) in inline.displayList.items where run.text == "Inline" {
            XCTAssertEqual(run.font.size, 20)
            XCTAssertEqual(run.font.weight, .bold)
        }
        let large = ViewHost(rootView: NavigationStack { Color.white.navigationTitle("Large") }, size: size)
        XCTAssertEqual(textColor(large, "Large"), UIColor.purple.color)
    }

    func testTheNavigationBarsStandardAppearanceColoursTheInlineBar() {
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemIndigo
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
        UINavigationBar.appearance().standardAppearance = appearance
        let host = ViewHost(rootView: NavigationStack {
            Color.white.navigationTitle("Inline").navigationBarTitleDisplayMode(.inline)
        }, size: size)
        XCTAssertEqual(fills(host, UIColor.systemIndigo.color).first?.width, 400)
        XCTAssertEqual(textColor(host, "Inline"), UIColor.white.color)
    }

    func testTheNavigationBarsTintColoursItsButtons() {
        let page = Color.white.navigationTitle("Page").navigationBarTitleDisplayMode(.inline)
            .toolbar { ToolbarItem(placement: .topBarTrailing) { Button("Edit") {} } }
        // Without the proxy the button has the accent colour; with it, the bar's tint.
        XCTAssertEqual(textColor(ViewHost(rootView: NavigationStack { page }, size: size), "Edit"), .accentColor)
        UINavigationBar.appearance().tintColor = .orange
        XCTAssertEqual(textColor(ViewHost(rootView: NavigationStack { page }, size: size), "Edit"), UIColor.orange.color)
    }

    func testTheBackButtonTakesItsAppearancesTitleColour() throws {
        // The corpus's navigation bar file: the appearance is given to the bar first and changed after.
        let appearance = UINavigationBarAppearance()
        UINavigationBar.appearance().standardAppearance = appearance
        UINavigationBar.appearance().compactAppearance = appearance
        let back = UIBarButtonItemAppearance()
        back.normal.titleTextAttributes = [.foregroundColor: UIColor.yellow]
        appearance.backButtonAppearance = back
        let arrow = UIImage(systemName: "arrowshape.turn.up.backward")?.withTintColor(.green, renderingMode: .alwaysOriginal)
        appearance.setBackIndicatorImage(arrow, transitionMaskImage: arrow)
        struct Pushed: View {
            var body: some View {
                NavigationStack {
                    NavigationLink("Next") { Color.white.navigationTitle("Second") }.id("link")
                        .navigationTitle("First").navigationBarTitleDisplayMode(.inline)
                }
            }
        }
        let host = ViewHost(rootView: Pushed(), size: size)
        let link = try XCTUnwrap(host.frame(of: "link"))
        host.tap(at: CGPoint(x: link.midX, y: link.midY))
        host.advance(by: 1)
        // The back button reads the page below's title, in the back button appearance's colour.
        XCTAssertEqual(textColor(host, "First"), UIColor.yellow.color)
        // Set after the appearance was given, the chevron is said when the bar is drawn; the compact
        // appearance, being the standard one, draws the same and is not said.
        XCTAssertTrue(Diagnostics.process.reported.contains {
            $0.message == "Reflow: UINavigationBar.appearance().standardAppearance.setBackIndicatorImage(_:transitionMaskImage:) is accepted but not drawn"
        })
        XCTAssertFalse(Diagnostics.process.reported.contains {
            $0.message.contains("UINavigationBar.appearance().compactAppearance")
        })
        XCTAssertEqual(arrow?.renderingMode, .alwaysOriginal)
    }

    func testPageDotsTakeThePageControlsColours() {
        UIPageControl.appearance().currentPageIndicatorTintColor = .black
        UIPageControl.appearance().pageIndicatorTintColor = .lightGray
        let host = ViewHost(rootView: TabView {
            Color.white
            Color.white
            Color.white
        }.tabViewStyle(.page), size: size)
        let dots = host.displayList.items.compactMap { item -> Color? in
            if case let .fill(.ellipse, _, color) = item { return color }
            if case let .fill(.circle, _, color) = item { return color }
            return nil
        }
        XCTAssertEqual(dots, [UIColor.black.color, UIColor.lightGray.color, UIColor.lightGray.color])
    }

    func testWhatIsNotDrawnIsSaidOnceByName() {
        let message = "Reflow: UISegmentedControl.appearance().selectedSegmentTintColor is accepted but not drawn"
        UISegmentedControl.appearance().selectedSegmentTintColor = .red
        UISegmentedControl.appearance().selectedSegmentTintColor = .blue
        XCTAssertEqual(Diagnostics.process.reported.filter { $0.message == message }.count, 1)
        UISegmentedControl.appearance().setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
        XCTAssertTrue(Diagnostics.process.reported.contains {
            $0.message == "Reflow: UISegmentedControl.appearance().setTitleTextAttributes(_:for:) is accepted but not drawn"
        })
        XCTAssertEqual(UISegmentedControl.appearance().titleTextAttributes(for: .selected)?.count, 1)
        // What is drawn is not said; a view that is not the proxy says nothing either.
        UITabBar.appearance().barTintColor = .red
        XCTAssertFalse(Diagnostics.process.reported.contains { $0.message.contains("barTintColor") })
        UITableView().separatorStyle = .none
        XCTAssertFalse(Diagnostics.process.reported.contains { $0.message.contains("separatorStyle") })
        UITableView.appearance().separatorStyle = .none
        XCTAssertTrue(Diagnostics.process.reported.contains {
            $0.message == "Reflow: UITableView.appearance().separatorStyle is accepted but not drawn"
        })
        // An appearance's undrawn property is said when it is given to a bar.
        let appearance = UINavigationBarAppearance()
        appearance.backgroundImage = UIImage()
        UINavigationBar.appearance().standardAppearance = appearance
        XCTAssertTrue(Diagnostics.process.reported.contains {
            $0.message == "Reflow: UINavigationBar.appearance().standardAppearance.backgroundImage is accepted but not drawn"
        })
    }

    func testAppearanceReturnsOneProxyPerClass() {
        XCTAssertTrue(UITabBar.appearance() === UITabBar.appearance())
        XCTAssertFalse(UITabBar.appearance() === UINavigationBar.appearance() as UIView)
        XCTAssertTrue(UITabBar.appearance().isAppearanceProxy)
        XCTAssertFalse(UITabBar().isAppearanceProxy)
    }
}
