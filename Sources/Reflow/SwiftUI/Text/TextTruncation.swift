import Foundation

extension Text {
    /// Where text that does not fit is cut and "…" put in its place: SwiftUI's `Text.TruncationMode`, set with
    /// `.truncationMode(_:)`. Only the last line a text is allowed is cut, as UIKit cuts a multiline label.
    public enum TruncationMode: Hashable, Sendable {
        /// "…" first, then the end of the line's text.
        case head
        /// The start of the line's text, then "…" (the default).
        case tail
        /// The start and the end of the line's text, "…" between them.
        case middle
    }
}

/// How text that does not fit is cut, and whether it may be set tighter first. Kept among the environment's
/// extras, as most text has neither.
private enum TruncationModeKey: EnvironmentKey {
    static var defaultValue: Text.TruncationMode { .tail }
}

private enum AllowsTighteningKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Where text that does not fit is cut (`.truncationMode(_:)`): at its tail unless said otherwise.
    public var truncationMode: Text.TruncationMode {
        get { extras.isEmpty ? .tail : self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }

    /// Whether text may be set with its characters closer together rather than be cut (`.allowsTightening(_:)`).
    public var allowsTightening: Bool {
        get { extras.isEmpty ? false : self[AllowsTighteningKey.self] }
        set { self[AllowsTighteningKey.self] = newValue }
    }
}

extension View {
    /// Cuts the text inside this view that does not fit at `mode`: `.head` ("…end"), `.middle` ("st…nd") or
    /// `.tail` ("start…", the default).
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        environment(\.truncationMode, mode)
    }

    /// Lets the text inside this view set its characters closer together, by up to a twentieth of the line's
    /// width, before it is cut with "…": UIKit's `allowsDefaultTighteningForTruncation`, whose limit is
    /// `NSParagraphStyle.tighteningFactorForTruncation`, 0.05 by default (docs/text-rules.md §7).
    public func allowsTightening(_ flag: Bool) -> some View {
        environment(\.allowsTightening, flag)
    }
}

/// How the last line a text is allowed is cut when the rest does not fit (`LineBreaker`).
struct TruncationRule: Equatable {
    var mode: Text.TruncationMode = .tail
    /// Whether a line up to `tighteningFactor` wider than the space is squeezed into it rather than cut.
    var allowsTightening = false

    /// UIKit's `tighteningFactorForTruncation` default: a line may be tightened when its width is at most
    /// 1.05 times the space's.
    static let tighteningFactor: CGFloat = 0.05
}
