/// A set of values that describe how much space a window offers along one axis, as iOS classes its windows.
public enum UserInterfaceSizeClass: Hashable, CaseIterable, Sendable {
    /// Constrained space: an iPhone's width in portrait, or its height in landscape.
    case compact
    /// Expansive space: an iPad window at full screen, or an iPhone's height in portrait.
    case regular

    /// The width from which a window is of regular width: 678 points, the narrowest window iOS gives a regular
    /// width (a 12.9-inch iPad Pro's half of a landscape split); the widest compact ones are 667 (an iPhone 8
    /// in landscape) and 639 (an iPad's narrower split), so every iPad window, and every iPhone in portrait,
    /// is classed as on the device (layout rules §12).
    static let regularWidth: CGFloat = 678

    /// The height from which a window is of regular height: 568 points, the shortest regular one (an iPhone
    /// SE in portrait); iPhones in landscape, compact, are at most 440 high (layout rules §12).
    static let regularHeight: CGFloat = 568

    /// The horizontal size class of a window `width` points wide.
    static func horizontal(width: CGFloat) -> UserInterfaceSizeClass { width >= regularWidth ? .regular : .compact }

    /// The vertical size class of a window `height` points high.
    static func vertical(height: CGFloat) -> UserInterfaceSizeClass { height >= regularHeight ? .regular : .compact }
}
