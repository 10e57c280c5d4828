extension View {
    /// Sets `key`'s value for this view to `value`. The views inside are not asked for the key: their values
    /// are replaced (layout rules §15.3).
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        WrappedView(PreferenceWriterLayout(key: ObjectIdentifier(K.self)) { _, _ in value }, self)
    }

    /// Changes `key`'s value of this view with `callback`, which gets the value of the views inside (the
    /// key's default value if none writes it).
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self,
                                                      _ callback: @escaping (inout K.Value) -> Void) -> some View {
        WrappedView(PreferenceWriterLayout(key: ObjectIdentifier(K.self)) { _, inner in
            var value = inner() as? K.Value ?? K.defaultValue
            callback(&value)
            return value
        }, self)
    }

    /// Sets `key`'s value for this view to `transform` of an anchor taken from this view's geometry (its
    /// bounds, a point in it), once the view is laid out (layout rules §15.5).
    public func anchorPreference<A, K: PreferenceKey>(key _: K.Type = K.self, value: Anchor<A>.Source,
                                                      transform: @escaping (Anchor<A>) -> K.Value) -> some View {
        WrappedView(PreferenceWriterLayout(key: ObjectIdentifier(K.self)) { node, _ in
            transform(value.anchor(node.frameInHost))
        }, self)
    }

    /// Changes `key`'s value of this view with `transform`, given an anchor taken from this view's geometry
    /// and the value of the views inside (the key's default value if none writes it).
    public func transformAnchorPreference<A, K: PreferenceKey>(key _: K.Type = K.self, value: Anchor<A>.Source,
                                                               transform: @escaping (inout K.Value, Anchor<A>) -> Void)
        -> some View {
        WrappedView(PreferenceWriterLayout(key: ObjectIdentifier(K.self)) { node, inner in
            var result = inner() as? K.Value ?? K.defaultValue
            transform(&result, value.anchor(node.frameInHost))
            return result
        }, self)
    }
}

/// The node of `.preference` and its kin: it lays its view out as it is, and gives the value of one key for
/// its subtree (`ViewNode.preferenceValue`).
struct PreferenceWriterLayout: MarkerLayout {
    static var nameInWarnings: String { ".preference" }

    /// The key written, as `ObjectIdentifier(K.self)`.
    let key: ObjectIdentifier
    /// The subtree's value (a `K.Value`), from the node (laid out) and a way to read the value of the views
    /// inside (nil when none writes the key), which a plain writer never calls.
    let write: (ViewNode, () -> Any?) -> Any
}
