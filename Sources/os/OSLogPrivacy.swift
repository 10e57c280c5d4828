/// Whether an interpolated value may appear in the log, as os's `OSLogPrivacy`.
///
/// On a device, `.private` and `.sensitive` values (and `.auto` ones other than numbers) read `<private>` in
/// the log unless a debugger is attached. A preview runs on the developer's own machine, as a debug build in
/// Xcode does, so every value is written as it is; the privacy is accepted and changes nothing
/// (docs/platform-modules.md).
public struct OSLogPrivacy: Equatable, Sendable {
    /// How a hidden value is shown instead, as os's `OSLogPrivacy.Mask`.
    public struct Mask: Equatable, Sendable {
        let name: String
        /// A hash of the value, the same for equal values.
        public static let hash = Mask(name: "hash")
        /// `<private>`.
        public static let none = Mask(name: "none")
    }

    let name: String

    /// Shown in the log.
    public static let `public` = OSLogPrivacy(name: "public")
    /// Hidden on a device unless a debugger is attached.
    public static let `private` = OSLogPrivacy(name: "private")
    /// Hidden on a device always.
    public static let sensitive = OSLogPrivacy(name: "sensitive")
    /// Numbers and Booleans shown, anything else hidden on a device: the default.
    public static let auto = OSLogPrivacy(name: "auto")

    /// Hidden on a device, shown as `mask` says.
    public static func `private`(mask: Mask) -> OSLogPrivacy { .private }
    /// Hidden on a device always, shown as `mask` says.
    public static func sensitive(mask: Mask) -> OSLogPrivacy { .sensitive }
    /// The default privacy, hidden values shown as `mask` says.
    public static func auto(mask: Mask) -> OSLogPrivacy { .auto }
}

/// How an interpolated value is padded to a column width, as os's `OSLogStringAlignment`.
public struct OSLogStringAlignment: Equatable, Sendable {
    /// Negative: pad on the right (left-aligned); positive: on the left (right-aligned); zero: no padding.
    let columns: Int

    /// No padding.
    public static let none = OSLogStringAlignment(columns: 0)

    /// Right-aligned in `columns` characters: spaces before a shorter value.
    public static func right(columns: @autoclosure () -> Int) -> OSLogStringAlignment {
        OSLogStringAlignment(columns: max(0, columns()))
    }

    /// Left-aligned in `columns` characters: spaces after a shorter value.
    public static func left(columns: @autoclosure () -> Int) -> OSLogStringAlignment {
        OSLogStringAlignment(columns: -max(0, columns()))
    }

    /// `text` padded with spaces to the alignment's width; a longer text is left whole.
    func apply(_ text: String) -> String {
        let padding = String(repeating: " ", count: max(0, abs(columns) - text.count))
        return columns < 0 ? text + padding : padding + text
    }
}
