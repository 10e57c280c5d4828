/// `.safeAreaInset(edge:alignment:spacing:content:)` (layout rules §11): the inset content sits against `edge`
/// and the modified view (the primary, the first subview) takes what is left, `spacing` apart. The content's
/// views (the other subviews) are laid out together like a `ZStack`.
struct SafeAreaInsetLayout: Layout, BuiltInLayout {
    static var nameInWarnings: String { ".safeAreaInset" }

    let edge: Edge
    /// The content's alignment with the primary across the edge's axis.
    let alignment: AlignmentKey
    let spacing: CGFloat?

    private var axis: Axis { edge == .top || edge == .bottom ? .vertical : .horizontal }

    /// The gap: as given, else the primary's preferred spacing to the content along the axis (§11.4).
    private func gap(_ subviews: Subviews) -> CGFloat {
        if let spacing { return spacing }
        guard let primary = subviews.first, let first = inset(subviews).first else { return 0 }
        // Several views of content share one place: their preferences combine.
        var content = first.spacing
        for view in inset(subviews).dropFirst() { content.formUnion(view.spacing) }
        return primary.spacing.distance(to: content, along: axis)
    }

    /// The content's views, which share one place.
    private func inset(_ subviews: Subviews) -> Subviews {
        // A `Range`, not a partial range: that is a sequence of indices, which selects by another subscript.
        subviews[min(subviews.startIndex + 1, subviews.endIndex)..<subviews.endIndex]
    }

    /// The content's size for `proposal`: the extent of its views, each proposed the same.
    private func insetSize(_ subviews: Subviews, _ proposal: ProposedViewSize) -> CGSize {
        var size = CGSize.zero
        for view in inset(subviews) {
            let each = view.sizeThatFits(proposal)
            size = CGSize(width: max(size.width, each.width), height: max(size.height, each.height))
        }
        return size
    }

    /// The proposals of the content and of the primary, the content's size and the gap (§11.1).
    private func proposals(_ proposal: ProposedViewSize, _ subviews: Subviews)
        -> (inset: ProposedViewSize, insetSize: CGSize, primary: ProposedViewSize, gap: CGFloat) {
        let gap = gap(subviews)
        var insetProposal = proposal, primaryProposal = proposal
        if let length = proposal[axis], let primary = subviews.first {
            // The content gets what the primary leaves at its smallest, the primary what the content leaves.
            let withoutGap = max(length - gap, 0)
            var smallest = proposal
            smallest[axis] = 0
            insetProposal[axis] = max(withoutGap - primary.sizeThatFits(smallest)[axis], 0)
            let size = insetSize(subviews, insetProposal)
            primaryProposal[axis] = max(length - (size[axis] + gap), 0)
            return (insetProposal, size, primaryProposal, gap)
        }
        return (insetProposal, insetSize(subviews, insetProposal), primaryProposal, gap)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let primary = subviews.first else { return .zero }
        let (_, inset, primaryProposal, gap) = proposals(proposal, subviews)
        let main = primary.sizeThatFits(primaryProposal)
        return CGSize(axis, along: inset[axis] + gap + main[axis], across: max(inset[axis.orthogonal], main[axis.orthogonal]))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let primary = subviews.first else { return }
        // Across the axis, an unspecified proposal becomes the modifier's own length.
        var proposal = proposal
        let across = axis.orthogonal
        if proposal[across] == nil { proposal[across] = bounds.size[across] }
        let (insetProposal, _, primaryProposal, _) = proposals(proposal, subviews)
        // The primary sits against the opposite edge, centred across; the content against `edge`, its guide on
        // the primary's.
        let primaryDimensions = primary.dimensions(in: primaryProposal)
        let primarySize = CGSize(width: primaryDimensions.width, height: primaryDimensions.height)
        let far: CGFloat = edge == .top || edge == .leading ? 1 : 0
        var primaryOrigin = CGPoint.zero
        primaryOrigin[axis] = (bounds.size[axis] - primarySize[axis]) * far
        primaryOrigin[across] = (bounds.size[across] - primarySize[across]) / 2
        primary.place(at: CGPoint(x: bounds.minX + primaryOrigin.x, y: bounds.minY + primaryOrigin.y),
                      proposal: primaryProposal)
        let primaryGuide = primaryDimensions[alignment]
        for view in inset(subviews) {
            let dimensions = view.dimensions(in: insetProposal)
            let size = CGSize(width: dimensions.width, height: dimensions.height)
            var origin = CGPoint.zero
            origin[axis] = (bounds.size[axis] - size[axis]) * (1 - far)
            origin[across] = primaryOrigin[across] + primaryGuide - dimensions[alignment]
            view.place(at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y), proposal: insetProposal)
        }
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        subviews.first?.spacing ?? .zero
    }
}

extension CGPoint {
    /// The coordinate along `axis`.
    subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? x : y }
        set { if axis == .horizontal { x = newValue } else { y = newValue } }
    }
}

/// The kinds of safe area a view can ignore.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The safe area the container's chrome defines (bars, the screen's rounded corners and sensor housing).
    public static let container = SafeAreaRegions(rawValue: 1 << 0)
    /// The area a software keyboard covers.
    public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
    /// Every safe-area region.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

extension View {
    /// Shows `content` above or below the view, which is inset by the content's height (and `spacing`) to
    /// make room for it; the content is aligned with the view by `alignment` (layout rules §11). A nil
    /// spacing is the views' preferred spacing, 8 points between plain views.
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center,
                                       spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View {
        inset(content(), edge: edge == .top ? .top : .bottom, alignment: alignment.key, spacing: spacing)
    }

    /// Shows `content` beside the view, which is inset by the content's width (and `spacing`) to make room
    /// for it; the content is aligned with the view by `alignment` (layout rules §11).
    public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center,
                                       spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View {
        inset(content(), edge: edge == .leading ? .leading : .trailing, alignment: alignment.key, spacing: spacing)
    }

    private func inset<V: View>(_ content: V, edge: Edge, alignment: AlignmentKey, spacing: CGFloat?) -> some View {
        var check = InputCheck(".safeAreaInset")
        let spacing = spacing.map { check.finite($0, "spacing") }
        var view = WrappedView(SafeAreaInsetLayout(edge: edge, alignment: alignment, spacing: spacing), self,
                               warning: check.warning)
        view.secondary = { $0.resolve(content) }
        return view
    }

    /// Adds `insets` to the view's safe area: as SwiftUI does, a `safeAreaInset` of clear space of each inset's
    /// length on the top, bottom, leading and trailing edges in turn, with no spacing (layout rules §11.5).
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        var check = InputCheck(".safeAreaPadding")
        let top = check.finite(insets.top, "top"), bottom = check.finite(insets.bottom, "bottom")
        let leading = check.finite(insets.leading, "leading"), trailing = check.finite(insets.trailing, "trailing")
        return TraitWriter(content: self, warning: check.warning, apply: { _ in })
            .safeAreaInset(edge: .top, spacing: 0) { Color.clear.frame(width: 0, height: top) }
            .safeAreaInset(edge: .bottom, spacing: 0) { Color.clear.frame(width: 0, height: bottom) }
            .safeAreaInset(edge: .leading, spacing: 0) { Color.clear.frame(width: leading, height: 0) }
            .safeAreaInset(edge: .trailing, spacing: 0) { Color.clear.frame(width: trailing, height: 0) }
    }

    /// Adds `length` (the default padding, 16 points, when nil) to the view's safe area on `edges`.
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let length = length ?? Self.defaultPadding
        return safeAreaPadding(EdgeInsets(edges, length))
    }

    /// Adds `length` to the view's safe area on every edge.
    public func safeAreaPadding(_ length: CGFloat) -> some View {
        safeAreaPadding(.all, length)
    }

    /// Lets the view extend into the safe area of `regions` on `edges`.
    ///
    /// A preview window has no safe area (no bars, no rounded corners, no keyboard), so in Reflow this changes
    /// nothing in layout: the view is laid out exactly as without the modifier. It is here so that SwiftUI code
    /// using it compiles unchanged.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        self
    }

    /// Lets the view extend into the safe area on `edges`: the older spelling of `ignoresSafeArea`.
    ///
    /// A preview window has no safe area, so in Reflow this changes nothing in layout.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        self
    }
}
