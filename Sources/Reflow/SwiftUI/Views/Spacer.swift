/// Flexible space that expands along the axis of its stack and takes none across it (layout rules §3.3):
/// in an `HStack` it is `minLength`×0 at least and as wide as offered; outside stacks it expands both ways.
public struct Spacer: View, PrimitiveView {
    public typealias Body = Never
    /// The least length the spacer takes; nil for the default spacing, 8 points.
    public var minLength: CGFloat?

    public init(minLength: CGFloat? = nil) { self.minLength = minLength }

    func resolve(into resolver: inout Resolver) {
        let minimum = minLength ?? ViewSpacing.platformDefault
        let axis = resolver.orientation
        resolver.appendLeaf(SpacerBehavior.self, make: { SpacerBehavior(minimum, axis) },
                            update: { $0.minimum = minimum; $0.axis = axis })
    }
}

/// The node of a spacer.
final class SpacerBehavior: NodeBehavior {
    var minimum: CGFloat
    /// The stack axis it expands along; nil expands along both.
    var axis: Axis?

    init(_ minimum: CGFloat, _ axis: Axis?) {
        self.minimum = minimum
        self.axis = axis
    }

    override var name: String { "Spacer" }

    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let width = max(proposal.width ?? minimum, minimum)
        let height = max(proposal.height ?? minimum, minimum)
        switch axis {
        case .horizontal: return CGSize(width: width, height: 0)
        case .vertical: return CGSize(width: 0, height: height)
        case nil: return CGSize(width: width, height: height)
        }
    }

    /// Neighbours touch a spacer along its axis (layout rules §4.6).
    override func spacing(of node: ViewNode) -> ViewSpacing {
        var spacing = ViewSpacing()
        let edges: [Edge]
        switch axis {
        case .horizontal: edges = [.leading, .trailing]
        case .vertical: edges = [.top, .bottom]
        case nil: edges = Edge.allCases
        }
        for edge in edges { spacing.set(0, on: edge) }
        return spacing
    }
}

/// A thin line that separates content: across the axis of an `HStack`, along it elsewhere.
public struct Divider: View, PrimitiveView {
    public typealias Body = Never
    public init() {}

    func resolve(into resolver: inout Resolver) {
        let axis = resolver.orientation
        resolver.appendLeaf(DividerBehavior.self, make: { DividerBehavior(axis) }, update: { $0.axis = axis })
    }
}

/// The node of a divider: 1 point thick (a pixel at 96 dpi), as long as offered, ideally 0.
final class DividerBehavior: NodeBehavior {
    static let thickness: CGFloat = 1
    var axis: Axis?

    init(_ axis: Axis?) { self.axis = axis }

    override var name: String { "Divider" }

    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        if axis == .horizontal {
            return CGSize(width: Self.thickness, height: proposal.height ?? 0)
        }
        return CGSize(width: proposal.width ?? 0, height: Self.thickness)
    }

    override func draw(_ node: ViewNode, in frame: CGRect, opacity: Double, into list: inout DisplayList) {
        list.items.append(.fill(.rectangle, frame: frame, color: Color.separator.opacity(opacity)))
    }
}
