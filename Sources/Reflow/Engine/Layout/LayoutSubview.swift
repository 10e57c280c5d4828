/// A proxy for one subview of a layout container: ask it for sizes, read its traits, tell it where to go.
public struct LayoutSubview: Equatable {
    // Visible to inlined code so that a layout in another module reads a subview out of `LayoutSubviews`
    // without retaining its node: an atomic operation per subview and call, which costs a large pass dearly.
    @usableFromInline let node: ViewNode

    @inlinable init(node: ViewNode) { self.node = node }

    // The three questions are inlinable, so that a layout in another module calls the node directly: a call
    // to this proxy only to call the node cost a cold pass over a flow of framed colours 3 % of its work.

    /// The size the subview wants for `proposal`.
    @inlinable
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        node.size(for: proposal)
    }

    /// The subview's size for `proposal` together with its alignment guides.
    @inlinable
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        node.dimensions(for: proposal)
    }

    /// Places the subview: it sizes itself for `proposal`, then its `anchor` point goes to `position`, in the
    /// coordinate space of the container's `bounds`. The last call in a pass wins (layout rules §2.3, §2.4).
    @inlinable
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        node.place(at: position, anchor: anchor, proposal: proposal)
    }

    /// The subview's layout priority, set with `.layoutPriority(_:)`; 0 by default.
    public var priority: Double { node.traits.priority }

    /// The spacing the subview prefers around it.
    public var spacing: ViewSpacing { node.spacing }

    /// The value the subview set for `key` with `.layoutValue(key:value:)`, or the key's default value.
    public subscript<Key: LayoutValueKey>(key: Key.Type) -> Key.Value {
        node.layoutValue(Key.self)
    }

    public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool { a.node === b.node }
}

/// The subviews of a layout container, in view builder order, indexed from 0: a slice too (`subviews[2..<5]`
/// is indexed 0, 1, 2), as SwiftUI's are (layout rules §3.8).
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    public typealias Element = LayoutSubview
    public typealias Index = Int
    public typealias SubSequence = LayoutSubviews

    @usableFromInline let nodes: ContiguousArray<ViewNode>
    public let startIndex: Int
    public let endIndex: Int

    /// The layout direction of the container: layouts compute left-to-right and SwiftUI mirrors the placed
    /// frames for right-to-left (layout rules §2.5).
    public let layoutDirection: LayoutDirection

    /// Whether these are all the subviews of `nodes`, the same array (one storage, which no one can change
    /// while these subviews hold it).
    func holdsStorage(of nodes: ContiguousArray<ViewNode>) -> Bool {
        startIndex == 0 && endIndex == nodes.count
            && self.nodes.withUnsafeBufferPointer { mine in nodes.withUnsafeBufferPointer { $0.baseAddress == mine.baseAddress } }
    }

    init(_ nodes: ContiguousArray<ViewNode>, layoutDirection: LayoutDirection) {
        self.nodes = nodes
        startIndex = 0
        endIndex = nodes.count
        self.layoutDirection = layoutDirection
    }

    @inlinable
    public subscript(position: Int) -> LayoutSubview {
        precondition(position >= startIndex && position < endIndex, "LayoutSubviews index \(position) out of range")
        return LayoutSubview(node: nodes[position])
    }

    /// The subviews in `bounds`, indexed from 0 (layout rules §3.8): a layout that passes a slice to a helper
    /// written for a whole container's subviews, as a recursive `placeSubviews` does, indexes it from 0.
    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        precondition(bounds.lowerBound >= startIndex && bounds.upperBound <= endIndex, "LayoutSubviews range out of range")
        return LayoutSubviews(ContiguousArray(nodes[bounds]), layoutDirection: layoutDirection)
    }

    /// The subviews at `indices`, in that order, indexed from 0.
    public subscript<S: Sequence>(indices: S) -> LayoutSubviews where S.Element == Int {
        let picked = ContiguousArray(indices.map { self[$0].node })
        return LayoutSubviews(picked, layoutDirection: layoutDirection)
    }

    public static func == (a: LayoutSubviews, b: LayoutSubviews) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { $0 == $1 }
    }
}
