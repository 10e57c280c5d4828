import XCTest
@testable import Reflow

/// A tap on a link in a `Text` opens it with the environment's `openURL`, as in SwiftUI; a tap elsewhere on
/// the text does nothing. Widths by `FixedAdvanceTextMeasurer`: 6 points a character at 10 points.
final class TextLinkTests: XCTestCase {
    private func host(_ text: Text, opened: @escaping (URL) -> Void) -> ViewHost {
        let view = text.font(.system(size: 10)).id("t")
            .environment(\.openURL, OpenURLAction { url in
                opened(url)
                return .handled
            })
        return ViewHost(rootView: view, size: CGSize(width: 400, height: 300))
    }

    func testATapOnTheLinkOpensItAndATapBesideItDoesNot() throws {
        var opened: [URL] = []
        let host = host(Text("Read [the docs](https://example.org/docs) now")) { opened.append($0) }
        let frame = try XCTUnwrap(host.frame(of: "t"))
        // "Read " is 5 characters (30 points); "the docs" runs from 30 to 78.
        host.tap(at: CGPoint(x: frame.minX + 15, y: frame.midY))
        XCTAssertEqual(opened, [])
        host.tap(at: CGPoint(x: frame.minX + 50, y: frame.midY))
        XCTAssertEqual(opened, [URL(string: "https://example.org/docs")!])
        host.tap(at: CGPoint(x: frame.minX + 84, y: frame.midY))
        XCTAssertEqual(opened.count, 1)
    }

    func testALinkOnTheSecondLineIsFoundWhereItWasDrawn() throws {
        var opened: [URL] = []
        // At 50 points wide ("Go to site" is 60): "Go to" on the first line, "[site](…)" on the second, from x 0 to 24.
        let view = Text("Go to [site](https://example.org)").font(.system(size: 10)).id("t").frame(width: 50)
            .environment(\.openURL, OpenURLAction { url in
                opened.append(url)
                return .handled
            })
        let host = ViewHost(rootView: view, size: CGSize(width: 400, height: 300))
        let frame = try XCTUnwrap(host.frame(of: "t"))
        let lineHeight = 1.17 * 10
        host.tap(at: CGPoint(x: frame.minX + 10, y: frame.minY + lineHeight / 2))
        XCTAssertEqual(opened, [])
        host.tap(at: CGPoint(x: frame.minX + 10, y: frame.minY + lineHeight * 1.5))
        XCTAssertEqual(opened, [URL(string: "https://example.org")!])
    }
}

/// `Link` opens its destination with the environment's `openURL` when pressed.
final class LinkViewTests: XCTestCase {
    func testPressingALinkOpensItsDestination() throws {
        var opened: [URL] = []
        let destination = URL(string: "https://example.org/help")!
        let view = Link("Help", destination: destination).id("link")
            .environment(\.openURL, OpenURLAction { url in
                opened.append(url)
                return .handled
            })
        let host = ViewHost(rootView: view, size: CGSize(width: 400, height: 300))
        let frame = try XCTUnwrap(host.frame(of: "link"))
        XCTAssertEqual(opened, [])
        host.tap(at: CGPoint(x: frame.midX, y: frame.midY))
        XCTAssertEqual(opened, [destination])
        // Its label is the text it was given.
        let texts = host.displayList.items.compactMap { item -> String? in
            if case .text(let run) = item { return run.text } else { return nil }
        }
        XCTAssertEqual(texts, ["Help"])
    }
}
