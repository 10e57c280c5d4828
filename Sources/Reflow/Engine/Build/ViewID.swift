/// An explicit id on the way from a container to a view: a `ForEach` element's id, or `.id(_:)`'s. Ids are
/// compared as SwiftUI compares them, by equality of the values (as `AnyHashable`s: an `Int` 1 equals an `Int8`
/// 1), never by hash; ids of different views may hash alike.
///
/// Most ids are `Int`s (ranges, counters, database keys), and a whole update compares every element's id with
/// its node's: two `Int`s are compared as `Int`s, which `AnyHashable`'s equality finds out only through the
/// runtime (it turns both into a canonical integer box first), at a large cost per element.
struct ViewID: Equatable {
    /// The id when it is an `Int` (`other` is then nil).
    private let integer: Int
    /// Whether the id is an `Int`, kept apart from `other` so that comparing two of them reads two words and
    /// copies nothing: an enum with an `AnyHashable` payload was copied out, retained and released, for every
    /// id compared.
    private let isInteger: Bool
    /// Any other id.
    private let other: AnyHashable?

    /// The id `id`.
    @inline(__always)
    init<ID: Hashable>(_ id: ID) {
        if ID.self == Int.self {
            integer = unsafeBitCast(id, to: Int.self)
            isInteger = true
            other = nil
        } else if let value = Self.integerValue(of: id) {
            integer = value
            isInteger = true
            other = nil
        } else {
            integer = 0
            isInteger = false
            other = AnyHashable(id)
        }
    }

    /// The value of an id of a standard integer type other than `Int`, when an `Int` holds it: such ids equal
    /// the `Int` of the same value as `AnyHashable`s, so they are kept as that `Int` and hash alike. Types are
    /// compared, not cast: a dynamic cast per id was a runtime call.
    @inline(__always)
    private static func integerValue<ID>(of id: ID) -> Int? {
        if ID.self == Int32.self { return Int(unsafeBitCast(id, to: Int32.self)) }
        if ID.self == Int64.self { return Int(unsafeBitCast(id, to: Int64.self)) }
        if ID.self == Int16.self { return Int(unsafeBitCast(id, to: Int16.self)) }
        if ID.self == Int8.self { return Int(unsafeBitCast(id, to: Int8.self)) }
        if ID.self == UInt8.self { return Int(unsafeBitCast(id, to: UInt8.self)) }
        if ID.self == UInt16.self { return Int(unsafeBitCast(id, to: UInt16.self)) }
        if ID.self == UInt32.self { return Int(unsafeBitCast(id, to: UInt32.self)) }
        if ID.self == UInt64.self { return Int(exactly: unsafeBitCast(id, to: UInt64.self)) }
        if ID.self == UInt.self { return Int(exactly: unsafeBitCast(id, to: UInt.self)) }
        return nil
    }

    /// The id as `AnyHashable`.
    var value: AnyHashable { isInteger ? AnyHashable(integer) : other.unsafelyUnwrapped }

    /// The id's hash, which the view's position mixes in (`Resolver.mix`, which scatters its bits): an
    /// integer id's value itself, since hashing it (`Hasher`'s SipHash) cost more than the rest of looking up
    /// an element's node; any other id's `AnyHashable` hash. Equal ids hash alike: every id equal to an
    /// integer is held as one (`integerValue(of:)`).
    var hash: Int { isInteger ? integer : other.unsafelyUnwrapped.hashValue }

    @inline(__always)
    static func == (a: ViewID, b: ViewID) -> Bool {
        if a.isInteger && b.isInteger { return a.integer == b.integer }
        return a.value == b.value
    }
}

extension ViewID {
    /// Whether two id paths are equal, element by element, read in place: `==` on the arrays copied each id
    /// out (retaining and releasing its `AnyHashable`, nil for an `Int`) and was a few percent of a whole
    /// update, which compares the path of every node it reuses.
    @inline(__always)
    static func samePath(_ a: [ViewID], _ b: [ViewID]) -> Bool {
        let count = a.count
        guard count == b.count else { return false }
        guard count > 0 else { return true }
        return a.withUnsafeBufferPointer { first in
            b.withUnsafeBufferPointer { second in
                let x = first.baseAddress.unsafelyUnwrapped, y = second.baseAddress.unsafelyUnwrapped
                if x == y { return true }
                for i in 0..<count {
                    if x[i].isInteger && y[i].isInteger {
                        if x[i].integer != y[i].integer { return false }
                    } else if !(x[i] == y[i]) {
                        return false
                    }
                }
                return true
            }
        }
    }
}

extension ViewID: CustomDebugStringConvertible {
    /// The id as `String(reflecting:)` shows it as an `AnyHashable`: what `reflow preview` names a view's saved
    /// state by, across processes (hashes differ between them).
    var debugDescription: String { String(reflecting: value) }
}
