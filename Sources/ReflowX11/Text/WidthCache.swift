import Foundation
import Reflow

/// Measured widths per font and string, so that a resize, which lays the same words out again at new
/// widths, measures nothing twice.
///
/// Bounded by two generations of at most `limit` entries each: when the newer one fills up it becomes the
/// older and the old older one is dropped, and a hit in the older one moves back into the newer. Strings in
/// use survive; strings not seen for a generation go, with no bookkeeping per lookup.
struct WidthCache {
    struct Key: Hashable {
        var font: ResolvedFont
        var text: String
    }

    /// Entries per generation; at most twice this many are kept.
    let limit: Int
    private var newer: [Key: Double] = [:]
    private var older: [Key: Double] = [:]

    init(limit: Int = 25_000) {
        self.limit = max(1, limit)
    }

    /// How many widths are kept.
    var count: Int { newer.count + older.count }

    mutating func width(for key: Key) -> Double? {
        if let width = newer[key] { return width }
        guard let width = older[key] else { return nil }
        insert(width, for: key)
        return width
    }

    mutating func insert(_ width: Double, for key: Key) {
        if newer.count >= limit {
            older = newer
            newer = Dictionary(minimumCapacity: limit)
        }
        newer[key] = width
    }

    mutating func removeAll() {
        newer = [:]
        older = [:]
    }
}
