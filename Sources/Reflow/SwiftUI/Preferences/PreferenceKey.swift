/// A named value that views produce and their ancestors read: `.preference(key:value:)` writes one,
/// `.onPreferenceChange` and `overlayPreferenceValue` read the value of a subtree, where every view that
/// writes the key has been combined with `reduce` (layout rules §15).
public protocol PreferenceKey {
    /// The type of the key's values.
    associatedtype Value
    /// The value of a subtree where no view writes the key. `reduce(value: &x) { defaultValue }` must leave
    /// `x` meaning the same (SwiftUI may call it so, §15.2).
    static var defaultValue: Value { get }
    /// Combines `value`, the views' so far, with the next view's, `nextValue()`, in view-tree order.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
    /// nil, for keys whose value is optional.
    public static var defaultValue: Value { nil }
}

extension ViewNode {
    /// The value of `key` of the node's subtree: what a writer for the key on the node gives (its subviews
    /// are not asked unless it transforms their value, §15.3), else the subviews' values combined; nil when
    /// no view of the subtree writes the key. Read once the subtree is laid out: it walks `children`, which
    /// hands on pending moves, so an anchor sees the frame the view has.
    func preferenceValue<K: PreferenceKey>(_ key: K.Type) -> K.Value? {
        if let writer = preferenceWriter, writer.key == ObjectIdentifier(K.self) {
            return writer.write(self) { self.subviewsPreferenceValue(K.self) } as? K.Value
        }
        return subviewsPreferenceValue(K.self)
    }

    /// The values of `key` of the subviews, combined in view-tree order with `K.reduce`, the first producer's
    /// value first; the primary view of a background before the background (§15.1). nil if none writes it.
    func subviewsPreferenceValue<K: PreferenceKey>(_ key: K.Type) -> K.Value? {
        let children = self.children
        guard !children.isEmpty else { return nil }
        var result: K.Value?
        func fold(_ child: ViewNode) {
            guard let next = child.preferenceValue(K.self) else { return }
            if result == nil {
                result = next
            } else {
                K.reduce(value: &result!, nextValue: { next })
            }
        }
        if hasPrimaryLast, let primary = children.last {
            fold(primary)
            for child in children.dropLast() { fold(child) }
        } else {
            for child in children { fold(child) }
        }
        return result
    }

    /// Whether the node's primary view is its last subview, after its backgrounds (`.background`,
    /// `backgroundPreferenceValue`).
    private var hasPrimaryLast: Bool {
        if kind == ObjectIdentifier(BackgroundLayout.self) {
            return !(behavior as! LayoutBehavior<BackgroundLayout>).layout.primaryFirst
        }
        if kind == ObjectIdentifier(PreferenceValueLayout.self) {
            return !(behavior as! LayoutBehavior<PreferenceValueLayout>).layout.base.primaryFirst
        }
        return false
    }

    /// The preference writer on the node, if it is the node of `.preference` and its kin.
    private var preferenceWriter: PreferenceWriterLayout? {
        guard kind == ObjectIdentifier(PreferenceWriterLayout.self) else { return nil }
        return (behavior as! LayoutBehavior<PreferenceWriterLayout>).layout
    }
}

/// Whether two values of a preference are equal: false when the type is not `Equatable` (a value that cannot
/// be compared is taken to have changed).
func preferenceValuesEqual(_ a: Any, _ b: Any) -> Bool {
    guard let a = a as? any Equatable else { return false }
    return a.isEqual(to: b)
}

extension Equatable {
    fileprivate func isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
