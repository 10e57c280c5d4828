import Foundation

/// What one layout pass said and did, view by view: the size questions each view's container asked it and the
/// answers it gave, where it was placed, and its final frame (`ViewHost.recordNegotiation()`).
///
/// SwiftUI's layout is a negotiation: a container proposes a size, the view answers with the size it wants,
/// and the container places it. The record keeps every step of it, in the order it happened.
public struct NegotiationRecord {
    /// The size the host proposed to its root view.
    public var size: CGSize
    /// The root view's record, with its subviews' below it.
    public var root: ViewRecord
}

/// One view's part in a layout pass.
public struct ViewRecord {
    /// The view as written: a container's or layout's type (`HStack`, `FlowLayout`), a modifier (`.frame`,
    /// `.padding`), or a leaf (`Text`, `Spacer`).
    public var view: String
    /// The view's explicit id (`.id(_:)`, or a `ForEach` element's), as text; nil when it has none.
    public var id: String?
    /// Where the view went, in host coordinates.
    public var frame: CGRect
    /// Every size question the view was asked in the pass, in order.
    public var asked: [SizeQuestion]
    /// Where its container placed it; nil for the root, or a view its container left for Reflow to centre.
    public var placed: Placement?
    /// The view's layout priority.
    public var priority: Double
    /// The views inside it, in order.
    public var children: [ViewRecord]

    /// One size question: the proposal (nil lengths unspecified), the answer, and whether the answer was kept
    /// from an earlier question with the same proposal rather than worked out again.
    public struct SizeQuestion: Equatable {
        public var proposal: ProposedViewSize
        public var answer: CGSize
        public var cached: Bool
    }

    /// A container's `place(at:anchor:proposal:)` of the view.
    public struct Placement: Equatable {
        public var position: CGPoint
        public var anchor: UnitPoint
        public var proposal: ProposedViewSize
    }
}
