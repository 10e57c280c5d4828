extension FontMetrics {
    /// `UIFont.systemFont(ofSize:)`'s ascender and descender per em: 1950 and 494 of SF's 2048 units, no
    /// leading, so a line is 1.193359375 em (20.287109375 pt at 17 pt, the height public UIKit tests assert).
    /// The viewer sets system text on these lines (ReflowText's `SystemFont`) and `UIFont` reports them.
    package static let systemAscender = 1950.0 / 2048
    package static let systemDescender = 494.0 / 2048

    /// The line metrics of the system font at `points`.
    package static func systemFont(points: Double) -> FontMetrics {
        FontMetrics(ascent: CGFloat(points * systemAscender), descent: CGFloat(points * systemDescender), leading: 0)
    }
}
