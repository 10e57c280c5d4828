import XCTest
@_spi(Preview) @testable import Reflow

/// `.preferredColorScheme`: SwiftUI passes it up to the window, so a preview that prefers dark is shown on the
/// dark window background, and its text in the dark label colour.
final class PreferredColorSchemeTests: XCTestCase {
    private func items<V: View>(_ content: V) -> [DisplayItem] {
        ViewHost(rootView: Color.clear.overlay { content }.windowBackgroundOfPreferredColorScheme(),
                 size: CGSize(width: 200, height: 100)).displayList.items
    }

    private func blackFills(_ items: [DisplayItem]) -> [CGRect] {
        items.compactMap { item in
            guard case .fill(_, let frame, let color) = item, color == Color(white: 0) else { return nil }
            return frame
        }
    }

    private func textColors(_ items: [DisplayItem]) -> [Color] {
        items.compactMap { item in
            guard case .text(let run) = item else { return nil }
            return run.color
        }
    }

    func testADarkPreviewIsShownOnTheDarkWindowBackground() {
        let dark = items(Text("Hi").preferredColorScheme(.dark))
        XCTAssertEqual(blackFills(dark), [CGRect(x: 0, y: 0, width: 200, height: 100)])
        XCTAssertEqual(textColors(dark), [.white])
    }

    func testALightOrUnsetSchemeLeavesTheWindowsWhite() {
        for content in [AnyView(Text("Hi")), AnyView(Text("Hi").preferredColorScheme(.light)),
                        AnyView(Text("Hi").preferredColorScheme(nil))] {
            let light = items(content)
            XCTAssertEqual(blackFills(light), [])
            XCTAssertEqual(textColors(light), [.black])
        }
    }
}
