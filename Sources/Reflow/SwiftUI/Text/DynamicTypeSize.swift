/// How large text is set, as the iPhone's Text Size setting says: SwiftUI's `DynamicTypeSize`. `.large` is the
/// default; the five accessibility sizes are the larger ones of Settings › Accessibility. Each text style has a
/// size at each of them (`Font.TextStyle.pointSize(at:)`, docs/text-rules.md §8).
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// Whether this is one of the accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

extension Font.TextStyle {
    /// The style's size in points at each Dynamic Type size, `DynamicTypeSize.allCases` in order: what UIKit's
    /// `UIFont.preferredFont(forTextStyle:compatibleWith:)` gives (dumped on iOS 26 for every style and
    /// category by Vercantez/openuikit's `dynamic_type.json`; the same as the Human Interface Guidelines'
    /// "Dynamic Type sizes" tables and as the iOS 13 simulator's, but for caption 2 at the largest size, 41
    /// there; docs/text-rules.md §8).
    private var sizes: [CGFloat] {
        switch self {
        case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
        }
    }

    /// What `UIFontMetrics(forTextStyle:).scaledValue(for:)` gives for 17 and for 64 points at each Dynamic Type
    /// size, in thirds of a point (the same dump, which has every style and size at 19 bases from 8 to 64 pt).
    /// It is not the style's own growth: at `.medium` body text is 16/17 of its size but 17 scales to 16⅓ (as
    /// Jared Sinclair found, "Scaled Metric Surprises", 2024). Every value in the dump is a factor of the style
    /// and size times the base, rounded to a third of a point; the factor is taken here as the middle of those
    /// that give both of these values (docs/text-rules.md §8).
    private var scaledValues: (seventeen: [CGFloat], sixtyFour: [CGFloat]) {
        switch self {
        case .largeTitle: ([47, 49, 50, 51, 53, 57, 60, 65, 71, 76, 82, 87],
                           [178, 183, 187, 192, 201, 215, 225, 244, 267, 286, 309, 328])
        case .title: ([47, 48, 50, 51, 54, 57, 62, 69, 77, 86, 92, 102],
                      [175, 181, 186, 192, 203, 215, 232, 260, 288, 322, 344, 384])
        case .title2: ([44, 46, 47, 51, 55, 58, 62, 75, 86, 95, 107, 120],
                       [165, 171, 178, 192, 206, 219, 233, 281, 322, 357, 405, 453])
        case .title3: ([45, 47, 49, 51, 57, 61, 65, 78, 90, 104, 118, 133],
                       [169, 177, 184, 192, 215, 230, 246, 292, 338, 392, 445, 499])
        case .headline: ([44, 46, 49, 51, 56, 60, 67, 79, 93, 111, 118, 144],
                         [166, 175, 183, 192, 209, 227, 253, 297, 349, 419, 445, 541])
        case .subheadline: ([41, 46, 48, 51, 56, 61, 66, 79, 92, 110, 128, 148],
                            [154, 173, 182, 192, 211, 230, 250, 298, 346, 413, 480, 557])
        case .body: ([44, 46, 49, 51, 56, 60, 67, 79, 93, 111, 130, 144],
                     [166, 175, 183, 192, 209, 227, 253, 297, 349, 419, 489, 541])
        case .callout: ([44, 46, 49, 51, 56, 61, 68, 78, 95, 112, 126, 146],
                        [165, 174, 183, 192, 210, 229, 256, 293, 357, 421, 475, 549])
        case .footnote: ([45, 45, 45, 51, 57, 62, 68, 82, 94, 113, 130, 147],
                         [171, 171, 171, 192, 213, 235, 256, 309, 352, 427, 491, 555])
        case .caption: ([41, 41, 41, 51, 61, 67, 73, 86, 102, 124, 140, 163],
                        [156, 156, 156, 192, 228, 252, 276, 324, 384, 468, 528, 612])
        case .caption2: ([51, 51, 51, 51, 71, 78, 86, 98, 114, 137, 161, 188],
                         [192, 192, 192, 192, 266, 295, 325, 369, 428, 517, 606, 709])
        }
    }

    /// The style's size in points at `size`.
    public func pointSize(at size: DynamicTypeSize) -> CGFloat {
        size == .large ? pointSize : sizes[DynamicTypeSize.allCases.firstIndex(of: size)!]
    }

    /// `value` scaled for `size` as `UIFontMetrics(forTextStyle:).scaledValue(for:)` scales it, what a
    /// `@ScaledMetric` gives: the style's factor at that size times the value, rounded to a third of a point.
    func scaled(_ value: CGFloat, to size: DynamicTypeSize) -> CGFloat {
        guard size != .large, value.isFinite else { return value }
        let index = DynamicTypeSize.allCases.firstIndex(of: size)!
        let (seventeen, sixtyFour) = (scaledValues.seventeen[index], scaledValues.sixtyFour[index])
        // The factors that give both values (each ±⅙ pt, in thirds), and the middle of them.
        let low = max((sixtyFour - 0.5) / 192, (seventeen - 0.5) / 51)
        let high = min((sixtyFour + 0.5) / 192, (seventeen + 0.5) / 51)
        return (value * (low + high) / 2 * 3).rounded() / 3
    }

    /// A custom font's size at `size`, as `UIFontMetrics.scaledFont(for:)` sets it: the scaled value rounded to
    /// a whole point.
    func scaledFontSize(_ points: CGFloat, to size: DynamicTypeSize) -> CGFloat {
        size == .large ? points : scaled(points, to: size).rounded()
    }
}

/// The environment's Dynamic Type size: `.large` unless `.dynamicTypeSize(_:)` says otherwise. Kept among the
/// environment's extras, as most views are at the default.
private enum DynamicTypeSizeKey: EnvironmentKey {
    static var defaultValue: DynamicTypeSize { .large }
}

extension EnvironmentValues {
    /// The size text is set at: text styles and custom fonts follow it (`Font.TextStyle.pointSize(at:)`).
    public var dynamicTypeSize: DynamicTypeSize {
        get { extras.isEmpty ? .large : self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }

    /// The same setting in its older spelling.
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory(dynamicTypeSize) }
        set { dynamicTypeSize = newValue.dynamicTypeSize }
    }
}

extension View {
    /// Sets the text inside this view at `size`, as the Text Size setting would.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environment(\.dynamicTypeSize, size)
    }

    /// Keeps the Dynamic Type size of this view within `range`: a size outside it is taken as the nearest
    /// inside (`.dynamicTypeSize(...DynamicTypeSize.xxxLarge)` caps it).
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        EnvironmentWriter(content: self) { environment in
            let size = environment.dynamicTypeSize
            guard !range.contains(size) else { return }
            let inside = DynamicTypeSize.allCases.filter { range.contains($0) }
            guard let first = inside.first, let last = inside.last else { return }
            environment.dynamicTypeSize = size < first ? first : last
        }
    }
}

/// The Dynamic Type sizes in their older spelling (`EnvironmentValues.sizeCategory`).
public enum ContentSizeCategory: Hashable, Comparable, CaseIterable, Sendable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge
    case accessibilityExtraExtraExtraLarge

    /// Whether this is one of the accessibility sizes.
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    init(_ size: DynamicTypeSize) {
        self = Self.allCases[DynamicTypeSize.allCases.firstIndex(of: size)!]
    }

    var dynamicTypeSize: DynamicTypeSize { DynamicTypeSize.allCases[Self.allCases.firstIndex(of: self)!] }
}

/// A number that grows and shrinks with the Dynamic Type size, as text of `relativeTo`'s style does:
/// `@ScaledMetric var iconSize = 24.0` is 24 at the default size and larger at larger ones.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    @Environment(\.dynamicTypeSize) private var size
    private let base: Value
    private let textStyle: Font.TextStyle

    /// `wrappedValue` at the default size, scaled as body text is.
    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, relativeTo: .body)
    }

    /// `wrappedValue` at the default size, scaled as text of `textStyle` is.
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        base = wrappedValue
        self.textStyle = textStyle
    }

    /// The value at the environment's Dynamic Type size.
    public var wrappedValue: Value { Value(textStyle.scaled(CGFloat(base), to: size)) }
}
