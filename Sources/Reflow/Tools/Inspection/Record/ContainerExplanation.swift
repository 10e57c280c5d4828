import Foundation

/// How a stack or a grid shared out its space in a recorded pass (`ViewRecord.explanation`): the numbers a
/// browser's flex and grid overlays show, worked out by the container's own layout from the proposal it was
/// placed with.
public enum ContainerExplanation: Equatable {
    /// An `HStack`, `VStack` (or a lazy stack laid out as one): each child's probes, group and share.
    case stack(StackExplanation)
    /// A `Grid`, `LazyVGrid` or `LazyHGrid`: its column and row tracks.
    case grid(GridExplanation)

    /// The stack's explanation, if the container is a stack.
    public var stack: StackExplanation? {
        if case .stack(let stack) = self { return stack }
        return nil
    }

    /// The grid's explanation, if the container is a grid.
    public var grid: GridExplanation? {
        if case .grid(let grid) = self { return grid }
        return nil
    }
}

/// A layout that can say how it shared out its space for the proposal it was placed with. Called only by
/// `ViewHost.recordNegotiation()`, after its pass and with recording off: the subviews' answers are the ones
/// kept from the pass, so explaining asks nothing new and records nothing.
protocol ExplainsArrangement {
    /// The explanation for a placement in `bounds` with `proposal`; `cache` is the layout's own cache.
    func explanation(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews,
                     cache: Any) -> ContainerExplanation?
}
