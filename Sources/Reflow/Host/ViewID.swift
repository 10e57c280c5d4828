/// An explicit id on the way from a container to a view: a `ForEach` element's id, or `.id(_:)`'s. Ids are
/// compared as SwiftUI compares them, by equality of the values (as `AnyHashable`s: an `Int` 1 equals an `Int8`
/// 1), never by hash; ids of different views may hash alike.
///
/// Most ids are `Int`s (ranges, counters, database keys), and a whole update compares every element's id with
/// its node's: two `Int`s are compared as `Int`s, which `AnyHashable`'s equality finds out only through the
/// runtime (it turns both into a canonical integer box first), at a large cost per element.
struct ViewID: Equatable {
    private enum Storage {
        case integer(Int)
        case other(AnyHashable)
    }

    private let storage: Storage

    /// The id `id`.
    @inline(__always)
    init<ID: Hashable>(_ id: ID) {
        if ID.self == Int.self {
            storage = .integer(unsafeBitCast(id, to: Int.self))
        } else {
            storage = .other(AnyHashable(id))
        }
    }

    /// The id as `AnyHashable`.
    var value: AnyHashable {
        switch storage {
        case .integer(let integer): return AnyHashable(integer)
        case .other(let value): return value
        }
    }

    /// The id's hash, which the view's position mixes in: its `AnyHashable`'s (an `Int`'s own hash is the
    /// same).
    var hash: Int {
        switch storage {
        case .integer(let integer): return integer.hashValue
        case .other(let value): return value.hashValue
        }
    }

    static func == (a: ViewID, b: ViewID) -> Bool {
        if case .integer(let x) = a.storage, case .integer(let y) = b.storage { return x == y }
        return a.value == b.value
    }
}

extension ViewID: CustomDebugStringConvertible {
    /// The id as `String(reflecting:)` shows it as an `AnyHashable`: what `reflow preview` names a view's saved
    /// state by, across processes (hashes differ between them).
    var debugDescription: String { String(reflecting: value) }
}
