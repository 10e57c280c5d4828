import Foundation

/// A list of colours along a line from 0 to 1, as SwiftUI's `Gradient`: what the gradient styles paint.
public struct Gradient: Hashable, Sendable {
    /// One colour of a gradient and where it sits, from 0 (the start) to 1 (the end).
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat

        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// The stops, in order of location.
    public var stops: [Stop]

    /// A gradient through `stops`.
    public init(stops: [Stop]) { self.stops = stops }

    /// A gradient through `colors`, evenly spaced from 0 to 1 (one colour: that colour throughout).
    public init(colors: [Color]) {
        let last = CGFloat(max(colors.count - 1, 1))
        stops = colors.enumerated().map { Stop(color: $0.element, location: CGFloat($0.offset) / last) }
    }
}
