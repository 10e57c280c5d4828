// `NavigationPath`: the type-erased list of values a `NavigationStack(path:)` shows above its root, one page
// per value, each page made by the `.navigationDestination(for:)` registered for the value's type
// (docs/navigation.md §2).

/// A list of values of any `Hashable` types: the pages of a navigation stack above its root, first to last.
public struct NavigationPath: Equatable {
    /// The values, bottom page first.
    var elements: [AnyHashable]

    /// An empty path: the stack shows its root.
    public init() { elements = [] }

    /// A path of `elements`, in order.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    /// How many values (pages above the root) the path holds.
    public var count: Int { elements.count }

    /// Whether the path is empty (the stack shows its root).
    public var isEmpty: Bool { elements.isEmpty }

    /// Appends `value`: the stack pushes a page for it.
    public mutating func append<V: Hashable>(_ value: V) {
        elements.append(AnyHashable(value))
    }

    /// Removes the last `k` values (the stack pops that many pages). Asking for more than the path holds
    /// empties it, with a warning, where Swift's collections would trap.
    public mutating func removeLast(_ k: Int = 1) {
        guard k > 0 else { return }
        if k > elements.count {
            BodyContext.warn(.navigation, about: "NavigationPath.removeLast", "was asked to remove \(k) values from a path of \(elements.count); the path is emptied")
        }
        elements.removeLast(min(k, elements.count))
    }
}

/// How a stack reads and changes its path, whatever the path's type (`NavigationPath` or an array of one
/// `Hashable` type): the stack's own state, or the binding it was given.
struct NavigationPathAccess {
    /// The values now, bottom page first.
    let values: () -> [AnyHashable]
    /// Appends a value; false when the path cannot hold its type (a typed array of another element type).
    let append: (AnyHashable) -> Bool
    /// Removes the last `k` values.
    let removeLast: (Int) -> Void

    init(_ path: Binding<NavigationPath>) {
        values = { path.wrappedValue.elements }
        append = { value in path.wrappedValue.elements.append(value); return true }
        removeLast = { k in path.wrappedValue.removeLast(min(k, path.wrappedValue.count)) }
    }

    init<Data>(typed path: Binding<Data>)
    where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
          Data.Element: Hashable {
        values = { path.wrappedValue.map { AnyHashable($0) } }
        append = { value in
            guard let element = value.base as? Data.Element else { return false }
            path.wrappedValue.append(element)
            return true
        }
        removeLast = { k in
            var data = path.wrappedValue
            data.removeLast(min(k, data.count))
            path.wrappedValue = data
        }
    }
}
