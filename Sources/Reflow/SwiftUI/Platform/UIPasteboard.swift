import Foundation

/// UIKit's pasteboard, as "Copy" buttons in SwiftUI files use it: `UIPasteboard.general.string = code`. Reflow has
/// no link to the desktop's clipboard, so the pasteboard keeps what is copied within the preview process, where
/// the same file can paste it back.
public final class UIPasteboard: @unchecked Sendable {
    /// The pasteboard apps share.
    public static let general = UIPasteboard()

    private let lock = NSLock()
    private var items: [Any] = []

    private init() {}

    /// The first string on the pasteboard; setting it replaces everything.
    public var string: String? {
        get { strings?.first }
        set { set(newValue.map { [$0] } ?? []) }
    }

    /// The strings on the pasteboard; nil when there are none.
    public var strings: [String]? {
        get { values(String.self) }
        set { set(newValue ?? []) }
    }

    /// The first URL on the pasteboard; setting it replaces everything.
    public var url: URL? {
        get { values(URL.self)?.first }
        set { set(newValue.map { [$0] } ?? []) }
    }

    /// The first image on the pasteboard; setting it replaces everything.
    public var image: UIImage? {
        get { values(UIImage.self)?.first }
        set { set(newValue.map { [$0] } ?? []) }
    }

    /// The first colour on the pasteboard; setting it replaces everything.
    public var color: UIColor? {
        get { values(UIColor.self)?.first }
        set { set(newValue.map { [$0] } ?? []) }
    }

    /// Whether a string is on the pasteboard.
    public var hasStrings: Bool { values(String.self) != nil }
    /// Whether a URL is on the pasteboard.
    public var hasURLs: Bool { values(URL.self) != nil }
    /// Whether an image is on the pasteboard.
    public var hasImages: Bool { values(UIImage.self) != nil }

    /// How many items are on the pasteboard.
    public var numberOfItems: Int { lock.withLock { items.count } }

    private func set(_ values: [Any]) {
        lock.withLock { items = values }
    }

    private func values<T>(_ type: T.Type) -> [T]? {
        let found = lock.withLock { items.compactMap { $0 as? T } }
        return found.isEmpty ? nil : found
    }
}
