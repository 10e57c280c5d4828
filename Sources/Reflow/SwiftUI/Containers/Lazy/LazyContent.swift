/// A lazy container's content, known without building it: how many views it has and how to build the view at
/// an index (layout rules §17.2). A view builder's content is flattened once per build of the container into
/// segments: a `ForEach` is one segment of `data.count` views, each made from its element only when it is
/// built; any other view is a segment of one. `TupleView`, `Group`, `if`/`else`, optionals and `Section`s are
/// looked through, as SwiftUI's lists of views look through them.
///
/// A view of another kind counts as one view here even when its body makes several (a custom view whose body
/// is a `ForEach` is built whole, and its views share one line): SwiftUI looks through bodies too, but a body
/// cannot be evaluated outside a build without losing its state.
struct LazyContent {
    /// What a view is to its container: a view of the content, or a section's header or footer.
    enum Role: UInt8 { case cell, header, footer }

    /// A run of views made alike.
    struct Segment {
        /// The index of the segment's first view in the whole content.
        var start: Int
        var count: Int
        var role: Role
        /// The section the views belong to (-1: none); headers, footers and content of one section share it.
        var section: Int
        /// Builds the view at an index of the segment, with the identity it has in the content.
        var resolve: (Int, inout Resolver) -> Void
    }

    private(set) var segments: [Segment] = []
    /// The number of views.
    private(set) var count = 0
    /// Sections started so far, and the one the views appended now belong to.
    private var sectionCount = 0
    private var currentSection = -1
    private var currentRole = Role.cell

    /// The content of `view`, flattened; `path` is the identity of its position.
    init<V: View>(_ view: V) { append(view, path: 0x1a2) }

    /// Appends `view`: looked through if its kind can be, else as one view.
    mutating func append<V: View>(_ view: V, path: Int) {
        if let flattening = view as? any LazyFlattening {
            flattening.flatten(into: &self, path: path)
        } else {
            appendSegment(count: 1) { _, resolver in resolver.withComponent(path) { $0.resolve(view) } }
        }
    }

    /// Appends a run of `count` views made by `resolve`.
    mutating func appendSegment(count: Int, resolve: @escaping (Int, inout Resolver) -> Void) {
        guard count > 0 else { return }
        segments.append(Segment(start: self.count, count: count, role: currentRole, section: currentSection,
                                resolve: resolve))
        self.count += count
    }

    /// Appends a section: its header, its content and its footer, each marked as such.
    mutating func appendSection<H: View, C: View, F: View>(header: H, content: C, footer: F, path: Int) {
        let savedSection = currentSection, savedRole = currentRole
        currentSection = sectionCount
        sectionCount += 1
        if H.self != EmptyView.self {
            currentRole = .header
            appendSegment(count: 1) { _, resolver in resolver.withComponent(Resolver.mix(path, 0)) { $0.resolve(header) } }
        }
        currentRole = .cell
        append(content, path: Resolver.mix(path, 1))
        if F.self != EmptyView.self {
            currentRole = .footer
            appendSegment(count: 1) { _, resolver in resolver.withComponent(Resolver.mix(path, 2)) { $0.resolve(footer) } }
        }
        currentSection = savedSection
        currentRole = savedRole
    }

    /// The segment that holds view `index` (0 ≤ index < count): a binary search over the starts.
    func segmentIndex(of index: Int) -> Int {
        var low = 0, high = segments.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if segments[middle].start <= index { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// Builds view `index`.
    func resolve(_ index: Int, into resolver: inout Resolver) {
        let segment = segments[segmentIndex(of: index)]
        segment.resolve(index - segment.start, &resolver)
    }
}

/// A view a lazy container looks through, appending the views it stands for instead of itself.
protocol LazyFlattening {
    func flatten(into content: inout LazyContent, path: Int)
}

extension ForEach: LazyFlattening {
    /// One segment of `data.count` views, each built from its element when asked for: the data is not walked.
    /// A `ForEach` of sections is looked through element by element (each section's size must be known).
    func flatten(into content: inout LazyContent, path: Int) {
        let data = self.data, make = self.content, id = self.id
        if Content.self is any SectionMarker.Type {
            for element in data {
                content.append(make(element), path: Resolver.mix(path, ViewID(id(element)).hash))
            }
            return
        }
        content.appendSegment(count: data.count) { index, resolver in
            let element = data[data.index(data.startIndex, offsetBy: index)]
            resolver.withComponent(path) { resolver in
                // Observable properties the content reads rebuild the body around the ForEach (state rules §3).
                resolver.resolve(ObservedBody.evaluate(isBody: false) { make(element) }, id: ViewID(id(element)))
            }
        }
    }
}

/// Marks `Section`, so that a `ForEach` of sections can be told from a `ForEach` of rows by its type alone.
protocol SectionMarker {}
extension Section: SectionMarker {}

extension Section: LazyFlattening {
    func flatten(into content: inout LazyContent, path: Int) {
        // A collapsed section (`Section(_:isExpanded:)`) keeps its header and footer.
        if isCollapsed {
            content.appendSection(header: header, content: EmptyView(), footer: footer, path: path)
        } else {
            content.appendSection(header: header, content: self.content, footer: footer, path: path)
        }
    }
}

extension Group: LazyFlattening {
    func flatten(into content: inout LazyContent, path: Int) { content.append(self.content, path: Resolver.mix(path, 0)) }
}

extension EmptyView: LazyFlattening {
    func flatten(into content: inout LazyContent, path: Int) {}
}

extension Optional: LazyFlattening where Wrapped: View {
    func flatten(into content: inout LazyContent, path: Int) {
        if let view = self { content.append(view, path: Resolver.mix(path, 1)) }
    }
}

extension _ConditionalContent: LazyFlattening {
    func flatten(into content: inout LazyContent, path: Int) {
        switch self {
        case .trueContent(let view): content.append(view, path: Resolver.mix(path, 1))
        case .falseContent(let view): content.append(view, path: Resolver.mix(path, 2))
        }
    }
}

extension TupleView: LazyFlattening {
    func flatten(into content: inout LazyContent, path: Int) { flattenElements(value, &content, path) }
}
