/// A view that shows the first of its child views that fits the space offered along the given axes, or the
/// last one when none does (layout rules §9).
///
/// Each child is asked for its ideal size; the first whose ideal size is no larger than the proposal along
/// every axis in `axes` is chosen (an unspecified proposal fits anything), and with no axes the first child is.
/// The chosen child is then sized with the real proposal, which becomes the `ViewThatFits`'s size, and placed at
/// its origin; the others are neither drawn nor outlined. The choice is made again whenever the proposal
/// changes, so a window that narrows switches to a smaller child and back again.
///
/// ```swift
/// ViewThatFits(in: .horizontal) {
///     HStack { Text("Long label"); Text("and more") }
///     Text("Short")
/// }
/// ```
public struct ViewThatFits<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let axes: Axis.Set
    let content: Content

    /// A view that shows the first of `content`'s views whose ideal size fits along `axes`.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    func resolve(into resolver: inout Resolver) {
        // Each candidate gets a node of its own whose `isDrawn` the choice sets, so that a `.hidden()` written
        // on a candidate is never undone by choosing it.
        resolver.appendContainer(ViewThatFitsLayout(axes: axes), content: WrappedView(CandidateLayout(), content))
    }
}

/// The layout of a `ViewThatFits` (layout rules §9): sized and placed as its chosen child.
struct ViewThatFitsLayout: Layout, BuiltInLayout {
    static var nameInWarnings: String { "ViewThatFits" }

    let axes: Axis.Set

    /// The index of the child to show for `proposal`.
    func choice(for proposal: ProposedViewSize, in subviews: Subviews) -> Int? {
        guard let last = subviews.indices.last else { return nil }
        guard !axes.isEmpty else { return subviews.startIndex }
        for index in subviews.indices.dropLast() where fits(subviews[index].sizeThatFits(.unspecified), proposal) {
            return index
        }
        return last
    }

    /// Whether an ideal size fits the proposal along the axes; an unspecified length is unbounded (§9.3).
    private func fits(_ ideal: CGSize, _ proposal: ProposedViewSize) -> Bool {
        if axes.contains(.horizontal), let width = proposal.width, ideal.width > width { return false }
        if axes.contains(.vertical), let height = proposal.height, ideal.height > height { return false }
        return true
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let chosen = choice(for: proposal, in: subviews) else { return .zero }
        return subviews[chosen].sizeThatFits(proposal)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let chosen = choice(for: proposal, in: subviews) else { return }
        // Set on every placement, so that the child chosen at the last size is the one drawn.
        for index in subviews.indices { subviews[index].node.traits.isDrawn = index == chosen }
        subviews[chosen].place(at: bounds.origin, proposal: proposal)
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        // The spacing of the child shown at the latest placement (the first before any).
        let shown = subviews.first { $0.node.traits.isDrawn } ?? subviews.first
        return shown?.spacing ?? .zero
    }

    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout ()) -> CGFloat? {
        guard let chosen = choice(for: proposal, in: subviews) else { return nil }
        return subviews[chosen].dimensions(in: proposal)[explicit: guide]
    }

    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout ()) -> CGFloat? {
        guard let chosen = choice(for: proposal, in: subviews) else { return nil }
        return subviews[chosen].dimensions(in: proposal)[explicit: guide]
    }
}

/// The node around one candidate of a `ViewThatFits`: takes the candidate's size and puts it where it is, and
/// carries whether the candidate is the one shown.
struct CandidateLayout: Layout, BuiltInLayout {
    static var nameInWarnings: String { "ViewThatFits" }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews { subview.place(at: bounds.origin, proposal: proposal) }
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        subviews.first?.spacing ?? .zero
    }
}
