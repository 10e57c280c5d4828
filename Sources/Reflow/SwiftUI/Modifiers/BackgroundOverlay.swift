/// `.background` and `.overlay`: the primary view alone decides the size, spacing and guides; the secondary
/// views are proposed the primary's size and aligned on it like a ZStack (layout rules §6.7). Backgrounds come
/// first among the subviews so that they are drawn first.
struct BackgroundLayout: Layout, BuiltInLayout, NamedByInstance {
    static var nameInWarnings: String { ".background or .overlay" }
    var viewName: String { isMask ? ".mask" : primaryFirst ? ".overlay" : ".background" }

    let alignment: Alignment
    /// Whether the primary view is the first subview (overlay) or the last (background).
    let primaryFirst: Bool
    /// Whether it lays out a `.mask` (drawn differently, laid out as an overlay), for its name.
    var isMask = false

    private func primary(_ subviews: Subviews) -> LayoutSubview? {
        primaryFirst ? subviews.first : subviews.last
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        primary(subviews)?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let primary = primary(subviews) else { return }
        primary.place(at: bounds.origin, proposal: proposal)
        for subview in subviews where subview != primary {
            subview.place(aligning: alignment, in: bounds, proposal: ProposedViewSize(bounds.size))
        }
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        primary(subviews)?.spacing ?? .zero
    }

    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout ()) -> CGFloat? {
        primary(subviews)?.dimensions(in: proposal)[explicit: guide]
    }

    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout ()) -> CGFloat? {
        primary(subviews)?.dimensions(in: proposal)[explicit: guide]
    }
}

extension View {
    /// Puts `content` behind this view, sized to it and aligned by `alignment`.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        layered(content(), alignment: alignment, behind: true)
    }

    /// Puts `background` behind this view, sized to it and aligned by `alignment`.
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
        layered(background, alignment: alignment, behind: true)
    }

    /// Puts `content` in front of this view, sized to it and aligned by `alignment`.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        layered(content(), alignment: alignment, behind: false)
    }

    /// Puts `overlay` in front of this view, sized to it and aligned by `alignment`.
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
        layered(overlay, alignment: alignment, behind: false)
    }

    /// Draws a border `width` points wide inside the view's frame: an overlay of a stroked rectangle.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }

    private func layered<V: View>(_ secondary: V, alignment: Alignment, behind: Bool) -> some View {
        var view = WrappedView(BackgroundLayout(alignment: alignment, primaryFirst: !behind), self)
        view.secondary = { $0.resolve(secondary) }
        view.secondaryFirst = behind
        return view
    }
}

// Rigidity (`Engine/Pass/Rigidity.swift`): whether this layout answers every proposal alike.
extension BackgroundLayout: AnswersEveryProposalAlike {
    /// The primary view decides the size; the others are proposed that size.
    func answersEveryProposalAlike(subviews: Subviews) -> Bool {
        guard let primary = primaryFirst ? subviews.first : subviews.last else { return true }
        return primary.node.record.isRigid
    }
}
