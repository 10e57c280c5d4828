// Which of Reflow's layouts answer every proposal alike. A view is "rigid" when it does: its size, its
// subviews' places and its guides are the same whatever it is offered, so a resize answers it from one cached
// size and moves its subtree instead of laying it out again (`Sizing.swift`, `Placement.swift`). Leaves never
// are (a colour fills the offer, a text wraps to it); a custom layout never is (it may use the proposal in any
// way); the built-in containers and modifiers are when what they ask of their subviews is answered alike, and
// each says so beside its own layout (the stacks, `ZStack`, frame, padding, fixed size, background, pass-through).
// Nothing of this is public: SwiftUI's `Layout` has no such requirement.

/// A layout that can tell, given its subviews, whether it answers every proposal alike.
protocol AnswersEveryProposalAlike: Layout {
    func answersEveryProposalAlike(subviews: LayoutSubviews) -> Bool
    /// The node's behaviour: `RigidityDecidingBehavior` unless the layout's node keeps state of its own
    /// (`.onPreferenceChange`'s last value, `overlayPreferenceValue`'s content), which must be a
    /// `LayoutBehavior<Self>` too.
    func makeBehavior() -> NodeBehavior
}

extension AnswersEveryProposalAlike {
    /// A behaviour that asks this layout (`LayoutBehavior.make`).
    func makeBehavior() -> NodeBehavior { RigidityDecidingBehavior(self) }
}

/// The behaviour of a layout that tells whether it answers every proposal alike: it asks the layout after each
/// build, through the protocol's witness, with no cast.
final class RigidityDecidingBehavior<L: AnswersEveryProposalAlike>: LayoutBehavior<L> {
    override func answersEveryProposalAlike(_ subviews: LayoutSubviews) -> Bool {
        layout.answersEveryProposalAlike(subviews: subviews)
    }
}

extension LayoutSubviews {
    /// Whether every subview answers every proposal alike.
    var areAllRigid: Bool {
        for i in startIndex..<endIndex where !nodes[i].record.isRigid { return false }
        return true
    }
}
