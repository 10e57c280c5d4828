import XCTest
@testable import Reflow

private struct SpacingKey: EnvironmentKey {
    static let defaultValue: CGFloat = 4
}

extension EnvironmentValues {
    fileprivate var demoSpacing: CGFloat {
        get { self[SpacingKey.self] }
        set { self[SpacingKey.self] = newValue }
    }
}

/// A view that shows what it reads as the width of a bar marked `id`.
private struct Probe: View {
    @Environment(\.demoSpacing) private var spacing
    let id: String
    var body: some View { Color.red.frame(width: spacing, height: 10).id(id) }
}

final class EnvironmentValueTests: XCTestCase {
    private let size = CGSize(width: 200, height: 100)

    func testAUsersKeyHasItsDefaultAndTheNearestValue() {
        let host = ViewHost(rootView: VStack {
            Probe(id: "default")
            Probe(id: "set").environment(\.demoSpacing, 12)
            VStack { Probe(id: "inner").environment(\.demoSpacing, 30) }.environment(\.demoSpacing, 12)
        }, size: size)
        XCTAssertEqual(host.frame(of: "default")?.width, 4, "the key's default")
        XCTAssertEqual(host.frame(of: "set")?.width, 12)
        XCTAssertEqual(host.frame(of: "inner")?.width, 30, "the nearest ancestor's value wins")
    }

    func testOpenURLCanBeReplaced() {
        struct Opener: View {
            @Environment(\.openURL) private var openURL
            let actions: Handles<() -> Void>
            var body: some View {
                actions.binding = .constant({ openURL(URL(string: "https://example.com/a")!) })
                return Color.red
            }
        }
        var opened: [URL] = []
        let actions = Handles<() -> Void>()
        _ = ViewHost(rootView: Opener(actions: actions).environment(\.openURL, OpenURLAction { url in
            opened.append(url)
            return .handled
        }), size: size)
        actions.binding?.wrappedValue()
        XCTAssertEqual(opened, [URL(string: "https://example.com/a")!])
    }

    func testDisabledIsInheritedAndCannotBeUndoneInside() {
        struct Enabled: View {
            @Environment(\.isEnabled) private var isEnabled
            let id: String
            var body: some View { Color.red.frame(width: isEnabled ? 10 : 1, height: 10).id(id) }
        }
        let host = ViewHost(rootView: VStack {
            Enabled(id: "plain")
            Enabled(id: "off").disabled(true)
            VStack { Enabled(id: "inner").disabled(false) }.disabled(true)
        }, size: size)
        XCTAssertEqual(host.frame(of: "plain")?.width, 10)
        XCTAssertEqual(host.frame(of: "off")?.width, 1)
        XCTAssertEqual(host.frame(of: "inner")?.width, 1, ".disabled(false) inside .disabled(true) stays disabled")
    }

    func testColorSchemeAndPreferredColorScheme() {
        struct Scheme: View {
            @Environment(\.colorScheme) private var scheme
            let id: String
            var body: some View { Color.red.frame(width: scheme == .dark ? 20 : 10, height: 10).id(id) }
        }
        let host = ViewHost(rootView: VStack {
            Scheme(id: "light")
            Scheme(id: "dark").preferredColorScheme(.dark)
            Scheme(id: "kept").preferredColorScheme(nil)
        }, size: size)
        XCTAssertEqual(host.frame(of: "light")?.width, 10, "light by default")
        XCTAssertEqual(host.frame(of: "dark")?.width, 20)
        XCTAssertEqual(host.frame(of: "kept")?.width, 10)
    }

    func testNamespaceIsStablePerIdentity() {
        final class Seen { var ids: [Namespace.ID] = [] }
        struct Spaced: View {
            @Namespace private var space
            let seen: Seen
            var body: some View {
                seen.ids.append(space)
                return Color.red
            }
        }
        let seen = Seen()
        let host = ViewHost(rootView: Spaced(seen: seen).id(1), size: size)
        host.update(rootView: Spaced(seen: seen).id(1))
        host.update(rootView: Spaced(seen: seen).id(2))
        XCTAssertEqual(seen.ids.count, 3)
        XCTAssertEqual(seen.ids[0], seen.ids[1], "the same identity keeps its namespace")
        XCTAssertNotEqual(seen.ids[1], seen.ids[2], "a new identity has a new one")
    }

    func testDismissDoesNothingYet() {
        struct Dismisser: View {
            @Environment(\.dismiss) private var dismiss
            var body: some View {
                dismiss()
                return Color.red.frame(width: 10, height: 10).id("x")
            }
        }
        let host = ViewHost(rootView: Dismisser(), size: size)
        XCTAssertEqual(host.frame(of: "x")?.width, 10)
    }
}
