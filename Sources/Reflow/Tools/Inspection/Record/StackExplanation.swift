import Foundation

/// How an `HStack` or `VStack` shared its length among its children (layout rules §5.1): the probes it made
/// of each child, the order it offered them space in, and what each was offered and took.
///
/// Lengths are along the stack's axis; positions are from the stack's own leading (top) edge.
public struct StackExplanation: Equatable {
    /// The stack's axis: horizontal for an `HStack`.
    public var axis: Axis
    /// The length the stack was proposed along its axis when placed; nil for unspecified (every child was
    /// then asked for its ideal length, and nothing was probed or shared, §5.1c).
    public var proposal: CGFloat?
    /// The gaps between neighbours, in order (one fewer than the children).
    public var gaps: [Gap]
    /// The children, in source order (`children[i].child == i`).
    public var children: [Child]
    /// What the proposal left once the gaps and the children's lengths were taken out: negative when the
    /// children overflow the stack; nil with no proposal.
    public var remaining: CGFloat?

    /// The space between two neighbours.
    public struct Gap: Equatable {
        /// The child the gap follows.
        public var after: Int
        /// Where the gap starts, from the stack's leading edge.
        public var offset: CGFloat
        /// Its length: the stack's spacing, or the pair's preferred spacing.
        public var length: CGFloat
    }

    /// One child's part.
    public struct Child: Equatable {
        /// The child's index in the record's `children`.
        public var child: Int
        /// Its length when proposed 0 along the axis (the first probe); nil when nothing was probed.
        public var minimum: CGFloat?
        /// Its length when proposed ∞ along the axis (the second probe); may be infinite.
        public var maximum: CGFloat?
        /// `maximum − minimum`: the less flexible are offered space first.
        public var flexibility: CGFloat? {
            guard let minimum, let maximum else { return nil }
            return maximum - minimum
        }
        /// Its layout priority.
        public var priority: Double
        /// Its priority group, 0 for the highest priority, which is offered space first.
        public var group: Int?
        /// When it was offered space: 1 for the first; nil when nothing was shared.
        public var order: Int?
        /// The length it was offered: its equal share of what was left when its turn came; nil when it was
        /// asked for its ideal length.
        public var offered: CGFloat?
        /// The length it took (its answer to the offer).
        public var taken: CGFloat
        /// Where it starts, from the stack's leading edge.
        public var offset: CGFloat
    }
}
