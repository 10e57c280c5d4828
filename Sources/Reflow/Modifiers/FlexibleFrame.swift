/// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)` (layout rules §6.2).
///
/// The child is proposed the parent's proposal clamped to the limits, with the ideal length standing in for an
/// unspecified one. In each dimension the frame then takes: the clamped proposal when both limits are set;
/// max(min(proposal, child), min) with only a minimum; min(max(proposal, child), max) with only a maximum; the
/// child's length with neither. An unspecified proposal gets the ideal length if one is set.
struct FlexibleFrameLayout: Layout, BuiltInLayout {
    static var nameInWarnings: String { ".frame" }

    struct Limits {
        var minimum: CGFloat?
        var ideal: CGFloat?
        var maximum: CGFloat?

        /// SwiftUI normalises the limits so that min ≤ ideal ≤ max. The limits are checked (not negative,
        /// finite but for an infinite maximum) where the modifier is written.
        init(_ minimum: CGFloat?, _ ideal: CGFloat?, _ maximum: CGFloat?) {
            var maximum = maximum
            if let low = minimum, let high = maximum, high < low { maximum = low }
            var ideal = ideal
            if let low = minimum, let value = ideal, value < low { ideal = low }
            if let high = maximum, let value = ideal, value > high { ideal = high }
            self.minimum = minimum
            self.ideal = ideal
            self.maximum = maximum
        }

        func clamp(_ length: CGFloat) -> CGFloat {
            var length = length
            if let minimum { length = max(length, minimum) }
            if let maximum { length = min(length, maximum) }
            return length
        }

        /// What the child is proposed in this dimension.
        func childProposal(_ proposed: CGFloat?) -> CGFloat? {
            (proposed ?? ideal).map(clamp)
        }

        /// The frame's length, given the proposal and the child's length.
        func length(proposed: CGFloat?, child: CGFloat) -> CGFloat {
            // An unspecified proposal is answered with the ideal length when there is one.
            if proposed == nil, let ideal { return ideal }
            guard minimum != nil || maximum != nil else { return child }
            let proposed = proposed ?? ideal ?? child
            switch (minimum, maximum) {
            case (_?, _?): return clamp(proposed)
            case (let minimum?, nil): return max(min(proposed, child), minimum)
            case (nil, let maximum?): return min(max(proposed, child), maximum)
            case (nil, nil): return child
            }
        }
    }

    let width: Limits
    let height: Limits
    let alignment: Alignment

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width.childProposal(proposal.width), height: height.childProposal(proposal.height))
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let child = subviews.first?.sizeThatFits(childProposal(proposal)) ?? .zero
        return CGSize(width: width.length(proposed: proposal.width, child: child.width),
                      height: height.length(proposed: proposal.height, child: child.height))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let childProposal = childProposal(proposal)
        subviews.forEachNode { $0.place(aligning: alignment, in: bounds, proposal: childProposal) }
    }
}

extension View {
    /// Limits the view's size in each dimension to a range, with an ideal size for unspecified proposals.
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View {
        // Limits must be finite and not negative, except a maximum of .infinity (no maximum): others are
        // invalid, as in SwiftUI; a negative one counts as 0 and a NaN or infinite one as not given.
        var check = InputCheck(".frame")
        func maximum(_ value: CGFloat?, _ label: String) -> CGFloat? {
            value == .infinity ? value : check.length(value, label)
        }
        let width = FlexibleFrameLayout.Limits(check.length(minWidth, "minWidth"), check.length(idealWidth, "idealWidth"),
                           maximum(maxWidth, "maxWidth"))
        let height = FlexibleFrameLayout.Limits(check.length(minHeight, "minHeight"), check.length(idealHeight, "idealHeight"),
                            maximum(maxHeight, "maxHeight"))
        return WrappedView(FlexibleFrameLayout(width: width, height: height, alignment: alignment), self,
                           warning: check.warning)
    }
}
