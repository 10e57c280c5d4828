/// What a node does in layout and drawing. Leaves (colours, shapes, text, spacers) size themselves;
/// containers and layout modifiers run a `Layout` over their subviews (`LayoutBehavior`).
class NodeBehavior {
    /// The name warnings use for the view, e.g. the layout's type name.
    var name: String { String(describing: type(of: self)) }

    /// Whether the behaviour may report explicit guides even when no descendant has any (custom layouts may
    /// override `explicitAlignment`).
    var mayDefineGuides: Bool { false }

    /// Guides with explicit values the behaviour itself provides (text baselines).
    var intrinsicGuides: GuideSet { GuideSet() }

    /// The stack orientation the node's subviews see (spacers and dividers follow it).
    var orientationForSubviews: Axis? { nil }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize { .zero }

    func spacing(of node: ViewNode) -> ViewSpacing { ViewSpacing() }

    func explicitValue(_ key: AlignmentKey, of node: ViewNode, proposal: ProposedViewSize, size: CGSize) -> CGFloat? {
        nil
    }

    /// Lays out the subviews of `node`, whose frame is `bounds`.
    func placeSubviews(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize, shift: CGSize) {}

    /// Called once the node's subviews are known in a build: containers make or update their cache here.
    func prepare(_ node: ViewNode, reused: Bool) {}

    /// Appends what the node itself draws, in `frame`, with `opacity`.
    func draw(_ node: ViewNode, in frame: CGRect, opacity: Double, into list: inout DisplayList) {}
}

/// A node that arranges its subviews with a `Layout`: custom layouts, the built-in containers and the layout
/// modifiers (frame, padding, background, …) alike.
final class LayoutBehavior<L: Layout>: NodeBehavior {
    var layout: L
    private var cache: L.Cache?
    private let isBuiltIn: Bool

    init(_ layout: L) {
        self.layout = layout
        isBuiltIn = layout is any BuiltInLayout
    }

    override var name: String { String(describing: L.self) }
    override var mayDefineGuides: Bool { !isBuiltIn }
    override var orientationForSubviews: Axis? {
        (layout as? any OrientationProviding)?.orientation ?? L.layoutProperties.stackOrientation
    }

    private func subviews(of node: ViewNode) -> LayoutSubviews {
        LayoutSubviews(node.children, layoutDirection: node.layoutDirection)
    }

    /// `makeCache` runs once, when the container first appears; later builds call `updateCache`
    /// (reference §3.2).
    override func prepare(_ node: ViewNode, reused: Bool) {
        if reused, cache != nil {
            layout.updateCache(&cache!, subviews: subviews(of: node))
        } else {
            cache = layout.makeCache(subviews: subviews(of: node))
        }
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        layout.sizeThatFits(proposal: proposal, subviews: subviews(of: node), cache: &cache!)
    }

    override func spacing(of node: ViewNode) -> ViewSpacing {
        layout.spacing(subviews: subviews(of: node), cache: &cache!)
    }

    override func explicitValue(_ key: AlignmentKey, of node: ViewNode, proposal: ProposedViewSize,
                                size: CGSize) -> CGFloat? {
        let bounds = CGRect(origin: .zero, size: size)
        let subviews = subviews(of: node)
        if key.axis == .horizontal {
            return layout.explicitAlignment(of: HorizontalAlignment(key), in: bounds, proposal: proposal,
                                            subviews: subviews, cache: &cache!)
        }
        return layout.explicitAlignment(of: VerticalAlignment(key), in: bounds, proposal: proposal,
                                        subviews: subviews, cache: &cache!)
    }

    override func placeSubviews(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize, shift: CGSize) {
        let children = node.children
        guard !children.isEmpty else { return }
        for child in children { child.isPlaced = false }
        layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews(of: node), cache: &cache!)
        for child in children {
            var (frame, childProposal) = child.placement(in: bounds, containerProposal: proposal,
                                                         direction: node.layoutDirection)
            if !(frame.origin.x.isFinite && frame.origin.y.isFinite) {
                node.engine.warn(about: name, "placed a subview at \(frame.origin); using the container's origin")
                if !frame.origin.x.isFinite { frame.origin.x = bounds.minX }
                if !frame.origin.y.isFinite { frame.origin.y = bounds.minY }
            }
            child.place(in: frame, proposal: childProposal, shift: shift)
        }
    }
}

/// Marks Reflow's own layouts, whose explicit guides come only from their subviews.
protocol BuiltInLayout {}

/// A layout whose subviews' stack orientation depends on the instance (`AnyLayout`), not only on its type.
protocol OrientationProviding {
    var orientation: Axis? { get }
}

extension HorizontalAlignment {
    init(_ key: AlignmentKey) { self.key = key }
}

extension VerticalAlignment {
    init(_ key: AlignmentKey) { self.key = key }
}
