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
    /// `UIFont.preferredFont(forTextStyle:compatibleWith:)` gives on iOS (printed from the simulator for every
    /// category by temoki/UIKit_DynamicType; the same as the Human Interface Guidelines' "Dynamic Type sizes"
    /// tables, but for caption 2 at the largest size, 41 there and 40 in the guidelines).
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
        case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41]
        }
    }

    /// The style's size in points at `size`.
    public func pointSize(at size: DynamicTypeSize) -> CGFloat {
        size == .large ? pointSize : sizes[DynamicTypeSize.allCases.firstIndex(of: size)!]
    }

    /// `value` scaled as this style's size is from `.large` to `size`: what `UIFontMetrics.scaledValue(for:)`
    /// does for a custom font's size or a `@ScaledMetric`.
    func scaled(_ value: CGFloat, to size: DynamicTypeSize) -> CGFloat {
        size == .large ? value : value * pointSize(at: size) / pointSize
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
