/// The one clock of a host's layout passes. Three counters, each telling a node whether something it
/// remembered still counts; the node keeps the value it last saw, and a counter that moved on means the memory
/// is stale, so nothing has to be reset node by node.
///
/// - `generation`: answers (sizes, spacing, where subviews went) hold within one generation. A build starts a
///   new one, as do `invalidateAnswers()` and a host that lays out anew on every resize. A resize does not.
/// - `pass`: the layout pass under way. A node's size table drops the answers of the oldest pass first.
/// - `placementRound`: each container's `placeSubviews` call (real, or only to read guides) is a round; a
///   subview placed in its container's latest round counts as placed.
///
/// The counters' storage is in `Unchecked.swift`, with the reason it is unchecked.
extension PassClock {
    /// Makes every answer stale: the next pass asks every view again.
    func invalidateAnswers() { generation &+= 1 }

    /// Starts a layout pass; answers of the generation stay valid.
    func beginPass() { pass &+= 1 }

    /// A new placement round, later than every earlier one.
    func nextPlacementRound() -> UInt64 {
        placementRound &+= 1
        return placementRound
    }
}
