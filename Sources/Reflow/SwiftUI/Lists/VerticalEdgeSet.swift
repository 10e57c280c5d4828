extension VerticalEdge {
    /// A set of vertical edges: SwiftUI's `VerticalEdge.Set`, taken by `.listRowSeparator(_:edges:)`.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The edges as bits: top 1, bottom 2.
        public let rawValue: Int8
        /// The set with the edges of `rawValue`.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The top edge.
        public static let top = Set(rawValue: 1)
        /// The bottom edge.
        public static let bottom = Set(rawValue: 2)
        /// Both edges.
        public static let all: Set = [.top, .bottom]
        /// The set of `edge`.
        public init(_ edge: VerticalEdge) { self = edge == .top ? .top : .bottom }
    }
}
