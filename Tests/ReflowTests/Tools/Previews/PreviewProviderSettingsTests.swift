import XCTest
@testable import Reflow

/// A `PreviewProvider`'s `previews` read as Xcode's canvas reads them: the views of a `Group` or `ForEach` are
/// previews of their own, named by `.previewDisplayName` and sized by `.previewLayout` or by `.previewDevice`
/// (its screen in points, from the Human Interface Guidelines' device table) turned by
/// `.previewInterfaceOrientation`.
final class PreviewProviderSettingsTests: XCTestCase {
    private func provided(_ previews: @escaping () -> any View) -> [Preview] {
        Preview.provided(name: "Cards", fileID: "App/Cards.swift", line: 7, previews: previews)
    }

    func testAGroupIsSeveralPreviewsEachWithItsSettings() {
        let previews = provided {
            Group {
                Color.red.previewDisplayName("Red").previewLayout(.fixed(width: 50, height: 40))
                Color.blue.previewDevice("iPhone 15 Pro")
                Color.green
            }
            .previewLayout(.sizeThatFits)
        }
        XCTAssertEqual(previews.map(\.name), ["Red", "Cards 2", "Cards 3"])
        // The nearer setting wins: the red one's fixed layout; the others the group's size that fits (over a
        // device, as in Xcode).
        XCTAssertEqual(previews.map(\.layout), [.fixed(width: 50, height: 40), .sizeThatFits, .sizeThatFits])
        XCTAssertEqual(previews.map(\.line), [7, 7, 7])
    }

    func testADeviceIsItsScreenTurnedByTheOrientation() {
        let portrait = provided { Color.blue.previewDevice("iPhone 15 Pro") }
        XCTAssertEqual(portrait.map(\.layout), [.fixed(width: 393, height: 852)])
        XCTAssertEqual(portrait.map(\.name), ["Cards"])
        let landscape = provided {
            Color.blue.previewDevice("iPhone SE (3rd generation)").previewInterfaceOrientation(.landscapeLeft)
        }
        XCTAssertEqual(landscape.map(\.layout), [.fixed(width: 667, height: 375)])
        // A device Reflow does not know keeps the window.
        XCTAssertEqual(provided { Color.blue.previewDevice("Apple Watch Ultra") }.map(\.layout), [.device])
    }

    func testAForEachOfDevices() {
        let previews = provided {
            ForEach(["iPhone 15", "iPad mini (6th generation)"], id: \.self) { name in
                Color.red.previewDevice(PreviewDevice(rawValue: name)).previewDisplayName(name)
            }
        }
        XCTAssertEqual(previews.map(\.name), ["iPhone 15", "iPad mini (6th generation)"])
        XCTAssertEqual(previews.map(\.layout), [.fixed(width: 393, height: 852), .fixed(width: 744, height: 1133)])
    }

    func testAPreviewContextIsLookedThrough() {
        // A widget file's `.previewContext(WidgetPreviewContext(family:))`, with a context of the file's own: the
        // preview keeps the settings written inside it, and a group under it is still several previews.
        struct Family: PreviewContextKey { static let defaultValue = "small" }
        struct Context: PreviewContext {
            subscript<Key: PreviewContextKey>(key: Key.Type) -> Key.Value { Key.defaultValue }
        }
        let previews = provided {
            Group {
                Color.red.previewDisplayName("Small").previewLayout(.fixed(width: 50, height: 40))
                Color.blue.previewDisplayName("Medium")
            }
            .previewContext(Context())
        }
        XCTAssertEqual(previews.map(\.name), ["Small", "Medium"])
        XCTAssertEqual(previews.map(\.layout), [.fixed(width: 50, height: 40), .device])
        XCTAssertEqual(Context()[Family.self], "small")
    }

    func testTheSettingsChangeNothingDrawn() {
        // In a view the modifiers are transparent: the colour fills what it is proposed.
        let host = ViewHost(rootView: Color.red.previewLayout(.sizeThatFits).previewDisplayName("X").id("c"),
                            size: CGSize(width: 200, height: 100))
        XCTAssertEqual(host.frame(of: "c"), CGRect(x: 0, y: 0, width: 200, height: 100))
    }
}
