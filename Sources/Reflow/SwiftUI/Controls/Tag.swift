// `.tag(_:)`, and how a `Picker` finds its options: it walks its content's view values (tuples, `ForEach`,
// groups, conditionals) down to the views that are options, each with its tag; a `ForEach`'s views are tagged
// with their elements' ids unless they carry a tag of their own, as SwiftUI does.

extension View {
    /// Tags the view with `tag`: in a `Picker`, the value its selection takes when this view is chosen.
    public func tag<V: Hashable>(_ tag: V) -> some View {
        TaggedView(content: self, tag: AnyHashable(tag))
    }
}

/// A view with a tag: resolved as its content, at the same position.
struct TaggedView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let tag: AnyHashable

    func resolve(into resolver: inout Resolver) {
        // In a list, the tag is the row's selection value (a trait of the row, `SwiftUI/Lists/ListRowTraits.swift`).
        guard resolver.environment.listContext != nil else { return resolver.resolve(content) }
        let tag = self.tag
        resolver.forEachNode(of: { $0.resolve(content) }) { $0.changeListRowTraits { $0.tag = tag } }
    }
}

/// One option of a picker: its view and its tag (nil: untagged, never selected).
struct PickerOption {
    let label: AnyView
    let tag: AnyHashable?
}

/// A view value that holds several options (a tuple, a `ForEach`, …) or one tagged one.
protocol PickerOptionSource {
    func collectOptions(into options: inout [PickerOption])
}

enum PickerOptions {
    /// The options of `content`, in order.
    static func of<V: View>(_ content: V) -> [PickerOption] {
        var options: [PickerOption] = []
        collect(content, into: &options)
        return options
    }

    static func collect<V: View>(_ view: V, into options: inout [PickerOption]) {
        if let source = view as? PickerOptionSource {
            source.collectOptions(into: &options)
        } else if !(view is EmptyView) {
            options.append(PickerOption(label: AnyView(view), tag: nil))
        }
    }
}

extension TaggedView: PickerOptionSource {
    func collectOptions(into options: inout [PickerOption]) {
        options.append(PickerOption(label: AnyView(content), tag: tag))
    }
}

extension TupleView: PickerOptionSource {
    func collectOptions(into options: inout [PickerOption]) {
        for child in Mirror(reflecting: value).children {
            if let view = child.value as? any View { PickerOptions.collect(view, into: &options) }
        }
    }
}

extension ForEach: PickerOptionSource {
    func collectOptions(into options: inout [PickerOption]) {
        for element in data {
            var inner: [PickerOption] = []
            PickerOptions.collect(content(element), into: &inner)
            let elementID = AnyHashable(id(element))
            options += inner.map { $0.tag == nil ? PickerOption(label: $0.label, tag: elementID) : $0 }
        }
    }
}

extension Group: PickerOptionSource {
    func collectOptions(into options: inout [PickerOption]) { PickerOptions.collect(content, into: &options) }
}

extension Optional: PickerOptionSource where Wrapped: View {
    func collectOptions(into options: inout [PickerOption]) {
        if let view = self { PickerOptions.collect(view, into: &options) }
    }
}

extension _ConditionalContent: PickerOptionSource {
    func collectOptions(into options: inout [PickerOption]) {
        switch self {
        case let .trueContent(view): PickerOptions.collect(view, into: &options)
        case let .falseContent(view): PickerOptions.collect(view, into: &options)
        }
    }
}

extension IdentifiedView: PickerOptionSource {
    /// `.id` over a tagged view (`Text("a").tag(1).id("a")`) keeps the tag: one option, drawn with its id.
    func collectOptions(into options: inout [PickerOption]) {
        var inner: [PickerOption] = []
        PickerOptions.collect(content, into: &inner)
        options.append(PickerOption(label: AnyView(self), tag: inner.count == 1 ? inner[0].tag : nil))
    }
}
