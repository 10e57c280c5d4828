/// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)` (layout rules §6.2, §6.10).
///
/// Per dimension, with the limits normalised as SwiftUI's initializer does (§6.10): with a length proposed and
/// both limits set in order (min ≤ max), the frame is the proposal clamped to them and the child is not asked;
/// otherwise the child is proposed the proposal clamped to the limits (the maximum winning when min > max) and
/// the frame is max(min(clamped, child), min) with only a minimum, min(max(clamped, child), max) with only a
/// maximum, and the child's length with neither or with min > max. With no length proposed the frame is the
/// ideal length if there is one, else the child's ideal clamped as above. The child is placed with the frame's
/// final size, except that it keeps its ideal where the frame had none and sits strictly between its limits.
struct FlexibleFrameLayout: Layout, BuiltInLayout {
    static var nameInWarnings: String { ".frame" }

    struct Limits {
        var minimum: CGFloat?
        var ideal: CGFloat?
        var maximum: CGFloat?

        /// The limits normalised as SwiftUI's `_FlexFrameLayout` initializer does (layout rules §6.10): the
        /// ideal is raised to the minimum, the maximum to the ideal. The maximum is compared with the ideal, not
        /// with the minimum, so without an ideal a minimum above the maximum survives. The lengths were checked
        /// (not negative, finite but for an infinite maximum) where the modifier is written.
        init(_ minimum: CGFloat?, _ ideal: CGFloat?, _ maximum: CGFloat?) {
            let ideal = ideal.map { Swift.max(minimum ?? 0, $0) }
            self.minimum = minimum
            self.ideal = ideal
            self.maximum = maximum.map { Swift.max(ideal ?? 0, $0) }
        }

        /// Whether the limits contradict each other as written (min ≤ ideal ≤ max fails), which SwiftUI logs
        /// as "Contradictory frame constraints specified" and then lays out all the same.
        static func areContradictory(_ minimum: CGFloat?, _ ideal: CGFloat?, _ maximum: CGFloat?) -> Bool {
            let values = [minimum, ideal, maximum].compactMap { $0 }
            return zip(values, values.dropFirst()).contains { $0 > $1 }
        }

        /// Whether both limits are set and in order: the frame then takes the clamped proposal by itself.
        var isBounded: Bool {
            guard let minimum, let maximum else { return false }
            return minimum <= maximum
        }

        /// `length` clamped to the limits; the maximum wins when min > max (§6.10).
        func clamp(_ length: CGFloat) -> CGFloat {
            var length = length
            if let minimum { length = Swift.max(length, minimum) }
            if let maximum { length = Swift.min(length, maximum) }
            return length
        }

        /// What the child is proposed in this dimension while the frame is sized: the clamped proposal, the
        /// ideal standing in for an unspecified one.
        func childProposal(_ proposed: CGFloat?) -> CGFloat? {
            guard let proposed else { return ideal }
            return clamp(proposed)
        }

        /// Whether the frame's length does not depend on the child's: a proposal between ordered limits, or
        /// an unspecified proposal with an ideal.
        func decidesAlone(_ proposed: CGFloat?) -> Bool {
            proposed == nil ? ideal != nil : isBounded
        }

        /// The frame's length, given the proposal and, where it needs it, the child's length (§6.10).
        func length(proposed: CGFloat?, child: () -> CGFloat) -> CGFloat {
            guard let proposed else {
                if let ideal { return ideal }
                return fitted(child(), clamped: nil)
            }
            if isBounded { return clamp(proposed) }
            return fitted(child(), clamped: clamp(proposed))
        }

        /// The length for a child of length `child` proposed `clamped` (its own length when nil).
        private func fitted(_ child: CGFloat, clamped: CGFloat?) -> CGFloat {
            let offered = clamped ?? child
            switch (minimum, maximum) {
            case (let minimum?, let maximum?):
                return minimum <= maximum ? Swift.min(Swift.max(child, minimum), maximum) : child
            case (let minimum?, nil): return Swift.max(Swift.min(offered, child), minimum)
            case (nil, let maximum?): return Swift.min(Swift.max(offered, child), maximum)
            case (nil, nil): return child
            }
        }

        /// What the child is proposed when placed (§6.10, iOS 17's rule): the frame's length, or nil (its
        /// ideal) where the frame has no ideal, was proposed nothing and lies strictly between its limits.
        func placementProposal(_ proposed: CGFloat?, final: CGFloat) -> CGFloat? {
            if proposed == nil, ideal == nil, minimum.map({ $0 < final }) ?? true,
               maximum.map({ final < $0 }) ?? true {
                return nil
            }
            return final
        }
    }

    let width: Limits
    let height: Limits
    let alignment: Alignment

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        // The child is asked only when a dimension needs its answer (§6.10: ordered limits decide alone).
        var child: CGSize?
        func childSize() -> CGSize {
            if let child { return child }
            let size = subviews.first?.sizeThatFits(ProposedViewSize(width: width.childProposal(proposal.width),
                                                                     height: height.childProposal(proposal.height))) ?? .zero
            child = size
            return size
        }
        return CGSize(width: width.length(proposed: proposal.width, child: { childSize().width }),
                      height: height.length(proposed: proposal.height, child: { childSize().height }))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let childProposal = ProposedViewSize(width: width.placementProposal(proposal.width, final: bounds.width),
                                             height: height.placementProposal(proposal.height, final: bounds.height))
        subviews.forEachNode { $0.place(aligning: alignment, in: bounds, proposal: childProposal) }
    }
}

extension View {
    /// Limits the view's size in each dimension to a range, with an ideal size for unspecified proposals.
    ///
    /// The limits are normalised as in SwiftUI: an ideal below the minimum is raised to it and a maximum below
    /// the ideal is raised to the ideal; a minimum above the maximum with no ideal between them stays, and the
    /// maximum then wins (layout rules §6.10). Contradictory limits get a warning, as SwiftUI logs one.
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
        func limits(_ names: (String, String, String), _ values: (CGFloat?, CGFloat?, CGFloat?)) -> FlexibleFrameLayout.Limits {
            let low = check.length(values.0, names.0), ideal = check.length(values.1, names.1)
            let high = maximum(values.2, names.2)
            if FlexibleFrameLayout.Limits.areContradictory(low, ideal, high) {
                func text(_ value: CGFloat?) -> String { value.map { "\($0)" } ?? "nil" }
                check.note("\(names.0)/\(names.1)/\(names.2)",
                           "contradictory \(text(low)), \(text(ideal)), \(text(high))", "normalised as SwiftUI does")
            }
            return FlexibleFrameLayout.Limits(low, ideal, high)
        }
        let width = limits(("minWidth", "idealWidth", "maxWidth"), (minWidth, idealWidth, maxWidth))
        let height = limits(("minHeight", "idealHeight", "maxHeight"), (minHeight, idealHeight, maxHeight))
        return WrappedView(FlexibleFrameLayout(width: width, height: height, alignment: alignment), self,
                           warning: check.warning)
    }
}
