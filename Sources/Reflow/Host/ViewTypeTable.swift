/// How each view type is resolved, decided once per type and host: a primitive (`PrimitiveView`) makes its
/// nodes itself, any other view resolves its body. Deciding means asking the runtime whether the type conforms
/// to `PrimitiveView` (`view as? any PrimitiveView`), which also copies the view into an existential box: for
/// every view of every build, that was a large part of an update. Here the answer is kept by type, with a
/// function that resolves a primitive of that type in place, from its address.
struct ViewTypeTable {
    /// Resolves the primitive view at an address (of the type the entry is for) into a resolver.
    typealias ResolvePrimitive = (UnsafeRawPointer, inout Resolver) -> Void

    /// How a type resolves: `resolve` for a primitive, nil for a view with a body.
    struct Entry {
        let type: ObjectIdentifier
        let resolve: ResolvePrimitive?
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

    /// Records how `type` resolves, and returns the entry.
    mutating func record(_ type: ObjectIdentifier, resolve: ResolvePrimitive?) -> Entry {
        let entry = Entry(type: type, resolve: resolve)
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

    /// The function that resolves primitives of `view`'s type from their address. The view is used where it
    /// lies, through the `mutating` requirement, which no view's implementation writes through: read out of the
    /// pointer, it was copied for every view resolved.
    static func resolver<P: PrimitiveView>(for view: P) -> ResolvePrimitive {
        { address, resolver in
            UnsafeMutablePointer(mutating: address.assumingMemoryBound(to: P.self)).pointee.resolve(into: &resolver)
        }
    }
}

extension LayoutEngine {
    /// Decides how views of `view`'s type resolve (the first time a build meets the type) and records it.
    func recordViewType<V: View>(_ view: V) -> ViewTypeTable.Entry {
        // Only Reflow's own value types are primitive, so the answer is the same for every value of `V`.
        let resolve = (view as? any PrimitiveView).map { ViewTypeTable.resolver(for: $0) }
        return viewTypes.record(ObjectIdentifier(V.self), resolve: resolve)
    }
}
