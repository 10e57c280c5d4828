/// An overlaying stack as a `Layout`: children on top of each other, aligned by a guide in each axis
/// (layout rules §5.2).
///
/// - Only the children with the highest layout priority decide the size: each is sized for the proposal, their
///   `alignment` guides are lined up, and the stack is the extent of the result, as a stack's thickness is
///   across its axis (layout rules §5.1d). Lower-priority children, such as a `Color` behind content given a
///   `.layoutPriority(1)`, fill whatever the others make.
/// - In placement the highest-priority children are proposed the stack's proposal again, the others the
///   stack's size; every child's guide goes to the same point.
public struct ZStackLayout: Layout, BuiltInLayout {
    /// Named after the view users write (`ZStack { … }`), in warnings and the negotiation's record.
    static var nameInWarnings: String { "ZStack" }

    /// The guides lined up across the children, in both axes.
    public var alignment: Alignment

    /// Creates a layout that lines up its children's `alignment` guides (centres by default).
    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    /// The extent of the highest-priority children, each sized for `proposal`, once their guides meet.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        return extent(of: subviews, proposal: proposal).size
    }

    /// Puts every child's guides on one point of `bounds`.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard !subviews.isEmpty else { return }
        let (origin, size, priority) = extent(of: subviews, proposal: proposal)
        // The point where every child's guides meet. When `bounds` is the stack's own size this is
        // `bounds.origin - origin`, as in a stack; in other bounds the lined-up group is aligned as one view.
        let container = ViewDimensions(size: bounds.size, node: nil, proposal: proposal, guideLimit: 0)
        let group = ViewDimensions(size: size, node: nil, proposal: proposal, guideLimit: 0)
        let guideX = bounds.minX + container[alignment.horizontal] - group[alignment.horizontal] - origin.x
        let guideY = bounds.minY + container[alignment.vertical] - group[alignment.vertical] - origin.y
        let fill = ProposedViewSize(bounds.size)
        for subview in subviews {
            let childProposal = subview.priority == priority ? proposal : fill
            let child = subview.dimensions(in: childProposal)
            subview.place(at: CGPoint(x: guideX - child[alignment.horizontal], y: guideY - child[alignment.vertical]),
                          proposal: childProposal)
        }
    }

    /// The box the highest-priority children cover once their guides meet at (0, 0): its top-leading corner
    /// relative to that point, its size, and the priority it was computed for.
    private func extent(of subviews: Subviews, proposal: ProposedViewSize)
        -> (origin: CGPoint, size: CGSize, priority: Double) {
        var priority = -Double.infinity
        for subview in subviews { priority = max(priority, subview.priority) }
        var minX = CGFloat.infinity, minY = CGFloat.infinity
        var maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        for subview in subviews where subview.priority == priority {
            let child = subview.dimensions(in: proposal)
            let x = -child[alignment.horizontal], y = -child[alignment.vertical]
            minX = min(minX, x)
            minY = min(minY, y)
            maxX = max(maxX, x + child.width)
            maxY = max(maxY, y + child.height)
        }
        return (CGPoint(x: minX, y: minY), CGSize(width: maxX - minX, height: maxY - minY), priority)
    }
}

/// A view that overlays its children, aligning them in both axes; later children are drawn on top.
public struct ZStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never

    let layout: ZStackLayout
    let content: Content

    /// Creates a stack that lines up its children's `alignment` guides (centres by default).
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        layout = ZStackLayout(alignment: alignment)
        self.content = content()
    }

    // A primitive view, as SwiftUI's is: resolved straight into its container, without a body to build
    // and observe for every stack of every update.
    func resolve(into resolver: inout Resolver) { resolver.appendContainer(layout, content: content) }
}

// Rigidity (`Engine/Pass/Rigidity.swift`): whether this layout answers every proposal alike.
extension ZStackLayout: AnswersEveryProposalAlike {
    /// The extent of fixed children is fixed, and lower-priority children are proposed that extent.
    func answersEveryProposalAlike(subviews: Subviews) -> Bool { subviews.areAllRigid }
}
