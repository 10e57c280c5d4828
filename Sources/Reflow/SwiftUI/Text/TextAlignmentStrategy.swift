extension Text {
    /// How a text's lines are aligned when `multilineTextAlignment` is `.leading` or `.trailing`: SwiftUI's
    /// `Text.AlignmentStrategy` (iOS 26), set with `.multilineTextAlignment(strategy:)`.
    public struct AlignmentStrategy: Hashable, Sendable {
        /// Whether leading means the start of each paragraph's writing direction rather than the layout's.
        let followsWritingDirection: Bool

        /// Text's default: `layoutBased`.
        public static let `default` = AlignmentStrategy(followsWritingDirection: false)
        /// Leading is the layout direction's leading edge: the left edge left to right, even for a paragraph in
        /// Arabic.
        public static let layoutBased = AlignmentStrategy(followsWritingDirection: false)
        /// Leading is where each paragraph's writing starts: the right edge for a paragraph whose first strong
        /// character is right to left (Hebrew, Arabic), whatever the layout direction; trailing the other edge,
        /// and center stays centred. A paragraph with no strong character follows the layout direction.
        public static let writingDirectionBased = AlignmentStrategy(followsWritingDirection: true)
    }
}

/// The alignment strategy of the text inside: `layoutBased` unless `.multilineTextAlignment(strategy:)`
/// says otherwise. Kept among the environment's extras, as most text has none.
private enum AlignmentStrategyKey: EnvironmentKey {
    static var defaultValue: Text.AlignmentStrategy { .default }
}

extension EnvironmentValues {
    /// How the text inside aligns its lines: by the layout direction, or by each paragraph's own direction.
    var textAlignmentStrategy: Text.AlignmentStrategy {
        get { extras.isEmpty ? .default : self[AlignmentStrategyKey.self] }
        set { self[AlignmentStrategyKey.self] = newValue }
    }
}

extension View {
    /// Aligns the lines of the text inside by `strategy`: `.layoutBased` (the default) puts `.leading` lines at
    /// the layout direction's leading edge; `.writingDirectionBased` at the edge where each paragraph's writing
    /// starts, so a Hebrew paragraph in a left-to-right layout is aligned to the right.
    public func multilineTextAlignment(strategy: Text.AlignmentStrategy) -> some View {
        environment(\.textAlignmentStrategy, strategy)
    }
}

extension LayoutDirection {
    /// The direction of a paragraph of UTF-8 `bytes`, from its first strong character (UAX #9 rule P2); nil when
    /// it has none.
    static func ofParagraph(_ bytes: ArraySlice<UInt8>) -> LayoutDirection? {
        let direction = UnicodeRules.firstStrongDirection(of: bytes)
        return direction > 0 ? .leftToRight : direction < 0 ? .rightToLeft : nil
    }
}
