import XCTest
@_spi(Viewer) @testable import Reflow

/// `.navigationTransition(.zoom(sourceID:in:))` with `.matchedTransitionSource(id:in:)` (docs/navigation.md
/// §2.4): the pushed page is drawn on a rectangle `away` of the way from the frame it has at rest to its
/// source's frame, where `away` is how far the push's slide would have it from rest (its frame's minX / the
/// stack's width: 1 when the push starts, 0 when it ends). Its layout frames are the slide's, unchanged.
final class NavigationTransitionTests: XCTestCase {
    let size = CGSize(width: 400, height: 600)

    private struct Gallery: View {
        @Namespace var namespace
        let sourceID: Int

        var body: some View {
            NavigationStack {
                NavigationLink {
                    Color.red.id("detail").navigationTransition(.zoom(sourceID: 1, in: namespace))
                } label: {
                    Color.blue.frame(width: 100, height: 40).id("link")
                        .matchedTransitionSource(id: sourceID, in: namespace)
                }
                .navigationTitle("Home")
            }
        }
    }

    /// The transforms around the red fill (the pushed page's content), composed.
    private func pageTransform(in host: ViewHost) -> CGAffineTransform? {
        var stack: [DrawingEffect] = []
        for item in host.displayList.items {
            switch item {
            case let .push(effect): stack.append(effect)
            case .pop: stack.removeLast()
            case let .fill(_, _, color) where color == .red:
                var t = CGAffineTransform.identity
                for case let .transform(each) in stack.reversed() { t = t.concatenating(each) }
                return t
            default: break
            }
        }
        return nil
    }

    private func drawnRect(_ frame: CGRect, _ t: CGAffineTransform) -> CGRect {
        let a = CGPoint(x: frame.minX, y: frame.minY).applying(t), b = CGPoint(x: frame.maxX, y: frame.maxY).applying(t)
        return CGRect(x: a.x, y: a.y, width: b.x - a.x, height: b.y - a.y)
    }

    private func assertRect(_ a: CGRect, _ b: CGRect, file: StaticString = #filePath, line: UInt = #line) {
        for (x, y) in [(a.minX, b.minX), (a.minY, b.minY), (a.width, b.width), (a.height, b.height)] {
            XCTAssertEqual(x, y, accuracy: 1e-6, "\(a) is not \(b)", file: file, line: line)
        }
    }

    /// The page drawn where the zoom puts it: between its frame at rest (the slide's frame moved back by its
    /// minX) and the source's frame now, `minX / width` of the way.
    private func assertZoomed(_ host: ViewHost, file: StaticString = #filePath, line: UInt = #line) throws {
        let page = try XCTUnwrap(host.frame(of: "detail"), file: file, line: line)
        let source = try XCTUnwrap(host.frame(of: "link"), file: file, line: line)
        let away = page.minX / size.width
        let rest = page.offsetBy(dx: -page.minX, dy: 0)
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * away }
        let expected = CGRect(x: mix(rest.minX, source.minX), y: mix(rest.minY, source.minY),
                              width: mix(rest.width, source.width), height: mix(rest.height, source.height))
        let t = try XCTUnwrap(pageTransform(in: host), file: file, line: line)
        assertRect(drawnRect(page, t), expected, file: file, line: line)
    }

    func testAZoomedPageGrowsFromItsSourceAndShrinksBackIntoIt() throws {
        let host = ViewHost(rootView: Gallery(sourceID: 1), size: size)
        let link = try XCTUnwrap(host.frame(of: "link"))
        host.tap(at: CGPoint(x: link.midX, y: link.midY))
        // At the start the slide has the page a whole width away: it is drawn exactly on its source.
        XCTAssertEqual(host.frame(of: "detail")?.minX, 400)
        let start = try XCTUnwrap(pageTransform(in: host))
        assertRect(drawnRect(try XCTUnwrap(host.frame(of: "detail")), start), try XCTUnwrap(host.frame(of: "link")))
        let sourceAtStart = try XCTUnwrap(host.frame(of: "link"))
        // Half way through the push (the ease-in-out is symmetric), half way between the source and the screen.
        host.advance(by: 0.175)
        XCTAssertEqual(try XCTUnwrap(host.frame(of: "detail")).minX, 200, accuracy: 1)
        try assertZoomed(host)
        // The page under a zooming page stays still (a slide moves it 0.3 of its own way to the left).
        XCTAssertEqual(host.frame(of: "link"), sourceAtStart)
        // At rest, drawn on its own frame, the whole stack below the bar.
        host.advance(by: 0.2)
        let rest = try XCTUnwrap(host.frame(of: "detail"))
        XCTAssertEqual(rest, CGRect(x: 0, y: 44, width: 400, height: 556))
        assertRect(drawnRect(rest, pageTransform(in: host) ?? .identity), rest)

        // The back button pops: the page shrinks back into its source.
        let back = try XCTUnwrap(host.frame(of: NavigationBar.backButtonID))
        host.tap(at: CGPoint(x: back.midX, y: back.midY))
        host.advance(by: 0.175)
        XCTAssertEqual(try XCTUnwrap(host.frame(of: "detail")).minX, 200, accuracy: 1)
        try assertZoomed(host)
    }

    func testWithoutItsSourceThePageSlides() throws {
        // The source has another id: nothing to zoom out of, so the page slides as with `.automatic`.
        let host = ViewHost(rootView: Gallery(sourceID: 2), size: size)
        let link = try XCTUnwrap(host.frame(of: "link"))
        host.tap(at: CGPoint(x: link.midX, y: link.midY))
        host.advance(by: 0.175)
        let page = try XCTUnwrap(host.frame(of: "detail"))
        assertRect(drawnRect(page, pageTransform(in: host) ?? .identity), page)
    }
}
