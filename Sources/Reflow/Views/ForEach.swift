/// Makes one view per element of a collection; each keeps the identity of its element's id.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    public var data: Data
    public var content: (Data.Element) -> Content
    /// The id of an element (internal: a `Picker` tags a `ForEach`'s views with their elements' ids).
    let id: (Data.Element) -> ID

    /// One view per element, identified by the element's `id` key path.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, idOf: { $0[keyPath: id] }, content: content)
    }

    /// One view per element, identified by what `idOf` returns for it: the initializers below read the id
    /// directly, since applying a key path to every element of every update costs more than the rest of
    /// finding the element's node.
    private init(_ data: Data, idOf: @escaping (Data.Element) -> ID, content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.id = idOf
    }

    func resolve(into resolver: inout Resolver) {
        for element in data {
            // Observable properties the content reads rebuild the body around the ForEach (state rules §3).
            resolver.resolve(ObservedBody.evaluate(isBody: false) { content(element) }, id: ViewID(id(element)))
        }
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// One view per identifiable element.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, idOf: { $0.id }, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// One view per integer of a constant range, identified by the integer.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, idOf: { $0 }, content: content)
    }
}
