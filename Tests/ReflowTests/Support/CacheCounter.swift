@testable import Reflow

/// How often a `CacheCounter` made and updated its cache.
final class CacheCalls {
    var make = 0
    var update = 0
}

/// Counts `makeCache` and `updateCache`; fills its bounds with its subviews. Shows whether a container node
/// was kept (updateCache) or made anew (makeCache) across `ViewHost.update`.
struct CacheCounter: Layout {
    let calls: CacheCalls

    func makeCache(subviews: Subviews) -> Int {
        calls.make += 1
        return 0
    }

    func updateCache(_ cache: inout Int, subviews: Subviews) { calls.update += 1 }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) {
        for subview in subviews { subview.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size)) }
    }
}
