import Foundation
import Reflow

/// A font and a string: what text measuring and shaping are cached by.
package struct TextKey: Hashable {
    package var font: ResolvedFont
    package var text: String

    package init(font: ResolvedFont, text: String) {
        self.font = font
        self.text = text
    }
}

/// Measured widths per font and string, so that a resize, which lays the same words out again at new widths,
/// measures nothing twice.
package typealias WidthCache = GenerationCache<TextKey, Double>

/// Values kept by key, bounded without bookkeeping per lookup.
///
/// Two generations of at most `limit` entries each: when the newer one fills up it becomes the older and the
/// old older one is dropped, and a hit in the older one moves back into the newer. Keys in use survive; keys
/// not seen for a generation go.
package struct GenerationCache<Key: Hashable, Value> {
    /// Entries per generation; at most twice this many are kept.
    package let limit: Int
    private var newer: [Key: Value] = [:]
    private var older: [Key: Value] = [:]

    package init(limit: Int = 25_000) {
        self.limit = max(1, limit)
    }

    /// How many values are kept.
    package var count: Int { newer.count + older.count }

    package mutating func value(for key: Key) -> Value? {
        if let value = newer[key] { return value }
        guard let value = older[key] else { return nil }
        insert(value, for: key)
        return value
    }

    package mutating func insert(_ value: Value, for key: Key) {
        if newer.count >= limit {
            older = newer
            newer = Dictionary(minimumCapacity: limit)
        }
        newer[key] = value
    }

    package mutating func removeAll() {
        newer = [:]
        older = [:]
    }
}
