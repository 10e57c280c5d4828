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
    /// `.padding`), or a leaf (`Text`, `Color`, `Spacer`).
    public var view: String
    /// What kind of view it is, for telling them apart at a glance.
    public var kind: Kind
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
    /// The spacing the view prefers around it, when a container asked for it in the pass.
    public var spacing: ViewSpacing?
    /// The explicit alignment guides the view reported in the pass (its `.alignmentGuide`s, a container's
    /// merged guides, a text's baselines), each with the last value it gave.
    public var guides: [GuideValue]
    /// For a container or a layout modifier, the calls into its layout in the order they were made.
    public var calls: [LayoutCall]
    /// For a container, its side of the negotiation in order: the calls into its layout, and, within them,
    /// each question it asked a subview and each placement it made. Indices refer to `calls`, `children` and
    /// the children's `asked`.
    public var steps: [Step]
    /// The views inside it, in order.
    public var children: [ViewRecord]
    /// For a stack or a grid, how it shared out its space when placed: each child's probes, priority group
    /// and share, or the grid's tracks (`ContainerExplanation`); nil for other views.
    public var explanation: ContainerExplanation?
    /// In a preview, the keys of the literals read by the body that made the view (`BodyLiterals`), in the
    /// order read; empty elsewhere, and for a view no body made.
    public var literals: [String] = []

    /// What kind of view a record is of.
    public enum Kind: String, Sendable {
        /// A view that arranges others: a container, a custom layout, a layout modifier (`.frame`).
        case container
        /// A view that sizes itself: text, a colour, a shape, an image, a control.
        case leaf
        /// A `Spacer`, which takes the space its stack leaves.
        case spacer
    }

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

    /// An explicit alignment guide's value, in the view's own coordinates.
    public struct GuideValue: Equatable {
        /// The guide's name as written: `leading`, `firstTextBaseline`, or a custom `AlignmentID`'s type name.
        public var guide: String
        public var value: CGFloat
    }

    /// One call into a container's layout (the `Layout` protocol's requirements).
    public enum LayoutCall: Equatable {
        /// `makeCache(subviews:)`: the container appeared.
        case makeCache
        /// `updateCache(_:subviews:)`: the container's views changed.
        case updateCache
        /// `sizeThatFits(proposal:subviews:cache:)`, with the size it returned.
        case sizeThatFits(proposal: ProposedViewSize, answer: CGSize)
        /// `placeSubviews(in:proposal:subviews:cache:)`.
        case placeSubviews(bounds: CGRect, proposal: ProposedViewSize)
        /// `spacing(subviews:cache:)`, with what it returned.
        case spacing(ViewSpacing)
        /// `explicitAlignment(of:in:proposal:subviews:cache:)` for `guide`, with what it returned.
        case explicitAlignment(guide: String, size: CGSize, value: CGFloat?)
    }

    /// One step of a container's side of the negotiation.
    public enum Step: Equatable {
        /// The container's layout was called: `calls[call]`.
        case call(Int)
        /// The container asked `children[child]` its question `children[child].asked[question]`.
        case asked(child: Int, question: Int)
        /// The container placed `children[child]` (`children[child].placed`).
        case placed(child: Int)
    }
}
