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
        // The closures alone are captured, not `self`: a closure over the whole value looks up the generic
        // metadata of `ForEach` for every element.
        let content = self.content, id = self.id
        // This code is not specialised for the caller's types, so `for element in data` made two calls through
        // the collection's witness table per element (with a `Range`, three, through `Strideable`): the two
        // common collections, a range of integers and anything stored contiguously (an `Array`), are walked
        // directly.
        if Data.self == Range<Int>.self {
            let range = unsafeBitCast(data, to: Range<Int>.self)
            for integer in range {
                Self.resolve(unsafeBitCast(integer, to: Data.Element.self), content, id, into: &resolver)
            }
            return
        }
        let walked: Void? = data.withContiguousStorageIfAvailable { elements in
            for index in elements.indices { Self.resolve(elements[index], content, id, into: &resolver) }
        }
        if walked != nil { return }
        for element in data { Self.resolve(element, content, id, into: &resolver) }
    }

    /// Resolves the view of one element, identified by its id.
    @inline(__always)
    private static func resolve(_ element: Data.Element, _ content: (Data.Element) -> Content,
                                _ id: (Data.Element) -> ID, into resolver: inout Resolver) {
        // Observable properties the content reads rebuild the body around the ForEach (state rules §3).
        resolver.resolve(ObservedBody.evaluate(isBody: false) { content(element) }, id: ViewID(id(element)))
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
