/// How each view type is resolved, decided once per type and host: a primitive (`PrimitiveView`) makes its
/// nodes itself, any other view resolves its body. Deciding means asking the runtime whether the type conforms
/// to `PrimitiveView` (`view as? any PrimitiveView`), which also copies the view into an existential box: for
/// every view of every build, that was a large part of an update. Here the answer is kept by type, with the
/// primitive's type, whose `resolve(at:into:)` resolves a view of it in place, from its address.
struct ViewTypeTable {
    /// How a type resolves: `primitive` is the type itself for a primitive, nil for a view with a body; for the
    /// latter, whether its views get a scope (`DynamicProperties.needScope`, kept here so that a build does not
    /// look it up in that table, hashing the type, for every body). A metatype rather than a closure: reading
    /// a closure out of the table retained and released its context for every view.
    struct Entry {
        let type: ObjectIdentifier
        let primitive: (any PrimitiveView.Type)?
        var needsScope = false
    }
    /// Open addressing by the type's metadata address; a power-of-two count, at most half full.
    private var slots: ContiguousArray<Entry?> = ContiguousArray(repeating: nil, count: 16)
    private var count = 0

    /// The entry for `type`, if the table has one.
    @inline(__always)
    func entry(for type: ObjectIdentifier) -> Entry? {
        let mask = slots.count - 1
        var i = Self.home(of: type, mask: mask)
        while let entry = slots[i] {
            if entry.type == type { return entry }
            i = (i + 1) & mask
        }
        return nil
    }

    /// Records that views of `type` need a scope from now on (their body was seen to read an observable:
    /// `DynamicProperties.markObserving`).
    mutating func markNeedsScope(_ type: ObjectIdentifier) {
        let mask = slots.count - 1
        var i = Self.home(of: type, mask: mask)
        while let entry = slots[i] {
            if entry.type == type {
                slots[i]?.needsScope = true
                return
            }
            i = (i + 1) & mask
        }
    }

    /// Records how `type` resolves, and returns the entry.
    mutating func record(_ type: ObjectIdentifier, primitive: (any PrimitiveView.Type)?, needsScope: Bool) -> Entry {
        let entry = Entry(type: type, primitive: primitive, needsScope: needsScope)
        if (count + 1) * 2 > slots.count {
            let old = slots
            slots = ContiguousArray(repeating: nil, count: old.count * 2)
            count = 0
            for case let kept? in old { insert(kept) }
        }
        insert(entry)
        return entry
    }

    private mutating func insert(_ entry: Entry) {
        let mask = slots.count - 1
        var i = Self.home(of: entry.type, mask: mask)
        while let existing = slots[i] {
            if existing.type == entry.type { return }
            i = (i + 1) & mask
        }
        slots[i] = entry
        count += 1
    }

    /// The slot a type's probe starts at: metadata addresses are aligned, so their low bits say little; the
    /// high bits of the address times the golden ratio spread them.
    @inline(__always)
    private static func home(of type: ObjectIdentifier, mask: Int) -> Int {
        let scrambled = UInt64(UInt(bitPattern: type)) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: scrambled >> 32) & mask
    }

}

extension PrimitiveView {
    /// Resolves the view of this type at `address` where it lies, through the `mutating` requirement, which no
    /// view's implementation writes through: read out of the pointer, the view was copied for every view
    /// resolved.
    static func resolve(at address: UnsafeRawPointer, into resolver: inout Resolver) {
        UnsafeMutablePointer(mutating: address.assumingMemoryBound(to: Self.self)).pointee.resolve(into: &resolver)
    }
}

extension ViewGraph {
    /// Decides how views of `view`'s type resolve (the first time a build meets the type) and records it.
    func recordViewType<V: View>(_ view: V) -> ViewTypeTable.Entry {
        // Only Reflow's own value types are primitive, so the answer is the same for every value of `V`.
        let primitive = V.self as? any PrimitiveView.Type
        return viewTypes.record(ObjectIdentifier(V.self), primitive: primitive,
                                needsScope: primitive == nil && DynamicProperties.needScope(view))
    }
}
