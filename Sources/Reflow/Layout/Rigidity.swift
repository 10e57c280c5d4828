// Which built-in layouts answer every proposal alike (`Layout._answersEveryProposalAlike`). A view is
// "rigid" when it does: its size, its subviews' places and its guides are the same whatever it is offered.
// Leaves never are (a colour fills the offer, a text wraps to it); the built-in containers and modifiers are
// when what they ask of their subviews is answered alike.

extension LayoutSubviews {
    /// Whether every subview answers every proposal alike.
    var areAllRigid: Bool {
        for i in startIndex..<endIndex where !nodes[i].isRigid { return false }
        return true
    }
}

extension HStackLayout {
    /// Lengths, gaps and guides come from the children alone once each child's size is fixed.
    public func _answersEveryProposalAlike(subviews: Subviews) -> Bool { subviews.areAllRigid }
}

extension VStackLayout {
    /// Lengths, gaps and guides come from the children alone once each child's size is fixed.
    public func _answersEveryProposalAlike(subviews: Subviews) -> Bool { subviews.areAllRigid }
}

extension ZStackLayout {
    /// The extent of fixed children is fixed, and lower-priority children are proposed that extent.
    public func _answersEveryProposalAlike(subviews: Subviews) -> Bool { subviews.areAllRigid }
}

extension FrameLayout {
    /// A frame fixed in both dimensions proposes its child the same size whatever it is offered.
    func _answersEveryProposalAlike(subviews: Subviews) -> Bool {
        (width != nil && height != nil) || subviews.areAllRigid
    }
}

extension PaddingLayout {
    func _answersEveryProposalAlike(subviews: Subviews) -> Bool { subviews.areAllRigid }
}

extension FixedSizeLayout {
    /// Fixed in both dimensions, the child is always proposed nil × nil: its ideal size.
    func _answersEveryProposalAlike(subviews: Subviews) -> Bool {
        (horizontal && vertical) || subviews.areAllRigid
    }
}

extension BackgroundLayout {
    /// The primary view decides the size; the others are proposed that size.
    func _answersEveryProposalAlike(subviews: Subviews) -> Bool {
        guard let primary = primaryFirst ? subviews.first : subviews.last else { return true }
        return primary.node.isRigid
    }
}

extension PassThroughLayout {
    func _answersEveryProposalAlike(subviews: Subviews) -> Bool { subviews.areAllRigid }
}
