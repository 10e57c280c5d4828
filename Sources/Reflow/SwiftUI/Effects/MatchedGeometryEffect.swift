/// Which parts of a frame `matchedGeometryEffect` shares between the views of one id: their position, their
/// size, or both (`.frame`).
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32

    /// Makes a set from its raw value.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The position of the frame's anchor.
    public static let position = MatchedGeometryProperties(rawValue: 1 << 0)
    /// The frame's size.
    public static let size = MatchedGeometryProperties(rawValue: 1 << 1)
    /// Position and size.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

extension View {
    /// Shares this view's geometry with the other views of `id` in `namespace`, so that a view inserted as
    /// another of its id is removed seems to move from the one to the other. Accepted: each view keeps the
    /// frame its own layout gives it, which is what a still frame of a one-view-per-id hero animation shows;
    /// the move between them and a non-source view taking a visible source's frame are not done yet
    /// (docs/app-rules.md §4).
    public func matchedGeometryEffect<ID: Hashable>(
        id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
        anchor: UnitPoint = .center, isSource: Bool = true
    ) -> some View {
        self
    }
}
