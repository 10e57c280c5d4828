/// One element of a collection a `ForEach` (or `List`) is bound to: its index, and its id when the views
/// were built. What `ForEach($items) { $item in … }` iterates over.
public struct BoundElement<Collection: MutableCollection & RandomAccessCollection>
where Collection.Element: Identifiable {
    /// Where the element is in the collection.
    public let index: Collection.Index
    /// The element's id.
    public let id: Collection.Element.ID
}

extension ForEach {
    /// One view per element of the collection `data` is bound to, each given a binding to its element and
    /// identified by the element's id: `ForEach($items) { $item in TextField("Name", text: $item.name) }`.
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == [BoundElement<C>], ID == C.Element.ID, C.Element: Identifiable,
            C.Index: Hashable {
        let collection = data.wrappedValue
        let elements = collection.indices.map { BoundElement<C>(index: $0, id: collection[$0].id) }
        self.init(elements, id: \.id) { element in
            // The element as it was when the views were built stands in for one removed since, so that a
            // row built before a deletion reads a value, never an index out of range.
            let built = collection[element.index]
            return content(Binding(get: {
                let current = data.wrappedValue
                return current.indices.contains(element.index) ? current[element.index] : built
            }, set: { newValue in
                guard data.wrappedValue.indices.contains(element.index) else { return }
                data.wrappedValue[element.index] = newValue
            }))
        }
    }
}
