import Reflow
import XCTest

// Helpers shared by the gallery's tests. Every expected frame in these tests is worked out by hand from the
// layout's documented rule, with the arithmetic written out; none is pasted from the code's output.

/// A leaf with a fixed size: a colour in a frame, so its ideal size is exactly `width`×`height` and it has no
/// text to measure.
func box(_ width: CGFloat, _ height: CGFloat) -> some View {
    Color.blue.frame(width: width, height: height)
}

extension View {
    /// Puts the view at the top leading corner of a `width`×`height` frame, which proposes it exactly that size:
    /// frames then read in the view's own coordinates, even when the view is larger than the frame.
    func pinned(width: CGFloat, height: CGFloat) -> some View {
        frame(width: width, height: height, alignment: .topLeading)
    }

    /// Fills the host and puts the view at its top leading corner, so that the view is proposed the host's size,
    /// and a new one on `resize`. Only for views that fit: a flexible frame grows to a larger view, and the host
    /// centres it.
    func pinnedTopLeading() -> some View {
        frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// Lays `view` out pinned to the top leading corner of a host of `width`×`height`.
func pinnedHost<V: View>(_ view: V, width: CGFloat, height: CGFloat = 600) -> ViewHost {
    ViewHost(rootView: view.pinned(width: width, height: height), size: CGSize(width: width, height: height))
}

extension ViewHost {
    /// Replaces the root view of a `pinnedHost` with `view`, pinned the same way so that the nodes keep their
    /// identity (and layouts their caches).
    func updatePinned<V: View>(_ view: V) {
        update(rootView: view.pinned(width: size.width, height: size.height))
    }
}

/// Proposes `width` (nil or ∞ included, which a host cannot) and an unspecified height to its one subview, and
/// places it at its bounds' origin.
struct ProposingWidth: Layout {
    var width: CGFloat?

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(ProposedViewSize(width: width, height: nil)) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, proposal: ProposedViewSize(width: width, height: nil))
    }
}

/// Asserts the frames of the views marked with the ids `0 ..< expected.count`, in host coordinates, or relative
/// to the top leading corner of the view marked `container`.
func assertFrames(_ host: ViewHost, _ expected: [CGRect], relativeTo container: String? = nil,
                  file: StaticString = #filePath, line: UInt = #line) {
    var origin = CGPoint.zero
    if let container {
        guard let frame = host.frame(of: container) else {
            return XCTFail("no view \(container)", file: file, line: line)
        }
        origin = frame.origin
    }
    for (id, frame) in expected.enumerated() {
        XCTAssertEqual(host.frame(of: id)?.offsetBy(dx: -origin.x, dy: -origin.y), frame, "view \(id)",
                       file: file, line: line)
    }
}
