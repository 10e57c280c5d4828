/// A view's size and its alignment guides, as a layout sees them.
public struct ViewDimensions: Equatable {
    /// The view's width.
    public let width: CGFloat
    /// The view's height.
    public let height: CGFloat

    /// The view the guides are read from; nil for dimensions without explicit guides.
    @usableFromInline let node: ViewNode?
    /// The proposal the view was sized for; explicit guides of containers depend on it.
    let proposal: ProposedViewSize
    /// Only the node's first `guideLimit` `.alignmentGuide` modifiers are visible, so a guide's closure sees the
    /// guides written inside it but not itself.
    let guideLimit: Int

    init(size: CGSize, node: ViewNode?, proposal: ProposedViewSize, guideLimit: Int) {
        width = size.width
        height = size.height
        self.node = node
        self.proposal = proposal
        self.guideLimit = guideLimit
    }

    var size: CGSize { CGSize(width: width, height: height) }

    /// The value of `guide`: the explicit one if the view has one, else the guide's default.
    // The two subscripts are inlinable, so that a layout in another module reads a built-in guide of a view
    // without explicit ones (nearly every guide it reads) without a call.
    @inlinable
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        if node == nil, let fraction = guide.key.fraction { return Self.value(fraction, of: width) }
        return self[guide.key]
    }

    /// The value of `guide`: the explicit one if the view has one, else the guide's default.
    @inlinable
    public subscript(guide: VerticalAlignment) -> CGFloat {
        if node == nil, let fraction = guide.key.fraction { return Self.value(fraction, of: height) }
        return self[guide.key]
    }

    /// The default value of a built-in edge or centre guide (dimensions without a node have no explicit one),
    /// from its fraction, without the call through the guide's type; the same value its `defaultValue` gives: 0,
    /// `length / 2` (which `length * 0.5` equals exactly) or `length`, whatever the length, ∞ and NaN included.
    @inlinable @inline(__always)
    static func value(_ fraction: CGFloat, of length: CGFloat) -> CGFloat {
        fraction == 0 ? 0 : length * fraction
    }

    /// The explicit value of `guide`, or nil if the view has none.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? {
        node?.explicitValue(guide.key, proposal: proposal, size: size, guideLimit: guideLimit)
    }

    /// The explicit value of `guide`, or nil if the view has none.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? {
        node?.explicitValue(guide.key, proposal: proposal, size: size, guideLimit: guideLimit)
    }

    @usableFromInline
    subscript(key: AlignmentKey) -> CGFloat {
        node?.explicitValue(key, proposal: proposal, size: size, guideLimit: guideLimit) ?? key.id.defaultValue(in: self)
    }

    public static func == (a: ViewDimensions, b: ViewDimensions) -> Bool {
        a.width == b.width && a.height == b.height && a.node === b.node && a.proposal == b.proposal
            && a.guideLimit == b.guideLimit
    }
}
