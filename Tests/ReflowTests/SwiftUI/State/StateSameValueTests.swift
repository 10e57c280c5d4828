import XCTest
@testable import Reflow

/// Setting state to the value it holds builds nothing (state rules §7.8), as SwiftUI's stored location commits
/// only a different value: by `==` for an `Equatable` value, byte for byte for plain data.
final class StateSameValueTests: XCTestCase {
    /// A size that is plain data but not `Equatable`, and a class that is neither.
    struct Extent { var width: Double, height: Double }
    final class Token {}

    private struct Counted<Value>: View {
        @State var value: Value
        let handles: Handles<Value>
        var body: some View {
            handles.binding = $value
            handles.bodies += 1
            return Color.red.frame(width: 10, height: 10)
        }
    }

    private func bodies<Value>(settingAgain initial: Value, then other: Value) -> [Int] {
        let handles = Handles<Value>()
        let host = ViewHost(rootView: Counted(value: initial, handles: handles), size: CGSize(width: 100, height: 100))
        var counts = [handles.bodies]
        handles.binding?.wrappedValue = initial
        counts.append(handles.bodies)
        handles.binding?.wrappedValue = other
        counts.append(handles.bodies)
        _ = host
        return counts
    }

    func testTheSameValueBuildsNothingAndAnotherBuildsOnce() {
        XCTAssertEqual(bodies(settingAgain: 12.5, then: 13), [1, 1, 2], "Equatable")
        XCTAssertEqual(bodies(settingAgain: "a", then: "b"), [1, 1, 2], "Equatable")
        XCTAssertEqual(bodies(settingAgain: Optional(3), then: nil), [1, 1, 2], "an optional of an Equatable")
        XCTAssertEqual(bodies(settingAgain: Extent(width: 1, height: 2), then: Extent(width: 1, height: 3)), [1, 1, 2],
                       "plain data")
        // A reference is no plain data and not Equatable: every set counts as a change.
        let token = Token()
        XCTAssertEqual(bodies(settingAgain: token, then: Token()), [1, 2, 3])
    }

    /// A layout that sets its subviews' scales from `placeSubviews` on the main queue (a pattern of public
    /// layouts: each subview a fraction of the last) settles: the second round of blocks sets the values the
    /// first set, and nothing is laid out again.
    func testALayoutThatSetsStateItReadsOnTheMainQueueSettles() {
        let host = ViewHost(rootView: Shrinking { Scaled(); Scaled(); Scaled() }, size: CGSize(width: 200, height: 200))
        Shrinking.placements = 0
        for _ in 0..<6 {
            _ = host.displayList
            // What a window does between frames: run the blocks the main queue holds.
            RunLoop.main.run(until: Date())
        }
        // The first round sets each scale (one build and placement each), later rounds set the same values.
        XCTAssertLessThanOrEqual(Shrinking.placements, 4)
    }
}

private struct ScaleKey: LayoutValueKey { static let defaultValue: Binding<CGFloat>? = nil }

private struct Shrinking: Layout {
    nonisolated(unsafe) static var placements = 0
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: 100, height: 100)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        Self.placements += 1
        for (index, subview) in subviews.enumerated() {
            subview.place(at: bounds.origin, proposal: .unspecified)
            DispatchQueue.main.async { subview[ScaleKey.self]?.wrappedValue = CGFloat(index + 1) / 3 }
        }
    }
}

private struct Scaled: View {
    @State private var scale: CGFloat = 1
    var body: some View {
        Color.red.frame(width: 20, height: 20).scaleEffect(scale).layoutValue(key: ScaleKey.self, value: $scale)
    }
}
