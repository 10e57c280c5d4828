/// Layout-specific properties of a layout container.
public struct LayoutProperties: Sendable {
    /// The orientation of the containing stack-like container, or nil. Spacers and dividers inside the
    /// container use it to decide which way they expand (layout rules §3.3).
    public var stackOrientation: Axis?

    public init() { stackOrientation = nil }
}
