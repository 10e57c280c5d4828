import XCTest
@testable import Reflow

/// A column whose first view comes and goes with its state, carrying `.transition` and
/// `.matchedGeometryEffect` as the corpus' demos write them.
private struct Column: View {
    @Namespace private var namespace
    @State var shows = false
    let handles: Handles<Bool>
    let transition: AnyTransition

    var body: some View {
        handles.binding = $shows
        return VStack(spacing: 0) {
            if shows {
                Color.red.frame(width: 50, height: 20)
                    .matchedGeometryEffect(id: "tag", in: namespace)
                    .transition(transition)
                    .id("inserted")
            }
            Color.blue.frame(width: 50, height: 20)
                .matchedGeometryEffect(id: "other", in: namespace, properties: .position, anchor: .top, isSource: false)
                .id("kept")
        }
    }
}

/// `.transition` and `.matchedGeometryEffect` are accepted without effect for now (docs/app-rules.md §4): an
/// inserted view is at its place at once and a removed one is gone at once, even in an animated change; each
/// view keeps the frame its own layout gives it.
final class TransitionAndMatchedGeometryTests: XCTestCase {
    private let size = CGSize(width: 200, height: 100)

    private let transitions: [AnyTransition] = [
        .identity, .opacity, .scale, .scale(scale: 0.5, anchor: .bottom), .slide, .move(edge: .leading),
        .offset(CGSize(width: 10, height: 0)), .offset(y: 30), .push(from: .top),
        .asymmetric(insertion: .opacity, removal: .scale), .opacity.combined(with: .slide),
        .slide.animation(.easeInOut), .modifier(active: Fade(opacity: 0), identity: Fade(opacity: 1)),
    ]

    func testInsertionsAndRemovalsAreImmediateWithEveryTransition() throws {
        for (index, transition) in transitions.enumerated() {
            let handles = Handles<Bool>()
            let host = ViewHost(rootView: Column(handles: handles, transition: transition), size: size)
            // Alone, the blue view is centred: ((200 − 50) / 2, (100 − 20) / 2) = (75, 40).
            XCTAssertEqual(host.frame(of: "kept"), CGRect(x: 75, y: 40, width: 50, height: 20), "\(index)")
            XCTAssertNil(host.frame(of: "inserted"))
            let binding = try XCTUnwrap(handles.binding)
            withAnimation(.linear(duration: 1)) { binding.wrappedValue = true }
            // The column is 40 high, its top at (100 − 40) / 2 = 30: red at 30, blue at 50. The inserted view
            // is at its place and size at once; the blue one moves there with the animation.
            XCTAssertEqual(host.frame(of: "inserted"), CGRect(x: 75, y: 30, width: 50, height: 20), "\(index)")
            host.advance(by: 1)
            XCTAssertEqual(host.frame(of: "kept"), CGRect(x: 75, y: 50, width: 50, height: 20), "\(index)")
            withAnimation(.linear(duration: 1)) { binding.wrappedValue = false }
            XCTAssertNil(host.frame(of: "inserted"), "removed at once: \(index)")
            host.advance(by: 1)
            XCTAssertEqual(host.frame(of: "kept"), CGRect(x: 75, y: 40, width: 50, height: 20), "\(index)")
        }
    }

    func testMatchedGeometryPropertiesAreAnOptionSet() {
        XCTAssertEqual(MatchedGeometryProperties.frame, [.position, .size])
        XCTAssertNotEqual(MatchedGeometryProperties.position, .size)
    }
}

/// A transition's modifier, as `.modifier(active:identity:)` takes one.
private struct Fade: ViewModifier {
    let opacity: Double
    func body(content: Content) -> some View { content.opacity(opacity) }
}
