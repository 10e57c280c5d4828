/// The smallest scale text may be set at to fit rather than be truncated: 1 (no scaling) unless
/// `.minimumScaleFactor(_:)` says otherwise. Kept among the environment's extras, as most text has none.
private enum MinimumScaleFactorKey: EnvironmentKey {
    static var defaultValue: CGFloat { 1 }
}

extension EnvironmentValues {
    /// How far text may be scaled down to fit its space before it is truncated (`.minimumScaleFactor(_:)`).
    public var minimumScaleFactor: CGFloat {
        get { extras.isEmpty ? 1 : self[MinimumScaleFactorKey.self] }
        set { self[MinimumScaleFactorKey.self] = newValue }
    }
}

extension View {
    /// Lets the text inside shrink, down to `factor` of its size, when it would otherwise be truncated: a
    /// one-line label narrower than its text is set smaller rather than cut with "…", as in SwiftUI. A factor
    /// outside 0.01…1 is taken as the nearest of those.
    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        environment(\.minimumScaleFactor, factor.isNaN ? 1 : min(1, max(0.01, factor)))
    }
}
